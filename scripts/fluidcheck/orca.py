"""Drives the playground with keys only and checks what Orca says, as a blind user would hear it.

Run by scripts/test-orca.sh (`python3 -m fluidcheck orca PLAYGROUND WORK TRANSCRIPT`) inside a private D-Bus session where the accessibility bus,
speech-dispatcher and Orca (`--debug-file`, line-buffered) already run, under Xvfb, with
Debian's /usr/bin/python3. Arguments: the playground binary, a work directory (Orca's log is
WORK/orca.log) and the transcript to write. Each task presses keys with xdotool and waits (bounded)
for Orca's `SPEECH OUTPUT: '…'` lines to say what a person needs to hear. Prints one "ok"/"FAIL"
line per check and "N passed, M failed" last; exits 1 on any failure. With ORCA_EXPLORE=1 it also
prints every line Orca speaks, as it speaks it.
"""
import os
import re
import subprocess
import sys
import time

from .checks import check, finish
from .procs import stop

PLAYGROUND, WORK, TRANSCRIPT = sys.argv[1], sys.argv[2], sys.argv[3]
ORCA_LOG = os.path.join(WORK, "orca.log")
EXPLORE = os.environ.get("ORCA_EXPLORE") == "1"
# `SPEECH OUTPUT: 'text'`, then a voice name or Orca's voice settings when they are not the default.
SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)'(?: voice=\S+)?(?: ?\{.*\})?$")


class Orca:
    """What Orca has said so far, read from its debug log as it grows."""

    def __init__(self, path):
        self.path = path
        self.offset = 0
        self.partial = ""
        self.spoken = []    # every utterance, in order
        self.log = []       # every log line, in order
        self.transcript = []

    def poll(self):
        if not os.path.exists(self.path):
            return
        with open(self.path, encoding="utf-8", errors="replace") as f:
            f.seek(self.offset)
            chunk = f.read()
            self.offset = f.tell()
        lines = (self.partial + chunk).split("\n")
        self.partial = lines.pop()
        for line in lines:
            self.log.append(line)
            match = SPEECH.search(line)
            if match:
                self.spoken.append(match.group(1))
                self.transcript.append(match.group(1))
                if EXPLORE:
                    print(f"       orca: {match.group(1)}")

    def mark(self):
        """A point in what was said: later waits look only at what comes after it."""
        self.poll()
        return len(self.spoken)

    def said_since(self, mark):
        self.poll()
        return self.spoken[mark:]

    def wait_for(self, pattern, mark, seconds=8.0):
        """The first utterance after `mark` matching `pattern` (a regex), or None in `seconds`."""
        wanted = re.compile(pattern, re.IGNORECASE)
        deadline = time.monotonic() + seconds
        while True:
            for utterance in self.said_since(mark):
                if wanted.search(utterance):
                    return utterance
            if time.monotonic() >= deadline:
                return None
            time.sleep(0.1)

    def log_since(self, start, pattern):
        self.poll()
        wanted = re.compile(pattern)
        return [line for line in self.log[start:] if wanted.search(line)]

    def note(self, text):
        """A line of the transcript saying what the test did."""
        self.transcript.append(f"## {text}")
        if EXPLORE:
            print(f"    -- {text}")


def xdotool(*args):
    return subprocess.run(["xdotool", *args], capture_output=True, text=True, timeout=10)


class Playground:
    """The playground under test, with its window focused the way a window manager would."""

    def __init__(self, orca, scene):
        self.orca = orca
        self.log = open(os.path.join(WORK, f"playground-{scene}.log"), "w")
        env = dict(os.environ, XDG_DATA_HOME=os.path.join(WORK, f"{scene}-data"))
        self.process = subprocess.Popen(
            ["timeout", "150", PLAYGROUND, "--scene", scene, "--scale", "1"],
            env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.window = None
        deadline = time.monotonic() + 20
        while self.window is None and time.monotonic() < deadline and self.process.poll() is None:
            found = xdotool("search", "--name", "Fluid").stdout.split()
            self.window = found[0] if found else None
            time.sleep(0.1)

    def focus(self):
        """Gives the window keyboard focus (there is no window manager to do it)."""
        if self.window:
            xdotool("windowfocus", "--sync", self.window)

    def key(self, *keys, pause=0.35):
        """Presses each key (xdotool names) in turn, as a person would."""
        for key in keys:
            self.orca.note(f"key {key}")
            xdotool("key", "--delay", "0", key)
            time.sleep(pause)

    def close(self):
        stop(self.process)
        self.log.close()


def hears(orca, name, pattern, mark, seconds=8.0):
    """Checks that Orca says something matching `pattern` after `mark`."""
    heard = orca.wait_for(pattern, mark, seconds)
    return check(f"{name}: hears /{pattern}/", heard is not None, orca.said_since(mark)[-6:] or "(silence)")


def task(orca, p, name, keys, pattern, seconds=8.0):
    """Presses `keys`, then checks that Orca says `pattern`."""
    orca.note(name)
    mark = orca.mark()
    p.key(*keys)
    return hears(orca, name, pattern, mark, seconds)


def orca_ready(orca):
    """True once Orca says it is on (it then listens to the accessibility bus)."""
    return orca.wait_for(r"Screen reader on", 0, 30) is not None


def tab_to(orca, p, name, pattern, key="Tab", most=14):
    """Presses `key` until Orca says `pattern` (at most `most` times), as a person tabs until
    they hear what they look for. After each key it waits for Orca to say more than the key's
    echo ("tab "), so a slow machine does not make it press past what it looks for."""
    orca.note(name)
    wanted = re.compile(pattern, re.IGNORECASE)
    for _ in range(most):
        mark = orca.mark()
        p.key(key, pause=0.1)
        if orca.wait_for(r"^(?![a-z ]+ $).", mark, 4) is not None:
            time.sleep(0.3)  # the rest of what this focus change says
        if any(wanted.search(u) for u in orca.said_since(mark)):
            return check(f"{name}: hears /{pattern}/", True)
    return check(f"{name}: hears /{pattern}/", False, orca.said_since(max(0, orca.mark() - 8)))


def playground_session(orca):
    print("scenario: every task by keyboard, from the menu")
    orca.note("the playground opens")
    mark = orca.mark()
    log_start = len(orca.log)
    p = Playground(orca, "menu")
    try:
        if not check("the playground opens a window", p.window is not None):
            return
        p.focus()
        hears(orca, "the window with keyboard focus is presented", r"Fluid — menu frame", mark)
        task(orca, p, "Tab reaches the first scene, a list item", ["Tab"], r"Shortcuts Editor")
        check("Orca receives the keys pressed in the playground",
              bool(orca.log_since(log_start, r"KEYBOARD_EVENT")), "no keyboard event in Orca's log")
        shortcuts(orca, p)
        tab_to(orca, p, "Escape backs out to the menu and focus lands in it", r"^Shortcuts Editor", key="Escape",
               most=4)
        tab_to(orca, p, "Down walks the scenes to the spring", r"^Spring", key="Down")
        spring(orca, p)
        task(orca, p, "Escape goes back to the menu", ["Escape"], r"^Shortcuts Editor")
        tab_to(orca, p, "Down walks the scenes to the calculator", r"^Calculator", key="Down")
        calculator(orca, p)
    finally:
        p.close()


def shortcuts(orca, p):
    task(orca, p, "Return opens the scene, and focus lands in it", ["Return"], r"Scenes push button")
    tab_to(orca, p, "Tab reaches the second step's Remove button", r"Remove Text push button")
    task(orca, p, "Return removes the step and says so", ["Return"], r"Removed Text")
    # The drawer moves up and down, and Orca says so (it said "horizontal" while no state told it).
    tab_to(orca, p, "Tab reaches the drawer's grabber, a vertical slider, which says its detent",
           r"Actions drawer vertical slider.*Compressed, 1 of 3")
    expanding = orca.mark()
    task(orca, p, "Up expands the drawer and says its new state", ["Up"], r"Expanded, 2 of 3")
    time.sleep(1)
    said = orca.said_since(expanding)
    check("and says it once", sum("Expanded, 2 of 3" in u for u in said) == 1, said)
    task(orca, p, "Space moves the drawer on, as its Expand does", ["space"], r"Full Height, 3 of 3")
    task(orca, p, "Down lowers it again", ["Down"], r"Expanded, 2 of 3")
    task(orca, p, "Tab reaches the search field, an editable text", ["Tab"], r"Search.*(entry|text)")
    check("the search field is never 'read only'", not any("read only" in u for u in orca.spoken))
    task(orca, p, "Tab reaches the first action, a list item", ["Tab"], r"^If\b")
    adding = orca.mark()
    task(orca, p, "Return adds the step and says so", ["Return"], r"Added If")
    hears(orca, "focus moves to the added step", r"^If\b", adding, seconds=3)
    task(orca, p, "Orca's Where Am I (keypad Enter) gives the step's place", ["KP_Enter"], r"\b4 of 4\b")
    task(orca, p, "focus stays in the editor after adding", ["Tab"], r"Remove If push button")
    tab_to(orca, p, "Tab reaches the search field again", r"^Search entry")
    task(orca, p, "Return starts a search, and the drawer says it rose", ["Return"], r"Full Height, 3 of 3")
    task(orca, p, "typing filters the actions and the count is announced", list("text"),
         r"notification \d+ Results?")


def spring(orca, p):
    task(orca, p, "Return opens the spring scene", ["Return"], r"Scenes push button")
    tab_to(orca, p, "Tab reaches the damping ratio, a slider with its value",
           r"Damping ratio horizontal slider.*0\.5")
    # One step is a twentieth of the slider's range 0.1…2 (0.095): 0.5 → 0.595, said with the
    # four places the copied code uses.
    task(orca, p, "Up sets the damping ratio and says the new value", ["Up"], r"\b0\.595\b")
    tab_to(orca, p, "Tab reaches the platform button, named in full", r"Code for \w+")
    tab_to(orca, p, "Tab reaches Copy code", r"Copy code push button")
    task(orca, p, "Return copies the code and says so", ["Return"], r"Copied")


def calculator(orca, p):
    task(orca, p, "Return opens the calculator", ["Return"], r"Scenes push button")
    tab_to(orca, p, "Tab reaches the keypad", r"^all clear\b")
    task(orca, p, "Down walks the keypad to the next row", ["Down"], r"^7")
    task(orca, p, "Right walks the keypad along its row", ["Right"], r"^8")
    task(orca, p, "typing 12+3= computes and says 15", ["1", "2", "plus", "3", "equal"], r"\b15\b")


def speak():
    orca = Orca(ORCA_LOG)
    if not check("Orca starts and speaks", orca_ready(orca), orca.said_since(0) or "(nothing in its log)"):
        write_transcript(orca)
        return
    try:
        playground_session(orca)
    finally:
        write_transcript(orca)


def write_transcript(orca):
    orca.poll()
    with open(TRANSCRIPT, "w") as f:
        f.write("\n".join(orca.transcript) + "\n")


def main():
    speak()
    finish()
