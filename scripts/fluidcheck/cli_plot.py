"""Contract checks of `fluid spring plot`: each bad input is one line and its exit code (64 bad
options, 73 no place to write), nothing is written, and a plot has one zero line across it."""
import os
import re
import shutil

from . import procs
from .checks import check, failed, holds
from .x11 import Image

SPRING = ["spring", "plot", "--response", "0.5", "--damping-ratio", "0.6"]


def run(folder, work):
    fluid = os.path.join(folder, "fluid")
    out_dir = os.path.join(work, "out")

    def refused(name, code, pattern, *args):
        """Exit `code`, one stderr line matching `pattern`, no stdout, no file in WORK/out."""
        shutil.rmtree(out_dir, ignore_errors=True)
        os.mkdir(out_dir)
        out = procs.run([fluid, *args], timeout=60)
        files = os.listdir(out_dir)
        check(name, out.returncode == code and out.stderr.count("\n") == 1 and not out.stdout
              and re.search(pattern, out.stderr, re.M) and not files,
              f"exit {out.returncode} (want {code}), stderr: {out.stderr[:300]}, files: {files}")

    none = os.path.join(work, "none")
    refused("missing directory says so, once", 73,
            f"^fluid: cannot write {re.escape(none)}/x.png: no such directory {re.escape(none)}$",
            *SPRING, "--out", f"{none}/x.png")
    a_file = os.path.join(work, "file")
    open(a_file, "w").close()
    refused("a file as the directory", 73, f"{re.escape(a_file)} is not a directory$", *SPRING, "--out", f"{a_file}/x.png")
    directory = os.path.join(work, "dir.png")
    os.mkdir(directory)
    refused("a directory as the PNG", 73, f"cannot write {re.escape(directory)}: it is a directory$",
            *SPRING, "--out", directory)
    refused("oversize canvas is bad usage", 64, "32768x32768 pixels; the image may be at most 8192 pixels a side",
            *SPRING, "--size", "4096x4096", "--scale", "8", "--out", f"{out_dir}/x.png")
    refused("--from 1e308 --to -1e308 is bad usage, not a crash", 64, "^fluid: --to − --from must be a finite number",
            *SPRING, "--from", "1e308", "--to", "-1e308", "--out", f"{out_dir}/x.png")
    refused("a motion that overflows is bad usage", 64, "overflows a Double",
            *SPRING, "--from", "1.7e308", "--velocity", "-1.7e308", "--to", "1e308", "--out", f"{out_dir}/x.png")
    if os.getuid() != 0:
        locked = os.path.join(work, "locked")
        os.mkdir(locked, 0o500)
        refused("an unwritable directory names the permission", 73, "permission denied",
                *SPRING, "--out", f"{locked}/x.png")

    # A plot from 0 to 1: exactly one full-width row of the zero line's grey (#999999), and tick
    # marks beside the plot area on the left (position), right (velocity) and below (time).
    png = os.path.join(work, "plot.png")
    out = procs.run([fluid, *SPRING, "--size", "720x420", "--scale", "1", "--out", png], timeout=60)
    if out.returncode != 0:
        failed("plot renders", out.stderr[:300])
        return

    def plot():
        image = Image(png)
        w, h = image.width, image.height
        assert (w, h) == (720, 420), (w, h)
        px = image.pixel

        def line_grey(p):
            # The zero line's grey (0x99) at half coverage or more; the frame (0xD9) is lighter.
            return p[0] == p[1] == p[2] and p[0] < 0xD0
        # Plot area: 64 pt margins left and right (SpringPlot.margins). Rows of one antialiased
        # line are neighbours, so count runs of rows.
        rows = [y for y in range(h) if sum(line_grey(px(x, y)) for x in range(64, w - 64)) > 0.5 * (w - 128)]
        runs = [y for i, y in enumerate(rows) if i == 0 or rows[i - 1] != y - 1]
        assert len(runs) == 1, f"full-width grey rows: {rows}"
        left = sum(1 for y in range(56, h - 44) if max(px(61, y)) < 200)
        right = sum(1 for y in range(56, h - 44) if max(px(w - 62, y)) - min(px(w - 62, y)) > 40)
        below = sum(1 for x in range(64, w - 64) if max(px(x, h - 44 + 2)) < 200)
        assert left >= 4 and right >= 3 and below >= 4, f"tick pixels left {left}, right {right}, below {below}"
    holds("plot has one zero line and ticks on its axes", plot)
