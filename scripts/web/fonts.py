#!/usr/bin/env python3
"""Puts the page's fonts beside it (make web): Inter from Debian's fonts-inter (its OpenType faces
compressed to WOFF2 by Debian's woff2_compress, a third of the bytes), the Material
Design Icons webfont from fonts-materialdesignicons-webfont, and icons.json, the icon name →
code point table FluidRender uses (Sources/FluidRender/Icons.swift), so the page draws the same
glyph for a name as the Cairo renderer; and each font's licence beside it (Debian's copyright
file of its package, which holds the SIL Open Font License text, and for the icons Creative
Commons Attribution 4.0), as NOTICE says. Usage: fonts.py OUT_DIR"""
import json
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

INTER = pathlib.Path("/usr/share/fonts/opentype/inter")
INTER_FACES = ["Regular", "Medium", "SemiBold", "Bold"]
MDI = pathlib.Path("/usr/share/fonts/woff/materialdesignicons-webfont/materialdesignicons-webfont.woff2")
ICONS_SWIFT = pathlib.Path("Sources/FluidRender/Icons.swift")
# Each font's licence, shipped beside it under the name NOTICE gives.
LICENCES = {
    "Inter-LICENSE.txt": pathlib.Path("/usr/share/doc/fonts-inter/copyright"),
    "materialdesignicons-LICENSE.txt": pathlib.Path("/usr/share/doc/fonts-materialdesignicons-webfont/copyright"),
}


def main(out):
    out = pathlib.Path(out)
    if not shutil.which("woff2_compress"):
        sys.exit("fonts.py: woff2_compress is missing (Debian's woff2; make deps-test installs it)")
    with tempfile.TemporaryDirectory() as work:
        for face in INTER_FACES:
            # woff2_compress writes NAME.woff2 beside NAME.otf.
            source = pathlib.Path(work, f"Inter-{face}.otf")
            shutil.copyfile(INTER / source.name, source)
            subprocess.run(["woff2_compress", str(source)], check=True, capture_output=True)
            shutil.copyfile(source.with_suffix(".woff2"), out / f"Inter-{face}.woff2")
            # An OTF face from an older build is not shipped any more.
            (out / source.name).unlink(missing_ok=True)
    shutil.copyfile(MDI, out / MDI.name)
    for name, source in LICENCES.items():
        if not source.is_file():
            sys.exit(f"fonts.py: {source} is missing: the font's licence must ship beside it")
        shutil.copyfile(source, out / name)
    table = {name: int(code, 16)
             for name, code in re.findall(r'^\s*"([^"]+)": 0x([0-9A-Fa-f]+),?\s*$', ICONS_SWIFT.read_text(), re.M)}
    if not table:
        sys.exit(f"fonts.py: no icon code points found in {ICONS_SWIFT}")
    (out / "icons.json").write_text(json.dumps(table, sort_keys=True))


if __name__ == "__main__":
    main(*sys.argv[1:])
