#!/usr/bin/python3
"""Draws the installed page's icons (make web), with Cairo through Debian's python3-cairo, the
library the project's renderer draws with: a sheet with its grabber and two rows rising from the
bottom of a field of the scenes' system blue (Theme.systemBlue) — the drawer the Shortcuts scene
opens with a finger. The sizes phones ask for: icon-192.png and icon-512.png (rounded, for
"any"), icon-maskable-192.png and icon-maskable-512.png (full bleed, everything inside the
central circle of 80 % that a launcher's mask keeps), and apple-touch-icon.png (180 px, full
bleed: iOS rounds it). Usage: icons.py OUT_DIR"""
import pathlib
import sys

import cairo

SYSTEM_BLUE = (0x00 / 255, 0x7A / 255, 0xFF / 255)
DEEPER_BLUE = (0x00 / 255, 0x55 / 255, 0xD4 / 255)
SHEET = (1, 1, 1)
GRABBER = (0xC6 / 255, 0xC6 / 255, 0xC8 / 255)
ROW = (0xE5 / 255, 0xE5 / 255, 0xEA / 255)


def rounded(context, x, y, width, height, radius):
    context.new_sub_path()
    context.arc(x + width - radius, y + radius, radius, -0.5 * 3.141592653589793, 0)
    context.arc(x + width - radius, y + height - radius, radius, 0, 0.5 * 3.141592653589793)
    context.arc(x + radius, y + height - radius, radius, 0.5 * 3.141592653589793, 3.141592653589793)
    context.arc(x + radius, y + radius, radius, 3.141592653589793, 1.5 * 3.141592653589793)
    context.close_path()


def draw(size, maskable):
    """The icon, `size` px square: full bleed when `maskable`, else a rounded square."""
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, size, size)
    context = cairo.Context(surface)
    context.scale(size / 100, size / 100)
    # The field: the whole square for a launcher's mask to cut, else a rounded square of its own.
    if maskable:
        context.rectangle(0, 0, 100, 100)
    else:
        rounded(context, 0, 0, 100, 100, 22.5)
    context.clip_preserve()
    gradient = cairo.LinearGradient(0, 0, 0, 100)
    gradient.add_color_stop_rgb(0, *SYSTEM_BLUE)
    gradient.add_color_stop_rgb(1, *DEEPER_BLUE)
    context.set_source(gradient)
    context.fill()
    # The sheet runs off the bottom edge; its grabber and rows lie inside the central 80 %
    # circle when maskable (all a launcher may keep).
    inset, top = (24, 40) if maskable else (16, 38)
    left, width = inset, 100 - 2 * inset
    rounded(context, left, top, width, 100 - top + 12, 9)
    context.set_source_rgb(*SHEET)
    context.fill()
    rounded(context, 50 - 7, top + 3.5, 14, 3.2, 1.6)
    context.set_source_rgb(*GRABBER)
    context.fill()
    for row in range(2):
        rounded(context, left + 6, top + 12 + row * 10, width - 12, 6, 3)
        context.set_source_rgb(*ROW)
        context.fill()
    return surface


def main(out):
    out = pathlib.Path(out)
    for size in (192, 512):
        draw(size, maskable=False).write_to_png(str(out / f"icon-{size}.png"))
        draw(size, maskable=True).write_to_png(str(out / f"icon-maskable-{size}.png"))
    draw(180, maskable=True).write_to_png(str(out / "apple-touch-icon.png"))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
