"""The app around the scenes (issue 24): Escape never quits, Ctrl+Q and the window manager's
close (WM_DELETE_WINDOW) close the window at once, and the back swipe from a scene's left edge
with the real mouse returns to the menu. Times are bounded waits, never sleeps that a result
depends on."""
import time

from . import procs, traces
from .checks import check, failed, holds
from .e2e_support import open_scene
from .x11 import close_window, viewable, xdotool


def gone_within(name, app, seconds, since):
    """The app exits with status 0 within `seconds` of `since` (time.monotonic()); a check."""
    procs.wait_for(5, lambda: not procs.alive(app.process), every=0.01)
    if procs.alive(app.process):
        failed(name, "still running after 5 s")
        procs.stop(app.process)
        return
    ms = round((time.monotonic() - since) * 1000)
    status = app.process.returncode
    check(f"{name} ({ms} ms)", status == 0 and ms <= seconds * 1000, f"exit status {status} after {ms} ms")


def escapes(app):
    """Escape presses in the app's recording so far."""
    return sum(1 for item in traces.lines(app.record) if item.get("type") == "key" and item.get("key") == "escape")


def stays_open(app, seconds=1):
    """The app is still running `seconds` from now (a bounded watch for an exit)."""
    return not procs.wait_for(seconds, lambda: not procs.alive(app.process), every=0.05)


def quitting():
    print("scenario: quit (Escape never quits; Ctrl+Q and the close button close at once)")
    app = open_scene("menu", "--scale", 1)
    if not app:
        return
    # Through XTEST (the server's keyboard), not sent to the window: a release that never
    # reaches the server would leave Escape held down, auto-repeating into the next window.
    app.focus()
    xdotool("key", "Escape")
    xdotool("key", "Escape")
    # The two presses reached the scene (recorded) and the window is still there.
    procs.wait_for(5, lambda: escapes(app) >= 2)
    recorded = escapes(app)
    check("Escape twice at the menu is recorded and leaves the window open",
          recorded >= 2 and stays_open(app) and viewable(app.window),
          f"{recorded} Escapes recorded, app {'running' if procs.alive(app.process) else 'exited'}")
    pressed = time.monotonic()
    xdotool("key", "ctrl+q")
    gone_within("then Ctrl+Q closes it (status 0) within 1 s", app, 1, pressed)

    app = open_scene("pip", "--scale", 1)
    if not app:
        return
    app.focus()
    xdotool("key", "Escape")
    procs.wait_for(5, lambda: app.last()["scene"] == "menu")
    xdotool("key", "Escape")
    procs.wait_for(5, lambda: escapes(app) >= 2)

    def back_and_open():
        assert escapes(app) >= 2, f"{escapes(app)} Escapes recorded"
        assert stays_open(app), "the app exited"
        assert app.last()["scene"] == "menu", app.last()["scene"]
    holds("Escape in a scene goes back to the menu, a second Escape keeps it open", back_and_open)
    closed = time.monotonic()
    try:
        close_window(app.window)
    except OSError as error:
        failed("the window's close button (WM_DELETE_WINDOW) closes it within 1 s", error)
        procs.stop(app.process)
        return
    gone_within("the window's close button (WM_DELETE_WINDOW) closes it within 1 s", app, 1, closed)


def navigation():
    """The back swipe with the real mouse: from the left edge the scene follows the pointer and a
    quick throw completes the pop; the menu then shows, and the trace shows the swipe tracking."""
    print("scenario: navigation (back swipe from the left edge through XTEST)")
    app = open_scene("pip", "--scale", 1)
    if not app:
        return
    app.settles(3)
    app.drag(3, 400, 330, 400, 12)
    procs.wait_for(10, lambda: app.last()["scene"] == "menu" and "navigation" not in app.last())

    def swiped_back():
        frames = app.frames()[1]
        swipe = [f["navigation"] for f in frames if f.get("navigation", {}).get("phase") == "tracking"]
        assert len(swipe) >= 3, len(swipe)
        offsets = [n["offset"] for n in swipe]
        assert offsets == sorted(offsets) and offsets[-1] > 150, offsets
        assert all(n["top"] == "pip" and n["bottom"] == "menu" for n in swipe), swipe[0]
        assert frames[-1]["scene"] == "menu" and "navigation" not in frames[-1], frames[-1]
    holds("the back swipe tracked the pointer, then popped to the menu", swiped_back)
    if not app.quit():
        failed("menu quits")
