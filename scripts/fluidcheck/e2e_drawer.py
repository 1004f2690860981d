"""The Shortcuts drawer under the real mouse and keyboard: flick, scroll and hand-off without
lifting, tapping an action, the drawer's edge on screen, and a step added by keys only."""
import json
import os

from .checks import check, failed, holds
from .e2e_support import SCREEN, WORK, open_scene, pixel_is, replays_to
from .x11 import hex_colour, mouse_path, near, screen_size, screenshot, window_geometry, xdotool

# is grabber 20 + search band 52 + title 44 = 116 pt above the first row; rows are 64 pt tall.
SHORTCUTS_HEADER = 116
SHORTCUTS_ROW = 64
# The drawer's sheet: #F2F2F7 (secondarySystemBackground) mixed 55 % toward white.
SHORTCUTS_SHEET = "#FAFAFC"


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
