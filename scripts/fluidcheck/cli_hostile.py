"""Hostile input and faults for `fluid` and `fluid-playground` (issues 9 and 20): every case ends
in 0 or 64/65/73/74 with one line on stderr (none when stderr itself is closed, full or broken),
no signal but SIGPIPE, in bounded time and memory; it writes nothing partial, and no output ever
changes an input."""
import json
import os
import re
import signal
import subprocess
import time

from . import procs
from .checks import check
from .cli_hostile_catalogs import Catalogs
from .cli_hostile_files import Files
from .cli_hostile_streams import Streams
from .cli_hostile_support import execute, status, text


class Hostile(Streams, Files, Catalogs):
    """Every hostile case; the output-side ones come from `Streams` and `Files`, the translation
    catalogs from `Catalogs`."""

    # --- touch scripts -----------------------------------------------------------------------

    def scripts(self):
        print("hostile: touch scripts")
        for t in ("100000", "1e9", "1e308"):
            late = self.write("late.jsonl", '{"t":%s,"type":"key","key":"up"}\n' % t)
            err = self.expect(65, f"an event at t = {t} is refused, not replayed for ever", "replay", late, "--scene", "probe")
        check("the error says the frame bound", b"at most 100000 frames" in err, text(err))
        rc, out, err = execute([self.fluid, "replay", "--help"])
        check("--help says the frame bound", b"at most 100000 frames" in out + err)
        # The last frame index is 99999: at 60 fps an event at 99999/60 s is the latest allowed.
        edge = self.write("edge.jsonl", '{"t":1666.65,"type":"key","key":"up"}\n')
        rc, out, err = execute([self.fluid, "replay", edge, "--scene", "probe"])
        frames = out.count(b"\n") - 1
        check(f"an event on the last allowed frame replays ({frames} frames)", rc == 0 and frames <= 100000, text(err))

        crlf = self.write("crlf.jsonl", '{"t":0,"type":"key","key":"up"}\r\n\r\n'
                          '{"t":0.1,"type":"touch","id":1,"phase":"began","x":1,"y":2}\r\n')
        self.lf = self.write("lf.jsonl", '{"t":0,"type":"key","key":"up"}\n\n'
                             '{"t":0.1,"type":"touch","id":1,"phase":"began","x":1,"y":2}\n')
        rc, crlf_trace, err = execute([self.fluid, "replay", crlf, "--scene", "probe"])
        _, lf_trace, _ = execute([self.fluid, "replay", self.lf, "--scene", "probe"])
        self.lf_trace = self.write("lf.trace", lf_trace)
        check("a CRLF script replays exactly as its LF twin", rc == 0 and crlf_trace == lf_trace,
              f"exit {rc}: {text(err)}")

        self.expect(65, "a binary file is bad data", "replay",
                    self.write("binary.jsonl", open("/bin/sh", "rb").read(4096)), "--scene", "probe")
        self.expect(65, "invalid UTF-8 is bad data", "replay",
                    self.write("latin.jsonl", b'{"t":0,"type":"text","text":"\xff\xfe"}\n'), "--scene", "probe")
        self.expect(65, "NUL bytes are bad data", "replay", self.write("nul.jsonl", b"\0\0\0\n"), "--scene", "probe")

        # A 50 MB line: refused at once with a short message that does not echo it.
        long = self.write("long.jsonl", '{"t":0,"type":"text","text":"' + "a" * 50_000_000 + '"}\n')
        start = time.monotonic()
        self.expect(65, "a 50 MB line is refused with a short message", "replay", long, "--scene", "probe")
        elapsed = time.monotonic() - start
        check("… within 10 s", elapsed <= 10, f"{elapsed:.1f} s")
        typo = self.write("typo.jsonl", '{"t":0,"type":"\\n' + "b" * 5000 + '"}\n')
        self.expect(65, "a long unknown value is quoted short, on one line", "replay", typo, "--scene", "probe")
        huge = self.path("huge.jsonl")
        with open(huge, "wb") as file:
            file.truncate(65 * 1024 * 1024)
        self.expect(65, "a 65 MiB script is refused", "replay", huge, "--scene", "probe")
        self.expect(64, "a directory is not a script", "replay", self.work, "--scene", "probe")

    # --- --frames is whole or absent -----------------------------------------------------------

    @staticmethod
    def leftovers(path):
        """Names in PATH's parent that belong to a replay's temporaries."""
        parent = os.path.dirname(path.rstrip("/"))
        return [n for n in os.listdir(parent) if re.search(r"fluid-tmp|\.tmp-|\.partial", n)]

    def frames(self):
        print("hostile: --frames is whole or absent")
        # A script that resizes, after 60 frames, to a size of its own rule (at most 16384 pt a
        # side) that is an impossible canvas at --scale 8 (131 072 pixels wide).
        badsize = self.write("badsize.jsonl", '{"t":0,"type":"touch","id":1,"phase":"began","x":100,"y":400}\n'
                             '{"t":0.5,"type":"touch","id":1,"phase":"ended","x":100,"y":300}\n'
                             '{"t":1,"type":"resize","width":16384,"height":844}\n')
        os.makedirs(self.path("f1"))
        f1 = self.path("f1", "frames")
        self.expect(65, "a bad resize after 60 frames", "replay", badsize, "--scene", "probe", "--size", "100x100",
                    "--scale", "8", "--frames", f1)
        check("… leaves no frames directory and no temporary", not os.path.exists(f1) and not self.leftovers(f1),
              os.listdir(self.path("f1"))[:5])
        f2 = self.path("f2", "frames")
        os.makedirs(f2)
        self.write("f2/frames/notes.txt", "keep\n")
        for i in range(200):
            self.write(f"f2/frames/frame-00{i:03d}.png", "old\n")
        self.expect(65, "a bad resize into an existing frames directory", "replay", badsize, "--scene", "probe",
                    "--size", "100x100", "--scale", "8", "--frames", f2)
        check("… leaves the existing frames as they were",
              len(os.listdir(f2)) == 201 and open(self.path("f2/frames/frame-00000.png")).read() == "old\n"
              and not self.leftovers(f2), os.listdir(self.path("f2"))[:5])
        self.short = self.write("short.jsonl", '{"t":0,"type":"touch","id":1,"phase":"began","x":100,"y":400}\n'
                                '{"t":0.2,"type":"touch","id":1,"phase":"ended","x":100,"y":300}\n')
        trace = self.path("f2.trace")
        rc, _, err = execute([self.fluid, "replay", self.short, "--scene", "probe", "--scale", "0.25", "--frames", f2,
                          "--trace", trace])
        trace_frames = open(trace).read().count("\n") - 1 if os.path.exists(trace) else -1
        pngs = len([n for n in os.listdir(f2) if n.startswith("frame-")])
        first = open(os.path.join(f2, "frame-00000.png"), "rb").read(4)
        check(f"a replay into an existing directory leaves exactly its {pngs} frames (and other files)",
              pngs == trace_frames and first[1:4] == b"PNG" and os.path.exists(os.path.join(f2, "notes.txt"))
              and not self.leftovers(f2), f"{pngs} PNGs for {trace_frames} frames: {text(err)}")
        f5 = self.path("f5")
        os.makedirs(f5)
        self.write("f5/notes.txt", "keep\n")
        rc, _, err = execute([self.fluid, "replay", self.short, "--scene", "probe", "--scale", "0.25", "--frames", "."],
                         cwd=f5, stdout=subprocess.DEVNULL)
        names = os.listdir(f5)
        check("--frames . fills the current directory",
              rc == 0 and len([n for n in names if n.startswith("frame-")]) == trace_frames
              and "notes.txt" in names and not [n for n in names if "fluid-tmp" in n], f"exit {rc}: {text(err)}")
        # A file-size limit stands in for a full disk: the first PNG cannot be written.
        f3 = self.path("f3", "frames")
        rc, _, err = execute([self.fluid, "replay", self.short, "--scene", "probe", "--frames", f3], file_size=1024)
        check(f"a frame that cannot be written: exit 74, no frames ({err.decode(errors='replace').strip()})",
              rc == 74 and err.count(b"\n") == 1 and not os.path.exists(f3)
              and (not os.path.isdir(self.path("f3")) or not self.leftovers(f3)), f"exit {rc}: {text(err)}")
        # Interrupted: SIGTERM mid-replay removes the temporaries and ends by the signal;
        # SIGKILL's leftovers are swept by the next replay into the same directory.
        self.long_drag = self.write("long-drag.jsonl", "".join(
            json.dumps({"t": i / 60, "type": "touch", "id": 1, "phase": "began" if i == 0 else "moved",
                        "x": 100, "y": 400 + i % 100}) + "\n" for i in range(6000)))
        f4 = self.path("f4")
        os.makedirs(f4)

        def interrupted(sig, *extra):
            process = subprocess.Popen([self.fluid, "replay", self.long_drag, "--scene", "probe", "--scale", "0.25",
                                        "--frames", os.path.join(f4, "frames"), *extra],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            # Once it has started writing (something in f4), and written a while.
            procs.wait_for(10, lambda: os.listdir(f4))
            time.sleep(1)
            process.send_signal(sig)
            return status(process.wait(30))
        rc = interrupted(signal.SIGTERM, "--video", os.path.join(f4, "v.gif"))
        check("SIGTERM mid-replay ends by the signal and leaves nothing", rc == 143 and not os.listdir(f4),
              f"exit {rc}, left: {os.listdir(f4)[:3]}")
        interrupted(signal.SIGKILL)
        killed_left = self.leftovers(os.path.join(f4, "frames"))
        rc, _, err = execute([self.fluid, "replay", self.short, "--scene", "probe", "--scale", "0.25", "--frames",
                          os.path.join(f4, "frames")], stdout=subprocess.DEVNULL)
        after = self.leftovers(os.path.join(f4, "frames"))
        check(f"the next replay sweeps what a SIGKILLed one left ({' '.join(killed_left)})",
              killed_left and not after and os.path.exists(os.path.join(f4, "frames", "frame-00000.png")),
              f"left after kill: {killed_left}, after: {after} {text(err, 200)}")

        # A directory where a frame goes: refused before any frame moves in.
        placed = self.path("placed", "frames")
        os.makedirs(os.path.join(placed, "frame-00003.png"))
        self.write("placed/frames/frame-00000.png", "old\n")
        self.expect(73, "a directory in a frame's place", "replay", self.short, "--scene", "probe", "--scale", "0.25",
                    "--frames", placed)
        check("… moves no frame in", open(self.path("placed/frames/frame-00000.png")).read() == "old\n"
              and sorted(os.listdir(placed)) == ["frame-00000.png", "frame-00003.png"] and not self.leftovers(placed),
              sorted(os.listdir(placed))[:6])

    # --- canvases within every rule but too large in all ----------------------------------------

    def canvases(self):
        print("hostile: sizes each within their rule that would ask for gigabytes")
        # A resize is held to a header's rule (at most 16384 pt a side): 100 000 pt was a
        # 25 000 × 25 000 pixel canvas at --scale 0.25.
        big = self.write("bigresize.jsonl", '{"t":0,"type":"resize","width":100000,"height":100000}\n')
        err = self.expect(65, "a resize to 100 000 pt is bad data", "replay", big, "--scene", "momentum", "--scale",
                          "0.25", "--frames", self.path("bigresize-frames"))
        check("… naming the line and the rule", b"bigresize.jsonl:1:" in err and b"16384" in err, text(err))
        check("… and leaving no frames", not os.path.exists(self.path("bigresize-frames")))
        # 8000 pt at scale 4 is 32 000 pixels a side (Cairo's limit is 32 767): 4 GB.
        self.expect(64, "replay --size 8000x8000 --scale 4 is refused", "replay", self.short, "--size", "8000x8000",
                    "--scale", "4", "--frames", self.path("huge-frames"))
        self.expect(64, "bench render --size 8000x8000 --scale 4 is refused", "bench", "render", "--size",
                    "8000x8000", "--scale", "4", "--rounds", "1", "--frames", "10")
        # The same from a recording's header is bad data.
        header = self.write("hugeheader.jsonl", '{"type":"header","scene":"probe","width":16384,"height":16384,'
                            '"scale":8}\n{"t":0,"type":"key","key":"up"}\n')
        self.expect(65, "a header's canvas over the limit is bad data", "replay", header, "--frames",
                    self.path("header-frames"))
        # A script too long to replay, and one too large to read, are bad data in bench render too.
        late = self.write("late.jsonl", '{"t":1e308,"type":"key","key":"up"}\n')
        self.expect(65, "bench render --script with an event at t = 1e308 is bad data", "bench", "render",
                    "--script", late)
        self.expect(65, "bench render --script /dev/zero is bad data", "bench", "render", "--script=/dev/zero")
        # ffmpeg's MP4 muxer ignores write errors: a file-size limit left an MP4 cut short, exit 0.
        whole, mp4 = self.path("whole.mp4"), self.path("cut.mp4")
        rc, _, err = execute([self.fluid, "replay", self.short, "--scene", "probe", "--fps", "20", "--video", whole])
        limit = os.path.getsize(whole) // 2 if rc == 0 and os.path.exists(whole) else 4096
        check(f"the same MP4 without a limit is written ({limit * 2} bytes)", rc == 0 and limit > 1024, text(err))
        rc, _, err = execute([self.fluid, "replay", self.short, "--scene", "probe", "--fps", "20", "--video", mp4],
                             file_size=limit)
        check(f"an MP4 cut short by a file-size limit fails (exit {rc}: {text(err)})",
              rc == 74 and err.count(b"\n") == 1 and not os.path.exists(mp4) and not self.leftovers(mp4),
              f"exit {rc}, {os.listdir(self.work)[:8]}")

    # --- spring sample --retarget is linear -----------------------------------------------------

    def retargets(self):
        print("hostile: spring sample --retarget is linear")
        items = ["%g:%d" % (i * 0.001, i % 7) for i in range(20000)]
        flags = [word for item in items for word in ("--retarget", item)]
        start = time.monotonic()
        rc, out, err = execute([self.fluid, "spring", "sample", "--response", "0.5", "--damping-ratio", "0.7", "--fps", "60",
                            "--seconds", "25", *flags])
        elapsed = time.monotonic() - start
        check(f"20 000 --retarget flags sample in {elapsed:.0f} s",
              rc == 0 and elapsed <= 20 and out.count(b"\n") == 1502, f"exit {rc} after {elapsed:.0f} s: {text(err)}")
        # Lists of 8000 (an argument is at most 128 KiB).
        lists = [word for k in range(0, len(items), 8000) for word in ("--retarget", ",".join(items[k:k + 8000]))]
        rc, listed, err = execute([self.fluid, "spring", "sample", "--response", "0.5", "--damping-ratio", "0.7", "--fps",
                               "60", "--seconds", "25", *lists])
        check("one comma-separated --retarget list samples the same as separate flags", listed == out, text(err))


def run(folder, work):
    hostile = Hostile(folder, work)
    hostile.scripts()
    hostile.frames()
    hostile.canvases()
    hostile.full()
    hostile.streams()
    hostile.file_faults()
    hostile.playground_cases()
    hostile.aliases()
    hostile.links()
    hostile.retargets()
    hostile.catalogs()
