"""Running the programs under test: the binaries, bounded waits, scratch folders, cleanup."""
import atexit
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

_started = []


def binaries():
    """The folder holding fluid and fluid-playground: $FLUID_BIN, else the debug build's."""
    folder = os.environ.get("FLUID_BIN")
    if not folder:
        folder = subprocess.run(["swift", "build", "--show-bin-path"], capture_output=True,
                                text=True, check=True).stdout.strip()
    return folder


def workdir(prefix):
    """A fresh scratch folder under /tmp, removed when the suite ends (kept if KEEP_WORK is set)."""
    path = tempfile.mkdtemp(prefix=f"fluid-{prefix}.")

    def remove():
        _stop_all()  # nothing the suite started may still write into the folder
        if os.environ.get("KEEP_WORK"):
            print(f"kept {path}")
        else:
            shutil.rmtree(path, ignore_errors=True)
    atexit.register(remove)
    return path


def start(args, **kwargs):
    """Popen that is stopped when the suite ends, whatever way it ends."""
    process = subprocess.Popen(args, **kwargs)
    _started.append(process)
    return process


def stop(process, seconds=5):
    """Ends a program the check started: SIGTERM, then SIGKILL if it is still there after
    `seconds`; waits for it either way, so no process outlives the check. Returns its status."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(seconds)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    return process.returncode


def _stop_all():
    for process in reversed(_started):
        stop(process, 2)


atexit.register(_stop_all)
signal.signal(signal.SIGTERM, lambda *_: sys.exit(130))


def run(args, timeout=60, **kwargs):
    """Runs a program to its end (text output captured unless told otherwise); a run past
    `timeout` seconds is killed and reported with returncode None."""
    args = [str(arg) for arg in args]
    kwargs.setdefault("capture_output", "stdout" not in kwargs and "stderr" not in kwargs)
    kwargs.setdefault("text", True)
    try:
        return subprocess.run(args, timeout=timeout, **kwargs)
    except subprocess.TimeoutExpired as expired:
        return subprocess.CompletedProcess(args, None, expired.stdout or "", expired.stderr or "")


def wait_for(seconds, probe, every=0.1):
    """Polls `probe` every `every` seconds until it returns a true value or `seconds` pass;
    returns the last value. An exception in the probe counts as not yet."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            value = probe()
        except Exception:
            value = None
        if value or time.monotonic() >= deadline:
            return value
        time.sleep(every)


def alive(process):
    return process is not None and process.poll() is None


def cpu_ticks(pid):
    """User + system CPU ticks process `pid` has used so far."""
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])
