import FluidCore
import FluidRandom
import FluidTestSupport
import Testing

@testable import FluidMotion

@Suite("SpringAnimation")
struct SpringAnimationTests {
    static let spring = Spring.constant(response: 0.45, dampingRatio: 0.62, mass: 1.7)
    /// Tolerances so small the animation never snaps during these comparisons.
    static let tight = SpringTolerance(position: 1e-12, velocity: 1e-12)

    /// 60, 80 and 120 Hz and two hitched cadences (dropped frames, a 250 ms stall, sub-ms steps).
    static let cadences: [(name: String, times: [Double])] = {
        func regular(_ hz: Double) -> [Double] { (0...Int(2 * hz)).map { Double($0) / hz } }
        var hitched: [Double] = [0]
        var rng = SplitMix64(seed: 120)
        while hitched.last! < 2 {
            let dt = rng.uniform(0...1) < 0.1 ? rng.uniform(0.03...0.25) : rng.uniform(0.0005...0.02)
            hitched.append(hitched.last! + dt)
        }
        let stalls = [0, 0.004, 0.0041, 0.3, 0.31, 0.9, 0.9000001, 1.4, 2]
        return [
            ("60 Hz", regular(60)), ("80 Hz", regular(80)), ("120 Hz", regular(120)),
            ("random hitches", hitched), ("stalls", stalls)
        ]
    }()

    /// Every cadence gives exactly the closed form from the start (restated here with the
    /// independent textbook formula) at every frame.
    @Test(arguments: cadences.indices)
    func anyCadenceFollowsTheClosedForm(index: Int) {
        let (name, times) = Self.cadences[index]
        let (d0, v0, target) = (-320.0, 1800.0, 500.0)
        var animation = SpringAnimation(
            spring: Self.spring, from: target + d0, to: target,
            velocity: v0, tolerance: Self.tight)
        for t in times {
            animation.advance(to: t)
            let r = textbookState(
                mass: 1.7, stiffness: Self.spring.stiffness, damping: Self.spring.damping,
                d0: d0, v0: v0, t: t)
            #expect(isClose(animation.value, target + r.d, within: 1e-9), "\(name) t=\(t)")
            #expect(isClose(animation.velocity, r.v, within: 1e-8), "\(name) t=\(t)")
            #expect(animation.time == t)
        }
    }

    /// Frames that 60, 80 and 120 Hz share (every 50 ms) hold bit-identical states.
    @Test func sharedFramesAreIdenticalAcrossRates() {
        var states: [[Double]] = []
        for hz in [60.0, 80.0, 120.0] {
            var animation = SpringAnimation(spring: Self.spring, from: 0.0, to: 844, velocity: -2500)
            var shared: [Double] = []
            let perShared = Int(hz / 20)
            for frame in 0...Int(hz * 1.5) {
                animation.advance(to: Double(frame) / hz)
                if frame % perShared == 0 { shared += [animation.value, animation.velocity] }
            }
            states.append(shared)
        }
        #expect(states[0] == states[1])
        #expect(states[1] == states[2])
    }

    /// A retarget at T keeps position and velocity (to 1e-12) and then follows the closed form
    /// restarted from the state at T toward the new target.
    @Test(arguments: [0.0, 0.05, 0.2, 0.61])
    func retargetKeepsPositionAndVelocityContinuous(at retargetTime: Double) {
        var animation = SpringAnimation(
            spring: Self.spring, from: 0.0, to: 100, velocity: 300,
            tolerance: Self.tight)
        animation.advance(to: retargetTime)
        let before = (animation.value, animation.velocity)
        animation.retarget(to: -250)
        #expect(isClose(animation.value, before.0, atMost: 1e-12))
        #expect(isClose(animation.velocity, before.1, atMost: 1e-12))
        #expect(animation.target == -250)
        // Just after: continuity in the limit.
        var probe = animation
        probe.advance(to: retargetTime + 1e-9)
        #expect(isClose(probe.value, before.0, within: 1e-6))
        #expect(isClose(probe.velocity, before.1, within: 1e-4))
        for dt in [0.01, 0.1, 0.5, 1.3] {
            animation.advance(to: retargetTime + dt)
            let r = textbookState(
                mass: 1.7, stiffness: Self.spring.stiffness, damping: Self.spring.damping,
                d0: before.0 + 250, v0: before.1, t: dt)
            #expect(isClose(animation.value, -250 + r.d, within: 1e-9))
            #expect(isClose(animation.velocity, r.v, within: 1e-8))
        }
    }

    @Test func retargetWithTimeAdvancesFirst() {
        var a = SpringAnimation(spring: Self.spring, from: 0.0, to: 100, tolerance: Self.tight)
        var b = a
        a.retarget(to: 40, at: 0.3)
        b.advance(to: 0.3)
        b.retarget(to: 40)
        #expect(a.value == b.value && a.velocity == b.velocity && a.time == 0.3)
    }

    @Test func setSpringKeepsPositionAndVelocityContinuous() throws {
        var animation = SpringAnimation(
            spring: Self.spring, from: 0.0, to: 100, velocity: -50,
            tolerance: Self.tight)
        animation.advance(to: 0.17)
        let before = (animation.value, animation.velocity)
        let stiff = try Spring(response: 0.1, dampingRatio: 1.4, mass: 0.5)
        animation.setSpring(stiff, at: 0.17)
        #expect(isClose(animation.value, before.0, atMost: 1e-12))
        #expect(isClose(animation.velocity, before.1, atMost: 1e-12))
        animation.advance(to: 0.27)
        let r = textbookState(
            mass: 0.5, stiffness: stiff.stiffness, damping: stiff.damping,
            d0: before.0 - 100, v0: before.1, t: 0.1)
        #expect(isClose(animation.value, 100 + r.d, within: 1e-9))
        #expect(animation.spring == stiff)
    }

    @Test func setVelocityKeepsPosition() {
        var animation = SpringAnimation(spring: Self.spring, from: 10.0, to: 100, tolerance: Self.tight)
        animation.advance(to: 0.1)
        let x = animation.value
        animation.setVelocity(-900)
        #expect(animation.value == x && animation.velocity == -900)
        animation.setVelocity(.nan)
        #expect(animation.velocity == -900)
    }

    /// Settles by state: exactly when the spring's settling time from the start says so, and
    /// then sits at the target with zero velocity.
    @Test func settlesByState() {
        let tolerance = SpringTolerance(position: 0.25, velocity: 5)
        var animation = SpringAnimation(
            spring: Self.spring, from: 0.0, to: 300, velocity: 0,
            at: 2, tolerance: tolerance)
        let expected = Self.spring.settlingTime(
            displacement: -300, velocity: 0,
            positionTolerance: 0.25, velocityTolerance: 5)
        #expect(isClose(animation.settleTime, 2 + expected, within: 1e-12))
        animation.advance(to: 2 + expected - 1e-6)
        #expect(!animation.isSettled)
        // Just before, the trajectory is still at the edge of the band.
        let edge = max(abs(animation.value - 300) / 0.25, abs(animation.velocity) / 5)
        #expect(edge > 0.999 && edge < 1.001)
        animation.advance(to: 2 + expected)
        #expect(animation.isSettled)
        #expect(animation.value == 300 && animation.velocity == 0)
        animation.advance(to: 100)
        #expect(animation.value == 300 && animation.velocity == 0 && animation.time == 100)
    }

    @Test func startingAtRestOnTheTargetIsSettled() {
        let animation = SpringAnimation(spring: Self.spring, from: 5.0, to: 5)
        #expect(animation.isSettled)
        #expect(animation.settleTime == 0)
    }

    @Test func retargetWakesASettledAnimation() {
        var animation = SpringAnimation(spring: Self.spring, from: 5.0, to: 5)
        animation.retarget(to: 50, at: 1)
        #expect(!animation.isSettled)
        #expect(animation.value == 5)
        animation.advance(to: 1.1)
        #expect(animation.value > 5)
    }

    @Test func nonFiniteInputsAreSanitized() {
        let a = SpringAnimation(spring: Self.spring, from: Double.nan, to: 10, velocity: .infinity, at: .nan)
        #expect(a.value == 10 && a.velocity == 0 && a.time == 0 && a.isSettled)
        let b = SpringAnimation(spring: Self.spring, from: 3.0, to: .nan, velocity: 300)
        #expect(b.target == 3 && b.value == 3 && b.velocity == 300 && !b.isSettled)
        let c = SpringAnimation(spring: Self.spring, from: Double.infinity, to: -.infinity)
        #expect(c.target == 0 && c.value == 0 && c.isSettled)

        var d = SpringAnimation(spring: Self.spring, from: 0.0, to: 100)
        d.advance(to: 0.2)
        let snapshot = (d.value, d.velocity, d.time)
        d.advance(to: .nan)
        d.advance(to: .infinity)
        d.advance(to: 0.1)  // backwards
        d.retarget(to: .nan)
        #expect(d.value == snapshot.0 && d.velocity == snapshot.1 && d.time == snapshot.2)
        #expect(d.target == 100)
        #expect(d.value.isFinite && d.velocity.isFinite)
    }

    /// A 2-D animation is the two 1-D animations side by side (until it settles).
    @Test func pointAnimationIsComponentwise() {
        var p = SpringAnimation(
            spring: Self.spring, from: Point(x: 10, y: 700), to: Point(x: 300, y: 80),
            velocity: Point(x: -400, y: 2500), tolerance: Self.tight)
        var x = SpringAnimation(spring: Self.spring, from: 10.0, to: 300, velocity: -400, tolerance: Self.tight)
        var y = SpringAnimation(spring: Self.spring, from: 700.0, to: 80, velocity: 2500, tolerance: Self.tight)
        for t in stride(from: 0.0, through: 1.5, by: 1.0 / 120) {
            p.advance(to: t); x.advance(to: t); y.advance(to: t)
            #expect(p.value == Point(x: x.value, y: y.value))
            #expect(p.velocity == Point(x: x.velocity, y: y.velocity))
        }
        p.retarget(to: Point(x: 0, y: 0))
        #expect(p.value == Point(x: x.value, y: y.value))
    }

    /// The 2-D animation settles only when the distance and the speed (Euclidean) stay inside
    /// the tolerance, not merely each component.
    @Test func pointAnimationSettlesOnMagnitude() {
        let tolerance = SpringTolerance(position: 0.5, velocity: 5)
        let start = Point(x: 0, y: 0), target = Point(x: 200, y: 200), v0 = Point(x: 100, y: -300)
        let p = SpringAnimation(
            spring: Self.spring, from: start, to: target, velocity: v0,
            tolerance: tolerance)
        #expect(p.settleTime > 0 && p.settleTime.isFinite)
        for t in stride(from: p.settleTime, through: p.settleTime + 3, by: 0.0005) {
            let s = Self.spring.propagator(at: t).apply(displacement: start - target, velocity: v0)
            #expect(s.displacement.length <= 0.5 + 1e-9)
            #expect(s.velocity.length <= 5 + 1e-9)
        }
    }

    @Test func toleranceForScale() {
        #expect(SpringTolerance(scale: 2) == SpringTolerance(position: 0.25, velocity: 5))
        #expect(SpringTolerance.default == SpringTolerance(scale: 2))
        #expect(SpringTolerance(scale: 3).position == 0.5 / 3)
    }

    @Test func setToleranceRecomputesTheSettleTime() {
        var animation = SpringAnimation(spring: Self.spring, from: 0.0, to: 100)
        let loose = animation.settleTime
        animation.setTolerance(SpringTolerance(position: 0.001, velocity: 0.01))
        #expect(animation.settleTime > loose)
    }
}
