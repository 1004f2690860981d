"""What the end-to-end scenarios share: the binaries, the scratch folder, opening a scene,
replaying its recording, and reading a pixel of the screen."""
import os

from . import procs, traces
from .checks import check, failed, holds, passed
from .playground import Playground
from .x11 import hex_colour, near, window_geometry

BIN = procs.binaries()
FLUID = os.path.join(BIN, "fluid")
PLAYGROUND = os.path.join(BIN, "fluid-playground")
WORK = procs.workdir("e2e")
SCREEN = os.path.join(WORK, "screen.png")


def open_scene(scene, *args, data=None, name=None, failure=None):
    """Opens the playground at `scene`. A window that does not open fails the check `failure`
    (default `name`, else "SCENE window opens"); one that does passes `name` when given.
    `data`: the XDG_DATA_HOME it loads and saves the shortcut in (by default one of the suite's
    own, never the user's)."""
    data = data or os.path.join(WORK, "data")
    os.makedirs(data, exist_ok=True)
    env = dict(os.environ, XDG_DATA_HOME=data)
    app = Playground(PLAYGROUND, WORK, scene, *args, env=env)
    label = failure or name or f"{scene} window opens"
    if not app.opened:
        failed(label, app.error)
        procs.stop(app.process)
        return None
    if name:
        passed(name)
    return app


def replay(script, trace, *args):
    """`fluid replay SCRIPT --trace TRACE ARGS`; the run (returncode, stderr)."""
    return procs.run([FLUID, "replay", script, "--trace", trace, *args], timeout=120)


def replays_to(name, app, out, same, *args):
    """The recording of `app` replays (with ARGS) to a last trace line whose `same` objects are
    those of the live trace's last line."""
    def probe():
        run = replay(app.record, out, *args)
        assert run.returncode == 0, f"replay exit {run.returncode}: {run.stderr.strip()[:300]}"
        a, b = traces.last(out), traces.last(app.trace)
        assert all(a[key] == b[key] for key in same), (a, b)
    holds(name, probe)


def pixel_is(name, app, image, x, y, colour, tolerance):
    """The screenshot pixel at window point (x, y) is `colour` (±`tolerance` per channel)."""
    wx, wy, _, _ = window_geometry(app.window)
    got = image.pixel(wx + x, wy + y)
    check(name, near(got, hex_colour(colour), tolerance),
          f"got #{bytes(got).hex().upper()}, want {colour}")
