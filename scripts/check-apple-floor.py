#!/usr/bin/env python3
"""Checks that library targets use no standard-library declaration above Apple's deployment floor.

Nothing here can build for iOS, but the standard library's own interface files (the
.swiftinterface of Swift, _Concurrency and Synchronization, shipped with every toolchain) carry each
declaration's Apple availability, `@available(macOS 26.0, iOS 26.0, ...)`. This script reads those
annotations, asks the compiler for the typed syntax tree of each target (`swiftc -dump-ast`, which
names the declaration behind every reference), and fails when a target refers to a declaration
whose availability, or its enclosing type's or extension's, is above the floor.

Usage:
    scripts/check-apple-floor.py [--floor macOS=13,iOS=16,tvOS=16,watchOS=9,visionOS=1]
                                 [--modules DIR] [--sources DIR] TARGET...
    scripts/check-apple-floor.py --self-test

Exit 0 when every target is within the floor; 1 with one line per use above it (file:line, the
declaration, its availability); 2 when a target cannot be read.

What it cannot see: declarations of Foundation and other corelibs (their Linux interfaces carry
no Apple availability); and overloads that share a full name (the tree does not say which one
a reference chose) count only when every one of them is above the floor; a late overload's own
parameter types (Int128, Span) are caught where they are named.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

import shutil
# The toolchain's own library folder: beside the swiftc on PATH (…/usr/bin → …/usr/lib/swift/linux).
TOOLCHAIN_LIB = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(shutil.which("swiftc") or "/opt/swift/usr/bin/swiftc"))),
                             "lib", "swift", "linux")
INTERFACE_MODULES = ["Swift", "_Concurrency", "Synchronization"]
DEFAULT_FLOOR = "macOS=13,iOS=16,tvOS=16,watchOS=9,visionOS=1"
PLATFORMS = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]

AVAILABLE = re.compile(r"@available\(([^)]*)\)")
DECL = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|open|internal|package|final|static|class|mutating|nonmutating|override|"
    r"convenience|required|indirect|nonisolated|dynamic|prefix|postfix|infix|borrowing|consuming|"
    r"__consuming|isolated|distributed|lazy|weak|unowned|optional)\s+)*"
    r"(struct|class|enum|protocol|extension|actor|func|init|subscript|var|let|typealias|case|"
    r"associatedtype|macro)\b\s*(.*)$")


def version(text):
    return tuple(int(p) for p in text.split("."))


def parse_availability(argument_text):
    """{platform: (major, minor)} for the Apple platforms an @available names with a version."""
    found = {}
    for item in argument_text.split(","):
        words = item.split()
        if len(words) == 2 and words[0] in PLATFORMS and re.fullmatch(r"\d+(\.\d+)*", words[1]):
            found[words[0]] = version(words[1])
    return found


def merge(a, b):
    """The stricter (later) of two availabilities, platform by platform."""
    out = dict(a)
    for platform, v in b.items():
        out[platform] = max(out.get(platform, (0,)), v)
    return out


def labels(rest, keyword):
    """The full name (`name(a:_:)`) of a function, initializer or subscript declaration."""
    if keyword == "init":
        name, params = "init", rest
    elif keyword == "subscript":
        name, params = "subscript", rest
    else:
        m = re.match(r"(`?[^\s(<`]+`?|[^\s\w(<]+)\s*", rest)
        if not m:
            return None
        name, params = m.group(1).strip("`"), rest[m.end():]
    params = params.lstrip("?!")
    if params.startswith("<"):
        depth, i = 0, 0
        for i, c in enumerate(params):
            depth += c == "<"
            depth -= c == ">"
            if depth == 0:
                break
        params = params[i + 1:]
    params = params.lstrip()
    if not params.startswith("("):
        return name
    depth, current, parts = 0, "", []
    for c in params:
        if c in "([<":
            depth += 1
            if depth == 1:
                continue
        if c in ")]>":
            depth -= 1
            if depth == 0:
                parts.append(current)
                break
        if c == "," and depth == 1:
            parts.append(current)
            current = ""
            continue
        current += c
    out = []
    for part in parts:
        head = part.split(":")[0].split()
        if not head:
            continue
        if keyword == "subscript" and len(head) == 1:
            out.append("_")
        else:
            out.append(head[0])
    return f"{name}({''.join(label + ':' for label in out)})"


def read_interface(path, table):
    """Adds every declaration of `path` to `table`: qualified name (and "base:" + the name without
    labels) → [(Apple availability, inherited from enclosing types and extensions; full name)].

    Interfaces are printed by the compiler, two spaces a level: a declaration's enclosing types
    are the open ones indented less than it (braces inside bodies are never counted)."""
    stack = []          # (indent, qualified type name or None, availability with inherited)
    pending = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            stripped = line.strip()
            if not stripped or stripped.startswith("#") or stripped.startswith("//"):
                continue
            indent = len(line) - len(line.lstrip(" "))
            for m in AVAILABLE.finditer(stripped):
                pending = merge(pending, parse_availability(m.group(1)))
            decl = DECL.match(stripped)
            if not decl:
                if not stripped.startswith("@"):
                    pending = {}
                continue
            while stack and stack[-1][0] >= indent:
                stack.pop()
            keyword, rest = decl.group(1), decl.group(2)
            context_name = stack[-1][1] if stack else None
            inherited = stack[-1][2] if stack else {}
            own = merge(inherited, pending)
            pending = {}
            if keyword in ("struct", "class", "enum", "protocol", "actor", "extension"):
                m = re.match(r"([\w.]+)", rest)
                # The tree names types without their module: `extension Swift.Array` → Array.
                type_name = re.sub(r"^(Swift|_Concurrency|Synchronization)\.", "", m.group(1)) if m else None
                if keyword != "extension" and context_name and type_name:
                    type_name = f"{context_name}.{type_name}"
                if keyword != "extension" and type_name:
                    table.setdefault(type_name, []).append((own, None))
                stack.append((indent, type_name, own))
            elif context_name is not None or keyword in ("func", "var", "let", "typealias"):
                if keyword in ("func", "init", "subscript"):
                    full = labels(rest, keyword)
                else:
                    m = re.match(r"`?(\w+)`?", rest)
                    full = m.group(1) if m else None
                if full:
                    # Every declaration is recorded, late or not, so that an overload within the
                    # floor keeps its name from counting as late.
                    base = full.split("(")[0]
                    key = f"{context_name}.{full}" if context_name else full
                    table.setdefault(key, []).append((own, None))
                    base_key = f"{context_name}.{base}" if context_name else base
                    table.setdefault("base:" + base_key, []).append((own, full))
                # A function's or property's body is indented under it: nothing there is a member.
                stack.append((indent, None, own))


def padded(v):
    return tuple(v) + (0,) * (3 - len(v))


def above(availability, floor):
    """The platforms on which `availability` is above `floor`."""
    return [f"{p} {'.'.join(map(str, v))}" for p, v in availability.items()
            if p in floor and padded(v) > padded(floor[p])]


REFERENCE = re.compile(r'decl="(Swift|_Concurrency|Synchronization)\.\(file\)\.([^"]*)"')
LOCATION = re.compile(r"location=(\S+?\.swift:\d+)")


def references(dump):
    """(qualified name, location) for each reference the tree makes into the interfaces."""
    for line in dump.splitlines():
        for m in REFERENCE.finditer(line):
            name = m.group(2).split(" [with")[0].split("@")[0].replace(" extension", "")
            loc = LOCATION.search(line)
            yield name, loc.group(1) if loc else "?"


def prefixes(name):
    """"A.B.c(x:)" → ["A", "A.B", "A.B.c(x:)"]: split on the dots outside a name's labels and
    before an operator's first character."""
    parts, current, depth = [], "", 0
    i = 0
    while i < len(name):
        c = name[i]
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        if c == "." and depth == 0 and current and re.fullmatch(r"\w+", current):
            parts.append(current)
            current = ""
        else:
            current += c
        i += 1
    parts.append(current)
    return [".".join(parts[:k + 1]) for k in range(len(parts))]


def violations(dump, table, floor):
    seen = set()
    for name, location in references(dump):
        for key in prefixes(name):
            # Overloads that share a full name differ only in types (decode(_:forKey:) for Int
            # and for Int128): the tree does not say which one, so a name counts as late only
            # when every overload is. A late overload's own types are late too, and caught there.
            entries = table.get(key) or ([] if "(" in key else table.get("base:" + key)) or []
            if entries and all(above(a, floor) for a, _ in entries) and (key, location) not in seen:
                seen.add((key, location))
                late = above(entries[0][0], floor)
                yield f"{location}: {key} is available from {', '.join(late)}"


def dump_ast(target, sources, modules, extra):
    files = sorted(os.path.join(sources, target, f) for f in os.listdir(os.path.join(sources, target))
                   if f.endswith(".swift"))
    files += sorted(os.path.join(root, f) for root, _, names in os.walk(os.path.join(sources, target))
                    if root != os.path.join(sources, target) for f in names if f.endswith(".swift"))
    # `package` declarations of the modules below need the package name SwiftPM built them
    # with: the root package's identity, its folder's name in lower case.
    package = os.path.basename(os.path.abspath(os.path.join(sources, os.pardir))).lower()
    command = ["swiftc", "-dump-ast", "-parse-as-library", "-module-name", target, "-package-name", package,
               "-I", modules] + extra + files
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode != 0:
        first = next((l for l in run.stderr.splitlines() if "error:" in l), run.stderr[:300])
        raise RuntimeError(f"{target}: the compiler could not read it: {first}")
    return run.stderr + run.stdout


def load_table():
    table = {}
    for module in INTERFACE_MODULES:
        path = os.path.join(TOOLCHAIN_LIB, f"{module}.swiftmodule", "x86_64-unknown-linux-gnu.swiftinterface")
        if os.path.exists(path):
            read_interface(path, table)
    return table


def parse_floor(text):
    floor = {}
    for item in text.split(","):
        platform, _, v = item.partition("=")
        if platform not in PLATFORMS or not re.fullmatch(r"\d+(\.\d+)*", v):
            raise SystemExit(f"check-apple-floor: bad --floor item {item!r} (e.g. iOS=16)")
        floor[platform] = version(v)
    return floor


def self_test(table, floor):
    """The check finds a use above the floor and passes one within it (the compiler's real tree)."""
    failures = 0
    cases = [
        ("InlineArray storage", "public struct S { var a: InlineArray<4, Double> = InlineArray(repeating: 0) }", True),
        ("a homogeneous tuple", "public struct S { var a: (Double, Double) = (0, 0) }", False),
        ("Array.span (iOS 26)", "public func f(_ a: [Int]) -> Int { a.span.count }", True),
        ("Array.append (always)", "public func f(_ a: inout [Int]) { a.append(1) }", False),
        ("Duration (iOS 16)", "public func f() -> Duration { .seconds(1) }", False),
    ]
    with tempfile.TemporaryDirectory() as folder:
        for name, source, expect in cases:
            os.makedirs(os.path.join(folder, "Probe"), exist_ok=True)
            with open(os.path.join(folder, "Probe", "Probe.swift"), "w") as f:
                f.write(source + "\n")
            found = list(violations(dump_ast("Probe", folder, folder, []), table, floor))
            if bool(found) != expect:
                failures += 1
                print(f"self-test FAIL: {name}: {'nothing found' if expect else found}")
            else:
                print(f"self-test ok: {name}{': ' + found[0] if found else ''}")
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--floor", default=DEFAULT_FLOOR)
    parser.add_argument("--modules", default=".build/debug/Modules")
    parser.add_argument("--sources", default="Sources")
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("targets", nargs="*")
    args = parser.parse_args()
    floor = parse_floor(args.floor)
    table = load_table()
    if not table:
        print("check-apple-floor: no standard-library interface found under " + TOOLCHAIN_LIB)
        return 2
    if args.self_test:
        return 1 if self_test(table, floor) else 0
    shim = ".build/checkouts/swift-numerics/Sources/_NumericsShims/include/module.modulemap"
    extra = ["-Xcc", f"-fmodule-map-file={shim}"] if os.path.exists(shim) else []
    problems = 0
    for target in args.targets:
        try:
            dump = dump_ast(target, args.sources, args.modules, extra)
        except RuntimeError as error:
            print(f"check-apple-floor: {error}")
            return 2
        found = list(violations(dump, table, floor))
        for line in found:
            print(f"{target}: {line}")
        problems += len(found)
        if not found:
            print(f"{target}: within the floor ({args.floor})")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
