"""make test-web's recording checks (browser-check.py check): what the page records replays to
the trace the page drew.

In each case the page runs on its own clock (animation frames, event timestamps) while real
input events reach it through the DevTools protocol (Input.dispatchTouchEvent, mouse wheels,
keys: Chromium's events, not a finger, so nothing here stands for a device's recording). Then
the page's recording (fluidPage.recording(): its start as a header, every sample it received
with its timestamp, the frames it drew) is replayed by native `fluid replay`, whose trace must
be the page's own (fluidPage.trace, trace=1), byte for byte."""
import json
import math
import pathlib
import subprocess
import tempfile
import time

# The pause between dispatched samples (s): a touch screen's 60 Hz report rate.
SAMPLE_INTERVAL = 1 / 60


def touch(browser, kind, points):
    browser.call("Input.dispatchTouchEvent", type=kind,
                 touchPoints=[{"x": x, "y": y, "id": finger} for finger, (x, y) in enumerate(points)])


def stroke(browser, origin, path, fingers=1):
    """Fingers down at path[0], moved through path, lifted; each point a tuple of (x, y) per finger (pt)."""
    left, top = origin
    def place(point):
        return [(left + x, top + y) for x, y in (point if fingers > 1 else [point])]
    touch(browser, "touchStart", place(path[0]))
    for point in path[1:]:
        time.sleep(SAMPLE_INTERVAL)
        touch(browser, "touchMove", place(point))
    time.sleep(SAMPLE_INTERVAL)
    touch(browser, "touchEnd", [])


def key(browser, name, text=None):
    browser.call("Input.dispatchKeyEvent", type="keyDown", key=name, code=name, text=text or "",
                 windowsVirtualKeyCode={"Escape": 27, "Enter": 13, "Tab": 9}.get(name, 0))
    browser.call("Input.dispatchKeyEvent", type="keyUp", key=name, code=name)


def wheel(browser, origin, x, y, dy):
    browser.call("Input.dispatchMouseEvent", type="mouseWheel", x=origin[0] + x, y=origin[1] + y,
                 deltaX=0, deltaY=dy)


def drawer_drags(browser, origin):
    """A slow drag up from the compressed drawer, a flick down, a wheel notch on the list."""
    stroke(browser, origin, [(195, 790 - 14 * i) for i in range(24)])
    browser.settle()
    stroke(browser, origin, [(200, 300 + 30 * i * i / 4) for i in range(7)])
    browser.settle()
    wheel(browser, origin, 195, 700, 100)
    browser.settle()


def calculator_keys(browser, origin):
    """Digits and an operator typed, Return, then a tap on a key found by its label."""
    for character in "12+7":
        key(browser, character, character)
    key(browser, "Enter", "\r")
    browser.settle()
    nodes = browser.evaluate("fluidPage.fluid.nodes('7')")
    if nodes:
        n = nodes[0]
        stroke(browser, origin, [(n["x"] + n["width"] / 2, n["y"] + n["height"] / 2)] * 3)
    browser.settle()


def rotation_turn(browser, origin):
    """Two fingers turning the card a quarter turn about its middle."""
    path = []
    for i in range(20):
        angle = i / 19 * math.pi / 2
        path.append([(195 + 80 * math.cos(angle + k * math.pi), 422 + 80 * math.sin(angle + k * math.pi))
                     for k in (0, 1)])
    stroke(browser, origin, path, fingers=2)
    browser.settle()


def menu_and_back(browser, origin):
    """Escape to the menu (a navigation transition), then the back swipe's scene opened by a tap."""
    key(browser, "Escape")
    browser.settle()
    key(browser, "Escape")
    browser.settle()
    nodes = browser.evaluate("fluidPage.fluid.nodes('Calculator')")
    if nodes:
        n = nodes[0]
        stroke(browser, origin, [(n["x"] + n["width"] / 2, n["y"] + n["height"] / 2)] * 2)
    browser.settle()


CASES = [
    ("shortcuts", drawer_drags),
    ("calculator", calculator_keys),
    ("rotation", rotation_turn),
    ("pip", menu_and_back),
]


def recordings(browser, url, fluid_bin, checks):
    print("the page's recording, replayed by native fluid replay, gives the trace the page drew:")
    with tempfile.TemporaryDirectory() as work:
        for scene, gesture in CASES:
            browser.open(f"{url}&scene={scene}", 390, 900, 2)
            origin = browser.canvas_origin()
            browser.settle()
            gesture(browser, origin)
            browser.settle()
            page_trace = "".join(line + "\n" for line in browser.evaluate("fluidPage.trace"))
            script = browser.evaluate("fluidPage.recording()")
            path = pathlib.Path(work, f"{scene}.jsonl")
            path.write_text(script)
            result = subprocess.run([str(fluid_bin / "fluid"), "replay", str(path), "--trace", str(path) + ".trace"],
                                    capture_output=True, text=True)
            native = pathlib.Path(str(path) + ".trace").read_text() if result.returncode == 0 else ""
            lines = [json.loads(line) for line in script.splitlines()]
            kinds = {}
            for line in lines[1:]:
                kinds[line["type"]] = kinds.get(line["type"], 0) + 1
            detail = result.stderr.strip()
            if result.returncode == 0 and native != page_trace:
                for number, (a, b) in enumerate(zip(page_trace.splitlines(), native.splitlines()), 1):
                    if a != b:
                        detail = f"line {number} differs:\n    page   {a[:300]}\n    replay {b[:300]}"
                        break
                else:
                    detail = f"{len(page_trace.splitlines())} lines on the page, {len(native.splitlines())} replayed"
            header = lines[0] if lines else {}
            described = ", ".join(f"{n} {k}" for k, n in sorted(kinds.items()))
            checks.check(header.get("type") == "header" and header.get("scene") == scene and kinds.get("frame")
                         and native == page_trace,
                         f"{scene}: {described}; {len(page_trace.splitlines())} trace lines", detail)
