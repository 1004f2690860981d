#!/usr/bin/env python3
"""Checks which targets import Foundation, the C library and the files target (docs/architecture.md).

The layer table of docs/architecture.md says what each target may import; the compiler already
refuses a module that Package.swift does not list as a dependency, but Foundation and the C
library (Glibc and its kin) are importable everywhere. This script reads every `import` line of
Sources/ and Fuzz/ (conditional imports included: `#if canImport(Glibc)` does not hide one) and
fails when a target imports one of the watched modules without the table allowing it.

Usage:
    scripts/check-layers.py [--root DIR]
    scripts/check-layers.py --self-test

Exit 0 when every import is allowed; 1 with one line per import that is not
(`file:line: TARGET imports MODULE (only …)`); 2 when the sources cannot be read.
"""
import argparse
import os
import re
import shutil
import sys
import tempfile

# Watched modules, and the targets allowed to import each. A target is the folder under Sources/
# (Fuzz/TouchScriptParser is fluid-touchscript-fuzz). Anything not listed here is the compiler's
# business (Package.swift's dependencies).
EXECUTABLES = {"fluid", "fluid-playground", "fluid-fuzz"}
FOUNDATION = {"FluidFiles"} | EXECUTABLES
# The C library: file and process calls live in the files target; FluidRender and FluidHost wrap C
# libraries of their own (Cairo, SDL), so they may reach libc too. The engine, the canvas and the
# scenes build as Embedded Swift for wasm32 and touch no file.
# FluidTestSupport, which only the tests use, takes its reference formulas' exp, sin and cos from
# libm so that expected values never go through RealModule.
LIBC = {"FluidFiles", "FluidRender", "FluidHost", "FluidTestSupport"} | EXECUTABLES
RULES = {
    "Foundation": FOUNDATION,
    "FoundationEssentials": FOUNDATION,
    "FoundationNetworking": set(),
    "Glibc": LIBC,
    "Musl": LIBC,
    "Darwin": LIBC,
    "WASILibc": LIBC,
    "ucrt": LIBC,
    "Android": LIBC,
    "FluidFiles": {"FluidHost", "FluidCommandLine"} | EXECUTABLES,
}

IMPORT = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*import\s+"
    r"(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_]\w*)")

SPECIAL_TARGETS = {os.path.join("Fuzz", "TouchScriptParser"): "fluid-touchscript-fuzz"}


def target_of(relative):
    """The target a file (relative to the package root) belongs to; None outside the sources."""
    for folder, name in SPECIAL_TARGETS.items():
        if relative.startswith(folder + os.sep):
            return name
    parts = relative.split(os.sep)
    if len(parts) >= 3 and parts[0] == "Sources":
        return parts[1]
    return None


def violations(root):
    found = []
    for top in ("Sources", "Fuzz"):
        for folder, _, files in os.walk(os.path.join(root, top)):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(folder, name)
                relative = os.path.relpath(path, root)
                target = target_of(relative)
                if target is None:
                    continue
                with open(path, encoding="utf-8") as source:
                    for number, line in enumerate(source, 1):
                        match = IMPORT.match(line)
                        if not match:
                            continue
                        module = match.group(1)
                        allowed = RULES.get(module)
                        if allowed is not None and target not in allowed:
                            only = ", ".join(sorted(allowed)) or "no target"
                            found.append(f"{relative}:{number}: {target} imports {module} (only {only})")
    return found


def self_test(root):
    """Plants each kind of violation in a copy of the sources: each must be found, and the copy
    without any must pass."""
    scenes_file = os.path.join("Sources", "FluidScenes", "Session.swift")
    plants = [
        (scenes_file, "import Foundation\n", "FluidScenes imports Foundation"),
        (scenes_file, "#if canImport(Glibc)\nimport Glibc\n#endif\n", "FluidScenes imports Glibc"),
        (scenes_file, "@preconcurrency import struct Foundation.Data\n", "FluidScenes imports Foundation"),
        (os.path.join("Sources", "FluidMotion", "Spring.swift"), "import FluidFiles\n", "FluidMotion imports FluidFiles"),
        (os.path.join("Sources", "FluidHost", "Playground.swift"), "import Foundation\n", "FluidHost imports Foundation"),
    ]
    ok = True
    with tempfile.TemporaryDirectory() as scratch:
        for relative, text, expected in [(None, "", None)] + plants:
            copy = os.path.join(scratch, "copy")
            shutil.rmtree(copy, ignore_errors=True)
            for top in ("Sources", "Fuzz"):
                shutil.copytree(os.path.join(root, top), os.path.join(copy, top))
            if relative:
                path = os.path.join(copy, relative)
                with open(path, encoding="utf-8") as source:
                    original = source.read()
                with open(path, "w", encoding="utf-8") as source:
                    source.write(text + original)
            found = violations(copy)
            if expected is None:
                if found:
                    print("check-layers self-test: the unchanged sources fail:\n" + "\n".join(found))
                    ok = False
            elif not any(expected in line for line in found):
                print(f"check-layers self-test: a planted {text.strip()!r} in {relative} was not found")
                ok = False
    if ok:
        print(f"check-layers self-test: {len(plants)} planted imports found, the sources pass")
    return ok


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args()
    if not os.path.isdir(os.path.join(args.root, "Sources")):
        print(f"check-layers: no Sources folder in {args.root}")
        return 2
    if args.self_test:
        return 0 if self_test(args.root) else 1
    found = violations(args.root)
    for line in found:
        print(line)
    if found:
        print(f"check-layers: {len(found)} import(s) outside the layer table (docs/architecture.md)")
        return 1
    print("check-layers: every import within the layer table")
    return 0


if __name__ == "__main__":
    sys.exit(main())
