#!/usr/bin/env bash
# Contract checks of the `fluid` command (docs/commands.md): exit codes 64 (bad usage) and
# 65 (bad data) with a one-line message, byte-identical replay traces, no half-written trace.
# Prints "N passed, M failed" last and exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
FLUID_BIN="${FLUID_BIN:-$(swift build --show-bin-path)}"
FLUID="$FLUID_BIN/fluid"
WORK="$(mktemp -d /tmp/fluid-cli.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
PASSED=0
FAILED=0
pass() { PASSED=$((PASSED + 1)); echo "  ok   $1"; }
fail() { FAILED=$((FAILED + 1)); echo "  FAIL $1${2:+: $2}"; }

# expect_error NAME CODE ARGS...: fluid exits CODE with exactly one stderr line, no stdout.
expect_error() {
    local name="$1" code="$2"; shift 2
    timeout 60 "$FLUID" "$@" >"$WORK/out" 2>"$WORK/err"
    local rc=$? lines
    lines=$(wc -l <"$WORK/err")
    if [ "$rc" -eq "$code" ] && [ "$lines" -eq 1 ] && [ ! -s "$WORK/out" ] && ! grep -q "Fatal error\|Stack dump" "$WORK/err"; then
        pass "$name (exit $code: $(cat "$WORK/err"))"
    else
        fail "$name" "exit $rc, $lines stderr lines: $(head -c 300 "$WORK/err")"
    fi
}

SCRIPT="$WORK/drag.jsonl"
cat >"$SCRIPT" <<'JSONL'
{"t":0.000,"type":"touch","id":1,"phase":"began","x":195,"y":422}
{"t":0.016,"type":"touch","id":1,"phase":"moved","x":200,"y":400,"force":0.3}
{"t":0.100,"type":"touch","id":1,"phase":"moved","x":250,"y":300}
{"t":0.200,"type":"touch","id":1,"phase":"ended","x":260,"y":250}
{"t":0.300,"type":"text","text":"photo"}
{"t":0.400,"type":"key","key":"escape"}
{"t":0.500,"type":"resize","width":844,"height":390}
JSONL
SCENE=(--scene probe)

echo "test-cli: fluid replay contracts"
[ -x "$FLUID" ] || { echo "test-cli: $FLUID not built"; echo "0 passed, 1 failed"; exit 1; }

expect_error "--size 0x5 is bad usage" 64 replay "$SCRIPT" --size 0x5
expect_error "--size abcx3 is bad usage" 64 replay "$SCRIPT" --size abcx3
expect_error "--fps nan is bad usage" 64 replay "$SCRIPT" --fps nan
expect_error "--fps 0 is bad usage" 64 replay "$SCRIPT" --fps 0
expect_error "--scale inf is bad usage" 64 replay "$SCRIPT" --scale inf
expect_error "unknown scene is bad usage" 64 replay "$SCRIPT" --scene nope
expect_error "unknown flag is bad usage" 64 replay "$SCRIPT" --bogus
expect_error "missing script argument is bad usage" 64 replay
expect_error "unknown subcommand is bad usage" 64 frobnicate
expect_error "--video with another extension is bad usage" 64 replay "$SCRIPT" --video "$WORK/x.avi"
expect_error "missing script file is bad usage" 64 replay "$WORK/none.jsonl"

printf '%s\n' '{"t":0,"type":"key","key":"tab"}' '{"t":1,"type":"touch","id":1,"phase":"down","x":1,"y":1}' >"$WORK/phase.jsonl"
expect_error "bad phase is bad data" 65 replay "$WORK/phase.jsonl" "${SCENE[@]}"
if grep -q "phase.jsonl:2: \"phase\" must be one of began, moved, ended, cancelled" "$WORK/err"; then
    pass "error names the line and the problem"
else
    fail "error names the line and the problem" "$(cat "$WORK/err")"
fi
printf '%s\n' '{"t":1,"type":"key","key":"tab"}' '{"t":0.5,"type":"key","key":"tab"}' >"$WORK/order.jsonl"
expect_error "decreasing t is bad data" 65 replay "$WORK/order.jsonl" "${SCENE[@]}"
printf '%s\n' '{"t":0,"type":"key","key":"tab"' >"$WORK/json.jsonl"
expect_error "malformed JSON is bad data" 65 replay "$WORK/json.jsonl" "${SCENE[@]}"
printf '%s\n' '{"t":0,"type":"touch","id":1,"phase":"began","x":1,"y":1,"force":2}' >"$WORK/force.jsonl"
expect_error "force above 1 is bad data" 65 replay "$WORK/force.jsonl" "${SCENE[@]}"

# A failed run leaves an existing trace untouched and creates none.
echo "previous" >"$WORK/kept.jsonl"
timeout 60 "$FLUID" replay "$WORK/phase.jsonl" "${SCENE[@]}" --trace "$WORK/kept.jsonl" 2>/dev/null
timeout 60 "$FLUID" replay "$WORK/phase.jsonl" "${SCENE[@]}" --trace "$WORK/new.jsonl" 2>/dev/null
if [ "$(cat "$WORK/kept.jsonl")" = "previous" ] && [ ! -e "$WORK/new.jsonl" ]; then
    pass "bad data writes no trace, not even half of one"
else
    fail "bad data writes no trace, not even half of one"
fi
expect_error "unwritable trace path fails cleanly" 73 replay "$SCRIPT" "${SCENE[@]}" --trace /nonexistent/dir/t.jsonl

# Determinism and the trace format.
timeout 120 "$FLUID" replay "$SCRIPT" "${SCENE[@]}" --trace "$WORK/a.jsonl" 2>/dev/null
timeout 120 "$FLUID" replay "$SCRIPT" "${SCENE[@]}" --trace "$WORK/b.jsonl" 2>/dev/null
timeout 120 "$FLUID" replay "$SCRIPT" "${SCENE[@]}" >"$WORK/c.jsonl" 2>/dev/null
if [ -s "$WORK/a.jsonl" ] && cmp -s "$WORK/a.jsonl" "$WORK/b.jsonl" && cmp -s "$WORK/a.jsonl" "$WORK/c.jsonl"; then
    pass "identical input gives a byte-identical trace (file and stdout)"
else
    fail "identical input gives a byte-identical trace (file and stdout)"
fi
if python3 - "$WORK/a.jsonl" <<'PY'
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
header, frames = lines[0], lines[1:]
assert list(header)[:4] == ["scene", "width", "height", "scale"], header
assert header["width"] == 390 and header["height"] == 844 and header["scale"] == 2
for i, f in enumerate(frames):
    assert list(f)[:3] == ["frame", "t", "scene"], f
    assert f["frame"] == i and abs(f["t"] - i / 60) < 1e-9, f
assert frames[-1]["t"] >= 0.5
PY
then pass "trace header and frames follow docs/trace.md (60 fps clock)"; else fail "trace header and frames follow docs/trace.md (60 fps clock)"; fi

timeout 120 "$FLUID" replay "$SCRIPT" "${SCENE[@]}" --fps 120 --trace "$WORK/f120.jsonl" 2>/dev/null
if python3 -c "
import json
a = [json.loads(l) for l in open('$WORK/a.jsonl')][1:]
b = [json.loads(l) for l in open('$WORK/f120.jsonl')][1:]
assert abs(b[1]['t'] - 1/120) < 1e-9
# Frame-rate independence: the state at t = 0.25 s is the same at 60 and 120 fps.
x = next(f for f in a if abs(f['t'] - 0.25) < 1e-9)['probe']
y = next(f for f in b if abs(f['t'] - 0.25) < 1e-9)['probe']
assert abs(x['x'] - y['x']) < 1e-6 and abs(x['y'] - y['y']) < 1e-6, (x, y)
"; then pass "--fps sets the clock; state at a time does not depend on it"; else fail "--fps sets the clock; state at a time does not depend on it"; fi

# Frames and video.
timeout 300 "$FLUID" replay "$SCRIPT" "${SCENE[@]}" --scale 1 --frames "$WORK/frames" --video "$WORK/v.gif" 2>/dev/null
frames=$(ls "$WORK/frames" 2>/dev/null | wc -l)
trace_frames=$(($(wc -l <"$WORK/a.jsonl") - 1))
if [ "$frames" -eq "$trace_frames" ] && [ -s "$WORK/frames/frame-00000.png" ]; then
    pass "--frames writes one PNG per trace frame ($frames)"
else
    fail "--frames writes one PNG per trace frame" "$frames PNGs for $trace_frames frames"
fi
if [ "$(head -c 6 "$WORK/v.gif" 2>/dev/null)" = "GIF89a" ] && ! ls "$WORK"/v.gif.partial* >/dev/null 2>&1; then
    pass "--video writes a GIF"
else
    fail "--video writes a GIF"
fi

# The drawer through `fluid replay` (issue 3's acceptance): scripts made by python, expectations
# from docs/architecture.md's detents (tops 724 / 544 / 35 in 390 × 844).
python3 - "$WORK" <<'PY'
import json, sys
work = sys.argv[1]
def stroke(points, t0=0.0, dt=1/120, tid=1):
    lines = []
    for i, (x, y) in enumerate(points):
        phase = "began" if i == 0 else ("ended" if i == len(points) - 1 else "moved")
        lines.append(json.dumps({"t": round(t0 + i * dt, 6), "type": "touch", "id": tid, "phase": phase, "x": x, "y": y}))
    return lines
def write(name, lines):
    open(f"{work}/{name}.jsonl", "w").write("\n".join(lines) + "\n")
# A flick up at 3000 pt/s from the compressed drawer's grabber band (y 730): 25 pt per 120 Hz frame.
write("flick", stroke([(195, 730 - 25 * i) for i in range(13)]))
# A slow drag (60 pt/s at the end) from compressed to 40 pt above expanded (top 504), held still
# 0.1 s before lifting.
pts = [(195, 730 - 5 * i) for i in range(45)]            # 220 pt at 600 pt/s: top 724 → 504
pts += [(195, 510)] * 12
write("slow", stroke(pts))
# At full height: scroll the list up 300 pt, then without lifting pull down 700 pt, slowly at the end.
up = [(195, 600 - 10 * i) for i in range(31)]
down = [(195, 300 + 10 * i) for i in range(1, 71)]
write("handoff", [json.dumps({"t": 0, "type": "key", "key": "up"}), json.dumps({"t": 0.01, "type": "key", "key": "up"})]
      + stroke(up + down + [(195, 1000)], t0=1.5, dt=1/60))
PY
for name in flick slow handoff; do
    timeout 120 "$FLUID" replay "$WORK/$name.jsonl" --scene shortcuts --trace "$WORK/$name.trace" >/dev/null 2>&1 \
        || fail "replay $name" "exit $?"
done
drawer_check() {
    local name="$1" code="$2" out
    if out=$(python3 - "$WORK" <<PY 2>&1
import json, sys
work = sys.argv[1]
def load(n):
    lines = [json.loads(l) for l in open(f"{work}/{n}.trace")]
    return lines[0], [f["drawer"] for f in lines[1:]]
$code
PY
    ); then pass "$name${out:+ ($out)}"; else fail "$name" "$out"; fi
}
drawer_check "3000 pt/s flick up from compressed ends at fullHeight" '
h, d = load("flick")
assert d[-1]["detent"] == "fullHeight" and d[-1]["top"] == 35 and d[-1]["phase"] == "resting", d[-1]
print("last top", d[-1]["top"])'
drawer_check "slow drag to 40 pt above expanded ends at expanded" '
h, d = load("slow")
assert min(f["top"] for f in d) < 520, min(f["top"] for f in d)
assert d[-1]["detent"] == "expanded" and d[-1]["top"] == 544, d[-1]'
drawer_check "scroll then pull down: list reaches 0, then the drawer follows, no jump" '
h, d = load("handoff")
import math
first_full = next(i for i, f in enumerate(d) if f["phase"] == "scrolling")
peak = max(f["contentOffset"] for f in d)
assert peak > 200, peak
zero = next(i for i in range(first_full, len(d)) if d[i]["contentOffset"] <= 1e-9 and i > d.index(max(d, key=lambda f: f["contentOffset"])))
moved = next(i for i in range(zero, len(d)) if d[i]["top"] > 36)
# The finger at each frame: the last touch event at or before the frame time.
touches = [json.loads(l) for l in open(f"{work}/handoff.jsonl") if "touch" in l]
times = [f["t"] for f in [json.loads(l) for l in open(f"{work}/handoff.trace")][1:]]
def finger(t):
    y = None
    for e in touches:
        if e["t"] <= t + 1e-9: y = e["y"]
    return y
worst = 0.0
for i in range(first_full + 1, zero + 30):
    moved_by_finger = abs(finger(times[i]) - finger(times[i - 1]))
    change = abs(d[i]["top"] - d[i-1]["top"]) + abs(d[i]["contentOffset"] - d[i-1]["contentOffset"])
    assert change <= moved_by_finger + 1e-6, (i, change, moved_by_finger, d[i-1], d[i])
    worst = max(worst, change - moved_by_finger)
# Once the list is at 0 the drawer follows the finger exactly (between detents, no rubber band).
for i in range(moved + 1, moved + 15):
    assert d[i]["contentOffset"] == 0 and abs((d[i]["top"] - d[i-1]["top"]) - (finger(times[i]) - finger(times[i-1]))) < 1e-6, (i, d[i])
assert d[-1]["top"] in (544, 724) and d[-1]["phase"] == "resting", d[-1]
last = d[-1]["detent"]
print(f"peak offset {peak:.1f}, drawer + list never outran the finger, ended {last}")'

# Every scene replays headless into a trace that responds to input, and into a video. Each scene
# gets a drag and a tap where it has something to touch (points in the 390 × 844 layout).
python3 - "$WORK" <<'PY'
import json, sys
targets = {  # scene: (drag from, drag to, tap)
    "calculator": ((195, 300), (195, 200), (151, 438)),
    "spring": ((195, 600), (195, 300), (195, 166)),
    "flashlight": ((320, 727), (320, 700), (71, 727)),
    "momentum": ((195, 800), (195, 450), (195, 800)),
    "pip": ((323, 711), (100, 200), (323, 711)),
    "bouncy-sheet": ((195, 600), (195, 300), (195, 319)),
}
for scene in ["menu", "shortcuts", "calculator", "spring", "flashlight", "rubberband", "pause",
              "momentum", "pip", "rotation", "bouncy-sheet", "places"]:
    (x0, y0), (x1, y1), (tx, ty) = targets.get(scene, ((195, 600), (195, 312), (200, 420)))
    lines = []
    n = 24
    for i in range(n + 1):
        phase = "began" if i == 0 else ("ended" if i == n else "moved")
        x, y = x0 + (x1 - x0) * i / n, y0 + (y1 - y0) * i / n
        lines.append({"t": round(0.2 + i / 60, 6), "type": "touch", "id": 1, "phase": phase, "x": x, "y": y})
    lines.append({"t": 2.0, "type": "touch", "id": 1, "phase": "began", "x": tx, "y": ty})
    hold = 0.7 if scene == "flashlight" else 0.1   # the flashlight's simulated force ramps while held
    lines.append({"t": 2.0 + hold, "type": "touch", "id": 1, "phase": "ended", "x": tx, "y": ty})
    open(f"{sys.argv[1]}/{scene}.jsonl", "w").write("\n".join(json.dumps(l) for l in lines) + "\n")
PY
for scene in menu shortcuts calculator spring flashlight rubberband pause momentum pip rotation bouncy-sheet places; do
    if timeout 180 "$FLUID" replay "$WORK/$scene.jsonl" --scene "$scene" --trace "$WORK/$scene.trace" \
        --video "$WORK/$scene.gif" --scale 0.5 >/dev/null 2>"$WORK/$scene.err"; then
        if python3 - "$WORK/$scene.trace" "$scene" <<'PY'
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
header, frames = lines[0], lines[1:]
assert header["scene"] == sys.argv[2], header
# The scene's own objects (everything but frame/t/scene) must change while input arrives.
own = lambda f: json.dumps({k: v for k, v in f.items() if k not in ("frame", "t")}, sort_keys=True)
assert len({own(f) for f in frames}) > 1, "trace never changes"
PY
        then
            if [ "$(head -c 6 "$WORK/$scene.gif")" = "GIF89a" ]; then pass "replay --scene $scene: trace responds, GIF written"
            else fail "replay --scene $scene" "no GIF"; fi
        else
            fail "replay --scene $scene" "trace does not respond to input"
        fi
    else
        fail "replay --scene $scene" "exit $?: $(head -c 300 "$WORK/$scene.err")"
    fi
done

# The suites in Tests/cli (fluid spring's own checks, the top-level commands), each ending with
# "N passed, M failed".
for suite in Tests/cli/*.sh; do
    suite_out=$(FLUID_BIN="$FLUID_BIN" bash "$suite" 2>&1)
    suite_summary=$(echo "$suite_out" | tail -n 1)
    if [[ "$suite_summary" =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
        PASSED=$((PASSED + BASH_REMATCH[1])); FAILED=$((FAILED + BASH_REMATCH[2]))
        echo "$suite_out" | grep -E "FAIL" || true
        echo "  $(basename "$suite"): $suite_summary"
    else
        fail "$suite" "$suite_summary"
    fi
done

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
