"""The project's checks with logic (end-to-end, command line, AT-SPI, Orca) and what they share.

Every suite prints one "ok"/"FAIL" line per check and "N passed, M failed" last, and exits 1 on
any failure. Run a suite from the repository's root as `PYTHONPATH=scripts python3 -m
fluidcheck SUITE` (the Makefile's test targets do); `FLUID_BIN` names the folder of the binaries.

Modules: `checks` (counting and reporting), `procs` (running programs, bounded waits, scratch
folders), `x11` (a private Xvfb, xdotool, screenshots), `traces` (JSON Lines traces), and one
module per suite.
"""
