import RealModule

/// When a spring comes to rest, decided from its state (never from a fixed duration).
extension Spring {
    /// The time (s) after which |displacement| ≤ `positionTolerance` (pt) and
    /// |velocity| ≤ `velocityTolerance` (pt/s) hold for good, starting from `displacement` and
    /// `velocity`.
    ///
    /// Exact up to bisection precision (≈ 1e-12 s): the motion is split at the extrema of each
    /// quantity, where it is monotone, and the last crossing of the tolerance band is found.
    /// Returns 0 when the start is already inside the band for good, and `.infinity` for an
    /// undamped spring that is not. Pass `.infinity` as a tolerance to ignore that quantity.
    public func settlingTime(
        displacement: Double, velocity: Double,
        positionTolerance: Double, velocityTolerance: Double
    ) -> Double {
        let acceleration = acceleration(displacement: displacement, velocity: velocity)
        let position = lastExceedance(value: displacement, slope: velocity, tolerance: positionTolerance)
        let speed = lastExceedance(value: velocity, slope: acceleration, tolerance: velocityTolerance)
        return max(position, speed)
    }

    /// The settling duration of a unit step from rest: the time after which the displacement
    /// stays within 0.001 of the travel for good (s). Independent of the travel's size.
    public var settlingDuration: Double {
        lastExceedance(value: -1, slope: 0, tolerance: Spring.settlingFraction)
    }

    /// The fraction of the travel within which `settlingDuration` considers a step settled.
    public static let settlingFraction = 0.001

    /// For a solution y of the spring's equation with y(0) = `value` and y′(0) = `slope`, the
    /// last time |y| > `tolerance` (0 if never).
    func lastExceedance(value y0: Double, slope y1: Double, tolerance: Double) -> Double {
        guard tolerance.isFinite else { return 0 }
        guard y0.isFinite, y1.isFinite, tolerance >= 0 else { return .infinity }
        if y0 == 0 && y1 == 0 { return 0 }
        let f = { (t: Double) -> Double in
            let p = self.propagator(at: t)
            return p.dd * y0 + p.dv * y1
        }
        // y′ is itself a solution, with y′(0) = y1 and y″(0) = −ω₀²y0 − 2βy1; the extrema of y
        // are its zeros. In e^(−βt)[y1·C + (y2 + β·y1)·S] form:
        let y2 = -omega0Squared * y0 - 2 * beta * y1
        let sineWeight = y2 + beta * y1
        if kappa < 0 {
            return underdampedLastExceedance(
                f, y0: y0, y1: y1, cosineWeight: y1,
                sineWeight: sineWeight, tolerance: tolerance)
        }
        let extremum = monotoneExtremum(cosineWeight: y1, sineWeight: sineWeight)
        return monotoneLastExceedance(f, extremum: extremum, tolerance: tolerance)
    }

    /// Under-damped: extrema every π/q; |y| ≤ A·e^(−βt) bounds where the search can stop.
    private func underdampedLastExceedance(
        _ f: (Double) -> Double, y0: Double, y1: Double,
        cosineWeight p: Double, sineWeight s: Double,
        tolerance: Double
    ) -> Double {
        let amplitude = Double.hypot(y0, (y1 + beta * y0) / q)
        if amplitude <= tolerance { return 0 }
        guard beta > 0 else { return .infinity }
        // Logs subtracted, not divided first: amplitude / tolerance overflows for amplitudes near 1e308.
        let end = (Double.log(amplitude) - Double.log(tolerance)) / beta
        // Zeros of p·cos(x) + (s/q)·sin(x): x = φ + π/2 + kπ with φ = atan2(s/q, p).
        var first = (Double.atan2(y: s / q, x: p) + Double.pi / 2)
            .truncatingRemainder(dividingBy: Double.pi)
        if first < 0 { first += Double.pi }
        let lastIndex = ((end * q - first) / Double.pi).rounded(.down)
        let maxPieces = 1_000_000.0
        guard lastIndex < maxPieces else { return end }
        var upper = end
        var index = lastIndex
        while index >= -1 {
            let lower = index >= 0 ? (first + index * Double.pi) / q : 0
            if let crossing = crossing(f, lower: lower, upper: upper, tolerance: tolerance) {
                return crossing
            }
            upper = lower
            index -= 1
        }
        return 0
    }

    /// Critical and over-damped: y′ vanishes at most once, at the returned time (if > 0).
    private func monotoneExtremum(cosineWeight p: Double, sineWeight s: Double) -> Double? {
        guard s != 0 else { return nil }
        if kappa == 0 {
            let t = -p / s
            return t > 0 ? t : nil
        }
        // p·cosh(qt) + s·sinh(qt)/q = 0  ⇔  tanh(qt) = −p·q/s.
        let z = -p * q / s
        guard z > 0, z < 1 else { return nil }
        return Double.atanh(z) / q
    }

    private func monotoneLastExceedance(
        _ f: (Double) -> Double, extremum: Double?,
        tolerance: Double
    ) -> Double {
        let start = extremum ?? 0
        // After the last extremum |y| falls monotonically to 0: double until inside the band.
        var step = 1 / max(beta, omega0Squared.squareRoot())
        var end = start + step
        var doublings = 0
        while abs(f(end)) > tolerance {
            step *= 2
            end = start + step
            doublings += 1
            if doublings > 1100 || !end.isFinite { return .infinity }
        }
        if let crossing = crossing(f, lower: start, upper: end, tolerance: tolerance) {
            return crossing
        }
        if let extremum, let crossing = crossing(f, lower: 0, upper: extremum, tolerance: tolerance) {
            return crossing
        }
        return 0
    }

    /// On [lower, upper], where y is monotone and |y(upper)| ≤ tolerance: nil if |y(lower)| ≤
    /// tolerance too (then |y| ≤ tolerance throughout), else the time it enters the band.
    private func crossing(
        _ f: (Double) -> Double, lower: Double, upper: Double,
        tolerance: Double
    ) -> Double? {
        let start = f(lower)
        guard abs(start) > tolerance else { return nil }
        let sign: Double = start > 0 ? 1 : -1
        var low = lower
        var high = upper
        for _ in 0..<200 {
            let mid = low + (high - low) / 2
            if mid <= low || mid >= high { break }
            if sign * f(mid) > tolerance { low = mid } else { high = mid }
        }
        return high
    }
}
