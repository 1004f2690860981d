#!/usr/bin/env bash
# Opens the playground window when there is a display; otherwise — no DISPLAY/WAYLAND_DISPLAY,
# or one the playground cannot open (it exits 69) — renders the built-in demo
# (Demos/shortcuts.jsonl) headless to out/shortcuts.gif and prints where it is.
# Arguments are passed to fluid-playground (e.g. --scene pip --dark).
set -euo pipefail
cd "$(dirname "$0")/.."
FLUID_BIN="${FLUID_BIN:-$(swift build --show-bin-path)}"

if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
    status=0
    "$FLUID_BIN/fluid-playground" "$@" || status=$?
    [ "$status" -eq 69 ] || exit "$status"
    reason="the display could not be opened"
else
    reason="no display (DISPLAY/WAYLAND_DISPLAY unset)"
fi

mkdir -p out
echo "playground: $reason; rendering Demos/shortcuts.jsonl headless" >&2
"$FLUID_BIN/fluid" replay Demos/shortcuts.jsonl --scene shortcuts --video out/shortcuts.gif \
    --trace out/shortcuts.trace.jsonl
echo "$(pwd)/out/shortcuts.gif"
