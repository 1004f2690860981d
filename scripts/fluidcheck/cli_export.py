"""Export checks (issue 24): a GIF honours --scale as PNG frames and MP4s do; a GIF faster than
it can play says so, in one line; `fluid replay --help` wraps only where a line is full."""
import os
import re
import shutil

from . import procs, traces
from .checks import check, holds


def gif_width(path):
    """The GIF's logical screen width (bytes 6–7, little-endian; GIF89a spec §18)."""
    with open(path, "rb") as file:
        data = file.read(10)
    assert data[:6] == b"GIF89a", f"not a GIF89a: {data[:6]!r}"
    return int.from_bytes(data[6:8], "little")


def png_width(path):
    """The PNG's width (the IHDR chunk's first field, big-endian, at bytes 16–19)."""
    with open(path, "rb") as file:
        data = file.read(24)
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"not a PNG: {data[:8]!r}"
    return int.from_bytes(data[16:20], "big")


def wrapped_mid_phrase(text):
    """Pairs of lines where the first is short (under 50 columns) though its sentence goes on,
    lower case or in parentheses, on the next."""
    lines = text.split("\n")
    return [(a, b) for a, b in zip(lines, lines[1:])
            if a.strip() and b.strip() and len(a) < 50 and (b[0].islower() or b[0] == "(")]


def run(folder, work):
    fluid = os.path.join(folder, "fluid")
    script = os.path.join(work, "s.jsonl")
    traces.write(script, [{"t": 0.05, "type": "key", "key": "up"}])

    def replay(*args):
        # A 100 × 80 pt container: pixel sizes are 100·scale × 80·scale.
        return procs.run([fluid, "replay", script, "--scene", "probe", "--size", "100x80", *args], timeout=120)

    if shutil.which("ffmpeg"):
        gif = os.path.join(work, "v.gif")
        for flags, want in ((["--scale", "2"], 200), (["--scale", "3"], 300), (["--scale", "0.5"], 50), ([], 100)):
            if os.path.exists(gif):
                os.remove(gif)
            out = replay(*flags, "--fps", "30", "--video", gif)

            def width(out=out, want=want):
                assert out.returncode == 0, f"exit {out.returncode}: {out.stderr[:200]}"
                assert gif_width(gif) == want, f"{gif_width(gif)} px wide"
            holds(f"GIF {' '.join(flags) or 'without --scale'} is {want} px wide", width)

        frames = os.path.join(work, "frames")
        out = replay("--scale", "2", "--frames", frames)

        def png():
            assert out.returncode == 0, f"exit {out.returncode}: {out.stderr[:200]}"
            assert png_width(os.path.join(frames, "frame-00000.png")) == 200, png_width(
                os.path.join(frames, "frame-00000.png"))
        holds("PNG frames at --scale 2 are 200 px wide", png)

        out = replay("--fps", "60", "--video", gif)
        check("a 60 fps GIF says in one line that it plays at 50 fps",
              out.returncode == 0 and out.stderr.count("\n") == 1
              and re.search("at most 50 fps.*from 60 to 50 fps", out.stderr) is not None,
              f"exit {out.returncode}, stderr: {out.stderr[:300]}")
        out = replay("--fps", "50", "--video", gif)
        check("a 50 fps GIF says nothing", out.returncode == 0 and not out.stderr,
              f"exit {out.returncode}, stderr: {out.stderr[:300]}")
        out = replay("--fps", "120", "--video", os.path.join(work, "v.mp4"))
        check("an MP4 at 120 fps says nothing", out.returncode == 0 and not out.stderr,
              f"exit {out.returncode}, stderr: {out.stderr[:300]}")
    else:
        print("  (no ffmpeg: the GIF and MP4 export checks are skipped)")

    out = procs.run([fluid, "replay", "--help"], timeout=30)
    text = out.stdout + out.stderr
    check("--help says a GIF plays at most 50 fps", "at most 50 fps" in text, text[:300])
    bad = wrapped_mid_phrase(text)
    check("replay --help wraps only full lines", not bad, " | ".join(f"{a!r} ⏎ {b!r}" for a, b in bad[:3]))
