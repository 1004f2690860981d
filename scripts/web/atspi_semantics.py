#!/usr/bin/python3
"""What the desktop playground exposes over AT-SPI, for `make test-web` to hold the page's
accessible overlay against (scripts/web/browser-check.py, `semantic_overlay`).

Run by scripts/web/atspi-semantics.sh inside a private D-Bus session with its own accessibility
bus, under Xvfb, with Debian's /usr/bin/python3 (python3-pyatspi):

    atspi_semantics.py PLAYGROUND STATES.json OUT.json WORK [URL NAMES]

STATES.json is a list of {"name", "scene", "steps": [[node id, action name], …], "locale"} (the
locale: the playground's --locale, or null for English). For each state
a fresh playground opens the scene (390 × 844 pt at scale 1, its own data folder), performs the
steps as a screen reader would (the AT-SPI Action interface, by the action's name), waits until
the window draws no more frames, and reads the whole tree: for every accessible, in reading
order, its "id" attribute, role name, name, description, value text (the Value interface), text
(the Text interface), states and actions. OUT.json maps each state's name to that list, or to
{"error": …} when the state could not be reached. With URL (a page of the web build) and NAMES
(comma-separated), OUT.json's "_hits" says what Chromium's own hit test for assistive technology
finds at the centre of each named button of that page (`hits`). Every wait is bounded."""
import json
import os
import subprocess
import sys
import time

import pyatspi
from gi.repository import Atspi, GLib

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from fluidcheck.procs import stop  # noqa: E402

STATES = ("focused", "selected", "expanded", "collapsed", "enabled", "checked", "modal", "focusable", "horizontal",
          "vertical")


def pump():
    while GLib.MainContext.default().iteration(False):
        pass


def wait_for(seconds, probe):
    deadline = time.monotonic() + seconds
    while True:
        pump()
        value = probe()
        if value or time.monotonic() >= deadline:
            return value
        time.sleep(0.1)


def attributes(node):
    try:
        return dict(a.split(":", 1) for a in node.getAttributes())
    except Exception:  # noqa: BLE001 — a node gone mid-walk reads as no attributes
        return {}


def find(node, wanted):
    if attributes(node).get("id") == wanted:
        return node
    for child in node:
        if child is not None:
            found = find(child, wanted)
            if found is not None:
                return found
    return None


def actions(node):
    try:
        action = node.queryAction()
    except NotImplementedError:
        return []
    return [action.getName(i) for i in range(action.nActions)]


def describe(node, out):
    """`node` and its subtree, in reading order, as plain values."""
    interfaces = node.get_interfaces()
    state = node.getState()
    entry = {
        "id": attributes(node).get("id"),
        "role": node.getRoleName(),
        "name": node.name,
        "description": node.description,
        "value": Atspi.Value.get_text(node) if "Value" in interfaces else None,
        "text": node.queryText().getText(0, -1) if "Text" in interfaces else None,
        "states": [s for s in STATES if state.contains(getattr(pyatspi, "STATE_" + s.upper()))],
        "actions": actions(node),
        "attributes": {k: v for k, v in attributes(node).items() if k in ("posinset", "setsize", "valuetext")},
    }
    if "Value" in interfaces and entry["role"] == "slider":
        value = node.queryValue()
        entry["range"] = [value.currentValue, value.minimumValue, value.maximumValue]
    if "Component" in interfaces:
        entry["extents"] = list(node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS))
    out.append(entry)
    for child in node:
        if child is not None:
            describe(child, out)
    return out


def quiet(trace, seconds=0.6, limit=10):
    """Waits until `trace` (the playground's) stops growing for `seconds`: the window rests."""
    deadline = time.monotonic() + limit
    size, since = -1, time.monotonic()
    while time.monotonic() < deadline:
        pump()
        now = os.path.getsize(trace) if os.path.exists(trace) else 0
        if now != size:
            size, since = now, time.monotonic()
        elif size > 0 and time.monotonic() - since >= seconds:
            return True
        time.sleep(0.05)
    return False


def the_app():
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and app.name == "fluid-playground":
            return app
    return None


def state(playground, work, spec):
    name = spec["name"]
    trace = os.path.join(work, f"{name}.trace.jsonl")
    env = dict(os.environ, XDG_DATA_HOME=os.path.join(work, f"{name}-data"), LANG="C.UTF-8", LC_ALL="C.UTF-8")
    language = ["--locale", spec["locale"]] if spec.get("locale") else []
    os.makedirs(env["XDG_DATA_HOME"], exist_ok=True)
    with open(os.path.join(work, f"{name}.log"), "w") as log:
        process = subprocess.Popen(
            ["timeout", "60", playground, "--scene", spec["scene"], "--size", "390x844", "--scale", "1",
             "--no-reduce-motion", "--text-size", "large", "--trace", trace, *language],
            env=env, stdout=log, stderr=subprocess.STDOUT)
        try:
            app = wait_for(20, lambda: (a := the_app()) is not None and find(a, "scene") is not None and a)
            if not app:
                return {"error": "the playground did not show its tree on the accessibility bus"}
            quiet(trace)
            for node_id, action in spec["steps"]:
                node = wait_for(5, lambda: find(app, node_id))
                if node is None:
                    return {"error": f"no node {node_id}"}
                if action not in actions(node):
                    return {"error": f"{node_id} offers no {action!r}: {actions(node)}"}
                node.queryAction().doAction(actions(node).index(action))
                time.sleep(0.1)
                quiet(trace)
            # The bridge sends the tree after the last frame; read it once it holds still.
            time.sleep(0.3)
            pump()
            window = app[0]
            nodes = describe(window, [])
            origin = window.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            for n in nodes:
                if "extents" in n:
                    x, y, w, h = n["extents"]
                    n["frame"] = [x - origin.x, y - origin.y, w, h]
            return nodes
        finally:
            stop(process, 10)


def hits(url, work, names):
    """Chromium (not headless, its accessibility on) showing the page at `url`: for each button
    of the page named in `names`, the accessible Chromium's own hit test for assistive technology
    (AT-SPI's GetAccessibleAtPoint, descended to the deepest) finds at the button's centre —
    what touch exploration finds there. [{"name", "role", "hit": [role, name]}], or {"error"}."""
    env = dict(os.environ, ACCESSIBILITY_ENABLED="1")
    with open(os.path.join(work, "chromium.log"), "w") as log:
        process = subprocess.Popen(
            ["timeout", "90", "chromium", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--force-renderer-accessibility", f"--user-data-dir={os.path.join(work, 'chromium')}",
             "--window-position=0,0", "--window-size=600,1000", f"--app={url}"],
            env=env, stdout=log, stderr=subprocess.STDOUT)
        try:
            def document():
                for app in pyatspi.Registry.getDesktop(0):
                    if app is not None and app.name == "Chromium":
                        found = pyatspi.findDescendant(app, lambda n: n.getRoleName() == "document web")
                        if found is not None and pyatspi.findDescendant(found, lambda n: n.name in names):
                            return found
                return None
            doc = wait_for(40, document)
            if doc is None:
                return {"error": "Chromium's page did not show its buttons on the accessibility bus"}
            out = []
            for name in names:
                button = pyatspi.findDescendant(doc, lambda n: n.name == name and n.getRoleName() == "push button")
                if button is None:
                    out.append({"name": name, "hit": None})
                    continue
                e = button.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
                x, y = e.x + e.width // 2, e.y + e.height // 2
                node = doc
                for _ in range(40):
                    deeper = node.queryComponent().getAccessibleAtPoint(x, y, pyatspi.DESKTOP_COORDS)
                    if deeper is None or deeper == node:
                        break
                    node = deeper
                out.append({"name": name, "hit": [node.getRoleName(), node.name]})
            return out
        finally:
            stop(process, 10)


def main():
    playground, states_file, out_file, work = sys.argv[1:5]
    with open(states_file) as f:
        specs = json.load(f)
    result = {}
    if len(sys.argv) > 5:
        url, names = sys.argv[5], sys.argv[6].split(",")
        try:
            result["_hits"] = hits(url, work, names)
        except Exception as error:  # noqa: BLE001 — reported as the check's failure
            result["_hits"] = {"error": f"{type(error).__name__}: {error}"}
    for spec in specs:
        try:
            result[spec["name"]] = state(playground, work, spec)
        except Exception as error:  # noqa: BLE001 — one state's failure is reported, the rest still run
            result[spec["name"]] = {"error": f"{type(error).__name__}: {error}"}
    with open(out_file, "w") as f:
        json.dump(result, f, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
