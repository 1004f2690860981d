#!/usr/bin/env bash
# The engine as Embedded Swift on wasm32: FluidMotion, FluidGestures, FluidDrawer and FluidCanvas (with
# swift-numerics' RealModule) are compiled in Embedded mode for wasm32-unknown-none-wasm, linked
# with the fluid-engine-probe program against wasi-libc, and run under the toolchain's WasmKit.
# The probe prints every result as the bits of its Doubles; its output must agree with the native
# build's (FLUID_BIN/fluid-engine-probe): the same labels, values within a few ulps (glibc's and
# wasi-libc's exp, sin and cos differ in the last place). Files go to .build/embedded-wasm32.
# Usage: FLUID_BIN=<dir with fluid-engine-probe> scripts/test-embedded.sh
set -euo pipefail
cd "$(dirname "$0")/.."
: "${FLUID_BIN:?set FLUID_BIN to the directory holding fluid-engine-probe}"
SWIFTC=$(command -v swiftc)
TOOLS=$(dirname "$(readlink -f "$SWIFTC")")
OUT=.build/embedded-wasm32
WASI=/usr/lib/wasm32-wasi
NUMERICS=.build/checkouts/swift-numerics/Sources
[ -f "$WASI/libc.a" ] || { echo "test-embedded: wasi-libc is missing ($WASI/libc.a); make deps installs it" >&2; exit 1; }
[ -d "$NUMERICS" ] || { echo "test-embedded: swift-numerics is not checked out; build the package first" >&2; exit 1; }
mkdir -p "$OUT"

EMBEDDED=(-enable-experimental-feature Embedded -wmo -parse-as-library -O
          -target wasm32-unknown-none-wasm -Xfrontend -disable-stack-protector
          -I "$OUT" -Xcc "-fmodule-map-file=$NUMERICS/_NumericsShims/include/module.modulemap"
          -Xcc -isystem -Xcc /usr/include/wasm32-wasi)

# module NAME SOURCES…: one object and one module file, as SwiftPM would build the target.
module() {
    local name="$1"; shift
    "$SWIFTC" "${EMBEDDED[@]}" -module-name "$name" -emit-module -emit-module-path "$OUT/$name.swiftmodule" \
        -c "$@" -o "$OUT/$name.o"
}
module RealModule "$NUMERICS"/RealModule/*.swift
module FluidMotion Sources/FluidMotion/*.swift
module FluidGestures Sources/FluidGestures/*.swift
module FluidDrawer Sources/FluidDrawer/*.swift
module FluidCanvas Sources/FluidCanvas/*.swift
"$SWIFTC" "${EMBEDDED[@]}" -module-name EngineProbe -c Sources/fluid-engine-probe/EngineProbe.swift -o "$OUT/EngineProbe.o"
# String comparison (detent names) needs the Unicode tables, an archive of the toolchain's
# Embedded standard library. Embedded Swift's 128-bit multiply (string conversion of 64-bit values) comes from compiler-rt,
# which wasi-libc does not carry; the helper is compiled for the same target.
"$TOOLS/clang" --target=wasm32-unknown-none -O2 -c scripts/embedded/multi3.c -o "$OUT/multi3.o"
"$TOOLS/wasm-ld" --entry=_start "$WASI/crt1-command.o" "$OUT"/EngineProbe.o "$OUT"/FluidCanvas.o "$OUT"/FluidDrawer.o \
    "$OUT"/FluidGestures.o "$OUT"/FluidMotion.o "$OUT"/RealModule.o "$OUT/multi3.o" \
    "$TOOLS/../lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a" \
    -L"$WASI" -lc -lm -o "$OUT/engine-probe.wasm"

"$FLUID_BIN/fluid-engine-probe" >"$OUT/native.txt"
"$TOOLS/wasmkit" run "$OUT/engine-probe.wasm" >"$OUT/wasm32.txt"
echo "embedded wasm32 ($(wc -c <"$OUT/engine-probe.wasm")-byte .wasm) against the native build:"
python3 scripts/embedded/compare.py "$OUT/native.txt" "$OUT/wasm32.txt"
