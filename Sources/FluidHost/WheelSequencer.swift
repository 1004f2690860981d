import FluidCore
import FluidGestures
import FluidMotion

/// Turns SDL2's wheel deltas, which have no start or end, into scroll events.
///
/// SDL2 reports a notched wheel in whole steps and a touchpad's two-finger scroll (or a
/// free-spinning wheel) in fractions (`preciseX`/`preciseY`, SDL 2.0.18). A fractional delta
/// begins a scroll gesture; later deltas continue it, whole or not; it ends when none has come for
/// `idleTimeout`, at the last delta's time plus the timeout (`ScrollPhase.ended`; what coasts
/// after it takes the velocity of the last deltas, not of the wait). Whole deltas outside a
/// gesture are notches (`ScrollPhase.wheel`). Deltas are in SDL's units, signed as
/// `ScrollEvent` signs them (positive y moves the content down); a gesture's are scaled to points
/// by `pointsPerUnit`. A gesture keeps the pointer where it began: the content under it scrolls.
struct WheelSequencer {
    /// How long a touchpad's scroll may pause before it counts as ended (s): longer than the
    /// gaps between its deltas (8–12 ms at libinput's rates), short enough that a lift coasts at
    /// once.
    static let idleTimeout = 0.08

    /// Points per unit of SDL's precise delta: SDL's Wayland backend divides libinput's scroll
    /// distance (about a logical pixel per unit) by 10 (`WAYLAND_WHEEL_AXIS_UNIT`), so 10 pt
    /// follows the fingers.
    static let pointsPerUnit = 10.0

    /// The gesture under way: where it began and when its last delta came (s).
    private(set) var gesture: (location: Point, lastTime: Double)?

    /// True while a touchpad's scroll is under way.
    var isScrolling: Bool { gesture != nil }

    /// The events one SDL wheel delta (`delta`, SDL units) at `location` (pt) and `time` (s)
    /// makes: an overdue end first, if any, then a notch or the gesture's next delta.
    mutating func wheel(delta: Point, location: Point, time: Double) -> [ScrollEvent] {
        guard delta.x.isFinite, delta.y.isFinite, delta != .zero else { return [] }
        var events: [ScrollEvent] = []
        if let end = idleEnd(now: time) { events.append(end) }
        let fractional = delta.x != delta.x.rounded() || delta.y != delta.y.rounded()
        guard fractional || gesture != nil else {
            return events + [ScrollEvent(phase: .wheel, location: location, delta: delta, time: time)]
        }
        let phase: ScrollPhase = gesture == nil ? .began : .changed
        let start = gesture?.location ?? location
        gesture = (start, time)
        let unit = Self.pointsPerUnit
        events.append(
            ScrollEvent(
                phase: phase, location: start, delta: Point(x: delta.x * unit, y: delta.y * unit),
                time: time))
        return events
    }

    /// The end of a gesture that has had no delta for more than `idleTimeout` as of `now` (s).
    mutating func idleEnd(now: Double) -> ScrollEvent? {
        guard let g = gesture, now - g.lastTime > Self.idleTimeout else { return nil }
        gesture = nil
        return ScrollEvent(phase: .ended, location: g.location, delta: .zero, time: g.lastTime + Self.idleTimeout)
    }
}
