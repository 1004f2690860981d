#!/usr/bin/env bash
# Contract checks of the `fluid` command (DESIGN.md "Commands"): exit codes 64 (bad usage) and
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
then pass "trace header and frames follow DESIGN.md (60 fps clock)"; else fail "trace header and frames follow DESIGN.md (60 fps clock)"; fi

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

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
