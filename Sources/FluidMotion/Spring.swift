import RealModule

/// A damped harmonic spring: mass m (> 0), stiffness k (> 0, N/m-like), damping c (≥ 0).
///
/// Build it from the parameters designers use — `response` (the undamped period, s) and
/// `dampingRatio` ζ (WWDC18 "Designing Fluid Interfaces") — from physical parameters, or from
/// SwiftUI's `duration`/`bounce`; every form exposes all the others. Parameters outside their
/// valid range throw a `SpringError` naming the parameter; nothing is clamped.
///
/// The motion itself (`state(displacement:velocity:at:)`) is the exact closed-form solution, so
/// it is the same at any frame rate.
public struct Spring: Hashable, Sendable {
    /// Mass (> 0). Scales stiffness and damping; the motion depends on k/m and c/m only.
    public let mass: Double
    /// Stiffness k (> 0), force per point of displacement.
    public let stiffness: Double
    /// Damping coefficient c (≥ 0), force per pt/s of velocity.
    public let damping: Double

    /// ω₀² = k / m, in 1/s².
    @usableFromInline let omega0Squared: Double
    /// β = c / 2m = ζ·ω₀, the exponential decay rate, in 1/s.
    @usableFromInline let beta: Double
    /// κ = β² − ω₀²: negative when under-damped, zero when critical, positive when over-damped.
    @usableFromInline let kappa: Double
    /// q = √|κ|: the damped angular frequency (under-damped) or the hyperbolic rate (over-damped).
    @usableFromInline let q: Double

    /// A spring from physical parameters.
    /// - Throws: `SpringError` if a parameter is not finite, `mass` or `stiffness` ≤ 0, or
    ///   `damping` < 0.
    public init(mass: Double = 1, stiffness: Double, damping: Double) throws(SpringError) {
        try SpringError.requirePositive(mass, "mass")
        try SpringError.requirePositive(stiffness, "stiffness")
        try SpringError.requireNonNegative(damping, "damping")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        omega0Squared = stiffness / mass
        beta = damping / (2 * mass)
        // (c² − 4km) / 4m², written to keep the critical case exactly zero when c² == 4km.
        kappa = (damping * damping - 4 * stiffness * mass) / (4 * mass * mass)
        q = abs(kappa).squareRoot()
        guard omega0Squared.isFinite, omega0Squared > 0, beta.isFinite, kappa.isFinite else {
            throw .unrepresentable("k/m = \(omega0Squared), c/2m = \(beta)")
        }
    }

    /// A spring from designer parameters (WWDC18): k = (2π / response)²·m, c = 4π·ζ·m / response.
    /// - Parameters:
    ///   - response: the undamped period in seconds, > 0. Smaller is snappier.
    ///   - dampingRatio: ζ ≥ 0. 1 is critically damped (no overshoot), < 1 bounces, > 1 is sluggish.
    ///   - mass: > 0; 1 unless matching a physical model.
    public init(response: Double, dampingRatio: Double, mass: Double = 1) throws(SpringError) {
        try SpringError.requirePositive(response, "response")
        try SpringError.requireNonNegative(dampingRatio, "dampingRatio")
        try SpringError.requirePositive(mass, "mass")
        let omega = 2 * Double.pi / response
        let stiffness = omega * omega * mass
        let damping = 4 * Double.pi * dampingRatio * mass / response
        guard stiffness.isFinite, stiffness > 0, damping.isFinite else {
            throw .unrepresentable("response \(response), dampingRatio \(dampingRatio), mass \(mass)")
        }
        try self.init(mass: mass, stiffness: stiffness, damping: damping)
    }

    /// A spring from SwiftUI's `Spring(duration:bounce:)`: response = duration;
    /// ζ = 1 − bounce for bounce ≥ 0, ζ = 1 / (1 + bounce) for bounce < 0.
    /// - Parameters:
    ///   - duration: the perceptual duration in seconds, > 0.
    ///   - bounce: in (−1, 1]; 0 is critically damped, 1 undamped, negative over-damped.
    ///   - mass: the moving mass, > 0 (stiffness and damping scale with it; the motion does not).
    public init(duration: Double, bounce: Double, mass: Double = 1) throws(SpringError) {
        try SpringError.requirePositive(duration, "duration")
        try SpringError.requireFinite(bounce, "bounce")
        guard bounce > -1, bounce <= 1 else {
            throw .outOfRange(parameter: "bounce", value: bounce, range: "(-1, 1]")
        }
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        try self.init(response: duration, dampingRatio: ratio, mass: mass)
    }

    /// ω₀ = √(k/m), the undamped angular frequency, in rad/s.
    public var naturalFrequency: Double { omega0Squared.squareRoot() }

    /// ζ = c / (2√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped period 2π√(m/k), in seconds.
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// SwiftUI's duration: equal to `response`.
    public var duration: Double { response }

    /// SwiftUI's bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 (negative) for ζ > 1.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// Which closed form the motion follows.
    public var regime: Regime {
        kappa < 0 ? .underdamped : (kappa == 0 ? .critical : .overdamped)
    }

    /// Which closed form a spring's motion follows, from the sign of c² − 4km.
    public enum Regime: String, Hashable, Sendable {
        /// Bounces (ζ < 1), critically damped (ζ = 1), or creeps in without overshoot (ζ > 1).
        case underdamped, critical, overdamped
    }
}

extension Spring {
    /// For literals known to be valid (a scene's constants): traps on invalid parameters, which is
    /// a programming error. Use the throwing initialisers for any value that comes from input.
    public static func constant(response: Double, dampingRatio: Double, mass: Double = 1) -> Spring {
        do {
            return try Spring(response: response, dampingRatio: dampingRatio, mass: mass)
        } catch {
            preconditionFailure("invalid spring constant: \(error)")
        }
    }
}

/// Why a spring's parameters were rejected.
public enum SpringError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter is NaN or infinite.
    case notFinite(parameter: String, value: Double)
    /// The parameter must be greater than 0.
    case notPositive(parameter: String, value: Double)
    /// The parameter must be 0 or greater.
    case negative(parameter: String, value: Double)
    /// The parameter is outside `range`.
    case outOfRange(parameter: String, value: Double, range: String)
    /// Valid parameters whose stiffness or damping overflows a Double.
    case unrepresentable(String)

    /// One line naming the parameter, the requirement and the value.
    public var description: String {
        switch self {
        case .notFinite(let p, let v): "\(p) must be a finite number, got \(v)"
        case .notPositive(let p, let v): "\(p) must be greater than 0, got \(v)"
        case .negative(let p, let v): "\(p) must be 0 or greater, got \(v)"
        case .outOfRange(let p, let v, let r): "\(p) must be in \(r), got \(v)"
        case .unrepresentable(let what): "spring parameters out of the representable range: \(what)"
        }
    }

    static func requireFinite(_ value: Double, _ name: String) throws(SpringError) {
        guard value.isFinite else { throw .notFinite(parameter: name, value: value) }
    }

    static func requirePositive(_ value: Double, _ name: String) throws(SpringError) {
        try requireFinite(value, name)
        guard value > 0 else { throw .notPositive(parameter: name, value: value) }
    }

    static func requireNonNegative(_ value: Double, _ name: String) throws(SpringError) {
        try requireFinite(value, name)
        guard value >= 0 else { throw .negative(parameter: name, value: value) }
    }
}
