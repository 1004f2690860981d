"""The menu and its scenes under the real mouse, the wheel and page keys, and recordings that
carry their starting state."""
import json
import os

from . import procs, traces
from .checks import check, failed, holds
from .e2e_support import PLAYGROUND, WORK, open_scene, replay, replays_to
from .playground import Playground
from .x11 import xdotool


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
    at_rest_in_menu = lambda: app.last()["scene"] == "menu" and "navigation" not in app.last()
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
        # Back to the menu once the pop's transition has come to rest (a click while it
        # springs would catch it, not open a row).
        app.key("Escape")
        if not procs.wait_for(5, at_rest_in_menu):
            app.key("Escape")
            if not procs.wait_for(5, at_rest_in_menu):
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
