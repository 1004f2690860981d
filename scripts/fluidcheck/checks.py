"""Counting and reporting checks: one "ok"/"FAIL" line per check, "N passed, M failed" last."""
import sys
import traceback

counts = {"passed": 0, "failed": 0}


def passed(name):
    """Records a check that held."""
    counts["passed"] += 1
    print(f"  ok   {name}", flush=True)
    return True


def failed(name, detail=""):
    """Records a check that did not hold, with what was seen instead."""
    counts["failed"] += 1
    print(f"  FAIL {name}{': ' + str(detail) if detail else ''}", flush=True)
    return False


def check(name, condition, detail=""):
    """Records and prints one check; returns `condition` so a caller can stop on a failure."""
    return passed(name) if condition else failed(name, detail)


def holds(name, probe):
    """Runs `probe` (a function of no arguments that asserts); the check holds when it returns
    without raising. A failure reports the assertion's message, or the exception's last line.
    Returns whether it held."""
    try:
        probe()
    except AssertionError as error:
        return failed(name, error if str(error) else _last_line())
    except Exception:  # a KeyError or a parse error in the data is a failed check, not a crash
        return failed(name, _last_line())
    return passed(name)


def _last_line():
    return traceback.format_exc().strip().splitlines()[-1]


def add(passed_count, failed_count):
    """Adds the counts of a suite run as a separate program."""
    counts["passed"] += passed_count
    counts["failed"] += failed_count


def finish():
    """Prints the counts and exits 1 if any check failed (or none ran)."""
    print(f"{counts['passed']} passed, {counts['failed']} failed", flush=True)
    sys.exit(1 if counts["failed"] or not counts["passed"] else 0)
