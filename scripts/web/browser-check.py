#!/usr/bin/python3
"""The web build (make web) in a real browser: Debian's chromium, headless, driven through the
DevTools protocol (python3-websocket).

check (make test-web):
  1. every script in Demos/ and Demos/feel replayed by the page's module gives the trace native
     `fluid replay` gives, byte for byte (the engine deterministic across machines); and the
     same scripts dispatched as real touch and key events (Input.dispatchTouchEvent,
     Input.dispatchKeyEvent) into the page on the replay's frame clock (clock=manual) give the
     trace `fluid replay` gives for what was dispatched: coordinates rounded to 1/64 pt, which
     the browser's single-precision touch points hold exactly, moves to where the finger
     already is left out, as the browser sends none for them, and the space bar typing a space
     as well, as it does in the playground;
  2. touches dispatched as a finger would (Input.dispatchTouchEvent) drag the Shortcuts drawer
     open and it settles at a detent; a mouse drag moves it too; Escape goes back to the menu;
     the scene picker opens a scene; a tap on a row of Places (found by its label in the page's
     semantics, fluidPage.fluid.nodes) opens the place's card;
  3. the page's exports under hostile calls (HOSTILE_CALLS of them, seeded, across every scene:
     non-finite and huge numbers, times going backwards, fingers never lifted, thousands of
     fingers, 10 MB of text, unknown keys, resizes to 0 × 0 and 100 000², calls after a failed
     open) never trap the module; afterwards the page still draws frames, comes to rest, and a
     real drag still moves the Shortcuts drawer (docs/web.md, "The page's exports");
  4. every scene at rest, drawn by the page at half a device pixel per point, is compared with
     the Cairo golden frame (Tests/FluidScenesTests/Golden/scenes/NAME-320x568-light.png) (run last);
  5. the phone's settings (page_settings): dark and Reduce Motion from the emulated media
     features, live; the text size from the root font size (Page.setFontSizes), live; German and
     Hebrew (right to left) from navigator.languages (Network.setUserAgentOverride); the
     safe-area insets (Emulation.setSafeAreaInsetsOverride), live; the URL parameters over all
     of them; bad arguments to the settings' exports; a rotation keeping the scene's state; a
     hidden page (another tab in front) cancelling the finger and pausing the clock;
  6. the page's chrome (phone_chrome): at 390 px the scene fills the window and no picker
     shows; at 1000 px the picker sits above a phone-sized scene;
  7. installed and offline (offline_reload): the manifest and its icons, the service worker's
     cache named by the build's hash; offline (the server stopped, the network emulated
     offline) a reload draws and a drag opens the Shortcuts drawer; a new build's worker
     replaces the cache.
  8. the accessible overlay (Web/host/semantics.js) in Chromium's accessibility tree against
     what the desktop playground exposes over AT-SPI in the same states, the keyboard through it
     and pointers over it (scripts/web/overlay_check.py);
  9. what the page records replays natively to the trace the page drew (recording_check.py);
  10. drawing only what changed (the scenes' damage, or where a frame's drawing commands
     changed) leaves what the page shows — its canvas and the pictures shown as compositor
     layers — as drawing each frame whole would, through every scene's generated gestures
     (damage_check.py), after layers.js is checked on frames written by hand (layers_check.py).
bench (make bench-web): on a phone's CPU (throttled 4×, DPR 3), every scene's generated
  gestures as touch events: frame intervals, dropped frames and main-thread work per frame,
  and the first frame after navigation (bench_web.py).

Usage: browser-check.py check|bench WEB_DIR FLUID_BIN
Ends with "web: N passed, N failed" (check) and exits 1 on a failure."""
import base64
import json
import math
import os
import pathlib
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

import websocket

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import bench_web  # noqa: E402
import damage_check  # noqa: E402
import layers_check  # noqa: E402
import recording_check  # noqa: E402
import overlay_check  # noqa: E402
import serve  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "Tests/FluidScenesTests/Golden/scenes"
# Screenshots against the Cairo frames: a pixel differs when any channel differs by more than
# PIXEL_TOLERANCE of 255; at most MAX_DIFFERING of the pixels may. Shapes, colours and places
# agree closely (1–4 % of pixels differ in scenes with little text); glyphs do not, as Pango
# rasterises them there and the browser here, at half a pixel per point (the menu, nearly all
# text, differs in 8 %). A scene's frame against another scene's golden must differ in more.
PIXEL_TOLERANCE = 48
MAX_DIFFERING = 0.10
SCENES_SIZE = (320, 568)
# The golden frames are drawn at half a pixel per point (SceneGoldenTests.scale).
GOLDEN_SCALE = 0.5
TIMEOUT = 60


class Browser:
    """One headless Chromium and a DevTools connection to its page."""

    def __init__(self):
        self.profile = tempfile.mkdtemp(prefix="fluid-chromium-")
        self.process = subprocess.Popen(
            ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--remote-debugging-port=0", f"--user-data-dir={self.profile}", "--hide-scrollbars",
             "--mute-audio", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = pathlib.Path(self.profile, "DevToolsActivePort")
        deadline = time.monotonic() + TIMEOUT
        while not port_file.exists() or not port_file.read_text().strip():
            if time.monotonic() > deadline or self.process.poll() is not None:
                raise RuntimeError("chromium did not start its DevTools server")
            time.sleep(0.1)
        port = port_file.read_text().split()[0]
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=TIMEOUT) as response:
            page = next(t for t in json.load(response) if t["type"] == "page")
        self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=TIMEOUT,
                                                  suppress_origin=True)
        self.next_id = 0
        # Uncaught exceptions on the page (a trap in the module surfaces as one).
        self.errors = []
        self.call("Runtime.enable")

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("method") == "Runtime.exceptionThrown":
                details = message["params"]["exceptionDetails"]
                self.errors.append(details.get("exception", {}).get("description") or details.get("text"))
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"page: {result['exceptionDetails'].get('exception', {}).get('description')}")
        return result["result"].get("value")

    def open(self, url, width, height, scale):
        self.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=scale,
                  mobile=True)
        self.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
        self.call("Page.navigate", url=url)
        deadline = time.monotonic() + TIMEOUT
        time.sleep(0.2)
        while True:
            state = self.evaluate("window.fluidPage ? (window.fluidPage.error || window.fluidPage.ready) : false")
            if state is True:
                return
            if isinstance(state, str):
                raise RuntimeError(f"the page did not start: {state}")
            if time.monotonic() > deadline:
                raise RuntimeError("the page did not start in time")
            time.sleep(0.1)

    def canvas_origin(self):
        box = self.evaluate("(() => { const r = document.getElementById('screen').getBoundingClientRect();"
                            " return [r.left, r.top]; })()")
        return box[0], box[1]

    def settle(self, seconds=3.0):
        """Waits until the page draws no more frames (the scene came to rest)."""
        deadline = time.monotonic() + seconds
        last = -1
        while time.monotonic() < deadline:
            frames = self.evaluate("fluidPage.frames")
            if frames == last:
                return
            last = frames
            time.sleep(0.25)

    def close(self):
        try:
            self.socket.close()
        finally:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            shutil.rmtree(self.profile, ignore_errors=True)


def header_of(script):
    """A demo's header (every demo opens with one: its scene, container and scale), or None."""
    lines = script.read_text().splitlines()
    first = json.loads(lines[0]) if lines else {}
    return first if first.get("type") == "header" else None


def demos():
    return sorted(ROOT.glob("Demos/*.jsonl")) + sorted(ROOT.glob("Demos/feel/*.jsonl"))


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, ok, what, detail=""):
        if ok:
            self.passed += 1
            print(f"  ok: {what}")
        else:
            self.failed += 1
            print(f"  FAILED: {what}{': ' + detail if detail else ''}")


def same_traces(browser, fluid_bin, checks):
    print("same traces as native fluid replay (fluid-replay.wasm, the page's module with fluid_replay):")
    browser.evaluate("(async () => { const { Fluid } = await import('./fluid.js');"
                     " window.replayModule = await Fluid.load('fluid-replay.wasm', fluidPage.fluid.text); })()")
    for script in demos():
        # Each in the scene its header names, natively and in the module alike.
        with tempfile.NamedTemporaryFile(suffix=".jsonl") as trace:
            command = [str(fluid_bin / "fluid"), "replay", str(script), "--trace", trace.name]
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
            native = pathlib.Path(trace.name).read_text()
        web = browser.evaluate(f"replayModule.replay({json.dumps(script.read_text())}, '')")
        detail = ""
        if web != native:
            for number, (a, b) in enumerate(zip(native.splitlines(), web.splitlines()), 1):
                if a != b:
                    detail = f"line {number} differs:\n    native {a[:300]}\n    web    {b[:300]}"
                    break
            else:
                detail = f"{len(native.splitlines())} lines natively, {len(web.splitlines())} in the browser"
        checks.check(web == native, f"{script.relative_to(ROOT)} ({len(native.splitlines())} lines)", detail)


DOM_KEYS = {"up": "ArrowUp", "down": "ArrowDown", "left": "ArrowLeft", "right": "ArrowRight", "escape": "Escape",
            "enter": "Enter", "backspace": "Backspace", "tab": "Tab", "space": " ", "page-up": "PageUp",
            "page-down": "PageDown", "home": "Home", "end": "End"}
TOUCH_TYPES = {"began": "touchStart", "moved": "touchMove", "ended": "touchEnd", "cancelled": "touchCancel"}
# Where dispatched touch coordinates are rounded to (pt): exact in single precision.
COORDINATE_STEP = 1 / 64
FPS = 60


def dispatchable(script):
    """The script's items as the browser can deliver them (see the module doc), its header
    first (the page opens in the header's scene and container instead), or None when it holds
    something real events cannot say the same way (a resize, an action, a scroll, two fingers,
    a touch that ends away from its last place)."""
    items, places, down = [], {}, set()
    for line in script.read_text().splitlines():
        if not line.strip():
            continue
        item = json.loads(line)
        kind = item.get("type")
        if kind == "header":
            if items:
                return None
        elif kind == "touch":
            item["x"] = round(item["x"] / COORDINATE_STEP) * COORDINATE_STEP
            item["y"] = round(item["y"] / COORDINATE_STEP) * COORDINATE_STEP
            place = (item["x"], item["y"])
            phase = item["phase"]
            if phase == "began":
                down.add(item["id"])
                if len(down) > 1:
                    return None
            elif phase == "moved" and places.get(item["id"]) == place:
                continue
            elif phase in ("ended", "cancelled"):
                if places.get(item["id"]) != place:
                    return None
                down.discard(item["id"])
            places[item["id"]] = place
        elif kind == "key":
            if item["key"] not in DOM_KEYS:
                return None
            if item["key"] == "space":
                # The space bar is a key and types a space, as in the playground: both go in.
                items.append(item)
                items.append({"t": item["t"], "type": "text", "text": " ", "echo": True})
                continue
        elif kind == "text":
            if " " in item["text"]:
                return None
        else:
            return None
        items.append(item)
    return items


def dispatch(browser, item):
    """Sends one item as the browser's own input events, queueing its time for each."""
    kind = item["type"]
    if kind == "touch":
        points = [] if item["phase"] in ("ended", "cancelled") else [{"x": item["x"], "y": item["y"], "id": 1}]
        browser.evaluate(f"fluidPage.eventTimes.push({item['t']!r})")
        browser.call("Input.dispatchTouchEvent", type=TOUCH_TYPES[item["phase"]], touchPoints=points)
    elif kind == "key":
        key = DOM_KEYS[item["key"]]
        browser.evaluate(f"fluidPage.eventTimes.push({item['t']!r})")
        browser.call("Input.dispatchKeyEvent", type="rawKeyDown", key=key, code=key)
        browser.call("Input.dispatchKeyEvent", type="keyUp", key=key, code=key)
    elif not item.get("echo"):
        for character in item["text"]:
            browser.evaluate(f"fluidPage.eventTimes.push({item['t']!r})")
            browser.call("Input.dispatchKeyEvent", type="keyDown", key=character, text=character)
            browser.call("Input.dispatchKeyEvent", type="keyUp", key=character)
    deadline = time.monotonic() + 5
    while browser.evaluate("fluidPage.eventTimes.length") and time.monotonic() < deadline:
        time.sleep(0.005)


def dom_traces(browser, url, fluid_bin, checks):
    print("the same scripts as real input events, against native fluid replay of what was sent:")
    with tempfile.TemporaryDirectory() as work:
        for script in demos():
            items = dispatchable(script)
            if items is None:
                print(f"  (skipped {script.relative_to(ROOT)}: not expressible as this page's events)")
                continue
            sent = pathlib.Path(work, script.name)
            sent.write_text("".join(json.dumps({k: v for k, v in item.items() if k != "echo"}, separators=(",", ":"))
                                    + "\n" for item in items))
            command = [str(fluid_bin / "fluid"), "replay", str(sent), "--trace", str(sent) + ".trace"]
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
            native = pathlib.Path(str(sent) + ".trace").read_text().splitlines()
            # The page in the header's scene and container, as the recording was made.
            header = items[0] if items and items[0]["type"] == "header" else {}
            if header:
                items = items[1:]
            width, height = header.get("width", 390), header.get("height", 844)
            browser.open(f"{url.replace('&size=390x844', '')}&size={width:g}x{height:g}&clock=manual"
                         f"&scene={header.get('scene', '')}&dark={1 if header.get('dark') else 0}",
                         max(390, int(width)), int(height), header.get("scale", 2))
            lines = [browser.evaluate("fluidPage.fluid.traceHeader()")]
            end = items[-1]["t"] if items else 0
            index = 0
            following = 0
            while True:
                t = index / FPS
                while following < len(items) and items[following]["t"] <= t:
                    dispatch(browser, items[following])
                    following += 1
                line, moving = browser.evaluate(f"fluidPage.step({index}, {t!r})")
                lines.append(line)
                index += 1
                if (following == len(items) and t >= end and not moving) or t >= end + 30:
                    break
            detail = ""
            if lines != native:
                for number, (a, b) in enumerate(zip(native, lines), 1):
                    if a != b:
                        detail = f"line {number} differs:\n    native {a[:300]}\n    web    {b[:300]}"
                        break
                else:
                    detail = f"{len(native)} lines natively, {len(lines)} in the browser"
            checks.check(lines == native, f"{script.relative_to(ROOT)} as {len(items)} events ({len(native)} lines)",
                         detail)


def last_frame(browser):
    return json.loads(browser.evaluate("fluidPage.trace[fluidPage.trace.length - 1]"))


def touch_drag(browser, points, step=0.016, kind="touch"):
    """A finger (or the mouse) down at the first point, through the others, up at the last (CSS px)."""
    for index, (x, y) in enumerate(points):
        if kind == "touch":
            type_ = "touchStart" if index == 0 else "touchMove"
            browser.call("Input.dispatchTouchEvent", type=type_, touchPoints=[{"x": x, "y": y, "id": 1}])
        else:
            type_ = "mousePressed" if index == 0 else "mouseMoved"
            browser.call("Input.dispatchMouseEvent", type=type_, x=x, y=y, button="left",
                         buttons=1, clickCount=1 if index == 0 else 0)
        time.sleep(step)
    x, y = points[-1]
    if kind == "touch":
        browser.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
    else:
        browser.call("Input.dispatchMouseEvent", type="mouseReleased", x=x, y=y, button="left", buttons=0,
                     clickCount=1)


def input_paths(browser, url, checks):
    print("touch, mouse and keys:")
    browser.open(url + "&scene=shortcuts", 390, 900, 2)
    left, top = browser.canvas_origin()
    browser.settle()
    start = last_frame(browser)
    # A slow drag from the compressed drawer's grabber up past the expanded detent.
    path = [(left + 195, top + 790 - 12 * i) for i in range(26)]
    touch_drag(browser, path)
    browser.settle()
    frames = [json.loads(line) for line in browser.evaluate("fluidPage.trace")[1:]]
    end = frames[-1]
    moved = [f for f in frames if f.get("drawer", {}).get("phase") == "dragging"]
    checks.check(start["drawer"]["detent"] == "compressed" and end["drawer"]["detent"] != "compressed"
                 and end["drawer"]["phase"] == "resting" and len(moved) >= 5,
                 f"a finger drags the Shortcuts drawer open: {start['drawer']['detent']} -> "
                 f"{end['drawer']['detent']} after {len(moved)} dragging frames")
    times = [f["t"] for f in frames]
    checks.check(all(a <= b for a, b in zip(times, times[1:])), "trace times never decrease")

    before = end["drawer"]["top"]
    traced = browser.evaluate("fluidPage.trace.length")
    # Below the navigation bar, which the full-height drawer's top slides under.
    grab = end["drawer"]["top"] + 40
    touch_drag(browser, [(left + 195, top + grab + 8 * i) for i in range(20)], kind="mouse")
    browser.settle()
    after = last_frame(browser)["drawer"]["top"]
    # Down while the mouse drags it; where it settles depends on the release's speed (real
    # timestamps on a loaded machine), so a drawer that followed and sprang back counts too.
    lowest = max(json.loads(line)["drawer"]["top"] for line in browser.evaluate(f"fluidPage.trace.slice({traced})"))
    checks.check(after > before or lowest > before + 40,
                 f"a mouse drag moves the drawer down: top {before} -> {after} (lowest {lowest:.0f} while dragged)")

    # Escape lowers a raised drawer first, then goes back to the menu.
    presses = 0
    while presses < 3 and browser.evaluate("fluidPage.fluid.scene()") != "menu":
        browser.call("Input.dispatchKeyEvent", type="keyDown", key="Escape", code="Escape", windowsVirtualKeyCode=27)
        browser.call("Input.dispatchKeyEvent", type="keyUp", key="Escape", code="Escape", windowsVirtualKeyCode=27)
        presses += 1
        browser.settle()
    scene = browser.evaluate("fluidPage.fluid.scene()")
    checks.check(scene == "menu", f"Escape goes back to the menu (scene {scene} after {presses} presses)")

    # The scene picker opens the scene chosen.
    browser.evaluate("(() => { const p = document.getElementById('scene'); p.value = 'pip';"
                     " p.dispatchEvent(new Event('change')); })()")
    browser.settle()
    scene = browser.evaluate("fluidPage.fluid.scene()")
    checks.check(scene == "pip", f"the scene picker opens pip (scene {scene})")


def places_tap(browser, url, checks):
    print("a tap in Places:")
    browser.open(url + "&scene=places", 390, 844, 2)
    left, top = browser.canvas_origin()
    browser.settle()
    # The list's row (a node "place-N"; the map's pin has the same label).
    nodes = browser.evaluate("fluidPage.fluid.nodes('Harbour Bakery')")
    row = next((n for n in nodes if n["id"].startswith("place-")), None)
    if not row:
        checks.check(False, "Places shows a row labelled Harbour Bakery", json.dumps(nodes))
        return
    x, y = left + row["x"] + row["width"] / 2, top + row["y"] + row["height"] / 2
    errors = len(browser.errors)
    browser.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=[{"x": x, "y": y, "id": 1}])
    time.sleep(0.08)
    browser.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
    browser.settle()
    places = last_frame(browser).get("places", {})
    checks.check(places.get("selected") == "Harbour Bakery" and places.get("cardDetent") != "hidden"
                 and places.get("cardPhase") == "resting" and len(browser.errors) == errors,
                 f"a tap on Harbour Bakery's row ({row['id']}) at ({x - left:.0f}, {y - top:.0f}) opens its card: "
                 f"selected {places.get('selected')}, card {places.get('cardDetent')} at {places.get('cardTop')}",
                 "; ".join(browser.errors[errors:errors + 3]))


# The hostile sequence: how many export calls, from which seed.
HOSTILE_CALLS = 400
HOSTILE_SEED = 36


def hostile_calls(names, seed=HOSTILE_SEED, count=HOSTILE_CALLS):
    """A seeded random sequence of JavaScript calls on the page's exports (fluidPage.fluid)."""
    rng = random.Random(seed)
    numbers = ["NaN", "Infinity", "-Infinity", "1e308", "-1e308", "1e9", "-1e9", "0", "-0", "5e-324",
               "2147483647", "-2147483648"]

    def number(low=-50.0, high=900.0):
        return rng.choice(numbers) if rng.random() < 0.3 else repr(round(rng.uniform(low, high), 3))

    def text():
        if rng.random() < 0.02:
            return "'1'.repeat(10_000_000)"
        return json.dumps(rng.choice(["", "a", "7", "\u0000", "é", "😀", "\ud800", "x" * 5000, "1" * 4097]))

    t = 0.0
    calls = []
    for _ in range(count):
        t += rng.choice([0.016, 0.008, -0.5, -1000.0, 0.0, 3600.0]) if rng.random() < 0.9 else 0.016
        when = rng.choice(["NaN", "Infinity", "-Infinity", "-1e308", repr(round(t, 4))]) \
            if rng.random() < 0.15 else repr(round(t, 4))
        kind = rng.randrange(11)
        if kind <= 2:
            finger = rng.choice([1, 2, 3, rng.randrange(-2 ** 31, 2 ** 31)])
            calls.append(f"f.touch({finger}, {rng.randrange(-1, 5)}, {number()}, {number()}, {number(-1, 2)}, {when})")
        elif kind == 3:
            # Thousands of fingers going down, none lifted.
            calls.append(f"for (let i = 0; i < {rng.choice([100, 3000])}; i++)"
                         f" f.touch(1000 + i, 0, i % 390, i % 844, -1, {when})")
        elif kind == 4:
            calls.append(f"f.wheel({number()}, {number()}, {number(-10, 10)}, {number(-10, 10)}, {when})")
        elif kind == 5:
            calls.append(f"f.key({json.dumps(rng.choice(['escape', 'up', 'tab', 'enter', 'space', 'nope', '', 'x' * 300]))},"
                         f" {when})")
        elif kind == 6:
            calls.append(f"f.typeText({text()}, {when})")
        elif kind == 7:
            side = rng.choice(["0", "-1", "NaN", "Infinity", "100000", "1e9", "16384", "16385", "390", "844", "1"])
            other = rng.choice(["0", "844", "100000", "NaN", "390"])
            calls.append(f"f.resize({side}, {other}, {when})")
        elif kind == 8:
            calls.append(f"f.advance({when})")
        elif kind == 9:
            # An open that fails (an unknown scene, an unusable size or scale), then anything.
            scene = rng.choice(names + ["no-such-scene", "x" * 1000])
            calls.append(f"try {{ f.open({json.dumps(scene)}, {rng.choice(['390', '0', 'NaN', '1e9', '100000'])},"
                         f" {rng.choice(['844', '-1', 'Infinity'])}, {rng.choice(['2', '0', 'NaN', '1e9'])}) }}"
                         f" catch (e) {{}}")
        else:
            # The overlay's exports too: unknown nodes and actions, and a real node's.
            action = json.dumps(rng.choice(["activate", "focus", "set value NaN"]))
            calls.append(rng.choice(["f.draw()", "f.traceHeader()", "f.traceFrame(2147483647)", "f.scene()",
                                     "f.takeClipboard()", "f.nodes('x')", "f.cancelTouches()",
                                     "f.semanticsGeneration()", "f.semantics()", "f.announcements()",
                                     f"f.semanticAction({text()}, {text()}, {when})", "f.semanticsBlur()",
                                     f"f.semanticAction('back', {action}, {when})"]))
    return calls


def hostile_exports(browser, url, checks):
    print(f"the page's exports under {HOSTILE_CALLS} hostile calls (seed {HOSTILE_SEED}) in each scene:")
    browser.open(url + "&scene=shortcuts", 390, 900, 2)
    names = [s["name"] for s in browser.evaluate("fluidPage.fluid.sceneNames()")]
    errors = len(browser.errors)
    thrown = []
    slowest = (0.0, "")
    for index, name in enumerate(names):
        browser.open(f"{url}&scene={name}", 390, 900, 2)
        for call in hostile_calls(names, HOSTILE_SEED + index):
            start = time.monotonic()
            result = browser.call("Runtime.evaluate", expression=f"(() => {{ const f = fluidPage.fluid; {call}; }})()")
            took = time.monotonic() - start
            if took > slowest[0]:
                slowest = (took, call[:80])
            if "exceptionDetails" in result:
                details = result["exceptionDetails"]
                thrown.append(f"{name}: {call[:80]}: {details.get('exception', {}).get('description', '')[:120]}")
                break
        # The module still draws the scene's frame after it all.
        if not thrown and not browser.evaluate("fluidPage.fluid.draw().commands.length > 0"):
            thrown.append(f"{name}: the module draws nothing afterwards")
        if thrown:
            break
    checks.check(not thrown and len(browser.errors) == errors,
                 f"{len(names)} scenes × {HOSTILE_CALLS} hostile export calls: nothing thrown, the module alive"
                 f" (slowest call {slowest[0] * 1000:.0f} ms)", "; ".join(thrown[:1] + browser.errors[errors:errors + 2]))
    checks.check(slowest[0] < 1.0, f"no hostile call blocks the page for a second ({slowest[0] * 1000:.0f} ms: {slowest[1]})")

    # The known failures, each on its own: an unusable container is refused (the size stays),
    # 10 MB of digits typed into the calculator do not block the page.
    browser.open(url + "&scene=calculator", 390, 900, 2)
    size = json.loads(browser.evaluate("fluidPage.fluid.traceHeader()"))
    for width, height in [(1e9, 1e9), (0, 0), (100000, 100000), (16385, 844), ("NaN", 844), ("Infinity", 1)]:
        browser.evaluate(f"fluidPage.fluid.resize({width}, {height}, performance.now() / 1000)")
    after = json.loads(browser.evaluate("fluidPage.fluid.traceHeader()"))
    checks.check((after["width"], after["height"]) == (size["width"], size["height"]),
                 f"resizes to 1e9², 0×0, 100 000², 16 385 pt and non-finite sides are refused"
                 f" (the container stays {after['width']:g}×{after['height']:g})")
    start = time.monotonic()
    browser.evaluate("fluidPage.fluid.typeText('1'.repeat(10_000_000), performance.now() / 1000);"
                     " fluidPage.fluid.advance(performance.now() / 1000); fluidPage.fluid.draw().commands.length")
    took = time.monotonic() - start
    checks.check(took < 1.0 and len(browser.errors) == errors,
                 f"10 MB of digits typed into the calculator at once take {took * 1000:.0f} ms")

    # Then the pointer calls of the same sequence in Shortcuts, a finger left down at the end
    # (the page's pointers hold none, so the page cancels what the session holds): a real drag
    # still moves the drawer, the page draws it and comes to rest.
    browser.open(url + "&scene=shortcuts", 390, 900, 2)
    left, top = browser.canvas_origin()
    browser.settle()
    for call in hostile_calls(names, HOSTILE_SEED):
        if call.startswith(("f.touch(", "for (", "f.wheel(", "f.advance(", "f.draw(", "f.cancelTouches(")):
            browser.call("Runtime.evaluate", expression=f"(() => {{ const f = fluidPage.fluid; {call}; }})()")
    browser.evaluate("fluidPage.fluid.touch(77, 0, 195, 300, -1, performance.now() / 1000)")
    held = browser.evaluate("fluidPage.fluid.fingers()")
    before = json.loads(browser.evaluate("fluidPage.fluid.traceFrame(0)"))
    scene = before.get("scene")
    top_before = before.get("drawer", {}).get("top", 0)
    frames = browser.evaluate("fluidPage.frames")
    traced = browser.evaluate("fluidPage.trace.length")
    grab = top_before + 40
    step = 12 if grab < 450 else -12
    touch_drag(browser, [(left + 195, top + grab + step * i) for i in range(20)])
    browser.settle(seconds=5.0)
    drawn = browser.evaluate("fluidPage.frames") - frames
    after = last_frame(browser)
    fingers = browser.evaluate("fluidPage.fluid.fingers()")
    first = browser.evaluate("fluidPage.frames")
    time.sleep(0.5)
    resting = browser.evaluate("fluidPage.frames") == first
    top_after = after.get("drawer", {}).get("top")
    # The calls may have scrolled the drawer's list: a drag down then scrolls it back first.
    offset_before = before.get("drawer", {}).get("contentOffset", 0)
    offset_after = after.get("drawer", {}).get("contentOffset", 0)
    # Moved while the finger drags it: where it settles depends on the release's speed, which
    # the browser's real timestamps of a loaded machine do not make repeatable.
    dragged = [json.loads(line).get("drawer", {}) for line in browser.evaluate(f"fluidPage.trace.slice({traced})")]
    followed = any(d.get("phase") == "dragging" and d.get("top") != top_before for d in dragged)
    moves = followed or top_after != top_before or (offset_before > 0 and offset_after < offset_before)
    checks.check(scene == "shortcuts" and 1 <= held <= 10 and moves and drawn > 0 and fingers == 0
                 and resting and len(browser.errors) == errors,
                 f"then, {held} fingers left down by the calls, a real drag moves the Shortcuts drawer"
                 f"{' (follows the finger)' if followed else ''}: top {top_before} -> {top_after}, list offset {offset_before:.0f} -> {offset_after:.0f} in {drawn}"
                 f" frames, {fingers} fingers left, at rest {resting}",
                 f"scene {scene}, drawer {before.get('drawer')} -> {after.get('drawer')}; " + "; ".join(browser.errors[errors:errors + 3]))


def po_translations(language):
    """msgid → msgstr of Translations/LANG.po (single-line entries), read here, not by the module."""
    text = (ROOT / "Translations" / f"{language}.po").read_text()
    return {m[0]: m[1] for m in re.findall(r'^msgid "(.+)"\nmsgstr "(.+)"$', text, re.M)}


# ContentSizeCategory's body sizes (pt), xSmall … AX5 (Apple's Dynamic Type table), and names.
BODY_SIZES = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
TEXT_SIZE_NAMES = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3",
                   "AX4", "AX5"]


def nearest_text_size(factor):
    """The category GNOME's factor maps to on the desktop: body size nearest 17 × factor, ties smaller."""
    wanted = 17 * factor
    return TEXT_SIZE_NAMES[min(range(len(BODY_SIZES)), key=lambda i: (abs(BODY_SIZES[i] - wanted), i))]


def mean_luminance(browser, width, height):
    with tempfile.TemporaryDirectory() as work:
        pixels = rgba(screenshot(browser, width, height), work)
    return sum(pixels[i] + pixels[i + 1] + pixels[i + 2] for i in range(0, len(pixels), 4)) / (len(pixels) // 4) / 3


def report(browser):
    return browser.evaluate("fluidPage.fluid.settingsReport()")


def reset_settings(browser):
    """Chromium's own defaults again: light, motion, the test's English, 16 px, no insets."""
    browser.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": ""},
                                                         {"name": "prefers-reduced-motion", "value": ""}])
    browser.call("Network.setUserAgentOverride", userAgent=browser.evaluate("navigator.userAgent"),
                 acceptLanguage="en-US")
    browser.call("Page.setFontSizes", fontSizes={"standard": 16})
    browser.call("Emulation.setSafeAreaInsetsOverride", insets={"top": 0, "left": 0, "bottom": 0, "right": 0})


def page_settings(browser, url, checks):
    """The phone's settings (Web/host/settings.js): each read from what Chromium emulates, applied
    live where the browser says it changed, and overridden by its URL parameter."""
    print("the phone's settings:")
    # The page as a phone shows it: the scene fills the window (no size=), the picker hidden.
    phone = url.replace("&size=390x844", "").replace("&bare=1", "")
    reset_settings(browser)
    browser.open(phone + "&scene=shortcuts", 390, 844, 1)
    browser.settle()
    start = report(browser)
    checks.check(start == {"dark": False, "reduceMotion": False, "textSize": "large", "language": "",
                           "rightToLeft": False, "safeArea": [0, 0, 0, 0]},
                 f"Chromium's defaults give light, motion, large, English, no insets: {json.dumps(start)}")

    # Dark and Reduce Motion, live: the media queries' change events, no reload.
    light = mean_luminance(browser, 390, 844)
    browser.evaluate("window.unreloaded = true")
    browser.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark"}])
    browser.settle()
    dark = mean_luminance(browser, 390, 844)
    now = report(browser)
    checks.check(now["dark"] and browser.evaluate("window.unreloaded === true") and light > 180 and dark < 80
                 and browser.evaluate("fluidPage.fluid.scene()") == "shortcuts",
                 f"prefers-color-scheme: dark applies live: the scene's mean luminance {light:.0f} -> {dark:.0f},"
                 f" page appearance {browser.evaluate('document.documentElement.dataset.appearance')}")
    browser.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark"},
                                                         {"name": "prefers-reduced-motion", "value": "reduce"}])
    browser.settle()
    checks.check(report(browser)["reduceMotion"] and browser.evaluate("window.unreloaded === true"),
                 "prefers-reduced-motion: reduce applies live (the session runs with Reduce Motion)")

    # A change under a finger: the scene opened again never saw it begin; the page lets go of
    # it, later moves and the lift do nothing, and the page comes to rest.
    errors = len(browser.errors)
    browser.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=[{"x": 195, "y": 790, "id": 1}])
    browser.call("Input.dispatchTouchEvent", type="touchMove", touchPoints=[{"x": 195, "y": 700, "id": 1}])
    browser.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "light"}])
    browser.call("Input.dispatchTouchEvent", type="touchMove", touchPoints=[{"x": 195, "y": 600, "id": 1}])
    browser.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
    browser.settle()
    first = browser.evaluate("fluidPage.frames")
    time.sleep(0.3)
    checks.check(not report(browser)["dark"] and browser.evaluate("fluidPage.fluid.fingers()") == 0
                 and browser.evaluate("fluidPage.frames") == first and len(browser.errors) == errors,
                 "light again under a finger: the finger let go, the page at rest, nothing thrown",
                 "; ".join(browser.errors[errors:errors + 2]))

    # The text size: the root font size against 16 px, mapped as GNOME's factor is, live.
    browser.call("Emulation.setEmulatedMedia", features=[])
    reset_settings(browser)
    browser.open(phone + "&scene=menu", 390, 844, 1)
    browser.settle()
    row = browser.evaluate("fluidPage.fluid.nodes('Calculator Button')")
    browser.evaluate("window.unreloaded = true")
    for pixels in (20, 32):
        browser.call("Page.setFontSizes", fontSizes={"standard": pixels})
        browser.settle()
        grown = browser.evaluate("fluidPage.fluid.nodes('Calculator Button')")
        expected = nearest_text_size(pixels / 16)
        checks.check(report(browser)["textSize"] == expected and grown and row and grown[0]["height"] > row[0]["height"]
                     and browser.evaluate("window.unreloaded === true"),
                     f"a {pixels} px root font size applies live as {expected} (GNOME's factor {pixels / 16:g}):"
                     f" the menu's Calculator row {row[0]['height'] if row else '?'} -> "
                     f"{grown[0]['height'] if grown else '?'} pt high", json.dumps(report(browser)))
    browser.call("Page.setFontSizes", fontSizes={"standard": 16})

    # The language: the first of navigator.languages with a catalog; Hebrew right to left. Live:
    # Chromium's override changes navigator.languages but fires no languagechange, so the test
    # dispatches the event a browser fires when its languages change.
    browser.open(phone + "&scene=calculator", 390, 844, 1)
    browser.evaluate("window.unreloaded = true")
    browser.call("Network.setUserAgentOverride", userAgent=browser.evaluate("navigator.userAgent"),
                 acceptLanguage="he-IL,he")
    browser.evaluate("window.dispatchEvent(new Event('languagechange'))")
    deadline = time.monotonic() + 5
    while report(browser)["language"] != "he" and time.monotonic() < deadline:
        time.sleep(0.05)
    browser.settle()
    checks.check(report(browser)["language"] == "he" and report(browser)["rightToLeft"]
                 and browser.evaluate("window.unreloaded === true && document.documentElement.dir === 'rtl'")
                 and browser.evaluate(f"fluidPage.fluid.nodes({json.dumps(po_translations('he')['Calculator'])}).length > 0"),
                 "the languages changing to Hebrew apply live: the calculator's title in Hebrew, right to left",
                 json.dumps(report(browser)))
    for language, accept in (("de", "fr-FR,de-DE,de"), ("he", "he-IL,he")):
        strings = po_translations(language)
        browser.call("Network.setUserAgentOverride", userAgent=browser.evaluate("navigator.userAgent"),
                     acceptLanguage=accept)
        browser.open(phone + "&scene=calculator", 390, 844, 1)
        browser.settle()
        now = report(browser)
        back = browser.evaluate(f"fluidPage.fluid.nodes({json.dumps(strings['Scenes'])})")
        english = browser.evaluate("fluidPage.fluid.nodes('Scenes')")
        right_to_left = language == "he"
        mirrored = bool(back) and (back[0]["x"] > 195) == right_to_left
        checks.check(now["language"] == language and now["rightToLeft"] == right_to_left and back and not english
                     and mirrored and browser.evaluate("document.documentElement.dir") == ("rtl" if right_to_left else "ltr")
                     and browser.evaluate("document.documentElement.lang") == language,
                     f"languages {accept}: the scene in {language} ({'right to left' if right_to_left else 'left to right'}),"
                     f" its back button \"{strings['Scenes']}\" at x {back[0]['x'] if back else '?'},"
                     f" the page lang={browser.evaluate('document.documentElement.lang')}"
                     f" dir={browser.evaluate('document.documentElement.dir')}", json.dumps(now))

    # The safe area: env(safe-area-inset-*) to the scenes' layout.
    reset_settings(browser)
    browser.open(phone + "&scene=menu", 390, 844, 1)
    browser.settle()
    before = browser.evaluate("fluidPage.fluid.nodes('Calculator Button')")
    browser.call("Emulation.setSafeAreaInsetsOverride", insets={"top": 47, "left": 0, "bottom": 34, "right": 0})
    browser.settle()
    after = browser.evaluate("fluidPage.fluid.nodes('Calculator Button')")
    checks.check(report(browser)["safeArea"] == [47, 0, 34, 0] and before and after
                 and after[0]["y"] - before[0]["y"] == 47,
                 f"safe-area insets 47 top, 34 bottom reach the scene live: the menu's row moves"
                 f" {after[0]['y'] - before[0]['y'] if before and after else '?'} pt down", json.dumps(report(browser)))

    # Every URL parameter over what the browser says.
    browser.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark"},
                                                         {"name": "prefers-reduced-motion", "value": "reduce"}])
    browser.call("Page.setFontSizes", fontSizes={"standard": 24})
    browser.call("Network.setUserAgentOverride", userAgent=browser.evaluate("navigator.userAgent"),
                 acceptLanguage="he-IL,he")
    browser.open(phone + "&scene=menu&dark=0&reduce-motion=0&lang=en&text-size=AX2&safe-area=10,0,20,0", 390, 844, 1)
    browser.settle()
    now = report(browser)
    checks.check(now == {"dark": False, "reduceMotion": False, "textSize": "AX2", "language": "",
                         "rightToLeft": False, "safeArea": [10, 0, 20, 0]},
                 f"dark=0 reduce-motion=0 lang=en text-size=AX2 safe-area=10,0,20,0 override the browser's"
                 f" dark, reduce, Hebrew, 24 px and 47/34 pt insets: {json.dumps(now)}")
    reset_settings(browser)

    # The settings' exports under bad arguments (docs/web.md, "The page's exports"): bytes that
    # are no catalog and an unknown text size are refused with their error, the settings before
    # kept; unusable text scales are large and unusable insets 0 or at most 16 384 pt. On a page
    # opened afresh without overrides: the page before still had text-size=AX2 in its URL, and
    # its resize observer, woken late by the font size going back to 16 px, would put AX2 back
    # between two of the calls below.
    browser.open(phone + "&scene=menu", 390, 844, 1)
    browser.settle()
    errors = len(browser.errors)
    mo = list((ROOT / "Translations/de.po").read_bytes()[:64])
    refused = browser.evaluate(
        "(async () => { const f = fluidPage.fluid; const out = [];"
        " f.catalog(await (await fetch('locale/de.mo')).arrayBuffer());"
        " for (const bytes of [[1, 2, 3], " + json.dumps(mo) + ", new Array(5000).fill(255)]) {"
        "  try { f.catalog(new Uint8Array(bytes)); out.push('taken'); } catch (e) { out.push(e.message); } }"
        " try { f.settings({ textSize: 'enormous' }); out.push('taken'); } catch (e) { out.push(e.message); }"
        " f.settings({ textSize: 'AX2' });"
        " return out; })()")
    kept = report(browser)
    sizes = []
    for scale in ("NaN", "Infinity", "-1", "0", "1e308", "5e-324"):
        browser.evaluate(f"fluidPage.fluid.settings({{ textScale: {scale} }})")
        sizes.append(report(browser)["textSize"])
    browser.evaluate("fluidPage.fluid.safeArea(NaN, -1, 1e308, Infinity)")
    area = report(browser)["safeArea"]
    browser.evaluate("fluidPage.fluid.safeArea(0, 0, 0, 0); fluidPage.fluid.settings({})")
    checks.check(all(r != "taken" and "\n" not in r for r in refused) and kept["textSize"] == "AX2"
                 and kept["language"] == "de" and sizes == ["large", "large", "large", "large", "AX5", "xSmall"]
                 and area == [0, 0, 16384, 0] and len(browser.errors) == errors
                 and browser.evaluate("fluidPage.fluid.draw().commands.length > 0"),
                 f"bad settings are refused or bounded: {refused[0]!r}…, the German catalog before kept; text scales NaN, ∞, -1, 0, 1e308, 5e-324"
                 f" give {', '.join(sizes)}; insets NaN, -1, 1e308, ∞ give {area}",
                 f"{refused}, kept {kept}")
    reset_settings(browser)

    # A rotation is a resize: the drawer dragged open stays open, the trace goes on.
    browser.open(phone + "&scene=shortcuts", 390, 844, 1)
    browser.settle()
    touch_drag(browser, [(195, 790 - 12 * i) for i in range(26)])
    browser.settle()
    opened = last_frame(browser)["drawer"]["detent"]
    lines = browser.evaluate("fluidPage.trace.length")
    browser.call("Emulation.setDeviceMetricsOverride", width=844, height=390, deviceScaleFactor=1, mobile=True)
    browser.settle()
    turned = json.loads(browser.evaluate("fluidPage.fluid.traceHeader()"))
    after = last_frame(browser)
    checks.check(opened != "compressed" and after["drawer"]["detent"] == opened and after["scene"] == "shortcuts"
                 and (turned["width"], turned["height"]) == (844, 390) and browser.evaluate("fluidPage.trace.length") > lines,
                 f"a rotation to 844×390 keeps the state: the drawer stays {after['drawer']['detent']} (was {opened})")

    # A hidden page (another tab in front) lets go of the finger and pauses the clock.
    browser.open(phone + "&scene=shortcuts", 390, 844, 1)
    browser.settle()
    browser.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=[{"x": 195, "y": 790, "id": 1}])
    browser.call("Input.dispatchTouchEvent", type="touchMove", touchPoints=[{"x": 195, "y": 700, "id": 1}])
    held = browser.evaluate("fluidPage.fluid.fingers()")
    other = browser.call("Target.createTarget", url="about:blank")["targetId"]
    hidden = browser.evaluate("[document.visibilityState, fluidPage.fluid.fingers(), performance.now(), fluidPage.frames]")
    time.sleep(0.3)
    still = browser.evaluate("[performance.now(), fluidPage.frames]")
    browser.call("Target.closeTarget", targetId=other)
    deadline = time.monotonic() + 5
    while browser.evaluate("document.visibilityState") != "visible" and time.monotonic() < deadline:
        time.sleep(0.05)
    paused = browser.evaluate("fluidPage.clock.pausedMs")
    browser.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
    browser.settle()
    checks.check(held == 1 and hidden[0] == "hidden" and hidden[1] == 0 and still[1] == hidden[3]
                 and paused >= still[0] - hidden[2],
                 f"a hidden page cancels the finger ({held} -> {hidden[1]}), draws nothing and pauses the clock"
                 f" ({paused:.0f} ms left out, hidden at least {still[0] - hidden[2]:.0f} ms)")


def phone_chrome(browser, url, checks):
    """At phone widths the page is the scene, edge to edge; the picker only in wide windows."""
    print("the page's chrome:")
    page = url.replace("&size=390x844", "").replace("&bare=1", "")
    browser.open(page + "&scene=calculator", 390, 844, 2)
    shown = browser.evaluate("(() => { const c = document.getElementById('screen').getBoundingClientRect();"
                             " const p = document.getElementById('scene').getBoundingClientRect();"
                             " const top = document.elementFromPoint(380, 10);"
                             # The scene's accessible overlay lies over the canvas: the scene too.
                             " const scene = top && top.closest('.fluid-semantics') ? 'overlay' : top && top.id;"
                             " return [c.left, c.top, c.width, c.height, p.width, p.height, scene]; })()")
    checks.check(shown[:4] == [0, 0, 390, 844] and shown[4:6] == [0, 0] and shown[6] in ("screen", "overlay"),
                 f"390 px wide: the scene fills the window ({shown[2]:g}×{shown[3]:g} at {shown[0]:g},{shown[1]:g}),"
                 f" no picker ({shown[4]:g}×{shown[5]:g}), the scene under the bar's right end ({shown[6]})")
    browser.open(page + "&scene=calculator", 1000, 900, 1)
    wide = browser.evaluate("(() => { const c = document.getElementById('screen').getBoundingClientRect();"
                            " const p = document.getElementById('scene').getBoundingClientRect();"
                            " return [c.left, c.top, c.width, p.width, p.bottom]; })()")
    checks.check(wide[2] == 390 and wide[3] > 0 and wide[4] <= wide[1] and abs(wide[0] + 195 - 500) <= 1,
                 f"1000 px wide: the picker ({wide[3]:.0f} px wide) above a 390 pt scene centred at {wide[0] + 195:.0f}")


def offline_reload(browser, web_dir, checks):
    """Installed and offline: the service worker caches the build; offline, a reload draws and
    takes touches; a new build's worker replaces the old cache."""
    print("offline:")
    with tempfile.TemporaryDirectory() as work:
        copy = pathlib.Path(work, "web")
        shutil.copytree(web_dir, copy)
        httpd = serve.server(str(copy))
        threading.Thread(target=httpd.serve_forever, daemon=True).start()
        try:
            build = re.search(r'const BUILD = "([0-9a-f]+)";', (copy / "sw.js").read_text()).group(1)
            page = f"http://127.0.0.1:{httpd.server_address[1]}/index.html?trace=1&scene=shortcuts"
            browser.open(page, 390, 844, 1)
            installed = browser.evaluate("window.fluidOffline")
            manifest = browser.evaluate("fetch('manifest.webmanifest').then((r) => r.json())")
            icons = {icon["sizes"] + " " + icon["purpose"] for icon in manifest["icons"]}
            checks.check(manifest["display"] == "standalone" and manifest["start_url"] == "./"
                         and icons >= {"192x192 any", "512x512 any", "192x192 maskable", "512x512 maskable"}
                         and all((copy / icon["src"]).is_file() for icon in manifest["icons"]),
                         f"the manifest: standalone from ./, icons {', '.join(sorted(icons))}")
            keys = browser.evaluate("caches.keys()")
            checks.check(installed is True and keys == [f"fluid-{build}"],
                         f"the service worker is installed, its cache fluid-{build} (the build's content hash)",
                         f"{installed}, caches {keys}")
            # Offline twice over: the page's network emulated offline, and the server stopped
            # (the worker's own fetches are not the page's, so only the second stops them).
            port = httpd.server_address[1]
            httpd.shutdown()
            httpd.server_close()
            browser.call("Network.enable")
            browser.call("Network.emulateNetworkConditions", offline=True, latency=0, downloadThroughput=-1,
                         uploadThroughput=-1)
            try:
                browser.open(page, 390, 844, 1)
                browser.settle()
                unreachable = browser.evaluate("fetch('not-in-the-build.txt').then(() => 'reached', () => 'offline')")
                frames = browser.evaluate("fluidPage.frames")
                top = last_frame(browser)["drawer"]["top"]
                touch_drag(browser, [(195, 790 - 12 * i) for i in range(26)])
                browser.settle()
                moved = last_frame(browser)["drawer"]["top"]
                checks.check(unreachable == "offline" and frames > 0 and moved < top,
                             f"offline ({unreachable}), a reload draws ({frames} frames) and a drag opens the drawer"
                             f" (top {top} -> {moved})")
            finally:
                browser.call("Network.emulateNetworkConditions", offline=False, latency=0, downloadThroughput=-1,
                             uploadThroughput=-1)
                browser.call("Network.disable")
                httpd = serve.server(str(copy), port=port)
                threading.Thread(target=httpd.serve_forever, daemon=True).start()
            # A new build: another hash, another worker; its cache replaces the old one.
            with open(copy / "style.css", "a") as style:
                style.write("\n/* a new build */\n")
            subprocess.run([sys.executable, str(ROOT / "scripts/web/offline.py"), str(copy)], check=True,
                           stdout=subprocess.DEVNULL)
            rebuilt = re.search(r'const BUILD = "([0-9a-f]+)";', (copy / "sw.js").read_text()).group(1)
            browser.open(page, 390, 844, 1)
            deadline = time.monotonic() + 20
            keys = []
            while time.monotonic() < deadline:
                keys = browser.evaluate("caches.keys()")
                if keys == [f"fluid-{rebuilt}"]:
                    break
                time.sleep(0.2)
            checks.check(rebuilt != build and keys == [f"fluid-{rebuilt}"],
                         f"a new build (fluid-{rebuilt}) replaces the old cache", f"caches {keys}")
        finally:
            httpd.shutdown()


def screenshot(browser, width, height):
    left, top = browser.canvas_origin()
    shot = browser.call("Page.captureScreenshot", format="png",
                        clip={"x": left, "y": top, "width": width, "height": height, "scale": 1})
    return base64.b64decode(shot["data"])


def rgba(png_bytes, work):
    """The PNG's pixels as RGBA bytes, decoded by ImageMagick."""
    source = pathlib.Path(work, "in.png")
    source.write_bytes(png_bytes)
    return subprocess.run(["convert", str(source), "-depth", "8", "rgba:-"], check=True,
                          capture_output=True).stdout


def screenshots(browser, url, checks):
    print(f"first frames against the Cairo golden frames (a channel off by more than {PIXEL_TOLERANCE}"
          f" of 255 makes a pixel differ; at most {MAX_DIFFERING:.0%} may):")
    width, height = SCENES_SIZE
    names = [s["name"] for s in browser.evaluate("fluidPage.fluid.sceneNames()")]
    frames = {}
    with tempfile.TemporaryDirectory() as work:
        for name in names:
            golden = GOLDEN / f"{name}-{width}x{height}-light.png"
            if not golden.exists():
                continue
            browser.open(f"{url}&scene={name}&size={width}x{height}", width, height + 60, GOLDEN_SCALE)
            browser.settle()
            web = rgba(screenshot(browser, width, height), work)
            cairo = rgba(golden.read_bytes(), work)
            if len(web) != len(cairo):
                checks.check(False, f"{name}: sizes differ ({len(web) // 4} and {len(cairo) // 4} pixels)")
                continue
            share = differing_share(web, cairo)
            pathlib.Path(ROOT, "out").mkdir(exist_ok=True)
            pathlib.Path(ROOT, "out", f"web-{name}.png").write_bytes(screenshot(browser, width, height))
            checks.check(share <= MAX_DIFFERING, f"{name}: {share:.2%} of pixels differ")
            frames[name] = web
        # The comparison can fail: each frame against the next scene's golden.
        for name, following in zip(frames, list(frames)[1:] + list(frames)[:1]):
            other = rgba((GOLDEN / f"{following}-{width}x{height}-light.png").read_bytes(), work)
            share = differing_share(frames[name], other)
            checks.check(share > MAX_DIFFERING, f"{name} against {following}'s golden: {share:.2%} of pixels differ")


def differing_share(a, b):
    """The share of pixels of two same-sized RGBA images where a channel differs by more than
    PIXEL_TOLERANCE."""
    differing = 0
    for i in range(0, len(a), 4):
        if max(abs(a[i] - b[i]), abs(a[i + 1] - b[i + 1]), abs(a[i + 2] - b[i + 2])) > PIXEL_TOLERANCE:
            differing += 1
    return differing / (len(a) // 4)


def main(mode, web_dir, fluid_bin):
    web_dir = pathlib.Path(web_dir).resolve()
    httpd = serve.server(str(web_dir))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/index.html?trace=1&bare=1&size=390x844"
    browser = Browser()
    checks = Checks()
    try:
        browser.open(url, 390, 900, 2)
        if mode == "bench":
            bench_web.bench(browser, url.replace("trace=1&", "").replace("&size=390x844", ""), web_dir,
                            pathlib.Path(fluid_bin))
            return 0
        same_traces(browser, pathlib.Path(fluid_bin), checks)
        dom_traces(browser, url, pathlib.Path(fluid_bin), checks)
        layers_check.check(browser, url, checks)
        damage_check.check(browser, url, pathlib.Path(fluid_bin), checks)
        input_paths(browser, url, checks)
        places_tap(browser, url, checks)
        hostile_exports(browser, url, checks)
        page_settings(browser, url, checks)
        phone_chrome(browser, url, checks)
        offline_reload(browser, web_dir, checks)
        overlay_check.check(browser, url, pathlib.Path(fluid_bin), checks)
        recording_check.recordings(browser, url, pathlib.Path(fluid_bin), checks)
        checks.check(not browser.errors, "no uncaught errors on the page", "; ".join(browser.errors[:3]))
        if os.environ.get("FLUID_WEB_SCREENSHOTS", "1") == "1":
            screenshots(browser, url.replace("&size=390x844", ""), checks)
    finally:
        browser.close()
        httpd.shutdown()
    print(f"web: {checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    if len(sys.argv) != 4 or sys.argv[1] not in ("check", "bench"):
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
