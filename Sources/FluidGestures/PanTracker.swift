import FluidCore
import FluidMotion

/// Tracks one finger dragging something: whether it is a pan yet (the touch slop), how far it has
/// moved, how much of that the dragged thing should follow this event, and how fast it moves.
///
/// Feed every `TouchEvent` to `handle(_:)`; it keeps its own `TouchOwnership`, so other fingers,
/// malformed sequences, NaN locations and times that run backwards are handled (see there).
///
/// **Slop.** With `beginsAtTouchDown == false` the touch is `possible` until it moves more than
/// `slop` (pt, Euclidean) from where it went down, then `began`, then `changed` on every later
/// event. `translation` is reported from the touch-down point, as UIKit does, so the slop only
/// decides *whether* it is a pan. What a dragged thing should follow is `delta`: on the event
/// that crosses the slop it is only the movement *beyond* the slop circle, later it is the
/// movement since the previous event. A thing that adds up `delta`s therefore starts moving
/// smoothly from where it was, with no jump at the crossing; it trails the finger by the slop.
///
/// **Instant mode.** With `beginsAtTouchDown == true` the pan begins at touch-down (`began` on
/// the `began` event, `delta` zero) and every movement counts: use it to catch something already
/// moving, which must stop under the finger and follow it exactly.
///
/// **Velocity** comes from a `VelocityTracker<Point>` fed with the touch-down point and every
/// accepted move, *including moves to the same position*: a touch screen keeps reporting a finger
/// that holds still, and those samples are how the tracker sees it stop. The lift-off point is
/// fed only when it differs from the last move: hardware reports the lift (14–16 ms after the
/// last move on recorded devices) at the last known position, which says nothing about motion.
/// The velocity is evaluated at the event's time, so a finger that the stroke shows stopping
/// before the lift (see `VelocityTracker`) releases with zero velocity, while a flick lifted
/// after the device's usual delay keeps its speed.
public struct PanTracker: Sendable {
    /// Where the touch is in its life as a pan.
    public enum State: String, Hashable, Sendable {
        /// No finger, or a finger that has not yet moved past the slop.
        case possible
        /// The event that made it a pan (past the slop, or touch-down in instant mode).
        case began
        /// A later move of the pan.
        case changed
        /// The finger lifted after the pan began.
        case ended
        /// The system cancelled the touch (whether or not the pan had begun).
        case cancelled
        /// The finger lifted without ever moving past the slop.
        case failed
    }

    /// UIKit's and Android's touch slop, in points: movement below it is a tap's jitter.
    public static let defaultSlop = 10.0

    /// Movement (pt) a touch must exceed before it is a pan; ≥ 0. A negative or non-finite value
    /// counts as 0 (every movement pans).
    public var slop: Double
    /// True: the pan begins at touch-down (catching a moving thing). Read at each `began`.
    public var beginsAtTouchDown: Bool

    /// Where the gesture is: possible, began, changed, ended or cancelled.
    public private(set) var state: State = .possible
    /// The finger being tracked while it is down (nil otherwise).
    @inlinable public var touchID: Int? { ownership.owner }
    /// Where the finger went down (pt).
    public private(set) var startLocation: Point = .zero
    /// The finger's latest location (pt).
    public private(set) var location: Point = .zero
    /// The latest accepted event's time (s).
    public private(set) var time: Double = 0
    /// What the dragged thing follows for the latest event (pt); zero unless panning. See above.
    public private(set) var delta: Point = .zero
    /// The velocity at the latest event (pt/s): at lift-off this is the release velocity.
    public private(set) var velocity: Point = .zero

    @usableFromInline var ownership = TouchOwnership()
    @usableFromInline var tracker = VelocityTracker<Point>()

    /// A tracker that starts panning after `slop` points of movement (or at touch-down when
    /// `beginsAtTouchDown`, to catch a moving object instantly).
    public init(slop: Double = PanTracker.defaultSlop, beginsAtTouchDown: Bool = false) {
        self.slop = slop
        self.beginsAtTouchDown = beginsAtTouchDown
    }

    // The readers from here to `velocityStopTime` are inlinable: a drawer reads them every frame,
    // and a call that is not inlined receives the whole pan tracker (about 650 B, most of it the
    // velocity tracker's samples) as a copy; inlined, the caller reads the fields in place.

    /// The finger's movement since touch-down (pt), slop included.
    @inlinable public var translation: Point { location - startLocation }

    /// True on `began` and `changed`: the dragged thing should follow `delta`.
    @inlinable public var isPanning: Bool {
        switch state {
        case .began, .changed: true
        case .possible, .ended, .cancelled, .failed: false
        }
    }

    /// True while a finger is down (panning or not yet).
    @inlinable public var isTouching: Bool { ownership.isTouching }

    /// The velocity as of `time` (s): zero once the finger has stopped (`VelocityTracker`: at
    /// most 40 ms after its last movement),
    /// and zero when no finger is down.
    @inlinable public func velocity(at time: Double) -> Point {
        guard isTouching else { return .zero }
        return tracker.velocity(at: time)
    }

    /// The time (s) after which `velocity(at:)` is zero unless the finger moves again
    /// (`VelocityTracker.stopTime`); nil when no finger is down or nothing was sampled.
    @inlinable public var velocityStopTime: Double? { isTouching ? tracker.stopTime : nil }

    /// Applies one touch event. Returns false if it was ignored (another finger, a malformed
    /// sequence); the state is then unchanged.
    @discardableResult
    public mutating func handle(_ event: TouchEvent) -> Bool {
        guard let event = ownership.accept(event) else { return false }
        time = event.time
        delta = .zero
        switch event.phase {
        case .began: begin(at: event.location)
        case .moved: move(to: event.location, sample: true)
        case .ended:
            move(to: event.location, sample: event.location != location)
            state = (state == .possible) ? .failed : .ended
        case .cancelled:
            velocity = .zero
            state = .cancelled
        }
        return true
    }

    /// Gives up on the current touch: the state becomes `cancelled` and the rest of this
    /// finger's touch is ignored.
    public mutating func cancel() {
        guard ownership.isTouching else { return }
        ownership.release()
        delta = .zero
        velocity = .zero
        state = .cancelled
    }

    private mutating func begin(at point: Point) {
        tracker.reset()
        tracker.add(point, at: time)
        velocity = .zero
        let wasPanning = isPanning
        startLocation = point
        location = point
        // A repeated `began` mid-pan re-anchors without ending the pan (no jump: delta stays 0).
        if wasPanning {
            state = .changed
        } else {
            state = beginsAtTouchDown ? .began : .possible
        }
    }

    /// Moves the finger to `point`; `sample` says whether the event is a velocity sample.
    private mutating func move(to point: Point, sample: Bool) {
        let previous = location
        location = point
        if sample { tracker.add(point, at: time) }
        velocity = tracker.velocity(at: time)
        switch state {
        case .began, .changed:
            delta = point - previous
            state = .changed
        case .possible:
            let offset = point - startLocation
            let distance = offset.length
            let threshold = effectiveSlop
            guard distance > threshold else { return }
            // Follow only the part beyond the slop circle, so nothing jumps at the crossing.
            delta = ((distance - threshold) / distance) * offset
            state = .began
        case .ended, .cancelled, .failed:
            break
        }
    }

    private var effectiveSlop: Double { slop.isFinite && slop > 0 ? slop : 0 }
}
