#!/usr/bin/env bash
# The engine and the scenes as Embedded Swift on wasm32: FluidMotion, FluidGestures, FluidDrawer,
# FluidCanvas (with swift-numerics' RealModule) and FluidScenes are compiled in Embedded mode for
# wasm32-unknown-none-wasm, linked against wasi-libc, and run under the toolchain's WasmKit.
# 1. The engine probe prints every result as the bits of its Doubles; its output must agree with
#    the native build's (FLUID_BIN/fluid-engine-probe): the same labels, values within a few ulps
#    (glibc's and wasi-libc's exp, sin and cos differ in the last place).
# 2. The scenes probe (the web build's replay) replays every script in Demos/ and Demos/feel, in
#    the scene its header names, and generated gesture sequences in every scene; each trace must
#    equal native `fluid replay`'s (FLUID_BIN/fluid) byte for byte.
# 3. The stack: linked first in memory (an overflow traps) with STACK_SIZE bytes (modules.sh);
#    each replay reports its deepest use, and a scene using more than half of it fails.
# Files go to .build/embedded-wasm32.
# Usage: FLUID_BIN=<dir with fluid-engine-probe and fluid> scripts/test-embedded.sh
set -euo pipefail
cd "$(dirname "$0")/.."
: "${FLUID_BIN:?set FLUID_BIN to the directory holding fluid-engine-probe and fluid}"
OUT=${EMBEDDED_OUT:-.build/embedded-wasm32}
source scripts/embedded/modules.sh
"$SWIFTC" "${EMBEDDED[@]}" -module-name EngineProbe -c Sources/fluid-engine-probe/EngineProbe.swift -o "$OUT/EngineProbe.o"
"$TOOLS/wasm-ld" --entry=_start "$WASI/crt1-command.o" "$OUT"/EngineProbe.o "${ENGINE_OBJECTS[@]}" \
    -L"$WASI" -lc -lm "${LINK_STACK[@]}" --fatal-warnings -o "$OUT/engine-probe.wasm"
"$SWIFTC" "${EMBEDDED[@]}" -enable-experimental-feature Extern -module-name ScenesProbe \
    -c scripts/embedded/ScenesProbe.swift Web/Replay/WebReplay.swift -o "$OUT/ScenesProbe.o"
"$TOOLS/wasm-ld" --entry=_start "$WASI/crt1-command.o" "$OUT"/ScenesProbe.o "${SCENES_OBJECTS[@]}" \
    -L"$WASI" -lc -lm "${LINK_STACK[@]}" --fatal-warnings -o "$OUT/scenes-probe.wasm"

"$FLUID_BIN/fluid-engine-probe" >"$OUT/native.txt"
"$TOOLS/wasmkit" run "$OUT/engine-probe.wasm" >"$OUT/wasm32.txt"
echo "embedded wasm32 ($(wc -c <"$OUT/engine-probe.wasm")-byte .wasm) against the native build:"
python3 scripts/embedded/compare.py "$OUT/native.txt" "$OUT/wasm32.txt"

# Every replay below runs the scene its script's header names (each demo opens with one), and
# reports its deepest stack use (scripts/embedded/stack.c); per scene the deepest of all must
# stay within half of STACK_SIZE (modules.sh), the stated margin.
declare -A deepest deepest_by
passed=0 failed=0
# replay SCRIPT NAME: the wasm32 trace against native fluid replay's, and the stack used.
replay() {
    local script=$1 name=$2 scene used
    scene=$(head -1 "$script" | sed -n 's/.*"type":"header","scene":"\([^"]*\)".*/\1/p')
    "$FLUID_BIN/fluid" replay "$script" --trace "$OUT/$name.native.jsonl" >/dev/null
    if ! "$TOOLS/wasmkit" run "$OUT/scenes-probe.wasm" <"$script" >"$OUT/$name.wasm32.jsonl" 2>"$OUT/$name.stack"; then
        failed=$((failed + 1))
        echo "  $script: the module trapped or failed: $(tail -3 "$OUT/$name.stack")"
        return
    fi
    used=$(sed -n 's/^stack: //p' "$OUT/$name.stack")
    if [ -z "${deepest[${scene:-default}]:-}" ] || [ "$used" -gt "${deepest[${scene:-default}]}" ]; then
        deepest[${scene:-default}]=$used
        deepest_by[${scene:-default}]=$script
    fi
    if cmp -s "$OUT/$name.native.jsonl" "$OUT/$name.wasm32.jsonl"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "  $script: the wasm32 trace differs from the native one"
        diff "$OUT/$name.native.jsonl" "$OUT/$name.wasm32.jsonl" | head -4
    fi
}
echo "embedded wasm32 scenes ($(wc -c <"$OUT/scenes-probe.wasm")-byte .wasm): traces against native fluid replay:"
for script in Demos/*.jsonl Demos/feel/*.jsonl; do
    if ! head -1 "$script" | grep -q '"type":"header"'; then
        failed=$((failed + 1))
        echo "  $script: no header (every demo names its scene, container and scale in its first line)"
        continue
    fi
    replay "$script" "$(basename "$script" .jsonl)"
done
echo "demos: $passed passed, $failed failed"

# Generated gesture sequences (fluid bench render --generated: taps, long presses, drags, flicks,
# catches, turns, sweeps, scrolls, hand-offs from each scene's semantics) in every scene, at 60
# and 120 Hz, on a phone, a landscape phone and a tablet: EMBEDDED_SEEDS seeds each.
SEEDS=${EMBEDDED_SEEDS:-3}
mapfile -t SCENE_NAMES < <("$FLUID_BIN/fluid" replay /dev/null --scene '?' 2>&1 \
    | sed -n 's/.*(valid: \(.*\)).*/\1/p' | tr ',' '\n' | tr -d ' ' | grep -v '^probe$')
mkdir -p "$OUT/generated"
for scene in "${SCENE_NAMES[@]}"; do
    for container in 390x844:2 844x390:3 1024x1366:2; do
        for hz in 60 120; do
            for ((seed = 1; seed <= SEEDS; seed++)); do
                name="generated/$scene-${container%%:*}-$hz-$seed"
                "$FLUID_BIN/fluid" bench render --generated 1 --seed "$seed" --hz "$hz" --scene "$scene" \
                    --size "${container%%:*}" --scale "${container##*:}" --print-script >"$OUT/$name.jsonl"
                replay "$OUT/$name.jsonl" "$name"
            done
        done
    done
done
echo "scenes: $passed passed, $failed failed (the demos and ${#SCENE_NAMES[@]} scenes × 3 containers × 2 rates × $SEEDS seeds)"

echo "the stack ($STACK_SIZE bytes, --stack-first): deepest use per scene, which must stay within half of it:"
for scene in $(printf '%s\n' "${!deepest[@]}" | sort); do
    used=${deepest[$scene]}
    if [ $((used * 2)) -le "$STACK_SIZE" ]; then
        verdict=ok
    else
        verdict="FAILED: more than half the stack"
        failed=$((failed + 1))
    fi
    printf '  %-13s %6d bytes (%2d %%)  %s  (%s)\n' "$scene" "$used" $((used * 100 / STACK_SIZE)) "$verdict" "${deepest_by[$scene]}"
done
[ "$failed" = 0 ]
