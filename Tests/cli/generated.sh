#!/usr/bin/env bash
# `fluid bench render --generated`: the generated gesture sequences are deterministic, cover
# every listed scene and stay inside the container (the checks are in generated.py).
# Usage: FLUID_BIN=<dir with fluid> Tests/cli/generated.sh
set -uo pipefail
cd "$(dirname "$0")/../.."
exec python3 Tests/cli/generated.py "${FLUID_BIN:?set FLUID_BIN to the directory holding the binaries}/fluid"
