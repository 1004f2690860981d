"""Runs every example of README.md, taken from the README itself so the two cannot drift: each
line of a ```sh block after the set-up (every block is ```sh or ```swift: any other fence, or an
indented block, fails, so none escapes) (make playground / make test, which are what CI runs)
exactly as printed, with two substitutions so nothing touches the user's files: ~/.local and
$HOME/.local become a scratch prefix, and make install reuses the current build configuration
(INSTALL_CONFIG; $CONFIG, debug by default). `fluid` lines run in a scratch directory holding a
copy of Demos/; `fluid-playground` lines run under a private Xvfb and must still be running,
silent, after a few seconds. The ```swift block must be Snippets/DrawerQuickStart.swift
verbatim, and that snippet (built with the package) must run; so must the DocC articles'
snippets, ending as the articles say.
"""
import os
import re
import shutil
import subprocess

from . import procs
from .checks import check, failed, finish, passed
from .x11 import Xvfb

PLAYGROUND_SECONDS = 4
# The DocC articles' snippets and the last line each prints.
SNIPPETS = [
    ("DrawerDismissibleCard", "dismissed; top 844.0 pt"),
    ("DrawerNestedGestures", "drawer moved 0.0 pt; carousel scrolled 225.0 pt"),
    ("DrawerWideAndResolved", "1024×1366: half top 751.3, x 16.0, width 375.0, side panel true"),
    ("MinimalHost", "after decrement: Expanded, 2 of 3, 78 frames drawn"),
]


# The fences whose blocks run: shell lines, and the Swift example (a snippet the package builds).
RUNNABLE = ("sh", "swift")


def blocks(text, language):
    """The lines of every ```LANGUAGE block of `text`."""
    found, inside = [], False
    for line in text.splitlines():
        if line == f"```{language}":
            inside = True
        elif line == "```":
            inside = False
        elif inside:
            found.append(line)
    return found


def unrunnable_blocks(text):
    """Code blocks this check would not run: a fence other than ```sh and ```swift (an untagged
    one included), and indented code blocks (four spaces after a blank line, outside a list)."""
    found, fence, previous = [], None, ""
    for number, line in enumerate(text.splitlines(), 1):
        if fence is None and line.startswith("```"):
            fence = line[3:].strip()
            if fence not in RUNNABLE:
                found.append(f"line {number}: a ```{fence} block")
        elif fence is not None and line.startswith("```"):
            fence = None
        elif fence is None and line.startswith("    ") and line.strip() and previous == "":
            found.append(f"line {number}: an indented code block")
        previous = line.strip()
    return found


def tail(text, n=3):
    return " ".join(text.strip().splitlines()[-n:])


def run_line(command, work, config, state):
    """Runs one README line as the README's reader would; checks it."""
    line = command.replace("~/.local", f"{work}/local").replace("$HOME/.local", f"{work}/local")
    run_dir = os.path.join(work, "run")
    if command.startswith(("make ", "swift ")):
        out = procs.run(["bash", "-c", line], cwd=os.getcwd(), timeout=3600,
                        env=dict(os.environ, INSTALL_CONFIG=config))
        check(command, out.returncode == 0, tail(out.stdout + out.stderr))
    elif command.startswith("export "):
        # As the reader's shell would: the variable holds for the lines after it.
        out = procs.run(["bash", "-c", f"{line} && env -0"], timeout=30)
        if check(command, out.returncode == 0, out.stderr.strip()):
            os.environ.clear()
            os.environ.update(entry.split("=", 1) for entry in out.stdout.split("\0") if "=" in entry)
    elif command.startswith("fluid-playground"):
        if state.get("xvfb") is None:
            state["xvfb"] = Xvfb(170, 230, "1280x1024x24", work)
        if not state["xvfb"].started:
            failed(command, f"Xvfb did not start: {state['xvfb'].why_not()}")
            return
        out = procs.run(["timeout", PLAYGROUND_SECONDS, "bash", "-c", line], cwd=run_dir, timeout=60,
                        env=dict(os.environ, XDG_DATA_HOME=os.path.join(work, "xdg")))
        check(f"{command} (a window for {PLAYGROUND_SECONDS} s)", out.returncode == 124 and not out.stderr,
              f"exit {out.returncode}, stderr: {out.stderr[:300]}")
    else:
        out = procs.run(["bash", "-c", line], cwd=run_dir, timeout=300)
        check(command, out.returncode == 0, f"exit {out.returncode}, stderr: {out.stderr[:300]}")


def snippet_run(folder, name):
    """Runs a built snippet, its stdout and stderr as one stream."""
    return procs.run([os.path.join(folder, name)], timeout=60, stdout=subprocess.PIPE,
                     stderr=subprocess.STDOUT)


def main():
    print("test-readme: README.md examples")
    folder = procs.binaries()
    config = os.environ.get("CONFIG", "debug")
    work = procs.workdir("readme")
    readme = open("README.md").read()
    # Every block the README shows runs here, whatever its fence: none may hide from this check.
    hidden = unrunnable_blocks(readme)
    check("every code block of README.md is ```sh or ```swift", not hidden, "; ".join(hidden))
    lines = [line for line in blocks(readme, "sh") if not re.match(r"\s*(#|$)", line)]
    if len(lines) <= 5:
        failed("README has runnable examples", f"found {len(lines)} lines")
    os.makedirs(os.path.join(work, "local"))
    shutil.copytree("Demos", os.path.join(work, "run", "Demos"))
    state = {}
    for line in lines:
        command = line.split("#", 1)[0].rstrip()   # drop a trailing comment
        if command in ("make playground", "make test"):
            continue
        run_line(command, work, config, state)
    if state.get("xvfb"):
        state["xvfb"].stop()

    # The files the examples name were written.
    for name in ("spring.png", "shortcuts.trace.jsonl", "shortcuts.gif"):
        path = os.path.join(work, "run", name)
        check(f"{name} written", os.path.exists(path) and os.path.getsize(path) > 0)

    # The Swift snippet is the one the package builds and runs.
    snippet = "".join(line + "\n" for line in blocks(readme, "swift"))
    check("README's Swift example is Snippets/DrawerQuickStart.swift",
          snippet and snippet == open("Snippets/DrawerQuickStart.swift").read(),
          "the ```swift block differs from Snippets/DrawerQuickStart.swift")
    out = snippet_run(folder, "DrawerQuickStart")
    last = out.stdout.strip().splitlines()[-1:] or [""]
    if out.returncode == 0 and last[0] == "rests at full":
        passed(f"DrawerQuickStart runs: {last[0]}")
    else:
        failed("DrawerQuickStart runs", tail(out.stdout))
    # The DocC articles' snippets run and end as the articles say.
    for name, want in SNIPPETS:
        out = snippet_run(folder, name)
        last = out.stdout.strip().splitlines()[-1:] or [""]
        if out.returncode == 0 and last[0] == want:
            passed(f"{name} runs: {want}")
        else:
            failed(f"{name} runs", tail(out.stdout))
    finish()
