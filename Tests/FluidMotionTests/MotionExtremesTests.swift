import FluidCore
import FluidTestSupport
import Foundation
import Testing

@testable import FluidMotion

/// Motions at magnitudes where squaring or subtracting overflows a Double: finite, or rejected as
/// documented.
@Suite struct MotionExtremesTests {
    /// |v| = 1e200 pt/s with `.normal` (λ = 1000·ln 0.998 ≈ −2.002/s) falls to 0.5 pt/s after
    /// ln(0.5/1e200)/λ = (ln 0.5 − 200·ln 10)/λ ≈ (−0.693 − 460.517)/−2.002 ≈ 230.4 s.
    @Test func decayFromAHugeVelocityStopsInFiniteTime() {
        let animation = DecayAnimation(from: 0.0, velocity: 1e200)
        let expected = (-0.693_147_180_559_945 - 460.517_018_598_809) / (1000 * -0.002_002_002_670_673)
        #expect(isClose(animation.stopTime, expected, within: 1e-6))
        #expect(animation.finalValue.isFinite)
        #expect(isClose(Point(x: 3e200, y: 4e200).magnitude, 5e200, atMost: 5e200 * 1e-15))
    }

    @Test(arguments: [(1e308, -1e308), (-1e308, 1e308), (1e308, 0.0)])
    func aSpringWhoseDisplacementOverflowsIsSettledAtItsTarget(from: Double, to: Double) {
        var animation = SpringAnimation(spring: .constant(response: 0.4, dampingRatio: 0.8), from: from, to: to)
        animation.advance(to: 0.016)
        #expect(animation.value == to)
        #expect(animation.velocity == 0)
        #expect(animation.isSettled)
    }

    /// `isRepresentable` tells a caller which states the animation moves and which it settles at
    /// once. Response 0.4, ζ 0.8, mass 1: ω₀ = 2π/0.4 ≈ 15.71/s, k = ω₀² ≈ 246.7, c = 2ζω₀ ≈
    /// 25.13; the acceleration is −(k·d + c·v). From d = 1e298 it is ≈ 2.5e300, over 1e300; from
    /// d = 1e290 ≈ 2.5e292, within; v = 1e299 alone gives ≈ 2.5e300, over.
    @Test(arguments: [
        (1e290, 0.0, true), (1e298, 0.0, false), (0.0, 1e299, false), (-1e301, 0.0, false),
        (0.0, 1e297, true)
    ])
    func representableStatesAreTheOnesAnAnimationMoves(displacement: Double, velocity: Double, moves: Bool) {
        let spring = Spring.constant(response: 0.4, dampingRatio: 0.8)
        let k = pow(2 * Double.pi / 0.4, 2), c = 2 * 0.8 * (2 * Double.pi / 0.4)
        let acceleration = -(k * displacement + c * velocity)
        let withinBound = abs(displacement) <= 1e300 && abs(velocity) <= 1e300 && abs(acceleration) <= 1e300
        #expect(withinBound == moves)
        #expect(
            SpringAnimation<Double>.isRepresentable(spring: spring, displacement: displacement, velocity: velocity)
                == moves)
        var animation = SpringAnimation(spring: spring, from: displacement, to: 0.0, velocity: velocity)
        animation.advance(to: 0.001)
        #expect(animation.isSettled == !moves)
    }

    /// Under-damped from 1e290 (within `maxMagnitude`, with its acceleration ω₀²·1e290 ≈ 2.5e292):
    /// the envelope 1e290·e^(−βt) (β = ζ·2π/response = 12.57/s) falls below 0.25 pt after about
    /// ln(4e290)/β ≈ 53 s; the settling time is finite and near it.
    @Test func aSpringFromAHugeButRepresentableDisplacementSettlesInFiniteTime() {
        let animation = SpringAnimation(spring: .constant(response: 0.4, dampingRatio: 0.8), from: 1e290, to: 0.0)
        #expect(animation.settleTime.isFinite)
        #expect(animation.settleTime > 40 && animation.settleTime < 60)
    }

    /// From 1e308 with ζ 0.05, response 5 s (β = 0.0628/s): the envelope falls below 0.25 pt after
    /// about ln(1e308/0.25)/β ≈ 11 300 s — long, but finite (1e308/0.25 itself overflows).
    @Test func aBarelyDampedSpringFromNearTheLargestDoubleSettlesInFiniteTime() {
        let spring = Spring.constant(response: 5, dampingRatio: 0.05)
        let t = spring.settlingTime(
            displacement: -1e308, velocity: 0, positionTolerance: 0.25,
            velocityTolerance: 5)
        let beta = 0.05 * 2 * Double.pi / 5
        #expect(t.isFinite)
        #expect(t > 0.9 * (709.196 + 1.386) / beta && t < (709.196 + 1.386 + 1) / beta)
    }
}

/// The example: 0, 1e308, −1e308 made the fit NaN. Beyond 1e15 a sample is dropped, so
/// the estimate comes from the samples in the domain: here the first alone, so zero.
@Suite struct VelocityTrackerExtremesTests {
    @Test func samplesBeyondTheMaximumMagnitudeAreDropped() {
        var tracker = VelocityTracker<Double>()
        tracker.add(0, at: 0)
        tracker.add(1e308, at: 0.008)
        tracker.add(-1e308, at: 0.016)
        #expect(tracker.sampleCount == 1)
        #expect(tracker.velocity(at: 0.016) == 0)
    }

    /// 1e15 and 1e15 + 8 pt 8 ms apart: 1000 pt/s, exact (differences are taken from the newest
    /// sample, and 1e15 + 8 is exactly representable).
    @Test func samplesAtTheMaximumMagnitudeGiveFiniteVelocities() {
        var tracker = VelocityTracker<Double>()
        tracker.add(1e15 - 8, at: 0)
        tracker.add(1e15, at: 0.008)
        #expect(tracker.velocity(at: 0.008) == 1000)
    }

    @Test func timesOutsideTheDomainAreDropped() {
        var tracker = VelocityTracker<Double>()
        tracker.add(0, at: 0)
        tracker.add(10, at: 1e300)
        #expect(tracker.sampleCount == 1)
    }
}

/// Found by `fluid-fuzz` (100 M events, seed 1, case 5173), reduced: a barely damped spring
/// (response 5 s, ζ 0.05, ω₀² = (2π/5)² ≈ 1.58/s²) kicked to 1e308 pt/s and sent toward a target
/// 1e308 pt away. Every term was finite on its own, but the settling search added two near
/// 0.9e308 and never ended. Beyond 1e300 the state is rejected: settled at its target.
@Suite struct SpringHeadroomTests {
    @Test func aStateNearTheLargestDoubleIsSettledAtItsTarget() {
        var animation = SpringAnimation(
            spring: .constant(response: 5, dampingRatio: 0.05), from: 0.0,
            to: 1366.0, velocity: 1e308)
        animation.retarget(to: 1e308, at: 0.01)
        #expect(animation.isSettled && animation.value == 1e308)
        #expect(animation.settleTime.isFinite)
    }

    @Test func aStateWithinTheLimitKeepsMoving() {
        let animation = SpringAnimation(
            spring: .constant(response: 5, dampingRatio: 0.05), from: 0.0,
            to: 1e299, velocity: 1e299)
        #expect(!animation.isSettled)
        #expect(animation.settleTime.isFinite)
    }
}

/// Found by `fluid-fuzz` (100 M events, seed 1, cases 362, 1501, 2113): a retarget or an advance
/// at 1e300 or 1e17 s, where a `Double` cannot add a frame to the time, left the spring unable to
/// reach its settle time. Such times are outside `InputDomain` and are ignored.
@Suite struct MotionTimeDomainTests {
    @Test(arguments: [1e300, 1e17, Double.infinity])
    func aTimeOutsideTheDomainIsIgnoredAndTheSpringStillSettles(bogus: Double) {
        var animation = SpringAnimation(
            spring: .constant(response: 0.4, dampingRatio: 1),
            from: Point(x: 100, y: 200), to: Point(x: 100, y: 200))
        animation.retarget(to: Point(x: 844, y: 390), at: bogus)
        #expect(animation.time == 0)
        animation.advance(to: animation.settleTime)
        #expect(animation.isSettled && animation.value == Point(x: 844, y: 390))
        #expect(animation.settleTime < 5)
    }

    @Test func aDecayIgnoresTimesOutsideTheDomain() {
        var decay = DecayAnimation(from: 0.0, velocity: 1000, at: 1e300)
        #expect(decay.startTime == 0)
        decay.advance(to: 1e17)
        #expect(decay.time == 0)
        decay.advance(to: decay.stopTime)
        #expect(decay.isSettled)
    }
}

/// Times beyond `InputDomain.maxTime` (10¹² s) complete a motion without moving its clock, so a
/// bogus reading cannot leave an animation where a `Double` no longer resolves its frames (at
/// 10³⁰⁰ s the spacing between doubles is about 10²⁸⁴ s: every spring's duration would vanish in
/// `base + delay`, and the motion would never reach its settle time).
@Suite struct MotionBeyondTheTimeDomainTests {
    @Test(arguments: [1e300, 1e13])
    func aSpringCompletesAtATimeBeyondTheDomainAndKeepsItsClock(bogus: Double) {
        var animation = SpringAnimation(spring: .constant(response: 0.4, dampingRatio: 0.8), from: 100.0, to: 200.0)
        animation.advance(to: bogus)
        #expect(animation.time == 0)
        #expect(animation.isSettled)
        #expect(animation.value == 200)
        animation.retarget(to: 1024, at: 3.1e7)
        #expect(animation.time == 3.1e7)
        // From rest at 200, the 824-pt trip takes a positive, finite time after 3.1e7.
        #expect(animation.settleTime > 3.1e7 && animation.settleTime.isFinite)
        animation.advance(to: animation.settleTime)
        #expect(animation.isSettled)
        #expect(animation.value == 1024)
    }

    @Test(arguments: [-1e13, Double.infinity, Double.nan])
    func aSpringIgnoresNonFiniteAndEarlierTimes(bogus: Double) {
        var animation = SpringAnimation(spring: .constant(response: 0.4, dampingRatio: 0.8), from: 100.0, to: 200.0)
        animation.advance(to: bogus)
        #expect(animation.time == 0)
        #expect(!animation.isSettled)
        #expect(animation.value == 100)
    }

    /// Started at the domain's edge with a long motion (ζ 0.05, response 5 s, 1e200 pt/s: about
    /// ln(1e200)/β ≈ 460.5 / 0.0628 ≈ 7 300 s), the settle time lies beyond the domain; advancing
    /// to it completes the motion.
    @Test func aMotionStartedAtTheDomainsEdgeCompletesAtItsSettleTime() {
        var animation = SpringAnimation(
            spring: .constant(response: 5, dampingRatio: 0.05), from: 100.0, to: 100.0,
            velocity: 1e200, at: InputDomain.maxTime)
        #expect(animation.settleTime > InputDomain.maxTime)
        animation.advance(to: animation.settleTime)
        #expect(animation.isSettled)
        #expect(animation.value == 100)
    }

    /// At 9.9e11 s a `Double` rounds a frame's time to 0.12 ms, so `settleTime` (base + delay,
    /// rounded) can fall just short of the solved delay; the motion still settles there.
    @Test(arguments: [9.9e11, 1e9, 123_456.789])
    func aSpringSettlesAtItsSettleTimeAtLargeAbsoluteTimes(start: Double) {
        for target in stride(from: 0.0, through: 1000, by: 37) {
            var animation = SpringAnimation(
                spring: .constant(response: 0.4, dampingRatio: 0.8),
                from: Point(x: 844.17, y: 390.08), to: Point(x: target, y: 390),
                velocity: Point(x: 300, y: -20), at: start)
            animation.advance(to: animation.settleTime)
            #expect(animation.isSettled)
        }
    }

    @Test(arguments: [1e300, 1e13])
    func aDecayCompletesAtATimeBeyondTheDomainAndKeepsItsClock(bogus: Double) {
        var animation = DecayAnimation(from: 0.0, velocity: 1000, at: bogus)
        #expect(animation.time == 0)
        animation.advance(to: bogus)
        #expect(animation.time == 0)
        #expect(animation.isSettled)
        #expect(animation.value == animation.finalValue)
    }
}
