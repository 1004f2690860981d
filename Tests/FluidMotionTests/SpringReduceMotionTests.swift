import FluidCore
import FluidMotion
import FluidTestSupport
import Testing

/// Reduce Motion on a spring animation: no bounce, and no component ever crosses its target,
/// whatever the spring (all three regimes, mass ≠ 1) and however hard it starts toward it.
struct SpringReduceMotionTests {
    /// The displacement from the target, sampled every millisecond for `seconds`.
    static func displacements(_ animation: SpringAnimation<Double>, seconds: Double = 3) -> [Double] {
        var animation = animation
        let start = animation.time
        return (0...Int(seconds * 1000)).map { step in
            animation.advance(to: start + Double(step) / 1000)
            return animation.value - animation.target
        }
    }

    static func crosses(_ displacements: [Double], from side: Double) -> Bool {
        displacements.contains { $0 * side < -1e-9 }
    }

    @Test func withoutBounceRaisesDampingToCriticalAndKeepsTheFrequency() throws {
        let bouncy = try Spring(response: 0.5, dampingRatio: 0.3, mass: 2)
        let calm = bouncy.withoutBounce
        #expect(isClose(calm.dampingRatio, 1, within: 1e-12))
        #expect(calm.mass == 2 && calm.stiffness == bouncy.stiffness)
        // ζ = c / (2√(km)): critical c for k = (2π/0.5)²·2 is 2·√(k·2).
        #expect(isClose(calm.damping, 2 * (bouncy.stiffness * 2).squareRoot(), within: 1e-9))
        let overdamped = try Spring(response: 0.5, dampingRatio: 1.6)
        #expect(overdamped.withoutBounce == overdamped)
    }

    @Test(arguments: [0.2, 0.8, 1.0, 2.0], [1.0, 3.0])
    func aHardStartTowardTheTargetNeverCrossesIt(dampingRatio: Double, mass: Double) throws {
        let spring = try Spring(response: 0.4, dampingRatio: dampingRatio, mass: mass)
        // 20 000 pt/s toward a target 100 pt away: more than b·d for every ζ here (ζ 2: b = ω₀(2 + √3),
        // 3.73 · 2π/0.4 · 100 ≈ 5860 pt/s), so each crosses without the flag.
        var free = SpringAnimation(spring: spring, from: 100.0, to: 0, velocity: -20000)
        #expect(Self.crosses(Self.displacements(free), from: 1), "a start this hard crosses without the flag")
        free.forbidsOvershoot = true
        #expect(!Self.crosses(Self.displacements(free), from: 1))
        #expect(free.spring.dampingRatio >= 1 - 1e-12)
    }

    @Test func aGentleStartAndOneAwayFromTheTargetKeepTheirVelocity() {
        var gentle = SpringAnimation(
            spring: .constant(response: 0.4, dampingRatio: 0.8), from: 100.0, to: 0, velocity: -500)
        gentle.forbidsOvershoot = true
        #expect(gentle.velocity == -500)
        var away = SpringAnimation(
            spring: .constant(response: 0.4, dampingRatio: 0.8), from: -40.0, to: 0, velocity: -3000)
        away.forbidsOvershoot = true
        #expect(away.velocity == -3000)
        #expect(!Self.crosses(Self.displacements(away), from: -1))
    }

    @Test func aRetargetAcrossTheMotionStaysOnItsSide() {
        var animation = SpringAnimation(
            spring: .constant(response: 0.3, dampingRatio: 0.5), from: 0.0, to: 300, velocity: 4000)
        animation.forbidsOvershoot = true
        animation.advance(to: 0.05)
        // Moving up fast at ~150 pt: a new target just ahead of it.
        let position = animation.value
        animation.retarget(to: position + 20)
        #expect(!Self.crosses(Self.displacements(animation), from: -1))
    }

    @Test func eachComponentOfAPointStaysOnItsSide() {
        var animation = SpringAnimation(
            spring: .constant(response: 0.4, dampingRatio: 0.6),
            from: Point(x: 0, y: 500), to: Point(x: 300, y: 100),
            velocity: Point(x: 6000, y: -6000))
        animation.forbidsOvershoot = true
        let start = animation.time
        for step in 0...3000 {
            animation.advance(to: start + Double(step) / 1000)
            #expect(animation.value.x <= 300 + 1e-9 && animation.value.y >= 100 - 1e-9)
        }
    }

    @Test func reduceMotionTurnsTheFlagOnOnlyWhenAskedAndNeverRebasesTwice() {
        let start = SpringAnimation(
            spring: .constant(response: 0.4, dampingRatio: 0.5), from: 100.0, to: 0,
            velocity: -4000)
        var untouched = start
        untouched.reduceMotion(false)
        #expect(!untouched.forbidsOvershoot && untouched.velocity == -4000)
        var reduced = start
        reduced.reduceMotion(true)
        // The speed toward the target is limited to ω₀·|d| = (2π/0.4)·100 ≈ 1570.8 pt/s.
        #expect(reduced.forbidsOvershoot)
        #expect(isClose(reduced.velocity, -2 * Double.pi / 0.4 * 100, within: 1e-9))
        // A second call, after the motion has moved on, must not rebase: a rebase would limit
        // the velocity again from the new displacement, so compare with an animation left alone.
        reduced.advance(to: 0.05)
        var again = reduced
        again.reduceMotion(true)
        again.advance(to: 0.1)
        reduced.advance(to: 0.1)
        #expect(again.value == reduced.value && again.velocity == reduced.velocity)
    }
}
