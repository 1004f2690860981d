import FluidRandom
import Testing

@testable import FluidMotion

/// The settle time is solved lazily (on the first frame inside the tolerance); the animation
/// must settle on exactly the frames where solving it up front would: the first frame at or
/// after `rebase time + Spring.settlingTime(...)` of the state it was retargeted from.
@Suite struct SpringAnimationSettleTests {
    /// Under-, critically and over-damped, mass ≠ 1.
    static let springs = [
        Spring.constant(response: 0.45, dampingRatio: 0.5, mass: 1.7),
        Spring.constant(response: 0.3, dampingRatio: 1, mass: 0.6),
        Spring.constant(response: 0.6, dampingRatio: 1.8, mass: 2.5)
    ]
    static let tolerance = SpringTolerance(position: 0.5, velocity: 4)

    @Test(arguments: springs.indices)
    func settlesOnTheFramesAnUpFrontSolveGives(_ index: Int) {
        let spring = Self.springs[index]
        var rng = SplitMix64(seed: UInt64(40 + index))
        var animation = SpringAnimation(
            spring: spring, from: 0.0, to: 300, velocity: -900, at: 0,
            tolerance: Self.tolerance)
        var expectedSettle = spring.settlingTime(
            displacement: -300, velocity: -900,
            positionTolerance: 0.5, velocityTolerance: 4)
        var t = 0.0
        var settles = 0
        for frame in 1...2400 {
            t = Double(frame) / 120
            animation.advance(to: t)
            #expect(animation.isSettled == (t >= expectedSettle), "frame \(frame)")
            if animation.isSettled { #expect(animation.value == animation.target && animation.velocity == 0) }
            // Every 40 frames on average, a new target (sometimes right where the motion is).
            if rng.uniform(0...1) < 0.025 {
                let target =
                    rng.uniform(0...1) < 0.2 ? animation.value + rng.uniform(-0.2...0.2) : rng.uniform(-400...400)
                let (value, velocity) = (animation.value, animation.velocity)
                animation.retarget(to: target)
                expectedSettle =
                    t
                    + spring.settlingTime(
                        displacement: value - target, velocity: velocity,
                        positionTolerance: 0.5, velocityTolerance: 4)
                #expect(animation.isSettled == (t >= expectedSettle))
            }
            if animation.isSettled { settles += 1 }
        }
        #expect(settles > 100)
    }

    @Test func aStartOrRetargetFarFromRestSolvesNothing() {
        let spring = Self.springs[0]
        var animation = SpringAnimation(spring: spring, from: 0.0, to: 300, tolerance: Self.tolerance)
        #expect(animation.knownSettleTime == nil)
        animation.retarget(to: -50, at: 0.1)
        #expect(animation.knownSettleTime == nil)
        // The reported settle time is solved on demand all the same.
        #expect(animation.settleTime > 0.1 && animation.settleTime.isFinite)
    }
}
