"""The page's accessible overlay (Web/host/semantics.js) read through Chromium's own
accessibility tree, against what the desktop playground exposes over AT-SPI: part of `make
test-web` (scripts/web/browser-check.py calls `check`).

For every scene, in the states of STATES (at rest, and after actions: the drawer expanded, a
card open, a step moved), the playground is driven there through AT-SPI by the actions' names
(scripts/web/atspi-semantics.sh, pyatspi under Xvfb) and the page through its DOM as a screen
reader drives it (a click on the node's element or on its action's button, an Arrow key sent to
a slider); then every node of the playground's tree must be in the page's accessibility tree
(`Accessibility.getFullAXTree`), in the same order, with the role ROLES maps its AT-SPI role to,
the same name, the same value (a slider's value text and orientation, a text field's text; any other node's
value and hint as the element's description), expanded and pressed as AT-SPI's expanded,
collapsed and checked, the same actions (beyond what the element does itself) as buttons in it,
at the same frame (within FRAME_TOLERANCE pt), and the live region saying the playground's last
announcement. The expected trees come from the playground, not from the page's code: the roles
are mapped by the table here.

Then the keyboard and pointer: Tab from the canvas reaches the scene's controls in order, the
scene's focus follows the page's, and Tab after the last control leaves the scene (no keyboard
trap), Shift+Tab coming back; Return on a focused key presses it and Arrow Down moves the
scene's focus in the keypad, the page's following; Arrow Up on the focused
drawer handle raises the drawer; typed keys reach the focused search field. And pointers: a
point on a key hits its element (as touch exploration hit-tests), a real tap and a mouse click
there press the key once (the canvas takes them; the click ending them is no second press), and
a screen reader's click on the element presses it. The page's other drags and taps
(browser-check.py) all start over the overlay's elements. Chromium itself, not headless and
with its accessibility on, shows the calculator in the same accessibility bus, and its own hit
test for assistive technology must find HIT_BUTTONS at their centres (touch exploration)."""
import json
import pathlib
import subprocess
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]

# (state name, scene, steps: (node id, action name) performed from the scene's opening[,
# language: the playground's --locale and the page's lang=; custom actions are named in it]).
STATES = [
    ("menu", "menu", []),
    ("menu-opens-calculator", "menu", [("scene.calculator", "activate")]),
    ("shortcuts", "shortcuts", []),
    ("shortcuts-expanded", "shortcuts", [("grabber", "Expand")]),
    ("shortcuts-step-moved", "shortcuts", [("step.1", "Move up")]),
    ("shortcuts-step-removed", "shortcuts", [("step.0.remove", "activate")]),
    ("calculator", "calculator", []),
    ("calculator-7+2=", "calculator", [("key.7", "activate"), ("key.add", "activate"), ("key.2", "activate"),
                                       ("key.equals", "activate")]),
    ("spring", "spring", []),
    ("spring-damping-up", "spring", [("slider.dampingRatio", "increment")]),
    ("spring-platform", "spring", [("platform", "activate")]),
    ("flashlight", "flashlight", []),
    ("flashlight-on", "flashlight", [("flashlight", "activate")]),
    ("rubberband", "rubberband", []),
    ("rubberband-uikit", "rubberband", [("law.1", "activate")]),
    ("pause", "pause", []),
    ("momentum", "momentum", []),
    ("momentum-open", "momentum", [("drawer", "Open")]),
    ("pip", "pip", []),
    ("pip-top-left", "pip", [("pip", "Move to Top Left")]),
    ("rotation", "rotation", []),
    ("rotation-turned", "rotation", [("card", "increment")]),
    ("bouncy-sheet", "bouncy-sheet", []),
    ("bouncy-sheet-shown", "bouncy-sheet", [("toggle", "activate")]),
    ("places", "places", []),
    ("places-card", "places", [("place-0", "activate")]),
    ("places-drawer-up", "places", [("drawer", "increment")]),
    # In the page's language: German, and Hebrew laid out right to left (frames mirrored).
    ("shortcuts-expanded-de", "shortcuts", [("grabber", "Ausklappen")], "de"),
    ("places-card-he", "places", [("place-0", "activate")], "he"),
]

# AT-SPI's role names (ATK's, as the playground's bridge sets them) → Chromium's for the same
# thing in a page (the roles DevTools reports). A modal panel is a dialog in a page.
ROLES = {
    "frame": "region", "panel": "group", "push button": "button", "toggle button": "button",
    "entry": "textbox", "list": "list", "list item": "listitem", "slider": "slider", "label": "StaticText",
    "image": "image",
}
# Expanded and collapsed where AT-SPI says them but a page has none: a slider's is its value
# text ("Expanded, 2 of 3"); ARIA 1.2 has no aria-expanded on a group (Chromium drops it), where
# the value (the Places drawer's "Half") says the detent.
NO_EXPANDED = {"slider", "panel"}
# What an element does itself rather than through an action's button: a click activates; a
# slider takes its arrow keys; a typed value is typed.
OWN = {"activate"}
SLIDER_OWN = {"increment", "decrement"}
# The buttons of the standard actions, whose AT-SPI names are identifiers, say these, translated
# where the language's .po file has them.
TITLES = {"dismiss": "Dismiss", "scroll up": "Scroll up", "scroll down": "Scroll down", "increment": "Increment",
          "decrement": "Decrement"}
# AT-SPI frames are whole pixels at scale 1; the page's are to 0.1 pt, snapped to device pixels.
FRAME_TOLERANCE = 1.5


# Buttons of the calculator where Chromium's own hit test for assistive technology is asked.
HIT_BUTTONS = ["7", "plus", "equals", "Scenes"]


def expected_trees(fluid_bin, work, url):
    """What the playground exposes in each state ({name: [node…]} or {name: {"error": …}}), and
    under "_hits" what Chromium's hit test for assistive technology finds at HIT_BUTTONS."""
    states = pathlib.Path(work, "states.json")
    states.write_text(json.dumps([{"name": n, "scene": s, "steps": steps, "locale": rest[0] if rest else None}
                                  for n, s, steps, *rest in STATES]))
    out = pathlib.Path(work, "atspi.json")
    run = subprocess.run([str(ROOT / "scripts/web/atspi-semantics.sh"), str(fluid_bin / "fluid-playground"),
                          str(states), str(out), url + "&scene=calculator", ",".join(HIT_BUTTONS)],
                         capture_output=True, text=True, timeout=900)
    if run.returncode != 0 or not out.exists():
        raise RuntimeError(f"atspi-semantics.sh exited {run.returncode}: {run.stderr.strip()[-300:]}")
    return json.loads(out.read_text())


def perform(browser, node_id, action):
    """One step through the DOM, as a screen reader performs it: a click on the node's element
    (activate) or its action's button; a slider's increment or decrement as the Arrow key a
    screen reader sends the element (without moving focus). Returns what was done, or None."""
    return browser.evaluate(f"""(() => {{
      const id = {json.dumps(node_id)}, action = {json.dumps(action)};
      const node = document.querySelector(`.fluid-semantics [data-node="${{CSS.escape(id)}}"]`);
      if (!node) return null;
      if (action === "activate") {{ node.click(); return "click"; }}
      if (node.getAttribute("role") === "slider" && (action === "increment" || action === "decrement")) {{
        const key = action === "increment" ? "ArrowUp" : "ArrowDown";
        node.dispatchEvent(new KeyboardEvent("keydown", {{ key, bubbles: true, cancelable: true }}));
        return key;
      }}
      const button = document.querySelector(
        `.fluid-semantics [data-for="${{CSS.escape(id)}}"][data-action="${{CSS.escape(action)}}"]`);
      if (!button) return null;
      button.click();
      return "button";
    }})()""")


def dom_index(browser):
    """backendNodeId → (attributes, parent's backendNodeId) of every DOM node."""
    index = {}

    def walk(node, parent):
        attrs = node.get("attributes", [])
        index[node["backendNodeId"]] = (dict(zip(attrs[::2], attrs[1::2])), parent)
        for child in node.get("children", []):
            walk(child, node["backendNodeId"])
    walk(browser.call("DOM.getDocument", depth=-1)["root"], None)
    return index


def page_tree(browser):
    """The overlay's nodes as Chromium's accessibility tree has them, in reading order:
    [{id, role, name, value, valuetext, description, properties}], and {id: [(action, button's name)]}.
    A static text's description is the text said after it (its value and hint)."""
    browser.call("Accessibility.enable")
    nodes = browser.call("Accessibility.getFullAXTree")["nodes"]
    dom = dom_index(browser)
    by_id = {n["nodeId"]: n for n in nodes}
    out, buttons, said, seen = [], {}, {}, set()

    def walk(ax):
        backend = ax.get("backendDOMNodeId")
        attrs, parent = dom.get(backend, ({}, None))
        if not ax.get("ignored"):
            role = ax.get("role", {}).get("value")
            props = {p["name"]: p["value"].get("value") for p in ax.get("properties", [])}
            node_id = attrs.get("data-node")
            if node_id is None and role == "StaticText" and parent in dom:
                node_id = dom[parent][0].get("data-node")  # a static text's text
            if role == "StaticText" and parent in dom and "data-said-for" in dom[parent][0]:
                said[dom[parent][0]["data-said-for"]] = ax.get("name", {}).get("value", "")
            if "data-for" in attrs:
                buttons.setdefault(attrs["data-for"], []).append((attrs.get("data-action"),
                                                                  ax.get("name", {}).get("value")))
            elif node_id is not None and node_id not in seen and role not in ("generic", "none", "InlineTextBox"):
                seen.add(node_id)
                out.append({"id": node_id, "role": role, "name": ax.get("name", {}).get("value", ""),
                            "value": ax.get("value", {}).get("value"), "valuetext": attrs.get("aria-valuetext"),
                            "oriented": "aria-orientation" in attrs,
                            "description": ax.get("description", {}).get("value", ""), "properties": props})
        for child in ax.get("childIds", []):
            if child in by_id:
                walk(by_id[child])
    walk(nodes[0])
    for node in out:
        if node["role"] == "StaticText":
            node["description"] = said.get(node["id"], "")
    return out, buttons


def translations(language):
    """{English: translation} of Translations/LANGUAGE.po's single-line entries ({} for English)."""
    if not language:
        return {}
    table, msgid = {}, None
    for line in (ROOT / f"Translations/{language}.po").read_text().splitlines():
        if line.startswith("msgid "):
            msgid = json.loads(line[6:])
        elif line.startswith("msgstr ") and msgid:
            table[msgid] = json.loads(line[7:])
            msgid = None
    return table


def expected_entry(node, strings=None):
    """What the page must say for one AT-SPI node; `strings` translates the action buttons'
    titles (the .po file of the page's language)."""
    strings = strings or {}
    role = ROLES.get(node["role"], node["role"])
    if node["role"] == "panel" and "modal" in node["states"]:
        role = "dialog"
    entry = {"id": node["id"], "role": role, "name": node["name"]}
    if node["role"] == "slider":
        entry["valuetext"] = node["value"] or None
        entry["description"] = node["description"] or ""
        # The way it moves, when it has one (a page's slider is horizontal unless it says).
        for way in ("horizontal", "vertical"):
            if way in node["states"]:
                entry["orientation"] = way
    elif node["role"] == "entry":
        entry["value"] = node["text"] or ""
        entry["description"] = node["description"] or ""
    else:
        entry["description"] = ", ".join(t for t in (node["value"], node["description"]) if t)
    if node["role"] not in NO_EXPANDED:
        if "expanded" in node["states"]:
            entry["expanded"] = True
        elif "collapsed" in node["states"]:
            entry["expanded"] = False
    if "checked" in node["states"]:
        entry["pressed"] = "true"
    entry["actions"] = [(a, strings.get(TITLES.get(a, a)) or TITLES.get(a, a)) for a in node["actions"]
                        if a not in OWN and not a.startswith("set value")
                        and not (node["role"] == "slider" and a in SLIDER_OWN)]
    return entry


def actual_entry(node, buttons):
    p = node["properties"]
    entry = {"id": node["id"], "role": node["role"], "name": node["name"]}
    if node["role"] == "slider":
        # Chromium's DevTools report no slider's aria-valuetext (their "valuetext" is empty for
        # every ARIA slider): the element's attribute stands for it.
        entry["valuetext"] = node["valuetext"]
        entry["description"] = node["description"]
        if node["oriented"]:
            entry["orientation"] = p.get("orientation")
    elif node["role"] == "textbox":
        entry["value"] = node["value"] or ""
        entry["description"] = node["description"]
    else:
        entry["description"] = node["description"]
    if "expanded" in p:
        entry["expanded"] = p["expanded"]
    if "pressed" in p and p["pressed"] not in ("false", False):
        entry["pressed"] = str(p["pressed"]).lower()
    entry["actions"] = buttons.get(node["id"], [])
    return entry


def frames(browser):
    """{id: [x, y, width, height]} of the overlay's elements, in the canvas's CSS pixels."""
    return browser.evaluate("""(() => {
      const c = document.getElementById('screen').getBoundingClientRect();
      const out = {};
      for (const e of document.querySelectorAll('.fluid-semantics [data-node]')) {
        const r = e.getBoundingClientRect();
        out[e.dataset.node] = [r.left - c.left, r.top - c.top, r.width, r.height];
      }
      return out;
    })()""")


def compare_state(browser, url, name, scene, steps, expected, checks, language=None):
    """Compares one state; false when it could not be reached."""
    if isinstance(expected, dict):
        checks.check(False, f"{name}: the playground reaches the state over AT-SPI", expected.get("error"))
        return False
    browser.open(url + f"&scene={scene}" + (f"&lang={language}" if language else ""), 390, 900, 2)
    browser.settle()
    for node_id, action in steps:
        done = perform(browser, node_id, action)
        if done is None:
            checks.check(False, f"{name}: the page offers {action!r} on {node_id}")
            return False
        browser.settle()
    browser.evaluate("fluidPage.semantics.sync()")
    nodes, buttons = page_tree(browser)
    strings = translations(language)
    want = [expected_entry(n, strings) for n in expected if n["role"] != "notification"]
    got = [actual_entry(n, buttons) for n in nodes]
    detail = ""
    if want != got:
        for i, (a, b) in enumerate(zip(want, got)):
            if a != b:
                detail = (f"node {i}:\n    AT-SPI {json.dumps(a, ensure_ascii=False)}"
                          f"\n    page   {json.dumps(b, ensure_ascii=False)}")
                break
        else:
            longer = want[len(got):] or got[len(want):]
            detail = (f"{len(want)} nodes over AT-SPI, {len(got)} in the page; first extra: "
                      f"{json.dumps(longer[0], ensure_ascii=False)}")
    checks.check(want == got, f"{name}: {len(want)} nodes with the playground's roles, names, values, states"
                 f" and actions", detail)
    placed = frames(browser)
    def off(n):
        return n["id"] not in placed or any(abs(a - b) > FRAME_TOLERANCE for a, b in zip(n["frame"], placed[n["id"]]))
    far = [(n["id"], n["frame"], [round(v, 1) for v in placed.get(n["id"], [])]) for n in expected
           if n["role"] != "notification" and "frame" in n and off(n)]
    checks.check(not far, f"{name}: every element at its node's frame (within {FRAME_TOLERANCE} pt)",
                 "; ".join(f"{i}: AT-SPI {a}, page {b}" for i, a, b in far[:4]))
    said = next((n["name"] for n in expected if n["role"] == "notification"), "")
    live = browser.evaluate("document.querySelector('.fluid-live').textContent").replace("\u00a0", "").strip()
    if said:
        checks.check(live == said, f"{name}: the live region says the playground's announcement {said!r}",
                     f"page {live!r}")
    return True


def key(browser, name, shift=False):
    codes = {"Tab": 9, "Enter": 13, "ArrowUp": 38, "ArrowDown": 40, "ArrowLeft": 37, "ArrowRight": 39, "Escape": 27}
    params = {"key": name, "code": name, "windowsVirtualKeyCode": codes.get(name, 0), "modifiers": 8 if shift else 0}
    if name == "Enter":
        params["text"] = "\r"
    browser.call("Input.dispatchKeyEvent", type="rawKeyDown", **params)
    if name == "Enter":
        browser.call("Input.dispatchKeyEvent", type="char", **params)
    browser.call("Input.dispatchKeyEvent", type="keyUp", **params)


def active(browser):
    """The focused element's node id, "canvas", or its tag."""
    return browser.evaluate("(() => { const a = document.activeElement;"
                            " return a?.dataset?.node ?? (a?.id === 'screen' ? 'canvas' : a?.tagName); })()")


def last_frame(browser):
    return json.loads(browser.evaluate("fluidPage.trace[fluidPage.trace.length - 1]"))


def keyboard(browser, url, checks):
    print("the keyboard through the overlay:")
    browser.open(url + "&scene=calculator", 390, 900, 2)
    browser.settle()
    stops = browser.evaluate("[...document.querySelectorAll('.fluid-semantics [tabindex=\"0\"]')]"
                             ".map(e => e.dataset.node)")
    browser.evaluate("document.getElementById('screen').focus()")
    visited, focus = [], []
    for _ in range(len(stops) + 1):
        key(browser, "Tab")
        browser.settle(1)
        visited.append(active(browser))
        focus.append(last_frame(browser).get("focus"))
    checks.check(visited[:len(stops)] == stops and len(stops) > 5,
                 f"Tab from the canvas walks the calculator's {len(stops)} controls in reading order",
                 f"{visited} vs {stops}")
    checks.check(focus[:len(stops)] == stops, "the scene's keyboard focus (its ring, the trace) follows the page's",
                 f"{focus}")
    checks.check(visited[-1] not in stops and visited[-1] != "canvas" and focus[-1] is None,
                 "Tab after the last control leaves the scene and clears its focus (no keyboard trap)",
                 f"focus on {visited[-1]}, scene focus {focus[-1]}")
    key(browser, "Tab", shift=True)
    browser.settle(1)
    checks.check(active(browser) == stops[-1] and last_frame(browser).get("focus") == stops[-1],
                 "Shift+Tab comes back to the last control", f"{active(browser)}")
    browser.evaluate("document.querySelector('.fluid-semantics [data-node=\"key.7\"]').focus()")
    key(browser, "Enter")
    browser.settle(1)
    display = browser.evaluate("document.querySelector('.fluid-semantics [data-node=\"display\"]').textContent")
    checks.check(display == "7" and active(browser) == "key.7",
                 "Return on the focused 7 key presses it: the display says 7", f"display {display!r}")
    key(browser, "ArrowDown")
    browser.settle(1)
    checks.check(last_frame(browser).get("focus") == "key.4" and active(browser) == "key.4",
                 "Arrow Down in the keypad moves the scene's focus to 4, and the page's follows",
                 f"scene {last_frame(browser).get('focus')}, page {active(browser)}")

    browser.open(url + "&scene=shortcuts", 390, 900, 2)
    browser.settle()
    browser.evaluate("document.querySelector('.fluid-semantics [data-node=\"grabber\"]').focus()")
    key(browser, "ArrowUp")
    browser.settle()
    drawer = last_frame(browser).get("drawer", {})
    value = browser.evaluate("document.querySelector('.fluid-semantics [data-node=\"grabber\"]')"
                             ".getAttribute('aria-valuetext')")
    checks.check(drawer.get("detent") == "expanded" and value == "Expanded, 2 of 3",
                 "Arrow Up on the focused drawer handle raises the drawer, and its value says so",
                 f"{drawer}, {value!r}")
    browser.evaluate("document.querySelector('.fluid-semantics [data-node=\"search\"]').focus()")
    key(browser, "Enter")
    for character in "wait":
        browser.call("Input.dispatchKeyEvent", type="keyDown", key=character, text=character)
        browser.call("Input.dispatchKeyEvent", type="keyUp", key=character)
    browser.settle()
    text = browser.evaluate("document.querySelector('.fluid-semantics [data-node=\"search\"]')?.value")
    checks.check(text == "wait", "keys typed in the focused search field reach the scene's field", f"{text!r}")



def pointers(browser, url, checks):
    print("pointers through the overlay:")
    browser.open(url + "&scene=calculator", 390, 900, 2)
    browser.settle()
    centre = browser.evaluate("""(() => {
      const r = document.querySelector('.fluid-semantics [data-node="key.7"]').getBoundingClientRect();
      return [r.left + r.width / 2, r.top + r.height / 2]; })()""")
    hit = browser.evaluate(f"document.elementFromPoint({centre[0]}, {centre[1]})?.dataset.node")
    checks.check(hit == "key.7", "a point on the 7 key hits its element (touch exploration finds the key)",
                 f"{hit!r}")
    display = "document.querySelector('.fluid-semantics [data-node=\"display\"]').textContent"
    x, y = centre
    browser.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=[{"x": x, "y": y, "id": 1}])
    time.sleep(0.05)
    browser.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
    browser.settle()
    shown = browser.evaluate(display)
    checks.check(shown == "7", "a finger's tap on the 7 key, over its element, presses it once (the canvas takes it)",
                 f"display {shown!r}")
    eight = browser.evaluate("""(() => {
      const r = document.querySelector('.fluid-semantics [data-node="key.8"]').getBoundingClientRect();
      return [r.left + r.width / 2, r.top + r.height / 2]; })()""")
    for kind, buttons in (("mousePressed", 1), ("mouseReleased", 0)):
        browser.call("Input.dispatchMouseEvent", type=kind, x=eight[0], y=eight[1], button="left", buttons=buttons,
                     clickCount=1)
    browser.settle()
    shown = browser.evaluate(display)
    checks.check(shown == "78", "a mouse click on the 8 key presses it once", f"display {shown!r}")
    time.sleep(0.7)
    browser.evaluate("document.querySelector('.fluid-semantics [data-node=\"key.9\"]').click()")
    browser.settle()
    shown = browser.evaluate(display)
    checks.check(shown == "789", "a screen reader's click on the 9 key's element presses it", f"display {shown!r}")


def check(browser, url, fluid_bin, checks):
    print("the accessible overlay against the playground's AT-SPI tree:")
    with tempfile.TemporaryDirectory(prefix="fluid-webax-") as work:
        try:
            expected = expected_trees(fluid_bin, work, url)
        except (RuntimeError, subprocess.TimeoutExpired) as error:
            checks.check(False, "the playground's trees read over AT-SPI", str(error))
            return
    hits = expected.get("_hits", {"error": "not asked"})
    checks.check(isinstance(hits, list) and all(h["hit"] == ["push button", h["name"]] for h in hits),
                 f"Chromium's own hit test for assistive technology (ATK, as touch exploration asks) finds"
                 f" each of the calculator's {', '.join(HIT_BUTTONS)} at its centre", json.dumps(hits))
    for name, scene, steps, *language in STATES:
        compared = compare_state(browser, url, name, scene, steps, expected.get(name, {"error": "not read"}),
                                 checks, *language)
        if compared and language:
            lang = browser.evaluate("document.querySelector('.fluid-semantics').lang")
            checks.check(lang == language[0], f"{name}: the overlay's language is the page's ({lang})")
    keyboard(browser, url, checks)
    pointers(browser, url, checks)


def bench(web_dir):
    """What the overlay costs the page, per scene at rest and while the Shortcuts drawer is
    dragged, at device pixel ratio 3 (BENCHMARKS.md, "The accessible overlay")."""
    import importlib.util
    import statistics
    import threading
    spec = importlib.util.spec_from_file_location("browser_check", ROOT / "scripts/web/browser-check.py")
    check_module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(check_module)
    httpd = check_module.serve.server(str(web_dir))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{httpd.server_address[1]}/index.html?bare=1&size=390x844"
    browser = check_module.Browser()
    try:
        browser.open(base, 390, 900, 3)
        print("scene          nodes  bytes  unchanged µs  written µs  built anew ms")
        for scene in [s["name"] for s in browser.evaluate("fluidPage.fluid.sceneNames()")]:
            browser.open(base + f"&scene={scene}", 390, 900, 3)
            browser.settle()
            r = browser.evaluate("""(() => {
              const f = fluidPage.fluid, o = fluidPage.semantics;
              const time = (work, n) => {
                const t0 = performance.now();
                for (let i = 0; i < n; i++) work();
                return (performance.now() - t0) / n;
              };
              return {
                unchanged: time(() => o.sync(), 200), written: time(() => f.semantics(), 200),
                bytes: f.semantics().length, nodes: o.shown.size,
                anew: time(() => {
                  for (const e of o.shown.values()) { e.element.remove(); e.actions.forEach((b) => b.remove()); }
                  o.shown.clear(); o.generation = -1; o.sync();
                }, 50),
              }; })()""")
            print(f"{scene:14} {r['nodes']:5} {r['bytes']:6} {r['unchanged'] * 1000:13.1f} {r['written'] * 1000:11.1f}"
                  f" {r['anew']:14.2f}")
        browser.open(base + "&scene=shortcuts", 390, 900, 3)
        browser.settle()
        browser.evaluate("""(() => { const o = fluidPage.semantics, sync = o.sync.bind(o); window.syncTimes = [];
          o.sync = () => { const t0 = performance.now(); sync(); syncTimes.push(performance.now() - t0); }; })()""")
        left, top = browser.canvas_origin()
        check_module.touch_drag(browser, [(left + 195, top + 790 - 12 * i) for i in range(40)])
        browser.settle()
        times = browser.evaluate("syncTimes")
        frames = browser.evaluate("fluidPage.frameTimes")
        print(f"Shortcuts drawer dragged: {len(times)} follows over {len(frames)} frames, each p50"
              f" {statistics.median(times):.2f} ms, max {max(times):.2f} ms (between frames); the frames'"
              f" script + draw p50 {statistics.median(frames):.2f} ms")
    finally:
        browser.close()
        httpd.shutdown()


if __name__ == "__main__":
    import sys
    if len(sys.argv) != 3 or sys.argv[1] != "bench":
        sys.exit("usage: overlay_check.py bench WEB_DIR")
    bench(pathlib.Path(sys.argv[2]).resolve())
