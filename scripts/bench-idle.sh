#!/usr/bin/env bash
# Idle CPU of the playground: runs fluid-playground under its own Xvfb with nothing moving and
# reports the CPU it used (utime + stime from /proc/PID/stat) as a percentage of one core.
# Prints one line. Target (issue 4): under 1 %. Not part of `make test`.
#
# Usage: scripts/bench-idle.sh [SECONDS] [PLAYGROUND ARGS...]
#   SECONDS            measurement interval (default 10)
#   PLAYGROUND ARGS    passed on, e.g. --scene probe --scale 2 (default: the shortcuts scene)
# FLUID_BIN selects the build (default: `swift build --show-bin-path`).
set -uo pipefail
cd "$(dirname "$0")/.."
SECONDS_IDLE="${1:-10}"
[ $# -gt 0 ] && shift
case "$SECONDS_IDLE" in ''|*[!0-9]*) echo "bench-idle: SECONDS must be a whole number, got '$SECONDS_IDLE'" >&2; exit 64;; esac
FLUID_BIN="${FLUID_BIN:-$(swift build --show-bin-path)}"
PLAYGROUND="$FLUID_BIN/fluid-playground"
[ -x "$PLAYGROUND" ] || { echo "bench-idle: $PLAYGROUND not built" >&2; exit 69; }
WORK="$(mktemp -d /tmp/fluid-bench-idle.XXXXXX)"
. scripts/xvfb-session.sh

start_xvfb 141 180 1280x1024x24
[ -n "$XVFB_PID" ] || { echo "bench-idle: Xvfb did not start: $(tail -1 "$WORK/xvfb.log")" >&2; exit 69; }

# A fresh data directory, so no user shortcut is read or written.
XDG_DATA_HOME="$WORK/xdg" "$PLAYGROUND" --trace "$WORK/trace.jsonl" "$@" >"$WORK/app.log" 2>&1 &
APP_PID=$!
# Started: the first frame is in the trace; then a second for start-up work to finish.
presented() { [ "$(wc -l <"$WORK/trace.jsonl")" -ge 2 ]; }
if ! wait_for 20 presented; then
    echo "bench-idle: the playground did not present a frame: $(tail -1 "$WORK/app.log")" >&2; exit 69
fi
sleep 1

hz=$(getconf CLK_TCK)
frames0=$(wc -l <"$WORK/trace.jsonl")
t0=$(date +%s%N); c0=$(cpu_ticks)
sleep "$SECONDS_IDLE"
t1=$(date +%s%N); c1=$(cpu_ticks) || { echo "bench-idle: the playground exited: $(tail -1 "$WORK/app.log")" >&2; exit 70; }
frames1=$(wc -l <"$WORK/trace.jsonl")
awk -v c=$((c1 - c0)) -v hz="$hz" -v ns=$((t1 - t0)) -v f=$((frames1 - frames0)) -v args="$*" 'BEGIN {
    s = ns / 1e9
    printf "idle CPU: %.2f %% of one core over %.1f s (%d ticks at %d Hz, %d frames presented; fluid-playground %s)\n",
        100 * c / hz / s, s, c, hz, f, (args == "" ? "--scene shortcuts" : args)
}'
