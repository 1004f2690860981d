/// Reduce Motion for springs: no bounce, no overshoot.
///
/// Relative to its target, a spring with damping ratio ζ ≥ 1 moves as
/// d(t) = A·e^(−a·t) + B·e^(−b·t) with 0 < a ≤ ω₀ ≤ b (critical: a = b = ω₀, d(t) =
/// (d₀ + (v₀ + ω₀·d₀)·t)·e^(−ω₀·t)). It crosses the target (d = 0 at some t > 0) only when the
/// slow term's weight A = (v₀ + b·d₀)/(b − a) has the sign opposite to d₀ — critically, when
/// v₀ + ω₀·d₀ does — that is when the start speed toward the target exceeds b·|d₀|. Limiting
/// that speed to ω₀·|d₀| (≤ b·|d₀|) therefore rules the crossing out for every ζ ≥ 1.
extension Spring {
    /// The same spring with its damping raised to critical (ζ = 1) when it was below, so it no
    /// longer oscillates; a spring already at or above critical damping is returned unchanged.
    /// Mass and stiffness (and so ω₀ and the response) are kept.
    public var withoutBounce: Spring {
        guard dampingRatio < 1 else { return self }
        return
            (try? Spring(
                mass: mass, stiffness: stiffness,
                damping: 2 * (stiffness * mass).squareRoot())) ?? self
    }
}

extension SpringAnimation {
    /// `velocity` with each component's speed toward the target limited to ω₀·|d| (`d` the
    /// component's displacement from the target, ω₀ in rad/s), so a spring with ζ ≥ 1 started
    /// from there never crosses the target (see `Spring.withoutBounce`). Speed away from the
    /// target is kept; at the target (d = 0) the component's velocity becomes 0.
    public static func velocityWithoutOvershoot(
        _ velocity: Value, displacement: Value,
        naturalFrequency omega: Double
    ) -> Value {
        Value(components: { i in
            let d = displacement[scalar: i], v = velocity[scalar: i]
            if d > 0 { return max(v, -omega * d) }
            if d < 0 { return min(v, -omega * d) }
            return 0
        })
    }
}

extension SpringAnimation {
    /// Reduce Motion (the platform setting; `SceneOptions.reduceMotion` in the scenes): when
    /// `reduces`, turns `forbidsOvershoot` on, which rebases the animation from its current state
    /// without bounce or overshoot. Never turns it off, and leaves an animation that already has
    /// it untouched, so calling it again (every frame, say) costs nothing and changes nothing.
    /// Call it whenever an animation is stored, so every start and retarget is covered;
    /// `SpringSlot` does that for the animation it holds.
    @inlinable public mutating func reduceMotion(_ reduces: Bool) {
        if reduces, !forbidsOvershoot { forbidsOvershoot = true }
    }
}
