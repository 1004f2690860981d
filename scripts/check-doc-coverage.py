#!/usr/bin/env python3
"""Fails when a public symbol of the named modules has no documentation (no summary line).

Reads the documentation-coverage.json that `swift package generate-documentation
--experimental-documentation-coverage` writes into each module's .doccarchive. Members that a
standard-library protocol supplies and documents (`!=`, `hash(into:)`, `hashValue`,
`init(rawValue:)`, `rawValue`), extended modules and types, and the groups DocC makes itself are
not counted. Usage: scripts/check-doc-coverage.py MODULE...
"""
import json
import sys

ARCHIVES = ".build/plugins/Swift-DocC/outputs"
INHERITED = {"!=(_:_:)", "==(_:_:)", "hash(into:)", "hashValue", "init(rawValue:)", "rawValue"}
NOT_OURS = {"org.swift.docc.kind.extendedModule", "org.swift.docc.kind.extendedStructure",
            "org.swift.docc.kind.extendedEnumeration", "org.swift.docc.kind.extendedClass",
            "org.swift.docc.kind.extendedProtocol"}

missing = []
for module in sys.argv[1:]:
    with open(f"{ARCHIVES}/{module}.doccarchive/documentation-coverage.json") as f:
        symbols = json.load(f)
    for symbol in symbols:
        kind = symbol["kind"]
        if not kind.get("isSymbol") or kind["id"] in NOT_OURS or symbol["title"] in INHERITED:
            continue
        if not symbol["hasAbstract"]:
            missing.append(symbol["referencePath"].split("/documentation/", 1)[1])
for path in sorted(missing):
    print(f"undocumented: {path}")
print(f"{len(missing)} undocumented public symbols in {', '.join(sys.argv[1:])}")
sys.exit(1 if missing else 0)
