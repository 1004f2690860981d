"""Contract checks of touch-script headers (docs/touch-script.md): fluid replay starts from a
recording's header unless its options say otherwise; scripts without one keep working; a header
anywhere but the first line, or with a bad field, is bad data (65) naming the line."""
import os
import re

from . import procs, traces
from .checks import check, failed, holds

HEADER = ('{"type":"header","scene":"shortcuts","width":600,"height":500,"scale":1,"dark":true,'
          '"shortcut":{"name":"Evening","steps":["text","weather"]}}')
KEY = '{"t":0.1,"type":"key","key":"up"}'


def write(path, *lines):
    with open(path, "w") as file:
        file.write("".join(line + "\n" for line in lines))


def run(folder, work):
    fluid = os.path.join(folder, "fluid")
    recorded, plain, trace = (os.path.join(work, name) for name in ("recorded.jsonl", "plain.jsonl", "trace.jsonl"))
    write(recorded, HEADER, KEY)
    write(plain, KEY)

    def expect(name, probe, *args):
        out = procs.run([fluid, "replay", *args, "--trace", trace], timeout=60)
        if out.returncode != 0:
            failed(name, f"exit {out.returncode}: {out.stderr[:300]}")
            return
        def read_and_probe():
            lines = traces.lines(trace)
            probe(lines[0], lines[-1])
        holds(name, read_and_probe)

    def from_header(h, last):
        assert (h["scene"], h["width"], h["height"], h["scale"]) == ("shortcuts", 600, 500, 1), h
        assert last["shortcut"]["steps"] == 2 and last["shortcut"]["lastStep"] == "weather", last["shortcut"]
    expect("the header's scene, size, scale and shortcut are used", from_header, recorded)

    def overridden(h, last):
        assert (h["scene"], h["width"], h["height"], h["scale"]) == ("pip", 390, 844, 2), h
    expect("options override the header", overridden, recorded, "--scene", "pip", "--size", "390x844", "--scale", "2")

    def defaults(h, last):
        assert (h["scene"], h["width"], h["height"], h["scale"]) == ("shortcuts", 390, 844, 2), h
        assert last["shortcut"]["lastStep"] == "travel-time", last["shortcut"]
    expect("a script without a header keeps the defaults", defaults, plain)
    # Dark and light replays of the same recording differ only in pixels; --no-dark must be accepted.
    out = procs.run([fluid, "replay", recorded, "--no-dark"], timeout=60)
    check("--no-dark overrides a dark header", out.returncode == 0, out.stderr[:300])

    def bad(name, pattern, *lines):
        """Replaying a script of `lines` exits 65 with one line matching `pattern`."""
        script = os.path.join(work, "bad.jsonl")
        write(script, *lines)
        out = procs.run([fluid, "replay", script], timeout=60)
        check(name, out.returncode == 65 and out.stderr.count("\n") == 1 and re.search(pattern, out.stderr),
              f"exit {out.returncode}, {out.stderr[:300]}")
    bad("a header after an event", "bad.jsonl:2: a header line must be the script's first line", KEY, HEADER)
    bad("two headers", "bad.jsonl:2: a header line must be the script's first line", HEADER, HEADER)
    bad("a header with a bad scale", 'bad.jsonl:1: "scale" must be in 0.25…8',
        '{"type":"header","scene":"pip","width":390,"height":844,"scale":0}')
    bad("a header with an unknown field", 'bad.jsonl:1: unknown field "sceen"',
        '{"type":"header","scene":"pip","sceen":"x","width":390,"height":844,"scale":2}')
    bad("a header with a bad text size", 'bad.jsonl:1: "textSize" must be one of xSmall, small',
        '{"type":"header","scene":"pip","width":390,"height":844,"scale":2,"textSize":"huge"}')
    bad("a header with a bad locale", 'bad.jsonl:1: "locale" must be a locale name',
        '{"type":"header","scene":"pip","width":390,"height":844,"scale":2,"locale":"../x"}')
    # A header with a text size and a locale replays; --text-size and --locale are accepted over it.
    sized = os.path.join(work, "sized.jsonl")
    write(sized, '{"type":"header","scene":"menu","width":390,"height":844,"scale":2,"textSize":"AX3","locale":"de"}', KEY)
    for extra in ([], ["--text-size", "xSmall", "--locale", "C"]):
        out = procs.run([fluid, "replay", sized, *extra], timeout=60)
        check(f"a header with textSize and locale replays {' '.join(extra)}".strip(), out.returncode == 0, out.stderr[:300])
    bad("a header naming no scene", r'header: unknown scene "pipp"; did you mean "pip"\?',
        '{"type":"header","scene":"pipp","width":390,"height":844,"scale":2}', KEY)
