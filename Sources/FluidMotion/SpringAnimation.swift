/// A spring animation of any vector value, advanced by explicit time.
///
/// The state at any time is the spring's exact solution from the last *rebase* (the start, a
/// retarget or a change of spring), so stepping at 60, 120 Hz or with hitches gives identical
/// states at identical times. Retargeting and changing the spring keep position and velocity
/// continuous. The animation settles from its state: once the trajectory stays within
/// `tolerance` for good it snaps to the target and stops.
///
/// Invariants: `value`, `velocity` and `target` are finite; when `isSettled`, `value == target`
/// and `velocity == .zero`.
public struct SpringAnimation<Value: AnimatableVector>: Sendable {
    public private(set) var spring: Spring
    public private(set) var target: Value
    public private(set) var tolerance: SpringTolerance
    /// The time of the latest `advance(to:)` (s).
    public var time: Double { now }
    public var value: Value { current }
    /// pt/s (or units/s).
    public var velocity: Value { currentVelocity }
    public var isSettled: Bool { settled }
    /// The absolute time at which the animation settles (s), `.infinity` if never.
    public private(set) var settleTime: Double

    // Stored state is visible to inlinable code so `advance(to:)` specializes in the caller's
    // module: a frame step is then a few multiplications, not generic witness calls.
    @usableFromInline var now: Double
    @usableFromInline var current: Value
    @usableFromInline var currentVelocity: Value
    @usableFromInline var settled: Bool
    @usableFromInline var baseTime: Double
    @usableFromInline var baseDisplacement: Value
    @usableFromInline var baseVelocity: Value

    /// Starts at `value` with `velocity` at `time`, heading for `target`. Non-finite inputs are
    /// replaced: a position by the target (or zero), a velocity by zero. A state a `Double`
    /// cannot carry through the spring — a displacement, velocity or acceleration that overflows
    /// (|value − target| near 1e308) — is rejected the same way, at every rebase: the animation
    /// is settled at its target.
    public init(spring: Spring, from value: Value, to target: Value, velocity: Value = .zero,
                at time: Double = 0, tolerance: SpringTolerance = .default) {
        let safeTarget = target.isFiniteVector ? target : (value.isFiniteVector ? value : .zero)
        self.spring = spring
        self.target = safeTarget
        self.tolerance = tolerance
        now = time.isFinite ? time : 0
        current = value.isFiniteVector ? value : safeTarget
        currentVelocity = velocity.isFiniteVector ? velocity : .zero
        settled = false
        settleTime = now
        baseTime = now
        baseDisplacement = .zero
        baseVelocity = .zero
        rebase()
    }

    /// Moves the animation to `time` (s). Earlier or non-finite times are ignored: time never
    /// runs backwards.
    @inlinable public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime >= now else { return }
        now = newTime
        guard !settled else { return }
        if newTime >= settleTime {
            settle()
            return
        }
        let state = spring.propagator(at: newTime - baseTime)
            .apply(displacement: baseDisplacement, velocity: baseVelocity)
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

    public mutating func setTolerance(_ newTolerance: SpringTolerance) {
        tolerance = newTolerance
        rebase()
    }

    /// Restarts the closed form from the current state and recomputes when it settles.
    private mutating func rebase() {
        baseTime = now
        baseDisplacement = current - target
        baseVelocity = currentVelocity
        guard isRepresentable else {
            settleTime = now
            settle()
            return
        }
        let n = Double(Value.scalarCount).squareRoot()
        var latest = 0.0
        for i in 0..<Value.scalarCount {
            let t = spring.settlingTime(displacement: baseDisplacement[scalar: i],
                                        velocity: baseVelocity[scalar: i],
                                        positionTolerance: tolerance.position / n,
                                        velocityTolerance: tolerance.velocity / n)
            latest = max(latest, t)
        }
        settleTime = now + latest
        settled = false
        if latest == 0 { settle() }
    }

    /// True when the base displacement, velocity and acceleration are all finite.
    private var isRepresentable: Bool {
        for i in 0..<Value.scalarCount {
            let d = baseDisplacement[scalar: i]
            let v = baseVelocity[scalar: i]
            guard d.isFinite, v.isFinite, spring.acceleration(displacement: d, velocity: v).isFinite else {
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
