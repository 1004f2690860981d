import FluidCore
import FluidMotion

/// The rule that one finger owns an interaction: the first finger down owns it until it lifts
/// (ended) or the system takes it (cancelled); every other finger is ignored meanwhile.
///
/// It also cleans what it lets through, so recognizers downstream see a well-formed sequence
/// whatever the host sends:
/// - `moved`, `ended` or `cancelled` without an owning `began`, a second `ended`, and events of
///   other fingers are ignored (`accept` returns nil);
/// - a `began` or `moved` with a location outside `InputDomain` (non-finite, or beyond 10⁹ pt) is
///   ignored (a dropped sample); an `ended` or `cancelled` with one still ends the touch, at the
///   last known location;
/// - a `began` repeated by the owner is passed through (the host lost the lift): recognizers
///   re-anchor on it;
/// - times run backwards only when the clock was reset (`InputDomain.reading`): a time outside
///   the domain, or jitter just before the latest accepted time, is replaced by that time; a
///   non-finite force is dropped and a finite one is clamped to 0…1.
///
/// Postcondition: every accepted event has a location and a time inside `InputDomain`, no
/// earlier than the previously accepted one unless more than `InputDomain.clockResetGap` earlier
/// (a new clock), and the owner's `id`.
public struct TouchOwnership: Hashable, Sendable {
    /// The finger that owns the interaction, nil when no finger is down.
    public private(set) var owner: Int?
    /// The owner's latest accepted location (pt).
    public private(set) var lastLocation: Point = .zero
    /// The latest accepted time (s), nil before the first accepted event.
    public private(set) var lastTime: Double?

    /// An ownership with no finger down.
    public init() {}

    /// True while a finger owns the interaction.
    @inlinable public var isTouching: Bool { owner != nil }

    /// The event as the interaction should see it, or nil if it must be ignored.
    public mutating func accept(_ event: TouchEvent) -> TouchEvent? {
        switch event.phase {
        case .began:
            guard owner == nil || owner == event.id, InputDomain.contains(event.location) else { return nil }
            owner = event.id
            return admit(event, location: event.location)
        case .moved:
            guard owner == event.id, InputDomain.contains(event.location) else { return nil }
            return admit(event, location: event.location)
        case .ended, .cancelled:
            guard owner == event.id else { return nil }
            owner = nil
            return admit(event, location: InputDomain.contains(event.location) ? event.location : lastLocation)
        }
    }

    /// Forgets the owner: the rest of its touch is ignored (a recognizer that gave up).
    /// Its next `began` owns a new interaction.
    public mutating func release() {
        owner = nil
    }

    private mutating func admit(_ event: TouchEvent, location: Point) -> TouchEvent {
        let time: Double
        switch InputDomain.reading(event.time, after: lastTime ?? -.infinity) {
        case .latest: time = lastTime ?? 0
        case .forward(let t), .reset(let t): time = t
        }
        lastTime = time
        lastLocation = location
        var force: Double? = nil
        if let f = event.force, f.isFinite { force = min(max(f, 0), 1) }
        return TouchEvent(
            id: event.id, phase: event.phase, location: location, time: time,
            force: force)
    }
}
