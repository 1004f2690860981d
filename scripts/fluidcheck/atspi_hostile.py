"""The accessibility bridge driven as a hostile or broken client would (issue 36): calls on nodes
whose scene has gone, offsets, indices and coordinate kinds out of range, values that are not
numbers, clients killed mid-call. Each call goes over raw D-Bus to the object's path (as any
process on the bus can), not through pyatspi, which checks and caches on the client's side and
would not pass some of these on. After each scenario the playground still runs and its scene is as
it was. Part of `make test-atspi`: fluidcheck.atspi runs `first` before its own scenarios and
`main` after them."""
import math
import os
import signal
import subprocess
import sys
import time

import pyatspi
from gi.repository import Gio, GLib

from .atspi import PLAYGROUND, WORK, Playground, find, frames, wait_for
from .checks import check, failed
from .procs import stop

INT_MAX, INT_MIN, UINT_MAX = 2**31 - 1, -2**31, 2**32 - 1
OFFSETS = (-5, -1, INT_MIN, 0, 2, 4, 5, 1000000, INT_MAX)
# AtkTextGranularity is CHAR … PARAGRAPH (0 … 4), AtkTextBoundary CHAR … LINE_END (0 … 6).
KINDS = (0, 1, 2, 3, 4, 5, 6, 7, 99, UINT_MAX)
DEFUNCT = 1 << int(pyatspi.STATE_DEFUNCT)  # its bit in the first word of GetState's answer


class Raw:
    """Raw D-Bus calls on the accessibility bus to an object (bus name, path), with a timeout."""

    def __init__(self):
        session = Gio.bus_get_sync(Gio.BusType.SESSION)
        address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                    GLib.VariantType("(s)"), 0, 2000, None).unpack()[0]
        flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
        self.connection = Gio.DBusConnection.new_for_address_sync(address, flags, None, None)

    def call(self, ref, interface, method, signature=None, *args, timeout=3000):
        value = GLib.Variant(signature, args) if signature else None
        return self.connection.call_sync(ref[0], ref[1], "org.a11y.atspi." + interface, method, value, None, 0,
                                         timeout, None).unpack()

    def get(self, ref, interface, name):
        return self.connection.call_sync(ref[0], ref[1], "org.freedesktop.DBus.Properties", "Get",
                                         GLib.Variant("(ss)", ("org.a11y.atspi." + interface, name)), None, 0,
                                         3000, None).unpack()[0]

    def set(self, ref, interface, name, value):
        return self.connection.call_sync(ref[0], ref[1], "org.freedesktop.DBus.Properties", "Set",
                                         GLib.Variant("(ssv)", ("org.a11y.atspi." + interface, name, value)),
                                         None, 0, 3000, None).unpack()


def ref(node):
    """The (bus name, path) of a pyatspi node: what a client keeps to call it later."""
    return (node.app.bus_name, node.path)


def attempt(probe):
    """`probe()`, or the D-Bus error's name when the call failed (an answer all the same)."""
    try:
        return probe()
    except GLib.Error as error:
        return ("error", Gio.DBusError.get_remote_error(error) or error.message)


def answered(result):
    """True for a reply or a D-Bus error from the application, false for none (a timeout, a
    vanished peer)."""
    if isinstance(result, tuple) and result[:1] == ("error",):
        return result[1] not in (None, "org.freedesktop.DBus.Error.NoReply",
                                 "org.freedesktop.DBus.Error.ServiceUnknown") \
            and "Timeout" not in str(result[1])
    return True


def actions_recorded(p):
    """The requests the playground took from assistive technology (its recording's actions)."""
    with open(p.record) as f:
        return sum('"type":"action"' in line for line in f)


def alive(p):
    return p.process.poll() is None


def stale_nodes(raw):
    """A client keeps nodes of the menu, the menu goes (a scene opens), the client calls them; the
    menu comes back (new nodes, the same ids) and the client calls the old ones again."""
    print("scenario: hostile AT-SPI: nodes whose scene has gone")
    p = Playground("menu")
    try:
        if not check("menu registers on the accessibility bus", p.app is not None):
            return
        kept = {name: find(p.app, name) for name in ("scene.spring", "scene.calculator", "scenes", "heading")}
        refs = {name: ref(node) for name, node in kept.items()}
        raw.call(refs["scene.spring"], "Action", "DoAction", "(i)", 0)
        opened = wait_for(10, lambda: p.last().get("scene") == "spring" and find(p.app, "back") is not None)
        if not check("the spring scene opens by an action", opened, p.last().get("scene")):
            return
        time.sleep(0.5)
        before, focus = actions_recorded(p), p.last().get("focus")
        calls = {
            "name": lambda r: raw.get(r, "Accessible", "Name"),
            "states": lambda r: raw.call(r, "Accessible", "GetState"),
            "children": lambda r: raw.call(r, "Accessible", "GetChildren"),
            "child 0": lambda r: raw.call(r, "Accessible", "GetChildAtIndex", "(i)", 0),
            "extents": lambda r: raw.call(r, "Component", "GetExtents", "(u)", 0),
            "actions": lambda r: raw.call(r, "Action", "GetActions"),
            "do action 0": lambda r: raw.call(r, "Action", "DoAction", "(i)", 0),
            "grab focus": lambda r: raw.call(r, "Component", "GrabFocus"),
        }
        results = {(name, call): attempt(lambda: f(r)) for name, r in refs.items() for call, f in calls.items()}

        def defined(call, result):
            """A stale node's answer: an error (the bridge forgot it), or one that says it is gone."""
            if isinstance(result, tuple) and result[:1] == ("error",):
                return answered(result)
            if call == "states":
                return result[0][0] & DEFUNCT != 0
            if call in ("do action 0", "name"):
                return True  # atk-bridge says TRUE before the action; a name may stay
            if call in ("children", "actions"):
                return result[0] == []
            if call == "child 0":
                return result[0][1] == "/org/a11y/atspi/null"
            if call == "extents":
                return result[0] == (-1, -1, -1, -1)
            if call == "grab focus":
                return result[0] is False
            return False

        wrong = {k: v for k, v in results.items() if not defined(k[1], v)}
        check("every call on a node whose scene has gone answers that it is gone (an error, DEFUNCT, "
              "no children, no actions)", not wrong, wrong)
        time.sleep(0.5)
        check("and acts on nothing: the scene stays, no request is taken, the focus is kept",
              alive(p) and p.last().get("scene") == "spring" and actions_recorded(p) == before
              and p.last().get("focus") == focus, (p.last().get("scene"), actions_recorded(p) - before,
                                                   p.last().get("focus"), focus))
        back = find(p.app, "back")
        back.queryAction().doAction(0)
        returned = wait_for(10, lambda: p.last().get("scene") == "menu" and find(p.app, "scene.spring") is not None)
        if not check("the menu comes back (new nodes with the old ids)", returned, p.last().get("scene")):
            return
        time.sleep(0.5)
        fresh = find(p.app, "scene.spring")
        check("the menu's nodes are new objects", fresh is not None and fresh.path != refs["scene.spring"][1],
              (fresh and fresh.path, refs["scene.spring"]))
        before = actions_recorded(p)
        for name in ("scene.spring", "scene.calculator"):
            attempt(lambda: raw.call(refs[name], "Action", "DoAction", "(i)", 0))
            attempt(lambda: raw.call(refs[name], "Component", "GrabFocus"))
        time.sleep(1.5)
        check("an old node's action does not reach the new node of its id: the menu stays",
              alive(p) and p.last().get("scene") == "menu" and actions_recorded(p) == before,
              (p.last().get("scene"), actions_recorded(p) - before))
        held = kept["scenes"]
        check("pyatspi says a kept node is defunct", held.getState().contains(pyatspi.STATE_DEFUNCT),
              held.getState().getStates())
    finally:
        p.close()


def raw_find(raw, root, wanted):
    """The (bus name, path) of the node whose "id" attribute is `wanted` under `root`, walked with
    raw calls; None when there is none."""
    if raw.call(root, "Accessible", "GetAttributes")[0].get("id") == wanted:
        return root
    for child in raw.call(root, "Accessible", "GetChildren")[0]:
        found = raw_find(raw, tuple(child), wanted)
        if found is not None:
            return found
    return None


def raw_app(raw):
    """The playground's application on the registry, asked with raw calls only."""
    registry = ("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root")
    for app in attempt(lambda: raw.call(registry, "Accessible", "GetChildren")[0]):
        if isinstance(app, (tuple, list)) and attempt(lambda: raw.get(tuple(app), "Accessible", "Name")) \
                == "fluid-playground":
            return tuple(app)
    return None


def stale_nodes_unwatched(raw):
    """The same before any event listener: until a client asks for events (or pyatspi, which does,
    touches the application), atk-bridge does not forget a node told defunct, so the node itself
    must refuse. A client keeps the menu's list and its items, opens a scene, goes back, and
    performs an old item's action."""
    print("scenario: hostile AT-SPI: nodes whose scene has gone, with no one listening for events")
    p = Playground("menu", find_app=False)
    try:
        app = wait_for(20, lambda: (a := raw_app(raw)) and attempt(lambda: raw_find(raw, a, "scenes")) and a)
        if not check("menu registers on the accessibility bus (found with raw calls)", bool(app)):
            return
        scenes, item = raw_find(raw, app, "scenes"), raw_find(raw, app, "scene.spring")
        raw.call(item, "Action", "DoAction", "(i)", 0)
        opened = wait_for(10, lambda: p.last().get("scene") == "spring" and raw_find(raw, app, "back"))
        if not check("the spring scene opens by an action", opened, p.last().get("scene")):
            return
        time.sleep(0.5)
        states = attempt(lambda: raw.call(scenes, "Accessible", "GetState")[0][0])
        children = attempt(lambda: raw.call(scenes, "Accessible", "GetChildren")[0])
        actions = attempt(lambda: raw.call(item, "Action", "GetActions")[0])
        check("the menu's list, kept, says DEFUNCT (or is gone) and holds nothing",
              (states == ("error", "org.freedesktop.DBus.Error.UnknownObject") or states & DEFUNCT != 0)
              and children in (("error", "org.freedesktop.DBus.Error.UnknownObject"), [])
              and actions in (("error", "org.freedesktop.DBus.Error.UnknownObject"), []),
              (states, children, actions))
        raw.call(raw_find(raw, app, "back"), "Action", "DoAction", "(i)", 0)
        returned = wait_for(10, lambda: p.last().get("scene") == "menu" and raw_find(raw, app, "scene.spring"))
        if not check("the menu comes back", returned, p.last().get("scene")):
            return
        time.sleep(0.5)
        before = actions_recorded(p)
        attempt(lambda: raw.call(item, "Action", "DoAction", "(i)", 0))
        attempt(lambda: raw.call(item, "Component", "GrabFocus"))
        time.sleep(1.5)
        check("the old item's action and focus do not reach the new item: the menu stays, no request taken",
              alive(p) and p.last().get("scene") == "menu" and actions_recorded(p) == before,
              (p.last().get("scene"), actions_recorded(p) - before))
    finally:
        p.close()


def text_field(p):
    """The shortcuts' search field with "wait" typed into it, or None."""
    search = find(p.app, "search")
    if search is None:
        return None
    search.queryAction().doAction([search.queryAction().getName(i) for i in
                                   range(search.queryAction().nActions)].index("activate"))
    wait_for(5, lambda: p.last().get("drawer", {}).get("phase") == "resting" and p.last().get("focus") == "search")
    subprocess.run(["xdotool", "search", "--name", "shortcuts", "windowfocus", "--sync"], timeout=10,
                   capture_output=True)
    subprocess.run(["xdotool", "type", "--delay", "60", "wait"], timeout=10)
    return search if wait_for(5, lambda: search.queryText().getText(0, -1) == "wait") else None


def hostile_text(raw):
    """Offsets out of range, reversed and at the limits of int32 on a text field holding "wait",
    with every granularity and boundary, and the ones past their enums."""
    print("scenario: hostile AT-SPI: text offsets out of range")
    p = Playground("shortcuts")
    try:
        if not check("shortcuts registers on the accessibility bus", p.app is not None):
            return
        search = text_field(p)
        if not check("the search field holds the typed 'wait'", search is not None):
            return
        r, text = ref(search), "wait"
        count = len(text)
        time.sleep(0.5)
        state = {key: p.last().get(key) for key in ("scene", "focus", "drawer", "shortcut")}

        def substring(result):
            return isinstance(result, str) and result in text

        wrong = {}
        for start in OFFSETS:
            for end in OFFSETS:
                got = attempt(lambda: raw.call(r, "Text", "GetText", "(ii)", start, end)[0])
                if not substring(got):
                    wrong[("GetText", start, end)] = got
        check("GetText(start, end) with any two offsets (-5…10⁶, reversed, ±2³¹) answers part of the text",
              not wrong and alive(p), wrong)
        wrong = {}
        for offset in OFFSETS:
            got = attempt(lambda: raw.call(r, "Text", "GetCharacterAtOffset", "(i)", offset)[0])
            want = ord(text[offset]) if 0 <= offset < count else 0
            if got != want:
                wrong[offset] = got
        check("GetCharacterAtOffset answers the character inside the text and 0 outside it", not wrong, wrong)
        moved = {o: attempt(lambda: raw.call(r, "Text", "SetCaretOffset", "(i)", o)[0]) for o in OFFSETS}
        check("SetCaretOffset anywhere is refused and the caret stays at the end",
              all(v is False for v in moved.values()) and attempt(lambda: raw.get(r, "Text", "CaretOffset")) == count,
              (moved, attempt(lambda: raw.get(r, "Text", "CaretOffset"))))
        runs = {o: attempt(lambda: raw.call(r, "Text", "GetAttributes", "(i)", o)) for o in OFFSETS}
        check("the text's attribute runs cover the text (0…4), at any offset",
              all(isinstance(v, tuple) and (v[1], v[2]) == (0, count) for v in runs.values()),
              {o: v for o, v in runs.items() if not (isinstance(v, tuple) and (v[1], v[2]) == (0, count))})
        field = raw.call(r, "Component", "GetExtents", "(u)", 0)[0]
        boxes = {o: attempt(lambda: raw.call(r, "Text", "GetCharacterExtents", "(iu)", o, 0)) for o in OFFSETS}
        check("a character's extents are the field's inside the text and an empty box past its end",
              all(v == (field if 0 <= o <= count else (-1, -1, -1, -1) if o < 0 else (0, 0, 0, 0))
                  for o, v in boxes.items()), (field, boxes))
        wrong = {}
        for method in ("GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset", "GetStringAtOffset"):
            for offset in OFFSETS:
                for kind in KINDS:
                    got = attempt(lambda: raw.call(r, "Text", method, "(iu)", offset, kind))
                    if not alive(p):
                        wrong[(method, offset, kind)] = "the playground died"
                        break
                    if not (isinstance(got, tuple) and len(got) == 3 and substring(got[0])):
                        wrong[(method, offset, kind)] = got
                if not alive(p):
                    break
            if not alive(p):
                break
        check("Get{Text,String}{At,Before,After}Offset with any offset and any granularity or boundary (past "
              "their enums too) answers part of the text, and the playground keeps running",
              not wrong and alive(p), dict(list(wrong.items())[:4]))
        if not alive(p):
            return
        started = time.monotonic()
        extents = attempt(lambda: raw.call(r, "Text", "GetRangeExtents", "(iiu)", 0, INT_MAX, 0, timeout=10000))
        seconds = time.monotonic() - started
        check(f"GetRangeExtents(0, 2³¹ − 1) answers at once ({seconds:.2f} s)",
              answered(extents) and seconds < 1, (extents, seconds))
        others = []
        for offset in OFFSETS:
            others += [
                attempt(lambda: raw.call(r, "Text", "GetSelection", "(i)", offset)),
                attempt(lambda: raw.call(r, "Text", "SetSelection", "(iii)", offset, offset, INT_MAX)),
                attempt(lambda: raw.call(r, "Text", "AddSelection", "(ii)", offset, INT_MIN)),
                attempt(lambda: raw.call(r, "Text", "RemoveSelection", "(i)", offset)),
                attempt(lambda: raw.call(r, "Text", "GetAttributeRun", "(ib)", offset, True)),
                attempt(lambda: raw.call(r, "Text", "GetOffsetAtPoint", "(iiu)", offset, offset, 0)),
                attempt(lambda: raw.call(r, "Text", "GetBoundedRanges", "(iiiiuuu)", offset, offset, INT_MAX,
                                         INT_MAX, 0, 0, 0)),
                attempt(lambda: raw.call(r, "Text", "ScrollSubstringTo", "(iiu)", offset, INT_MAX, UINT_MAX)),
            ]
        check("selections, runs, points and scrolling at any offset are answered", all(map(answered, others))
              and alive(p), [o for o in others if not answered(o)][:3])
        time.sleep(0.5)
        check("the playground keeps running, its field still 'wait', its scene as it was",
              alive(p) and raw.call(r, "Text", "GetText", "(ii)", 0, -1)[0] == text
              and {key: p.last().get(key) for key in state} == state,
              (alive(p), {key: p.last().get(key) for key in state}, state))
    finally:
        p.close()


def hostile_actions(raw):
    """Action indices, child indices and coordinate kinds out of range."""
    print("scenario: hostile AT-SPI: indices out of range")
    p = Playground("shortcuts")
    try:
        if not check("shortcuts registers on the accessibility bus", p.app is not None):
            return
        grabber, steps = find(p.app, "grabber"), find(p.app, "steps")
        g, s = ref(grabber), ref(steps)
        drawer, before = p.last().get("drawer"), actions_recorded(p)
        count = raw.get(g, "Action", "NActions")
        bad = (-1, count, 99, INT_MAX, INT_MIN)
        names = {(m, i): attempt(lambda: raw.call(g, "Action", m, "(i)", i)[0]) for i in bad
                 for m in ("GetName", "GetLocalizedName", "GetDescription", "GetKeyBinding")}
        check("an action's name, description and key binding past the actions are empty",
              all(v == "" for v in names.values()), {k: v for k, v in names.items() if v != ""})
        done = [attempt(lambda: raw.call(g, "Action", "DoAction", "(i)", i)) for i in bad]
        n = raw.get(s, "Accessible", "ChildCount")
        children = [attempt(lambda: raw.call(s, "Accessible", "GetChildAtIndex", "(i)", i)[0][1])
                    for i in (-1, n, 99, INT_MAX, INT_MIN)]
        check("a child past the children is the null object", all(c == "/org/a11y/atspi/null" for c in children),
              children)
        kinds = [attempt(lambda: raw.call(g, "Component", m, "(u)", k)) for k in (3, 7, 99, UINT_MAX)
                 for m in ("GetExtents", "GetPosition")]
        points = [attempt(lambda: raw.call(s, "Component", "GetAccessibleAtPoint", "(iiu)", v, v, k))
                  for v in (-1, INT_MAX, INT_MIN) for k in (0, 1, 2, 99)]
        check("coordinates of unknown kinds and points anywhere are answered", all(map(answered, kinds + points))
              and all(map(answered, done)), (kinds, points, done))
        time.sleep(1)
        check("and none of it acts: no request taken, the drawer where it was",
              alive(p) and actions_recorded(p) == before and p.last().get("drawer") == drawer,
              (actions_recorded(p) - before, p.last().get("drawer"), drawer))
    finally:
        p.close()


def hostile_values(raw):
    """A slider's value set to what is not a number, or a number far outside its range, by every
    way a client can: refused, or clamped as typed digits and Return are."""
    print("scenario: hostile AT-SPI: a slider's value set to NaN, ±∞, ±10³⁰⁸")
    p = Playground("spring")
    try:
        if not check("spring registers on the accessibility bus", p.app is not None):
            return
        slider = find(p.app, "slider.dampingRatio")
        r = ref(slider)

        def ratio():
            return p.last().get("spring", {}).get("dampingRatio")

        def set_every_way(number):
            attempt(lambda: raw.set(r, "Value", "CurrentValue", GLib.Variant("d", number)))
            attempt(lambda: raw.call(r, "Value", "SetCurrentValue", "(d)", number))
            attempt(lambda: slider.queryValue().__setattr__("currentValue", number))

        def number():
            return attempt(lambda: raw.get(r, "Value", "CurrentValue"))

        before = actions_recorded(p)
        for nonnumber in (math.nan, math.inf, -math.inf):
            set_every_way(nonnumber)
        attempt(lambda: raw.set(r, "Value", "CurrentValue", GLib.Variant("s", "0.75")))
        time.sleep(1)
        check("NaN, +∞ and −∞ (and a string) are refused: the number stays 0.5, the traced ratio too, no "
              "request taken", alive(p) and number() == 0.5 and ratio() == 0.5 and actions_recorded(p) == before,
              (number(), ratio(), actions_recorded(p) - before))
        raw.set(r, "Value", "CurrentValue", GLib.Variant("d", 1.25))
        check("a number in range sets the slider, as typed digits and Return do",
              wait_for(5, lambda: ratio() == 1.25 and number() == 1.25), (ratio(), number()))
        low, high = raw.get(r, "Value", "MinimumValue"), raw.get(r, "Value", "MaximumValue")
        seen = {}
        for far, want in ((1e308, high), (-1e308, low), (1.25, 1.25), (5e-324, low), (-0.0, low)):
            raw.set(r, "Value", "CurrentValue", GLib.Variant("d", far))
            seen[far] = wait_for(5, lambda: ratio() == want and number() == want and (ratio(), number()))
        check(f"10³⁰⁸, −10³⁰⁸, 5·10⁻³²⁴ and −0 are clamped to the range ({low}…{high})",
              all(seen.values()) and alive(p), seen)
        kept = number()
        # The slider's "set value" action (what Return does after typed digits) carries no number:
        # performed through AT-SPI, it sets nothing.
        names = [name for name, _, _ in raw.call(r, "Action", "GetActions")[0]]
        check("the slider's actions are listed by name (at its minimum: increment, set value)",
              names == ["increment", "set value"], names)
        raw.call(r, "Action", "DoAction", "(i)", names.index("set value") if "set value" in names else 2)
        time.sleep(1)
        check("its 'set value' action, performed with no number, changes nothing",
              alive(p) and number() == kept and ratio() == kept, (number(), ratio(), kept))
    finally:
        p.close()
    replayed = os.path.join(WORK, "spring.replayed.jsonl")
    run = subprocess.run([os.path.join(os.path.dirname(PLAYGROUND), "fluid"), "replay", p.record, "--scene",
                          "spring", "--size", "390x844", "--trace", replayed], capture_output=True, text=True)
    last = frames(replayed)[-1] if run.returncode == 0 else {}
    check("the recorded numbers replay to the same ratio", last.get("spring", {}).get("dampingRatio") == ratio()
          and '"action":"set value 1.25"' in open(p.record).read(),
          (run.returncode, run.stderr.strip(), last.get("spring", {}).get("dampingRatio"), ratio()))
    p = Playground("shortcuts")
    try:
        if not check("shortcuts registers on the accessibility bus", p.app is not None):
            return
        g = ref(find(p.app, "grabber"))
        drawer, before = p.last().get("drawer"), actions_recorded(p)
        for far in (2.0, math.nan, 1e308):
            attempt(lambda: raw.set(g, "Value", "CurrentValue", GLib.Variant("d", far)))
        time.sleep(1)
        check("a slider that takes no typed values (the drawer's grabber) ignores a number set: no request, the "
              "drawer where it was", alive(p) and actions_recorded(p) == before and p.last().get("drawer") == drawer
              and attempt(lambda: raw.get(g, "Value", "CurrentValue")) == 1,
              (actions_recorded(p) - before, p.last().get("drawer")))
    finally:
        p.close()


def client(bus, mode):
    """A hostile client (fluidcheck.atspi_client) started and connected, or None."""
    process = subprocess.Popen([sys.executable, "-m", "fluidcheck.atspi_client", bus, mode],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    if process.stdout.readline().strip() == "ready":
        return process
    stop(process)
    return None


def disconnecting_clients(raw):
    """Clients killed (SIGKILL: no goodbye) while they walk the tree, with 20 000 calls unanswered,
    in the middle of a long call, and with event listeners registered; then the playground is
    asked and acted on as usual."""
    print("scenario: hostile AT-SPI: clients killed mid-call")
    p = Playground("shortcuts")
    try:
        if not check("shortcuts registers on the accessibility bus", p.app is not None):
            return
        grabber = find(p.app, "grabber")
        bus, g = grabber.app.bus_name, ref(grabber)

        def responsive():
            started = time.monotonic()
            name = attempt(lambda: raw.get(g, "Accessible", "Name"))
            seconds = time.monotonic() - started
            return name == "Actions drawer" and seconds < 1, (name, round(seconds, 2))

        doing = {"walk": "walks the tree", "flood": "has 20 000 calls unanswered",
                 "slow": "waits on a call for the extents of 2³¹ − 1 characters"}
        for mode, waits in (("walk", (0.1, 0.4, 0.9)), ("flood", (0, 0.2)), ("slow", (0.3,))):
            killed = 0
            for wait in waits:
                process = client(bus, mode)
                if process is None:
                    continue
                if mode == "walk" or process.stdout.readline().strip() == "sent":
                    time.sleep(wait)
                    killed += 1
                process.send_signal(signal.SIGKILL)
                process.wait()
            ok, seen = responsive()
            check(f"a client killed while it {doing[mode]} ({killed} of {len(waits)}): the playground answers "
                  "within 1 s", killed == len(waits) and ok and alive(p), (killed, seen, alive(p)))
        listener = subprocess.Popen(
            [sys.executable, "-c", "import pyatspi; pyatspi.Registry.registerEventListener(lambda e: None, "
             "'object:', 'window:', 'focus:'); print('ready', flush=True); pyatspi.Registry.start()"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        registered = listener.stdout.readline().strip() == "ready"
        time.sleep(0.5)
        listener.send_signal(signal.SIGKILL)
        listener.wait()
        attempt(lambda: grabber.queryAction().doAction(
            [grabber.queryAction().getName(i) for i in range(grabber.queryAction().nActions)].index("Expand")))
        expanded = wait_for(10, lambda: p.last().get("drawer", {}).get("detent") == "expanded")
        check("a listener killed with its event listeners registered: an action still works and is exposed",
              registered and expanded and alive(p)
              and wait_for(5, lambda: attempt(lambda: raw.get(g, "Value", "CurrentValue")) == 2),
              (registered, p.last().get("drawer"), attempt(lambda: raw.get(g, "Value", "CurrentValue"))))
    finally:
        p.close()


def key_listener_killed_mid_key():
    """A screen reader's synchronous key listener killed while it holds a key: the window offers
    every key to the listeners first (waiting a moment for them), so a listener that dies mid-key
    must not leave the window waiting, or its keys queued behind the dead one."""
    print("scenario: hostile AT-SPI: a key listener killed while it holds a key")
    heard = os.path.join(WORK, "killed-listener.log")
    with open(heard, "w") as log:
        listener = subprocess.Popen([sys.executable, "-m", "fluidcheck.slow_listener", "60"], stdout=log,
                                    stderr=subprocess.STDOUT)
    p = None
    try:
        def lines():
            with open(heard) as f:
                return f.read().splitlines()
        if not check("a synchronous key listener taking 60 s per key registers",
                     wait_for(20, lambda: "ready" in lines()), lines()):
            return
        p = Playground("menu")
        if not check("menu registers on the accessibility bus", p.app is not None):
            return
        subprocess.run(["xdotool", "search", "--name", "menu", "windowfocus", "--sync"], timeout=10,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        subprocess.run(["xdotool", "key", "Tab"], timeout=10)
        first = wait_for(5, lambda: p.last().get("focus"))
        holding = wait_for(5, lambda: any(line.startswith("key") for line in lines()))
        listener.send_signal(signal.SIGKILL)
        listener.wait()
        times = []
        for _ in range(3):
            before, pressed = p.last().get("focus"), time.monotonic()
            subprocess.run(["xdotool", "key", "Tab"], timeout=10)
            moved = wait_for(5, lambda: p.last().get("focus") not in (None, before))
            times.append(round(time.monotonic() - pressed, 2) if moved else None)
        check(f"killed while it held the first key, the next keys move the focus at once ({times} s)",
              bool(first) and bool(holding) and all(t is not None and t < 1 for t in times) and alive(p),
              (first, holding, times, alive(p)))
    finally:
        if p is not None:
            p.close()
        stop(listener)


def run(scenario, *args):
    """Runs a scenario; a call that finds the playground gone or silent where the scenario did
    not expect it is a failed check, not the end of the suite."""
    try:
        scenario(*args)
    except GLib.Error as error:
        failed(f"{scenario.__name__}: the playground answers every call", error.message)


def first():
    """What must run before any other scenario of the session: one that asks for events leaves
    the registry with listeners, and every playground started after it has its bridge send
    events (and forget defunct nodes)."""
    run(stale_nodes_unwatched, Raw())


def main():
    raw = Raw()
    for scenario in (stale_nodes, hostile_text, hostile_actions, hostile_values, disconnecting_clients):
        run(scenario, raw)
    run(key_listener_killed_mid_key)
