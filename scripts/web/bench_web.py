"""make bench-web (browser-check.py bench): what a phone's user gets from the page, measured in
headless Chromium on a phone's CPU — DevTools' CPU throttling (Emulation.setCPUThrottlingRate,
THROTTLE ×), a 390 × 844 pt screen at device pixel ratio 3.

For every scene, the generated gestures of `fluid bench render --generated 1 --seed SEED --hz 60
--scene NAME --size 390x844 --scale 3 --print-script` are dispatched as real touch events
(Input.dispatchTouchEvent) at their own times, while Chromium traces the renderer. Per frame the
page drew while it kept drawing (a frame its previous frame asked for), the table gives:
- the interval from the frame before (the page's animation-frame timestamps), and how many
  intervals were longer than DROPPED × a 60 Hz frame (a frame missed);
- the main thread's work in that interval: the time of every task the renderer's main thread
  ran (the trace's top-level ThreadControllerImpl::RunTask events) — the page's script and
  drawing, input handling, style, layout, paint, and the canvas's rasterisation, which the
  page's own timer (fluidPage.frameTimes) does not see — as wall time (what the budget is
  about; it includes the throttling's pauses and any time the machine's other programs took the
  core) and as the thread's CPU time (the trace's tdur: without either, what to compare).
And the first frame after navigation (fluidPage.firstFrameMs, from performance's time origin),
median and max of LOADS loads. Budgets (issue 37): work p99 ≤ 8.3 ms (a 120 Hz frame), no
dropped frame, first frame ≤ 1.5 s.

Per scene it also says how the page drew its frames (whole, in part — the scenes' damage — or
not at all: canvas.js's counts), and with FLUID_WEB_BENCH_BREAKDOWN=1 where the main thread's
CPU time went, per frame, by trace event (self time; Blink's and the compositor's events are
traced too): the canvas's rasterisation is LayerTreeHost::DoUpdateLayers, the page's script
FunctionCall, the canvas's copy for the compositor Canvas2DResourceProvider::ProduceCanvasResource.
The last column counts the frames whose main-thread CPU time is over the 8.3 ms budget, and the
breakdown adds what those frames alone spend, and what each of the three slowest spends. FLUID_WEB_BENCH_SCENES=a,b runs only those scenes;
FLUID_WEB_BENCH_PARAMS adds URL parameters (damage=0: every frame drawn whole; diff=0: a scene
without damage drawn whole; layers=0: pictures painted into the canvas, not compositor layers;
pictures=0: every picture drawn each frame)."""
import json
import os
import pathlib
import subprocess
import time

THROTTLE = float(os.environ.get("FLUID_WEB_BENCH_THROTTLE", "4"))
SIZE = (390, 844)
SCALE = 3
SEED = 1
LOADS = 5
# An interval longer than this many 60 Hz frames is a dropped frame.
DROPPED = 1.5
FRAME_60HZ_MS = 1000 / 60
WORK_BUDGET_MS = 8.3
FIRST_FRAME_BUDGET_MS = 1500
TRACE_CATEGORIES = "toplevel,devtools.timeline,disabled-by-default-devtools.timeline"


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))] if ordered else 0.0


def generated(fluid_bin, scene):
    """The generated gesture sequence's touches for `scene`, [(t, id, phase, x, y)] (s, pt)."""
    out = subprocess.run([str(fluid_bin / "fluid"), "bench", "render", "--generated", "1", "--seed", str(SEED),
                          "--hz", "60", "--scene", scene, "--size", f"{SIZE[0]}x{SIZE[1]}", "--scale", str(SCALE),
                          "--print-script"], check=True, capture_output=True, text=True).stdout
    touches = []
    for line in out.splitlines():
        item = json.loads(line)
        if item.get("type") == "touch":
            touches.append((item["t"], item["id"], item["phase"], item["x"], item["y"]))
    return touches


def dispatch(browser, origin, touches):
    """The touches as the browser's touch events, each at its time after the first (real time)."""
    left, top = origin
    down = {}
    kinds = {"began": "touchStart", "moved": "touchMove", "ended": "touchEnd", "cancelled": "touchCancel"}
    start = time.monotonic() - touches[0][0] if touches else 0
    for t, finger, phase, x, y in touches:
        wait = start + t - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        if phase in ("began", "moved"):
            down[finger] = (left + x, top + y)
        else:
            down.pop(finger, None)
        points = [{"x": px, "y": py, "id": f} for f, (px, py) in down.items()]
        browser.call("Input.dispatchTouchEvent", type=kinds[phase], touchPoints=points)


def read_trace(browser):
    """Ends the trace; its events (Tracing.dataCollected until Tracing.tracingComplete)."""
    browser.call("Tracing.end")
    events = []
    while True:
        message = json.loads(browser.socket.recv())
        if message.get("method") == "Tracing.dataCollected":
            events += message["params"]["value"]
        elif message.get("method") == "Tracing.tracingComplete":
            return events


def main_thread(events):
    """(pid, tid) of the renderer's main thread: the CrRendererMain thread with the most animation
    frames, or None."""
    names = {(e["pid"], e["tid"]): e["args"]["name"] for e in events
             if e.get("ph") == "M" and e.get("name") == "thread_name"}
    frames = {}
    for e in events:
        if e.get("name") == "FireAnimationFrame" and names.get((e["pid"], e["tid"])) == "CrRendererMain":
            frames[(e["pid"], e["tid"])] = frames.get((e["pid"], e["tid"]), 0) + 1
    return max(frames, key=frames.get) if frames else None


def main_thread_tasks(events):
    """[(start, end, cpu)] in ms of the top-level tasks of the renderer's main thread."""
    main = main_thread(events)
    if main is None:
        return []
    # One name per task: Chromium traces a task as ThreadControllerImpl::RunTask (toplevel) and,
    # inside it, RunTask (devtools.timeline); counting both would count it twice.
    tasks = sorted((e["ts"] / 1000, (e["ts"] + e.get("dur", 0)) / 1000, e.get("tdur", e.get("dur", 0)) / 1000)
                   for e in events if (e["pid"], e["tid"]) == main and e.get("ph") == "X"
                   and e.get("name") == "ThreadControllerImpl::RunTask")
    # Only the outermost: a nested run loop's tasks lie inside the task that spun it.
    outermost = []
    for task in tasks:
        if outermost and task[0] < outermost[-1][1]:
            continue
        outermost.append(task)
    return outermost


def self_times(events, main, start, end):
    """The main thread's complete events in [start, end) (ms): each name's self time (its
    duration less its children's), in the thread's CPU time where traced, summed."""
    spans = sorted(((e["ts"] / 1000, (e["ts"] + e.get("dur", 0)) / 1000, e.get("tdur", e.get("dur", 0)) / 1000,
                     e["name"]) for e in events if (e["pid"], e["tid"]) == main and e.get("ph") == "X"
                    and start <= e["ts"] / 1000 < end), key=lambda s: (s[0], -s[1]))
    totals, stack = {}, []
    for a, b, cpu, name in spans:
        while stack and stack[-1][1] <= a:
            stack.pop()
        if stack:
            totals[stack[-1][3]] = totals.get(stack[-1][3], 0.0) - cpu
        totals[name] = totals.get(name, 0.0) + cpu
        stack.append((a, b, cpu, name))
    return totals


def work_in(tasks, start, end):
    """The main thread's work within [start, end): (wall ms, CPU ms), a task that straddles an end
    counted in proportion."""
    wall = cpu = 0.0
    for a, b, thread in tasks:
        if b <= start or a >= end:
            continue
        inside = min(b, end) - max(a, start)
        wall += inside
        cpu += thread * (inside / (b - a) if b > a else 1)
    return wall, cpu


def scene_row(browser, url, fluid_bin, scene):
    touches = generated(fluid_bin, scene)
    browser.open(f"{url}&scene={scene}", SIZE[0], SIZE[1], SCALE)
    browser.call("Emulation.setCPUThrottlingRate", rate=THROTTLE)
    origin = browser.canvas_origin()
    browser.settle()
    browser.evaluate("fluidPage.frameLog.length = 0")
    # The breakdown needs Blink's and the compositor's own events (more tracing, a little slower).
    categories = TRACE_CATEGORIES + (",blink,cc,blink.canvas" if os.environ.get("FLUID_WEB_BENCH_BREAKDOWN") else "")
    browser.call("Tracing.start", categories=categories, transferMode="ReportEvents")
    # The page's clock against the trace's: a console.timeStamp lands in the trace at the
    # performance.now() read beside it.
    marked = browser.evaluate("(() => { console.timeStamp('fluid-bench'); return performance.now(); })()")
    dispatch(browser, origin, touches)
    browser.settle(seconds=6.0)
    # The page's frames: [timestamp (ms, the trace's clock less the time origin), asked for by the frame before].
    log = browser.evaluate("fluidPage.frameLog")
    events = read_trace(browser)
    browser.call("Emulation.setCPUThrottlingRate", rate=1)
    tasks = main_thread_tasks(events)
    stamps = [e["ts"] / 1000 for e in events if e.get("name") == "TimeStamp"
              and e.get("args", {}).get("data", {}).get("message") == "fluid-bench"]
    intervals, work, cpu, spans = [], [], [], []
    if stamps:
        shift = stamps[0] - marked
        for (previous, _), (timestamp, continued) in zip(log, log[1:]):
            if not continued:
                continue
            intervals.append(timestamp - previous)
            spans.append((previous, timestamp))
            wall, thread = work_in(tasks, previous + shift, timestamp + shift)
            work.append(wall)
            cpu.append(thread)
    dropped = sum(1 for i in intervals if i > DROPPED * FRAME_60HZ_MS)
    if os.environ.get("FLUID_WEB_BENCH_BREAKDOWN") and stamps and len(log) > 1:
        # Where the main thread's CPU time went over the frames drawn, per frame (ms).
        totals = self_times(events, main_thread(events), log[0][0] + shift, log[-1][0] + shift)
        top = sorted(totals.items(), key=lambda item: -item[1])[:12]
        print(f"  {scene}: CPU per frame by trace event (self time): "
              + ", ".join(f"{name} {total / len(log):.2f}" for name, total in top))
        # The same for the frames over the budget alone: what a frame too slow spends.
        slow = [span for span, c in zip(spans, cpu) if c > WORK_BUDGET_MS]
        if slow:
            over_totals = {}
            for a, b in slow:
                for name, total in self_times(events, main_thread(events), a + shift, b + shift).items():
                    over_totals[name] = over_totals.get(name, 0.0) + total
            top = sorted(over_totals.items(), key=lambda item: -item[1])[:10]
            print(f"  {scene}: the {len(slow)} frames over {WORK_BUDGET_MS} ms, per frame: "
                  + ", ".join(f"{name} {total / len(slow):.2f}" for name, total in top))
        # The three slowest frames, each on its own: what a spike is made of.
        frames = sorted(((c, k, a, b) for k, ((a, b), c) in enumerate(zip(spans, cpu))), reverse=True)[:3]
        for c, k, a, b in frames:
            top = sorted(self_times(events, main_thread(events), a + shift, b + shift).items(),
                         key=lambda item: -item[1])[:6]
            print(f"  {scene}: frame {k} ({c:.1f} ms): " + ", ".join(f"{name} {total:.2f}" for name, total in top))
    counts = browser.evaluate("fluidPage.player ? fluidPage.player.counts : null")
    if counts:
        print(f"  {scene}: frames drawn whole {counts['whole']}, in part {counts['part']}, untouched {counts['none']}")
    return {"scene": scene, "touches": len(touches), "frames": len(intervals), "dropped": dropped,
            "interval p50": percentile(intervals, 50), "interval max": max(intervals, default=0.0),
            "work p50": percentile(work, 50), "work p99": percentile(work, 99), "work max": max(work, default=0.0),
            "cpu p50": percentile(cpu, 50), "cpu p99": percentile(cpu, 99),
            "over": sum(1 for c in cpu if c > WORK_BUDGET_MS)}


def bench(browser, url, web_dir, fluid_bin):
    # More URL parameters for the page (pictures=0 to compare with every picture drawn each frame).
    extra = os.environ.get("FLUID_WEB_BENCH_PARAMS", "")
    if extra:
        url += "&" + extra
        print(f"page parameters: {extra}")
    wasm = (web_dir / "fluid.wasm").stat().st_size
    print(f"fluid.wasm: {wasm} bytes")
    loads = []
    for _ in range(LOADS):
        browser.call("Emulation.setCPUThrottlingRate", rate=THROTTLE)
        browser.open(url + "&scene=shortcuts", SIZE[0], SIZE[1], SCALE)
        # Ready is set when the scene opens; its first frame follows on a later animation frame
        # (later still while the service worker installs), so wait for it.
        loads.append(browser.evaluate("new Promise((done) => { const wait = () => fluidPage.firstFrameMs === null"
                                      " ? requestAnimationFrame(wait) : done(fluidPage.firstFrameMs); wait(); })"))
    browser.call("Emulation.setCPUThrottlingRate", rate=1)
    print(f"CPU throttled {THROTTLE:g}×, {SIZE[0]}×{SIZE[1]} pt at device pixel ratio {SCALE}.")
    print(f"first frame after navigation ({LOADS} loads): median {percentile(loads, 50):.0f} ms,"
          f" max {max(loads):.0f} ms (budget {FIRST_FRAME_BUDGET_MS} ms)")
    names = [s["name"] for s in browser.evaluate("fluidPage.fluid.sceneNames()")]
    only = os.environ.get("FLUID_WEB_BENCH_SCENES")
    if only:
        names = [name for name in names if name in only.split(",")]
    print(f"generated gestures (seed {SEED}, 60 Hz) as touch events; per frame while the page kept drawing:")
    print("| scene | touches | frames | interval p50 / max (ms) | dropped (> 25 ms) |"
          " main-thread work p50 / p99 / max (ms) | its CPU time p50 / p99 (ms) | CPU over 8.3 ms |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    rows = []
    for name in names:
        row = scene_row(browser, url, fluid_bin, name)
        rows.append(row)
        print(f"| {name} | {row['touches']} | {row['frames']} | {row['interval p50']:.1f} / {row['interval max']:.1f}"
              f" | {row['dropped']} | {row['work p50']:.1f} / {row['work p99']:.1f} / {row['work max']:.1f}"
              f" | {row['cpu p50']:.1f} / {row['cpu p99']:.1f} | {row['over']} ({row['over'] / max(1, row['frames']):.0%}) |",
              flush=True)
    over = [r["scene"] for r in rows if r["work p99"] > WORK_BUDGET_MS or r["dropped"]]
    print(f"within budget (work p99 ≤ {WORK_BUDGET_MS} ms, no dropped frame): {len(rows) - len(over)} of {len(rows)}"
          + (f"; over: {', '.join(over)}" if over else ""))
    return rows
