/// A Kalman filter for one axis of a finger's path: position, velocity and acceleration from
/// noisy timestamped positions, under the constant-acceleration model driven by white jerk.
///
/// **Model.** Between samples Δt apart the state (x, v, a) moves as x += v·Δt + a·Δt²/2,
/// v += a·Δt, and the jerk's white noise (spectral density `jerkDensity`, pt²/s⁵) adds the
/// covariance q·[[Δt⁵/20, Δt⁴/8, Δt³/6], [Δt⁴/8, Δt³/3, Δt²/2], [Δt³/6, Δt²/2, Δt]] (the
/// standard discrete white-noise-jerk model, e.g. Bar-Shalom, Li & Kirubarajan, "Estimation with
/// Applications to Tracking and Navigation", §6.2). A sample measures x with standard deviation
/// `measurementNoise` (pt). A filter starts at its first sample at rest, with the prior spreads
/// `initialVelocitySpread` and `initialAccelerationSpread`: wide, so two or three samples set
/// the motion.
///
/// **Values.** Chosen on the recorded strokes (Tests/Fixtures/strokes, `fluid bench prediction`):
/// a jerk density of 3·10¹² pt²/s⁵ lets a fling's acceleration build within two or three touch
/// samples (a recorded fling goes from rest to 10⁴ px/s in 40 ms), and 3 pt of noise averages
/// the jitter of a screen's position reports and of Android's resampled samples. Samples that
/// share a time are two measurements of one instant (Δt = 0 moves nothing).
///
/// The covariance is symmetric and kept as its six distinct entries; everything is arithmetic on
/// `Double`, so stepping never allocates.
public struct KinematicFilter: Hashable, Sendable {
    /// The jerk's spectral density (pt²/s⁵).
    public static let jerkDensity = 3e12
    /// The standard deviation of one position sample (pt).
    public static let measurementNoise = 3.0
    /// The prior spread of the velocity at the first sample (pt/s): about 1000 pt/s.
    public static let initialVelocitySpread = 1000.0
    /// The prior spread of the acceleration at the first sample (pt/s²): about 31 600 pt/s².
    public static let initialAccelerationSpread = 31_623.0

    /// The estimated position (pt).
    public private(set) var position: Double
    /// The estimated velocity (pt/s).
    public private(set) var velocity = 0.0
    /// The estimated acceleration (pt/s²).
    public private(set) var acceleration = 0.0
    // The covariance P: p00 = var x, p01 = cov(x, v), … p22 = var a.
    var p00: Double, p01 = 0.0, p02 = 0.0
    var p11: Double, p12 = 0.0
    var p22: Double

    /// A filter at `position` (pt), at rest, with the prior spreads.
    public init(at position: Double) {
        self.position = position
        p00 = Self.measurementNoise * Self.measurementNoise
        p11 = Self.initialVelocitySpread * Self.initialVelocitySpread
        p22 = Self.initialAccelerationSpread * Self.initialAccelerationSpread
    }

    /// Steps the state `dt` (s, ≥ 0) forward and corrects it with a sample at `measured` (pt).
    public mutating func update(measured: Double, after dt: Double) {
        let h = dt, g = dt * dt / 2
        // Prediction: (x, v, a) ← F·(x, v, a), P ← F·P·Fᵀ + Q with F = [[1, h, g], [0, 1, h], [0, 0, 1]].
        position += velocity * h + acceleration * g
        velocity += acceleration * h
        let r00 = p00 + h * p01 + g * p02, r01 = p01 + h * p11 + g * p12, r02 = p02 + h * p12 + g * p22
        let r11 = p11 + h * p12, r12 = p12 + h * p22
        let q = Self.jerkDensity
        let h2 = h * h, h3 = h2 * h
        p00 = r00 + h * r01 + g * r02 + q * h3 * h2 / 20
        p01 = r01 + h * r02 + q * h2 * h2 / 8
        p02 = r02 + q * h3 / 6
        p11 = r11 + h * r12 + q * h3 / 3
        p12 = r12 + q * h2 / 2
        p22 += q * h
        // Correction with the gain K = P·Hᵀ/(H·P·Hᵀ + R), H = (1, 0, 0).
        let s = p00 + Self.measurementNoise * Self.measurementNoise
        let k0 = p00 / s, k1 = p01 / s, k2 = p02 / s
        let innovation = measured - position
        position += k0 * innovation
        velocity += k1 * innovation
        acceleration += k2 * innovation
        // P ← (I − K·H)·P: row i loses kᵢ times row 0.
        let (q00, q01, q02) = (p00, p01, p02)
        p00 -= k0 * q00; p01 -= k0 * q01; p02 -= k0 * q02
        p11 -= k1 * q01; p12 -= k1 * q02
        p22 -= k2 * q02
    }
}
