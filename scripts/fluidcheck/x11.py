"""A private X display (Xvfb), the real mouse and keyboard through XTest (xdotool), a window
manager's close button (WM_DELETE_WINDOW through Xlib), and the screen's pixels (ImageMagick's
`import`)."""
import ctypes
import os
import re
import subprocess

from . import procs


class Xvfb:
    """Xvfb on the first free display in `first`…`last`, DISPLAY set to it while it runs."""

    def __init__(self, first, last, screen, work):
        self.process = None
        self.log_path = os.path.join(work, "xvfb.log")
        for n in range(first, last + 1):
            if os.path.exists(f"/tmp/.X{n}-lock") or os.path.exists(f"/tmp/.X11-unix/X{n}"):
                continue
            # -noreset: by default the server resets whenever its last client leaves (each poll
            # of xdpyinfo or xdotool), and a client connecting during the reset is refused.
            with open(self.log_path, "w") as log:
                process = procs.start(["Xvfb", f":{n}", "-screen", "0", screen, "-nolisten", "tcp",
                                       "-noreset"], stdout=log, stderr=subprocess.STDOUT)
            os.environ["DISPLAY"] = f":{n}"
            if procs.wait_for(10, lambda: procs.run(["xdpyinfo"], timeout=5).returncode == 0):
                self.process = process
                return
            procs.stop(process)

    @property
    def started(self):
        return self.process is not None

    def why_not(self):
        """The last line of Xvfb's log (why it did not start)."""
        try:
            return (open(self.log_path).read().strip().splitlines() or [""])[-1]
        except OSError:
            return "no free display"

    def stop(self):
        if self.process is not None:
            procs.stop(self.process)
            self.process = None


def xdotool(*args, timeout=30):
    """Runs xdotool with `args` (numbers become words); returns its stdout."""
    return procs.run(["xdotool", *map(str, args)], timeout=timeout).stdout or ""


def close_window(window):
    """Sends WM_DELETE_WINDOW to `window` on $DISPLAY, as a window manager's close button does
    (Xvfb runs no window manager; Xlib through ctypes, no module to install)."""
    class ClientMessage(ctypes.Structure):  # XClientMessageEvent, padded to an XEvent's size
        _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                    ("display", ctypes.c_void_p), ("window", ctypes.c_ulong),
                    ("message_type", ctypes.c_ulong), ("format", ctypes.c_int),
                    ("data", ctypes.c_long * 5), ("pad", ctypes.c_long * 12)]
    x = ctypes.CDLL("libX11.so.6")
    x.XOpenDisplay.restype = ctypes.c_void_p
    x.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x.XInternAtom.restype = ctypes.c_ulong
    x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.c_void_p]
    x.XFlush.argtypes = [ctypes.c_void_p]
    x.XCloseDisplay.argtypes = [ctypes.c_void_p]
    display = x.XOpenDisplay(os.environ.get("DISPLAY", "").encode() or None)
    if not display:
        raise OSError(f"cannot open display {os.environ.get('DISPLAY')}")
    event = ClientMessage()
    event.type = 33  # ClientMessage
    event.window = int(window)
    event.message_type = x.XInternAtom(display, b"WM_PROTOCOLS", 0)
    event.format = 32
    event.data[0] = x.XInternAtom(display, b"WM_DELETE_WINDOW", 0)
    event.data[1] = 0  # CurrentTime
    sent = x.XSendEvent(display, int(window), 0, 0, ctypes.byref(event))
    x.XFlush(display)
    x.XCloseDisplay(display)
    if not sent:
        raise OSError(f"XSendEvent to window {window} failed")


def viewable(window):
    """`window` is mapped and viewable (xwininfo's map state)."""
    return "IsViewable" in procs.run(["xwininfo", "-id", str(window)], timeout=10).stdout


def screen_size():
    """(width, height) of the display, from xdpyinfo."""
    out = procs.run(["xdpyinfo"], timeout=10).stdout
    width, height = re.search(r"dimensions:\s+(\d+)x(\d+)", out).groups()
    return int(width), int(height)


def window_geometry(window):
    """(x, y, width, height) of `window` as the X server has it (there is no window manager)."""
    out = procs.run(["xwininfo", "-id", str(window)], timeout=10).stdout
    value = lambda label: int(re.search(rf"{label}:\s+(-?\d+)", out).group(1))
    return (value("Absolute upper-left X"), value("Absolute upper-left Y"),
            value("Width"), value("Height"))


def mouse_path(window, x0, y0, x1, y1, steps):
    """xdotool words moving the mouse from (x0, y0) to (x1, y1) in `steps` even steps 16 ms
    apart, in window coordinates. Chained into one xdotool process, the events stay evenly spaced
    on a busy machine (a gap over 40 ms reads as the finger stopping)."""
    words = []
    for i in range(1, steps + 1):
        words += ["sleep", "0.016", "mousemove", "--window", window,
                  x0 + (x1 - x0) * i // steps, y0 + (y1 - y0) * i // steps]
    return words


class Image:
    """Pixels of a PNG file (8-bit RGB), read through ImageMagick's PPM output."""

    def __init__(self, path):
        data = procs.run(["convert", path, "-depth", "8", "ppm:-"], timeout=60,
                         capture_output=True, text=False).stdout
        # P6 <width> <height> <max> then the samples.
        match = re.match(rb"P6\s+(\d+)\s+(\d+)\s+(\d+)\s", data)
        self.width, self.height = int(match[1]), int(match[2])
        self.pixels = data[match.end():]

    def pixel(self, x, y):
        """(r, g, b) at (x, y)."""
        i = (y * self.width + x) * 3
        return tuple(self.pixels[i:i + 3])


def screenshot(path):
    """The whole screen into `path` (PNG) and back as an `Image`."""
    procs.run(["import", "-window", "root", path], timeout=60)
    return Image(path)


def hex_colour(text):
    """(r, g, b) of "#RRGGBB" or "RRGGBB"."""
    text = text.lstrip("#")
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


def near(colour, want, tolerance):
    """Every channel of `colour` within ±`tolerance` of `want`."""
    return all(abs(a - b) <= tolerance for a, b in zip(colour, want))
