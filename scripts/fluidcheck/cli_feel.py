"""Issue 14 ("Feel, second pass"): replays the touch shapes in Demos/feel (made by
Demos/feel/make-scripts.py) through `fluid replay` and checks each outcome from the trace.
Expectations come from docs/architecture.md's detents (tops 724 / 544 / 35 in 390 × 844) and the
seeds."""
import math
import os

from . import procs, traces
from .checks import failed, holds


def run(folder, work):
    fluid = os.path.join(folder, "fluid")

    def feel(name, script, scene, probe):
        """Replays Demos/feel/SCRIPT.jsonl in SCENE; `probe` asserts on the trace's frames."""
        trace = os.path.join(work, f"{script}.trace")
        out = procs.run([fluid, "replay", f"Demos/feel/{script}.jsonl", "--scene", scene, "--trace", trace],
                        timeout=120)
        if out.returncode != 0:
            failed(name, f"replay exit ({out.stderr[:200]})")
            return
        holds(name, lambda: probe(traces.lines(trace)[1:]))

    def slowdown(frames):
        d = [f["drawer"] for f in frames]
        settle = next(f for f in d if f["phase"] == "settling")
        assert settle["target"] == "expanded", settle
        assert d[-1]["detent"] == "expanded" and d[-1]["top"] == 544, d[-1]
    feel("slow-down before the lift: the drawer never goes down to compressed",
         "shortcuts-slowdown-release", "shortcuts", slowdown)

    def hold(frames):
        d = [f["drawer"] for f in frames]
        last_drag = max(i for i, f in enumerate(d) if f["phase"] == "dragging")
        assert d[last_drag]["velocity"] == 0, d[last_drag]
        assert d[-1]["detent"] == "expanded", d[-1]
        assert min(f["top"] for f in d[last_drag:]) >= d[last_drag]["top"] - 0.5, "flung up after a hold"
    feel("stop and hold 33 ms: released without a fling", "shortcuts-stop-hold-release", "shortcuts", hold)

    def slowing(frames):
        assert not any(f["pause"]["paused"] for f in frames)
    feel("pause: a swipe slowing 800 → 150 pt/s is not a pause", "pause-slowing-swipe", "pause", slowing)

    def bulges(frames):
        moving = [f["sheet"] for f in frames if f["sheet"]["moving"]]
        assert len(moving) > 10, len(moving)
        early = moving[5]
        assert early["side"] < early["center"] and early["control"] < early["side"], early
        for s in moving:
            assert abs(s["control"] - (2 * s["side"] - s["center"])) < 1e-6, s
    feel("bouncy sheet: the edge bulges up while it shows (control = side + (side − centre))",
         "bouncy-sheet-show", "bouncy-sheet", bulges)

    def rotation(frames):
        r = frames[-1]["rotation"]
        assert abs(r["projected"] * 180 / math.pi - 260) < 0.5, r
        assert r["targetDegrees"] == 270 and r["degrees"] == 270 and r["phase"] == "resting", r
    feel("rotation: 260° held and released rests at 270°", "rotation-260-hold", "rotation", rotation)

    def tap_midflight(frames):
        m = [f["momentum"] for f in frames]
        held = [x for x in m if x["touching"] and x["phase"] == "dragging"]
        assert held and len({x["top"] for x in held}) == 1, "not paused under the finger"
        closed, opened = 630.4, 124
        assert (closed - held[0]["top"]) / (closed - opened) < 0.5, held[0]
        assert m[-1]["open"] and m[-1]["top"] == opened and m[-1]["phase"] == "resting", m[-1]
    feel("momentum: a tap at 47 % pauses the opening drawer, then it carries on and opens",
         "momentum-tap-midflight", "momentum", tap_midflight)

    def flick_open(frames):
        m = [f["momentum"] for f in frames]
        assert min(x["top"] for x in m) < 124 - 5, min(x["top"] for x in m)
        assert m[-1]["open"] and m[-1]["top"] == 124, m[-1]
    feel("momentum: a flick open bounces past the open detent by the spring's own overshoot",
         "momentum-flick-open", "momentum", flick_open)

    def handoff_early(frames):
        d = [f["drawer"] for f in frames if "drawer" in f]
        assert min(x["top"] for x in d) >= 35, min(x["top"] for x in d)
        assert d[-1]["detent"] == "fullHeight" and d[-1]["top"] == 35 and d[-1]["contentOffset"] > 800, d[-1]
    feel("hand-off: lifted 4 ms before full height, the list takes the momentum and nothing overshoots",
         "shortcuts-handoff-early", "shortcuts", handoff_early)

    def handoff_late(frames):
        d = [f["drawer"] for f in frames if "drawer" in f]
        assert min(x["top"] for x in d) >= 35, min(x["top"] for x in d)
        assert d[-1]["detent"] == "fullHeight" and 900 < d[-1]["contentOffset"] < 1100, d[-1]
    feel("hand-off: lifted 4 ms after, the list coasts about as far (UIScrollView: 2000 pt/s → 999 pt)",
         "shortcuts-handoff-late", "shortcuts", handoff_late)
