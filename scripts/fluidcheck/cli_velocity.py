"""`fluid bench velocity --strokes FILE`: the recorded-stroke corpus replayed through the release
path, one row per stroke and reference tracker; `fluid bench prediction --strokes FILE`: a table
per horizon; bad corpora and horizons end in one line and 64/65."""
import glob
import json
import os
import re

from . import procs
from .checks import check, failed

# A table row: "| <tracker>-… |" … ; its sixth cell is the ratio, a number (never a dash) for a
# moving finger.
ROW = re.compile(r"^\| [a-z]*-")
RATIO = re.compile(r"^ -?[0-9]+\.[0-9]+ $")


def run(folder, work):
    fluid = os.path.join(folder, "fluid")
    for corpus in sorted(glob.glob("Tests/Fixtures/strokes/*.jsonl")):
        out = procs.run([fluid, "bench", "velocity", "--strokes", corpus], timeout=120)
        if out.returncode != 0:
            failed(corpus, f"exit {out.returncode}: {out.stderr[:300]}")
            continue
        # One row per (stroke, reference tracker) of the file.
        want = sum(len(json.loads(line)["reference"]) for line in open(corpus) if line.strip())
        rows = [line for line in out.stdout.splitlines() if ROW.match(line)]
        bad = [row for row in rows if not RATIO.match((row.split("|") + [""] * 7)[6])][:3]
        check(f"{corpus}: one row per stroke and tracker ({want}), each with a ratio",
              len(rows) == want and not bad, f"{len(rows)} rows (want {want}); bad rows: {bad}")

    def expect(code, name, *args, says=None):
        """Exit `code`, one stderr line (containing `says` when given), no stdout."""
        out = procs.run([fluid, *args], timeout=30)
        check(name, out.returncode == code and out.stderr.count("\n") == 1 and not out.stdout
              and (says is None or says in out.stderr),
              f"exit {out.returncode} (want {code}), stderr: {out.stderr[:300]}")

    def corpus(name, text):
        path = os.path.join(work, name)
        with open(path, "w") as file:
            file.write(text)
        return path
    expect(64, "a corpus that is not there", "bench", "velocity", "--strokes", os.path.join(work, "missing.jsonl"))
    expect(64, "a count out of range", "bench", "velocity", "--strokes", "0")
    expect(65, "a stroke without events", "bench", "velocity", "--strokes",
           corpus("empty-stroke.jsonl", '{"stroke":"a","events":[],"reference":{}}\n'))
    expect(65, "an unknown phase", "bench", "velocity", "--strokes", corpus("phase.jsonl",
           '{"stroke":"a","events":[{"t":0,"phase":"began","x":1,"y":2},{"t":0.01,"phase":"hovered","x":1,"y":3}],"reference":{}}\n'))
    expect(65, "time going backwards", "bench", "velocity", "--strokes", corpus("back.jsonl",
           '{"stroke":"a","events":[{"t":0.02,"phase":"began","x":1,"y":2},{"t":0.01,"phase":"moved","x":1,"y":3}],"reference":{}}\n'))
    expect(65, "a line that is not JSON", "bench", "velocity", "--strokes", corpus("garbage.jsonl", "not json\n"))
    # A line that does not decode names what it lacks and where.
    expect(65, "a missing coordinate is named with its event", "bench", "velocity", "--strokes",
           corpus("no-y.jsonl", '{"stroke":"a","events":[{"t":0,"phase":"began","x":1,"y":2},'
                  '{"t":0.01,"phase":"moved","x":1}],"reference":{}}\n'), says='missing "events[1].y"')
    expect(65, "a time that is a string is named", "bench", "velocity", "--strokes",
           corpus("string-t.jsonl", '{"stroke":"a","events":[{"t":"NaN","phase":"began","x":1,"y":2},'
                  '{"t":0.01,"phase":"moved","x":1,"y":3}],"reference":{}}\n'),
           says='"events[0].t" must be a finite number')
    expect(65, "an empty corpus", "bench", "velocity", "--strokes", corpus("none.jsonl", ""))

    # A touch script instead of a corpus: finger 1 moves up at a constant 600 pt/s (10 pt every
    # 1/60 s), so both references are exactly (0, -600) — a quadratic through points on a line
    # has the line's slope, and constant speed does work v²/2 from rest; a tap and a cancelled
    # stroke are no strokes; finger 2 moves right at 300 pt/s (5 pt a 1/60 s).
    lines = ['{"type":"header","scene":"shortcuts","width":390,"height":844,"scale":2,"dark":false}']
    for k in range(9):
        phase = "began" if k == 0 else "moved"
        lines.append(f'{{"t":{k / 60:.9f},"type":"touch","id":1,"phase":"{phase}","x":100,"y":{700 - 10 * k}}}')
    lines.append(f'{{"t":{8 / 60:.9f},"type":"touch","id":1,"phase":"ended","x":100,"y":620}}')
    lines += ['{"t":1,"type":"touch","id":3,"phase":"began","x":50,"y":50}',
              '{"t":1.05,"type":"touch","id":3,"phase":"ended","x":50,"y":50}',
              '{"t":1.1,"type":"touch","id":4,"phase":"began","x":50,"y":50}',
              '{"t":1.2,"type":"touch","id":4,"phase":"moved","x":90,"y":50}',
              '{"t":1.3,"type":"touch","id":4,"phase":"cancelled","x":90,"y":50}']
    for k in range(7):
        phase = "began" if k == 0 else "moved"
        lines.append(f'{{"t":{2 + k / 60:.9f},"type":"touch","id":2,"phase":"{phase}","x":{100 + 5 * k},"y":300}}')
    lines.append(f'{{"t":{2 + 6 / 60:.9f},"type":"touch","id":2,"phase":"ended","x":130,"y":300}}')
    script = corpus("recording.jsonl", "\n".join(lines) + "\n")
    out = procs.run([fluid, "bench", "velocity", "--strokes", script], timeout=30)
    rows = [[cell.strip() for cell in line.split("|")[1:-1]] for line in out.stdout.splitlines()
            if line.startswith("| 1 (") or line.startswith("| 2 (")]
    want = [["1 (finger 1)", "impulse", [0, -600]], ["1 (finger 1)", "lsq2", [0, -600]],
            ["2 (finger 2)", "impulse", [300, 0]], ["2 (finger 2)", "lsq2", [300, 0]]]
    # The reference cell to the printed whole pt/s ("-0" is 0).
    got = sorted([row[0], row[2], [float(v) + 0 for v in row[3].split(",")]] for row in rows)
    check("a touch script's strokes: one per finger from began to ended (no tap, no cancelled one),"
          " lsq2 and impulse from its samples",
          out.returncode == 0 and got == sorted(want), f"exit {out.returncode}, rows {rows}, stderr {out.stderr[:200]}")
    expect(65, "a touch script without a stroke", "bench", "velocity", "--strokes",
           corpus("nostroke.jsonl", '{"t":0,"type":"key","key":"tab"}\n'))
    expect(65, "a malformed touch script", "bench", "velocity", "--strokes",
           corpus("badscript.jsonl", '{"t":0,"type":"touch","id":1,"phase":"began","x":1}\n'))
    # `fluid bench prediction --strokes FILE`: a table per horizon, a row per stroke and one for
    # the corpus, every predictor's RMS / p95 and Fluid's ratio to the better reference.
    PAIR = re.compile(r"^ [0-9]+\.[0-9]{2} / [0-9]+\.[0-9]{2} $")
    for path in sorted(glob.glob("Tests/Fixtures/strokes/*.jsonl")):
        out = procs.run([fluid, "bench", "prediction", "--strokes", path], timeout=120)
        if out.returncode != 0:
            failed(path, f"prediction: exit {out.returncode}: {out.stderr[:300]}")
            continue
        strokes = sum(1 for line in open(path) if line.strip())
        rows = [line.split("|") for line in out.stdout.splitlines() if ROW.match(line) or line.startswith("| **all**")]
        bad = [row for row in rows if len(row) != 10 or not all(PAIR.match(cell) for cell in row[3:8])][:3]
        check(f"{path}: prediction, two horizons of {strokes} strokes and the corpus, RMS / p95 in every cell",
              len(rows) == 2 * (strokes + 1) and not bad and out.stdout.count("ms ahead") == 2,
              f"{len(rows)} rows (want {2 * (strokes + 1)}); bad rows: {bad}")
    expect(64, "prediction: a corpus that is not there", "bench", "prediction", "--strokes", os.path.join(work, "missing.jsonl"))
    expect(64, "prediction: a horizon of 0", "bench", "prediction", "--strokes", "Tests/Fixtures/strokes/flutter.jsonl", "--horizon", "0")
    expect(64, "prediction: a horizon past 100 ms", "bench", "prediction", "--strokes", "Tests/Fixtures/strokes/flutter.jsonl",
           "--horizon", "100.5")
    expect(65, "prediction: a line that is not JSON", "bench", "prediction", "--strokes", corpus("garbage2.jsonl", "not json\n"))
