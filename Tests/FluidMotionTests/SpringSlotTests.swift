import FluidCore
import FluidMotion
import FluidTestSupport
import Testing

/// The spring slot: starts, advances, empties once settled, and applies Reduce Motion to what it
/// holds. Expected positions come from the critically damped closed form, restated here:
/// relative to the target, d(t) = (d₀ + (v₀ + ω₀·d₀)·t)·e^(−ω₀·t), with ω₀ = 2π / response
/// whatever the mass.
struct SpringSlotTests {
    /// Critically damped, response 0.5 s (ω₀ = 4π rad/s), mass 2.
    static let critical = try! Spring(response: 0.5, dampingRatio: 1, mass: 2)
    static let omega = 4 * M.pi

    static func closedForm(_ d0: Double, _ v0: Double, omega: Double, at t: Double) -> (d: Double, v: Double) {
        let e = M.exp(-omega * t)
        // d′(t) = (v₀ − ω₀·(v₀ + ω₀·d₀)·t)·e^(−ω₀·t).
        return ((d0 + (v0 + omega * d0) * t) * e, (v0 - omega * (v0 + omega * d0) * t) * e)
    }

    @Test func anEmptySlotHasNothingToAdvance() {
        var slot = SpringSlot<Double>()
        #expect(!slot.isMoving && slot.animation == nil)
        let nothing = slot.advance(to: 1)
        #expect(nothing == nil)
        slot.retarget(to: 3)
        #expect(slot.animation == nil)
    }

    @Test func advancingFollowsTheClosedFormThenEmptiesOnceSettled() throws {
        var slot = SpringSlot<Double>()
        // 100 pt above a target at 20, moving away at 300 pt/s.
        let started = slot.start(SpringAnimation(spring: Self.critical, from: 120, to: 20, velocity: 300))
        #expect(started)
        let stateAdvanced = slot.advance(to: 0.1)
        let state = try #require(stateAdvanced)
        let expected = Self.closedForm(100, 300, omega: Self.omega, at: 0.1)
        #expect(isClose(state.value, 20 + expected.d, within: 1e-9))
        #expect(isClose(state.velocity, expected.v, within: 1e-9))
        #expect(slot.isMoving)
        // Earlier times are ignored.
        let early = slot.advance(to: 0.05)
        #expect(early?.value == state.value)
        // e^(−4π·10) ≈ 4e-18: long settled. The final state is returned, then the slot is empty.
        let lastAdvanced = slot.advance(to: 10)
        let last = try #require(lastAdvanced)
        #expect(last.isSettled && last.value == 20 && last.velocity == 0)
        #expect(!slot.isMoving)
        let after = slot.advance(to: 11)
        #expect(after == nil)
    }

    @Test func startDropsASettledAnimationAndHoldKeepsItForOneAdvance() {
        let atRest = SpringAnimation(spring: Self.critical, from: 5.0, to: 5)
        #expect(atRest.isSettled)
        var slot = SpringSlot<Double>()
        let started = slot.start(atRest)
        #expect(!started)
        #expect(!slot.isMoving)
        slot.hold(atRest)
        #expect(slot.isMoving)
        let final = slot.advance(to: 0.016)
        #expect(final?.value == 5)
        #expect(!slot.isMoving)
    }

    @Test func startReplacesAndStopEmpties() {
        var slot = SpringSlot<Double>()
        slot.start(SpringAnimation(spring: Self.critical, from: 0.0, to: 10))
        slot.start(SpringAnimation(spring: Self.critical, from: 0.0, to: 40))
        #expect(slot.animation?.target == 40)
        slot.stop()
        #expect(!slot.isMoving)
    }

    @Test func aRetargetContinuesFromTheStateAtItsTime() throws {
        var slot = SpringSlot<Double>()
        slot.start(SpringAnimation(spring: Self.critical, from: 0.0, to: 100))
        slot.retarget(to: 50, at: 0.1)
        // At 0.1 s: d = −100 + …, v from the closed form; from there toward 50 for another 0.1 s.
        let first = Self.closedForm(-100, 0, omega: Self.omega, at: 0.1)
        let position = 100 + first.d
        let second = Self.closedForm(position - 50, first.v, omega: Self.omega, at: 0.1)
        let stateAdvanced = slot.advance(to: 0.2)
        let state = try #require(stateAdvanced)
        #expect(isClose(state.value, 50 + second.d, within: 1e-9))
        #expect(isClose(state.velocity, second.v, within: 1e-9))
    }

    @Test func reduceMotionAppliesToEveryAnimationItStores() throws {
        var slot = SpringSlot<Double>(reducesMotion: true)
        // ζ 0.5, response 0.4 s (ω₀ = 5π), 100 pt from its target at 4000 pt/s toward it. Reduced:
        // damping raised to critical and the speed toward the target limited to ω₀·100, so that
        // v₀ + ω₀·d₀ = 0 and d(t) = 100·e^(−5π·t).
        let bouncy = Spring.constant(response: 0.4, dampingRatio: 0.5)
        slot.start(SpringAnimation(spring: bouncy, from: 100.0, to: 0, velocity: -4000))
        #expect(slot.animation?.forbidsOvershoot == true)
        let stateAdvanced = slot.advance(to: 0.1)
        let state = try #require(stateAdvanced)
        #expect(isClose(state.value, 100 * M.exp(-0.5 * M.pi), within: 1e-6))
        // A retarget is stored reduced too.
        slot.retarget(to: 400)
        #expect(slot.animation?.forbidsOvershoot == true)
        slot.hold(SpringAnimation(spring: bouncy, from: 0.0, to: 1))
        #expect(slot.animation?.forbidsOvershoot == true)
    }

    @Test func turningReduceMotionOnReachesAHeldAnimationAtItsNextAdvance() throws {
        var slot = SpringSlot<Double>()
        let bouncy = Spring.constant(response: 0.4, dampingRatio: 0.5)
        slot.start(SpringAnimation(spring: bouncy, from: 100.0, to: 0, velocity: -4000))
        slot.reducesMotion = true
        #expect(slot.animation?.forbidsOvershoot == false)
        // The frame is read as advanced, before Reduce Motion rebases what the slot keeps.
        let stateAdvanced = slot.advance(to: 0.05)
        let state = try #require(stateAdvanced)
        #expect(!state.forbidsOvershoot)
        #expect(slot.animation?.forbidsOvershoot == true)
        #expect(slot.animation?.value == state.value)
    }

    @Test func aPointSettlesOnBothAxes() throws {
        var slot = SpringSlot<Point>()
        slot.start(SpringAnimation(spring: Self.critical, from: Point(x: 10, y: -30), to: .zero))
        let stateAdvanced = slot.advance(to: 0.2)
        let state = try #require(stateAdvanced)
        #expect(isClose(state.value.x, Self.closedForm(10, 0, omega: Self.omega, at: 0.2).d, within: 1e-9))
        #expect(isClose(state.value.y, Self.closedForm(-30, 0, omega: Self.omega, at: 0.2).d, within: 1e-9))
        let last = slot.advance(to: 30)
        #expect(last?.value == .zero)
        #expect(!slot.isMoving)
    }

    @Test func aDictionaryOfSpringsDropsEachOnceSettled() {
        // Row 0 settles within 0.5 s (e^(−2π) ≈ 0.0019, d ≈ 1·(1 + 2π)·0.0019 ≈ 0.014 < 0.1);
        // row 1, 1000 pt away, is still 13.6 pt off then.
        let tolerance = SpringTolerance(position: 0.1, velocity: 1)
        var rows: [Int: SpringAnimation<Double>] = [
            0: SpringAnimation(spring: Self.critical, from: 1, to: 0, tolerance: tolerance),
            1: SpringAnimation(spring: Self.critical, from: 1000, to: 0, tolerance: tolerance)
        ]
        rows.advanceSprings(to: 0.5)
        #expect(rows[0] == nil)
        let expected = Self.closedForm(1000, 0, omega: Self.omega, at: 0.5)
        #expect(isClose(rows[1]?.value ?? .nan, expected.d, within: 1e-9))
        rows.advanceSprings(to: 30)
        #expect(rows.isEmpty)
    }
}
