"""Hostile output: a full device, closed, full and broken standard streams, output files that
fail, and the playground's outputs under the same faults (docs/commands.md, exit codes)."""
import os
import re
import shutil
import stat
import subprocess

from . import procs
from .checks import check, failed, passed
from .cli_hostile_support import (LIMIT_SECONDS, NEWLINE, SPRING, HostileBase, bounded, execute,
                                  one_line, signal_free, status, text)


class Streams(HostileBase):
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
