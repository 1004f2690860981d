/// The values the engine takes from a host, and what it does with the rest. Every public entry
/// point of `FluidMotion`, `FluidGestures` and `FluidDrawer` either accepts a value (and then
/// stays finite and comes to rest in bounded time) or rejects it as stated here; see
/// `docs/InputDomain.md` for the whole table.
///
/// - Lengths (container sides, touch coordinates): finite with |x| ≤ `maxLength` (10⁹ pt, a
///   million screens). A touch location outside is a dropped sample; a container side outside
///   makes the size unusable (`Size.isUsable`).
/// - Times (s, on any clock): finite with |t| ≤ `maxTime` (10¹² s, about 31 700 years), where a
///   `Double` still resolves 0.12 ms, so frames keep advancing. A time outside is rejected: the
///   event is taken at the latest accepted time, an `advance(to:)` is ignored
///   (`SpringAnimation` and `DecayAnimation` complete their motion instead, keeping their clock).
/// - A clock that jumps forward by any amount inside the domain completes the motions it
///   overtakes. A time more than `clockResetGap` earlier than the latest is a new clock (the host
///   switched clocks, or the latest time was bogus): motions complete and time continues from
///   the new reading. A smaller step back is jitter and counts as the latest time.
public enum InputDomain {
    /// The largest accepted |length| or |coordinate| (pt).
    public static let maxLength = 1e9
    /// The largest accepted |time| (s): below 2⁴⁰ s, where a `Double`'s spacing is 2⁻¹³ s.
    public static let maxTime = 1e12
    /// A step back in time longer than this (s) starts a new clock; shorter ones are jitter.
    public static let clockResetGap = 1.0

    /// True for a finite length or coordinate with |x| ≤ `maxLength`.
    @inlinable public static func contains(length x: Double) -> Bool { abs(x) <= maxLength }

    /// True for a point whose coordinates are both accepted lengths.
    @inlinable public static func contains(_ point: Point) -> Bool {
        contains(length: point.x) && contains(length: point.y)
    }

    /// True for a finite time with |t| ≤ `maxTime`.
    @inlinable public static func contains(time t: Double) -> Bool { abs(t) <= maxTime }

    /// How a time reading `t` relates to the latest accepted time `latest` (s).
    public enum Reading: Hashable, Sendable {
        /// Outside the domain, or jitter just before `latest`: use `latest`.
        case latest
        /// At or after `latest`: advance to it.
        case forward(Double)
        /// Far before `latest`: a new clock, starting at this time.
        case reset(Double)
    }

    /// Classifies the time reading `t` against the latest accepted time `latest`.
    @inlinable public static func reading(_ t: Double, after latest: Double) -> Reading {
        guard contains(time: t) else { return .latest }
        if t >= latest { return .forward(t) }
        return latest - t > clockResetGap ? .reset(t) : .latest
    }
}
