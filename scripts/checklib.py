"""What the Python checks (atspi-check.py, orca-check.py) share: one "ok"/"FAIL" line per check
and "N passed, M failed" last, as the shell suites print them."""
import subprocess
import sys

counts = {"passed": 0, "failed": 0}


def check(name, condition, detail=""):
    """Records and prints one check; returns `condition` so a caller can stop on a failure."""
    if condition:
        counts["passed"] += 1
        print(f"  ok   {name}")
    else:
        counts["failed"] += 1
        print(f"  FAIL {name}{': ' + str(detail) if detail else ''}")
    return condition


def finish():
    """Prints the counts and exits 1 if any check failed."""
    print(f"{counts['passed']} passed, {counts['failed']} failed")
    sys.exit(1 if counts["failed"] else 0)


def stop(process, seconds=5):
    """Ends a program the check started: SIGTERM, then SIGKILL if it is still there after
    `seconds`; waits for it either way, so no process outlives the check."""
    process.terminate()
    try:
        process.wait(seconds)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
