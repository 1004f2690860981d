#!/usr/bin/env bash
# The engine's API documentation (make docs): the DocC catalogs of FluidMotion, FluidGestures and
# FluidDrawer build with warnings treated as errors, every public symbol is documented
# (scripts/check-doc-coverage.py), and no catalog article repeats a docs/ file
# (scripts/check-doc-copies.py). Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
TARGETS=(FluidMotion FluidGestures FluidDrawer)

# No catalog holds a copy of a docs/ file: the formats and commands are written once, there.
python3 scripts/check-doc-copies.py

for target in "${TARGETS[@]}"; do
    swift package generate-documentation --target "$target" --warnings-as-errors \
        --experimental-documentation-coverage --coverage-summary-level brief
done
scripts/check-doc-coverage.py "${TARGETS[@]}"
