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
    public private(set) var time: Double
    public private(set) var value: Value
    /// pt/s (or units/s).
    public private(set) var velocity: Value
    public private(set) var isSettled: Bool
    /// The absolute time at which the animation settles (s), `.infinity` if never.
    public private(set) var settleTime: Double

    private var baseTime: Double
    private var baseDisplacement: Value
    private var baseVelocity: Value

    /// Starts at `value` with `velocity` at `time`, heading for `target`. Non-finite inputs are
    /// replaced: a position by the target (or zero), a velocity by zero.
    public init(spring: Spring, from value: Value, to target: Value, velocity: Value = .zero,
                at time: Double = 0, tolerance: SpringTolerance = .default) {
        let safeTarget = target.isFiniteVector ? target : (value.isFiniteVector ? value : .zero)
        self.spring = spring
        self.target = safeTarget
        self.tolerance = tolerance
        self.time = time.isFinite ? time : 0
        self.value = value.isFiniteVector ? value : safeTarget
        self.velocity = velocity.isFiniteVector ? velocity : .zero
        isSettled = false
        settleTime = self.time
        baseTime = self.time
        baseDisplacement = .zero
        baseVelocity = .zero
        rebase()
    }

    /// Moves the animation to `time` (s). Earlier or non-finite times are ignored: time never
    /// runs backwards.
    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime >= time else { return }
        time = newTime
        guard !isSettled else { return }
        if newTime >= settleTime {
            settle()
            return
        }
        let state = spring.propagator(at: newTime - baseTime)
            .apply(displacement: baseDisplacement, velocity: baseVelocity)
        value = target + state.displacement
        velocity = state.velocity
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
        velocity = newVelocity
        rebase()
    }

    public mutating func setTolerance(_ newTolerance: SpringTolerance) {
        tolerance = newTolerance
        rebase()
    }

    /// Restarts the closed form from the current state and recomputes when it settles.
    private mutating func rebase() {
        baseTime = time
        baseDisplacement = value - target
        baseVelocity = velocity
        let n = Double(Value.scalarCount).squareRoot()
        var latest = 0.0
        for i in 0..<Value.scalarCount {
            let t = spring.settlingTime(displacement: baseDisplacement[scalar: i],
                                        velocity: baseVelocity[scalar: i],
                                        positionTolerance: tolerance.position / n,
                                        velocityTolerance: tolerance.velocity / n)
            latest = max(latest, t)
        }
        settleTime = time + latest
        isSettled = false
        if latest == 0 { settle() }
    }

    private mutating func settle() {
        value = target
        velocity = .zero
        isSettled = true
    }
}
