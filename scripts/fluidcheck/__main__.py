"""`python3 -m fluidcheck SUITE`: runs one suite (e2e, cli, atspi, orca, readme, anyscene)."""
import importlib
import sys

SUITES = ("e2e", "cli", "atspi", "orca", "readme", "anyscene")

if len(sys.argv) < 2 or sys.argv[1] not in SUITES:
    print(f"usage: python3 -m fluidcheck SUITE [ARGS…] (suites: {', '.join(SUITES)})", file=sys.stderr)
    sys.exit(64)
suite = sys.argv.pop(1)
importlib.import_module(f"fluidcheck.{suite}").main()
