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
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${EMBEDDED_OUT:-.build/embedded-wasm32}
WEB_OUT=${WEB_OUT:-.build/web}
source scripts/embedded/modules.sh

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
mkdir -p "$WEB_OUT"
# Exports are the functions marked @_expose(wasm); the page's text measurement is imported.
# The stack first and STACK_SIZE bytes of it (modules.sh); its measurement is exported for
# make test-web (scripts/embedded/stack.c).
"$TOOLS/wasm-ld" --no-entry "$WASI/crt1-reactor.o" "$OUT/FluidWeb.o" "${SCENES_OBJECTS[@]}" \
    -L"$WASI" -lc -lm "${LINK_STACK[@]}" --fatal-warnings --strip-all --export=_initialize \
    --export=fluid_stack_paint --export=fluid_stack_peak --export=fluid_stack_size -o "$WEB_OUT/fluid.wasm"
cp Web/host/*.html Web/host/*.js Web/host/*.css Web/host/*.webmanifest "$WEB_OUT/"
python3 scripts/web/fonts.py "$WEB_OUT"
web_catalogs "$WEB_OUT"
# Debian's python3-cairo is for Debian's Python.
/usr/bin/python3 scripts/web/icons.py "$WEB_OUT"
cp NOTICE "$WEB_OUT/NOTICE.txt"
cp LICENSE "$WEB_OUT/LICENSE.txt"
python3 scripts/web/offline.py "$WEB_OUT"
echo "web: $WEB_OUT ($(wc -c <"$WEB_OUT/fluid.wasm")-byte fluid.wasm)"
