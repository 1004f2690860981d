#!/usr/bin/env bash
# What the desktop playground exposes over AT-SPI in given states, for make test-web's check of
# the page's accessible overlay: under Xvfb, in a private D-Bus session with its own
# accessibility bus (scripts/a11y-bus.sh), scripts/web/atspi_semantics.py opens each state
# and writes every node it reads to OUT.json.
#   atspi-semantics.sh PLAYGROUND STATES.json OUT.json [URL NAMES]
# With URL and NAMES, Chromium (accessibility on) also shows the page and its hit test for
# assistive technology is asked at each named button (atspi_semantics.py, `hits`).
# Exits non-zero when the session cannot start; a state that fails is an "error" in OUT.json.
set -uo pipefail
cd "$(dirname "$0")/../.."
PLAYGROUND="$1" STATES="$(realpath "$2")" OUT="$(realpath "$3")" URL="${4:-}" NAMES="${5:-}"
WORK="$(mktemp -d /tmp/fluid-webax.XXXXXX)"
. scripts/xvfb-session.sh
. scripts/a11y-bus.sh

for need in "$PLAYGROUND" "$BUS_LAUNCHER" /usr/bin/dbus-run-session; do
    [ -x "$need" ] || { echo "atspi-semantics: $need is missing" >&2; exit 1; }
done
start_xvfb 181 220 1280x1200x24 || { echo "atspi-semantics: Xvfb does not start" >&2; exit 1; }
with_a11y_bus 600 bash -c '
    # Chromium serves assistive technology only when the bus says one is on.
    dbus-send --session --dest=org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties.Set \
        string:org.a11y.Status string:IsEnabled variant:boolean:true 2>/dev/null
    exec /usr/bin/python3 scripts/web/atspi_semantics.py "$@"' _ "$PLAYGROUND" "$STATES" "$OUT" "$WORK" \
    ${URL:+"$URL" "$NAMES"}
