"""Contract checks of the `fluid` command (docs/commands.md): exit codes 64 (bad usage) and 65
(bad data) with a one-line message, byte-identical replay traces, no half-written trace, the
drawer and every scene through `fluid replay`, and `make help` listing every target; then the
command suites (commands, export, feel, generated, header, hostile, plot, spring, velocity), each
a module of this package.
"""
import json
import os

from . import procs, traces
from .checks import check, failed, finish, holds

BIN = procs.binaries()
FLUID = os.path.join(BIN, "fluid")
PLAYGROUND = os.path.join(BIN, "fluid-playground")
SUITES = ("commands", "export", "feel", "generated", "header", "hostile", "plot", "spring", "velocity")

DRAG = [
    {"t": 0.000, "type": "touch", "id": 1, "phase": "began", "x": 195, "y": 422},
    {"t": 0.016, "type": "touch", "id": 1, "phase": "moved", "x": 200, "y": 400, "force": 0.3},
    {"t": 0.100, "type": "touch", "id": 1, "phase": "moved", "x": 250, "y": 300},
    {"t": 0.200, "type": "touch", "id": 1, "phase": "ended", "x": 260, "y": 250},
    {"t": 0.300, "type": "text", "text": "photo"},
    {"t": 0.400, "type": "key", "key": "escape"},
    {"t": 0.500, "type": "resize", "width": 844, "height": 390},
]
SCENE = ["--scene", "probe"]


def fluid(*args, timeout=60, **kwargs):
    return procs.run([FLUID, *args], timeout=timeout, **kwargs)


def one_line_error(run, code):
    """Exit `code`, exactly one stderr line that is not a crash, nothing on stdout."""
    return (run.returncode == code and run.stderr.count("\n") == 1 and not run.stdout
            and "Fatal error" not in run.stderr and "Stack dump" not in run.stderr)


def expect_error(name, code, *args):
    """fluid exits CODE with exactly one stderr line and no stdout; returns the run."""
    run = fluid(*args)
    check(f"{name} (exit {code}: {run.stderr.strip()})" if one_line_error(run, code) else name,
          one_line_error(run, code),
          f"exit {run.returncode}, {run.stderr.count(chr(10))} stderr lines: {run.stderr[:300]}")
    return run


def write_lines(path, *lines):
    with open(path, "w") as file:
        file.write("".join(line + "\n" for line in lines))


def stroke(points, t0=0.0, dt=1 / 120, tid=1):
    """A touch from the first point to the last, one event per point `dt` apart."""
    lines = []
    for i, (x, y) in enumerate(points):
        phase = "began" if i == 0 else ("ended" if i == len(points) - 1 else "moved")
        lines.append({"t": round(t0 + i * dt, 6), "type": "touch", "id": tid, "phase": phase, "x": x, "y": y})
    return lines


def replay_contracts(work):
    script = os.path.join(work, "drag.jsonl")
    traces.write(script, DRAG)
    expect_error("--size 0x5 is bad usage", 64, "replay", script, "--size", "0x5")
    expect_error("--size abcx3 is bad usage", 64, "replay", script, "--size", "abcx3")
    expect_error("--fps nan is bad usage", 64, "replay", script, "--fps", "nan")
    expect_error("--fps 0 is bad usage", 64, "replay", script, "--fps", "0")
    expect_error("--scale inf is bad usage", 64, "replay", script, "--scale", "inf")
    expect_error("unknown scene is bad usage", 64, "replay", script, "--scene", "nope")
    expect_error("--text-size huge is bad usage", 64, "replay", script, "--text-size", "huge")
    expect_error("unknown flag is bad usage", 64, "replay", script, "--bogus")
    expect_error("missing script argument is bad usage", 64, "replay")
    expect_error("unknown subcommand is bad usage", 64, "frobnicate")
    expect_error("--video with another extension is bad usage", 64, "replay", script, "--video",
                 os.path.join(work, "x.avi"))
    expect_error("missing script file is bad usage", 64, "replay", os.path.join(work, "none.jsonl"))

    phase = os.path.join(work, "phase.jsonl")
    write_lines(phase, '{"t":0,"type":"key","key":"tab"}', '{"t":1,"type":"touch","id":1,"phase":"down","x":1,"y":1}')
    run = expect_error("bad phase is bad data", 65, "replay", phase, *SCENE)
    check("error names the line and the problem",
          'phase.jsonl:2: "phase" must be one of began, moved, ended, cancelled' in run.stderr, run.stderr)
    order = os.path.join(work, "order.jsonl")
    write_lines(order, '{"t":1,"type":"key","key":"tab"}', '{"t":0.5,"type":"key","key":"tab"}')
    expect_error("decreasing t is bad data", 65, "replay", order, *SCENE)
    malformed = os.path.join(work, "json.jsonl")
    write_lines(malformed, '{"t":0,"type":"key","key":"tab"')
    expect_error("malformed JSON is bad data", 65, "replay", malformed, *SCENE)
    force = os.path.join(work, "force.jsonl")
    write_lines(force, '{"t":0,"type":"touch","id":1,"phase":"began","x":1,"y":1,"force":2}')
    expect_error("force above 1 is bad data", 65, "replay", force, *SCENE)

    # A failed run leaves an existing trace untouched and creates none.
    kept, new = os.path.join(work, "kept.jsonl"), os.path.join(work, "new.jsonl")
    write_lines(kept, "previous")
    fluid("replay", phase, *SCENE, "--trace", kept)
    fluid("replay", phase, *SCENE, "--trace", new)
    check("bad data writes no trace, not even half of one",
          open(kept).read() == "previous\n" and not os.path.exists(new))
    expect_error("unwritable trace path fails cleanly", 73, "replay", script, *SCENE, "--trace", "/nonexistent/dir/t.jsonl")

    # Determinism and the trace format.
    a, b, c = (os.path.join(work, f"{name}.jsonl") for name in "abc")
    fluid("replay", script, *SCENE, "--trace", a, timeout=120)
    fluid("replay", script, *SCENE, "--trace", b, timeout=120)
    with open(c, "w") as out:
        procs.run([FLUID, "replay", script, *SCENE], timeout=120, stdout=out, stderr=procs.subprocess.DEVNULL)
    read = lambda path: open(path, "rb").read() if os.path.exists(path) else b""
    check("identical input gives a byte-identical trace (file and stdout)",
          read(a) and read(a) == read(b) == read(c))

    def trace_format():
        header, frames = traces.header_and_frames(a)
        assert list(header)[:4] == ["scene", "width", "height", "scale"], header
        assert header["width"] == 390 and header["height"] == 844 and header["scale"] == 2
        for i, f in enumerate(frames):
            assert list(f)[:3] == ["frame", "t", "scene"], f
            assert f["frame"] == i and abs(f["t"] - i / 60) < 1e-9, f
        assert frames[-1]["t"] >= 0.5
    holds("trace header and frames follow docs/trace.md (60 fps clock)", trace_format)

    f120 = os.path.join(work, "f120.jsonl")
    fluid("replay", script, *SCENE, "--fps", "120", "--trace", f120, timeout=120)

    def frame_rate():
        x60, x120 = traces.lines(a)[1:], traces.lines(f120)[1:]
        assert abs(x120[1]["t"] - 1 / 120) < 1e-9
        # Frame-rate independence: the state at t = 0.25 s is the same at 60 and 120 fps.
        x = next(f for f in x60 if abs(f["t"] - 0.25) < 1e-9)["probe"]
        y = next(f for f in x120 if abs(f["t"] - 0.25) < 1e-9)["probe"]
        assert abs(x["x"] - y["x"]) < 1e-6 and abs(x["y"] - y["y"]) < 1e-6, (x, y)
    holds("--fps sets the clock; state at a time does not depend on it", frame_rate)

    # Frames and video.
    frames_dir, gif = os.path.join(work, "frames"), os.path.join(work, "v.gif")
    fluid("replay", script, *SCENE, "--scale", "1", "--frames", frames_dir, "--video", gif, timeout=300)
    pngs = len(os.listdir(frames_dir)) if os.path.isdir(frames_dir) else 0
    trace_frames = traces.count(a) - 1 if os.path.exists(a) else -1
    check(f"--frames writes one PNG per trace frame ({pngs})",
          pngs == trace_frames and os.path.getsize(os.path.join(frames_dir, "frame-00000.png")) > 0,
          f"{pngs} PNGs for {trace_frames} frames")
    check("--video writes a GIF", read(gif)[:6] == b"GIF89a"
          and not any(name.startswith("v.gif.partial") for name in os.listdir(work)))


def drawer_replays(work):
    """The drawer through `fluid replay` (issue 3's acceptance): scripts made here, expectations
    from docs/architecture.md's detents (tops 724 / 544 / 35 in 390 × 844)."""
    # A flick up at 3000 pt/s from the compressed drawer's grabber band (y 730): 25 pt per 120 Hz frame.
    scripts = {"flick": stroke([(195, 730 - 25 * i) for i in range(13)])}
    # A slow drag (60 pt/s at the end) from compressed to 40 pt above expanded (top 504), held
    # still 0.1 s before lifting.
    points = [(195, 730 - 5 * i) for i in range(45)]            # 220 pt at 600 pt/s: top 724 → 504
    points += [(195, 510)] * 12
    scripts["slow"] = stroke(points)
    # At full height: scroll the list up 300 pt, then without lifting pull down 700 pt, slowly at the end.
    up = [(195, 600 - 10 * i) for i in range(31)]
    down = [(195, 300 + 10 * i) for i in range(1, 71)]
    scripts["handoff"] = ([{"t": 0, "type": "key", "key": "up"}, {"t": 0.01, "type": "key", "key": "up"}]
                          + stroke(up + down + [(195, 1000)], t0=1.5, dt=1 / 60))
    for name, lines in scripts.items():
        traces.write(os.path.join(work, f"{name}.jsonl"), lines)
        run = fluid("replay", os.path.join(work, f"{name}.jsonl"), "--scene", "shortcuts",
                    "--trace", os.path.join(work, f"{name}.trace"), timeout=120)
        if run.returncode != 0:
            failed(f"replay {name}", f"exit {run.returncode}")

    def load(name):
        lines = traces.lines(os.path.join(work, f"{name}.trace"))
        return lines[0], [f["drawer"] for f in lines[1:]]

    def flick():
        _, d = load("flick")
        assert d[-1]["detent"] == "fullHeight" and d[-1]["top"] == 35 and d[-1]["phase"] == "resting", d[-1]
    holds("3000 pt/s flick up from compressed ends at fullHeight", flick)

    def slow():
        _, d = load("slow")
        assert min(f["top"] for f in d) < 520, min(f["top"] for f in d)
        assert d[-1]["detent"] == "expanded" and d[-1]["top"] == 544, d[-1]
    holds("slow drag to 40 pt above expanded ends at expanded", slow)

    def handoff():
        _, d = load("handoff")
        first_full = next(i for i, f in enumerate(d) if f["phase"] == "scrolling")
        peak = max(f["contentOffset"] for f in d)
        assert peak > 200, peak
        zero = next(i for i in range(first_full, len(d))
                    if d[i]["contentOffset"] <= 1e-9 and i > d.index(max(d, key=lambda f: f["contentOffset"])))
        moved = next(i for i in range(zero, len(d)) if d[i]["top"] > 36)
        # The finger at each frame: the last touch event at or before the frame time.
        touches = [e for e in traces.lines(os.path.join(work, "handoff.jsonl")) if e["type"] == "touch"]
        times = [f["t"] for f in traces.lines(os.path.join(work, "handoff.trace"))[1:]]

        def finger(t):
            y = None
            for e in touches:
                if e["t"] <= t + 1e-9:
                    y = e["y"]
            return y
        for i in range(first_full + 1, zero + 30):
            moved_by_finger = abs(finger(times[i]) - finger(times[i - 1]))
            change = abs(d[i]["top"] - d[i - 1]["top"]) + abs(d[i]["contentOffset"] - d[i - 1]["contentOffset"])
            assert change <= moved_by_finger + 1e-6, (i, change, moved_by_finger, d[i - 1], d[i])
        # Once the list is at 0 the drawer follows the finger exactly (between detents, no rubber band).
        for i in range(moved + 1, moved + 15):
            assert d[i]["contentOffset"] == 0 and abs((d[i]["top"] - d[i - 1]["top"])
                                                      - (finger(times[i]) - finger(times[i - 1]))) < 1e-6, (i, d[i])
        assert d[-1]["top"] in (544, 724) and d[-1]["phase"] == "resting", d[-1]
    holds("scroll then pull down: list reaches 0, then the drawer follows, no jump", handoff)


# Every scene replays headless into a trace that responds to input, and into a video. Each scene
# gets a drag and a tap where it has something to touch (points in the 390 × 844 layout).
TARGETS = {  # scene: (drag from, drag to, tap)
    "calculator": ((195, 300), (195, 200), (151, 438)),
    "spring": ((195, 600), (195, 300), (195, 166)),
    "flashlight": ((320, 727), (320, 700), (71, 727)),
    "momentum": ((195, 800), (195, 450), (195, 800)),
    "pip": ((323, 711), (100, 200), (323, 711)),
    "bouncy-sheet": ((195, 600), (195, 300), (195, 319)),
}
SCENES = ["menu", "shortcuts", "calculator", "spring", "flashlight", "rubberband", "pause",
          "momentum", "pip", "rotation", "bouncy-sheet", "places"]


def every_scene(work):
    for scene in SCENES:
        (x0, y0), (x1, y1), (tx, ty) = TARGETS.get(scene, ((195, 600), (195, 312), (200, 420)))
        n = 24
        lines = []
        for i in range(n + 1):
            phase = "began" if i == 0 else ("ended" if i == n else "moved")
            lines.append({"t": round(0.2 + i / 60, 6), "type": "touch", "id": 1, "phase": phase,
                          "x": x0 + (x1 - x0) * i / n, "y": y0 + (y1 - y0) * i / n})
        lines.append({"t": 2.0, "type": "touch", "id": 1, "phase": "began", "x": tx, "y": ty})
        hold = 0.7 if scene == "flashlight" else 0.1   # the flashlight's simulated force ramps while held
        lines.append({"t": 2.0 + hold, "type": "touch", "id": 1, "phase": "ended", "x": tx, "y": ty})
        script, trace, gif = (os.path.join(work, f"{scene}.{ext}") for ext in ("jsonl", "trace", "gif"))
        traces.write(script, lines)
        run = fluid("replay", script, "--scene", scene, "--trace", trace, "--video", gif, "--scale", "0.5",
                    timeout=180)
        name = f"replay --scene {scene}"
        if run.returncode != 0:
            failed(name, f"exit {run.returncode}: {run.stderr[:300]}")
            continue

        def responds():
            header, frames = traces.header_and_frames(trace)
            assert header["scene"] == scene, header
            # The scene's own objects (everything but frame/t/scene) must change while input arrives.
            own = lambda f: json.dumps({k: v for k, v in f.items() if k not in ("frame", "t")}, sort_keys=True)
            assert len({own(f) for f in frames}) > 1, "trace never changes"
            assert open(gif, "rb").read(6) == b"GIF89a", "no GIF"
        holds(f"{name}: trace responds, GIF written", responds)


def make_help():
    """`make help` lists every target of the Makefile's .PHONY line, each with its `##` text."""
    phony = next(line for line in open("Makefile") if line.startswith(".PHONY:")).split()[1:]
    out = procs.run(["make", "-s", "help"], timeout=30)
    listed = [line.split()[0] for line in out.stdout.splitlines() if line and not line.startswith(" ")]
    missing = [target for target in phony if target not in listed]
    check(f"make help lists all {len(phony)} targets, each with its ## line",
          out.returncode == 0 and not missing and sorted(listed) == sorted(phony),
          f"exit {out.returncode}; missing {missing}; listed but not .PHONY {sorted(set(listed) - set(phony))}")


def main():
    import importlib
    print("test-cli: fluid replay contracts")
    if not os.access(FLUID, os.X_OK):
        failed(f"{FLUID} is built")
        finish()
    work = procs.workdir("cli")
    make_help()
    replay_contracts(work)
    drawer_replays(work)
    every_scene(work)
    for suite in SUITES:
        print(f"suite: {suite}")
        importlib.import_module(f"fluidcheck.cli_{suite}").run(BIN, procs.workdir(f"cli-{suite}"))
    finish()
