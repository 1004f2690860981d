#!/usr/bin/env bash
# The engine and the scenes as Embedded Swift on wasm32: FluidMotion, FluidGestures, FluidDrawer,
# FluidCanvas (with swift-numerics' RealModule) and FluidScenes are compiled in Embedded mode for
# wasm32-unknown-none-wasm, linked against wasi-libc, and run under the toolchain's WasmKit.
# 1. The engine probe prints every result as the bits of its Doubles; its output must agree with
#    the native build's (FLUID_BIN/fluid-engine-probe): the same labels, values within a few ulps
#    (glibc's and wasi-libc's exp, sin and cos differ in the last place).
# 2. The scenes probe (the web build's replay) replays every script in Demos/ and Demos/feel;
#    each trace must equal native `fluid replay`'s (FLUID_BIN/fluid) byte for byte.
# Files go to .build/embedded-wasm32.
# Usage: FLUID_BIN=<dir with fluid-engine-probe and fluid> scripts/test-embedded.sh
set -euo pipefail
cd "$(dirname "$0")/.."
: "${FLUID_BIN:?set FLUID_BIN to the directory holding fluid-engine-probe and fluid}"
OUT=${EMBEDDED_OUT:-.build/embedded-wasm32}
source scripts/embedded/modules.sh
"$SWIFTC" "${EMBEDDED[@]}" -module-name EngineProbe -c Sources/fluid-engine-probe/EngineProbe.swift -o "$OUT/EngineProbe.o"
"$TOOLS/wasm-ld" --entry=_start "$WASI/crt1-command.o" "$OUT"/EngineProbe.o "${ENGINE_OBJECTS[@]}" \
    -L"$WASI" -lc -lm -o "$OUT/engine-probe.wasm"
"$SWIFTC" "${EMBEDDED[@]}" -enable-experimental-feature Extern -module-name ScenesProbe \
    -c scripts/embedded/ScenesProbe.swift Web/Sources/WebReplay.swift -o "$OUT/ScenesProbe.o"
"$TOOLS/wasm-ld" --entry=_start "$WASI/crt1-command.o" "$OUT"/ScenesProbe.o "${SCENES_OBJECTS[@]}" \
    -L"$WASI" -lc -lm -o "$OUT/scenes-probe.wasm"

"$FLUID_BIN/fluid-engine-probe" >"$OUT/native.txt"
"$TOOLS/wasmkit" run "$OUT/engine-probe.wasm" >"$OUT/wasm32.txt"
echo "embedded wasm32 ($(wc -c <"$OUT/engine-probe.wasm")-byte .wasm) against the native build:"
python3 scripts/embedded/compare.py "$OUT/native.txt" "$OUT/wasm32.txt"

# The scene a demo runs: its header's, or for Demos/feel the scene its name starts with.
scene_of() {
    case "$1" in
        Demos/feel/bouncy-sheet-*) echo bouncy-sheet ;;
        Demos/feel/*) local name; name=$(basename "$1"); echo "${name%%-*}" ;;
    esac
}
echo "embedded wasm32 scenes ($(wc -c <"$OUT/scenes-probe.wasm")-byte .wasm): traces against native fluid replay:"
passed=0 failed=0
for script in Demos/*.jsonl Demos/feel/*.jsonl; do
    scene=$(scene_of "$script")
    name=$(basename "$script" .jsonl)
    "$FLUID_BIN/fluid" replay "$script" ${scene:+--scene "$scene"} --trace "$OUT/$name.native.jsonl" >/dev/null
    "$TOOLS/wasmkit" run ${scene:+--env "FLUID_SCENE=$scene"} "$OUT/scenes-probe.wasm" <"$script" >"$OUT/$name.wasm32.jsonl"
    if cmp -s "$OUT/$name.native.jsonl" "$OUT/$name.wasm32.jsonl"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "  $script: the wasm32 trace differs from the native one"
        diff "$OUT/$name.native.jsonl" "$OUT/$name.wasm32.jsonl" | head -4
    fi
done
echo "scenes: $passed passed, $failed failed"
[ "$failed" = 0 ]
