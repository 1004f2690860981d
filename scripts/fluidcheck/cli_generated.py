"""Checks of `fluid bench render --generated … --print-script` (docs/commands.md).

For every listed scene: the same seed, rate and container print the same script; another seed
or rate prints another; each script's header names the scene and container, every touch lies
inside the container, one finger at a time, each gesture a whole touch, time never going back,
and the sequence holds several gestures. At the phone, a landscape phone and a tablet.
"""
import json
import os

from . import procs
from .checks import check

# The listed scenes of SceneCatalog.standard (docs/commands.md, "Scene names").
SCENES = ["shortcuts", "menu", "calculator", "spring", "flashlight", "rubberband", "pause",
          "momentum", "pip", "rotation", "bouncy-sheet", "places"]
SIZES = [("390x844", "2"), ("844x390", "3"), ("1024x1366", "2")]
MIN_GESTURES = 5


def script(fluid, scene, size, scale, seed, hz):
    run = procs.run([fluid, "bench", "render", "--generated", "1", "--print-script", "--scene", scene,
                     "--seed", seed, "--hz", hz, "--size", size, "--scale", scale], timeout=120)
    if run.returncode != 0:
        return None, run.stderr.strip()
    return run.stdout, ""


def problems(text, scene, size):
    """What is wrong with one printed script, as a list of strings."""
    width, height = (float(v) for v in size.split("x"))
    lines = [json.loads(line) for line in text.splitlines()]
    header, items = lines[0], lines[1:]
    found = []
    if header.get("type") != "header" or header.get("scene") != scene:
        found.append(f"header {header}")
    if (header.get("width"), header.get("height")) != (width, height):
        found.append(f"header size {header.get('width')}x{header.get('height')}")
    down, gestures, last_t = False, 0, 0.0
    for item in items:
        if item["t"] < last_t:
            found.append(f"time goes back at t={item['t']}")
        last_t = item["t"]
        if item.get("type") != "touch":
            found.append(f"not a touch: {item}")
            continue
        if not (0 <= item["x"] <= width and 0 <= item["y"] <= height):
            found.append(f"outside the container: {item}")
        phase = item["phase"]
        if phase == "began":
            if down:
                found.append(f"began while down at t={item['t']}")
            down, gestures = True, gestures + 1
        elif not down:
            found.append(f"{phase} while up at t={item['t']}")
        elif phase in ("ended", "cancelled"):
            down = False
    if down:
        found.append("ends with the finger down")
    if gestures < MIN_GESTURES:
        found.append(f"{gestures} gestures")
    return found[:3]


def run(folder, work):
    fluid = os.path.join(folder, "fluid")
    for scene in SCENES:
        for size, scale in SIZES:
            name = f"{scene} {size}@{scale}"
            first, error = script(fluid, scene, size, scale, 1, 120)
            check(f"{name}: prints a script", first is not None, error)
            if first is None:
                continue
            found = problems(first, scene, size)
            check(f"{name}: the script is whole and inside the container", not found, found)
            if size != SIZES[0][0]:
                continue
            again, _ = script(fluid, scene, size, scale, 1, 120)
            check(f"{name}: seed 1 prints the same script twice", again == first)
            other, _ = script(fluid, scene, size, scale, 2, 120)
            check(f"{name}: seeds 1 and 2 print different scripts", other is not None and other != first)
            slow, _ = script(fluid, scene, size, scale, 1, 60)
            check(f"{name}: the 60 Hz script differs and is whole", slow is not None and slow != first and not problems(slow, scene, size))
    slowest_checks(fluid)


def slowest_checks(fluid):
    """`--slowest N` names the N slowest frames: indices inside the run, slowest first, the
    first as slow as the reported max; out of range it is refused with one line and exit 64."""
    run = procs.run([fluid, "bench", "render", "--state", "rotation/spin", "--rounds", "1", "--scale", "0.5",
                     "--slowest", "3", "--json"], timeout=120)
    report = json.loads(run.stdout) if run.returncode == 0 and run.stdout.strip() else {}
    slowest = report.get("slowest", [])
    check("--slowest 3 --json lists three frames", len(slowest) == 3, run.stderr.strip() or run.stdout)
    if len(slowest) == 3:
        frames, times = [s["frame"] for s in slowest], [s["milliseconds"] for s in slowest]
        check("--slowest frames lie in the run, each once",
              all(0 <= f < report["frames"] for f in frames) and len(set(frames)) == 3, frames)
        check("--slowest lists the slowest first, the first at the max",
              times == sorted(times, reverse=True) and times[0] == report["maxMilliseconds"], (times, report.get("maxMilliseconds")))
    text = procs.run([fluid, "bench", "render", "--generated", "1", "--scene", "calculator", "--hz", "60", "--rounds", "1",
                      "--scale", "0.5", "--slowest", "2"], timeout=120)
    lines = [line for line in text.stdout.splitlines() if line.strip().startswith("slowest:")]
    check("--generated --slowest 2 prints one line of two frames", len(lines) == 1 and lines[0].count("frame ") == 2, text.stdout)
    bad = procs.run([fluid, "bench", "render", "--slowest=-1"], timeout=30)
    check("--slowest -1: exit 64, one line", bad.returncode == 64 and len(bad.stderr.strip().splitlines()) == 1, bad.stderr)
    plain = procs.run([fluid, "bench", "render", "--state", "rotation/spin", "--rounds", "1", "--scale", "0.5", "--json"], timeout=120)
    check("without --slowest the JSON has no slowest field", plain.returncode == 0 and '"slowest"' not in plain.stdout, plain.stdout)
