import FluidRandom
import FluidTestSupport
import Testing

@testable import FluidMotion

@Suite("Spring exact solution")
struct SpringSolutionTests {
    /// Every golden trajectory (golden/make_spring_golden.py: 40-digit closed form, cross-checked
    /// by numerical integration): under-, critically and over-damped, ζ within 1e-12, 1e-9 and
    /// 1e-6 of 1 on both sides, response 5 ms and 20 s, mass ≠ 1, non-zero start velocity.
    @Test(arguments: goldenSpringCases.map(\.name))
    func matchesGolden(name: String) throws {
        let row = try #require(goldenSpringCases.first { $0.name == name })
        let spring = try Spring(mass: row.mass, stiffness: row.stiffness, damping: row.damping)
        let scale = motionScale(spring, d0: row.displacement, v0: row.velocity)
        let w0 = spring.naturalFrequency
        for sample in row.samples {
            let state = spring.state(displacement: row.displacement, velocity: row.velocity, at: sample.t)
            #expect(
                isClose(state.displacement, sample.d, atMost: 2e-13 * scale),
                "\(name) d at t=\(sample.t): \(state.displacement) vs \(sample.d)")
            #expect(
                isClose(state.velocity, sample.v, atMost: 2e-13 * scale * w0),
                "\(name) v at t=\(sample.t): \(state.velocity) vs \(sample.v)")
        }
    }

    @Test func startStateIsReturnedAtTimeZeroAndBefore() throws {
        let spring = try Spring(response: 0.4, dampingRatio: 0.6, mass: 2)
        for t in [0.0, -1.0, -.infinity] {
            let state = spring.state(displacement: 12, velocity: -30, at: t)
            #expect(state.displacement == 12)
            #expect(state.velocity == -30)
        }
    }

    /// The motion is continuous in ζ across 1: springs with ζ = 1 − ε, 1 and 1 + ε move within
    /// O(ε) of each other (the derivative of d(t) with respect to κ is bounded).
    @Test(arguments: [1e-15, 1e-12, 1e-9, 1e-6])
    func continuousAcrossCriticalDamping(epsilon: Double) throws {
        let k = 100.0, m = 1.0
        let below = try Spring(mass: m, stiffness: k, damping: 20 * (1 - epsilon))
        let exact = try Spring(mass: m, stiffness: k, damping: 20)
        let above = try Spring(mass: m, stiffness: k, damping: 20 * (1 + epsilon))
        #expect(exact.regime == .critical)
        for t in stride(from: 0.0, through: 3, by: 0.01) {
            let e = exact.state(displacement: -300, velocity: 1500, at: t)
            for s in [below, above] {
                let x = s.state(displacement: -300, velocity: 1500, at: t)
                // |∂d/∂ζ| ≤ 2·scale·(ω₀t)²·e^(1−ω₀t)-ish; 300·(ω₀t)² e^(−ω₀t) peaks at ≈ 160 pt.
                #expect(isClose(x.displacement, e.displacement, atMost: 2000 * epsilon + 1e-10))
                #expect(isClose(x.velocity, e.velocity, atMost: 20000 * epsilon + 1e-9))
            }
        }
    }

    /// dE/dt = −c·v²/m ≤ 0: the energy per unit mass never increases along any trajectory.
    @Test(arguments: goldenSpringCases.map(\.name))
    func energyNeverIncreases(name: String) throws {
        let row = try #require(goldenSpringCases.first { $0.name == name })
        let spring = try Spring(mass: row.mass, stiffness: row.stiffness, damping: row.damping)
        let end = 10 * spring.response
        var previous = spring.energy(displacement: row.displacement, velocity: row.velocity)
        for i in 1...2000 {
            let s = spring.state(
                displacement: row.displacement, velocity: row.velocity,
                at: end * Double(i) / 2000)
            let energy = spring.energy(displacement: s.displacement, velocity: s.velocity)
            #expect(energy <= previous * (1 + 1e-12) + 1e-300, "\(name) at step \(i)")
            previous = energy
        }
    }

    @Test func undampedSpringKeepsItsEnergyAndPeriod() throws {
        let spring = try Spring(response: 0.5, dampingRatio: 0)
        let start = spring.energy(displacement: 3, velocity: 4)
        for t in stride(from: 0.0, through: 20, by: 0.37) {
            let s = spring.state(displacement: 3, velocity: 4, at: t)
            #expect(
                isClose(spring.energy(displacement: s.displacement, velocity: s.velocity), start, atMost: 1e-12 * start)
            )
        }
        // After whole periods the state returns: period = response when ζ = 0.
        let back = spring.state(displacement: 3, velocity: 4, at: 7 * 0.5)
        #expect(isClose(back.displacement, 3, within: 1e-12))
        #expect(isClose(back.velocity, 4, within: 1e-10))
    }

    /// The textbook closed-form solutions, away from ζ = 1, at random times and states.
    @Test(arguments: [(0.3, 1.0), (0.7, 2.5), (0.999, 0.4), (1.001, 1.0), (1.8, 3.0), (6.0, 0.2)])
    func agreesWithTextbookFormulas(ratio: Double, mass: Double) throws {
        let spring = try Spring(response: 0.35, dampingRatio: ratio, mass: mass)
        var rng = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let d0 = rng.uniform(-500...500), v0 = rng.uniform(-5000...5000), t = rng.uniform(0...2)
            let s = spring.state(displacement: d0, velocity: v0, at: t)
            let r = textbookState(
                mass: spring.mass, stiffness: spring.stiffness,
                damping: spring.damping, d0: d0, v0: v0, t: t)
            let scale = motionScale(spring, d0: d0, v0: v0)
            #expect(isClose(s.displacement, r.d, atMost: 1e-9 * scale))
            #expect(isClose(s.velocity, r.v, atMost: 1e-9 * scale * spring.naturalFrequency))
        }
    }

    /// Very long times neither overflow nor produce NaN in any regime.
    @Test(arguments: [0.0, 0.5, 1.0, 3.0, 1000.0])
    func farFutureIsFinite(ratio: Double) throws {
        let spring = try Spring(response: 0.005, dampingRatio: ratio)
        for t in [1.0, 1e3, 1e6, 1e12, .greatestFiniteMagnitude, .infinity] {
            let s = spring.state(displacement: 844, velocity: -1e5, at: t)
            #expect(s.displacement.isFinite && s.velocity.isFinite, "ζ \(ratio) t \(t)")
            if ratio > 0, t >= 1e6 { #expect(isClose(s.displacement, 0, within: 1e-6)) }
        }
    }

    @Test func accelerationIsTheEquationOfMotion() throws {
        let spring = try Spring(mass: 2, stiffness: 300, damping: 10)
        // a = −(k·d + c·v)/m = −(300·4 + 10·(−6))/2 = −570
        #expect(isClose(spring.acceleration(displacement: 4, velocity: -6), -570, within: 1e-12))
        // And it is the derivative of the velocity (central difference).
        let h = 1e-6, t = 0.3
        let a =
            (spring.state(displacement: 4, velocity: -6, at: t + h).velocity
                - spring.state(displacement: 4, velocity: -6, at: t - h).velocity) / (2 * h)
        let s = spring.state(displacement: 4, velocity: -6, at: t)
        #expect(isClose(a, spring.acceleration(displacement: s.displacement, velocity: s.velocity), within: 1e-5))
    }
}
