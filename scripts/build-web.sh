#!/usr/bin/env bash
# make web: the scenes and the engine compiled as Embedded Swift for wasm32 (scripts/embedded/
# modules.sh) with the web host's exports (Web/Sources), linked against wasi-libc as a reactor
# (no main: the page calls the exports), and the page's static files, into WEB_OUT
# (default .build/web): index.html, the JavaScript modules, fluid.wasm, the Inter and Material
# Design Icons fonts (Debian's fonts-inter, fonts-materialdesignicons-webfont) and the icons'
# name → code point table.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${EMBEDDED_OUT:-.build/embedded-wasm32}
WEB_OUT=${WEB_OUT:-.build/web}
source scripts/embedded/modules.sh
# The page's text measurement is a wasm import (@_extern(wasm)).
EMBEDDED+=(-enable-experimental-feature Extern)
module FluidWeb Web/Sources/*.swift
mkdir -p "$WEB_OUT"
# Exports are the functions marked @_expose(wasm); the page's text measurement is imported.
# The stack first and STACK_SIZE bytes of it (modules.sh); its measurement is exported for
# make test-web (scripts/embedded/stack.c).
"$TOOLS/wasm-ld" --no-entry "$WASI/crt1-reactor.o" "$OUT/FluidWeb.o" "${SCENES_OBJECTS[@]}" \
    -L"$WASI" -lc -lm "${LINK_STACK[@]}" --fatal-warnings --strip-all --export=_initialize \
    --export=fluid_stack_paint --export=fluid_stack_peak --export=fluid_stack_size -o "$WEB_OUT/fluid.wasm"
cp Web/host/*.html Web/host/*.js Web/host/*.css "$WEB_OUT/"
python3 scripts/web/fonts.py "$WEB_OUT"
echo "web: $WEB_OUT ($(wc -c <"$WEB_OUT/fluid.wasm")-byte fluid.wasm)"
