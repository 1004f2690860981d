#!/usr/bin/env bash
# make web: the scenes and the engine compiled as Embedded Swift for wasm32 (scripts/embedded/
# modules.sh) with the web host's exports (Web/Sources), linked against wasi-libc as a reactor
# (no main: the page calls the exports), and the page's static files, into WEB_OUT
# (default .build/web): index.html, the JavaScript modules, fluid.wasm, the Inter and Material
# Design Icons fonts (Debian's fonts-inter, fonts-materialdesignicons-webfont) with their
# licences and the icons' name → code point table; the UI strings' catalogs (locale/LANG.mo,
# msgfmt from Translations/, listed in catalogs.json); the installed app's manifest and icons
# (scripts/web/icons.py) with the project's NOTICE and LICENSE; and last the service worker
# that caches all of it under the build's content hash (scripts/web/offline.py).
# fluid-replay.wasm beside it is the same module with `fluid replay` (Web/Replay), which make
# test-web runs in the browser; the page does not load it.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${EMBEDDED_OUT:-.build/embedded-wasm32}
WEB_OUT=${WEB_OUT:-.build/web}
source scripts/embedded/modules.sh
command -v wasm-opt >/dev/null || { echo "web build: wasm-opt is missing; make deps-test installs binaryen" >&2; exit 1; }

# web_catalogs OUT: each Translations/LANG.po compiled (msgfmt --check) into OUT/locale/LANG.mo,
# the bytes the page hands the module (MessageCatalog), and their names in OUT/catalogs.json.
web_catalogs() {
    local out="$1" names=() po name
    rm -rf "$out/locale"
    mkdir -p "$out/locale"
    for po in Translations/*.po; do
        name=$(basename "$po" .po)
        msgfmt --check -o "$out/locale/$name.mo" "$po"
        names+=("\"$name\"")
    done
    (IFS=,; echo "[${names[*]}]") >"$out/catalogs.json"
}
# The page's text measurement is a wasm import (@_extern(wasm)).
EMBEDDED+=(-enable-experimental-feature Extern)
module FluidWeb Web/Sources/*.swift
module FluidWebReplay Web/Sources/*.swift Web/Replay/*.swift
"$TOOLS/clang" --target=wasm32-wasi -O2 -c scripts/embedded/assert.c -o "$OUT/assert.o"
mkdir -p "$WEB_OUT"
# link MODULE OUTPUT: exports are the functions marked @_expose(wasm); the page's text
# measurement is imported. The stack first and STACK_SIZE bytes of it (modules.sh); its
# measurement is exported for make test-web (scripts/embedded/stack.c). Then binaryen's wasm-opt
# -Oz, and -Oz again over the control flow rebuilt (--flatten --rereloop) (features: what LLVM
# emits for wasm32 by default; wasm-opt refuses a module using others): 15 % smaller
# (BENCHMARKS.md, "Web").
link() {
    "$TOOLS/wasm-ld" --no-entry "$WASI/crt1-reactor.o" "$OUT/$1.o" "$OUT/assert.o" "${SCENES_OBJECTS[@]}" \
        -L"$WASI" -lc -lm "${LINK_STACK[@]}" --fatal-warnings --strip-all --export=_initialize \
        --export=fluid_stack_paint --export=fluid_stack_peak --export=fluid_stack_size -o "$2.linked"
    wasm-opt -Oz --flatten --rereloop -Oz -Oz --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
        --enable-nontrapping-float-to-int "$2.linked" -o "$2"
    rm "$2.linked"
}
link FluidWeb "$WEB_OUT/fluid.wasm"
link FluidWebReplay "$WEB_OUT/fluid-replay.wasm"
cp Web/host/*.html Web/host/*.js Web/host/*.css Web/host/*.webmanifest "$WEB_OUT/"
python3 scripts/web/fonts.py "$WEB_OUT"
web_catalogs "$WEB_OUT"
# Debian's python3-cairo is for Debian's Python.
/usr/bin/python3 scripts/web/icons.py "$WEB_OUT"
cp NOTICE "$WEB_OUT/NOTICE.txt"
cp LICENSE "$WEB_OUT/LICENSE.txt"
python3 scripts/web/offline.py "$WEB_OUT"
echo "web: $WEB_OUT ($(wc -c <"$WEB_OUT/fluid.wasm")-byte fluid.wasm)"
