"""Hostile input and faults for `fluid` and `fluid-playground` (issues 9 and 20): every case ends
in 0 or 64/65/73/74 with one line on stderr (none when stderr itself is closed, full or broken),
no signal but SIGPIPE, in bounded time and memory; it writes nothing partial, and no output ever
changes an input."""
import filecmp
import json
import os
import re
import resource
import shutil
import signal
import stat
import subprocess
import time

from . import procs
from .checks import check, failed, passed

# Every run is bounded: 60 s of wall time and 4 GiB of address space (a Swift binary reserves
# about 1 GiB at start; the failures this guards against took 1.3–3.5 GB).
LIMIT_SECONDS = 60
LIMIT_BYTES = 4 * 1024 ** 3
CRASH = re.compile(r"fatal error|stack dump|backtrace|\.swift:[0-9]", re.I)
SPRING = ["--response", "0.5", "--damping-ratio", "0.8"]
NEWLINE = b"\n"


def bounded(file_size=None):
    """A preexec function: the address-space limit, and a file-size limit when given."""
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (LIMIT_BYTES, LIMIT_BYTES))
        if file_size is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_size, file_size))
        # Python ignores SIGPIPE for itself; the program under test gets the default back.
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    return limit


def status(returncode):
    """The shell's view of an exit: 128 + N for death by signal N."""
    return 128 - returncode if returncode is not None and returncode < 0 else returncode


def execute(args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=None,
        env=None, file_size=None, close=()):
    """Runs `args` bounded in time and memory; stdout/stderr may be a file, DEVNULL, PIPE, or closed
    (fd numbers in `close` are closed in the child). Returns (status, stdout bytes, stderr bytes);
    status 137 when killed at the time limit."""
    closing = tuple(close)

    def prepare():
        bounded(file_size)()
        for fd in closing:
            os.close(fd)
    process = subprocess.Popen([str(a) for a in args], stdin=stdin, stdout=stdout, stderr=stderr, cwd=cwd,
                               env=env, preexec_fn=prepare)
    try:
        out, err = process.communicate(timeout=LIMIT_SECONDS)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
    return status(process.returncode), out or b"", err or b""


def one_line(err):
    """`err` is one short line that is not a crash report."""
    return err.count(b"\n") == 1 and len(err) <= 400 and not CRASH.search(err.decode(errors="replace"))


def text(data, limit=300):
    return data[:limit].decode(errors="replace")


def signal_free(rc):
    return rc is not None and (rc <= 128 or rc == 141)


class Hostile:
    def __init__(self, folder, work):
        self.fluid = os.path.join(folder, "fluid")
        self.playground = os.path.join(folder, "fluid-playground")
        self.work = work

    def path(self, *names):
        return os.path.join(self.work, *names)

    def write(self, name, data):
        mode = "wb" if isinstance(data, bytes) else "w"
        with open(self.path(name), mode) as file:
            file.write(data)
        return self.path(name)

    def expect(self, code, name, *args):
        """Exit `code`, exactly one short stderr line that is not a crash, nothing on stdout.
        Stdin is empty. Returns stderr."""
        rc, out, err = execute([self.fluid, *args])
        lines = err.count(b"\n")
        if rc != code:
            failed(name, f"exit {rc}, expected {code}: {text(err)}")
        elif lines != 1 or len(err) > 400:
            failed(name, f"{lines} stderr lines, {len(err)} bytes: {text(err)}")
        elif out:
            failed(name, f"wrote {len(out)} bytes to stdout")
        elif CRASH.search(err.decode(errors="replace")):
            failed(name, f"looks like a crash: {text(err)}")
        else:
            passed(f"{name} (exit {code}: {err.decode(errors='replace').strip()})")
        return err

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
        # A script that resizes to an impossible canvas (over 32 767 pixels a side even at
        # --scale 0.25) after 60 frames.
        badsize = self.write("badsize.jsonl", '{"t":0,"type":"touch","id":1,"phase":"began","x":100,"y":400}\n'
                             '{"t":0.5,"type":"touch","id":1,"phase":"ended","x":100,"y":300}\n'
                             '{"t":1,"type":"resize","width":1000000,"height":844}\n')
        os.makedirs(self.path("f1"))
        f1 = self.path("f1", "frames")
        self.expect(65, "a bad resize after 60 frames", "replay", badsize, "--scene", "probe", "--scale", "0.25",
                    "--frames", f1)
        check("… leaves no frames directory and no temporary", not os.path.exists(f1) and not self.leftovers(f1),
              os.listdir(self.path("f1"))[:5])
        f2 = self.path("f2", "frames")
        os.makedirs(f2)
        self.write("f2/frames/notes.txt", "keep\n")
        for i in range(200):
            self.write(f"f2/frames/frame-00{i:03d}.png", "old\n")
        self.expect(65, "a bad resize into an existing frames directory", "replay", badsize, "--scene", "probe",
                    "--scale", "0.25", "--frames", f2)
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

    # --- a full output device ------------------------------------------------------------------

    def full(self):
        print("hostile: a full output device")
        if not os.access("/dev/full", os.W_OK):
            failed("/dev/full is writable", "cannot test a full device here")
            return

        def expect_full(name, *args):
            """stdout is /dev/full; exit 74 with one line naming the failure."""
            with open("/dev/full", "w") as full:
                rc, _, err = execute([self.fluid, *args], stdout=full)
            check(f"{name} (exit 74: {err.decode(errors='replace').strip()})" if rc == 74 else name,
                  rc == 74 and err.count(b"\n") == 1 and b"No space left on device" in err,
                  f"exit {rc}, {err.count(NEWLINE)} stderr lines: {text(err)}")
        expect_full("replay's trace into /dev/full", "replay", self.lf, "--scene", "probe")
        expect_full("replay --trace - into /dev/full", "replay", self.lf, "--scene", "probe", "--trace", "-")
        expect_full("spring describe into /dev/full", "spring", "describe", *SPRING)
        expect_full("spring describe --json into /dev/full", "spring", "describe", *SPRING, "--json")
        expect_full("spring sample into /dev/full", "spring", "sample", *SPRING, "--fps", "60", "--seconds", "1")
        expect_full("bench render into /dev/full", "bench", "render", "--frames", "10", "--rounds", "1", "--scale", "0.25")
        expect_full("--help into /dev/full", "replay", "--help")
        rc, _, err = execute([self.fluid, "replay", self.lf, "--scene", "probe", "--trace", "/dev/full"])
        check(f"--trace /dev/full: exit 74, and the device is still a device ({err.decode(errors='replace').strip()})",
              rc == 74 and err.count(b"\n") == 1 and stat.S_ISCHR(os.stat("/dev/full").st_mode), f"exit {rc}: {text(err)}")

    # --- closed, full and broken standard streams ---------------------------------------------

    def stream(self, binary, mode, args):
        """Runs ARGS under one stream fault; (status, stderr, stdout file's bytes)."""
        out_path = self.path("out")
        err_path = self.path("err")
        with open(out_path, "wb") as out, open(err_path, "wb") as err, open("/dev/full", "wb") as full:
            if mode in ("pipe", "pipe2"):
                # A reader that takes 10 bytes and leaves.
                process = subprocess.Popen([binary, *args], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                           stderr=err if mode == "pipe" else subprocess.STDOUT,
                                           preexec_fn=bounded())
                process.stdout.read(10)
                process.stdout.close()
                try:
                    rc = status(process.wait(LIMIT_SECONDS))
                except subprocess.TimeoutExpired:
                    process.kill()
                    rc = status(process.wait())
            else:
                stdout, stderr, close = {
                    "full": (full, err, ()),
                    "closed": (subprocess.DEVNULL, err, (1,)),
                    "closed2": (out, subprocess.DEVNULL, (2,)),
                    "closedboth": (subprocess.DEVNULL, subprocess.DEVNULL, (1, 2)),
                    "errfull": (out, full, ()),
                }[mode]
                rc, _, _ = execute([binary, *args], stdout=stdout, stderr=stderr, close=close)
        return rc, open(err_path, "rb").read(), open(out_path, "rb").read()

    def stream_case(self, binary, kind, code, name, *args):
        """KIND is big, small (stdout output, success CODE 0) or err (no stdout, fails with
        CODE). Runs ARGS under each stream fault."""
        for mode in ("pipe", "pipe2", "full", "closed", "closed2", "closedboth", "errfull"):
            rc, err, out = self.stream(binary, mode, args)
            # The codes this mode may end with.
            if kind == "err":
                want = [code]
            elif mode in ("pipe", "pipe2"):
                want = [74] if kind == "big" else [0, 74]
            elif mode in ("full", "closed", "closedboth"):
                want = [74]
            else:
                want = [0]
            detail = ""
            if not signal_free(rc):
                detail = f"ended by signal {rc - 128}"
            elif rc not in want:
                detail = f"exit {rc}, expected one of: {want}"
            elif rc != 0 and mode in ("pipe", "full", "closed") and not one_line(err):
                detail = f"stderr is not one line: {text(err)}"
            elif kind != "err" and rc == 74 and mode == "full" and not re.search(rb"No space left on device|the disk is full", err):
                detail = text(err)
            elif kind != "err" and rc == 74 and mode == "closed" and b"Bad file descriptor" not in err:
                detail = text(err)
            elif kind != "err" and mode == "closed2" and not out:
                detail = "nothing on stdout when only stderr was closed"
            if detail:
                failed(f"{name}, {mode}", detail)
            else:
                passed(f"{name}, {mode}: exit {rc}")

    def streams(self):
        print("hostile: closed, full and broken standard streams (docs/commands.md, exit codes)")
        # Every command × {stdout into a pipe closed early, stdout and stderr into one pipe closed
        # early, /dev/full, >&-, 2>&-, both closed, stderr into /dev/full}. A run may end 0, the
        # documented code, or by SIGPIPE (141); any other signal (a trap is 132, an abort 134)
        # fails the case. "big" commands print far more than a pipe holds (64 KiB), so a reader
        # that leaves early always costs them a write: exit 74. "small" ones may have written
        # everything before the reader left, so 0 is right too.
        badphase = self.write("badphase.jsonl", '{"t":0,"type":"touch","id":1,"phase":"down","x":1,"y":1}\n')
        alias = self.path("alias.jsonl")
        shutil.copy(self.lf, alias)
        f = self.fluid
        self.stream_case(f, "big", 0, "replay's trace on stdout", "replay", self.long_drag, "--scene", "probe")
        self.stream_case(f, "big", 0, "replay --trace -", "replay", self.long_drag, "--scene", "probe", "--trace", "-")
        self.stream_case(f, "big", 0, "replay --trace /dev/stdout", "replay", self.long_drag, "--scene", "probe",
                         "--trace", "/dev/stdout")
        self.stream_case(f, "big", 0, "spring sample", "spring", "sample", *SPRING, "--fps", "1000", "--seconds", "100")
        self.stream_case(f, "small", 0, "spring describe", "spring", "describe", *SPRING)
        self.stream_case(f, "small", 0, "spring describe --json", "spring", "describe", *SPRING, "--json")
        self.stream_case(f, "small", 0, "spring plot --out", "spring", "plot", *SPRING, "--out", self.path("plot.png"))
        self.stream_case(f, "small", 0, "bench render", "bench", "render", "--frames", "10", "--rounds", "1",
                         "--scale", "0.25")
        self.stream_case(f, "small", 0, "bench velocity", "bench", "velocity", "--strokes", "1")
        self.stream_case(f, "small", 0, "fluid --help", "--help")
        self.stream_case(f, "small", 0, "fluid replay --help", "replay", "--help")
        self.stream_case(f, "small", 0, "fluid --version", "--version")
        self.stream_case(f, "err", 64, "a missing script", "replay", self.path("none.jsonl"))
        self.stream_case(f, "err", 65, "a bad script", "replay", badphase, "--scene", "probe")
        self.stream_case(f, "err", 73, "spring plot into a missing folder", "spring", "plot", *SPRING,
                         "--out", "/nonexistent/p.png")
        self.stream_case(f, "err", 64, "a trace onto its own script", "replay", alias, "--scene", "probe", "--trace", alias)
        self.stream_case(f, "err", 74, "--trace /dev/full", "replay", self.lf, "--scene", "probe", "--trace", "/dev/full")
        if os.access(self.playground, os.X_OK):
            p = self.playground
            self.stream_case(p, "small", 0, "fluid-playground --help", "--help")
            self.stream_case(p, "small", 0, "fluid-playground --version", "--version")
            self.stream_case(p, "err", 64, "fluid-playground --scale 0", "--scale", "0")
        else:
            failed("fluid-playground is built beside fluid", f"{self.playground} missing")

    # --- output files that fail ----------------------------------------------------------------

    def file_faults(self):
        # Output files that fail: a pipe whose reader left, /dev/full through a symbolic link
        # (written in place, never replaced), each exit 74 with one line.
        def file_fault(name, *args):
            rc, _, err = execute([self.fluid, *args])
            check(f"{name} (exit 74: {err.decode(errors='replace').strip()})" if rc == 74 else name,
                  signal_free(rc) and rc == 74 and one_line(err), f"exit {rc}: {text(err)}")
        os.symlink("/dev/full", self.path("full.gif"))
        os.symlink("/dev/full", self.path("full.png"))
        file_fault("--video through a link to /dev/full", "replay", self.lf, "--scene", "probe", "--scale", "0.25",
                   "--video", self.path("full.gif"))
        file_fault("spring plot --out through a link to /dev/full", "spring", "plot", *SPRING, "--out", self.path("full.png"))
        check("… the links and the device are left as they were",
              os.path.islink(self.path("full.gif")) and stat.S_ISCHR(os.stat("/dev/full").st_mode))
        fifo = self.path("fifo")
        os.mkfifo(fifo)
        reader = subprocess.Popen(["head", "-c", "10", fifo], stdout=subprocess.DEVNULL)
        file_fault("--trace into a FIFO whose reader leaves early", "replay", self.long_drag, "--scene", "probe",
                   "--trace", fifo)
        # A program that never opened the FIFO leaves the reader waiting: stop it.
        procs.stop(reader)

    def playground_cases(self):
        """The playground's window runs windowless (SDL_VIDEODRIVER=offscreen) for 3 s, then
        SIGTERM quits it: its --trace and --record fail like any output, and closed streams cost
        it nothing."""
        if not os.access(self.playground, os.X_OK):
            return
        env = dict(os.environ, XDG_DATA_HOME=self.path("pg-data"), SDL_VIDEODRIVER="offscreen")

        def playground_case(code, name, mode, *args):
            command = ["timeout", "--preserve-status", "-s", "TERM", "3", self.playground, *args]
            with open("/dev/null", "wb") as null:
                if mode == "pipe2":
                    process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                               stderr=subprocess.STDOUT, env=env, preexec_fn=bounded())
                    process.stdout.read(10)
                    process.stdout.close()
                    rc = status(process.wait(LIMIT_SECONDS))
                else:
                    stdout, stderr, close = {
                        "errnull": (null, null, ()),
                        "closed": (subprocess.DEVNULL, null, (1,)),
                        "closedboth": (subprocess.DEVNULL, subprocess.DEVNULL, (1, 2)),
                    }[mode]
                    rc, _, _ = execute(command, stdout=stdout, stderr=stderr, close=close, env=env)
            check(f"fluid-playground {name}: exit {rc}", signal_free(rc) and rc == code, f"exit {rc}, expected {code}")
        playground_case(74, "--trace /dev/full", "errnull", "--trace", "/dev/full")
        playground_case(74, "--record /dev/full", "errnull", "--record", "/dev/full")
        playground_case(74, "--trace /dev/stdout, stdout and stderr into a pipe closed early", "pipe2",
                        "--trace", "/dev/stdout")
        playground_case(74, "--trace /dev/stdout with stdout closed", "closed", "--trace", "/dev/stdout")
        trace = self.path("pg.trace")
        playground_case(0, "with stdout and stderr closed", "closedboth", "--trace", trace)
        check("… and its trace is written", os.path.exists(trace) and open(trace).read().count("\n") >= 2)

    # --- an output never overwrites an input ---------------------------------------------------

    def aliases(self):
        print("hostile: an output never overwrites an input")
        a = self.path("alias")
        os.makedirs(os.path.join(a, "sub"))
        shutil.copy(self.lf, os.path.join(a, "s.jsonl"))
        shutil.copy(os.path.join(a, "s.jsonl"), os.path.join(a, "s.gif"))   # a script whose name a --video could take
        saved = self.path("alias.saved")
        shutil.copy(os.path.join(a, "s.jsonl"), saved)
        os.link(os.path.join(a, "s.jsonl"), os.path.join(a, "hard.jsonl"))
        os.symlink("s.jsonl", os.path.join(a, "sym.jsonl"))
        os.link(os.path.join(a, "s.gif"), os.path.join(a, "hard.gif"))
        os.symlink("s.gif", os.path.join(a, "sym.gif"))
        os.link(os.path.join(a, "s.jsonl"), os.path.join(a, "sub", "hard.jsonl"))
        os.makedirs(os.path.join(a, "links"))
        os.symlink("../s.jsonl", os.path.join(a, "links", "s.jsonl"))

        def listing():
            entries = []
            for root, dirs, files in os.walk(a):
                for n in dirs + files:
                    p = os.path.join(root, n)
                    st = os.lstat(p)
                    entries.append((os.path.relpath(p, a), st.st_mode, st.st_size, st.st_mtime_ns))
            return sorted(entries)

        def alias_case(name, input_name, *args, env=None):
            """Exit 64 with one line naming the input, the input byte-identical to its saved
            copy, and the folder it lives in unchanged (nothing created, nothing half-written)."""
            before = listing()
            rc, _, err = execute(args, cwd=a, env=env)
            if not signal_free(rc) or rc != 64:
                failed(name, f"exit {rc}, expected 64: {text(err)}")
            elif not one_line(err) or input_name.encode() not in err:
                failed(name, f"the message does not name {input_name}: {text(err)}")
            elif not filecmp.cmp(os.path.join(a, "s.jsonl"), saved, shallow=False) \
                    or not filecmp.cmp(os.path.join(a, "s.gif"), saved, shallow=False):
                failed(name, "the input changed")
            elif listing() != before:
                changed = sorted(set(listing()) ^ set(before))[:5]
                failed(name, f"files changed: {changed}")
            else:
                passed(f"{name} (exit 64: {err.decode(errors='replace').strip()})")
        f = self.fluid
        for out in ("s.jsonl", "./s.jsonl", os.path.join(a, "s.jsonl"), "hard.jsonl", "sym.jsonl", "sub/hard.jsonl",
                    "links/s.jsonl", "sub/../s.jsonl"):
            alias_case(f"replay s.jsonl --trace {out}", "s.jsonl", f, "replay", "s.jsonl", "--scene", "probe", "--trace", out)
        alias_case("replay sym.jsonl --trace hard.jsonl (both aliases)", "sym.jsonl", f, "replay", "sym.jsonl",
                   "--scene", "probe", "--trace", "hard.jsonl")
        for out in ("s.gif", "hard.gif", "sym.gif"):
            alias_case(f"replay s.gif --video {out}", "s.gif", f, "replay", "s.gif", "--scene", "probe", "--scale", "0.25",
                       "--video", out)
        for folder in (".", a, "sub", "links", "./sub/"):
            alias_case(f"replay s.jsonl --frames {folder} (a folder that holds the input, a hard link or a symlink to it)",
                       "s.jsonl", f, "replay", "s.jsonl", "--scene", "probe", "--scale", "0.25", "--frames", folder)
        alias_case("replay s.jsonl --frames sym.jsonl (a folder option naming the input)", "s.jsonl",
                   f, "replay", "s.jsonl", "--scene", "probe", "--scale", "0.25", "--frames", "sym.jsonl")
        alias_case("replay s.jsonl --trace t.gif --video t.gif (two outputs, one file)", "t.gif",
                   f, "replay", "s.jsonl", "--scene", "probe", "--scale", "0.25", "--trace", "t.gif", "--video", "./t.gif")
        # Standard output appended to the input: the shell opens it before fluid runs, without
        # truncating.
        for out in ("s.jsonl", "hard.jsonl", "sym.jsonl"):
            alias_case(f"replay s.jsonl >> {out}", "s.jsonl",
                       "bash", "-c", f'exec "$0" replay s.jsonl --scene probe >>{out}', f)
            alias_case(f"replay s.jsonl --trace /dev/stdout >> {out}", "s.jsonl",
                       "bash", "-c", f'exec "$0" replay s.jsonl --scene probe --trace /dev/stdout >>{out}', f)
            alias_case(f"bench render --script s.jsonl >> {out}", "s.jsonl",
                       "bash", "-c", f'exec "$0" bench render --script s.jsonl --scene probe --rounds 1 >>{out}', f)

        # The playground reads and saves the shortcut store: no --trace or --record may be it,
        # nor each other. Refused before any window opens, so no display is needed.
        if os.access(self.playground, os.X_OK):
            store = os.path.join(a, "data", "fluid", "shortcut.json")
            os.makedirs(os.path.dirname(store))
            shutil.copy(os.path.join(a, "s.jsonl"), store)
            os.link(store, os.path.join(a, "store-hard.json"))
            os.symlink("data/fluid/shortcut.json", os.path.join(a, "store-sym.json"))
            env = dict(os.environ, XDG_DATA_HOME=os.path.join(a, "data"), SDL_VIDEODRIVER="offscreen")
            for out in ("data/fluid/shortcut.json", "store-hard.json", "store-sym.json"):
                for option in ("--trace", "--record"):
                    alias_case(f"fluid-playground {option} {out} (the shortcut store)", "shortcut.json",
                               self.playground, option, out, env=env)
            check("… the store is byte-identical", filecmp.cmp(store, saved, shallow=False))
            alias_case("fluid-playground --trace p.jsonl --record ./p.jsonl", "p.jsonl",
                       self.playground, "--trace", "p.jsonl", "--record", "./p.jsonl", env=env)

    # --- an output through a symbolic link writes its target -----------------------------------

    def links(self):
        print("hostile: an output through a symbolic link writes its target")
        links = self.path("links")
        targets = os.path.join(links, "targets")
        os.makedirs(targets)

        def link_case(name, link, holds, *args):
            """Exit 0; LINK is still a symbolic link and its target now holds the output; no
            temporary is left."""
            rc, _, err = execute([self.fluid, *args], stdout=subprocess.DEVNULL)
            temporaries = [n for n in os.listdir(links) + os.listdir(targets) if "fluid-tmp" in n]
            check(name, rc == 0 and os.path.islink(link) and holds() and not temporaries,
                  f"exit {rc}: {text(err)}; {sorted(os.listdir(links))}")
        read = lambda path, n: open(path, "rb").read(n) if os.path.exists(path) else b""
        os.symlink("targets/t.jsonl", os.path.join(links, "t.jsonl"))
        link_case("--trace through a link replaces its target, the link stays", os.path.join(links, "t.jsonl"),
                  lambda: read(os.path.join(targets, "t.jsonl"), -1) == read(self.lf_trace, -1),
                  "replay", self.lf, "--scene", "probe", "--trace", os.path.join(links, "t.jsonl"))
        os.symlink("targets/v.gif", os.path.join(links, "v.gif"))
        link_case("--video through a link", os.path.join(links, "v.gif"),
                  lambda: read(os.path.join(targets, "v.gif"), 6) == b"GIF89a",
                  "replay", self.lf, "--scene", "probe", "--scale", "0.25", "--video", os.path.join(links, "v.gif"))
        os.symlink("targets/p.png", os.path.join(links, "p.png"))
        link_case("spring plot --out through a link", os.path.join(links, "p.png"),
                  lambda: read(os.path.join(targets, "p.png"), 4)[1:] == b"PNG",
                  "spring", "plot", *SPRING, "--out", os.path.join(links, "p.png"))
        os.makedirs(os.path.join(targets, "frames"))
        os.symlink("targets/frames", os.path.join(links, "frames"))
        link_case("--frames through a link to a folder", os.path.join(links, "frames"),
                  lambda: os.path.getsize(os.path.join(targets, "frames", "frame-00000.png")) > 0,
                  "replay", self.lf, "--scene", "probe", "--scale", "0.25", "--frames", os.path.join(links, "frames"))

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
    hostile.full()
    hostile.streams()
    hostile.file_faults()
    hostile.playground_cases()
    hostile.aliases()
    hostile.links()
    hostile.retargets()

