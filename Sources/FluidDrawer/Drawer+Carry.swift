import FluidMotion

/// Momentum carried across the hand-off, upward (`DrawerConfiguration.carriesMomentumIntoList`).
///
/// Moving up under a finger on the list, the drawer takes the movement until the detent where
/// the list scrolls and the list takes the rest. A release just before that detent used to settle
/// the drawer with a spring that overshot above the detent while the list got nothing, and a
/// release just after it let the list coast with the whole velocity: a cliff in the release time.
/// Here the settle of such a release that arrives at that detent still moving up stops there, at
/// the instant it arrives, and the list coasts on from that instant with the velocity the spring
/// had — so the outcome is continuous in the release time and nothing overshoots above the
/// detent. A drag on the header never scrolls the list (past the detent it rubber-bands the
/// drawer), so its settle keeps the spring, overshoot and all, as do keys and taps.
extension Drawer {
    /// Sampling step for the first arrival, in units of the spring's response: the arrivals of a
    /// damped spring at its target are half a damped period (≥ response/2) apart, so no arrival
    /// hides between two samples.
    static let arrivalScanStep = 1.0 / 16
    /// Bisection steps for the arrival instant: 2⁻⁴⁰ of a scan step (≈ 10⁻¹⁴ s) — exact at any
    /// frame rate.
    static let arrivalBisections = 40

    /// When `animation` (a settle toward detent `index`, displayed coordinates) first arrives at
    /// its target from below while moving up (s); nil when the setting is off, the list does not
    /// scroll at that detent or has no rows, or the settle never arrives from below moving up
    /// before it settles.
    func handOffTime(of animation: SpringAnimation<Double>, into index: Int) -> Double? {
        guard configuration.carriesMomentumIntoList, resolved.scrollable[index],
            configuration.list.rowCount > 0, !animation.isSettled
        else { return nil }
        let d0 = animation.value - animation.target
        let v0 = animation.velocity
        let start = animation.time
        guard d0 >= 0 else { return nil }
        if d0 == 0 { return v0 < 0 ? start : nil }
        let spring = animation.spring
        let step = spring.response * Self.arrivalScanStep
        let end = animation.settleTime - start
        guard step > 0, step.isFinite, end.isFinite else { return nil }
        // The first sample at or above the target brackets the arrival.
        var low = 0.0, high = 0.0
        var found = false
        while high < end {
            low = high
            high = min(high + step, end)
            if spring.state(displacement: d0, velocity: v0, at: high).displacement <= 0 {
                found = true
                break
            }
        }
        guard found else { return nil }
        for _ in 0..<Self.arrivalBisections {
            let mid = (low + high) / 2
            if spring.state(displacement: d0, velocity: v0, at: mid).displacement <= 0 {
                high = mid
            } else {
                low = mid
            }
        }
        guard spring.state(displacement: d0, velocity: v0, at: high).velocity < 0 else { return nil }
        return start + high
    }

    /// At `instant` (s, ≤ `time`) the settle arrives at its detent moving up: the drawer stops
    /// there and the list coasts on from its offset with the settle's velocity, from `instant`.
    mutating func carryIntoList(at instant: Double) {
        guard var spring = drawerSpring else {
            handOffTime = nil
            return
        }
        spring.advance(to: instant)
        let velocity = spring.velocity
        finishSettle()
        if case .none = listMotion {
            // Drawer up at v (< 0) is content moving on at −v, as a finger's movement splits.
            startListMomentum(velocity: -velocity, at: instant)
        }
    }
}
