#!/usr/bin/env bash
# The playground read and driven through AT-SPI, as Orca would: under Xvfb, in a private D-Bus
# session with its own accessibility bus (at-spi2-core's launcher), scripts/fluidcheck/atspi.py reads
# the tree with pyatspi (Debian's python3-pyatspi, so /usr/bin/python3) and performs actions;
# scripts/fluidcheck/atspi_hostile.py then calls it with raw D-Bus as a hostile client would.
# Prints "N passed, M failed" last; exits non-zero on any failure. Every wait is bounded;
# Xvfb, the buses and the playground are stopped on exit.
set -uo pipefail
cd "$(dirname "$0")/.."
FLUID_BIN="${FLUID_BIN:-$(swift build --show-bin-path)}"
PLAYGROUND="$FLUID_BIN/fluid-playground"
WORK="$(mktemp -d /tmp/fluid-atspi.XXXXXX)"
BUS_LAUNCHER=/usr/libexec/at-spi-bus-launcher
. scripts/xvfb-session.sh

echo "test-atspi: fluid-playground through the accessibility bus"
for need in "$PLAYGROUND" "$BUS_LAUNCHER" /usr/bin/dbus-run-session; do
    [ -x "$need" ] || { echo "  FAIL $need is missing"; echo "0 passed, 1 failed"; exit 1; }
done
if ! start_xvfb 141 180 1280x1200x24; then
    echo "  FAIL Xvfb starts: $(tail -1 "$WORK/xvfb.log")"; echo "0 passed, 1 failed"; exit 1
fi
# Inside the private session bus: the accessibility bus starts first (the playground exposes
# itself only when one runs), then the checks; the launcher goes when the session ends.
timeout 300 dbus-run-session -- bash -c '
    "$0" --launch-immediately >"$2/bus-launcher.log" 2>&1 &
    launcher=$!
    for _ in $(seq 100); do
        dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
            org.freedesktop.DBus.NameHasOwner string:org.a11y.Bus 2>/dev/null | grep -q "boolean true" && break
        sleep 0.1
    done
    PYTHONPATH=scripts /usr/bin/python3 -m fluidcheck atspi "$1" "$2"
    status=$?
    kill "$launcher" 2>/dev/null
    exit $status' "$BUS_LAUNCHER" "$PLAYGROUND" "$WORK" 2>"$WORK/session.err"
status=$?
[ $status -ne 0 ] && grep -v "Failed to set fd limit" "$WORK/session.err" | tail -5
exit $status
