"""What the hostile-input suite's parts share: bounded runs of the binaries (time, memory, a
file-size limit, closed descriptors), what a one-line error is, and the scratch files."""
import os
import re
import resource
import signal
import subprocess

from .checks import failed, passed

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


class HostileBase:
    """The binaries under test and the scratch folder; `expect` runs one bad-input case."""

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
