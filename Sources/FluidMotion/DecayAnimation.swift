import FluidCore

/// A decelerating motion (a flick let go) advanced by explicit time, exact at any cadence.
///
/// It stops when its speed falls to `stopVelocity` (pt/s) and snaps to its final position, which
/// is then |velocity| / |λ| away (λ = 1000·ln rate, −2.002/s for `.normal`): 0.25 pt at the
/// default 0.5 pt/s with `.normal`, half a pixel on a 2× screen, so the snap cannot be seen.
///
/// Invariants: `value` and `velocity` are finite; when `isSettled`, `value == finalValue` and
/// `velocity == .zero`.
public struct DecayAnimation<Value: AnimatableVector>: Sendable {
    /// How fast the velocity decays.
    public let decay: Decay
    /// When the motion started (s).
    public let startTime: Double
    /// Where the motion started.
    public let startValue: Value
    /// The velocity it started with (per second).
    public let startVelocity: Value
    /// The speed (per second) below which the motion stops at its final value.
    public let stopVelocity: Double
    /// The time the animation was last advanced to (s).
    public private(set) var time: Double
    /// The current value; always finite.
    public private(set) var value: Value
    /// The current velocity (per second); zero once settled.
    public private(set) var velocity: Value
    /// True once the motion has stopped at `finalValue`.
    public private(set) var isSettled: Bool
    /// The absolute time at which the motion stops (s).
    public let stopTime: Double

    /// The default stop speed (pt/s): the final snap is 0.25 pt with `.normal`.
    public static var defaultStopVelocity: Double { 0.5 }

    /// Starts at `value` with `velocity` (pt/s) at `time` (s). Non-finite inputs are replaced: a
    /// position by zero, a velocity by zero, a time by 0, and a `stopVelocity` that is not finite
    /// and > 0 by `defaultStopVelocity`. A velocity that would carry the value past the largest
    /// Double (a start near ±1.8e308) is replaced by zero, so `value` stays finite.
    public init(
        decay: Decay = .normal, from value: Value, velocity: Value, at time: Double = 0,
        stopVelocity: Double = DecayAnimation.defaultStopVelocity
    ) {
        let x = value.isFiniteVector ? value : .zero
        var v = velocity.isFiniteVector ? velocity : .zero
        if !decay.finalPosition(from: x, velocity: v).isFiniteVector { v = .zero }
        let t = InputDomain.contains(time: time) ? time : 0
        let stop = stopVelocity.isFinite && stopVelocity > 0 ? stopVelocity : Self.defaultStopVelocity
        self.decay = decay
        startTime = t
        startValue = x
        startVelocity = v
        self.stopVelocity = stop
        self.time = t
        self.value = x
        self.velocity = v
        stopTime = t + decay.duration(from: v.magnitude, until: stop)
        isSettled = false
        if stopTime <= t { settle() }
    }

    /// The position where the motion comes to rest.
    public var finalValue: Value { decay.finalPosition(from: startValue, velocity: startVelocity) }

    /// Position and velocity at `time` without changing the animation; times before the start
    /// give the start.
    public func state(at time: Double) -> (value: Value, velocity: Value) {
        if time >= stopTime { return (finalValue, .zero) }
        let elapsed = time - startTime
        return (
            decay.position(from: startValue, velocity: startVelocity, at: elapsed),
            decay.velocity(from: startVelocity, at: elapsed)
        )
    }

    /// Moves to `time` (s); earlier and non-finite times are ignored. A time beyond
    /// `InputDomain.maxTime` completes the motion without moving the clock.
    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime >= time else { return }
        guard InputDomain.contains(time: newTime) else {
            if !isSettled { settle() }
            return
        }
        time = newTime
        guard !isSettled else { return }
        if newTime >= stopTime {
            settle()
        } else {
            (value, velocity) = state(at: newTime)
        }
    }

    private mutating func settle() {
        value = finalValue
        velocity = .zero
        isSettled = true
    }
}
