#!/usr/bin/env python3
"""Convert Flutter's recorded velocity-tracker strokes to JSON Lines.

Usage:
    python3 convert_flutter.py velocity_tracker_data.dart velocity_tracker_test.dart > flutter.jsonl

Inputs are the two files from flutter/flutter packages/flutter/test/gestures/:
  * velocity_tracker_data.dart -- `velocityEventData`, a list of PointerDown/Move/Up
    events (timestamps in integer milliseconds, positions in logical pixels);
  * velocity_tracker_test.dart -- `expected`, the list of Offsets (pixels per second)
    the test expects VelocityTracker.getVelocity() to return at each PointerUpEvent,
    in order.

Only the Python standard library is used. Numbers are copied from the source text
verbatim; times become seconds relative to the stroke's first event (exact decimals).
"""
import json
import re
import sys
from decimal import Decimal

EVENT_RE = re.compile(
    r"(PointerDownEvent|PointerMoveEvent|PointerUpEvent)\(\s*"
    r"timeStamp:\s*(?:const\s+)?Duration\(\s*milliseconds:\s*([0-9+\s]+?)\s*\),\s*"
    r"pointer:\s*(\d+),\s*"
    r"position:\s*(?:const\s+)?Offset\(\s*([-+0-9.eE]+)\s*,\s*([-+0-9.eE]+)\s*\),?\s*\)"
)
OFFSET_RE = re.compile(r"Offset\(\s*([-+0-9.eE]+)\s*,\s*([-+0-9.eE]+)\s*\)")
PHASE = {"PointerDownEvent": "began", "PointerMoveEvent": "moved", "PointerUpEvent": "ended"}


def list_body(text, name, element_type):
    """Return the text between `name = <element_type>[` and its closing `];`."""
    m = re.search(
        r"\b" + re.escape(name) + r"\s*=\s*(?:const\s+)?<" + re.escape(element_type) + r">\s*\[",
        text,
    )
    if not m:
        sys.exit("convert_flutter: cannot find list %r" % name)
    end = text.find("];", m.end())
    if end < 0:
        sys.exit("convert_flutter: list %r is not closed" % name)
    return text[m.end():end]


def json_number(token):
    """Validate a numeric literal from the source and return it unchanged as a JSON token."""
    token = token.strip()
    if token.startswith("+"):
        token = token[1:]
    if not re.fullmatch(r"-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?", token):
        token = repr(float(token))  # e.g. ".5" or "5." are not JSON; fall back to a float
    return token


def seconds(delta):
    """Format an exact Decimal number of seconds without exponent notation."""
    s = format(delta.normalize(), "f")
    return "0" if s in ("-0", "0.0") else s


def parse_ms(expr):
    # Timestamps are integer literals, optionally a sum such as `216698374 + 40`.
    return sum(int(part) for part in expr.split("+"))


def main(argv):
    if len(argv) != 3:
        sys.exit(__doc__)
    data = open(argv[1], encoding="utf-8").read()
    test = open(argv[2], encoding="utf-8").read()

    events = [
        (PHASE[kind], parse_ms(ms), int(pointer), x, y)
        for kind, ms, pointer, x, y in EVENT_RE.findall(list_body(data, "velocityEventData", "PointerEvent"))
    ]
    expected = OFFSET_RE.findall(list_body(test, "expected", "Offset"))

    # Group events into strokes: a stroke runs from a PointerDown to the PointerUp of the same pointer.
    strokes, open_strokes = [], {}
    for phase, ms, pointer, x, y in events:
        if phase == "began":
            if pointer in open_strokes:
                sys.exit("convert_flutter: pointer %d went down twice" % pointer)
            open_strokes[pointer] = []
            strokes.append((pointer, open_strokes[pointer]))
        elif pointer not in open_strokes:
            sys.exit("convert_flutter: event for pointer %d before its down" % pointer)
        open_strokes[pointer].append((phase, ms, x, y))
        if phase == "ended":
            del open_strokes[pointer]

    ups = sum(1 for _, evs in strokes if evs[-1][0] == "ended")
    if ups != len(expected):
        sys.exit("convert_flutter: %d PointerUp events but %d expected velocities" % (ups, len(expected)))

    up_index = 0
    for pointer, evs in strokes:
        t0 = evs[0][1]
        parts = []
        for phase, ms, x, y in evs:
            t = seconds(Decimal(ms - t0) / Decimal(1000))
            parts.append('{"t":%s,"phase":%s,"x":%s,"y":%s}'
                         % (t, json.dumps(phase), json_number(x), json_number(y)))
        line = '{"stroke":%s,"source":"flutter","events":[%s]' % (
            json.dumps("flutter-%d" % pointer), ",".join(parts))
        if evs[-1][0] == "ended":
            vx, vy = expected[up_index]
            up_index += 1
            line += ',"reference":{"flutter":{"x":%s,"y":%s}}}' % (json_number(vx), json_number(vy))
        else:
            line += ',"lift":false,"reference":{}}'
        json.loads(line)  # sanity check: every line must be valid JSON
        print(line)
    print("convert_flutter: %d strokes, %d with a reference velocity" % (len(strokes), up_index),
          file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
