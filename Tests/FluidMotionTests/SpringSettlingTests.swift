import FluidTestSupport
import Testing

@testable import FluidMotion

@Suite("Spring settling")
struct SpringSettlingTests {
    /// The golden script finds every extremum of d and v in 40-digit arithmetic and bisects the
    /// last band crossing; the Swift search must land on the same instant.
    @Test(arguments: goldenSpringCases.map(\.name))
    func matchesGolden(name: String) throws {
        let row = try #require(goldenSpringCases.first { $0.name == name })
        let spring = try Spring(mass: row.mass, stiffness: row.stiffness, damping: row.damping)
        let t = spring.settlingTime(
            displacement: row.displacement, velocity: row.velocity,
            positionTolerance: row.positionTolerance,
            velocityTolerance: row.velocityTolerance)
        #expect(
            isClose(t, row.settlingTime, atMost: 1e-9 * max(1, row.settlingTime)),
            "\(name): \(t) vs \(row.settlingTime)")
    }

    @Test(arguments: goldenSettlingDurations.indices)
    func unitStepSettlingDurationMatchesGolden(index: Int) throws {
        let row = goldenSettlingDurations[index]
        let spring = try Spring(mass: row.mass, stiffness: row.stiffness, damping: row.damping)
        #expect(isClose(spring.settlingDuration, row.duration, within: 1e-9))
    }

    /// Critically damped ω₀ = 10 from a unit step: (1 + 10t)·e^(−10t) = 0.001, solved by hand
    /// with Newton's method: t = 0.923341347645…
    @Test func criticalUnitStepByHand() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 20)
        #expect(isClose(spring.settlingDuration, 0.9233413476451586, within: 1e-9))
        let d = spring.state(displacement: -1, velocity: 0, at: spring.settlingDuration).displacement
        #expect(isClose(abs(d), 0.001, within: 1e-9))
    }

    struct BruteRow: Sendable {
        var response: Double, ratio: Double, mass: Double
        var d0: Double, v0: Double
        var positionTolerance: Double, velocityTolerance: Double
        var line: Int
    }

    static let bruteRows: [BruteRow] = [
        .init(
            response: 0.5, ratio: 0.3, mass: 1, d0: -300, v0: 0, positionTolerance: 0.25, velocityTolerance: 5,
            line: #line),
        .init(
            response: 0.4, ratio: 0.55, mass: 2.5, d0: 120, v0: -2000, positionTolerance: 0.25, velocityTolerance: 5,
            line: #line),
        .init(
            response: 0.3, ratio: 0.9, mass: 1, d0: 0, v0: 4000, positionTolerance: 0.5, velocityTolerance: 1,
            line: #line),
        .init(
            response: 0.6, ratio: 1.5, mass: 0.3, d0: 50, v0: -900, positionTolerance: 0.1, velocityTolerance: 10,
            line: #line),
        .init(
            response: 1.0, ratio: 4, mass: 1, d0: -10, v0: 0, positionTolerance: 0.01, velocityTolerance: 0.1,
            line: #line),
        .init(
            response: 0.8, ratio: 0.08, mass: 1, d0: 1, v0: 0, positionTolerance: 0.01, velocityTolerance: .infinity,
            line: #line),
        .init(
            response: 0.25, ratio: 0.7, mass: 1, d0: 0.3, v0: 1, positionTolerance: 0.001, velocityTolerance: 0.01,
            line: #line)
    ]

    /// Dense sampling of the textbook closed form (written in the test, not the code under
    /// test): the last sample outside the band lies within one step before the settling time, and
    /// none lies after it.
    @Test(arguments: bruteRows)
    func agreesWithDenseSampling(row: BruteRow) throws {
        let loc = here(row.line)
        let spring = try Spring(response: row.response, dampingRatio: row.ratio, mass: row.mass)
        let settle = spring.settlingTime(
            displacement: row.d0, velocity: row.v0,
            positionTolerance: row.positionTolerance,
            velocityTolerance: row.velocityTolerance)
        let step = row.response / 4000
        var lastOutside = 0.0
        var t = 0.0
        while t < settle + 20 * row.response {
            let s = textbookState(
                mass: spring.mass, stiffness: spring.stiffness,
                damping: spring.damping, d0: row.d0, v0: row.v0, t: t)
            if abs(s.d) > row.positionTolerance || abs(s.v) > row.velocityTolerance { lastOutside = t }
            t += step
        }
        #expect(lastOutside <= settle + 1e-9, "exceeds after settling: \(lastOutside) > \(settle)", sourceLocation: loc)
        #expect(lastOutside >= settle - step - 1e-9, "settles late: \(lastOutside) ≪ \(settle)", sourceLocation: loc)
    }

    @Test func alreadyInsideTheBandForGoodIsZero() throws {
        let spring = try Spring(response: 0.5, dampingRatio: 1)
        #expect(spring.settlingTime(displacement: 0, velocity: 0, positionTolerance: 0.25, velocityTolerance: 5) == 0)
        #expect(spring.settlingTime(displacement: 0.1, velocity: 0, positionTolerance: 0.25, velocityTolerance: 5) == 0)
    }

    /// Inside the band now but not for good: from the rest position at 4.9 pt/s (inside a 5 pt/s
    /// band) a 1 s, ζ 0.5 spring swings out to (v₀/ω_d)·e^(−βt*)·sin(ω_d·t*) ≈ 0.43 pt > 0.25 pt
    /// (ω_d = 5.44/s, β = 3.14/s, t* = 0.19 s), so it has not settled.
    @Test func insideNowButNotForGood() throws {
        let spring = try Spring(response: 1, dampingRatio: 0.5)
        let t = spring.settlingTime(displacement: 0, velocity: 4.9, positionTolerance: 0.25, velocityTolerance: 5)
        #expect(t > 0.19)
        let peak = textbookState(
            mass: 1, stiffness: spring.stiffness, damping: spring.damping,
            d0: 0, v0: 4.9, t: 0.1924
        ).d
        #expect(isClose(peak, 0.43, within: 0.01))
    }

    @Test func undampedNeverSettles() throws {
        let spring = try Spring(response: 0.5, dampingRatio: 0)
        #expect(
            spring.settlingTime(displacement: 10, velocity: 0, positionTolerance: 0.25, velocityTolerance: 5)
                == .infinity)
        #expect(spring.settlingDuration == .infinity)
        // …unless its whole swing fits in the band.
        #expect(spring.settlingTime(displacement: 0.1, velocity: 0, positionTolerance: 0.25, velocityTolerance: 5) == 0)
    }

    @Test func infiniteToleranceIgnoresThatQuantity() throws {
        let spring = try Spring(response: 0.5, dampingRatio: 0.7)
        let positionOnly = spring.settlingTime(
            displacement: -100, velocity: 0, positionTolerance: 0.25,
            velocityTolerance: .infinity)
        let both = spring.settlingTime(
            displacement: -100, velocity: 0, positionTolerance: 0.25,
            velocityTolerance: 0.01)
        #expect(positionOnly > 0)
        #expect(both > positionOnly)
        #expect(
            spring.settlingTime(
                displacement: -100, velocity: 0, positionTolerance: .infinity,
                velocityTolerance: .infinity) == 0)
    }

    @Test func nonFiniteStartNeverSettles() throws {
        let spring = try Spring(response: 0.5, dampingRatio: 0.7)
        #expect(
            spring.settlingTime(displacement: .nan, velocity: 0, positionTolerance: 0.25, velocityTolerance: 5)
                == .infinity)
        #expect(
            spring.settlingTime(displacement: 1, velocity: .infinity, positionTolerance: 0.25, velocityTolerance: 5)
                == .infinity)
    }

    /// Settling scales with the travel: a 1000× larger step with a 1000× larger band settles at the
    /// same time (the equation is linear).
    @Test func linearInTheTravel() throws {
        let spring = try Spring(response: 0.35, dampingRatio: 0.45, mass: 3)
        let small = spring.settlingTime(
            displacement: -1, velocity: 2, positionTolerance: 0.001, velocityTolerance: 0.01)
        let large = spring.settlingTime(
            displacement: -1000, velocity: 2000, positionTolerance: 1, velocityTolerance: 10)
        #expect(isClose(small, large, within: 1e-9))
    }
}
