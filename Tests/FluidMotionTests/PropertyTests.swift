import FluidRandom
import FluidTestSupport
import Testing

@testable import FluidMotion

/// Randomized checks over fixed seeds (see `propertySeeds`): every failure names its seed and
/// reproduces exactly.
@Suite("Motion properties")
struct PropertyTests {
    /// A random spring over the whole designer range: response 5 ms…20 s, ζ 0…3 (a quarter of
    /// them within 1e-12…1e-6 of 1), mass 0.05…20.
    static func randomSpring(_ rng: inout SplitMix64) -> Spring {
        let response = rng.logUniform(0.005...20)
        var ratio = rng.uniform(0...3)
        if rng.uniform(0...1) < 0.25 {
            let sign: Double = rng.uniform(0...1) < 0.5 ? -1 : 1
            ratio = 1 + sign * rng.logUniform(1e-12...1e-6)
        }
        let mass = rng.logUniform(0.05...20)
        return Spring.constant(response: response, dampingRatio: ratio, mass: mass)
    }

    static func randomState(_ rng: inout SplitMix64, _ spring: Spring) -> (d: Double, v: Double) {
        (rng.uniform(-1000...1000), rng.uniform(-1000...1000) * spring.naturalFrequency)
    }

    /// Advancing t₁ then t₂ equals advancing t₁ + t₂ (the flow is a semigroup): what makes
    /// restarting from the current state at a retarget exact.
    @Test(arguments: propertySeeds)
    func solutionComposes(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let spring = Self.randomSpring(&rng)
            let (d0, v0) = Self.randomState(&rng, spring)
            let t1 = rng.uniform(0...2) * spring.response, t2 = rng.uniform(0...2) * spring.response
            let mid = spring.state(displacement: d0, velocity: v0, at: t1)
            let a = spring.state(displacement: mid.displacement, velocity: mid.velocity, at: t2)
            let b = spring.state(displacement: d0, velocity: v0, at: t1 + t2)
            let scale = motionScale(spring, d0: d0, v0: v0)
            #expect(isClose(a.displacement, b.displacement, atMost: 1e-11 * scale), "seed \(seed) \(spring)")
            #expect(isClose(a.velocity, b.velocity, atMost: 1e-11 * scale * spring.naturalFrequency), "seed \(seed)")
        }
    }

    /// The energy ½v² + ½ω₀²d² never increases between two random times.
    @Test(arguments: propertySeeds)
    func energyNeverIncreases(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let spring = Self.randomSpring(&rng)
            let (d0, v0) = Self.randomState(&rng, spring)
            var times = (0..<20).map { _ in rng.uniform(0...5) * spring.response }
            times.sort()
            var previous = spring.energy(displacement: d0, velocity: v0)
            for t in times {
                let s = spring.state(displacement: d0, velocity: v0, at: t)
                let e = spring.energy(displacement: s.displacement, velocity: s.velocity)
                #expect(e <= previous * (1 + 1e-11), "seed \(seed) \(spring) t=\(t)")
                previous = e
            }
        }
    }

    /// Every constructor describes the same spring as the others.
    @Test(arguments: propertySeeds)
    func constructorsRoundTrip(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let spring = Self.randomSpring(&rng)
            let physical = try Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
            let designer = try Spring(
                response: physical.response, dampingRatio: physical.dampingRatio, mass: spring.mass)
            #expect(isClose(designer.stiffness, spring.stiffness, atMost: 1e-12 * spring.stiffness))
            #expect(isClose(designer.damping, spring.damping, atMost: 1e-12 * max(spring.damping, 1e-300)))
            if physical.bounce > -1 {
                let swiftUI = try Spring(duration: physical.duration, bounce: physical.bounce, mass: spring.mass)
                #expect(isClose(swiftUI.dampingRatio, spring.dampingRatio, atMost: 1e-12 * max(1, spring.dampingRatio)))
            }
        }
    }

    /// Random cadences with random retargets: the animation equals the closed form restarted
    /// from its state at each retarget, and position and velocity never jump at a retarget.
    @Test(arguments: propertySeeds)
    func animationMatchesPiecewiseClosedForm(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<20 {
            let spring = Self.randomSpring(&rng)
            let tight = SpringTolerance(position: 1e-300, velocity: 1e-300)
            var target = rng.uniform(-500...500)
            var animation = SpringAnimation(
                spring: spring, from: 0.0, to: target,
                velocity: rng.uniform(-3000...3000), tolerance: tight)
            var base = (t: 0.0, d: animation.value - target, v: animation.velocity)
            var t = 0.0
            for _ in 0..<200 {
                t +=
                    rng.uniform(0...1) < 0.05
                    ? rng.uniform(0.05...0.3) * spring.response
                    : rng.uniform(0.001...0.03) * spring.response
                animation.advance(to: t)
                let exact = spring.state(displacement: base.d, velocity: base.v, at: t - base.t)
                #expect(
                    isClose(animation.value, target + exact.displacement, atMost: 1e-12 * max(1, abs(target)) + 1e-9))
                if rng.uniform(0...1) < 0.1 {
                    let before = (animation.value, animation.velocity)
                    target = rng.uniform(-500...500)
                    animation.retarget(to: target)
                    #expect(animation.value == before.0 && animation.velocity == before.1)
                    base = (t, animation.value - target, animation.velocity)
                }
            }
        }
    }

    /// After the settling time the exact motion stays inside the band (sampled densely), and
    /// just before it, it is at the band's edge.
    @Test(arguments: propertySeeds)
    func settlingIsExact(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<25 {
            let spring = Self.randomSpring(&rng)
            guard spring.dampingRatio > 0.05 else { continue }
            let (d0, v0) = Self.randomState(&rng, spring)
            let (pt, vt) = (0.25, 5.0)
            let settle = spring.settlingTime(
                displacement: d0, velocity: v0, positionTolerance: pt, velocityTolerance: vt)
            #expect(settle.isFinite)
            let span = 10 * spring.response / min(spring.dampingRatio, 1)
            for k in 0...2000 {
                let s = spring.state(displacement: d0, velocity: v0, at: settle + span * Double(k) / 2000)
                #expect(
                    isClose(s.displacement, 0, atMost: pt * (1 + 1e-9))
                        && isClose(s.velocity, 0, atMost: vt * (1 + 1e-9)),
                    "seed \(seed) \(spring)")
            }
            if settle > 0 {
                let edge = spring.state(displacement: d0, velocity: v0, at: settle)
                let ratio = max(abs(edge.displacement) / pt, abs(edge.velocity) / vt)
                #expect(isClose(ratio, 1, within: 1e-6), "seed \(seed) \(spring): \(ratio)")
            }
        }
    }

    /// Velocity tracking is exact for any quadratic motion at any irregular timing, as long as the
    /// motion keeps its direction over the samples the tracker uses (the newest 20 within 100 ms).
    /// A motion that reverses inside that window reads either exactly or 0 — never against the
    /// finger's recent movement (`recentMovement`).
    @Test(arguments: propertySeeds)
    func trackerIsExactForQuadratics(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var exactCount = 0
        for _ in 0..<100 {
            let (x0, v0, a) = (rng.uniform(-900...900), rng.uniform(-5000...5000), rng.uniform(-30000...30000))
            var tracker = VelocityTracker<Double>()
            var t = rng.uniform(0...100)
            let t0 = t
            var samples: [(tau: Double, x: Double)] = []
            for _ in 0..<Int(rng.uniform(3...40)) {
                let tau = t - t0
                let x = x0 + v0 * tau + 0.5 * a * tau * tau
                tracker.add(x, at: t)
                samples.append((tau, x))
                t += rng.uniform(0.002...0.02)
            }
            let newest = tracker.latestTime! - t0
            let expected = v0 + a * newest
            let window = samples.suffix(20).filter { newest - $0.tau <= 0.1 }
            let oldest = window.first!
            let velocityAtOldest = v0 + a * oldest.tau
            let v = tracker.velocity()
            if velocityAtOldest * expected > 0 {
                #expect(isClose(v, expected, relative: 1e-7), "seed \(seed)")
                exactCount += 1
            } else {
                #expect(v == 0 || isClose(v, expected, relative: 1e-7), "seed \(seed)")
                #expect(v * recentMovement(samples.map { ($0.tau, $0.x) }) >= 0, "seed \(seed)")
            }
        }
        #expect(exactCount > 50, "seed \(seed): too few one-way motions to test exactness")
    }

    /// Decay: x(t₁ + t₂) from the start equals x(t₂) from the state at t₁.
    @Test(arguments: propertySeeds)
    func decayComposes(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let decay = try Decay(rate: rng.uniform(0.9...0.9999))
            let (x0, v0) = (rng.uniform(-1000...1000), rng.uniform(-8000...8000))
            let (t1, t2) = (rng.uniform(0...3), rng.uniform(0...3))
            let x1 = decay.position(from: x0, velocity: v0, at: t1), v1 = decay.velocity(from: v0, at: t1)
            let direct = decay.position(from: x0, velocity: v0, at: t1 + t2)
            #expect(isClose(decay.position(from: x1, velocity: v1, at: t2), direct, within: 1e-9 * max(1, abs(direct))))
            #expect(
                isClose(
                    decay.finalPosition(from: x1, velocity: v1), decay.finalPosition(from: x0, velocity: v0),
                    within: 1e-8))
        }
    }

    /// Rubber band: the displayed position is monotone in the free one, continuous at the ends, and
    /// `free(forDisplayed:)` inverts it.
    @Test(arguments: propertySeeds)
    func rubberBandIsMonotoneAndInvertible(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<50 {
            let low = rng.uniform(-500...500)
            let band = try RubberBand(
                coefficient: rng.uniform(0.1...1), dimension: rng.uniform(50...2000),
                range: low...(low + rng.uniform(0...1000)))
            var xs = (0..<40).map { _ in rng.uniform(-5000...5000) }
            xs.sort()
            let ys = xs.map(band.displayed(forFree:))
            for (a, b) in zip(ys, ys.dropFirst()) { #expect(a <= b) }
            for (x, y) in zip(xs, ys) { #expect(isClose(band.free(forDisplayed: y), x, relative: 1e-8)) }
        }
    }
}
