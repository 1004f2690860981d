#!/usr/bin/env python3
"""Fails when a public symbol of the named modules has no documentation (no summary line).

Reads the documentation-coverage.json that `swift package generate-documentation
--experimental-documentation-coverage` writes into each module's .doccarchive. Members that a
standard-library protocol supplies and documents (`!=`, `hash(into:)`, `hashValue`,
`init(rawValue:)`, `rawValue`), extended modules and types, and the groups DocC makes itself are
not counted, nor the Sequence methods a conforming type gets from the standard library. Usage: scripts/check-doc-coverage.py MODULE...
"""
import json
import sys

ARCHIVES = ".build/plugins/Swift-DocC/outputs"
INHERITED = {"!=(_:_:)", "==(_:_:)", "hash(into:)", "hashValue", "init(rawValue:)", "rawValue"}
SEQUENCE = {"allSatisfy(_:)", "compactMap(_:)", "contains(_:)", "contains(where:)", "count(where:)",
            "drop(while:)", "dropFirst(_:)", "dropLast(_:)", "elementsEqual(_:)", "elementsEqual(_:by:)",
            "enumerated()", "filter(_:)", "first(where:)", "flatMap(_:)", "forEach(_:)", "lazy",
            "lexicographicallyPrecedes(_:by:)", "map(_:)", "max(by:)", "min(by:)", "prefix(_:)",
            "prefix(while:)", "reduce(_:_:)", "reduce(into:_:)", "reversed()", "shuffled()",
            "shuffled(using:)", "sorted(by:)", "split(maxSplits:omittingEmptySubsequences:whereSeparator:)",
            "split(separator:maxSplits:omittingEmptySubsequences:)", "starts(with:)", "starts(with:by:)",
            "suffix(_:)", "underestimatedCount", "withContiguousStorageIfAvailable(_:)", "joined()",
            "joined(separator:)", "min()", "max()", "sorted()", "lexicographicallyPrecedes(_:)"}
NOT_OURS = {"org.swift.docc.kind.extendedModule", "org.swift.docc.kind.extendedStructure",
            "org.swift.docc.kind.extendedEnumeration", "org.swift.docc.kind.extendedClass",
            "org.swift.docc.kind.extendedProtocol"}

missing = []
for module in sys.argv[1:]:
    with open(f"{ARCHIVES}/{module}.doccarchive/documentation-coverage.json") as f:
        symbols = json.load(f)
    for symbol in symbols:
        kind = symbol["kind"]
        if not kind.get("isSymbol") or kind["id"] in NOT_OURS or symbol["title"] in INHERITED | SEQUENCE:
            continue
        if not symbol["hasAbstract"]:
            missing.append(symbol["referencePath"].split("/documentation/", 1)[1])
for path in sorted(missing):
    print(f"undocumented: {path}")
print(f"{len(missing)} undocumented public symbols in {', '.join(sys.argv[1:])}")
sys.exit(1 if missing else 0)
