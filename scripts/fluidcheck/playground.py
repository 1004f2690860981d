"""The playground window under test: launched with a trace and a recording, found on the X
display, driven with the real mouse and keyboard, stopped on SIGTERM."""
import os
import subprocess

from . import procs, traces
from .x11 import mouse_path, xdotool


class Playground:
    """`fluid-playground --scene SCENE --trace … --record … ARGS` in `work`; `error` says why
    when the window or its first frame did not come (check `opened` first)."""

    def __init__(self, binary, work, scene, *args, env=None):
        self.scene = scene
        self.trace = os.path.join(work, f"{scene}.trace.jsonl")
        self.record = os.path.join(work, f"{scene}.record.jsonl")
        self.log_path = os.path.join(work, f"{scene}.log")
        for stale in (self.trace, self.record):
            if os.path.exists(stale):
                os.remove(stale)
        with open(self.log_path, "w") as log:
            self.process = procs.start(
                ["timeout", "120", binary, "--scene", scene, "--trace", self.trace,
                 "--record", self.record, *map(str, args)],
                stdout=log, stderr=subprocess.STDOUT, env=env)
        self.window = None
        self.error = ""
        # The window, kept the first time it is seen (a search while another window is being
        # destroyed can come back empty), or stop waiting as soon as the app has exited. A
        # start-up that waits on a busy accessibility bus (D-Bus's calls time out at 25 s) on a
        # loaded machine still counts: 45 s.
        def seen():
            self.window = self.window or self._find_window()
            return self.window
        procs.wait_for(45, lambda: seen() or not procs.alive(self.process))
        if not seen():
            self._failed(f"no window named '{scene}'")
            return
        # The header and the first frame (the window presents one as it opens).
        if not procs.wait_for(10, lambda: traces.count(self.trace) >= 2):
            self.window = None
            self._failed("no trace within 10 s")

    def _find_window(self):
        found = xdotool("search", "--name", self.scene).split()
        return found[0] if found else None

    def _failed(self, why):
        state = "still running" if procs.alive(self.process) else "exited"
        self.error = f"{why} (app {state}; log: {self.log().replace(chr(10), ' ')})"

    @property
    def opened(self):
        return self.window is not None

    def log(self):
        return open(self.log_path).read()

    def app_pid(self):
        """The playground's own process id (its parent is `timeout`)."""
        children = procs.run(["pgrep", "-P", str(self.process.pid)], timeout=5).stdout.split()
        return int(children[0]) if children else None

    # --- input ---------------------------------------------------------------------------------

    def drag(self, x0, y0, x1, y1, steps):
        """A real mouse drag in window coordinates (points at scale 1): a move every 16 ms, the
        last one held 30 ms (two frames) before the release, so a frame of the drag shows it."""
        xdotool("mousemove", "--window", self.window, x0, y0, "mousedown", 1,
                *mouse_path(self.window, x0, y0, x1, y1, steps), "sleep", "0.03", "mouseup", 1)

    def key(self, *keys):
        """Keys sent to the window."""
        xdotool("key", "--window", self.window, *keys)

    def focus(self):
        """Keyboard focus to the window (there is no window manager to give it)."""
        xdotool("windowfocus", "--sync", self.window)

    # --- the trace -----------------------------------------------------------------------------

    def frames(self):
        return traces.header_and_frames(self.trace)

    def last(self):
        return traces.last(self.trace)

    def lines(self):
        return traces.count(self.trace)

    def grows(self, before, seconds=10):
        """Waits until the trace has more than `before` lines."""
        return procs.wait_for(seconds, lambda: traces.count(self.trace) > before)

    def rests(self, key, seconds=10):
        """Waits until the last frame's `key` object is resting and no frame came for 0.3 s."""
        return procs.wait_for(seconds, lambda: traces.quiet(self.trace)
                              and traces.last(self.trace).get(key, {}).get("phase") == "resting")

    def settles(self, seconds=10):
        """Waits until no frame came for 0.5 s, whatever the scene."""
        return procs.wait_for(seconds, lambda: traces.quiet(self.trace, 0.5))

    # --- ending --------------------------------------------------------------------------------

    def quit(self):
        """SIGTERM, bounded wait; true when the app exited with status 0."""
        return procs.stop(self.process) == 0

    def exits(self, seconds=5):
        """Waits for the app to exit by itself; its status, or None if it still runs (then it is
        stopped)."""
        try:
            return self.process.wait(seconds)
        except subprocess.TimeoutExpired:
            procs.stop(self.process)
            return None
