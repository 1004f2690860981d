#!/usr/bin/env bash
# Touch-script line parsers on the same input (BENCHMARKS.md, "Touch-script parsing"): this
# checkout's JSONReader, the one before the byte reader (commit 7f98582), Foundation's
# JSONSerialization and JSONDecoder. Builds with swiftc -O; prints min-of-5 times.
set -euo pipefail
cd "$(dirname "$0")"
tmp=$(mktemp -d /tmp/fluid-json-readers.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
git show 7f98582:Sources/FluidScenes/JSONReader.swift \
    | sed 's/struct JSONReader/struct OldJSONReader/; s/JSONReader(scalars/OldJSONReader(scalars/; s/Failure(column:/OldJSONReader.Failure(column:/; s/JSONReader\.maxDepth/OldJSONReader.maxDepth/' \
    >"$tmp/old.swift"
cp ../../Sources/FluidJSON/JSONReader.swift "$tmp/new.swift"
sed 's/public //g' ../../Sources/FluidJSON/JSONValue.swift >"$tmp/value.swift"
cp compare.swift "$tmp/main.swift"
swiftc -O "$tmp/old.swift" "$tmp/new.swift" "$tmp/value.swift" "$tmp/main.swift" -o "$tmp/compare"
"$tmp/compare"
