"""Checks of `fluid bench render --generated … --print-script` (docs/commands.md).

For every listed scene: the same seed, rate and container print the same script; another seed
or rate prints another; each script's header names the scene and container, every touch lies
inside the container, one finger at a time, each gesture a whole touch, time never going back,
and the sequence holds several gestures. At the phone, a landscape phone and a tablet.
Prints failures, then "N passed, M failed" as the other suites in Tests/cli do.
"""
import json
import subprocess
import sys

FLUID = sys.argv[1]
# The listed scenes of SceneCatalog.standard (docs/commands.md, "Scene names").
SCENES = ["shortcuts", "menu", "calculator", "spring", "flashlight", "rubberband", "pause",
          "momentum", "pip", "rotation", "bouncy-sheet", "places"]
SIZES = [("390x844", "2"), ("844x390", "3"), ("1024x1366", "2")]
MIN_GESTURES = 5
passed = failed = 0


def check(ok, name):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL: {name}")


def script(scene, size, scale, seed, hz):
    run = subprocess.run([FLUID, "bench", "render", "--generated", "1", "--print-script", "--scene", scene,
                          "--seed", str(seed), "--hz", str(hz), "--size", size, "--scale", scale],
                         capture_output=True, text=True, timeout=120)
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


for scene in SCENES:
    for size, scale in SIZES:
        name = f"{scene} {size}@{scale}"
        first, error = script(scene, size, scale, 1, 120)
        check(first is not None, f"{name}: {error}")
        if first is None:
            continue
        found = problems(first, scene, size)
        check(not found, f"{name}: {found}")
        if size != SIZES[0][0]:
            continue
        again, _ = script(scene, size, scale, 1, 120)
        check(again == first, f"{name}: seed 1 printed two different scripts")
        other, _ = script(scene, size, scale, 2, 120)
        check(other is not None and other != first, f"{name}: seeds 1 and 2 printed the same script")
        slow, _ = script(scene, size, scale, 1, 60)
        check(slow is not None and slow != first and not problems(slow, scene, size), f"{name}: 60 Hz script")

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
