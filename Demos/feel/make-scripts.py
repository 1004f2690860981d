#!/usr/bin/env python3
"""Writes the touch scripts of issue 14's touch shapes (run from anywhere; writes beside itself),
each opening with a header naming its scene.

Each script is a real finger's shape sampled like a touch screen: moves every 1/rate s, moves at
the same position while the finger holds still, the lift one interval after the last move at
its position. `make test-cli` (scripts/fluidcheck/cli_feel.py) replays them and checks the outcomes named in each comment.
"""
import json, math, os

HERE = os.path.dirname(os.path.abspath(__file__))


def header(scene):
    """The script's first line: the scene it was made for, in the container and scale a replay
    uses by default (390 × 844 pt at 2 px/pt), so every replay (`fluid replay`, the web build's
    module and page) runs it there without being told (`ScriptHeader`, docs/touch-script.md)."""
    return {"type": "header", "scene": scene, "width": 390, "height": 844, "scale": 2, "dark": False}


def write(name, events):
    # The scene is the name's start: bouncy-sheet-…, else the first word (shortcuts-…, pause-…).
    scene = "bouncy-sheet" if name.startswith("bouncy-sheet-") else name.split("-")[0]
    with open(os.path.join(HERE, name), "w") as f:
        for e in [header(scene)] + events:
            f.write(json.dumps(e, separators=(",", ":")) + "\n")


def touch(t, phase, x, y):
    return {"t": round(t, 6), "type": "touch", "id": 1, "phase": phase, "x": round(x, 4), "y": round(y, 4)}


def stroke(x, y0, knots, rate=120, start=0.1, hold=0):
    """A vertical drag from (x, y0) moving up with the speed profile `knots` [(s, pt/s)] (linear
    between knots), then `hold` s still with moves reported, then the lift one interval later."""
    def speed(t):
        for (ta, va), (tb, vb) in zip(knots, knots[1:]):
            if t <= tb:
                return va + (t - ta) / (tb - ta) * (vb - va)
        return knots[-1][1]
    events = [touch(start, "began", x, y0)]
    y, t, dt = y0, 0.0, 1 / rate
    end = knots[-1][0]
    while t + dt <= end + 1e-9:
        y -= (speed(t) + speed(t + dt)) / 2 * dt
        t += dt
        events.append(touch(start + t, "moved", x, y))
    for _ in range(round(hold * rate)):
        t += dt
        events.append(touch(start + t, "moved", x, y))
    events.append(touch(start + t + dt, "ended", x, y))
    return events


# 1. Shortcuts: the header dragged up at 1500 pt/s for 0.2 s, slowed to 100 pt/s, lifted 50 ms
#    later. The finger never moved down: the drawer settles at expanded (the bare fit sent it
#    down to compressed).
write("shortcuts-slowdown-release.jsonl",
      stroke(195, 730, [(0, 1500), (0.2, 1500), (0.22, 100), (0.27, 100)]))

# 2. Shortcuts: the same drag stopped and held 33 ms (four still moves at 120 Hz) before the
#    lift: released at rest, no fling (the drawer springs to the nearest detent gently).
write("shortcuts-stop-hold-release.jsonl",
      stroke(195, 730, [(0, 1500), (0.2, 1500), (0.21, 0)], hold=0.033))

# 3. Pause: a swipe up on the card that slows from 800 to 150 pt/s (never below 100): no pause.
write("pause-slowing-swipe.jsonl",
      stroke(195, 600, [(0, 800), (0.15, 800), (0.2, 150), (0.35, 150)]))

# 4. Bouncy sheet: Space shows the sheet. While it shows, the edge bulges up: the control point
#    is above the corners, at side + (side − centre).
write("bouncy-sheet-show.jsonl",
      [{"t": 0.1, "type": "key", "key": "space"}])

# 5. Rotation: one finger turns the card 260° about its centre (195, 422 in 390 × 844: the middle
#    of the content between the navigation bar and the hint) over 1.3 s, holds 0.2 s, lifts. The
#    card rests at 270° (the nearest quarter turn), not back at 180°.
cx, cy, r = 195, 422, 150
events = [touch(0.1, "began", cx + r, cy)]
for k in range(1, 157):                        # 1.3 s at 120 Hz
    a = math.radians(260) * k / 156
    events.append(touch(0.1 + k / 120, "moved", cx + r * math.cos(a), cy + r * math.sin(a)))
a = math.radians(260)
for k in range(157, 181):                      # held still 0.2 s
    events.append(touch(0.1 + k / 120, "moved", cx + r * math.cos(a), cy + r * math.sin(a)))
events.append(touch(0.1 + 181 / 120, "ended", cx + r * math.cos(a), cy + r * math.sin(a)))
write("rotation-260-hold.jsonl", events)

# 6. Momentum (open top 124, closed 630.4 in a replay's 390 × 844): a tap on the closed drawer
#    (y 700) opens it with the gentle spring; 0.1 s later (47 % of the way, top ≈ 393) a finger
#    taps it (down, 80 ms, up without moving). It pauses under the finger, then carries on and
#    opens (before, the release sent it back closed).
write("momentum-tap-midflight.jsonl", [
    touch(0.10, "began", 195, 700), touch(0.15, "ended", 195, 700),
    touch(0.25, "began", 195, 560), touch(0.33, "ended", 195, 560),
])

# 7. Momentum: a flick up (40 pt per 120 Hz frame, 4800 pt/s) opens it with the flick spring;
#    the bounce above the open detent is the spring's own.
write("momentum-flick-open.jsonl",
      [touch(0.1 + k / 120, "began" if k == 0 else "moved", 195, 700 - 40 * k) for k in range(7)]
      + [touch(0.1 + 7 / 120, "ended", 195, 460)])

# 8. Shortcuts: at expanded, a row dragged up at 2000 pt/s and lifted 4 ms before the drawer
#    reaches full height (finger travel 511 pt of the 519 the hand-off needs, slop included),
#    then the same lifted 4 ms after. Both: the drawer stops at full height (top 35, never
#    above) and the list coasts on, by nearly the same distance.
def drag_row(travel):
    events = [{"t": 0, "type": "key", "key": "up"}]
    y0, t0, v, dt = 690, 1.0, 2000, 1 / 120
    frames = math.ceil(travel / v / dt)
    phase = travel / v - (frames - 1) * dt
    events.append(touch(t0, "began", 195, y0))
    t = t0
    for k in range(frames):
        t = t0 + phase + k * dt
        events.append(touch(t, "moved", 195, y0 - v * (t - t0)))
    events.append(touch(t + dt, "ended", 195, y0 - v * (t - t0)))
    return events
write("shortcuts-handoff-early.jsonl", drag_row(511))
write("shortcuts-handoff-late.jsonl", drag_row(527))
