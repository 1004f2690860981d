"""The probe scene: the host's plumbing (window, mouse, trace, record, idle, pixels)."""
import os
import time

from . import procs, traces
from .checks import check, holds
from .e2e_support import SCREEN, WORK, open_scene, pixel_is, replay
from .x11 import screenshot


def probe():
    print("scenario: probe (host plumbing: window, mouse, trace, record, idle, pixels)")
    app = open_scene("probe", "--scale", 1, name="probe window opens")
    if not app:
        return

    def header():
        h, _ = app.frames()
        assert h["scene"] == "probe" and h["width"] == 390 and h["height"] == 844, h
    holds("header names the scene and size", header)
    app.drag(195, 422, 255, 222, 20)
    procs.wait_for(10, lambda: app.last()["probe"]["phase"] == "resting")

    def follows():
        _, frames = app.frames()
        drag = [f for f in frames if f["probe"]["phase"] == "dragging"]
        assert len(drag) >= 5, len(drag)
        top = min(f["probe"]["y"] for f in drag)
        assert abs(top - 222) <= 2, top
    holds("drag follows the real mouse", follows)

    def springs_home():
        _, frames = app.frames()
        assert any(f["probe"]["phase"] == "settling" for f in frames)
        last = frames[-1]["probe"]
        assert last["phase"] == "resting" and (last["x"], last["y"]) == (195, 422), last
    holds("release springs home and rests", springs_home)

    def display_rate():
        _, frames = app.frames()
        ts = [f["t"] for f in frames if f["probe"]["phase"] == "settling"]
        gaps = [b - a for a, b in zip(ts, ts[1:])]
        assert all(g > 0 for g in gaps), "time went backwards"
        median = sorted(gaps)[len(gaps) // 2]
        assert 1 / 75 < median < 1 / 45, median
    holds("frame times increase at the display rate", display_rate)

    # Idle is measured over an interval: nothing to poll for.
    pid = app.app_pid()
    lines_before, ticks_before = app.lines(), procs.cpu_ticks(pid)
    time.sleep(2)
    lines_after, ticks_after = app.lines(), procs.cpu_ticks(pid)
    check("idle: no frames and no CPU while nothing moves",
          lines_after == lines_before and ticks_after - ticks_before <= 10,
          f"{lines_after - lines_before} frames, {ticks_after - ticks_before} ticks")
    # The AT-SPI bridge runs on a thread named fluid-a11y; without a bus there is none.
    threads = [open(f"/proc/{pid}/task/{t}/comm").read().strip()
               for t in os.listdir(f"/proc/{pid}/task")]
    check("no accessibility bus: no AT-SPI thread started", "fluid-a11y" not in threads, threads)
    image = screenshot(SCREEN)
    pixel_is("ball drawn at home (iOS blue)", app, image, 195, 422, "#007AFF", 6)
    pixel_is("background drawn (#F2F2F7)", app, image, 40, 400, "#F2F2F7", 3)
    app.key("Escape")
    check("quits on SIGTERM with status 0", app.quit())

    def replays_home():
        out = os.path.join(WORK, "replayed.jsonl")
        run = replay(app.record, out, "--scene", "probe", "--size", "390x844")
        assert run.returncode == 0, run.stderr
        last = [f for f in traces.lines(out) if "probe" in f][-1]["probe"]
        assert last["phase"] == "resting" and (last["x"], last["y"]) == (195, 422), last
    holds("record replays to the same resting state", replays_home)

    def record_holds_drag():
        lines = traces.lines(app.record)
        assert lines[0]["type"] == "header" and lines[0]["scene"] == "probe", lines[0]
        items = lines[1:]
        touches = [i for i in items if i["type"] == "touch"]
        assert touches[0]["phase"] == "began" and touches[-1]["phase"] == "ended" and len(touches) >= 10
        assert all(a["t"] <= b["t"] for a, b in zip(items, items[1:]))
    holds("record holds the drag (began, moves, ended)", record_holds_drag)
