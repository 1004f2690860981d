#!/usr/bin/env python3
"""Keeps the layer table of docs/architecture.md, Package.swift and the sources in step.

docs/architecture.md's "Layers" table has one row per target: its name, what it holds, and what
it may import (every name in backticks). This script fails when:
- a target of Package.swift (test targets aside) has no row, or a row names no target;
- a row's importable targets and products differ from the target's dependencies in Package.swift;
- a file of Sources/ or Fuzz/ imports Foundation or the C library (Glibc and its kin; conditional
  imports included: `#if canImport(Glibc)` does not hide one) while its target's row does not
  name `Foundation` or `Glibc`;
- one target holds more than a third of the lines of Sources/.
The compiler refuses an import Package.swift does not list, so the table is the architecture.

Usage:
    scripts/check-layers.py [--root DIR]
    scripts/check-layers.py --self-test

Exit 0 when all agree; 1 with one line per problem; 2 when the files cannot be read.
"""
import argparse
import os
import re
import shutil
import sys
import tempfile

FOUNDATION = {"Foundation", "FoundationEssentials", "FoundationNetworking"}
LIBC = {"Glibc", "Musl", "Darwin", "WASILibc", "ucrt", "Android"}
# Package.swift's external products, as the table names them.
PRODUCTS = {"RealModule", "ArgumentParser"}
SPECIAL_TARGETS = {os.path.join("Fuzz", "TouchScriptParser"): "fluid-touchscript-fuzz"}
IMPORT = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*import\s+"
    r"(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_]\w*)")
TARGET = re.compile(r'\.(target|executableTarget|systemLibrary|testTarget)\(\s*name:\s*"([^"]+)"')
MAX_SHARE = 1 / 3


def package_targets(text):
    """{target: set of dependencies} for every non-test target of a Package.swift."""
    targets = {}
    for match in TARGET.finditer(text):
        kind, name = match.groups()
        rest = text[match.end():]
        opening = re.match(r'[^\[\)]*?dependencies:\s*\[', rest)
        deps = set()
        if opening:
            depth, end = 1, opening.end()
            while depth:
                depth += {"[": 1, "]": -1}.get(rest[end], 0)
                end += 1
            body = rest[opening.end():end - 1]
            deps = {m.group(1) or m.group(2)
                    for m in re.finditer(r'\.product\(\s*name:\s*"([^"]+)"[^)]*\)|"([^"]+)"', body)}
        if kind != "testTarget":
            targets[name] = deps
    return targets


def table_rows(text):
    """{target: set of names it may import} from the "Layers" table of docs/architecture.md."""
    start = text.find("## Layers")
    if start < 0:
        return {}
    rows = {}
    for line in text[start:].splitlines()[1:]:
        if line.startswith("## "):
            break
        cells = [c.strip() for c in line.strip().strip("|").split("|")] if line.startswith("|") else []
        if len(cells) != 3:
            continue
        names = re.findall(r"`([^`]+)`", cells[0])
        if not names or any("/" in n for n in names):
            continue
        imports = set(re.findall(r"`([^`]+)`", cells[2]))
        for name in names:
            rows[name] = imports
    return rows


def target_of(relative):
    for folder, name in SPECIAL_TARGETS.items():
        if relative.startswith(folder + os.sep):
            return name
    parts = relative.split(os.sep)
    return parts[1] if len(parts) >= 3 and parts[0] == "Sources" else None


def source_files(root):
    for top in ("Sources", "Fuzz"):
        for folder, _, files in os.walk(os.path.join(root, top)):
            for name in sorted(files):
                path = os.path.join(folder, name)
                yield path, os.path.relpath(path, root)


def problems(root):
    found = []
    package = package_targets(open(os.path.join(root, "Package.swift"), encoding="utf-8").read())
    rows = table_rows(open(os.path.join(root, "docs", "architecture.md"), encoding="utf-8").read())
    for name in sorted(set(package) - set(rows)):
        found.append(f"docs/architecture.md: no row for target {name} (Package.swift)")
    for name in sorted(set(rows) - set(package)):
        found.append(f"docs/architecture.md: row {name} names no target of Package.swift")
    for name in sorted(set(package) & set(rows)):
        # Package names (swift-numerics) are not modules; only targets and products count.
        declared = {d for d in package[name] if d in package or d in PRODUCTS}
        listed = {d for d in rows[name] if d in package or d in PRODUCTS}
        for extra in sorted(declared - listed):
            found.append(f"docs/architecture.md: {name} depends on {extra} in Package.swift; its row does not say so")
        for extra in sorted(listed - declared):
            found.append(f"docs/architecture.md: {name}'s row names {extra}, which Package.swift does not give it")
    lines = {}
    for path, relative in source_files(root):
        target = target_of(relative)
        if target is None or not relative.endswith((".swift", ".c", ".h")):
            continue
        with open(path, encoding="utf-8", errors="replace") as source:
            text = source.read()
        if relative.startswith("Sources" + os.sep):
            lines[target] = lines.get(target, 0) + text.count("\n")
        if not relative.endswith(".swift"):
            continue
        allowed = rows.get(target, set())
        for number, line in enumerate(text.splitlines(), 1):
            match = IMPORT.match(line)
            if not match:
                continue
            module = match.group(1)
            if module in FOUNDATION and "Foundation" not in allowed:
                found.append(f"{relative}:{number}: {target} imports {module} (its row has no `Foundation`)")
            if module in LIBC and "Glibc" not in allowed:
                found.append(f"{relative}:{number}: {target} imports {module} (its row has no `Glibc`)")
    total = sum(lines.values())
    for target, count in sorted(lines.items()):
        if total and count > total * MAX_SHARE:
            found.append(f"Sources/{target}: {count} of {total} lines ({count / total:.0%}), more than a third")
    return found


def self_test(root):
    """Plants each kind of problem in a copy: each must be found, and the copy without any pass."""
    session = os.path.join("Sources", "FluidSession", "Session.swift")
    prepend = lambda text: lambda s: text + s
    plants = [
        (session, prepend("import Foundation\n"), "FluidSession imports Foundation"),
        (session, prepend("#if canImport(Glibc)\nimport Glibc\n#endif\n"), "FluidSession imports Glibc"),
        (session, prepend("@preconcurrency import struct Foundation.Data\n"), "FluidSession imports Foundation"),
        (os.path.join("Sources", "FluidHost", "Playground.swift"), prepend("import Foundation\n"),
         "FluidHost imports Foundation"),
        ("Package.swift", lambda s: s.replace('.target(name: "FluidJSON", dependencies: ["FluidCore"])',
                                              '.target(name: "FluidJSON", dependencies: ["FluidCore", "FluidMotion"])'),
         "FluidJSON depends on FluidMotion in Package.swift"),
        ("Package.swift", lambda s: s.replace('.target(name: "FluidRandom"),',
                                              '.target(name: "FluidRandom"),\n        .target(name: "FluidPlanted"),'),
         "no row for target FluidPlanted"),
        (os.path.join("docs", "architecture.md"), lambda s: s.replace("| `FluidJSON` | JSON values", "| `FluidJSONs` | JSON values"),
         "row FluidJSONs names no target"),
        (os.path.join("Sources", "FluidCore", "Geometry.swift"), lambda s: s + "//\n" * 40000,
         "Sources/FluidCore:"),
    ]
    ok = True
    with tempfile.TemporaryDirectory() as scratch:
        for relative, change, expected in [(None, None, None)] + plants:
            copy = os.path.join(scratch, "copy")
            shutil.rmtree(copy, ignore_errors=True)
            for top in ("Sources", "Fuzz", "docs"):
                shutil.copytree(os.path.join(root, top), os.path.join(copy, top))
            shutil.copy(os.path.join(root, "Package.swift"), copy)
            if relative:
                path = os.path.join(copy, relative)
                original = open(path, encoding="utf-8").read()
                changed = change(original)
                if changed == original:
                    print(f"check-layers self-test: the plant in {relative} changed nothing (update the self-test)")
                    ok = False
                    continue
                open(path, "w", encoding="utf-8").write(changed)
            found = problems(copy)
            if expected is None:
                if found:
                    print("check-layers self-test: the unchanged files fail:\n" + "\n".join(found))
                    ok = False
            elif not any(expected in line for line in found):
                print(f"check-layers self-test: a planted fault in {relative} was not found ({expected})")
                ok = False
    if ok:
        print(f"check-layers self-test: {len(plants)} planted faults found, the files pass")
    return ok


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args()
    if not os.path.isfile(os.path.join(args.root, "Package.swift")):
        print(f"check-layers: no Package.swift in {args.root}")
        return 2
    if args.self_test:
        return 0 if self_test(args.root) else 1
    found = problems(args.root)
    for line in found:
        print(line)
    if found:
        print(f"check-layers: {len(found)} problem(s) between docs/architecture.md, Package.swift and the sources")
        return 1
    print("check-layers: the layer table, Package.swift and every import agree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
