#!/usr/bin/env python3
"""Reduce Motion check: every demo replayed with --reduce-motion overshoots nowhere.

Replays Demos/*.jsonl and Demos/feel/*.jsonl (the scene from the file name's longest matching
scene name, else the script's header or default) with `fluid replay --reduce-motion` and reads
the traces. Overshoot is defined from the trace alone, not from the engine's code:

- a drawer (`drawer`, `momentum`): during a run of frames in phase `settling` toward one target
  detent, `top` never crosses that detent's top (the header's `detents`) — its side of the
  target never flips;
- `rotation`: during `settling`, `angle` never crosses `target`;
- `pause`: during `settling` (the return to 0), `offset` never crosses 0;
- `sheet` (bouncy sheet): `progress` stays within 0…1 (hidden…shown), and the sheet's edge is
  not bent (`side` and `center` within BEND_PT of each other), as the bend is a large motion
  Reduce Motion drops.

Also, Reduce Motion leaves direct manipulation alone: every frame before the first settle or
deceleration anywhere in the trace is byte-identical to the replay without it. And so that a
check that can never fail does not pass silently: without Reduce Motion the same rules must find
overshoot in the bouncy sheet and momentum flick demos, which bounce by design.

Usage: check-reduce-motion.py FLUID_BINARY [DEMOS_DIR]
"""
import json
import os
import re
import subprocess
import sys
import tempfile

TOLERANCE = 1e-3  # pt or rad: a crossing smaller than this is rounding, not motion.
BEND_PT = 0.5
MUST_OVERSHOOT_WITHOUT = ("bouncy-sheet-show", "momentum-flick-open")


def scene_names(fluid):
    out = subprocess.run([fluid, "replay", os.devnull, "--scene", "?"], capture_output=True, text=True)
    match = re.search(r"\(valid: ([^)]*)\)", out.stderr)
    if not match:
        sys.exit(f"check-reduce-motion: cannot read the scene names from: {out.stderr.strip()}")
    return [name.strip() for name in match.group(1).split(",")]


def scene_for(path, names):
    base = os.path.basename(path)[: -len(".jsonl")]
    matches = [n for n in names if base == n or base.startswith(n + "-")]
    return max(matches, key=len) if matches else None


def without_header(text):
    """A script's lines without its header line (a demo carries one: the scene it was recorded in)."""
    lines = text.splitlines(keepends=True)
    if lines and json.loads(lines[0]).get("type") == "header":
        lines = lines[1:]
    return "".join(lines)


def replay(fluid, script, scene, flags):
    with tempfile.NamedTemporaryFile(suffix=".trace", delete=False) as handle:
        path = handle.name
    try:
        args = [fluid, "replay", script, "--trace", path] + flags + (["--scene", scene] if scene else [])
        done = subprocess.run(args, capture_output=True, text=True, timeout=300)
        if done.returncode != 0:
            sys.exit(f"check-reduce-motion: {' '.join(args)} exited {done.returncode}: {done.stderr.strip()}")
        with open(path) as trace:
            return trace.read().splitlines()
    finally:
        os.unlink(path)


def side(value, target):
    delta = value - target
    return 0 if abs(delta) <= TOLERANCE else (1 if delta > 0 else -1)


def crossings(frames, key, position, target):
    """Problems where `position` crosses `target` within one settling run of object `key`."""
    problems, run_target, run_side = [], None, 0
    for frame in frames:
        obj = frame.get(key)
        if not isinstance(obj, dict) or obj.get("phase") != "settling":
            run_target, run_side = None, 0
            continue
        goal = target(obj)
        if goal is None:
            continue
        if goal != run_target:
            run_target, run_side = goal, 0
        now = side(position(obj), goal)
        if run_side == 0:
            run_side = now
        elif now != 0 and now != run_side:
            problems.append(f"frame {frame['frame']}: {key} crosses its target {goal:g} "
                            f"(at {position(obj):.6g})")
            run_side = now
    return problems


def overshoots(lines):
    header = json.loads(lines[0])
    frames = [json.loads(line) for line in lines[1:]]
    detents = header.get("detents", {})
    problems = []
    for key in ("drawer", "momentum"):
        problems += crossings(frames, key, lambda o: o["top"],
                              lambda o: detents.get(o.get("target")) if o.get("target") else None)
    problems += crossings(frames, "rotation", lambda o: o["angle"], lambda o: o["target"])
    problems += crossings(frames, "pause", lambda o: o["offset"], lambda o: 0.0)
    for frame in frames:
        sheet = frame.get("sheet")
        if not isinstance(sheet, dict):
            continue
        if not -TOLERANCE <= sheet["progress"] <= 1 + TOLERANCE:
            problems.append(f"frame {frame['frame']}: sheet progress {sheet['progress']:.6g} outside 0…1")
        if abs(sheet["side"] - sheet["center"]) > BEND_PT:
            problems.append(f"frame {frame['frame']}: sheet bent by {sheet['side'] - sheet['center']:.3g} pt")
    return problems


def moving_freely(line):
    """True when something in the frame moves on its own: a `phase` (or `…Phase`, as the places
    card's `cardPhase`) settling or decelerating, or a `moving` flag (the bouncy sheet)."""
    frame = json.loads(line)
    for value in frame.values():
        if not isinstance(value, dict):
            continue
        if value.get("moving") is True:
            return True
        if any((k == "phase" or k.endswith("Phase")) and v in ("settling", "decelerating") for k, v in value.items()):
            return True
    return False


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    fluid = sys.argv[1]
    demos = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), "..", "Demos")
    names = scene_names(fluid)
    scripts = sorted(os.path.join(root, f) for root, _, files in os.walk(demos) for f in files if f.endswith(".jsonl"))
    failed = passed = 0
    for script in scripts:
        name = os.path.basename(script)[: -len(".jsonl")]
        scene = scene_for(script, names)
        reduced = replay(fluid, script, scene, ["--reduce-motion"])
        normal = replay(fluid, script, scene, [])
        problems = overshoots(reduced)[:5]
        # Direct manipulation: the same frames up to the first free motion in either trace.
        for index, (a, b) in enumerate(zip(reduced[1:], normal[1:])):
            if moving_freely(a) or moving_freely(b):
                break
            if a != b:
                problems.append(f"frame {index}: under the finger, Reduce Motion changed the trace")
                break
        if name in MUST_OVERSHOOT_WITHOUT and not overshoots(normal):
            problems.append("without Reduce Motion this demo must overshoot, and the check found none: "
                            "the check cannot see overshoot")
        if problems:
            failed += 1
            print(f"FAIL: {name} ({scene or 'header'}): " + "; ".join(problems))
        else:
            passed += 1
            print(f"ok: {name} ({scene or 'header'}): {len(reduced) - 1} frames, no overshoot")
    # A recording's header carries the setting: the flick demo under a header saying
    # "reduceMotion":true replays as with --reduce-motion.
    flick = os.path.join(demos, "feel", "momentum-flick-open.jsonl")
    if os.path.exists(flick):
        with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as recorded:
            recorded.write('{"type":"header","scene":"momentum","width":390,"height":844,"scale":2,'
                           '"dark":false,"reduceMotion":true}\n' + without_header(open(flick).read()))
        try:
            same = replay(fluid, recorded.name, None, []) == replay(fluid, flick, "momentum", ["--reduce-motion"])
            off = replay(fluid, recorded.name, None, ["--no-reduce-motion"]) == replay(fluid, flick, "momentum", [])
        finally:
            os.unlink(recorded.name)
        if same and off:
            passed += 1
            print("ok: a header with reduceMotion replays with it, --no-reduce-motion overrides it")
        else:
            failed += 1
            print("FAIL: a header with reduceMotion does not replay as --reduce-motion (or the flag does not override it)")
    print(f"reduce-motion: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
