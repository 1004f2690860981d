"""Reading JSON Lines files (traces, touch scripts) as the programs write them."""
import json
import os
import time


def lines(path):
    """Every complete line of `path`, parsed; a last line still being written is left out."""
    with open(path) as file:
        text = file.read()
    whole = text if text.endswith("\n") else text[:text.rfind("\n") + 1]
    return [json.loads(line) for line in whole.splitlines() if line.strip()]


def header_and_frames(path):
    parsed = lines(path)
    return parsed[0], parsed[1:]


def last(path):
    """The last complete line of `path`, parsed."""
    return lines(path)[-1]


def count(path):
    """Complete lines in `path` so far (the header included)."""
    with open(path) as file:
        return file.read().count("\n")


def quiet(path, seconds=0.3):
    """Nothing was written to `path` for `seconds` (the playground presents frames only while
    something moves, so a quiet trace means the scene came to rest)."""
    return time.time() - os.path.getmtime(path) >= seconds


def write(path, items):
    """Writes `items` (dicts) as JSON Lines."""
    with open(path, "w") as file:
        file.write("".join(json.dumps(item) + "\n" for item in items))
