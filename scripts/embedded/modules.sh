# Sourced by scripts/test-embedded.sh and scripts/build-web.sh: compiles the engine, the canvas
# protocol and the scenes (with swift-numerics' RealModule) as Embedded Swift for wasm32 into
# $OUT, one object and module file per target, and the C helpers the link needs. Sets SWIFTC,
# TOOLS, WASI, EMBEDDED (the compiler flags) and ENGINE_OBJECTS / SCENES_OBJECTS (what to link).
SWIFTC=$(command -v swiftc)
TOOLS=$(dirname "$(readlink -f "$SWIFTC")")
WASI=/usr/lib/wasm32-wasi
WASI_INCLUDE=/usr/include/wasm32-wasi
NUMERICS=.build/checkouts/swift-numerics/Sources
[ -f "$WASI/libc.a" ] || { echo "embedded build: wasi-libc is missing ($WASI/libc.a); make deps installs it" >&2; exit 1; }
[ -d "$NUMERICS" ] || { echo "embedded build: swift-numerics is not checked out; build the package first" >&2; exit 1; }
mkdir -p "$OUT"

# Optimised for size (EMBEDDED_OPTIMIZATION=-O for speed): the web build's fluid.wasm is 9 % smaller
# than with -O and its frames no slower (BENCHMARKS.md, "Web"); the tests run the same code.
# Each module is LLVM bitcode optimised again as one program at the link (EMBEDDED_LTO, empty to
# compile each to machine code): fluid.wasm 7 % smaller (BENCHMARKS.md, "Web").
EMBEDDED=(-enable-experimental-feature Embedded -wmo -parse-as-library "${EMBEDDED_OPTIMIZATION:--Osize}"
          ${EMBEDDED_LTO--lto=llvm-full}
          -target wasm32-unknown-none-wasm -Xfrontend -disable-stack-protector
          -package-name Fluid -I "$OUT" -Xcc "-fmodule-map-file=$NUMERICS/_NumericsShims/include/module.modulemap"
          -Xcc -isystem -Xcc "$WASI_INCLUDE")
# -Osize's inliner still copies a callee into every caller where it counts a benefit (the call
# removed, loads, stores, reference counting, a closure or generic argument made constant…), and
# closure specialisation copies a function for each closure passed to it. With every benefit
# counted as 0 only what costs nothing is inlined (a field read, a pure call on constants,
# @inline(__always) and @_transparent code) and no closure is specialised: fluid.wasm 100 kB
# (9 %) smaller; the module's own work about 10 % slower, microseconds a frame, its first frame
# and the frames' main-thread time unchanged within the noise (BENCHMARKS.md, "Web"). The results
# are the same: inlining changes no arithmetic (no fast-math, no contraction into fused
# multiply-adds), as make test-embedded's and make test-web's traces show. EMBEDDED_INLINING=
# (empty) for -Osize's own choices.
SIZE_INLINING=(-Xllvm -sil-disable-pass=closure-specialize)
for benefit in removed-call removed-coroutine-call removed-closure removed-load removed-store removed-terminator \
               ref-count fast-path-builtin devirtualized-call generic-specialization exclusivity \
               o-size-class-method global-init; do
    SIZE_INLINING+=(-Xllvm "-sil-inline-$benefit-benefit=0")
done
SIZE_INLINING+=(-Xllvm -sil-inline-trivial-function-threshold=0)
if [ "${EMBEDDED_OPTIMIZATION:--Osize}" = -Osize ]; then
    EMBEDDED+=(${EMBEDDED_INLINING-"${SIZE_INLINING[@]}"})
fi

# module NAME SOURCES…: one object and one module file, as SwiftPM would build the target;
# skipped when the object is newer than every source and every module built before it.
BUILT=()
module() {
    local name="$1"; shift
    local -a newest
    mapfile -t newest < <(ls -t "$@" "${BUILT[@]/#/$OUT/}" scripts/embedded/modules.sh 2>/dev/null)
    BUILT+=("$name.o")
    [ -f "$OUT/$name.o" ] && [ "$OUT/$name.o" -nt "$newest" ] && return
    "$SWIFTC" "${EMBEDDED[@]}" -module-name "$name" -emit-module -emit-module-path "$OUT/$name.swiftmodule" \
        -c "$@" -o "$OUT/$name.o"
}
module RealModule "$NUMERICS"/RealModule/*.swift
# sources NAME: the target's Swift files, subfolders included.
sources() { find "Sources/$1" -name '*.swift' | sort; }
for name in FluidCore FluidMotion FluidGestures FluidDrawer FluidCanvas FluidJSON FluidLocalization FluidSemantics \
            FluidSceneKit FluidScenes FluidSession; do
    mapfile -t files < <(sources "$name")
    module "$name" "${files[@]}"
done
# String comparison (detent names) needs the Unicode tables, an archive of the toolchain's
# Embedded standard library. Embedded Swift's 128-bit multiply (string conversion of 64-bit
# values) comes from compiler-rt, which wasi-libc does not carry; the helper is compiled for the
# same target. Double(String) (the script parser) asks the platform for strtod; wasi-libc has it.
"$TOOLS/clang" --target=wasm32-unknown-none -O2 -c scripts/embedded/multi3.c -o "$OUT/multi3.o"
"$TOOLS/clang" --target=wasm32-wasi -isystem "$WASI_INCLUDE" -O2 -c scripts/embedded/strtod.c -o "$OUT/strtod.o"
# The stack's measurement (fluid_stack_paint, fluid_stack_peak: scripts/embedded/stack.c).
"$TOOLS/clang" --target=wasm32-wasi -isystem "$WASI_INCLUDE" -O2 -c scripts/embedded/stack.c -o "$OUT/stack.o"
ENGINE_OBJECTS=("$OUT"/FluidCanvas.o "$OUT"/FluidDrawer.o "$OUT"/FluidGestures.o "$OUT"/FluidMotion.o "$OUT"/FluidCore.o
                "$OUT"/RealModule.o
                "$OUT/multi3.o" "$TOOLS/../lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a")
SCENES_OBJECTS=("$OUT"/FluidSession.o "$OUT"/FluidScenes.o "$OUT"/FluidSceneKit.o "$OUT"/FluidSemantics.o
                "$OUT"/FluidLocalization.o "$OUT"/FluidJSON.o "${ENGINE_OBJECTS[@]}" "$OUT/strtod.o" "$OUT/stack.o")
# Every link: the stack first in memory, so that an overflow runs off the start of memory and
# traps at once instead of writing over the module's data (which lies above it), and
# STACK_SIZE bytes of it. wasm-ld's default is 64 KiB, which a tap in Places overran. The size
# is twice the deepest use measured (scripts/test-embedded.sh replays every demo and generated
# gesture sequences in every scene and fails when one uses more than half of it; docs/web.md).
STACK_SIZE=${STACK_SIZE:-262144}
LINK_STACK=(--stack-first -z "stack-size=$STACK_SIZE")
