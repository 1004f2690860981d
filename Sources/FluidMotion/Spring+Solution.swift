import RealModule

/// The exact motion of a spring, written once for all three regimes.
///
/// With displacement d = x − target, β = c/2m, ω₀² = k/m and κ = β² − ω₀², every solution is
///
///     d(t) = e^(−βt)·[d₀·C(t) + (v₀ + β·d₀)·S(t)]
///     v(t) = e^(−βt)·[v₀·C(t) − (ω₀²·d₀ + β·v₀)·S(t)]
///
/// where, with q = √|κ|, C = cos(qt) and S = sin(qt)/q when under-damped (κ < 0), C = 1 and S = t
/// when critical, and C = cosh(qt), S = sinh(qt)/q when over-damped. C and S are continuous in κ,
/// so the motion is continuous across ζ = 1; near it S is evaluated by its series so no division
/// by a vanishing q happens.
extension Spring {
    /// The linear map from the state at time 0 to the state at time t:
    /// d(t) = dd·d₀ + dv·v₀ and v(t) = vd·d₀ + vv·v₀.
    public struct Propagator: Hashable, Sendable {
        /// How the start displacement contributes to the displacement.
        public var dd: Double
        /// How the start velocity contributes to the displacement (s).
        public var dv: Double
        /// How the start displacement contributes to the velocity (1/s).
        public var vd: Double
        /// How the start velocity contributes to the velocity.
        public var vv: Double

        /// A propagator from its four coefficients.
        @inlinable public init(dd: Double, dv: Double, vd: Double, vv: Double) {
            self.dd = dd
            self.dv = dv
            self.vd = vd
            self.vv = vv
        }

        /// Applies the map to any vector state.
        @inlinable public func apply<V: AnimatableVector>(displacement d: V, velocity v: V)
            -> (displacement: V, velocity: V)
        {
            (dd * d + dv * v, vd * d + vv * v)
        }
    }

    /// Below this |q·t| the series of sin(x)/x, sinh(x)/x, cos(x) and cosh(x) are used; their
    /// first omitted term is below 1e-17 there.
    @usableFromInline static let seriesThreshold = 1e-4

    /// The state map after `time` seconds (negative times are treated as 0).
    @inlinable public func propagator(at time: Double) -> Propagator {
        let t = max(0, time)
        let (ec, es) = decayedBasis(t)
        return Propagator(dd: ec + beta * es, dv: es, vd: -omega0Squared * es, vv: ec - beta * es)
    }

    /// (e^(−βt)·C(t), e^(−βt)·S(t)), evaluated without overflow or NaN for any t ≥ 0, +∞
    /// included.
    @inlinable func decayedBasis(_ t: Double) -> (Double, Double) {
        // At t = ∞ a damped motion has come to rest; an undamped one keeps its start (no phase).
        if t == .infinity { return beta > 0 ? (0, 0) : (1, 0) }
        let x = q * t
        if kappa <= 0 || x < Spring.seriesThreshold {
            let e = Double.exp(-beta * t)
            // Fully decayed (and 0·t below must not meet a huge t).
            if e == 0 { return (0, 0) }
            if kappa == 0 { return (e, e * t) }
            // Undamped with q·t past the largest Double: no phase is defined; keep the start.
            guard x.isFinite else { return (e, 0) }
            let x2 = kappa < 0 ? -x * x : x * x
            if x < Spring.seriesThreshold {
                return (e * (1 + x2 / 2), e * t * (1 + x2 / 6))
            }
            return (e * Double.cos(x), e * Double.sin(x) / q)
        }
        // Over-damped: e^(−βt)cosh(qt) and e^(−βt)sinh(qt)/q from the two real roots. The slow
        // root q − β is computed as −ω₀²/(q + β) to avoid cancellation when ζ ≫ 1.
        let slow = -omega0Squared / (q + beta)
        let fast = -(q + beta)
        let eFast = Double.exp(fast * t)
        if x < 1 {
            // sinh via expm1 keeps full precision just above ζ = 1.
            let es = eFast * Double.expMinusOne(2 * x) / (2 * q)
            return (eFast + q * es, es)
        }
        let eSlow = Double.exp(slow * t)
        return ((eSlow + eFast) / 2, (eSlow - eFast) / (2 * q))
    }

    /// Displacement and velocity `time` seconds after starting at displacement `displacement`
    /// (pt, x − target) with `velocity` (pt/s).
    @inlinable public func state(displacement: Double, velocity: Double, at time: Double)
        -> (displacement: Double, velocity: Double)
    {
        propagator(at: time).apply(displacement: displacement, velocity: velocity)
    }

    /// Acceleration (pt/s²) for a given displacement and velocity: −(k·d + c·v) / m.
    @inlinable public func acceleration(displacement: Double, velocity: Double) -> Double {
        -omega0Squared * displacement - 2 * beta * velocity
    }

    /// Total mechanical energy per unit mass, ½v² + ½ω₀²d² (pt²/s²). Never increases along a
    /// solution (it is constant when undamped).
    public func energy(displacement: Double, velocity: Double) -> Double {
        0.5 * velocity * velocity + 0.5 * omega0Squared * displacement * displacement
    }
}
