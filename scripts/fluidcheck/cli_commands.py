"""Contract checks of the top-level commands (issue 13): --version, mistyped subcommands and
scene names suggest the nearest valid one, scene names ignore case."""
import os
import re

from . import procs, traces
from .checks import check


def usage_error(name, pattern, *args):
    """Exit 64, one stderr line matching the regular expression `pattern`, no stdout."""
    run = procs.run(args, timeout=30)
    check(name, run.returncode == 64 and run.stderr.count("\n") == 1 and not run.stdout
          and re.search(pattern, run.stderr, re.M) is not None,
          f"exit {run.returncode}, stderr: {run.stderr[:300]}")


def run(folder, work):
    fluid, playground = os.path.join(folder, "fluid"), os.path.join(folder, "fluid-playground")
    source = open("Sources/FluidSession/FluidVersion.swift").read()
    version = re.search(r'static let current = "(.*)"', source).group(1)
    for binary in (fluid, playground):
        out = procs.run([binary, "--version"], timeout=30)
        text = (out.stdout + out.stderr).rstrip("\n")
        check(f"{os.path.basename(binary)} --version prints {version}", out.returncode == 0 and text == version,
              f"exit {out.returncode}, '{text}'")

    usage_error("mistyped subcommand of a group",
                r"unknown command 'descibe' for 'fluid spring'; did you mean \"describe\"\?",
                fluid, "spring", "descibe", "--response", "0.4", "--damping-ratio", "0.8")
    usage_error("mistyped top-level command", r"unknown command 'sprng' for 'fluid'; did you mean \"spring\"\?",
                fluid, "sprng", "describe")
    usage_error("swapped letters", r"did you mean \"replay\"\?", fluid, "rpelay", "x.jsonl")
    usage_error("a word near nothing lists the commands",
                r"unknown command 'frobnicate' for 'fluid' \(commands: replay, bench, spring\)$", fluid, "frobnicate")

    key = os.path.join(work, "key.jsonl")
    traces.write(key, [{"t": 0, "type": "key", "key": "up"}])
    usage_error("replay: mistyped scene suggests the nearest", r"unknown scene \"shortcutz\"; did you mean \"shortcuts\"\?",
                fluid, "replay", key, "--scene", "shortcutz")
    usage_error("playground: mistyped scene suggests the nearest",
                r"unknown scene \"bouncysheet\"; did you mean \"bouncy-sheet\"\?", playground, "--scene", "bouncysheet")
    # The scene options are one group (SceneArguments): every command that takes them refuses a
    # bad value with the same line and exit 64.
    refusals = (("--text-size", "AX6", r"--text-size must be one of xSmall, small, medium, large, xLarge, xxLarge, "
                 r"xxxLarge, AX1, AX2, AX3, AX4, AX5, got 'AX6'$"),
                ("--size", "0x5", r"--size must be WxH in points with both sides > 0 and at most 16384, got '0x5'$"),
                ("--scale", "9", r"--scale must be a number in 0\.25…8, got 9\.0$"),
                ("--scene", "shortcutz", r"unknown scene \"shortcutz\"; did you mean \"shortcuts\"\?"))
    for binary, args, name in ((fluid, ["replay", key], "replay"), (playground, [], "playground"),
                               (fluid, ["bench", "render"], "bench render")):
        for flag, value, pattern in refusals:
            usage_error(f"{name}: {flag} {value} is refused as everywhere",
                        rf"^{re.escape(os.path.basename(binary))}: {pattern}", binary, *args, flag, value)
    # bench render takes them too: a printed sequence's header names them.
    out = procs.run([fluid, "bench", "render", "--generated", "1", "--print-script", "--scene", "calculator", "--hz", "60",
                     "--dark", "--reduce-motion", "--text-size", "ax1"], timeout=120)
    first = out.stdout.split("\n", 1)[0]
    check("bench render --print-script --dark --reduce-motion --text-size ax1: the header names them",
          out.returncode == 0 and '"dark":true' in first and '"reduceMotion":true' in first
          and '"textSize":"AX1"' in first, f"exit {out.returncode}, {first[:200]} {out.stderr[:200]}")
    for spelling in ("PiP", "PIP", "pip"):
        out = procs.run([fluid, "replay", key, "--scene", spelling], timeout=60)
        first = out.stdout.split("\n", 1)[0]
        check(f"replay --scene {spelling} opens pip", out.returncode == 0 and '"scene":"pip"' in first,
              out.stderr[:300])
