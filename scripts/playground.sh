#!/usr/bin/env bash
# Opens the playground window when there is a display; otherwise renders the built-in demo
# (Demos/shortcuts.jsonl) headless to out/shortcuts.gif and prints where it is.
# Arguments are passed to fluid-playground (e.g. --scene pip --dark).
set -euo pipefail
cd "$(dirname "$0")/.."
FLUID_BIN="${FLUID_BIN:-$(swift build --show-bin-path)}"

if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
    exec "$FLUID_BIN/fluid-playground" "$@"
fi

# The demo is a drawer interaction: use the shortcuts scene once it is registered.
scene_args=()
if "$FLUID_BIN/fluid-playground" --help 2>/dev/null | grep -q "Scenes:.*\bshortcuts\b"; then
    scene_args=(--scene shortcuts)
else
    echo "playground: no display, and the shortcuts scene is not registered yet; rendering the demo with the default scene" >&2
fi
mkdir -p out
echo "playground: no display (DISPLAY/WAYLAND_DISPLAY unset); rendering Demos/shortcuts.jsonl headless" >&2
"$FLUID_BIN/fluid" replay Demos/shortcuts.jsonl "${scene_args[@]}" --video out/shortcuts.gif --trace out/shortcuts.trace.jsonl
echo "$(pwd)/out/shortcuts.gif"
