/// Two established release-velocity estimators, written from their published descriptions and
/// sharing no code with `VelocityTracker` or `TouchPredictor`: the recorded-stroke tests judge
/// Fluid's release against the nearer of the two, `fluid bench velocity --strokes SCRIPT` shows
/// both beside Fluid's release for a recording's strokes, and `fluid bench prediction` scores
/// Fluid's prediction against theirs (each moves the newest sample on by its velocity).
///
/// Both take the touch-down and move samples of one stroke (oldest first) and estimate at the
/// newest sample; neither looks at the lift's time. Both keep the samples, newest back, that lie
/// within 100 ms of the newest and with no gap between neighbours longer than 40 ms, at most 20
/// (Flutter's `_horizonMilliseconds`, `_assumePointerMoveStoppedMilliseconds`, `_historySize`;
/// Android's `HORIZON`, `ASSUME_POINTER_STOPPED_TIME`, `HISTORY_SIZE`).
public enum ReferenceVelocity {
    /// One touch-down or move sample: time (s) and position (pt).
    public struct Sample: Hashable, Sendable {
        public var t: Double
        public var x: Double
        public var y: Double

        public init(t: Double, x: Double, y: Double) {
            self.t = t
            self.x = x
            self.y = y
        }
    }

    /// The samples the estimators use: see the type.
    public static func window(_ samples: [Sample]) -> [Sample] {
        guard let newest = samples.last else { return [] }
        var kept: [Sample] = []
        var previous = newest
        for sample in samples.reversed() {
            // Times are recorded in whole ms or ns; 1 ns of slack keeps a sample exactly 100 ms old
            // that a seconds subtraction puts a few ulps beyond.
            if newest.t - sample.t > 0.100 + 1e-9 || previous.t - sample.t > 0.040 + 1e-9 || kept.count == 20 { break }
            kept.append(sample)
            previous = sample
        }
        return kept.reversed()
    }

    /// Flutter's `VelocityTracker` (packages/flutter/lib/src/gestures/velocity_tracker.dart) and
    /// Android's `lsq2`: the slope at the newest sample of the unweighted least-squares quadratic
    /// through the window, times in ms relative to the newest sample; zero with fewer than three
    /// samples (Flutter's `_minSampleSize`) or a degenerate fit. Solved by QR decomposition
    /// (Gram–Schmidt on the columns 1, τ, τ²), as Flutter's `_LeastSquaresSolver` does.
    public static func leastSquares(_ samples: [Sample]) -> (x: Double, y: Double) {
        let used = window(samples)
        guard used.count >= 3, let newest = used.last else { return (0, 0) }
        let tau = used.map { ($0.t - newest.t) * 1000 }
        guard let x = quadraticSlope(tau: tau, values: used.map(\.x)),
            let y = quadraticSlope(tau: tau, values: used.map(\.y))
        else { return (0, 0) }
        return (x * 1000, y * 1000)
    }

    /// Android's `impulse` strategy (frameworks/native libs/input/VelocityTracker.cpp, after
    /// Kolmogorov's note "Velocity from work"): the velocity whose kinetic energy (unit mass)
    /// equals the work the finger did over the window, each segment adding (v_i − v_{i−1})·|v_i|,
    /// the first segment's energy halved (the finger starts from rest relative to its first
    /// velocity); samples that share a time with their predecessor are skipped; with two
    /// samples, their slope.
    public static func impulse(_ samples: [Sample]) -> (x: Double, y: Double) {
        let used = window(samples)
        return (
            impulse(times: used.map(\.t), values: used.map(\.x)),
            impulse(times: used.map(\.t), values: used.map(\.y))
        )
    }

    public static func impulse(times t: [Double], values x: [Double]) -> Double {
        let n = t.count
        guard n >= 2 else { return 0 }
        if n == 2 { return t[1] == t[0] ? 0 : (x[1] - x[0]) / (t[1] - t[0]) }
        func speed(fromWork work: Double) -> Double { (work < 0 ? -1 : 1) * (2 * abs(work)).squareRoot() }
        var work = 0.0
        for i in 1..<n {
            guard t[i] != t[i - 1] else { continue }
            let previous = speed(fromWork: work)
            let current = (x[i] - x[i - 1]) / (t[i] - t[i - 1])
            work += (current - previous) * abs(current)
            if i == 1 { work *= 0.5 }
        }
        return speed(fromWork: work)
    }

    /// b in the least-squares fit a + b·τ + c·τ² (τ = 0 at the newest sample); nil when the
    /// columns are (nearly) dependent.
    public static func quadraticSlope(tau: [Double], values: [Double]) -> Double? {
        let columns = [tau.map { _ in 1.0 }, tau, tau.map { $0 * $0 }]
        // Modified Gram–Schmidt: A = Q·R with orthonormal columns q and upper-triangular R.
        var q: [[Double]] = []
        var r = [[Double]](repeating: [0, 0, 0], count: 3)
        for j in 0..<3 {
            var v = columns[j]
            for i in 0..<j {
                let projection = zip(q[i], v).reduce(0) { $0 + $1.0 * $1.1 }
                r[i][j] = projection
                v = zip(v, q[i]).map { $0 - projection * $1 }
            }
            let norm = v.reduce(0) { $0 + $1 * $1 }.squareRoot()
            guard norm > 1e-6 else { return nil }
            r[j][j] = norm
            q.append(v.map { $0 / norm })
        }
        // R·coefficients = Qᵀ·values, by back substitution.
        let rhs = q.map { column in zip(column, values).reduce(0) { $0 + $1.0 * $1.1 } }
        var coefficients = [0.0, 0.0, 0.0]
        for i in stride(from: 2, through: 0, by: -1) {
            var sum = rhs[i]
            for j in (i + 1)..<3 { sum -= r[i][j] * coefficients[j] }
            coefficients[i] = sum / r[i][i]
        }
        return coefficients[1]
    }
}
