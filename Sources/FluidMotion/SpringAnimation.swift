import FluidCore

/// A spring animation of any vector value, advanced by explicit time.
///
/// The state at any time is the spring's exact solution from the last *rebase* (the start, a
/// retarget or a change of spring), so stepping at 60, 120 Hz or with hitches gives identical
/// states at identical times. Retargeting and changing the spring keep position and velocity
/// continuous. The animation settles from its state: once the trajectory stays within
/// `tolerance` for good it snaps to the target and stops.
///
/// When that happens is found lazily: a start or retarget costs about what a frame does, and
/// the exact settle time (a root search, microseconds) is solved at most once per rebase, on
/// the first frame whose state lies inside the tolerance, since none outside it can be the
/// settled one. The states are the same as solving it up front.
///
/// Invariants: `value`, `velocity` and `target` are finite; when `isSettled`, `value == target`
/// and `velocity == .zero`.
public struct SpringAnimation<Value: AnimatableVector>: Sendable {
    /// The spring driving the motion.
    public private(set) var spring: Spring
    /// Where the motion is heading.
    public private(set) var target: Value
    /// When the motion counts as at rest.
    public private(set) var tolerance: SpringTolerance
    /// Reduce Motion: when true, every start, retarget, change of spring or of velocity drops
    /// the bounce and the speed that would carry the value past its target
    /// (`removingOvershoot`), so no component ever crosses its target. Default false.
    public var forbidsOvershoot = false {
        didSet { if forbidsOvershoot != oldValue { rebase() } }
    }
    // The four readers below are inlinable: a caller in another module then reads the stored
    // field, instead of calling a generic getter that takes the whole animation (about 150 B for
    // `Double`) as a copy, which is what a frame reading it from an optional or an enum paid.

    /// The time of the latest `advance(to:)` (s).
    @inlinable public var time: Double { now }
    /// The current value; always finite.
    @inlinable public var value: Value { current }
    /// pt/s (or units/s).
    @inlinable public var velocity: Value { currentVelocity }
    /// True once the motion is within the tolerance for good and sits at `target`.
    @inlinable public var isSettled: Bool { settled }
    /// The absolute time at which the animation settles (s), `.infinity` if never. Solved on
    /// demand when not yet known (see above).
    public var settleTime: Double { knownSettleTime ?? baseTime + settlingDelay() }

    // Stored state is visible to inlinable code so `advance(to:)` specializes in the caller's
    // module: a frame step is then a few multiplications, not generic witness calls.
    @usableFromInline var now: Double
    @usableFromInline var current: Value
    @usableFromInline var currentVelocity: Value
    @usableFromInline var settled: Bool
    @usableFromInline var baseTime: Double
    @usableFromInline var baseDisplacement: Value
    @usableFromInline var baseVelocity: Value
    /// The settle time once solved since the last rebase, nil before.
    @usableFromInline var knownSettleTime: Double?

    /// Starts at `value` with `velocity` at `time`, heading for `target`. Non-finite inputs are
    /// replaced: a position by the target (or zero), a velocity by zero. A state a `Double`
    /// cannot carry through the spring — a displacement, velocity or acceleration beyond
    /// `maxMagnitude` (10³⁰⁰; from 1e308 to −1e308 the displacement overflows outright) — is
    /// rejected the same way, at every rebase: the animation is settled at its target.
    public init(
        spring: Spring, from value: Value, to target: Value, velocity: Value = .zero,
        at time: Double = 0, tolerance: SpringTolerance = .default
    ) {
        let safeTarget = target.isFiniteVector ? target : (value.isFiniteVector ? value : .zero)
        self.spring = spring
        self.target = safeTarget
        self.tolerance = tolerance
        now = InputDomain.contains(time: time) ? time : 0
        current = value.isFiniteVector ? value : safeTarget
        currentVelocity = velocity.isFiniteVector ? velocity : .zero
        settled = false
        knownSettleTime = now
        baseTime = now
        baseDisplacement = .zero
        baseVelocity = .zero
        rebase()
    }

    /// Moves the animation to `time` (s). Earlier and non-finite times are ignored: time never
    /// runs backwards. A time beyond `InputDomain.maxTime`, where a `Double` can no longer tell
    /// a spring's frames apart, completes the motion without moving the clock.
    @inlinable public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime >= now else { return }
        guard InputDomain.contains(time: newTime) else {
            if !settled { settle() }
            return
        }
        now = newTime
        guard !settled else { return }
        if let knownSettleTime, newTime >= knownSettleTime {
            settle()
            return
        }
        let state = spring.propagator(at: newTime - baseTime)
            .apply(displacement: baseDisplacement, velocity: baseVelocity)
        if knownSettleTime == nil,
            SpringAnimation.isWithinTolerance(
                displacement: state.displacement, velocity: state.velocity,
                tolerance: tolerance),
            newTime >= resolveSettleTime()
        {
            settle()
            return
        }
        current = target + state.displacement
        currentVelocity = state.velocity
    }

    /// Heads for `newTarget` from the current state (after advancing to `time` if given).
    public mutating func retarget(to newTarget: Value, at time: Double? = nil) {
        if let time { advance(to: time) }
        guard newTarget.isFiniteVector else { return }
        target = newTarget
        rebase()
    }

    /// Continues with `newSpring` from the current state.
    public mutating func setSpring(_ newSpring: Spring, at time: Double? = nil) {
        if let time { advance(to: time) }
        spring = newSpring
        rebase()
    }

    /// Replaces the velocity (e.g. a flick caught mid-flight), keeping the position.
    public mutating func setVelocity(_ newVelocity: Value, at time: Double? = nil) {
        if let time { advance(to: time) }
        guard newVelocity.isFiniteVector else { return }
        currentVelocity = newVelocity
        rebase()
    }

    /// Replaces the rest tolerance, keeping position and velocity.
    public mutating func setTolerance(_ newTolerance: SpringTolerance) {
        tolerance = newTolerance
        rebase()
    }

    /// Restarts the closed form from the current state and recomputes when it settles.
    private mutating func rebase() {
        if forbidsOvershoot {
            spring = spring.withoutBounce
            currentVelocity = Self.velocityWithoutOvershoot(
                currentVelocity, displacement: current - target,
                naturalFrequency: spring.naturalFrequency)
        }
        baseTime = now
        baseDisplacement = current - target
        baseVelocity = currentVelocity
        guard isRepresentable else {
            knownSettleTime = now
            settle()
            return
        }
        knownSettleTime = nil
        settled = false
        // Settled at once only from a state inside the tolerance: solve only then.
        if SpringAnimation.isWithinTolerance(
            displacement: baseDisplacement, velocity: baseVelocity,
            tolerance: tolerance),
            resolveSettleTime() <= now
        {
            settle()
        }
    }

    /// Seconds from the last rebase until the motion stays within the tolerance for good:
    /// each component's exact settling time for its share (1/√n) of the tolerance, the latest.
    private func settlingDelay() -> Double {
        let n = Double(Value.scalarCount).squareRoot()
        var latest = 0.0
        for i in 0..<Value.scalarCount {
            let t = spring.settlingTime(
                displacement: baseDisplacement[scalar: i],
                velocity: baseVelocity[scalar: i],
                positionTolerance: tolerance.position / n,
                velocityTolerance: tolerance.velocity / n)
            latest = max(latest, t)
        }
        return latest
    }

    /// The settle time, solved now if not yet known since the last rebase.
    @usableFromInline mutating func resolveSettleTime() -> Double {
        if let knownSettleTime { return knownSettleTime }
        let time = baseTime + settlingDelay()
        knownSettleTime = time
        return time
    }

    /// Slack on the tolerance test that decides whether to solve the settle time, so rounding
    /// never hides the frame the motion settles on: in a component (the state from the
    /// propagator, the search from its own evaluation) and in the frame's absolute time, which a
    /// `Double` rounds to 0.12 ms at 10¹² s, so the elapsed time at `settleTime` can fall short
    /// of the solved delay and leave the state just outside the tolerance. Solving on a frame
    /// that does not settle only costs time, once per rebase.
    @usableFromInline static var toleranceSlack: Double { 2 }

    /// True when every component of `displacement` and `velocity` lies within its share (1/√n)
    /// of `tolerance` (widened by `toleranceSlack`): a necessary condition for being settled.
    @inlinable static func isWithinTolerance(
        displacement: Value, velocity: Value,
        tolerance: SpringTolerance
    ) -> Bool {
        let share = toleranceSlack / Double(Value.scalarCount).squareRoot()
        let position = tolerance.position * share, speed = tolerance.velocity * share
        for i in 0..<Value.scalarCount {
            guard abs(displacement[scalar: i]) <= position, abs(velocity[scalar: i]) <= speed else { return false }
        }
        return true
    }

    /// The largest |displacement|, |velocity| or |acceleration| (per component) the animation
    /// takes. The closed form and the settling search add and scale these by the spring's
    /// coefficients and by times of up to hours: 10⁸ of headroom below the largest `Double`
    /// keeps every intermediate finite (at 1e308 a sum of two terms near 0.9e308 overflowed).
    public static var maxMagnitude: Double { 1e300 }

    /// True when the base displacement, velocity and acceleration are all within `maxMagnitude`.
    private var isRepresentable: Bool {
        Self.isRepresentable(spring: spring, displacement: baseDisplacement, velocity: baseVelocity)
    }

    /// Whether `spring` moves a state `displacement` from its target at `velocity`: each
    /// component's displacement, velocity and acceleration within `maxMagnitude`. An animation
    /// started, retargeted or given a spring from any other state settles at once (a state that
    /// large, its motion would overflow a `Double`): a caller that must show the motion asks first.
    public static func isRepresentable(spring: Spring, displacement: Value, velocity: Value) -> Bool {
        for i in 0..<Value.scalarCount {
            let d = displacement[scalar: i]
            let v = velocity[scalar: i]
            let a = spring.acceleration(displacement: d, velocity: v)
            guard abs(d) <= maxMagnitude, abs(v) <= maxMagnitude, abs(a) <= maxMagnitude else {
                return false
            }
        }
        return true
    }

    @inlinable mutating func settle() {
        current = target
        currentVelocity = .zero
        settled = true
    }
}
