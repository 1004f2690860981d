/// A decelerating motion (a flick let go) advanced by explicit time, exact at any cadence.
///
/// It stops when its speed falls to `stopVelocity` (pt/s); at that moment it is
/// |velocity|/|λ| ≤ stopVelocity/6.7 pt short of its final position for 0.998 (≈ 0.7 pt at the
/// default 5 pt/s) and snaps there.
public struct DecayAnimation<Value: AnimatableVector>: Sendable {
    public let decay: Decay
    public let startTime: Double
    public let startValue: Value
    public let startVelocity: Value
    public let stopVelocity: Double
    public private(set) var time: Double
    public private(set) var value: Value
    public private(set) var velocity: Value
    public private(set) var isSettled: Bool
    /// The absolute time at which the motion stops (s).
    public let stopTime: Double

    public init(decay: Decay = .normal, from value: Value, velocity: Value, at time: Double = 0,
                stopVelocity: Double = 5) {
        let v = velocity.isFiniteVector ? velocity : .zero
        let t = time.isFinite ? time : 0
        self.decay = decay
        startTime = t
        startValue = value
        startVelocity = v
        self.stopVelocity = stopVelocity
        self.time = t
        self.value = value
        self.velocity = v
        stopTime = t + decay.duration(from: v.magnitude, until: stopVelocity)
        isSettled = stopTime <= t
        if isSettled { self.velocity = .zero }
    }

    /// The position where the motion comes to rest.
    public var finalValue: Value { decay.finalPosition(from: startValue, velocity: startVelocity) }

    /// Position and velocity at `time` without changing the animation.
    public func state(at time: Double) -> (value: Value, velocity: Value) {
        if time >= stopTime { return (finalValue, .zero) }
        let elapsed = time - startTime
        return (decay.position(from: startValue, velocity: startVelocity, at: elapsed),
                decay.velocity(from: startVelocity, at: elapsed))
    }

    /// Moves to `time` (s); earlier or non-finite times are ignored.
    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime >= time, !isSettled else { return }
        time = newTime
        (value, velocity) = state(at: newTime)
        isSettled = newTime >= stopTime
    }
}
