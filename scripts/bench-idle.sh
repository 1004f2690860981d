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
XVFB_PID=""
APP_PID=""

cleanup() {
    [ -n "$APP_PID" ] && kill "$APP_PID" 2>/dev/null
    [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null
    wait 2>/dev/null
    rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# wait_for SECONDS COMMAND...: polls COMMAND every 0.1 s until it succeeds or time runs out.
wait_for() {
    local deadline=$(( $(date +%s%N) + $1 * 1000000000 )); shift
    until "$@" >/dev/null 2>&1; do
        [ "$(date +%s%N)" -ge "$deadline" ] && return 1
        sleep 0.1
    done
}

for n in $(seq 141 180); do
    [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ] && continue
    Xvfb ":$n" -screen 0 1280x1024x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
    XVFB_PID=$!
    export DISPLAY=":$n"
    wait_for 10 xdpyinfo && break
    kill "$XVFB_PID" 2>/dev/null; XVFB_PID=""
done
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

ticks() { awk '{print $14 + $15}' "/proc/$APP_PID/stat"; }
hz=$(getconf CLK_TCK)
frames0=$(wc -l <"$WORK/trace.jsonl")
t0=$(date +%s%N); c0=$(ticks)
sleep "$SECONDS_IDLE"
t1=$(date +%s%N); c1=$(ticks) || { echo "bench-idle: the playground exited: $(tail -1 "$WORK/app.log")" >&2; exit 70; }
frames1=$(wc -l <"$WORK/trace.jsonl")
awk -v c=$((c1 - c0)) -v hz="$hz" -v ns=$((t1 - t0)) -v f=$((frames1 - frames0)) -v args="$*" 'BEGIN {
    s = ns / 1e9
    printf "idle CPU: %.2f %% of one core over %.1f s (%d ticks at %d Hz, %d frames presented; fluid-playground %s)\n",
        100 * c / hz / s, s, c, hz, f, (args == "" ? "--scene shortcuts" : args)
}'
