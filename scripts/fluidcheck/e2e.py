"""End-to-end test of the real playground window: Xvfb, the real mouse and keyboard (xdotool,
through XTest), the trace the playground writes, and screenshots of the screen.

Extend: add a scenario function (see `probe`) that opens a scene with `open_scene`, drives it
with `drag`/`key`, checks the trace with `holds` and pixels with `pixel_is`; then call it from
`main`.
"""
import json
import math
import os
import re
import time

from . import procs, traces
from .checks import check, failed, finish, holds, passed
from .playground import Playground
from .x11 import (Image, Xvfb, hex_colour, mouse_path, near, screen_size, screenshot,
                  window_geometry, xdotool)

BIN = procs.binaries()
FLUID = os.path.join(BIN, "fluid")
PLAYGROUND = os.path.join(BIN, "fluid-playground")
WORK = procs.workdir("e2e")
SCREEN = os.path.join(WORK, "screen.png")

# Geometry of the Shortcuts scene (DrawerList defaults, Metrics.rowHeight): the drawer's header
# is grabber 20 + search band 52 + title 44 = 116 pt above the first row; rows are 64 pt tall.
SHORTCUTS_HEADER = 116
SHORTCUTS_ROW = 64
# The drawer's sheet: #F2F2F7 (secondarySystemBackground) mixed 55 % toward white.
SHORTCUTS_SHEET = "#FAFAFC"


def open_scene(scene, *args, data=None, name=None, failure=None):
    """Opens the playground at `scene`. A window that does not open fails the check `failure`
    (default `name`, else "SCENE window opens"); one that does passes `name` when given.
    `data`: the XDG_DATA_HOME it loads and saves in."""
    env = dict(os.environ)
    if data is not None:
        os.makedirs(data, exist_ok=True)
        env["XDG_DATA_HOME"] = data
    app = Playground(PLAYGROUND, WORK, scene, *args, env=env)
    label = failure or name or f"{scene} window opens"
    if not app.opened:
        failed(label, app.error)
        procs.stop(app.process)
        return None
    if name:
        passed(name)
    return app


def replay(script, trace, *args):
    """`fluid replay SCRIPT --trace TRACE ARGS`; the run (returncode, stderr)."""
    return procs.run([FLUID, "replay", script, "--trace", trace, *args], timeout=120)


def replays_to(name, app, out, same, *args):
    """The recording of `app` replays (with ARGS) to a last trace line whose `same` objects are
    those of the live trace's last line."""
    def probe():
        run = replay(app.record, out, *args)
        assert run.returncode == 0, f"replay exit {run.returncode}: {run.stderr.strip()[:300]}"
        a, b = traces.last(out), traces.last(app.trace)
        assert all(a[key] == b[key] for key in same), (a, b)
    holds(name, probe)


def pixel_is(name, app, image, x, y, colour, tolerance):
    """The screenshot pixel at window point (x, y) is `colour` (±`tolerance` per channel)."""
    wx, wy, _, _ = window_geometry(app.window)
    got = image.pixel(wx + x, wy + y)
    check(name, near(got, hex_colour(colour), tolerance),
          f"got #{bytes(got).hex().upper()}, want {colour}")


# --- probe: host plumbing ------------------------------------------------------------------------

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


# --- shortcuts: the drawer under the real mouse ----------------------------------------------------

def drawer_edge_matches(name, app):
    """In a screenshot's column 20 pt from the window's left edge, the first row of the drawer's
    sheet colour (8 rows running, ±3 per channel) is within ±2 px of the last frame's drawer.top
    (scale 1: one point is one pixel)."""
    def probe():
        top = app.last()["drawer"]["top"]
        image = screenshot(SCREEN)
        wx, wy, _, height = window_geometry(app.window)
        rows = {y: image.pixel(wx + 20, wy + y) for y in range(height)}
        want = hex_colour(SHORTCUTS_SHEET)
        sheet = lambda y: y in rows and near(rows[y], want, 3)
        edge = next((y for y in sorted(rows) if all(sheet(y + k) for k in range(8))), None)
        assert edge is not None, "no run of the sheet colour in the column"
        assert abs(edge - top) <= 2, \
            f"sheet starts at pixel row {edge}, trace says top {top}; above it {rows.get(edge - 1)}"
    holds(name, probe)


def flick_up_from_grabber(app):
    """A fast drag up from the grabber band (a press without movement in the search band below
    it would be a tap on the search field)."""
    xdotool("mousemove", "--window", app.window, 195, 730, "mousedown", 1,
            *mouse_path(app.window, 195, 730, 195, 330, 10), "mouseup", 1)


def segment(app, n):
    """The header, and the drawer objects of the frames from trace line `n` on."""
    header, frames = app.frames()
    return header, [f["drawer"] for f in frames[n - 1:]], frames[n - 1:]


def shortcuts():
    print("scenario: shortcuts (flick, scroll and hand-off without lifting, tap an action, drawer edge)")
    # A fresh data directory: the playground loads and saves the shortcut there.
    data = os.path.join(WORK, "xdg")
    app = open_scene("shortcuts", "--scale", 1, data=data, name="shortcuts window opens")
    if not app:
        return

    def starts():
        header, frames = app.frames()
        d, s = frames[0]["drawer"], frames[0]["shortcut"]
        assert header["detents"] == {"compressed": 724, "expanded": 544, "fullHeight": 35}, header
        assert d["top"] == 724 and d["detent"] == "compressed" and d["dim"] == 0, d
        assert s["steps"] == 4, s
    holds("starts compressed with the sample shortcut", starts)
    # The hand-off below pulls the finger to y = 1100 pt, under the window: X keeps sending the
    # pressed mouse's motion there, but the screen must reach that far.
    _, wy, _, _ = window_geometry(app.window)
    if wy + 1100 >= screen_size()[1]:
        failed("screen leaves room below the window", f"window at y {wy}")
        app.quit()
        return

    # (a) A flick up from compressed reaches full height.
    n = app.lines()
    flick_up_from_grabber(app)
    app.rests("drawer")

    def flick():
        _, seg, _ = segment(app, n)
        assert any(d["phase"] == "dragging" for d in seg), "the drawer never followed the mouse"
        settling = [d for d in seg if d["phase"] == "settling"]
        assert settling and settling[0]["target"] == "fullHeight" and settling[0]["velocity"] < -500, settling[:1]
        assert seg[-1]["detent"] == "fullHeight" and seg[-1]["top"] == 35 and seg[-1]["dim"] == 0.4, seg[-1]
    holds("flick up from compressed reaches full height", flick)
    drawer_edge_matches("screenshot: drawer edge at the traced top (full height, dimmed above)", app)

    # (b) At full height: press on the list, scroll it up 300 pt, then without lifting pull
    # down 700 pt (steps of 20 pt) and let go while moving.
    n = app.lines()
    xdotool("mousemove", "--window", app.window, 195, 700, "mousedown", 1,
            *mouse_path(app.window, 195, 700, 195, 400, 15),
            *mouse_path(app.window, 195, 400, 195, 1100, 35), "mouseup", 1)
    app.rests("drawer")

    def turn_of(seg):
        return max(range(len(seg)), key=lambda i: seg[i]["contentOffset"])

    def list_scrolls():
        _, seg, _ = segment(app, n)
        turn = turn_of(seg)
        assert seg[turn]["contentOffset"] >= 250, seg[turn]
        assert all(d["top"] == 35 for d in seg[:turn + 1]), "the drawer moved while the list scrolled up"
    holds("list scrolls while the drawer stays at full height", list_scrolls)

    def pulling_down():
        _, seg, _ = segment(app, n)
        turn = turn_of(seg)
        down = [d for d in seg[turn:] if d["phase"] in ("dragging", "scrolling")]
        zero = next(i for i, d in enumerate(down) if d["contentOffset"] == 0)
        assert down[-1]["top"] > 35 + 300, down[-1]
        assert all(d["contentOffset"] == 0 for d in down[zero:]), "the list scrolled again after the hand-off"
    holds("pulling down: list back to 0, then the drawer follows the finger", pulling_down)

    def no_jump():
        _, seg, frames = segment(app, n)
        turn = turn_of(seg)
        down = [d for d in seg[turn:] if d["phase"] in ("dragging", "scrolling")]
        t0, o0 = down[0]["top"], down[0]["contentOffset"]
        finger = [(d["top"] - t0) + (o0 - d["contentOffset"]) for d in down]
        # The mouse moved on a 20 pt grid from the turn: every frame accounts for it exactly.
        off_grid = [v for v in finger if abs(v - 20 * round(v / 20)) > 0.5]
        assert not off_grid, f"movement not on the finger grid: {off_grid[:3]}"
        assert 600 <= finger[-1] <= 700.5, finger[-1]
        # Per frame, drawer + list moved no more than the mouse can between two frames: one 20 pt
        # step per 16 ms of the frame interval, plus one step queued across the frame boundary
        # (60 pt at 60 Hz; more only when the playground was starved of CPU and the frame
        # interval grew).
        times = [f["t"] for f in frames]
        pairs = [(times[i], d) for i, d in enumerate(seg)
                 if i >= turn and d["phase"] in ("dragging", "scrolling")]
        for (ta, a), (tb, b) in zip(pairs, pairs[1:]):
            dt, do = b["top"] - a["top"], b["contentOffset"] - a["contentOffset"]
            assert dt >= -1e-9 and do <= 1e-9, ("moved against the finger", a, b)
            limit = 20 * (int((tb - ta) / 0.016) + 2) + 0.5
            assert abs(dt) + abs(do) <= limit, ("jump", round(tb - ta, 3), a, b)
    holds("hand-off without a jump: drawer + list movement = finger movement", no_jump)

    def lower_detent():
        header, seg, _ = segment(app, n)
        last = seg[-1]
        assert last["detent"] in ("compressed", "expanded"), last
        assert last["top"] == header["detents"][last["detent"]], last
    holds("released while moving: settles at a lower detent", lower_detent)

    # (c) Tap an action row (at expanded, or at full height after a flick from compressed).
    if app.last()["drawer"]["detent"] == "compressed":
        flick_up_from_grabber(app)
        app.rests("drawer")
    f = app.last()
    steps = f["shortcut"]["steps"]
    row_y = int(f["drawer"]["top"] + SHORTCUTS_HEADER + SHORTCUTS_ROW * 1.5 - f["drawer"]["contentOffset"])
    n = app.lines()
    xdotool("mousemove", "--window", app.window, 195, row_y, "sleep", 0.05,
            "mousedown", 1, "sleep", 0.08, "mouseup", 1)
    app.rests("drawer")

    def tapped():
        _, frames = app.frames()
        seg = frames[n - 1:]
        assert seg[-1]["shortcut"]["steps"] == steps + 1, (seg[-1]["shortcut"], steps)
        assert seg[-1]["drawer"]["detent"] == "compressed" and seg[-1]["drawer"]["top"] == 724, seg[-1]["drawer"]
    holds("tapping an action adds one step and compresses the drawer", tapped)

    def saved():
        saved = json.load(open(os.path.join(data, "fluid", "shortcut.json")))
        last = app.last()["shortcut"]
        assert len(saved["steps"]) == last["steps"] == steps + 1 and saved["steps"][-1] == last["lastStep"], (saved, last)
    holds("the shortcut is saved in XDG_DATA_HOME with the new step", saved)

    # (d) At rest, the drawer's edge on screen is where the trace says.
    drawer_edge_matches("screenshot: drawer edge at the traced top (compressed)", app)
    check("shortcuts quits on SIGTERM with status 0", app.quit())
    replays_to("the recording replays to the same shortcut", app,
               os.path.join(WORK, "shortcuts-replayed.jsonl"), ("shortcut", "drawer"),
               "--scene", "shortcuts", "--size", "390x844")


# --- keyboard: a step added to the shortcut without the mouse ------------------------------------
# The focus ring: 3 pt of #0A84FF, 3 pt outside the focused frame. The grabber's frame is its
# 36 × 5 pt handle grown by 12 pt sideways and 8 pt up and down: x 165…225 at the compressed
# drawer (top 724), so the ring's left edge runs down x = 162 beside the handle (y ≈ 734).

def key_and_rest(app, *keys):
    n = app.lines()
    app.key(*keys)
    app.grows(n)
    app.rests("drawer")


def keyboard():
    print("scenario: keyboard (focus the grabber, raise the drawer, Tab to an action, Return adds it)")
    data = os.path.join(WORK, "keyboard-data")
    app = open_scene("shortcuts", "--scale", 1, data=data, name="keyboard: shortcuts window opens")
    if not app:
        return
    last = lambda: app.frames()[1][-1]
    key_and_rest(app, "shift+Tab")
    key_and_rest(app, "shift+Tab")

    def grabber():
        assert last().get("focus") == "grabber", last()
    holds("Shift-Tab twice focuses the grabber (search field, then grabber)", grabber)
    pixel_is("screenshot: the focus ring beside the grabber", app, screenshot(SCREEN), 162, 734, "0A84FF", 40)
    key_and_rest(app, "Up")

    def expanded():
        d = last()["drawer"]
        assert d["detent"] == "expanded" and d["top"] == 544, d
    holds("Up on the focused grabber raises the drawer to expanded", expanded)
    key_and_rest(app, "Tab")
    key_and_rest(app, "Tab")

    def first_row():
        assert last().get("focus") == "row.if", last()
    holds("Tab, Tab reaches the first action row", first_row)
    key_and_rest(app, "Return")

    def added():
        s, d = last()["shortcut"], last()["drawer"]
        assert s["steps"] == 5 and s["lastStep"] == "if", s
        assert d["detent"] == "compressed", d
    holds("Return adds the action as the fifth step and compresses the drawer", added)

    def saved():
        saved = json.load(open(os.path.join(data, "fluid", "shortcut.json")))
        assert saved["steps"][-1] == "if" and len(saved["steps"]) == 5, saved
    holds("keyboard: the shortcut is saved with the new step", saved)
    check("keyboard: the window quits on SIGTERM with status 0", app.quit())
    replays_to("keyboard: the recording replays to the same shortcut", app,
               os.path.join(WORK, "keyboard-replayed.jsonl"), ("shortcut",),
               "--scene", "shortcuts", "--size", "390x844")


# --- menu: every scene opened through the menu responds to the real mouse ------------------------
# name, menu row, drag from (x0, y0) to (x1, y1), tap at (tx, ty), hold (s): points at scale 1.
# Row i is centred at header 112 + 76 i + 38 (MenuModel.rowHeight).
MENU_ROWS = [
    ("shortcuts", 0, 195, 732, 195, 500, 195, 60, 0.05),
    ("calculator", 1, 195, 300, 195, 200, 151, 438, 0.05),
    ("spring", 2, 195, 600, 195, 300, 195, 166, 0.05),
    ("flashlight", 3, 320, 727, 320, 700, 71, 727, 0.8),
    ("rubberband", 4, 220, 370, 220, 120, 200, 420, 0.05),
    ("pause", 5, 195, 600, 195, 312, 200, 420, 0.05),
    ("momentum", 6, 195, 800, 195, 450, 195, 800, 0.05),
    ("pip", 7, 323, 711, 100, 200, 323, 711, 0.05),
    ("rotation", 8, 195, 600, 195, 312, 200, 420, 0.05),
    ("bouncy-sheet", 9, 195, 600, 195, 300, 195, 319, 0.05),
]


def menu():
    print("scenario: menu (open each scene, drag and tap it, Escape back)")
    app = open_scene("menu", data=os.path.join(WORK, "menu-data"), name="menu window opens")
    if not app:
        return
    showing = lambda scene: lambda: app.last()["scene"] == scene
    for name, row, x0, y0, x1, y1, tx, ty, hold in MENU_ROWS:
        xdotool("mousemove", "--window", app.window, 195, 150 + 76 * row, "click", 1)
        if not procs.wait_for(10, showing(name)):
            failed(f"menu opens {name}")
            continue
        # Once the scene has come in (its frames stop), a drag and a tap with a hold.
        app.settles(3)
        app.drag(x0, y0, x1, y1, 12)
        xdotool("mousemove", "--window", app.window, tx, ty, "mousedown", 1, "sleep", hold, "mouseup", 1)

        def distinct():
            own = [json.dumps({k: v for k, v in f.items() if k not in ("frame", "t", "scene")}, sort_keys=True)
                   for f in app.frames()[1] if f["scene"] == name]
            return len(set(own)), len(own)
        procs.wait_for(5, lambda: distinct()[0] > 2 and traces.quiet(app.trace, 0.3))

        def responds():
            states, count = distinct()
            assert states > 2, f"{states} distinct states in {count} frames"
        holds(f"menu opens {name}; its trace responds to a drag and a tap", responds)
        app.key("Escape")
        if not procs.wait_for(5, showing("menu")):
            app.key("Escape")
            if not procs.wait_for(5, showing("menu")):
                failed(f"Escape returns from {name} to the menu")
    check("menu quits on SIGTERM with status 0", app.quit())


# --- wheel: notches (X buttons 4 and 5, as a wheel sends them) and the page keys scroll -----------

def wheel(app, button, count, x, y):
    """`count` clicks of X button `button` (4 up, 5 down) with the pointer at (x, y), 50 ms
    apart, then waits for the trace to grow."""
    n = app.lines()
    xdotool("mousemove", "--window", app.window, x, y, "click", "--repeat", count, "--delay", 50, button)
    app.grows(n)


def wheel_scenario():
    print("scenario: wheel (notches and Page Down scroll the menu and the Shortcuts list, recorded)")
    data = os.path.join(WORK, "wheel-data")
    # A short window, so that the list scrolls by more than three notches and a page.
    app = open_scene("menu", "--scale", 1, "--size", "390x500", data=data)
    if not app:
        return
    last = lambda key: app.frames()[1][-1][key]
    wheel(app, 5, 3, 195, 300)
    app.rests("menu")

    def scrolled():
        m = last("menu")
        assert m["offset"] > 100 and m["phase"] == "resting", m
    holds("menu: three notches down scroll the list", scrolled)
    before = app.last()["menu"]["offset"]
    app.key("Next")
    app.rests("menu")

    def paged():
        m = last("menu")
        assert m["offset"] > before, (m, before)
    holds("menu: Page Down scrolls further", paged)
    wheel(app, 4, 30, 195, 300)
    app.rests("menu")

    def top():
        assert last("menu")["offset"] == 0, last("menu")
    holds("menu: notches up return to the top", top)
    check("menu quits on SIGTERM with status 0", app.quit())

    def menu_record():
        assert '"type":"scroll","phase":"wheel"' in open(app.record).read(), "no wheel notch recorded"
        out = os.path.join(WORK, "wheel-menu-replayed.jsonl")
        run = replay(app.record, out)
        assert run.returncode == 0, run.stderr
        a, b = traces.last(out), traces.last(app.trace)
        assert a["menu"] == b["menu"], (a, b)
    holds("menu: the recording holds wheel notches and replays to the same offset", menu_record)

    app = open_scene("shortcuts", "--scale", 1, data=data)
    if not app:
        return
    # Over the compressed drawer's header, a notch down expands it as a finger would; another
    # takes it to full height.
    wheel(app, 5, 1, 195, 734)
    app.rests("drawer")
    holds("shortcuts: a notch over the compressed drawer expands it",
          lambda: _assert(last("drawer")["detent"] == "expanded", last("drawer")))
    wheel(app, 5, 1, 195, 560)
    app.rests("drawer")
    wheel(app, 5, 2, 195, 400)
    app.rests("drawer")

    def list_scrolled():
        d = last("drawer")
        assert d["detent"] == "fullHeight" and d["top"] == 35 and d["contentOffset"] > 100, d
    holds("shortcuts: notches over the list at full height scroll it", list_scrolled)
    before = app.last()["drawer"]["contentOffset"]
    app.key("Next")
    app.rests("drawer")

    def page():
        d = last("drawer")
        assert abs(d["contentOffset"] - (before + 629)) < 1e-6, d
    holds("shortcuts: Page Down scrolls the list a page (693 − 64 pt)", page)
    check("shortcuts quits on SIGTERM with status 0", app.quit())
    check("shortcuts: the recording holds the notches",
          '"type":"scroll","phase":"wheel"' in open(app.record).read())
    replays_to("shortcuts: the recording replays to the same drawer", app,
               os.path.join(WORK, "wheel-shortcuts-replayed.jsonl"), ("drawer",))


def _assert(condition, detail):
    assert condition, detail


# --- recordings carry their starting state ---------------------------------------------------------
# Each scene recorded in the real window at a size, scale and theme that are not replay's
# defaults (and, for shortcuts, a saved shortcut that is not the sample) replays with no options
# to the same final trace line (frame number, time and the window's own timings aside): the
# recording's header carries where it started.
RECORDED_SCENES = ["shortcuts", "menu", "calculator", "spring", "flashlight", "rubberband", "pause",
                   "momentum", "pip", "rotation", "bouncy-sheet"]


def recordings():
    print("scenario: recordings carry their starting state (header) and replay to the same end")
    data = os.path.join(WORK, "recording-data")
    os.makedirs(os.path.join(data, "fluid"), exist_ok=True)
    with open(os.path.join(data, "fluid", "shortcut.json"), "w") as file:
        file.write('{"name":"Evening","steps":["text","weather"]}')
    for name in RECORDED_SCENES:
        app = Playground(PLAYGROUND, WORK, name, "--size", "420x700", "--scale", 1, "--dark",
                         env=dict(os.environ, XDG_DATA_HOME=data))
        if not app.opened:
            failed(f"record {name}", app.error)
            procs.stop(app.process)
            continue
        app.settles(5)
        app.drag(200, 560, 200, 300, 10)
        app.settles(5)
        taps_at = app.lines()
        xdotool("mousemove", "--window", app.window, 200, 420, "click", 1)
        # The tap's frames, then rest (bounded: a scene that keeps moving is quit after 10 s and
        # compared as it is; a tap on nothing presents no frame).
        app.grows(taps_at, 2)
        app.settles(10)
        app.quit()
        out = os.path.join(WORK, f"{name}.replayed.jsonl")
        run = replay(app.record, out)
        if run.returncode != 0:
            failed(f"{name}: the recording replays", run.stderr[:300])
            continue

        def same_end():
            def last(path):
                lines = traces.lines(path)
                return lines[0], {k: v for k, v in lines[-1].items() if k not in ("frame", "t")}
            (lh, live), (rh, replayed) = last(app.trace), last(out)
            assert (rh["width"], rh["height"], rh["scale"]) == (lh["width"], lh["height"], lh["scale"]), (lh, rh)
            # The window adds host timings (when the frame was presented, how long it took to draw).
            live = {k: v for k, v in live.items() if k in replayed}
            # A held finger sends no events; the pause scene detects the pause at the instant its
            # velocity tracker sees the stop, whatever the frame clock, so the two times agree
            # (two frames of margin).
            if name == "pause" and live["pause"]["pauseTime"] is not None \
                    and replayed["pause"]["pauseTime"] is not None:
                assert abs(live["pause"].pop("pauseTime") - replayed["pause"].pop("pauseTime")) <= 2 / 60, (live, replayed)
            assert len(replayed) >= 2 and live == replayed, (live, replayed)
        holds(f"{name}: the recording replays, with no options, to the same final trace line", same_end)


# --- the window itself: HiDPI fit, live resizes, keyboard quit -------------------------------------

def unpainted(app):
    """The 16 × 16 pixel squares of the window that are pure black (SDL's clear colour; the
    probe paints #F2F2F7 and draws nothing that large in black), in a fresh screenshot."""
    image = screenshot(SCREEN)
    wx, wy, w, h = window_geometry(app.window)
    black = lambda x, y: image.pixel(wx + x, wy + y) == (0, 0, 0)
    return w, h, [(x, y) for y in range(0, h - 15, 16) for x in range(0, w - 15, 16)
                  if all(black(x + i, y + j) for j in range(0, 16, 3) for i in range(0, 16, 3))]


def window_painted(name, app):
    """The window's area has no unpainted block (polled: a resize is drawn on the next frame)."""
    procs.wait_for(5, lambda: not unpainted(app)[2])
    w, h, black = unpainted(app)
    check(name, not black, f"{len(black)} unpainted 16 px blocks in the {w}x{h} window, first at {black[:1]}")


def resize(app, width, height):
    xdotool("windowsize", app.window, width, height)
    procs.wait_for(5, lambda: window_geometry(app.window)[2:] == (width, height))


def app_exits(name, app):
    """The app exits with status 0 within 5 s."""
    status = app.exits(5)
    if status is None:
        failed(name, "still running")
    else:
        check(name, status == 0, f"exit status {status}; log: {app.log()[-300:]}")


def window():
    """Run on a 1280 × 1024 screen: at --scale 2 the default 390 × 844 pt container is 1688 px
    high."""
    print("scenario: window (--scale 2 on 1280x1024, live resizes, Escape and Ctrl+Q quit)")
    app = open_scene("probe", "--scale", 2, failure="probe window opens at --scale 2")
    if not app:
        return
    check("stderr says the window was fitted to the screen", "does not fit the 1280x1024 screen" in app.log(),
          app.log()[-300:])
    wx, wy, ww, wh = window_geometry(app.window)
    check(f"the first window fits the screen (window {ww}x{wh}+{wx}+{wy})",
          wx >= 0 and wy >= 0 and wx + ww <= 1280 and wy + wh <= 1024)

    def shrank():
        header = app.frames()[0]
        assert header["scale"] == 2 and header["width"] == 390 and header["height"] < 844, header
    holds("the container shrank, the scale stayed 2", shrank)

    def container():
        h = app.frames()[0]
        assert (h["width"] * 2, h["height"] * 2) == (ww, wh), (h, ww, wh)
    holds("the window is the container at scale 2", container)
    window_painted("every pixel of the --scale 2 window is painted", app)
    resize(app, 1000, 600)
    window_painted("after a live resize to 1000x600 px, every pixel is painted", app)
    resize(app, 500, 900)
    window_painted("after a live resize to 500x900 px, every pixel is painted", app)
    app.focus()
    xdotool("key", "ctrl+q")
    app_exits("Ctrl+Q closes the window (status 0)", app)

    app = open_scene("menu", "--scale", 1)
    if not app:
        return
    # Through XTEST (the server's keyboard), not sent to the window: the window is gone before
    # the key's release, and a release that never reaches the server leaves Escape held down,
    # auto-repeating into the next window.
    app.focus()
    xdotool("key", "Escape")
    app_exits("Escape at the menu closes the window (status 0)", app)
    app = open_scene("calculator", "--scale", 1)
    if not app:
        return
    app.focus()
    xdotool("key", "ctrl+q")
    app_exits("Ctrl+Q closes the window from a scene (status 0)", app)


def headless_difference(app, scene, size):
    """(window size, differing pixels, total): the window's pixels (scale 1) against `fluid
    replay`'s headless frame of `scene` at `size` at rest (ImageMagick: pixels differing by more
    than 3 %)."""
    screenshot(SCREEN)
    wx, wy, ww, wh = window_geometry(app.window)
    window_png = os.path.join(WORK, "window.png")
    procs.run(["convert", SCREEN, "-crop", f"{ww}x{wh}+{wx}+{wy}", "+repage", window_png])
    frames = os.path.join(WORK, "headless", f"{scene}-{size}")
    if not os.path.isdir(frames):
        rest = os.path.join(WORK, "rest.jsonl")
        traces.write(rest, [{"t": 0.1, "type": "text", "text": ""}])
        procs.run([FLUID, "replay", rest, "--scene", scene, "--size", size, "--scale", 1,
                   "--frames", frames], timeout=120)
    last = sorted(os.listdir(frames))[-1]
    compare = procs.run(["compare", "-metric", "AE", "-fuzz", "3%", window_png,
                         os.path.join(frames, last), "null:"])
    differing = compare.stderr.strip()
    return f"{ww}x{wh}", differing, ww * wh


def same_as_headless(name, app, scene, size):
    """At most 0.5 % of the window's pixels differ from the headless frame (polled: the resize
    is drawn within a few frames)."""
    def matches():
        got, differing, total = headless_difference(app, scene, size)
        return got == size and re.fullmatch(r"[0-9.e+]+", differing) and float(differing) <= total // 200
    procs.wait_for(5, matches, every=0.3)
    got, differing, total = headless_difference(app, scene, size)
    ok = got == size and re.fullmatch(r"[0-9.e+]+", differing) is not None and float(differing) <= total // 200
    check(name, ok, f"window {got}, {differing} of {total} pixels differ from the headless {size} frame")


def resize_every_scene():
    """Every menu scene resized live to landscape and back looks as the headless render at that
    size (which the layout and golden tests check whole)."""
    print("scenario: live resize of every scene to landscape and back")
    for scene in ["shortcuts", "calculator", "spring", "flashlight", "rubberband", "pause", "momentum",
                  "pip", "rotation", "bouncy-sheet", "menu"]:
        app = open_scene(scene, "--scale", 1)
        if not app:
            continue
        app.settles(5)
        resize(app, 844, 390)
        same_as_headless(f"{scene} resized to 844x390 is whole (matches the headless frame)", app, scene, "844x390")
        resize(app, 390, 844)
        same_as_headless(f"{scene} back at 390x844 is whole", app, scene, "390x844")
        if not app.quit():
            failed(f"{scene} quits")


def clipboard():
    """The spring designer's Copy code puts the chosen platform's code on the X clipboard."""
    print("scenario: spring designer copies code to the clipboard")
    app = open_scene("spring", "--scale", 1)
    if not app:
        return
    app.focus()
    # Reading order: back, stage, two sliders, platform, copy. Each key is pressed once the
    # previous one has moved the focus.
    focus = lambda: app.last().get("focus")
    for _ in range(5):
        before = focus()
        xdotool("key", "Tab")
        procs.wait_for(2, lambda: focus() != before)
    procs.wait_for(5, lambda: focus() == "platform")
    before = app.last()["spring"].get("platform")
    xdotool("key", "Return")
    procs.wait_for(2, lambda: app.last()["spring"].get("platform") != before)
    xdotool("key", "Tab")
    procs.wait_for(2, lambda: focus() != "platform")
    xdotool("key", "Return")
    procs.wait_for(5, lambda: app.last()["spring"]["copied"])
    described = procs.run([FLUID, "spring", "describe", "--response", 1, "--damping-ratio", 0.5, "--json"])
    want = json.loads(described.stdout)["code"]["SwiftUI (duration)"]
    pasted = procs.run(["xclip", "-o", "-selection", "clipboard"], timeout=5)
    got = (pasted.stdout + pasted.stderr).rstrip("\n")
    check(f"Copy code puts the chosen platform's code on the clipboard ({got})", got == want.rstrip("\n"))

    def confirmed():
        last = app.frames()[1][-1]["spring"]
        assert last["platform"] == "SwiftUI (duration)" and last["copied"], last
    holds("the trace shows the platform and the confirmation", confirmed)
    if not app.quit():
        failed("spring quits")


# --- no display --------------------------------------------------------------------------------------

def no_display():
    """With no display the playground says so and exits 69, instead of running with no window
    (SDL's quiet fallback to a windowless driver)."""
    n = 200
    while os.path.exists(f"/tmp/.X{n}-lock") or os.path.exists(f"/tmp/.X11-unix/X{n}"):
        n += 1
    runtime = os.path.join(WORK, "runtime")
    os.mkdir(runtime, 0o700)
    env = {k: v for k, v in os.environ.items() if k != "WAYLAND_DISPLAY"}
    run = procs.run([PLAYGROUND, "--scene", "probe"], timeout=20,
                    env=dict(env, DISPLAY=f":{n}", XDG_RUNTIME_DIR=runtime))
    lines = run.stderr.splitlines()
    check(f"no display: exit 69 with one line ({run.stderr.strip()})",
          run.returncode == 69 and len(lines) == 1 and f"no display could be opened (DISPLAY=:{n}" in run.stderr,
          f"exit {run.returncode}, {len(lines)} lines: {run.stderr[:300]}")
    # Nothing set at all (a bare ssh session): no line of SDL's or libwayland's before ours.
    env = {k: v for k, v in os.environ.items()
           if k not in ("WAYLAND_DISPLAY", "DISPLAY", "XDG_RUNTIME_DIR", "SDL_VIDEODRIVER")}
    run = procs.run([PLAYGROUND, "--scene", "probe"], timeout=20, env=env)
    lines = run.stderr.splitlines()
    check("no DISPLAY, WAYLAND_DISPLAY or XDG_RUNTIME_DIR: exit 69 with only our line",
          run.returncode == 69 and len(lines) == 1
          and lines[0].startswith("fluid-playground: no display could be opened (DISPLAY=unset"),
          f"exit {run.returncode}, {len(lines)} lines: {run.stderr[:300]}")


def main():
    print("test-e2e: fluid-playground under Xvfb")
    # No accessibility bus, whatever session runs the test: the playground must then start
    # nothing for assistive technology (the atspi suite covers the bus).
    for name in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS"):
        os.environ.pop(name, None)
    if not os.access(PLAYGROUND, os.X_OK):
        failed(f"{PLAYGROUND} is built")
        finish()
    no_display()
    display = Xvfb(99, 140, "1280x2048x24", WORK)
    if check(f"Xvfb on {os.environ.get('DISPLAY')}", display.started, display.why_not()):
        probe()
        shortcuts()
        keyboard()
        menu()
        wheel_scenario()
        recordings()
    display.stop()
    display = Xvfb(99, 140, "1280x1024x24", WORK)
    if check(f"Xvfb on {os.environ.get('DISPLAY')} at 1280x1024", display.started, display.why_not()):
        window()
        resize_every_scene()
        clipboard()
    display.stop()
    finish()
