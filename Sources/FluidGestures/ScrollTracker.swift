import FluidCore
import FluidMotion

/// Follows a touchpad's scroll gesture (`ScrollEvent` phases `began`, `changed`, `ended`) as
/// `PanTracker` follows a finger: the translation so far (pt) and its velocity (pt/s), with no
/// slop (a touchpad's scroll is a drag from its first delta) and no tap.
///
/// The release velocity is the one the deltas showed at the last delta (`VelocityTracker` at
/// that sample), not at the `ended` event's time: SDL2 reports no end, so a host learns of it
/// only after a pause, which must not read as the fingers stopping. A `changed` with no `began`
/// begins a gesture (a host that missed the start); a non-finite delta is ignored.
public struct ScrollTracker: Sendable {
    /// True from `began` to `ended`.
    public private(set) var isScrolling = false
    /// The movement since `began` (pt, the sum of the deltas).
    public private(set) var translation = Point.zero
    /// When the latest delta arrived (s).
    public private(set) var lastDeltaTime = 0.0
    private var tracker = VelocityTracker<Point>()

    /// A tracker with no gesture under way.
    public init() {}

    /// What one event means for the scrolled content, in this order: a gesture begins, the
    /// content moves by `delta`, the gesture ends.
    public struct Steps: Equatable, Sendable {
        /// A gesture starts (before its first movement, if the event carries one).
        public var began = false
        /// The movement (pt); zero when none.
        public var delta = Point.zero
        /// Set when the gesture ends: the velocity what follows it coasts at (pt/s).
        public var endVelocity: Point?
    }

    /// The steps `event` makes: nothing for a `wheel` event or an `ended` without a gesture.
    public mutating func handle(_ event: ScrollEvent) -> Steps {
        var steps = Steps()
        switch event.phase {
        case .wheel:
            return steps
        case .began, .changed:
            if event.phase == .began || !isScrolling {
                isScrolling = true
                translation = .zero
                tracker.reset()
                tracker.add(translation, at: event.time)
                lastDeltaTime = event.time
                steps.began = true
            }
            if let delta = usable(event.delta) { move(by: delta, at: event.time, into: &steps) }
        case .ended:
            guard isScrolling else { return steps }
            if let delta = usable(event.delta), delta != .zero { move(by: delta, at: event.time, into: &steps) }
            isScrolling = false
            steps.endVelocity = tracker.velocity(at: lastDeltaTime)
        }
        return steps
    }

    /// Forgets the gesture (a finger took over).
    public mutating func cancel() {
        isScrolling = false
        tracker.reset()
    }

    /// The velocity now (pt/s): as of `time`, zero once the deltas have stopped.
    public func velocity(at time: Double) -> Point {
        isScrolling ? tracker.velocity(at: time) : .zero
    }

    private mutating func move(by delta: Point, at time: Double, into steps: inout Steps) {
        translation = Point(x: translation.x + delta.x, y: translation.y + delta.y)
        tracker.add(translation, at: time)
        if time.isFinite, time > lastDeltaTime { lastDeltaTime = time }
        steps.delta = delta
    }

    private func usable(_ delta: Point) -> Point? {
        delta.x.isFinite && delta.y.isFinite ? delta : nil
    }
}
