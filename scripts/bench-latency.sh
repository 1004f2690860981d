#!/usr/bin/env bash
# Input-to-screen latency and CPU while dragging: runs fluid-playground (probe scene, scale 1)
# under its own Xvfb, holds the mouse button down and moves the pointer through XTest every
# 40–60 ms, each move's time taken on CLOCK_MONOTONIC right after it is flushed to the server.
# The playground's trace gives, per frame, when its present returned (`presented`, on the same
# clock through the header's `monotonicOrigin`), where the ball was drawn and how long the
# frame took to draw. A move's latency is the time from its injection to the first presented
# frame that shows the ball where the move put it.
# Prints latency p50 / p95 / max and the CPU the playground used while dragging, next to the
# share of it spent drawing. Not part of `make test`. Target (issue 10): p95 ≤ 17 ms at 60 Hz;
# CPU while dragging ≤ 1.5 × the drawing's own.
#
# Usage: scripts/bench-latency.sh [MOVES] [PLAYGROUND ARGS...]
#   MOVES              pointer moves to time (default 200)
#   PLAYGROUND ARGS    passed on, e.g. --dark; not --scale: moves are placed in points at
#                      scale 1 (FLUID_PRESENTER=renderer|surface picks the presentation path)
# FLUID_BIN selects the build (default: `swift build --show-bin-path`).
set -uo pipefail
cd "$(dirname "$0")/.."
MOVES="${1:-200}"
[ $# -gt 0 ] && shift
case "$MOVES" in ''|*[!0-9]*) echo "bench-latency: MOVES must be a whole number, got '$MOVES'" >&2; exit 64;; esac
FLUID_BIN="${FLUID_BIN:-$(swift build --show-bin-path)}"
PLAYGROUND="$FLUID_BIN/fluid-playground"
[ -x "$PLAYGROUND" ] || { echo "bench-latency: $PLAYGROUND not built" >&2; exit 69; }
WORK="$(mktemp -d /tmp/fluid-bench-latency.XXXXXX)"
. scripts/xvfb-session.sh

start_xvfb 181 220 1280x1024x24
[ -n "$XVFB_PID" ] || { echo "bench-latency: Xvfb did not start: $(tail -1 "$WORK/xvfb.log")" >&2; exit 69; }

XDG_DATA_HOME="$WORK/xdg" "$PLAYGROUND" --scene probe --scale 1 --trace "$WORK/trace.jsonl" "$@" \
    >"$WORK/app.log" 2>&1 &
APP_PID=$!
if ! wait_for 20 bash -c "xdotool search --name probe && test -s '$WORK/trace.jsonl'"; then
    echo "bench-latency: the playground did not open: $(tail -1 "$WORK/app.log")" >&2; exit 69
fi
sleep 1
WINDOW="$(xdotool search --name probe | head -1)"
eval "$(xdotool getwindowgeometry --shell "$WINDOW")"   # X, Y: the window's top-left on screen

# The driver prints the CPU ticks of the app before and after the drag, then one line per move:
# "<injected at, CLOCK_MONOTONIC s> <x in points>".
python3 - "$X" "$Y" "$MOVES" "$APP_PID" >"$WORK/moves.txt" <<'EOF' || { echo "bench-latency: the XTest driver failed" >&2; exit 70; }
import ctypes, random, sys, time
x0, y0, moves, pid = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
xlib, xtst = ctypes.cdll.LoadLibrary("libX11.so.6"), ctypes.cdll.LoadLibrary("libXtst.so.6")
xlib.XOpenDisplay.restype = ctypes.c_void_p
display = ctypes.c_void_p(xlib.XOpenDisplay(None))
def ticks():
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])
def move(x, y):
    xtst.XTestFakeMotionEvent(display, -1, x0 + x, y0 + y, 0)
    xlib.XFlush(display)
home = (195, 422)  # the probe ball's resting centre (points = pixels at scale 1)
move(*home); time.sleep(0.2)
xtst.XTestFakeButtonEvent(display, 1, True, 0); xlib.XFlush(display); time.sleep(0.3)
rng = random.Random(10)
start, begun = ticks(), time.monotonic()
lines = []
for i in range(moves):
    x = home[0] - 60 + (i * 7) % 121  # every move lands somewhere new
    move(x, home[1])
    lines.append(f"{time.monotonic():.6f} {x}")
    time.sleep(rng.uniform(0.040, 0.060))  # uniform over the frame phase
end, ended = ticks(), time.monotonic()
xtst.XTestFakeButtonEvent(display, 1, False, 0); xlib.XFlush(display)
print(start, end, f"{begun:.6f}", f"{ended:.6f}")
print("\n".join(lines))
EOF
sleep 1

python3 - "$WORK/trace.jsonl" "$WORK/moves.txt" "$(getconf CLK_TCK)" "$*" <<'EOF'
import json, sys
trace, moves, hz, args = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
lines = [json.loads(l) for l in open(trace)]
origin = lines[0]["monotonicOrigin"]
frames = [(origin + f["presented"], f["probe"]["x"], f["draw"]) for f in lines[1:] if "presented" in f]
rows = open(moves).read().split("\n")
t0, t1, begun, ended = rows[0].split()
injected = [(float(a), float(b)) for a, b in (r.split() for r in rows[1:] if r)]
latencies = []
for when, x in injected:
    shown = next((p for p, fx, _ in frames if p >= when and abs(fx - x) < 0.5), None)
    if shown is not None: latencies.append(1000 * (shown - when))
latencies.sort()
def pct(p): return latencies[min(len(latencies) - 1, max(0, int(-(-p * len(latencies) // 1)) - 1))]
wall = float(ended) - float(begun)
cpu = (int(t1) - int(t0)) / hz / wall
drawing = sum(d for p, _, d in frames if float(begun) <= p <= float(ended)) / wall
shown = sum(1 for p, _, _ in frames if float(begun) <= p <= float(ended))
print(f"latency over {len(latencies)} of {len(injected)} moves: p50 {pct(0.5):.1f} ms   p95 {pct(0.95):.1f} ms   max {latencies[-1]:.1f} ms")
print(f"CPU while dragging: {100 * cpu:.1f} % of one core ({int(t1) - int(t0)} ticks over {wall:.1f} s, {shown} frames); "
      f"drawing {100 * drawing:.1f} %; ratio {cpu / drawing if drawing > 0 else float('inf'):.2f} "
      f"(fluid-playground --scene probe --scale 1 {args})")
print(f"presented through: {lines[0]['presenter']}")
EOF
