/// Estimates the velocity of a moving finger from timestamped positions, as Android and Flutter
/// do: a least-squares fit of a degree-2 polynomial in time over the last 100 ms (at most 20
/// samples); the linear coefficient at the newest sample is the velocity.
///
/// A gap of more than 40 ms between samples means the finger had stopped: older samples are not
/// used, and a query more than 40 ms after the newest sample, or after the finger last changed
/// position, returns zero. An estimate pointing against the finger's last movement (the
/// quadratic overshooting through a stop) is zero too. With 0 or 1 usable
/// samples the velocity is zero; with 2 it is their slope. The fit is exact for constant velocity
/// and constant acceleration. Storage is inline: adding samples never allocates.
public struct VelocityTracker<Value: AnimatableVector>: Sendable {
    /// Samples older than this, relative to the newest, are ignored (s).
    @inlinable public static var horizon: Double { 0.100 }
    /// A gap longer than this means the finger stopped (s).
    @inlinable public static var stopGap: Double { 0.040 }
    /// Samples kept.
    @inlinable public static var capacity: Int { 20 }

    // Stored state is visible to inlinable code so the fit specializes in the caller's module.
    @usableFromInline var times: InlineArray<20, Double>
    @usableFromInline var values: InlineArray<20, Value>
    /// Index of the newest sample.
    @usableFromInline var newest = -1
    @usableFromInline var count = 0

    @inlinable public init() {
        times = InlineArray(repeating: 0)
        values = InlineArray(repeating: .zero)
    }

    /// Forgets every sample (a new gesture).
    @inlinable public mutating func reset() {
        newest = -1
        count = 0
    }

    /// The number of stored samples (0…20).
    @inlinable public var sampleCount: Int { count }

    /// Time of the newest sample, if any (s).
    @inlinable public var latestTime: Double? { count > 0 ? times[newest] : nil }

    /// Records `value` at `time` (s). Non-finite samples are ignored; a time earlier than the
    /// newest sample starts a new series (the clock was reset).
    @inlinable public mutating func add(_ value: Value, at time: Double) {
        guard time.isFinite, value.isFiniteVector else { return }
        if let latest = latestTime, time < latest { reset() }
        newest = (newest + 1) % Self.capacity
        times[newest] = time
        values[newest] = value
        count = min(count + 1, Self.capacity)
    }

    /// The estimated velocity (units per second) as of `now` (s; defaults to the newest sample).
    @inlinable public func velocity(at now: Double? = nil) -> Value {
        guard count > 0 else { return .zero }
        let latest = times[newest]
        if let now, now.isFinite, now - latest > Self.stopGap { return .zero }
        // Walk back from the newest sample while within the horizon and without a stop.
        var used = 1
        var previous = latest
        while used < count {
            let i = index(back: used)
            let t = times[i]
            if latest - t > Self.horizon || previous - t > Self.stopGap { break }
            previous = t
            used += 1
        }
        // A finger resting on one spot for longer than the stop gap has stopped, even if the
        // host kept sending events for it.
        let position = values[newest]
        var still = 1
        while still < used, values[index(back: still)] == position { still += 1 }
        let stillSince = times[index(back: still - 1)]
        if (now ?? latest) - stillSince > Self.stopGap { return .zero }
        let velocity = fit(samples: used, latest: latest)
        // A quadratic through a stroke that stopped just before the newest samples (the finger
        // held still for at least one event) can swing past zero and point backwards: a flick
        // up released after a brief hold reads as a flick down. The finger never moved that
        // way, so such an estimate means it stopped. (Without a hold the fit is trusted: a real
        // reversal can make the last chord and the end slope differ in sign.)
        if still >= 2, still < used {
            let lastMove = position - values[index(back: still)]
            var agreement = 0.0
            for i in 0..<Value.scalarCount { agreement += velocity[scalar: i] * lastMove[scalar: i] }
            if agreement < 0 { return .zero }
        }
        return velocity
    }

    @inlinable func index(back k: Int) -> Int {
        (newest - k + Self.capacity) % Self.capacity
    }

    /// The slope at τ = 0 of the least-squares quadratic through the newest `n` samples, with
    /// τ = t − latest. Written as Σ wᵢ·xᵢ so it works on any vector type.
    @inlinable func fit(samples n: Int, latest: Double) -> Value {
        guard n >= 2 else { return .zero }
        var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
        for k in 0..<n {
            let tau = times[index(back: k)] - latest
            let tau2 = tau * tau
            s0 += 1; s1 += tau; s2 += tau2; s3 += tau2 * tau; s4 += tau2 * tau2
        }
        // Quadratic normal equations M·(a, b, c) = (Σx, Σxτ, Σxτ²), M = [[s0,s1,s2],[s1,s2,s3],
        // [s2,s3,s4]]. By Cramer's rule b = (C₀·Σx + C₁·Σxτ + C₂·Σxτ²)/det with the cofactors of
        // M's middle column, so each sample's weight is (C₀ + C₁τ + C₂τ²)/det.
        let c0 = -(s1 * s4 - s3 * s2)
        let c1 = s0 * s4 - s2 * s2
        let c2 = -(s0 * s3 - s1 * s2)
        let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
        let scale = s0 * s2 * s4
        if n >= 3, scale > 0, abs(det) > 1e-9 * scale {
            return weighted(samples: n, latest: latest) { tau in (c0 + c1 * tau + c2 * tau * tau) / det }
        }
        // Too few distinct times for a quadratic: the least-squares line.
        let lineDet = s0 * s2 - s1 * s1
        guard lineDet > 1e-12 * max(s0 * s2, 1e-300) else { return .zero }
        return weighted(samples: n, latest: latest) { tau in (s0 * tau - s1) / lineDet }
    }

    /// Σ wᵢ·(xᵢ − x_newest): the weights sum to 0, so measuring positions from the newest sample
    /// changes nothing in exact arithmetic but keeps far-from-origin positions (a content offset of
    /// 10⁵ pt) from losing digits to cancellation.
    @inlinable func weighted(samples n: Int, latest: Double, weight: (Double) -> Double) -> Value {
        let origin = values[newest]
        var sum = Value.zero
        for k in 0..<n {
            let i = index(back: k)
            sum = sum + weight(times[i] - latest) * (values[i] - origin)
        }
        return sum
    }
}
