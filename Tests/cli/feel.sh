#!/usr/bin/env bash
# Issue 14 ("Feel, second pass"): replays the touch shapes in Demos/feel (made by
# Demos/feel/make-scripts.py) through `fluid replay` and checks each outcome from the trace.
# Expectations come from docs/architecture.md's detents (tops 724 / 544 / 35 in 390 × 844) and the seeds.
# Usage: FLUID_BIN=<dir with fluid> Tests/cli/feel.sh
set -uo pipefail

FLUID="${FLUID_BIN:?set FLUID_BIN to the directory holding the fluid binary}/fluid"
DEMOS="$(cd "$(dirname "$0")/../../Demos/feel" && pwd)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
passed=0
failed=0

# check NAME SCRIPT SCENE PYTHON — replays Demos/feel/SCRIPT.jsonl in SCENE; the python code sees
# `frames` (the trace's frame lines) and fails with a reason.
check() {
    local name="$1" script="$2" scene="$3" code="$4" out
    if ! timeout 120 "$FLUID" replay "$DEMOS/$script.jsonl" --scene "$scene" --trace "$WORK/$script.trace" \
        >/dev/null 2>"$WORK/err"; then
        failed=$((failed + 1)); echo "FAIL: $name: replay exit ($(head -c 200 "$WORK/err"))" >&2; return
    fi
    if out=$(python3 - "$WORK/$script.trace" <<PY 2>&1
import json, sys
frames = [json.loads(l) for l in open(sys.argv[1])][1:]
$code
PY
    ); then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL: $name: $(echo "$out" | tail -1)" >&2; fi
}

check "slow-down before the lift: the drawer never goes down to compressed" shortcuts-slowdown-release shortcuts '
d = [f["drawer"] for f in frames]
settle = next(f for f in d if f["phase"] == "settling")
assert settle["target"] == "expanded", settle
assert d[-1]["detent"] == "expanded" and d[-1]["top"] == 544, d[-1]'
check "stop and hold 33 ms: released without a fling" shortcuts-stop-hold-release shortcuts '
d = [f["drawer"] for f in frames]
last_drag = max(i for i, f in enumerate(d) if f["phase"] == "dragging")
assert d[last_drag]["velocity"] == 0, d[last_drag]
assert d[-1]["detent"] == "expanded", d[-1]
assert min(f["top"] for f in d[last_drag:]) >= d[last_drag]["top"] - 0.5, "flung up after a hold"'
check "pause: a swipe slowing 800 → 150 pt/s is not a pause" pause-slowing-swipe pause '
assert not any(f["pause"]["paused"] for f in frames)'
check "bouncy sheet: the edge bulges up while it shows (control = side + (side − centre))" bouncy-sheet-show bouncy-sheet '
moving = [f["sheet"] for f in frames if f["sheet"]["moving"]]
assert len(moving) > 10, len(moving)
early = moving[5]
assert early["side"] < early["center"] and early["control"] < early["side"], early
for s in moving:
    assert abs(s["control"] - (2 * s["side"] - s["center"])) < 1e-6, s'
check "rotation: 260° held and released rests at 270°" rotation-260-hold rotation '
r = frames[-1]["rotation"]
assert abs(r["projected"] * 180 / 3.141592653589793 - 260) < 0.5, r
assert r["targetDegrees"] == 270 and r["degrees"] == 270 and r["phase"] == "resting", r'

check "momentum: a tap at 47 % pauses the opening drawer, then it carries on and opens" momentum-tap-midflight momentum '
m = [f["momentum"] for f in frames]
held = [x for x in m if x["touching"] and x["phase"] == "dragging"]
assert held and len({x["top"] for x in held}) == 1, "not paused under the finger"
closed, opened = 630.4, 124
assert (closed - held[0]["top"]) / (closed - opened) < 0.5, held[0]
assert m[-1]["open"] and m[-1]["top"] == opened and m[-1]["phase"] == "resting", m[-1]'
check "momentum: a flick open bounces past the open detent by the spring's own overshoot" momentum-flick-open momentum '
m = [f["momentum"] for f in frames]
assert min(x["top"] for x in m) < 124 - 5, min(x["top"] for x in m)
assert m[-1]["open"] and m[-1]["top"] == 124, m[-1]'
check "hand-off: lifted 4 ms before full height, the list takes the momentum and nothing overshoots" shortcuts-handoff-early shortcuts '
d = [f["drawer"] for f in frames if "drawer" in f]
assert min(x["top"] for x in d) >= 35, min(x["top"] for x in d)
assert d[-1]["detent"] == "fullHeight" and d[-1]["top"] == 35 and d[-1]["contentOffset"] > 800, d[-1]'
check "hand-off: lifted 4 ms after, the list coasts about as far (UIScrollView: 2000 pt/s → 999 pt)" shortcuts-handoff-late shortcuts '
d = [f["drawer"] for f in frames if "drawer" in f]
assert min(x["top"] for x in d) >= 35, min(x["top"] for x in d)
assert d[-1]["detent"] == "fullHeight" and 900 < d[-1]["contentOffset"] < 1100, d[-1]'

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
