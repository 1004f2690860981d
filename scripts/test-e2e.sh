#!/usr/bin/env bash
# End-to-end test of the real playground window: Xvfb, the real mouse (xdotool), the trace the
# playground writes, and a screenshot of the screen. Prints "N passed, M failed" last and exits
# non-zero on any failure. Every wait is bounded; Xvfb and the playground are killed on exit.
#
# Extend: add a scenario function (see scenario_probe) that launches a scene with `launch`, drives
# it with `drag`/`key`, and checks the trace with `trace_check` (python3 on the JSON Lines) and
# pixels with `pixel_is`; then call it at the bottom.
set -uo pipefail
cd "$(dirname "$0")/.."
FLUID_BIN="${FLUID_BIN:-$(swift build --show-bin-path)}"
PLAYGROUND="$FLUID_BIN/fluid-playground"
WORK="$(mktemp -d /tmp/fluid-e2e.XXXXXX)"
# No accessibility bus, whatever session runs the test: the playground must then start nothing
# for assistive technology (scripts/test-atspi.sh covers the bus).
unset DBUS_SESSION_BUS_ADDRESS AT_SPI_BUS_ADDRESS
PASSED=0
FAILED=0
. scripts/xvfb-session.sh

pass() { PASSED=$((PASSED + 1)); echo "  ok   $1"; }
fail() { FAILED=$((FAILED + 1)); echo "  FAIL $1${2:+: $2}"; }
check() { local name="$1"; shift; if "$@"; then pass "$name"; else fail "$name"; fi; }

# launch SCENE [ARGS...]: starts the playground with a trace; sets WINDOW to its X window id.
launch() {
    local scene="$1"; shift
    TRACE="$WORK/$scene.trace.jsonl"
    RECORD="$WORK/$scene.record.jsonl"
    timeout 120 "$PLAYGROUND" --scene "$scene" --trace "$TRACE" --record "$RECORD" "$@" \
        >"$WORK/$scene.log" 2>&1 &
    APP_PID=$!
    WINDOW=""
    LAUNCH_ERROR=""
    # Waits for the window, or stops waiting as soon as the app has exited.
    wait_for 20 bash -c "xdotool search --name '$scene' || ! kill -0 $APP_PID"
    if ! xdotool search --name "$scene" >/dev/null 2>&1; then
        launch_failed "$scene" "no window named '$scene'"; return 1
    fi
    WINDOW="$(xdotool search --name "$scene" | head -1)"
    wait_for 10 test -s "$TRACE" || { launch_failed "$scene" "no trace within 10 s"; return 1; }
}

# launch_failed SCENE WHY: sets LAUNCH_ERROR to WHY, whether the app still runs, and its log.
launch_failed() {
    local state="exited"
    kill -0 "$APP_PID" 2>/dev/null && state="still running"
    LAUNCH_ERROR="$2 (app $state; log: $(tr '\n' ' ' <"$WORK/$1.log"))"
}

# quit: SIGTERM, bounded wait; succeeds when the app exited with status 0.
quit() {
    kill -TERM "$APP_PID" 2>/dev/null
    wait_for 5 bash -c "! kill -0 $APP_PID" || { kill -KILL "$APP_PID"; APP_PID=""; return 1; }
    wait "$APP_PID"; local rc=$?
    APP_PID=""
    return $rc
}

# drag X0 Y0 X1 Y1 STEPS: real mouse drag in window coordinates (points at scale 1).
drag() {
    local x0=$1 y0=$2 x1=$3 y1=$4 steps=$5
    xdotool mousemove --window "$WINDOW" "$x0" "$y0" mousedown 1
    for i in $(seq 1 "$steps"); do
        xdotool mousemove --window "$WINDOW" $((x0 + (x1 - x0) * i / steps)) $((y0 + (y1 - y0) * i / steps))
        sleep 0.016
    done
    xdotool mouseup 1
}

# trace_check NAME PYTHON: runs PYTHON with `lines` (parsed JSON Lines of the trace) and
# `frames` (all but the header); the check passes when it exits 0. Print why on failure.
trace_check() {
    local name="$1" code="$2"
    if python3 - "$TRACE" "$code" <<'PY' >"$WORK/check.out" 2>&1
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
header, frames = lines[0], lines[1:]
exec(sys.argv[2])
PY
    then pass "$name"; else fail "$name" "$(tail -1 "$WORK/check.out")"; fi
}

# pixel_is NAME X Y HEX TOL: the screenshot pixel at window point (X, Y) is HEX (±TOL per channel).
pixel_is() {
    local name="$1" x="$2" y="$3" hex="$4" tol="$5"
    eval "$(xdotool getwindowgeometry --shell "$WINDOW")"
    local px
    px="$(convert "$WORK/screen.png" -crop "1x1+$((X + x))+$((Y + y))" -depth 8 txt:- | tail -1 | grep -o '#[0-9A-Fa-f]\{6\}')"
    if python3 -c "
a, b = '$px'.lstrip('#'), '$hex'.lstrip('#')
import sys; sys.exit(0 if all(abs(int(a[i:i+2], 16) - int(b[i:i+2], 16)) <= $tol for i in (0, 2, 4)) else 1)"
    then pass "$name"; else fail "$name" "got $px, want $hex"; fi
}

screenshot() { import -window root "$WORK/screen.png"; }
. scripts/e2e-app.sh


scenario_probe() {
    echo "scenario: probe (host plumbing: window, mouse, trace, record, idle, pixels)"
    if ! launch probe --scale 1; then fail "probe window opens" "$LAUNCH_ERROR"; return; fi
    pass "probe window opens"
    trace_check "header names the scene and size" \
        'assert header["scene"] == "probe" and header["width"] == 390 and header["height"] == 844, header'
    drag 195 422 255 222 20
    wait_for 10 python3 -c "import json,sys; sys.exit(0 if json.loads(open('$TRACE').read().splitlines()[-1])['probe']['phase']=='resting' else 1)"
    trace_check "drag follows the real mouse" '
drag = [f for f in frames if f["probe"]["phase"] == "dragging"]
assert len(drag) >= 5, len(drag)
top = min(f["probe"]["y"] for f in drag)
assert abs(top - 222) <= 2, top'
    trace_check "release springs home and rests" '
assert any(f["probe"]["phase"] == "settling" for f in frames)
last = frames[-1]["probe"]
assert last["phase"] == "resting" and (last["x"], last["y"]) == (195, 422), last'
    trace_check "frame times increase at the display rate" '
ts = [f["t"] for f in frames if f["probe"]["phase"] == "settling"]
gaps = [b - a for a, b in zip(ts, ts[1:])]
assert all(g > 0 for g in gaps), "time went backwards"
median = sorted(gaps)[len(gaps) // 2]
assert 1/75 < median < 1/45, median'
    local before after count_before
    count_before=$(wc -l <"$TRACE")
    before=$(cpu_ticks); sleep 2; after=$(cpu_ticks)
    check "idle: no frames and no CPU while nothing moves" \
        test "$(wc -l <"$TRACE")" -eq "$count_before" -a $((after - before)) -le 10
    # The AT-SPI bridge runs on a thread named fluid-a11y; without a bus there is none.
    local app
    app=$(pgrep -P "$APP_PID" | head -1)
    check "no accessibility bus: no AT-SPI thread started" \
        bash -c "[ -n '$app' ] && ! cat /proc/$app/task/*/comm | grep -qx fluid-a11y"
    screenshot
    pixel_is "ball drawn at home (iOS blue)" 195 422 "#007AFF" 6
    pixel_is "background drawn (#F2F2F7)" 40 400 "#F2F2F7" 3
    xdotool key --window "$WINDOW" Escape
    check "quits on SIGTERM with status 0" quit
    check "record replays to the same resting state" bash -c "
        '$FLUID_BIN/fluid' replay '$RECORD' --scene probe --size 390x844 --trace '$WORK/replayed.jsonl' &&
        python3 -c \"import json; l=[f for f in map(json.loads, open('$WORK/replayed.jsonl')) if 'probe' in f][-1]; assert l['probe']['phase']=='resting' and (l['probe']['x'], l['probe']['y'])==(195, 422)\""
    check "record holds the drag (began, moves, ended)" python3 -c "
import json
lines = [json.loads(l) for l in open('$RECORD')]
assert lines[0]['type'] == 'header' and lines[0]['scene'] == 'probe', lines[0]
items = lines[1:]
touches = [i for i in items if i['type'] == 'touch']
assert touches[0]['phase'] == 'began' and touches[-1]['phase'] == 'ended' and len(touches) >= 10
assert all(a['t'] <= b['t'] for a, b in zip(items, items[1:]))"
}

# --- shortcuts: the drawer under the real mouse -------------------------------------------------
# Geometry of the scene (DrawerList defaults, Metrics.rowHeight): the drawer's header is
# grabber 20 + search band 52 + title 44 = 116 pt above the first row; rows are 64 pt tall.
SHORTCUTS_HEADER=116
SHORTCUTS_ROW=64
# The drawer's sheet: #F2F2F7 (secondarySystemBackground) mixed 55 % toward white.
SHORTCUTS_SHEET="#FAFAFC"

# mouse_path X0 Y0 X1 Y1 STEPS: xdotool commands moving the mouse from (X0, Y0) to (X1, Y1) in
# STEPS even steps 16 ms apart, in window coordinates. Chained into one xdotool process, so the
# events stay evenly spaced on a busy machine (a gap over 40 ms reads as the finger stopping).
mouse_path() {
    local x0=$1 y0=$2 x1=$3 y1=$4 steps=$5 i
    for i in $(seq 1 "$steps"); do
        echo "sleep 0.016 mousemove --window $WINDOW $((x0 + (x1 - x0) * i / steps)) $((y0 + (y1 - y0) * i / steps))"
    done
}

# trace_lines: lines in the trace so far (header included); frames after it are frames[n - 1:].
trace_lines() { wc -l <"$TRACE"; }

# drawer_rests: the last frame shows the drawer resting and no frame came for 0.3 s (the host
# presents frames only while something moves, so the scene has come to rest).
drawer_rests() {
    python3 - "$TRACE" <<'PY'
import json, os, sys, time
path = sys.argv[1]
if time.time() - os.path.getmtime(path) < 0.3: sys.exit(1)
last = json.loads(open(path).read().splitlines()[-1])
sys.exit(0 if last.get("drawer", {}).get("phase") == "resting" else 1)
PY
}

# last_frame EXPR: evaluates the Python expression EXPR on the last frame `f` and prints it.
last_frame() {
    python3 -c "import json, sys; f = json.loads(open(sys.argv[1]).read().splitlines()[-1]); print($1)" "$TRACE"
}

# drawer_edge_matches NAME: screenshot; in the column 20 pt from the window's left edge, the
# first row of the drawer's sheet colour (8 rows running, ±3 per channel) is within ±2 px of the
# last frame's drawer.top (scale 1: one point is one pixel).
drawer_edge_matches() {
    local name="$1" top
    top="$(last_frame 'f["drawer"]["top"]')"
    screenshot
    eval "$(xdotool getwindowgeometry --shell "$WINDOW")"
    convert "$WORK/screen.png" -crop "1x${HEIGHT}+$((X + 20))+${Y}" -depth 8 txt:- >"$WORK/column.txt"
    if python3 - "$WORK/column.txt" "$SHORTCUTS_SHEET" "$top" <<'PY' >"$WORK/check.out" 2>&1
import re, sys
rows = {}
for line in open(sys.argv[1]):
    m = re.match(r"\s*0,(\d+): \((\d+),(\d+),(\d+)", line)
    if m: rows[int(m[1])] = tuple(int(v) for v in m.groups()[1:])
want = tuple(int(sys.argv[2][i:i + 2], 16) for i in (1, 3, 5))
sheet = lambda y: y in rows and all(abs(a - b) <= 3 for a, b in zip(rows[y], want))
edge = next((y for y in sorted(rows) if all(sheet(y + k) for k in range(8))), None)
top = float(sys.argv[3])
assert edge is not None, "no run of the sheet colour in the column"
assert abs(edge - top) <= 2, f"sheet starts at pixel row {edge}, trace says top {top}; above it {rows.get(edge - 1)}"
PY
    then pass "$name"; else fail "$name" "$(tail -1 "$WORK/check.out")"; fi
}

# flick_up_from_grabber: a fast drag up from the grabber band (a press without movement in the
# search band below it would be a tap on the search field).
flick_up_from_grabber() {
    # shellcheck disable=SC2046 # the path is a list of xdotool words
    xdotool mousemove --window "$WINDOW" 195 730 mousedown 1 $(mouse_path 195 730 195 330 10) mouseup 1
}

scenario_shortcuts() {
    echo "scenario: shortcuts (flick, scroll and hand-off without lifting, tap an action, drawer edge)"
    # A fresh data directory: the playground loads and saves the shortcut there.
    local -x XDG_DATA_HOME="$WORK/xdg"
    mkdir -p "$XDG_DATA_HOME"
    if ! launch shortcuts --scale 1; then fail "shortcuts window opens" "$LAUNCH_ERROR"; return; fi
    pass "shortcuts window opens"
    trace_check "starts compressed with the sample shortcut" '
d, s = frames[0]["drawer"], frames[0]["shortcut"]
assert header["detents"] == {"compressed": 724, "expanded": 544, "fullHeight": 35}, header
assert d["top"] == 724 and d["detent"] == "compressed" and d["dim"] == 0, d
assert s["steps"] == 4, s'
    eval "$(xdotool getwindowgeometry --shell "$WINDOW")"
    # The hand-off below pulls the finger to y = 1100 pt, under the window: X keeps sending the
    # pressed mouse's motion there, but the screen must reach that far.
    if [ $((Y + 1100)) -ge "$(xdpyinfo | awk '/dimensions:/ {split($2, a, "x"); print a[2]}')" ]; then
        fail "screen leaves room below the window" "window at y $Y"; quit; return
    fi

    # (a) A flick up from compressed reaches full height.
    local n
    n=$(trace_lines)
    flick_up_from_grabber
    wait_for 10 drawer_rests
    trace_check "flick up from compressed reaches full height" "
seg = [f['drawer'] for f in frames[$n - 1:]]
assert any(d['phase'] == 'dragging' for d in seg), 'the drawer never followed the mouse'
settling = [d for d in seg if d['phase'] == 'settling']
assert settling and settling[0]['target'] == 'fullHeight' and settling[0]['velocity'] < -500, settling[:1]
assert seg[-1]['detent'] == 'fullHeight' and seg[-1]['top'] == 35 and seg[-1]['dim'] == 0.4, seg[-1]"
    drawer_edge_matches "screenshot: drawer edge at the traced top (full height, dimmed above)"

    # (b) At full height: press on the list, scroll it up 300 pt, then without lifting pull
    # down 700 pt (steps of 20 pt) and let go while moving.
    n=$(trace_lines)
    # shellcheck disable=SC2046
    xdotool mousemove --window "$WINDOW" 195 700 mousedown 1 $(mouse_path 195 700 195 400 15) \
        $(mouse_path 195 400 195 1100 35) mouseup 1
    wait_for 10 drawer_rests
    trace_check "list scrolls while the drawer stays at full height" "
seg = [f['drawer'] for f in frames[$n - 1:]]
turn = max(range(len(seg)), key=lambda i: seg[i]['contentOffset'])
assert seg[turn]['contentOffset'] >= 250, seg[turn]
assert all(d['top'] == 35 for d in seg[:turn + 1]), 'the drawer moved while the list scrolled up'"
    trace_check "pulling down: list back to 0, then the drawer follows the finger" "
seg = [f['drawer'] for f in frames[$n - 1:]]
turn = max(range(len(seg)), key=lambda i: seg[i]['contentOffset'])
down = [d for d in seg[turn:] if d['phase'] in ('dragging', 'scrolling')]
zero = next(i for i, d in enumerate(down) if d['contentOffset'] == 0)
assert down[-1]['top'] > 35 + 300, down[-1]
assert all(d['contentOffset'] == 0 for d in down[zero:]), 'the list scrolled again after the hand-off'"
    trace_check "hand-off without a jump: drawer + list movement = finger movement" "
seg = [f['drawer'] for f in frames[$n - 1:]]
turn = max(range(len(seg)), key=lambda i: seg[i]['contentOffset'])
down = [d for d in seg[turn:] if d['phase'] in ('dragging', 'scrolling')]
t0, o0 = down[0]['top'], down[0]['contentOffset']
finger = [(d['top'] - t0) + (o0 - d['contentOffset']) for d in down]
# The mouse moved on a 20 pt grid from the turn: every frame accounts for it exactly.
off_grid = [v for v in finger if abs(v - 20 * round(v / 20)) > 0.5]
assert not off_grid, f'movement not on the finger grid: {off_grid[:3]}'
assert 600 <= finger[-1] <= 700.5, finger[-1]
# Per frame, drawer + list moved no more than the mouse can between two frames: one 20 pt step
# per 16 ms of the frame interval, plus one step queued across the frame boundary (60 pt at 60 Hz;
# more only when the playground was starved of CPU and the frame interval grew).
times = [f['t'] for f in frames[$n - 1:]]
pairs = [(times[i], d) for i, d in enumerate(seg) if i >= turn and d['phase'] in ('dragging', 'scrolling')]
for (ta, a), (tb, b) in zip(pairs, pairs[1:]):
    dt, do = b['top'] - a['top'], b['contentOffset'] - a['contentOffset']
    assert dt >= -1e-9 and do <= 1e-9, ('moved against the finger', a, b)
    limit = 20 * (int((tb - ta) / 0.016) + 2) + 0.5
    assert abs(dt) + abs(do) <= limit, ('jump', round(tb - ta, 3), a, b)"
    trace_check "released while moving: settles at a lower detent" "
seg = [f['drawer'] for f in frames[$n - 1:]]
last = seg[-1]
assert last['detent'] in ('compressed', 'expanded'), last
assert last['top'] == header['detents'][last['detent']], last"

    # (c) Tap an action row (at expanded, or at full height after a flick from compressed).
    if [ "$(last_frame 'f["drawer"]["detent"]')" = compressed ]; then
        flick_up_from_grabber
        wait_for 10 drawer_rests
    fi
    local steps row_y
    steps="$(last_frame 'f["shortcut"]["steps"]')"
    row_y="$(last_frame "int(f['drawer']['top'] + $SHORTCUTS_HEADER + $SHORTCUTS_ROW * 1.5 - f['drawer']['contentOffset'])")"
    n=$(trace_lines)
    xdotool mousemove --window "$WINDOW" 195 "$row_y"; sleep 0.05
    xdotool mousedown 1; sleep 0.08; xdotool mouseup 1
    wait_for 10 drawer_rests
    trace_check "tapping an action adds one step and compresses the drawer" "
seg = frames[$n - 1:]
assert seg[-1]['shortcut']['steps'] == $steps + 1, (seg[-1]['shortcut'], $steps)
assert seg[-1]['drawer']['detent'] == 'compressed' and seg[-1]['drawer']['top'] == 724, seg[-1]['drawer']"
    check "the shortcut is saved in XDG_DATA_HOME with the new step" python3 -c "
import json, sys
saved = json.load(open('$XDG_DATA_HOME/fluid/shortcut.json'))
last = json.loads(open('$TRACE').read().splitlines()[-1])['shortcut']
assert len(saved['steps']) == last['steps'] == $steps + 1 and saved['steps'][-1] == last['lastStep'], (saved, last)"

    # (d) At rest, the drawer's edge on screen is where the trace says.
    drawer_edge_matches "screenshot: drawer edge at the traced top (compressed)"
    check "shortcuts quits on SIGTERM with status 0" quit
    check "the recording replays to the same shortcut" bash -c "
        '$FLUID_BIN/fluid' replay '$RECORD' --scene shortcuts --size 390x844 --trace '$WORK/shortcuts-replayed.jsonl' >/dev/null &&
        python3 -c \"import json; a=json.loads(open('$WORK/shortcuts-replayed.jsonl').read().splitlines()[-1]); b=json.loads(open('$TRACE').read().splitlines()[-1]); assert a['shortcut']==b['shortcut'] and a['drawer']==b['drawer'], (a, b)\""
}

# --- keyboard: a step added to the shortcut without the mouse ---------------------------------
# The focus ring: 3 pt of #0A84FF, 3 pt outside the focused frame. The grabber's frame is its
# 36 × 5 pt handle grown by 12 pt sideways and 8 pt up and down: x 165…225 at the compressed
# drawer (top 724), so the ring's left edge runs down x = 162 beside the handle (y ≈ 734).
key_and_rest() {
    local n
    n=$(trace_lines)
    xdotool key --window "$WINDOW" "$@"
    wait_for 10 bash -c "[ \$(wc -l <'$TRACE') -gt $n ]"
    wait_for 10 drawer_rests
}

scenario_keyboard() {
    echo "scenario: keyboard (focus the grabber, raise the drawer, Tab to an action, Return adds it)"
    local -x XDG_DATA_HOME="$WORK/keyboard-data"
    mkdir -p "$XDG_DATA_HOME"
    if ! launch shortcuts --scale 1; then fail "keyboard: shortcuts window opens" "$LAUNCH_ERROR"; return; fi
    pass "keyboard: shortcuts window opens"
    key_and_rest shift+Tab
    key_and_rest shift+Tab
    trace_check "Shift-Tab twice focuses the grabber (search field, then grabber)" "
assert frames[-1].get('focus') == 'grabber', frames[-1]"
    screenshot
    pixel_is "screenshot: the focus ring beside the grabber" 162 734 0A84FF 40
    key_and_rest Up
    trace_check "Up on the focused grabber raises the drawer to expanded" "
d = frames[-1]['drawer']
assert d['detent'] == 'expanded' and d['top'] == 544, d"
    key_and_rest Tab
    key_and_rest Tab
    trace_check "Tab, Tab reaches the first action row" "
assert frames[-1].get('focus') == 'row.if', frames[-1]"
    key_and_rest Return
    trace_check "Return adds the action as the fifth step and compresses the drawer" "
s, d = frames[-1]['shortcut'], frames[-1]['drawer']
assert s['steps'] == 5 and s['lastStep'] == 'if', s
assert d['detent'] == 'compressed', d"
    check "keyboard: the shortcut is saved with the new step" python3 -c "
import json
saved = json.load(open('$XDG_DATA_HOME/fluid/shortcut.json'))
assert saved['steps'][-1] == 'if' and len(saved['steps']) == 5, saved"
    check "keyboard: the window quits on SIGTERM with status 0" quit
    check "keyboard: the recording replays to the same shortcut" bash -c "
        '$FLUID_BIN/fluid' replay '$RECORD' --scene shortcuts --size 390x844 --trace '$WORK/keyboard-replayed.jsonl' >/dev/null &&
        python3 -c \"import json; a=json.loads(open('$WORK/keyboard-replayed.jsonl').read().splitlines()[-1]); b=json.loads(open('$TRACE').read().splitlines()[-1]); assert a['shortcut']==b['shortcut'], (a, b)\""
}

# --- menu: every scene opened through the menu responds to the real mouse ---------------------
scenario_menu() {
    echo "scenario: menu (open each scene, drag and tap it, Escape back)"
    export XDG_DATA_HOME="$WORK/menu-data"
    if ! launch menu; then fail "menu window opens" "$LAUNCH_ERROR"; return; fi
    pass "menu window opens"
    # name, menu row, drag from (x0 y0) to (x1 y1), tap at (tx ty), hold (s): points at scale 1.
    # Row i is centred at header 112 + 76 i + 38 (MenuModel.rowHeight).
    local rows="
shortcuts 0 195 732 195 500 195 60 0.05
calculator 1 195 300 195 200 151 438 0.05
spring 2 195 600 195 300 195 166 0.05
flashlight 3 320 727 320 700 71 727 0.8
rubberband 4 220 370 220 120 200 420 0.05
pause 5 195 600 195 312 200 420 0.05
momentum 6 195 800 195 450 195 800 0.05
pip 7 323 711 100 200 323 711 0.05
rotation 8 195 600 195 312 200 420 0.05
bouncy-sheet 9 195 600 195 300 195 319 0.05"
    while read -r name row x0 y0 x1 y1 tx ty hold; do
        [ -z "$name" ] && continue
        xdotool mousemove --window "$WINDOW" 195 $((150 + 76 * row)) click 1
        if ! wait_for 10 python3 -c "
import json; f=json.loads(open('$TRACE').read().splitlines()[-1]); assert f['scene']=='$name'"; then
            fail "menu opens $name"; continue
        fi
        sleep 0.3
        drag "$x0" "$y0" "$x1" "$y1" 12
        sleep 0.3
        xdotool mousemove --window "$WINDOW" "$tx" "$ty" mousedown 1 sleep "$hold" mouseup 1
        sleep 1.2
        trace_check "menu opens $name; its trace responds to a drag and a tap" "
own = [json.dumps({k: v for k, v in f.items() if k not in ('frame', 't', 'scene')}, sort_keys=True)
       for f in frames if f['scene'] == '$name']
assert len(set(own)) > 2, f'{len(set(own))} distinct states in {len(own)} frames'"
        # Back to the menu once the pop's transition has come to rest (a click while it
        # springs would catch it, not open a row).
        xdotool key --window "$WINDOW" Escape
        wait_for 5 python3 -c "
import json; f=json.loads(open('$TRACE').read().splitlines()[-1]); assert f['scene']=='menu' and 'navigation' not in f" \
            || { xdotool key --window "$WINDOW" Escape; wait_for 5 python3 -c "
import json; f=json.loads(open('$TRACE').read().splitlines()[-1]); assert f['scene']=='menu' and 'navigation' not in f"; } \
            || fail "Escape returns from $name to the menu"
    done <<<"$rows"
    check "menu quits on SIGTERM with status 0" quit
}

# --- wheel: notches (X buttons 4 and 5, as a wheel sends them) and the page keys scroll ---------
# scene_rests KEY: the last frame's KEY object is resting and no frame came for 0.3 s.
scene_rests() {
    python3 - "$TRACE" "$1" <<'PY'
import json, os, sys, time
path, key = sys.argv[1:]
if time.time() - os.path.getmtime(path) < 0.3: sys.exit(1)
last = json.loads(open(path).read().splitlines()[-1])
sys.exit(0 if last.get(key, {}).get("phase") == "resting" else 1)
PY
}

# wheel BUTTON COUNT X Y: COUNT clicks of X button BUTTON (4 up, 5 down) with the pointer at
# (X, Y), 50 ms apart, then waits for the trace to grow.
wheel() {
    local n
    n=$(trace_lines)
    xdotool mousemove --window "$WINDOW" "$3" "$4" click --repeat "$2" --delay 50 "$1"
    wait_for 10 bash -c "[ \$(wc -l <'$TRACE') -gt $n ]"
}

scenario_wheel() {
    echo "scenario: wheel (notches and Page Down scroll the menu and the Shortcuts list, recorded)"
    export XDG_DATA_HOME="$WORK/wheel-data"
    # A short window, so that the list scrolls by more than three notches and a page.
    if ! launch menu --scale 1 --size 390x500; then fail "menu window opens" "$LAUNCH_ERROR"; return; fi
    wheel 5 3 195 300
    wait_for 10 scene_rests menu
    trace_check "menu: three notches down scroll the list" '
m = frames[-1]["menu"]
assert m["offset"] > 100 and m["phase"] == "resting", m'
    local before
    before="$(last_frame 'f["menu"]["offset"]')"
    xdotool key --window "$WINDOW" Next
    wait_for 10 scene_rests menu
    trace_check "menu: Page Down scrolls further" "
m = frames[-1]['menu']
assert m['offset'] > $before, (m, $before)"
    wheel 4 30 195 300
    wait_for 10 scene_rests menu
    trace_check "menu: notches up return to the top" 'assert frames[-1]["menu"]["offset"] == 0, frames[-1]["menu"]'
    check "menu quits on SIGTERM with status 0" quit
    check "menu: the recording holds wheel notches and replays to the same offset" bash -c "
        grep -q '\"type\":\"scroll\",\"phase\":\"wheel\"' '$RECORD' &&
        '$FLUID_BIN/fluid' replay '$RECORD' --trace '$WORK/wheel-menu-replayed.jsonl' >/dev/null &&
        python3 -c \"import json; a=json.loads(open('$WORK/wheel-menu-replayed.jsonl').read().splitlines()[-1]); b=json.loads(open('$TRACE').read().splitlines()[-1]); assert a['menu']==b['menu'], (a, b)\""

    if ! launch shortcuts --scale 1; then fail "shortcuts window opens" "$LAUNCH_ERROR"; return; fi
    # Over the compressed drawer's header, a notch down expands it as a finger would; another
    # takes it to full height.
    wheel 5 1 195 734
    wait_for 10 drawer_rests
    trace_check "shortcuts: a notch over the compressed drawer expands it" \
        'assert frames[-1]["drawer"]["detent"] == "expanded", frames[-1]["drawer"]'
    wheel 5 1 195 560
    wait_for 10 drawer_rests
    wheel 5 2 195 400
    wait_for 10 drawer_rests
    trace_check "shortcuts: notches over the list at full height scroll it" '
d = frames[-1]["drawer"]
assert d["detent"] == "fullHeight" and d["top"] == 35 and d["contentOffset"] > 100, d'
    before="$(last_frame 'f["drawer"]["contentOffset"]')"
    xdotool key --window "$WINDOW" Next
    wait_for 10 drawer_rests
    trace_check "shortcuts: Page Down scrolls the list a page (693 − 64 pt)" "
d = frames[-1]['drawer']
assert abs(d['contentOffset'] - ($before + 629)) < 1e-6, d"
    check "shortcuts quits on SIGTERM with status 0" quit
    check "shortcuts: the recording holds the notches" grep -q '"type":"scroll","phase":"wheel"' "$RECORD"
    check "shortcuts: the recording replays to the same drawer" bash -c "
        '$FLUID_BIN/fluid' replay '$RECORD' --trace '$WORK/wheel-shortcuts-replayed.jsonl' >/dev/null &&
        python3 -c \"import json; a=json.loads(open('$WORK/wheel-shortcuts-replayed.jsonl').read().splitlines()[-1]); b=json.loads(open('$TRACE').read().splitlines()[-1]); assert a['drawer']==b['drawer'], (a, b)\""
}

# Recordings replay anywhere: each scene recorded in the real window at a size, scale and theme
# that are not replay's defaults (and, for shortcuts, a saved shortcut that is not the sample)
# replays with no options to the same final trace line (frame number, time and the window's own
# timings aside): the recording's header carries where it started.
scenario_recordings() {
    echo "scenario: recordings carry their starting state (header) and replay to the same end"
    export XDG_DATA_HOME="$WORK/recording-data"
    mkdir -p "$XDG_DATA_HOME/fluid"
    printf '%s' '{"name":"Evening","steps":["text","weather"]}' >"$XDG_DATA_HOME/fluid/shortcut.json"
    local scenes="shortcuts menu calculator spring flashlight rubberband pause momentum pip rotation bouncy-sheet"
    for name in $scenes; do
        if ! launch "$name" --size 420x700 --scale 1 --dark; then fail "record $name" "$LAUNCH_ERROR"; continue; fi
        sleep 0.3
        drag 200 560 200 300 10
        sleep 0.2
        xdotool mousemove --window "$WINDOW" 200 420 click 1
        sleep 1.5
        quit
        if "$FLUID_BIN/fluid" replay "$RECORD" --trace "$WORK/$name.replayed.jsonl" >/dev/null 2>"$WORK/$name.replay.err"; then
            check "$name: the recording replays, with no options, to the same final trace line" python3 -c "
import json
def last(path):
    lines = [json.loads(l) for l in open(path) if l.strip()]
    return lines[0], {k: v for k, v in lines[-1].items() if k not in ('frame', 't')}
(lh, live), (rh, replayed) = last('$TRACE'), last('$WORK/$name.replayed.jsonl')
assert (rh['width'], rh['height'], rh['scale']) == (lh['width'], lh['height'], lh['scale']), (lh, rh)
# The window adds host timings (when the frame was presented, how long it took to draw).
live = {k: v for k, v in live.items() if k in replayed}
# A held finger sends no events; the pause scene detects the pause at the instant its velocity
# tracker sees the stop, whatever the frame clock, so the two times agree (two frames of margin).
if '$name' == 'pause' and live['pause']['pauseTime'] is not None and replayed['pause']['pauseTime'] is not None:
    assert abs(live['pause'].pop('pauseTime') - replayed['pause'].pop('pauseTime')) <= 2 / 60, (live, replayed)
assert len(replayed) >= 2 and live == replayed, (live, replayed)"
        else
            fail "$name: the recording replays" "$(head -c 300 "$WORK/$name.replay.err")"
        fi
    done
    unset XDG_DATA_HOME
}

# --- the window itself: HiDPI fit, live resizes, keyboard quit -----------------------------------

# geometry: sets WX WY WW WH from xwininfo (what the X server says; no window manager here).
geometry() {
    eval "$(xwininfo -id "$WINDOW" | awk '/Absolute upper-left X/ {print "WX=" $4} /Absolute upper-left Y/ {print "WY=" $4}
        /Width:/ {print "WW=" $2} /Height:/ {print "WH=" $2}')"
}

# window_painted NAME: in a fresh screenshot, the window's area has no unpainted block: no
# 16 × 16 pixel square of it is pure black (SDL's clear colour; the probe paints #F2F2F7 and
# draws nothing that large in black).
window_painted() {
    local name="$1"
    screenshot
    geometry
    convert "$WORK/screen.png" -crop "${WW}x${WH}+${WX}+${WY}" -depth 8 rgb:"$WORK/window.rgb"
    if python3 - "$WORK/window.rgb" "$WW" "$WH" <<'PY' >"$WORK/check.out" 2>&1
import sys
data, w, h = open(sys.argv[1], "rb").read(), int(sys.argv[2]), int(sys.argv[3])
assert len(data) == w * h * 3, (len(data), w, h)
black = [(x, y) for y in range(0, h - 15, 16) for x in range(0, w - 15, 16)
         if all(data[((y + j) * w + x + i) * 3:((y + j) * w + x + i) * 3 + 3] == b"\0\0\0"
                for j in range(0, 16, 3) for i in range(0, 16, 3))]
assert not black, f"{len(black)} unpainted 16 px blocks in the {w}x{h} window, first at {black[0]}"
PY
    then pass "$name"; else fail "$name" "$(tail -1 "$WORK/check.out")"; fi
}

# on_screen NAME SCREEN_W SCREEN_H: the window lies wholly on the screen.
on_screen() {
    geometry
    check "$1 (window ${WW}x${WH}+${WX}+${WY})" test "$WX" -ge 0 -a "$WY" -ge 0 -a $((WX + WW)) -le "$2" -a $((WY + WH)) -le "$3"
}

# app_exits NAME: the app exits with status 0 within 5 s.
app_exits() {
    if wait_for 5 bash -c "! kill -0 $APP_PID"; then
        wait "$APP_PID"; local rc=$?
        APP_PID=""
        if [ "$rc" -eq 0 ]; then pass "$1"; else fail "$1" "exit status $rc; log: $(tail -c 300 "$WORK"/*.log | tr '\n' ' ')"; fi
    else
        fail "$1" "still running"
        quit
    fi
}

# Run on a 1280 × 1024 screen: at --scale 2 the default 390 × 844 pt container is 1688 px high.
scenario_window() {
    echo "scenario: window (--scale 2 on 1280x1024, live resizes, Ctrl+Q and the close button quit)"
    if ! launch probe --scale 2; then fail "probe window opens at --scale 2" "$LAUNCH_ERROR"; return; fi
    check "stderr says the window was fitted to the screen" grep -q "does not fit the 1280x1024 screen" "$WORK/probe.log"
    on_screen "the first window fits the screen" 1280 1024
    trace_check "the container shrank, the scale stayed 2" '
assert header["scale"] == 2 and header["width"] == 390 and header["height"] < 844, header'
    check "the window is the container at scale 2" python3 -c "
import json; h = json.loads(open('$TRACE').readline()); assert (h['width'] * 2, h['height'] * 2) == ($WW, $WH), (h, $WW, $WH)"
    window_painted "every pixel of the --scale 2 window is painted"
    xdotool windowsize "$WINDOW" 1000 600
    wait_for 5 bash -c "xwininfo -id $WINDOW | grep -q 'Width: 1000'"
    sleep 0.5
    window_painted "after a live resize to 1000x600 px, every pixel is painted"
    xdotool windowsize "$WINDOW" 500 900
    wait_for 5 bash -c "xwininfo -id $WINDOW | grep -q 'Width: 500'"
    sleep 0.5
    window_painted "after a live resize to 500x900 px, every pixel is painted"
    xdotool windowfocus --sync "$WINDOW"
    xdotool key ctrl+q
    app_exits "Ctrl+Q closes the window (status 0)"

    scenario_quit
    if ! launch calculator --scale 1; then fail "calculator window opens" "$LAUNCH_ERROR"; return; fi
    xdotool windowfocus --sync "$WINDOW"
    xdotool key ctrl+q
    app_exits "Ctrl+Q closes the window from a scene (status 0)"
}

# same_as_headless NAME SCENE WxH: the window's pixels (scale 1) match `fluid replay`'s headless
# frame of SCENE at WxH at rest (ImageMagick: at most 0.5 % of pixels differ by more than 3 %).
same_as_headless() {
    local name="$1" scene="$2" size="$3" differing total
    screenshot
    geometry
    convert "$WORK/screen.png" -crop "${WW}x${WH}+${WX}+${WY}" +repage "$WORK/window.png"
    rm -rf "$WORK/headless"
    printf '{"t":0.1,"type":"text","text":""}\n' >"$WORK/rest.jsonl"
    "$FLUID_BIN/fluid" replay "$WORK/rest.jsonl" --scene "$scene" --size "$size" --scale 1 --frames "$WORK/headless" >/dev/null
    differing=$(compare -metric AE -fuzz 3% "$WORK/window.png" "$WORK/headless/$(ls "$WORK/headless" | tail -1)" null: 2>&1)
    total=$((WW * WH))
    if [ "${WW}x${WH}" = "$size" ] && [ "${differing%%.*}" -le $((total / 200)) ] 2>/dev/null; then
        pass "$name"
    else
        fail "$name" "window ${WW}x${WH}, $differing of $total pixels differ from the headless $size frame"
    fi
}

# Every menu scene resized live to landscape and back looks as the headless render at that size
# (which the layout and golden tests check whole).
scenario_resize_every_scene() {
    echo "scenario: live resize of every scene to landscape and back"
    local scene
    for scene in shortcuts calculator spring flashlight rubberband pause momentum pip rotation bouncy-sheet menu; do
        if ! launch "$scene" --scale 1; then fail "$scene window opens" "$LAUNCH_ERROR"; continue; fi
        sleep 0.5
        xdotool windowsize "$WINDOW" 844 390
        wait_for 5 bash -c "xwininfo -id $WINDOW | grep -q 'Width: 844'"
        sleep 1
        same_as_headless "$scene resized to 844x390 is whole (matches the headless frame)" "$scene" 844x390
        xdotool windowsize "$WINDOW" 390 844
        wait_for 5 bash -c "xwininfo -id $WINDOW | grep -q 'Width: 390'"
        sleep 1
        same_as_headless "$scene back at 390x844 is whole" "$scene" 390x844
        quit || fail "$scene quits"
    done
}

# The spring designer's Copy code puts the chosen platform's code on the X clipboard.
scenario_clipboard() {
    echo "scenario: spring designer copies code to the clipboard"
    if ! launch spring --scale 1; then fail "spring window opens" "$LAUNCH_ERROR"; return; fi
    xdotool windowfocus --sync "$WINDOW"
    # Reading order: back, stage, two sliders, platform, copy.
    local i
    for i in 1 2 3 4 5; do xdotool key Tab; sleep 0.1; done
    wait_for 5 python3 -c "import json; f=json.loads(open('$TRACE').read().splitlines()[-1]); assert f.get('focus') == 'platform', f.get('focus')"
    # Return opens the list of platforms on the chosen one; Down, Return chooses the next.
    xdotool key Return; sleep 0.2
    xdotool key Down; sleep 0.2
    xdotool key Return; sleep 0.2
    xdotool key Tab; sleep 0.2
    xdotool key Return
    wait_for 5 python3 -c "import json; f=json.loads(open('$TRACE').read().splitlines()[-1]); assert f['spring']['copied'], f['spring']"
    local want got
    want=$("$FLUID_BIN/fluid" spring describe --response 1 --damping-ratio 0.5 --json | python3 -c "import json,sys; print(json.load(sys.stdin)['code']['SwiftUI (duration)'])")
    got=$(timeout 5 xclip -o -selection clipboard 2>&1)
    check "Copy code puts the chosen platform's code on the clipboard ($got)" test "$got" = "$want"
    trace_check "the trace shows the platform and the confirmation" '
last = frames[-1]["spring"]
assert last["platform"] == "SwiftUI (duration)" and last["copied"], last'
    quit || fail "spring quits"
}

# With no display the playground says so and exits 69, instead of running with no window (SDL's
# quiet fallback to a windowless driver).
no_display() {
    local n=200
    while [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ]; do n=$((n + 1)); done
    mkdir -m 700 "$WORK/runtime"
    env -u WAYLAND_DISPLAY DISPLAY=":$n" XDG_RUNTIME_DIR="$WORK/runtime" \
        timeout 20 "$PLAYGROUND" --scene probe >"$WORK/nodisplay.out" 2>"$WORK/nodisplay.err"
    local rc=$? lines
    lines=$(wc -l <"$WORK/nodisplay.err")
    if [ "$rc" -eq 69 ] && [ "$lines" -eq 1 ] && grep -q "no display could be opened (DISPLAY=:$n" "$WORK/nodisplay.err"; then
        pass "no display: exit 69 with one line ($(cat "$WORK/nodisplay.err"))"
    else
        fail "no display: exit 69 with one line" "exit $rc, $lines lines: $(head -c 300 "$WORK/nodisplay.err")"
    fi
    # Nothing set at all (a bare ssh session): no line of SDL's or libwayland's before ours.
    env -u WAYLAND_DISPLAY -u DISPLAY -u XDG_RUNTIME_DIR -u SDL_VIDEODRIVER \
        timeout 20 "$PLAYGROUND" --scene probe >"$WORK/nodisplay.out" 2>"$WORK/nodisplay.err"
    rc=$?
    lines=$(wc -l <"$WORK/nodisplay.err")
    if [ "$rc" -eq 69 ] && [ "$lines" -eq 1 ] && grep -q "^fluid-playground: no display could be opened (DISPLAY=unset" "$WORK/nodisplay.err"; then
        pass "no DISPLAY, WAYLAND_DISPLAY or XDG_RUNTIME_DIR: exit 69 with only our line"
    else
        fail "no DISPLAY, WAYLAND_DISPLAY or XDG_RUNTIME_DIR: exit 69 with only our line" \
            "exit $rc, $lines lines: $(head -c 300 "$WORK/nodisplay.err")"
    fi
}

echo "test-e2e: fluid-playground under Xvfb"
[ -x "$PLAYGROUND" ] || { echo "test-e2e: $PLAYGROUND not built"; echo "0 passed, 1 failed"; exit 1; }
no_display
if start_xvfb 99 140 1280x2048x24; then
    pass "Xvfb on $DISPLAY"
    scenario_probe
    scenario_shortcuts
    scenario_keyboard
    scenario_menu
    scenario_wheel
    scenario_recordings
    scenario_navigation
else
    fail "Xvfb starts" "$(tail -1 "$WORK/xvfb.log")"
fi
stop_xvfb
if start_xvfb 99 140 1280x1024x24; then
    pass "Xvfb on $DISPLAY at 1280x1024"
    scenario_window
    scenario_resize_every_scene
    scenario_clipboard
else
    fail "Xvfb starts at 1280x1024" "$(tail -1 "$WORK/xvfb.log")"
fi
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
