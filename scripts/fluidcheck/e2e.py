"""End-to-end test of the real playground window: Xvfb, the real mouse and keyboard (xdotool,
through XTest), the trace the playground writes, and screenshots of the screen.

Extend: add a scenario function (see `e2e_probe.probe`) that opens a scene with
`e2e_support.open_scene`, drives it with `drag`/`key`, checks the trace with `holds` and pixels
with `pixel_is`; then call it from `main`.
"""
import os

from .checks import check, failed, finish
from .e2e_app import navigation
from .e2e_drawer import keyboard, shortcuts
from .e2e_menu import menu, recordings, wheel_scenario
from .e2e_probe import probe
from .e2e_support import PLAYGROUND, WORK
from .e2e_window import clipboard, no_display, resize_every_scene, window
from .x11 import Xvfb


def main():
    print("test-e2e: fluid-playground under Xvfb")
    # No accessibility bus, whatever session runs the test: the playground must then start
    # nothing for assistive technology (the atspi suite covers the bus).
    for name in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS"):
        os.environ.pop(name, None)
    if not os.access(PLAYGROUND, os.X_OK):
        failed(f"{PLAYGROUND} is built")
        finish()
    no_display()
    display = Xvfb(99, 140, "1280x2048x24", WORK)
    if check(f"Xvfb on {os.environ.get('DISPLAY')}", display.started, display.why_not()):
        probe()
        shortcuts()
        keyboard()
        menu()
        wheel_scenario()
        recordings()
        navigation()
    display.stop()
    display = Xvfb(99, 140, "1280x1024x24", WORK)
    if check(f"Xvfb on {os.environ.get('DISPLAY')} at 1280x1024", display.started, display.why_not()):
        window()
        resize_every_scene()
        clipboard()
    display.stop()
    finish()
