#!/usr/bin/env bash
# Contract checks for `fluid spring describe|sample` (issue 2). Expected values are computed here
# with python3's standard library from the textbook closed form (REFERENCE.md), independently of
# the Swift code. Usage: FLUID_BIN=<dir with fluid> Tests/cli/spring.sh
set -uo pipefail

FLUID="${FLUID_BIN:?set FLUID_BIN to the directory holding the fluid binary}/fluid"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
passed=0
failed=0

pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*" >&2; }

# check NAME EXPECTED-RC PYTHON-CHECK ARGS… — runs `fluid spring ARGS`, then the python check
# (which reads the JSON/text from stdin and argv[1:] = ARGS; it exits non-zero with a reason).
check() {
    local name="$1" want_rc="$2" checker="$3"
    shift 3
    "$FLUID" spring "$@" >"$WORK/out" 2>"$WORK/err"
    local rc=$?
    if [[ $rc -ne $want_rc ]]; then
        fail "$name: exit $rc, expected $want_rc ($(head -c 300 "$WORK/err"))"
        return
    fi
    if python3 "$WORK/$checker" "$@" <"$WORK/out" 2>"$WORK/why"; then
        pass
    else
        fail "$name: $(cat "$WORK/why")"
    fi
}

# bad NAME ARGS… — bad usage: exit 64, nothing on stdout, exactly one line on stderr, no trace.
bad() {
    local name="$1"
    shift
    "$FLUID" spring "$@" >"$WORK/out" 2>"$WORK/err"
    local rc=$?
    local lines
    lines=$(wc -l <"$WORK/err")
    if [[ $rc -ne 64 ]]; then
        fail "$name: exit $rc, expected 64"
    elif [[ -s "$WORK/out" ]]; then
        fail "$name: printed on stdout"
    elif [[ $lines -ne 1 ]]; then
        fail "$name: $lines lines on stderr: $(cat "$WORK/err")"
    elif grep -qiE 'fatal|stack|backtrace|\.swift:[0-9]' "$WORK/err"; then
        fail "$name: looks like a crash: $(cat "$WORK/err")"
    else
        pass
    fi
}

cat >"$WORK/spring.py" <<'PY'
"""The spring the CLI flags describe, and its exact motion (textbook closed form)."""
import math

def parameters(args):
    """(mass, stiffness, damping) from the flags, as REFERENCE.md defines them."""
    def value(flag, default=None):
        return float(args[args.index(flag) + 1]) if flag in args else default
    m = value("--mass", 1.0)
    if "--response" in args:
        r, z = value("--response"), value("--damping-ratio")
    elif "--duration" in args:
        r, b = value("--duration"), value("--bounce")
        z = 1 - b if b >= 0 else 1 / (1 + b)
    else:
        return m, value("--stiffness"), value("--damping")
    return m, (2 * math.pi / r) ** 2 * m, 4 * math.pi * z * m / r

def evolve(m, k, c, d0, v0, t):
    """Displacement and velocity after t seconds (m·x'' + c·x' + k·x = 0)."""
    w0 = math.sqrt(k / m)
    zeta = c / (2 * math.sqrt(k * m))
    beta = zeta * w0
    if abs(zeta - 1) < 1e-14:
        e = math.exp(-w0 * t)
        g = v0 + w0 * d0
        return e * (d0 + g * t), e * (g - w0 * (d0 + g * t))
    if zeta < 1:
        wd = w0 * math.sqrt(1 - zeta * zeta)
        b = (v0 + beta * d0) / wd
        e = math.exp(-beta * t)
        cs, sn = math.cos(wd * t), math.sin(wd * t)
        return e * (d0 * cs + b * sn), e * ((b * wd - beta * d0) * cs - (d0 * wd + beta * b) * sn)
    root = math.sqrt(zeta * zeta - 1)
    r1, r2 = -w0 * (zeta - root), -w0 * (zeta + root)
    bb = (v0 - r1 * d0) / (r2 - r1)
    a = d0 - bb
    return a * math.exp(r1 * t) + bb * math.exp(r2 * t), a * r1 * math.exp(r1 * t) + bb * r2 * math.exp(r2 * t)
PY

cat >"$WORK/describe_json.py" <<'PY'
import json, math, sys
sys.path.insert(0, __import__("os").path.dirname(__file__))
from spring import parameters, evolve
args = sys.argv[1:]
text = sys.stdin.read()
if text.count("\n") != 1:
    sys.exit(f"expected exactly one line, got {text!r}")
obj = json.loads(text)
keys = ["mass", "stiffness", "damping", "dampingRatio", "response", "settlingDuration"]
if list(obj) != keys + ["code"]:
    sys.exit(f"keys {list(obj)} != {keys + ['code']}")
if not all(isinstance(obj[k], (int, float)) and not isinstance(obj[k], bool) for k in keys):
    sys.exit(f"non-numbers in {obj}")
# The code the playground's spring designer copies, one string per platform.
platforms = ["UIKit", "SwiftUI", "SwiftUI (response)", "SwiftUI (duration)", "Core Animation",
             "Jetpack Compose", "Flutter"]
if list(obj["code"]) != platforms or not all(isinstance(v, str) and v for v in obj["code"].values()):
    sys.exit(f"code {obj['code']}")
def places(x):
    return f"{round(x, 4):.4f}".rstrip("0").rstrip(".")
want = f".spring(response: {places(obj['response'])}, dampingFraction: {places(obj['dampingRatio'])}, blendDuration: 0)"
if obj["code"]["SwiftUI (response)"] != want:
    sys.exit(f"SwiftUI (response) {obj['code']['SwiftUI (response)']!r} != {want!r}")
m, k, c = parameters(args)
expect = {"mass": m, "stiffness": k, "damping": c, "dampingRatio": c / (2 * math.sqrt(k * m)),
          "response": 2 * math.pi * math.sqrt(m / k)}
for key, want in expect.items():
    if abs(obj[key] - want) > 1e-12 * max(1, abs(want)):
        sys.exit(f"{key} = {obj[key]}, expected {want}")
# Settling of a unit step from rest: dense scan for the last |d| > 0.001, then bisection.
d = lambda t: evolve(m, k, c, -1.0, 0.0, t)[0]
step, t, last = 2 * math.pi * math.sqrt(m / k) / 2000, 0.0, 0.0
while t < 200 * math.sqrt(m / k) * max(1, c / (2 * math.sqrt(k * m))) ** 2 + 5:
    if abs(d(t)) > 0.001:
        last = t
    t += step
lo, hi = last, last + step
for _ in range(100):
    mid = (lo + hi) / 2
    lo, hi = (mid, hi) if abs(d(mid)) > 0.001 else (lo, mid)
if abs(obj["settlingDuration"] - hi) > 1e-7:
    sys.exit(f"settlingDuration {obj['settlingDuration']}, expected {hi}")
PY

cat >"$WORK/apple.py" <<'PY'
import json, sys
obj = json.loads(sys.stdin.read())
s, d = f"{obj['stiffness']:.17g}", f"{obj['damping']:.17g}"
if not s.startswith("157.91") or not d.startswith("17.59") or obj["mass"] != 1:
    sys.exit(f"Apple's example: stiffness {s}, damping {d}, mass {obj['mass']}")
PY

cat >"$WORK/describe_text.py" <<'PY'
import sys
text = sys.stdin.read()
for needle in ["mass", "stiffness", "damping", "dampingRatio", "response", "settlingDuration",
               "UISpringTimingParameters(", "Spring(mass:", "CASpringAnimation()", "spring<Float>(",
               "SpringDescription("]:
    if needle not in text:
        sys.exit(f"missing {needle!r} in:\n{text}")
PY

cat >"$WORK/sample.py" <<'PY'
import json, math, sys
sys.path.insert(0, __import__("os").path.dirname(__file__))
from spring import parameters, evolve
args = sys.argv[1:]
def value(flag, default):
    return float(args[args.index(flag) + 1]) if flag in args else default
text = sys.stdin.read()
obj = json.loads(text)
if list(obj) != ["samples"]:
    sys.exit(f"top-level keys {list(obj)}")
samples = obj["samples"]
m, k, c = parameters(args)
w0 = math.sqrt(k / m)
x0, x1, v0 = value("--from", 0.0), value("--to", 1.0), value("--velocity", 0.0)
if "--fps" in args:
    fps, seconds = value("--fps", 0), value("--seconds", 0)
    times = [i / fps for i in range(int(math.floor(seconds * fps + 1e-9)) + 1)]
else:
    times = [float(t) for t in args[args.index("--times") + 1].split(",")]
retargets = [tuple(map(float, args[i + 1].split(":"))) for i, a in enumerate(args) if a == "--retarget"]
retargets.sort(key=lambda r: r[0])
travel = max([abs(x1 - x0)] + [abs(x - x0) for _, x in retargets])
if len(samples) != len(times):
    sys.exit(f"{len(samples)} samples, expected {len(times)}")
# The exact solution, restarted at each retarget from the state at that moment.
base_t, target, d, v = 0.0, x1, x0 - x1, v0
pending = list(retargets)
worst = 0.0
for sample, t in zip(samples, times):
    if list(sample) != ["t", "position", "velocity"]:
        sys.exit(f"sample keys {list(sample)}")
    while pending and pending[0][0] <= t:
        rt, rx = pending.pop(0)
        d, v = evolve(m, k, c, d, v, rt - base_t)
        d, base_t = d + target - rx, rt
        target = rx
    dd, vv = evolve(m, k, c, d, v, t - base_t)
    if sample["t"] != t:
        sys.exit(f"t {sample['t']} != {t}")
    err = abs(sample["position"] - (target + dd))
    worst = max(worst, err / travel)
    if err > 1e-9 * travel:
        sys.exit(f"t={t}: position {sample['position']}, expected {target + dd} (error {err / travel:.3g} of the travel)")
    if abs(sample["velocity"] - vv) > 1e-9 * travel * w0:
        sys.exit(f"t={t}: velocity {sample['velocity']}, expected {vv}")
PY

cat >"$WORK/sample_text.py" <<'PY'
import sys
lines = sys.stdin.read().splitlines()
if not lines[0].startswith("t (s)") or len(lines) != 1 + 31:
    sys.exit(f"unexpected table: {lines[:3]} … ({len(lines)} lines)")
t, x, v = map(float, lines[-1].split())
if t != 0.5 or abs(x - 1) > 0.01:
    sys.exit(f"last row {lines[-1]}")
PY

# describe
check "describe Apple example" 0 apple.py describe --duration 0.5 --bounce 0.3 --json
check "describe Apple example values" 0 describe_json.py describe --duration 0.5 --bounce 0.3 --json
check "describe designer, mass 2" 0 describe_json.py describe --response 0.4 --damping-ratio 0.55 --mass 2 --json
check "describe physical, critical" 0 describe_json.py describe --stiffness 100 --damping 20 --json
check "describe physical, over-damped" 0 describe_json.py describe --stiffness 40 --damping 30 --mass 1.5 --json
check "describe negative bounce" 0 describe_json.py describe --duration 0.8 --bounce -0.4 --json
check "describe text" 0 describe_text.py describe --response 0.5 --damping-ratio 0.7

# sample: 60 Hz, 120 Hz, irregular, with and without retargets, all regimes, mass ≠ 1, v₀ ≠ 0
check "sample 60 Hz" 0 sample.py sample --duration 0.5 --bounce 0.3 --fps 60 --seconds 2 --json
check "sample 120 Hz" 0 sample.py sample --duration 0.5 --bounce 0.3 --fps 120 --seconds 2 --json
check "sample 60 Hz retargets" 0 sample.py sample --response 0.4 --damping-ratio 0.3 --mass 2.5 \
    --from 724 --to 544 --velocity -1500 --fps 60 --seconds 3 --retarget 0.3:35 --retarget 0.75:400 --json
check "sample 120 Hz retargets" 0 sample.py sample --response 0.4 --damping-ratio 0.3 --mass 2.5 \
    --from 724 --to 544 --velocity -1500 --fps 120 --seconds 3 --retarget 0.3:35 --retarget 0.75:400 --json
check "sample 80 Hz retarget between frames" 0 sample.py sample --stiffness 300 --damping 12 --mass 0.7 \
    --from -10 --to 10 --fps 80 --seconds 1.5 --retarget 0.123456:-40 --json
check "sample irregular" 0 sample.py sample --response 0.35 --damping-ratio 0.8 --velocity 20 \
    --times 0,0.004,0.02,0.0201,0.05,0.3,0.31,0.5,0.9,0.9000001,1.4,2 --json
check "sample irregular retargets" 0 sample.py sample --response 0.35 --damping-ratio 0.8 --velocity 20 \
    --times 0,0.004,0.02,0.0201,0.05,0.3,0.31,0.5,0.9,0.9000001,1.4,2 \
    --retarget 0.31:-3 --retarget 0.02:5 --retarget 0.9:0.5 --retarget 0.9:2 --json
check "sample critical" 0 sample.py sample --stiffness 100 --damping 20 --from 300 --to 0 --velocity 1500 \
    --fps 60 --seconds 1.5 --retarget 0.5:100 --json
check "sample over-damped" 0 sample.py sample --duration 0.6 --bounce -0.5 --mass 3 --from 0 --to 844 \
    --times 0,0.1,0.2,0.4,0.8,1.6,3.2 --retarget 0.15:0 --json
check "sample text" 0 sample_text.py sample --response 0.3 --damping-ratio 1 --fps 60 --seconds 0.5

# bad usage
bad "no spring" describe
bad "incomplete spring" describe --response 0.5
bad "incomplete spring (second half)" describe --bounce 0.3
bad "conflicting springs" describe --response 0.5 --damping-ratio 1 --stiffness 10 --damping 1
bad "NaN response" describe --response nan --damping-ratio 1
bad "infinite stiffness" describe --stiffness inf --damping 1
bad "negative damping ratio" describe --response 0.5 --damping-ratio -0.2
bad "negative mass" describe --response 0.5 --damping-ratio 1 --mass -1
bad "zero duration" describe --duration 0 --bounce 0.3
bad "bounce out of range" describe --duration 0.5 --bounce 1.5
bad "unparsable number" describe --response abc --damping-ratio 1
bad "unknown option" describe --response 0.5 --damping-ratio 1 --bogus
bad "sample without times" sample --response 0.5 --damping-ratio 1
bad "fps without seconds" sample --response 0.5 --damping-ratio 1 --fps 60
bad "times and fps" sample --response 0.5 --damping-ratio 1 --fps 60 --seconds 1 --times 0,1
bad "unparsable times" sample --response 0.5 --damping-ratio 1 --times 0,x,1
bad "empty time" sample --response 0.5 --damping-ratio 1 --times 0,,1
bad "decreasing times" sample --response 0.5 --damping-ratio 1 --times 0,0.5,0.2
bad "negative time" sample --response 0.5 --damping-ratio 1 --times -0.1,0.2
bad "NaN time" sample --response 0.5 --damping-ratio 1 --times 0,nan
bad "negative fps" sample --response 0.5 --damping-ratio 1 --fps -60 --seconds 1
bad "NaN seconds" sample --response 0.5 --damping-ratio 1 --fps 60 --seconds nan
bad "unparsable retarget" sample --response 0.5 --damping-ratio 1 --times 0,1 --retarget 0.5
bad "retarget NaN target" sample --response 0.5 --damping-ratio 1 --times 0,1 --retarget 0.5:nan
bad "retarget negative time" sample --response 0.5 --damping-ratio 1 --times 0,1 --retarget -0.5:2
bad "infinite start" sample --response 0.5 --damping-ratio 1 --times 0,1 --from inf
bad "NaN velocity" sample --response 0.5 --damping-ratio 1 --times 0,1 --velocity nan

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
