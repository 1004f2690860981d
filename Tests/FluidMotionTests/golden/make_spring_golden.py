#!/usr/bin/env python3
"""Golden values for the spring tests, computed independently of the Swift code.

The damped spring m·x'' + c·x' + k·x = 0 is solved here in 40-digit arithmetic (mpmath) from
its characteristic roots r = −β ± √(β² − ω₀²), taken as complex numbers so one formula covers
the under- and over-damped regimes (the exactly critical case, where the roots coincide, uses
d(t) = e^(rt)·(d₀ + (v₀ − r·d₀)·t)). Every parameter is the exact binary value of the Double the
Swift test passes, so the reference answers the same question the Swift code is asked.

Each trajectory is also integrated numerically (scipy's DOP853 at rtol 1e-13) and the script
fails if the two disagree: the closed form here cannot share a mistake with an ODE integrator.

Settling times (the last time |d| > position tolerance or |v| > velocity tolerance) are found by
locating every extremum of d and of v (sign changes of their derivatives on a dense grid, refined
by bisection in mpmath) and bisecting the last band crossing after the last extremum that is
outside the band.

Run from the repository root:
    python3 Tests/FluidMotionTests/golden/make_spring_golden.py > Tests/FluidMotionTests/SpringGolden.swift
"""

import math
import sys

import mpmath as mp
import numpy as np
from scipy.integrate import solve_ivp

mp.mp.dps = 40


def f(x):
    """The exact value of a Python float (an IEEE double) as an mpf."""
    return mp.mpf(float(x))


class Motion:
    def __init__(self, mass, stiffness, damping, d0, v0):
        self.m, self.k, self.c = f(mass), f(stiffness), f(damping)
        self.d0, self.v0 = f(d0), f(v0)
        self.beta = self.c / (2 * self.m)
        self.w2 = self.k / self.m
        disc = self.beta ** 2 - self.w2
        self.critical = disc == 0
        if self.critical:
            self.r = -self.beta
        else:
            s = mp.sqrt(mp.mpc(disc))
            self.r1, self.r2 = -self.beta + s, -self.beta - s
            # d = A e^(r1 t) + B e^(r2 t);  d0 = A + B;  v0 = r1 A + r2 B
            self.B = (self.v0 - self.r1 * self.d0) / (self.r2 - self.r1)
            self.A = self.d0 - self.B

    def state(self, t):
        t = mp.mpf(t)
        if self.critical:
            e = mp.exp(self.r * t)
            g = self.v0 - self.r * self.d0
            d = e * (self.d0 + g * t)
            v = e * (g + self.r * (self.d0 + g * t))
            return d, v
        e1, e2 = mp.exp(self.r1 * t), mp.exp(self.r2 * t)
        d = self.A * e1 + self.B * e2
        v = self.A * self.r1 * e1 + self.B * self.r2 * e2
        return mp.re(d), mp.re(v)

    def acceleration(self, t):
        d, v = self.state(t)
        return -self.w2 * d - 2 * self.beta * v

    def bound(self, t):
        """An upper bound of max(|d|, |v|/ω₀, |a|/ω₀²) at and after t."""
        t = mp.mpf(t)
        if self.critical:
            w = -self.r
            g = abs(self.v0 - self.r * self.d0)
            return (abs(self.d0) + g * t + g / w) * mp.exp(-w * t) * 4
        big = max(1, abs(self.r1) / mp.sqrt(self.w2), abs(self.r2) / mp.sqrt(self.w2)) ** 2
        return big * (abs(self.A) * mp.exp(mp.re(self.r1) * t) + abs(self.B) * mp.exp(mp.re(self.r2) * t))


def last_exceedance(value, slope, tolerance, horizon, step):
    """Last time |value(t)| > tolerance, where slope = value′; 0 if never (up to horizon)."""
    grid = [mp.mpf(i) * step for i in range(int(horizon / step) + 2)]
    slopes = [slope(t) for t in grid]
    candidates = [mp.mpf(0)]
    for a, b, sa, sb in zip(grid, grid[1:], slopes, slopes[1:]):
        if sa == 0:
            candidates.append(a)
        elif sa * sb < 0:
            lo, hi = a, b
            for _ in range(200):
                mid = (lo + hi) / 2
                if slope(mid) * sa > 0:
                    lo = mid
                else:
                    hi = mid
            candidates.append((lo + hi) / 2)
    candidates.append(grid[-1])
    for lower, upper in reversed(list(zip(candidates, candidates[1:]))):
        y = value(lower)
        if abs(y) > tolerance:
            sign = 1 if y > 0 else -1
            lo, hi = lower, upper
            for _ in range(200):
                mid = (lo + hi) / 2
                if sign * value(mid) > tolerance:
                    lo = mid
                else:
                    hi = mid
            return hi
    return mp.mpf(0)


def settling(motion, position_tolerance, velocity_tolerance):
    w0 = mp.sqrt(motion.w2)
    horizon = mp.mpf(1) / w0
    floor = min(position_tolerance, velocity_tolerance / w0, velocity_tolerance / motion.w2)
    while motion.bound(horizon) > floor / 10:
        horizon *= 1.5
    # Extrema of an under-damped motion are half a damped period apart: 40 grid steps per period
    # see every one. Otherwise the derivative changes sign at most once and any grid sees it.
    disc = motion.beta ** 2 - motion.w2
    if disc < 0:
        step = min(2 * mp.pi / mp.sqrt(-disc) / 40, horizon / 400)
    else:
        step = horizon / 400
    d = lambda t: motion.state(t)[0]
    v = lambda t: motion.state(t)[1]
    tp = last_exceedance(d, v, position_tolerance, horizon, step)
    tv = last_exceedance(v, motion.acceleration, velocity_tolerance, horizon, step)
    return max(tp, tv)


def check_against_integration(motion, times, mass, stiffness, damping, d0, v0):
    def rhs(_, y):
        return [y[1], -(stiffness * y[0] + damping * y[1]) / mass]
    end = max(times)
    if end == 0:
        return
    sol = solve_ivp(rhs, (0, end), [d0, v0], method="DOP853", t_eval=sorted(times),
                    rtol=1e-13, atol=1e-14 * (abs(d0) + abs(v0) / math.sqrt(stiffness / mass)))
    scale = abs(d0) + abs(v0) / math.sqrt(stiffness / mass)
    for i, t in enumerate(sorted(times)):
        d, v = motion.state(t)
        if abs(float(d) - sol.y[0][i]) > 1e-7 * scale:
            sys.exit(f"closed form and integration disagree at t={t}: {d} vs {sol.y[0][i]}")
        if abs(float(v) - sol.y[1][i]) > 1e-7 * scale * math.sqrt(stiffness / mass):
            sys.exit(f"closed form and integration disagree (velocity) at t={t}")


def designer(response, ratio, mass=1.0):
    """(mass, stiffness, damping) as Doubles, from WWDC18's designer parameters."""
    omega = 2 * math.pi / response
    return mass, omega * omega * mass, 4 * math.pi * ratio * mass / response


# name, (mass, stiffness, damping), d0 (pt), v0 (pt/s), (position tol, velocity tol)
CASES = [
    ("underdamped", designer(0.5, 0.3), -1.0, 0.0, (0.001, 0.01)),
    ("underdampedMassVelocity", designer(0.4, 0.55, 2.5), 120.0, -800.0, (0.25, 5.0)),
    ("criticalExact", (1.0, 100.0, 20.0), -300.0, 1500.0, (0.25, 5.0)),
    ("criticalMass", (4.0, 64.0, 32.0), 50.0, 300.0, (0.25, 5.0)),
    ("overdamped", (1.0, 50.0, 40.0), 1.0, 10.0, (0.001, 0.01)),
    ("overdampedStrongMass", (0.2, 30.0, 100.0), -5.0, 0.0, (0.01, 0.1)),
    ("nearCriticalBelow1e-12", (1.0, 100.0, 20.0 * (1 - 1e-12)), -300.0, 1500.0, (0.25, 5.0)),
    ("nearCriticalAbove1e-12", (1.0, 100.0, 20.0 * (1 + 1e-12)), -300.0, 1500.0, (0.25, 5.0)),
    ("nearCriticalBelow1e-9", (1.5, 37.0, 2 * math.sqrt(37.0 * 1.5) * (1 - 1e-9)), 10.0, -40.0, (0.25, 5.0)),
    ("nearCriticalAbove1e-9", (1.5, 37.0, 2 * math.sqrt(37.0 * 1.5) * (1 + 1e-9)), 10.0, -40.0, (0.25, 5.0)),
    ("nearCriticalBelow1e-6", (1.0, 400.0, 40.0 * (1 - 1e-6)), -1.0, 3.0, (0.001, 0.01)),
    ("nearCriticalAbove1e-6", (1.0, 400.0, 40.0 * (1 + 1e-6)), -1.0, 3.0, (0.001, 0.01)),
    ("stiff5ms", designer(0.005, 0.8), -844.0, 5000.0, (0.25, 5.0)),
    ("soft20s", designer(20.0, 0.5), 10.0, -3.0, (0.25, 5.0)),
    ("apple", designer(0.5, 0.7), -1.0, 0.0, (0.001, 0.01)),
    ("lightlyDamped", designer(1.0, 0.02, 0.5), 100.0, 0.0, (0.25, 5.0)),
]

FRACTIONS = [0, 1e-7, 1e-4, 0.01, 0.05, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5, 8]


def swift(x):
    return repr(float(x))


def main():
    out = []
    out.append("// Generated by golden/make_spring_golden.py (mpmath, 40 digits). Do not edit.")
    out.append("// Re-generate: python3 Tests/FluidMotionTests/golden/make_spring_golden.py \\")
    out.append("//     > Tests/FluidMotionTests/SpringGolden.swift")
    out.append("")
    out.append("struct GoldenSpringCase: Sendable {")
    out.append("    var name: String")
    out.append("    var mass: Double, stiffness: Double, damping: Double")
    out.append("    var displacement: Double, velocity: Double")
    out.append("    var positionTolerance: Double, velocityTolerance: Double")
    out.append("    /// The last time the motion is outside the tolerance band (s).")
    out.append("    var settlingTime: Double")
    out.append("    /// (t, displacement, velocity).")
    out.append("    var samples: [(t: Double, d: Double, v: Double)]")
    out.append("}")
    out.append("")
    out.append("let goldenSpringCases: [GoldenSpringCase] = [")
    for name, (mass, k, c), d0, v0, (pt, vt) in CASES:
        motion = Motion(mass, k, c, d0, v0)
        response = 2 * math.pi / math.sqrt(k / mass)
        times = [fr * response for fr in FRACTIONS]
        check_against_integration(motion, times, mass, k, c, d0, v0)
        settle = settling(motion, mp.mpf(pt), mp.mpf(vt))
        out.append("    GoldenSpringCase(")
        out.append(f"        name: \"{name}\",")
        out.append(f"        mass: {swift(mass)}, stiffness: {swift(k)}, damping: {swift(c)},")
        out.append(f"        displacement: {swift(d0)}, velocity: {swift(v0)},")
        out.append(f"        positionTolerance: {swift(pt)}, velocityTolerance: {swift(vt)},")
        out.append(f"        settlingTime: {swift(settle)},")
        out.append("        samples: [")
        for t in times:
            d, v = motion.state(t)
            out.append(f"            ({swift(t)}, {swift(d)}, {swift(v)}),")
        out.append("        ]),")
    out.append("]")
    out.append("")
    out.append("/// Unit step from rest (d₀ = −1, v₀ = 0): the last time |d| > 0.001 (s).")
    out.append("let goldenSettlingDurations: [(mass: Double, stiffness: Double, damping: Double, duration: Double)] = [")
    for mass, k, c in [designer(0.5, 0.7), designer(0.5, 1.0), designer(0.3, 0.3, 2.0),
                       designer(1.0, 1.8), (1.0, 100.0, 20.0), designer(0.25, 0.05)]:
        motion = Motion(mass, k, c, -1.0, 0.0)
        duration = settling(motion, mp.mpf("0.001"), mp.inf)
        out.append(f"    ({swift(mass)}, {swift(k)}, {swift(c)}, {swift(duration)}),")
    out.append("]")
    print("\n".join(out))


if __name__ == "__main__":
    main()
