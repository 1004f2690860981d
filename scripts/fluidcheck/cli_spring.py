"""Contract checks for `fluid spring describe|sample` (issue 2). Expected values are computed here
with python3's standard library from the textbook closed form of the damped oscillator, independently of
the Swift code."""
import json
import math
import os

from . import procs
from .checks import check, failed, holds


def parameters(args):
    """(mass, stiffness, damping) from the flags, as the spring's parameterisations define them (docs/commands.md)."""
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


def describe_json(text, args):
    assert text.count("\n") == 1, f"expected exactly one line, got {text!r}"
    obj = json.loads(text)
    keys = ["mass", "stiffness", "damping", "dampingRatio", "response", "settlingDuration"]
    assert list(obj) == keys + ["code"], f"keys {list(obj)} != {keys + ['code']}"
    assert all(isinstance(obj[k], (int, float)) and not isinstance(obj[k], bool) for k in keys), f"non-numbers in {obj}"
    # The code the playground's spring designer copies, one string per platform.
    platforms = ["UIKit", "SwiftUI", "SwiftUI (response)", "SwiftUI (duration)", "Core Animation",
                 "Jetpack Compose", "Flutter"]
    assert list(obj["code"]) == platforms and all(isinstance(v, str) and v for v in obj["code"].values()), \
        f"code {obj['code']}"

    def places(x):
        return f"{round(x, 4):.4f}".rstrip("0").rstrip(".")
    want = (f".spring(response: {places(obj['response'])}, dampingFraction: {places(obj['dampingRatio'])}, "
            "blendDuration: 0)")
    assert obj["code"]["SwiftUI (response)"] == want, f"SwiftUI (response) {obj['code']['SwiftUI (response)']!r} != {want!r}"
    m, k, c = parameters(args)
    expect = {"mass": m, "stiffness": k, "damping": c, "dampingRatio": c / (2 * math.sqrt(k * m)),
              "response": 2 * math.pi * math.sqrt(m / k)}
    for key, want in expect.items():
        assert abs(obj[key] - want) <= 1e-12 * max(1, abs(want)), f"{key} = {obj[key]}, expected {want}"
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
    assert abs(obj["settlingDuration"] - hi) <= 1e-7, f"settlingDuration {obj['settlingDuration']}, expected {hi}"


def apple(text, args):
    obj = json.loads(text)
    s, d = f"{obj['stiffness']:.17g}", f"{obj['damping']:.17g}"
    assert s.startswith("157.91") and d.startswith("17.59") and obj["mass"] == 1, \
        f"Apple's example: stiffness {s}, damping {d}, mass {obj['mass']}"


def describe_text(text, args):
    for needle in ["mass", "stiffness", "damping", "dampingRatio", "response", "settlingDuration",
                   "UISpringTimingParameters(", "Spring(mass:", "CASpringAnimation()", "spring<Float>(",
                   "SpringDescription("]:
        assert needle in text, f"missing {needle!r} in:\n{text}"


def sample(text, args):
    def value(flag, default):
        return float(args[args.index(flag) + 1]) if flag in args else default
    obj = json.loads(text)
    assert list(obj) == ["samples"], f"top-level keys {list(obj)}"
    samples = obj["samples"]
    m, k, c = parameters(args)
    w0 = math.sqrt(k / m)
    x0, x1, v0 = value("--from", 0.0), value("--to", 1.0), value("--velocity", 0.0)
    if "--fps" in args:
        fps, seconds = value("--fps", 0), value("--seconds", 0)
        times = [i / fps for i in range(int(math.floor(seconds * fps + 1e-9)) + 1)]
    else:
        times = [float(t) for t in args[args.index("--times") + 1].split(",")]
    retargets = sorted((tuple(map(float, args[i + 1].split(":"))) for i, a in enumerate(args) if a == "--retarget"),
                       key=lambda r: r[0])
    travel = max([abs(x1 - x0)] + [abs(x - x0) for _, x in retargets])
    assert len(samples) == len(times), f"{len(samples)} samples, expected {len(times)}"
    # The exact solution, restarted at each retarget from the state at that moment.
    base_t, target, d, v = 0.0, x1, x0 - x1, v0
    pending = list(retargets)
    for s, t in zip(samples, times):
        assert list(s) == ["t", "position", "velocity"], f"sample keys {list(s)}"
        while pending and pending[0][0] <= t:
            rt, rx = pending.pop(0)
            d, v = evolve(m, k, c, d, v, rt - base_t)
            d, base_t = d + target - rx, rt
            target = rx
        dd, vv = evolve(m, k, c, d, v, t - base_t)
        assert s["t"] == t, f"t {s['t']} != {t}"
        err = abs(s["position"] - (target + dd))
        assert err <= 1e-9 * travel, \
            f"t={t}: position {s['position']}, expected {target + dd} (error {err / travel:.3g} of the travel)"
        assert abs(s["velocity"] - vv) <= 1e-9 * travel * w0, f"t={t}: velocity {s['velocity']}, expected {vv}"


def sample_text(text, args):
    lines = text.splitlines()
    assert lines[0].startswith("t (s)") and len(lines) == 1 + 31, f"unexpected table: {lines[:3]} … ({len(lines)} lines)"
    t, x, v = map(float, lines[-1].split())
    assert t == 0.5 and abs(x - 1) <= 0.01, f"last row {lines[-1]}"


def run(folder, work):
    fluid = os.path.join(folder, "fluid")

    def spring(name, probe, *args):
        """`fluid spring ARGS` exits 0 and `probe(stdout, ARGS)` holds."""
        out = procs.run([fluid, "spring", *args], timeout=60)
        if out.returncode != 0:
            failed(name, f"exit {out.returncode}, expected 0 ({out.stderr[:300]})")
            return
        holds(name, lambda: probe(out.stdout, list(args)))

    def bad(name, *args):
        """Bad usage: exit 64, nothing on stdout, exactly one line on stderr, no trace."""
        out = procs.run([fluid, "spring", *args], timeout=60)
        lower = out.stderr.lower()
        crash = any(word in lower for word in ("fatal", "stack", "backtrace")) or \
            any(f".swift:{n}" in out.stderr for n in range(10))
        check(name, out.returncode == 64 and not out.stdout and out.stderr.count("\n") == 1 and not crash,
              f"exit {out.returncode}, stdout {out.stdout[:100]!r}, stderr {out.stderr[:300]!r}")

    # describe
    spring("describe Apple example", apple, "describe", "--duration", "0.5", "--bounce", "0.3", "--json")
    spring("describe Apple example values", describe_json, "describe", "--duration", "0.5", "--bounce", "0.3", "--json")
    spring("describe designer, mass 2", describe_json, "describe", "--response", "0.4", "--damping-ratio", "0.55",
           "--mass", "2", "--json")
    spring("describe physical, critical", describe_json, "describe", "--stiffness", "100", "--damping", "20", "--json")
    spring("describe physical, over-damped", describe_json, "describe", "--stiffness", "40", "--damping", "30",
           "--mass", "1.5", "--json")
    spring("describe negative bounce", describe_json, "describe", "--duration", "0.8", "--bounce", "-0.4", "--json")
    spring("describe text", describe_text, "describe", "--response", "0.5", "--damping-ratio", "0.7")

    # sample: 60 Hz, 120 Hz, irregular, with and without retargets, all regimes, mass ≠ 1, v₀ ≠ 0
    spring("sample 60 Hz", sample, *"sample --duration 0.5 --bounce 0.3 --fps 60 --seconds 2 --json".split())
    spring("sample 120 Hz", sample, *"sample --duration 0.5 --bounce 0.3 --fps 120 --seconds 2 --json".split())
    spring("sample 60 Hz retargets", sample, *(
        "sample --response 0.4 --damping-ratio 0.3 --mass 2.5 --from 724 --to 544 --velocity -1500 --fps 60 "
        "--seconds 3 --retarget 0.3:35 --retarget 0.75:400 --json").split())
    spring("sample 120 Hz retargets", sample, *(
        "sample --response 0.4 --damping-ratio 0.3 --mass 2.5 --from 724 --to 544 --velocity -1500 --fps 120 "
        "--seconds 3 --retarget 0.3:35 --retarget 0.75:400 --json").split())
    spring("sample 80 Hz retarget between frames", sample, *(
        "sample --stiffness 300 --damping 12 --mass 0.7 --from -10 --to 10 --fps 80 --seconds 1.5 "
        "--retarget 0.123456:-40 --json").split())
    spring("sample irregular", sample, *(
        "sample --response 0.35 --damping-ratio 0.8 --velocity 20 "
        "--times 0,0.004,0.02,0.0201,0.05,0.3,0.31,0.5,0.9,0.9000001,1.4,2 --json").split())
    spring("sample irregular retargets", sample, *(
        "sample --response 0.35 --damping-ratio 0.8 --velocity 20 "
        "--times 0,0.004,0.02,0.0201,0.05,0.3,0.31,0.5,0.9,0.9000001,1.4,2 "
        "--retarget 0.31:-3 --retarget 0.02:5 --retarget 0.9:0.5 --retarget 0.9:2 --json").split())
    spring("sample critical", sample, *(
        "sample --stiffness 100 --damping 20 --from 300 --to 0 --velocity 1500 --fps 60 --seconds 1.5 "
        "--retarget 0.5:100 --json").split())
    spring("sample over-damped", sample, *(
        "sample --duration 0.6 --bounce -0.5 --mass 3 --from 0 --to 844 --times 0,0.1,0.2,0.4,0.8,1.6,3.2 "
        "--retarget 0.15:0 --json").split())
    spring("sample text", sample_text, *"sample --response 0.3 --damping-ratio 1 --fps 60 --seconds 0.5".split())

    # bad usage
    for name, args in [
        ("no spring", "describe"),
        ("incomplete spring", "describe --response 0.5"),
        ("incomplete spring (second half)", "describe --bounce 0.3"),
        ("conflicting springs", "describe --response 0.5 --damping-ratio 1 --stiffness 10 --damping 1"),
        ("NaN response", "describe --response nan --damping-ratio 1"),
        ("infinite stiffness", "describe --stiffness inf --damping 1"),
        ("negative damping ratio", "describe --response 0.5 --damping-ratio -0.2"),
        ("negative mass", "describe --response 0.5 --damping-ratio 1 --mass -1"),
        ("zero duration", "describe --duration 0 --bounce 0.3"),
        ("bounce out of range", "describe --duration 0.5 --bounce 1.5"),
        ("unparsable number", "describe --response abc --damping-ratio 1"),
        ("unknown option", "describe --response 0.5 --damping-ratio 1 --bogus"),
        ("sample without times", "sample --response 0.5 --damping-ratio 1"),
        ("fps without seconds", "sample --response 0.5 --damping-ratio 1 --fps 60"),
        ("times and fps", "sample --response 0.5 --damping-ratio 1 --fps 60 --seconds 1 --times 0,1"),
        ("unparsable times", "sample --response 0.5 --damping-ratio 1 --times 0,x,1"),
        ("empty time", "sample --response 0.5 --damping-ratio 1 --times 0,,1"),
        ("decreasing times", "sample --response 0.5 --damping-ratio 1 --times 0,0.5,0.2"),
        ("negative time", "sample --response 0.5 --damping-ratio 1 --times -0.1,0.2"),
        ("NaN time", "sample --response 0.5 --damping-ratio 1 --times 0,nan"),
        ("negative fps", "sample --response 0.5 --damping-ratio 1 --fps -60 --seconds 1"),
        ("NaN seconds", "sample --response 0.5 --damping-ratio 1 --fps 60 --seconds nan"),
        ("unparsable retarget", "sample --response 0.5 --damping-ratio 1 --times 0,1 --retarget 0.5"),
        ("retarget NaN target", "sample --response 0.5 --damping-ratio 1 --times 0,1 --retarget 0.5:nan"),
        ("retarget negative time", "sample --response 0.5 --damping-ratio 1 --times 0,1 --retarget -0.5:2"),
        ("infinite start", "sample --response 0.5 --damping-ratio 1 --times 0,1 --from inf"),
        ("NaN velocity", "sample --response 0.5 --damping-ratio 1 --times 0,1 --velocity nan"),
        # Finite values whose travel, or motion, overflows a Double: the target at t = 0 was
        # printed for the first, instead of the start.
        ("a travel that overflows", "sample --response 0.5 --damping-ratio 0.7 --from 1e308 --to -1e308 --fps 10 "
                                    "--seconds 0.3"),
        ("a motion that overflows", "sample --response 0.5 --damping-ratio 0.7 --from 1e308 --to -5e307 --fps 10 "
                                    "--seconds 0.3"),
        ("a retarget beyond the largest travel", "sample --response 0.5 --damping-ratio 0.7 --from 1e308 --to 1e308 "
                                                 "--fps 10 --seconds 0.3 --retarget 0.1:-1e308"),
        ("a retarget to a motion that overflows", "sample --response 0.5 --damping-ratio 0.7 --fps 10 --seconds 0.3 "
                                                  "--retarget 0.1:5e299"),
        ("a start too large to move", "sample --response 0.5 --damping-ratio 0.7 --from 1e300 --to -1e300 --fps 10 "
                                      "--seconds 0.3"),
    ]:
        bad(f"bad usage: {name}", *args.split())
