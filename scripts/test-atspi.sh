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
. scripts/xvfb-session.sh
. scripts/a11y-bus.sh

echo "test-atspi: fluid-playground through the accessibility bus"
for need in "$PLAYGROUND" "$BUS_LAUNCHER" /usr/bin/dbus-run-session; do
    [ -x "$need" ] || { echo "  FAIL $need is missing"; echo "0 passed, 1 failed"; exit 1; }
done
if ! start_xvfb 141 180 1280x1200x24; then
    echo "  FAIL Xvfb starts: $(tail -1 "$WORK/xvfb.log")"; echo "0 passed, 1 failed"; exit 1
fi
# Inside the private session bus, with its accessibility bus: the checks.
with_a11y_bus 300 env PYTHONPATH=scripts /usr/bin/python3 -m fluidcheck atspi "$PLAYGROUND" "$WORK"
