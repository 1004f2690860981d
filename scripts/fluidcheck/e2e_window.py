"""The window itself: HiDPI fit, live resizes of every scene against the headless render,
Ctrl+Q and the close button quit (`e2e_app.quitting`), the clipboard, and no display at all."""
import json
import os
import re

from . import procs, traces
from .checks import check, failed, holds
from .e2e_app import quitting
from .e2e_support import FLUID, PLAYGROUND, SCREEN, WORK, open_scene
from .x11 import screenshot, window_geometry, xdotool


# --- the window itself: HiDPI fit, live resizes, quitting ------------------------------------------

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
    print("scenario: window (--scale 2 on 1280x1024, live resizes, Ctrl+Q and the close button quit)")
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

    quitting()
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
    # Return opens the list of platforms on the chosen one; Down, Return chooses the next.
    before = app.last()["spring"].get("platform")
    xdotool("key", "Return")
    procs.wait_for(2, lambda: app.last()["spring"].get("choosing") and focus() != "platform")
    row = focus()
    xdotool("key", "Down")
    procs.wait_for(2, lambda: focus() != row)
    xdotool("key", "Return")
    procs.wait_for(2, lambda: app.last()["spring"].get("platform") != before
                   and not app.last()["spring"].get("choosing") and focus() == "platform")
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
