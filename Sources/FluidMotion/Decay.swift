import RealModule

/// UIScrollView's deceleration: velocity falls by the factor `rate` every millisecond.
///
///     v(t) = v₀·r^(1000t)      x(t) = x₀ + v₀·(r^(1000t) − 1) / (1000·ln r)
///     x(∞) = x₀ − v₀ / (1000·ln r)
public struct Decay: Hashable, Sendable {
    /// Velocity retained per millisecond, in (0, 1).
    public let rate: Double
    /// λ = 1000·ln(rate), the (negative) exponential rate per second.
    @usableFromInline let lambda: Double

    /// A decay keeping `rate` of its velocity per millisecond (UIScrollView: 0.998 normal, 0.99 fast).
    /// - Throws: `ParameterError` unless 0 < rate < 1.
    public init(rate: Double) throws(ParameterError) {
        try ParameterError.require(rate > 0 && rate < 1, "decelerationRate", rate, "in (0, 1)")
        self.rate = rate
        lambda = 1000 * Double.log(rate)
    }

    private init(uncheckedRate rate: Double) {
        self.rate = rate
        lambda = 1000 * Double.log(rate)
    }

    /// UIScrollView.DecelerationRate.normal: 0.998 per ms.
    public static let normal = Decay(uncheckedRate: 0.998)
    /// UIScrollView.DecelerationRate.fast: 0.99 per ms.
    public static let fast = Decay(uncheckedRate: 0.99)

    /// Velocity `time` seconds after starting with `velocity` (pt/s).
    @inlinable public func velocity<V: AnimatableVector>(from velocity: V, at time: Double) -> V {
        Double.exp(lambda * max(0, time)) * velocity
    }

    /// Position `time` seconds after starting at `position` with `velocity`.
    @inlinable public func position<V: AnimatableVector>(
        from position: V, velocity: V,
        at time: Double
    ) -> V {
        position + (Double.expMinusOne(lambda * max(0, time)) / lambda) * velocity
    }

    /// Where the motion comes to rest.
    @inlinable public func finalPosition<V: AnimatableVector>(from position: V, velocity: V) -> V {
        position + (-1 / lambda) * velocity
    }

    /// Seconds until |velocity| falls to `threshold` (pt/s, > 0); 0 if it already has.
    public func duration(from velocity: Double, until threshold: Double) -> Double {
        let speed = abs(velocity)
        guard speed > threshold, threshold > 0 else { return 0 }
        return Double.log(threshold / speed) / lambda
    }

    /// Seconds until the motion from `position` with `velocity` reaches `boundary`, or nil if it
    /// stops short (or moves away from it).
    public func time(toReach boundary: Double, from position: Double, velocity: Double) -> Double? {
        if boundary == position { return 0 }
        guard velocity != 0 else { return nil }
        // e^(λt) = 1 + λ(X − x₀)/v₀, reachable only while the right side is in (0, 1].
        let argument = lambda * (boundary - position) / velocity
        guard argument > -1, argument <= 0 else { return nil }
        return Double.log(onePlus: argument) / lambda
    }

    /// WWDC18's projection of where a flick would land: (v₀ / 1000)·r / (1 − r), the discrete
    /// sum of per-millisecond steps (≈ 0.499·v₀ s for 0.998). Distance in pt for v₀ in pt/s.
    public func projectedDistance(velocity: Double) -> Double {
        (velocity / 1000) * rate / (1 - rate)
    }

    /// `position` moved by `projectedDistance(velocity:)`, per component.
    public func project<V: AnimatableVector>(_ position: V, velocity: V) -> V {
        position + (rate / (1 - rate) / 1000) * velocity
    }
}
