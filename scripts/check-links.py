#!/usr/bin/env python3
"""Every relative link in the README, docs/, the DocC catalogs and the other Markdown files at the
root resolves: `[text](path)` and `[text](path#anchor)` name a file or folder that exists, and an
anchor names a heading of the Markdown file it points into (GitHub's rule: lower-case, spaces to
hyphens, punctuation dropped). Links with a scheme (https:, mailto:) and DocC's `<doc:…>` are
left alone. Usage:

    check-links.py [FILE …]     check (exit 1 and one line per broken link); default: the set above,
                                and that README.md shows a picture in its first 40 lines, at most 2 MB
    check-links.py --self-test  planted broken links must be found
"""
import pathlib
import re
import sys
import tempfile

LINK = re.compile(r"(?<!\!)\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)|!\[[^\]]*\]\(([^)\s]+)\)")


def default_files(root):
    files = sorted(root.glob("*.md")) + sorted(root.glob("docs/**/*.md")) + sorted(root.glob("Sources/*/*.docc/**/*.md"))
    return [f for f in files if ".build" not in f.parts]


def anchors(path):
    """The anchors GitHub gives a Markdown file's headings."""
    found, counts = set(), {}
    inside_code = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            inside_code = not inside_code
            continue
        heading = None if inside_code else re.match(r"#{1,6}\s+(.*)", line)
        if heading:
            slug = re.sub(r"[^\w\- ]", "", heading.group(1).strip().lower()).replace(" ", "-")
            n = counts.get(slug, 0)
            counts[slug] = n + 1
            found.add(slug if n == 0 else f"{slug}-{n}")
    return found


def links(text):
    """The link targets of a Markdown text, outside code blocks and code spans."""
    targets, inside_code = [], False
    for line in text.splitlines():
        if line.startswith("```"):
            inside_code = not inside_code
            continue
        if inside_code or line.startswith("    "):
            continue
        line = re.sub(r"`[^`]*`", "", line)
        for match in LINK.finditer(line):
            targets.append(match.group(1) or match.group(2))
    return targets


def broken(path):
    """One line per link of `path` that does not resolve."""
    found = []
    for target in links(path.read_text(encoding="utf-8")):
        if re.match(r"[a-z][a-z0-9+.-]*:", target) or target.startswith("<doc:"):
            continue
        file_part, _, anchor = target.partition("#")
        resolved = (path.parent / file_part).resolve() if file_part else path.resolve()
        if not resolved.exists():
            found.append(f"{path}: {target}: no such file")
        elif anchor and resolved.suffix == ".md" and anchor not in anchors(resolved):
            found.append(f"{path}: {target}: no heading #{anchor} in {resolved.name}")
    return found


PICTURE_LINES = 40
PICTURE_BYTES = 2 * 1024 * 1024


def readme_picture(readme):
    """One line when `readme`'s first lines show no picture of the repository's, or a large one."""
    head = "\n".join(readme.read_text(encoding="utf-8").splitlines()[:PICTURE_LINES])
    pictures = [m.group(2) for m in LINK.finditer(head) if m.group(2) and not re.match(r"[a-z]+:", m.group(2))]
    if not pictures:
        return [f"{readme}: no picture in its first {PICTURE_LINES} lines"]
    path = readme.parent / pictures[0]
    if path.exists() and path.stat().st_size > PICTURE_BYTES:
        return [f"{readme}: {pictures[0]} is {path.stat().st_size} bytes, over {PICTURE_BYTES}"]
    return []


def self_test():
    with tempfile.TemporaryDirectory() as work:
        root = pathlib.Path(work)
        (root / "docs").mkdir()
        (root / "docs" / "a.md").write_text("# A title\n## Exit codes\n## Exit codes\n")
        good = ("[a](docs/a.md) [b](docs/a.md#exit-codes) [c](docs/a.md#exit-codes-1) [d](docs/) "
                "[e](https://example.org/x) `[f](missing.md)`\n```\n[g](missing.md)\n```\n")
        (root / "README.md").write_text(good)
        assert broken(root / "README.md") == [], broken(root / "README.md")
        planted = {
            "a missing file": "[x](docs/b.md)",
            "a missing anchor": "[x](docs/a.md#exit-code)",
            "a missing anchor in the same file": "[x](#nowhere)",
            "a missing picture": "![x](docs/picture.png)",
        }
        for name, line in planted.items():
            (root / "README.md").write_text(good + line + "\n")
            if not broken(root / "README.md"):
                sys.exit(f"check-links self-test: {name} was not found")
        (root / "README.md").write_text("# x\n" + "\n" * 50 + "![late](docs/a.md)\n")
        if not readme_picture(root / "README.md"):
            sys.exit("check-links self-test: a README with no picture near the top was not found")
        (root / "big.gif").write_bytes(b"\0" * (PICTURE_BYTES + 1))
        (root / "README.md").write_text("# x\n![big](big.gif)\n")
        if not readme_picture(root / "README.md"):
            sys.exit("check-links self-test: a picture over 2 MB was not found")
        (root / "small.gif").write_bytes(b"GIF89a")
        (root / "README.md").write_text("# x\n![small](small.gif)\n")
        assert readme_picture(root / "README.md") == []
    print(f"check-links self-test: {len(planted)} planted broken links found")


def main():
    if sys.argv[1:] == ["--self-test"]:
        self_test()
        return
    files = [pathlib.Path(a) for a in sys.argv[1:]] or default_files(pathlib.Path("."))
    found = [line for f in files for line in broken(f)]
    if not sys.argv[1:]:
        found += readme_picture(pathlib.Path("README.md"))
    for line in found:
        print(line)
    if found:
        sys.exit(1)
    print(f"check-links: every relative link of {len(files)} Markdown files resolves")


if __name__ == "__main__":
    main()
