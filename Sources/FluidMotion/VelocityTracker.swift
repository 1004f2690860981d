import FluidCore

/// Estimates the velocity of a moving finger from timestamped positions: the slope at the newest
/// sample of a least-squares quadratic over the last 100 ms (at most 20 samples), as Android's
/// `lsq2` and Flutter's `VelocityTracker` do, kept inside what the finger was last seen doing.
///
/// **Why not the bare fit.** A quadratic through a stroke that slowed sharply (1500 pt/s, then
/// 100 pt/s for the last 50 ms) overshoots the knee and reports the finger moving *backwards*;
/// Flutter's tracker reports a small backwards velocity for a finger that eases to a stop for the
/// same reason. Android's weightings (`wlsq2-recent`, `-central`, `-delta`) change which samples
/// count but not the shape of the fit, so they overshoot too. Its `impulse` strategy (velocity from
/// the kinetic energy the finger put in) never turns backwards but forgets a slow-down slowly: each
/// slow segment takes only |v_slow|·Δv of energy out, so 1500 → 100 pt/s still reads ≈ 900 pt/s
/// 50 ms later at 120 Hz. So the fit is kept (exact for constant velocity and constant
/// acceleration, and it averages timestamp jitter over the whole window) and bounded, axis by axis:
///
/// 1. **Recent envelope.** The fit must lie within the range of the finger's recent segment
///    velocities — the chords between consecutive samples ending within the last `recentSpan`
///    (30 ms), and at least the last two — widened by the linear extrapolation of the last two
///    chords to the newest sample (so steady slowing stays exact; it never crosses zero from the
///    last chord) and, on an axis where the fit's own acceleration speeds the finger up (by at
///    least its chord's speed over the 100 ms horizon), by each chord carried forward to the
///    newest sample at that acceleration (a chord is the velocity at its midpoint, so a finger
///    that is still speeding up as it lifts is not trimmed to its fastest chord). A finger that
///    slowed to 100 pt/s reads 100 pt/s; one that has held still for two samples reads 0.
/// 2. **Direction.** A component against the finger's movement over those recent chords is
///    zero: the estimate never points where the finger was not going (a stroke that curved back
///    within the horizon keeps its new way).
/// 3. **Stopped.** The lift's own time says little: recorded touch hardware reports it 14–16 ms
///    after a moving finger's last move (Flutter's recorded strokes, sampled every ~7.7 ms: two
///    intervals; Tests/Fixtures/strokes). So the stroke itself must show the stop. The velocity
///    is zero once the time since the finger reached its current position exceeds `stopGap`
///    (40 ms, Android's and Flutter's `ASSUME_POINTER_STOPPED_TIME`), and sooner when the stroke
///    shows it stopping: `seenStillIntervals` (1.5) mean sampling intervals after it arrived when
///    a sample at the same position confirmed the stillness, or `stillIntervals` (2) intervals
///    after the instant its last two chords, slowing, project it to rest (a stop a screen did not
///    report, as a mouse sends nothing while still). A flick lifted 16 ms after a steady last
///    move keeps its speed; a finger that slowed to rest and held 33 ms releases at 0.
///
/// A gap of more than `stopGap` between samples also starts the window afresh. With 0 or 1 usable
/// samples the velocity is zero; with 2 it is their slope. Samples that share a timestamp count as
/// one at their mean position for the envelope. Storage is inline: adding samples never allocates.
/// Measurements against the bare fit: BENCHMARKS.md, "Release velocity".
///
/// **Computed once, in place.** The estimate depends on the samples alone; the query time only
/// decides whether the finger has stopped. So `add` computes it, with the stop time, when a sample
/// arrives, and `velocity(at:)` and `stopTime` read those two stored results: a drawer frame asks
/// for the velocity at least twice per sample (the pan's move, the snapshot), and a query reads
/// no sample. Reading samples is where copies hide: with them in inline storage, a non-mutating
/// method that indexes them works on a copy of the whole tracker, one per method that was not
/// inlined (the sizes and their cost are in BENCHMARKS.md, "Drawer"). So `add`, a mutating method, hands the steps of the
/// estimate (`Samples`) buffers over the storage's own memory: they read the samples where they
/// are stored (BENCHMARKS.md, "Drawer").
public struct VelocityTracker<Value: AnimatableVector>: Sendable {
    /// Samples older than this, relative to the newest, are ignored (s).
    @inlinable public static var horizon: Double { 0.100 }
    /// A gap longer than this means the finger stopped (s).
    @inlinable public static var stopGap: Double { 0.040 }
    /// A finger whose last chords slow it to rest has stopped this many mean sampling intervals
    /// after that rest, with no sample since: the lift of a finger that came to rest is reported
    /// up to two intervals later on recorded hardware.
    @inlinable public static var stillIntervals: Double { 2 }
    /// The same when the host reported the finger at its position again (a move to the same
    /// spot): the stillness was seen, so one and a half intervals suffice.
    @inlinable public static var seenStillIntervals: Double { 1.5 }
    /// Chords ending within this long before the newest sample bound the fit (s): two to seven
    /// touch samples at 60–240 Hz. 25 ms trimmed a recorded fling that slowed from 3000 to
    /// 2000 pt/s to 0.898 of the nearer reference tracker (Android's SailfishFlingUpSlow3);
    /// 30 ms keeps every recorded stroke within 10 % and the synthetic slow-downs exact.
    @inlinable public static var recentSpan: Double { 0.030 }
    /// Samples kept.
    @inlinable public static var capacity: Int { 20 }

    // Stored state is visible to inlinable code so the fit specializes in the caller's module.
    @usableFromInline var times: FixedStorage20<Double>
    @usableFromInline var values: FixedStorage20<Value>
    /// Index of the newest sample.
    @usableFromInline var newest = -1
    @usableFromInline var count = 0
    /// The velocity at the newest sample, as `velocity(at:)` reports it until `stop`; zero with
    /// fewer than two usable samples or when the finger had stopped by the newest sample.
    @usableFromInline var estimate: Value = .zero
    /// What `stopTime` reports while there are samples (s).
    @usableFromInline var stop = 0.0
    /// The newest sample's time (s), kept beside the samples so a reader needs none of them.
    @usableFromInline var latest = 0.0

    /// An empty tracker: velocity zero until two samples arrive.
    @inlinable public init() {
        times = FixedStorage20(repeating: 0)
        values = FixedStorage20(repeating: .zero)
    }

    /// Forgets every sample (a new gesture).
    @inlinable public mutating func reset() {
        newest = -1
        count = 0
    }

    /// The number of stored samples (0…20).
    @inlinable public var sampleCount: Int { count }

    /// Time of the newest sample, if any (s).
    @inlinable public var latestTime: Double? { count > 0 ? latest : nil }

    /// The largest |component| (units, pt for positions) of a sample the tracker takes: far
    /// beyond any position the engine produces (a list's content is at most 10¹² pt), and small
    /// enough that no difference of samples nor any slope through them overflows a `Double`
    /// (from 0, 1e308 and −1e308 the fit would return NaN).
    @inlinable public static var maxMagnitude: Double { 1e15 }

    /// Records `value` at `time` (s). Samples outside the domain are ignored, like a dropped
    /// sample: a time that is not finite or beyond `InputDomain.maxTime`, a component that is not
    /// finite or beyond `maxMagnitude`. A time earlier than the newest sample starts a new series
    /// (the clock was reset).
    @inlinable public mutating func add(_ value: Value, at time: Double) {
        guard InputDomain.contains(time: time) else { return }
        for i in 0..<Value.scalarCount where !(abs(value[scalar: i]) <= Self.maxMagnitude) { return }
        if count > 0, time < latest { reset() }
        newest = (newest + 1) % Self.capacity
        count = min(count + 1, Self.capacity)
        latest = time
        let (newest, count) = (newest, count)
        (estimate, stop) = times.withUnsafeMutableBufferPointer { times in
            values.withUnsafeMutableBufferPointer { values in
                times[newest] = time
                values[newest] = value
                return Samples(times: times, values: values, newest: newest, count: count).estimate()
            }
        }
    }

    /// The estimated velocity (units per second) as of `now` (s; defaults to the newest sample;
    /// a non-finite `now` or one before the newest sample counts as the newest sample's time).
    /// See the type's rules.
    @inlinable public func velocity(at now: Double? = nil) -> Value {
        guard count > 0 else { return .zero }
        // Stopped: the finger reached its current position too long ago. A query at the newest
        // sample that is already past the stop found `estimate` zero.
        if let now, now.isFinite, now > stop { return .zero }
        return estimate
    }

    /// The time (s) after which `velocity(at:)` is zero unless a new sample arrives: until then
    /// the estimate is that of the newest sample, so between samples the velocity as a function
    /// of the query time is constant up to this instant and zero after it. Nil with no samples.
    @inlinable public var stopTime: Double? { count > 0 ? stop : nil }

    /// The stored samples read in place: the estimate's steps, on the storage's memory.
    @usableFromInline struct Samples {
        @usableFromInline let times: UnsafeMutableBufferPointer<Double>
        @usableFromInline let values: UnsafeMutableBufferPointer<Value>
        /// Index of the newest sample; how many there are (at least one).
        @usableFromInline let newest: Int
        @usableFromInline let count: Int

        @inlinable init(
            times: UnsafeMutableBufferPointer<Double>, values: UnsafeMutableBufferPointer<Value>,
            newest: Int, count: Int
        ) {
            self.times = times
            self.values = values
            self.newest = newest
            self.count = count
        }

        /// The estimate and stop time for the stored samples (see the type's rules).
        @inlinable @inline(__always) func estimate() -> (estimate: Value, stop: Double) {
            let latest = times[newest]
            let used = windowCount()
            guard used >= 2 else { return (.zero, latest) }
            let stop = stopTime(using: used)
            // Stopped already at the newest sample, so at every time a query can ask about.
            guard !(latest > stop) else { return (.zero, stop) }
            let (fitted, acceleration) = fit(samples: used, latest: latest)
            guard let (low, high, net) = recentRange(samples: used, acceleration: acceleration) else {
                return (fitted, stop)
            }
            let estimate = Value { i in
                let v = min(max(fitted[scalar: i], low[scalar: i]), high[scalar: i])
                return v * net[scalar: i] < 0 ? 0 : v
            }
            return (estimate, stop)
        }

        /// The stop time for the newest `used` (≥ 2) samples (see the type's rule 3): when the finger
        /// reached its current position plus `stopGap`, sooner where the stroke itself shows a stop —
        /// `seenStillIntervals` mean sampling intervals after it arrived when a sample at the same
        /// position confirmed it, or `stillIntervals` intervals after the instant its last two
        /// chords, slowing, project it to rest (never before its newest sample).
        @inlinable @inline(__always) func stopTime(using used: Int) -> Double {
            let latest = times[newest]
            let position = values[newest]
            var still = 1
            while still < used, values[index(back: still)] == position { still += 1 }
            let arrived = times[index(back: still - 1)]
            let interval = (latest - times[index(back: used - 1)]) / Double(used - 1)
            if still > 1 {
                return arrived + min(VelocityTracker.stopGap, VelocityTracker.seenStillIntervals * interval)
            }
            guard let rest = restTime(samples: used) else { return arrived + VelocityTracker.stopGap }
            return min(arrived + VelocityTracker.stopGap, max(rest, latest) + VelocityTracker.stillIntervals * interval)
        }

        /// When the finger would come to rest if it kept slowing as its last two chords slowed:
        /// chords are the speeds at their midpoints, so with speeds s₀ > s₁ at m₀ < m₁ the
        /// speed reaches zero at m₁ + s₁·(m₁ − m₀)/(s₀ − s₁). Nil when it is not slowing (or fewer
        /// than three distinct sample times).
        @inlinable @inline(__always) func restTime(samples n: Int) -> Double? {
            let newer = group(from: 0, samples: n)
            guard newer.next < n else { return nil }
            let middle = group(from: newer.next, samples: n)
            guard middle.next < n else { return nil }
            let older = group(from: middle.next, samples: n)
            let last = ((1 / (newer.time - middle.time)) * (newer.mean - middle.mean)).magnitude
            let before = ((1 / (middle.time - older.time)) * (middle.mean - older.mean)).magnitude
            guard last < before else { return nil }
            let span = (newer.time - older.time) / 2
            return (newer.time + middle.time) / 2 + last * span / (before - last)
        }

        /// How many of the newest samples the estimate uses: back from the newest while within the
        /// horizon and without a gap longer than the stop gap (at least 1 when there are samples).
        @inlinable @inline(__always) func windowCount() -> Int {
            let latest = times[newest]
            var used = 1
            var previous = latest
            while used < count {
                let t = times[index(back: used)]
                if latest - t > VelocityTracker.horizon || previous - t > VelocityTracker.stopGap { break }
                previous = t
                used += 1
            }
            return used
        }

        /// Per axis, the lowest and highest velocity of the recent chords (see the type), widened by
        /// the extrapolation of the last two to the newest sample and, on an axis where the fit's
        /// `acceleration` speeds the finger up, by each chord carried forward to the newest sample at
        /// that acceleration; and the net movement over those chords. Nil when the newest `n`
        /// samples share one timestamp.
        @inlinable @inline(__always) func recentRange(samples n: Int, acceleration: Value) -> (
            low: Value, high: Value, net: Value
        )? {
            let latest = times[newest]
            var newer = group(from: 0, samples: n)
            var low = Value.zero, high = Value.zero
            var chords = 0
            var last = Value.zero, lastSpan = 0.0, extrapolated: Value?
            var net = Value.zero
            while newer.next < n {
                if chords >= 2, latest - newer.time > VelocityTracker.recentSpan { break }
                let older = group(from: newer.next, samples: n)
                let span = newer.time - older.time
                let chord = (1 / span) * (newer.mean - older.mean)
                // A chord is the velocity at its midpoint; where the fit says the finger speeds up,
                // it was faster by the newest sample.
                let carried = Value { i in
                    let a = acceleration[scalar: i], c = chord[scalar: i]
                    return a * c > 0 && abs(a) * VelocityTracker.horizon >= abs(c)
                        ? c + a * (latest - (newer.time + older.time) / 2) : c
                }
                net = older.mean
                if chords == 0 {
                    low = Value { min(chord[scalar: $0], carried[scalar: $0]) }
                    high = Value { max(chord[scalar: $0], carried[scalar: $0]) }
                    last = chord; lastSpan = span
                } else {
                    low = Value { min(low[scalar: $0], carried[scalar: $0]) }
                    high = Value { max(high[scalar: $0], carried[scalar: $0]) }
                    low = Value { min(low[scalar: $0], chord[scalar: $0]) }
                    high = Value { max(high[scalar: $0], chord[scalar: $0]) }
                    if chords == 1 {
                        // Constant acceleration: a chord is the velocity at its midpoint.
                        let lead = lastSpan / (lastSpan + span)
                        let guess = last + lead * (last - chord)
                        extrapolated = Value { guess[scalar: $0] * last[scalar: $0] < 0 ? 0 : guess[scalar: $0] }
                    }
                }
                chords += 1
                newer = older
            }
            guard chords > 0 else { return nil }
            if let e = extrapolated {
                low = Value { min(low[scalar: $0], e[scalar: $0]) }
                high = Value { max(high[scalar: $0], e[scalar: $0]) }
            }
            // Group means are relative to the newest sample: the net movement is minus the oldest.
            return (low, high, Value.zero - net)
        }

        /// The samples from `back k` on that share its timestamp: that time, their mean position
        /// (relative to the newest sample, for precision) and the index of the next older sample.
        @inlinable @inline(__always) func group(from k: Int, samples n: Int) -> (time: Double, mean: Value, next: Int) {
            let time = times[index(back: k)]
            let origin = values[newest]
            var sum = Value.zero
            var j = k
            while j < n, times[index(back: j)] == time {
                sum = sum + (values[index(back: j)] - origin)
                j += 1
            }
            return (time, (1 / Double(j - k)) * sum, j)
        }

        @inlinable @inline(__always) func index(back k: Int) -> Int {
            (newest - k + VelocityTracker.capacity) % VelocityTracker.capacity
        }

        /// The slope at τ = 0 of the least-squares quadratic through the newest `n` samples, with
        /// τ = t − latest, and its second derivative (the acceleration; zero where a line is fitted).
        /// Written as Σ wᵢ·xᵢ so it works on any vector type.
        @inlinable @inline(__always) func fit(samples n: Int, latest: Double) -> (slope: Value, acceleration: Value) {
            guard n >= 2 else { return (.zero, .zero) }
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
                // The τ² coefficient likewise, with the cofactors of M's last column.
                let d0 = s1 * s3 - s2 * s2
                let d1 = -(s0 * s3 - s1 * s2)
                let d2 = s0 * s2 - s1 * s1
                // Both in one pass over the samples.
                let origin = values[newest]
                var slope = Value.zero, acceleration = Value.zero
                for k in 0..<n {
                    let i = index(back: k)
                    let tau = times[i] - latest
                    let x = values[i] - origin
                    slope = slope + ((c0 + c1 * tau + c2 * tau * tau) / det) * x
                    acceleration = acceleration + (2 * (d0 + d1 * tau + d2 * tau * tau) / det) * x
                }
                return (slope, acceleration)
            }
            // Too few distinct times for a quadratic: the least-squares line.
            let lineDet = s0 * s2 - s1 * s1
            guard lineDet > 1e-12 * max(s0 * s2, 1e-300) else { return (.zero, .zero) }
            return (weighted(samples: n, latest: latest) { tau in (s0 * tau - s1) / lineDet }, .zero)
        }

        /// Σ wᵢ·(xᵢ − x_newest): the weights sum to 0, so measuring positions from the newest sample
        /// changes nothing in exact arithmetic but keeps far-from-origin positions (a content offset of
        /// 10⁵ pt) from losing digits to cancellation.
        @inlinable @inline(__always) func weighted(samples n: Int, latest: Double, weight: (Double) -> Double) -> Value
        {
            let origin = values[newest]
            var sum = Value.zero
            for k in 0..<n {
                let i = index(back: k)
                sum = sum + weight(times[i] - latest) * (values[i] - origin)
            }
            return sum
        }
    }
}
