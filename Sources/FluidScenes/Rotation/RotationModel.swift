import FluidCore
import FluidGestures
import FluidMotion
import FluidSceneKit
import RealModule

/// Interface 8 of WWDC18 "Designing Fluid Interfaces": a card turned by dragging a finger around its
/// centre, that always comes to rest square.
///
/// The card turns by the change of the finger's angle about the centre, atan2(y − c_y, x − c_x),
/// unwrapped so circling past ±π keeps counting. On release the angular velocity (rad/s, a
/// velocity tracker on the unwrapped angle) is projected with UIScrollView's *fast* deceleration
/// (0.99 per ms: (ω/1000)·0.99/0.01 ≈ 0.1 s of velocity), the projection's reach is limited to
/// ±π around the card's *current* angle (the seed's "within ±π"), the card snaps to the quarter
/// turn nearest that, and a spring (ζ 0.8, response 0.4 s) carries it there starting with the
/// finger's angular velocity. Limiting around the current angle, not where the gesture began,
/// means a card turned 260° and let go rests at 270°, not back at 180°. A touch mid-flight
/// catches it. Near the centre (< 12 pt) the angle is undefined, so movement there is ignored.
public struct RotationModel: Sendable {
    public static let spring = Spring.constant(response: 0.4, dampingRatio: 0.8)
    public static let decay = Decay.fast
    public static let step = Double.pi / 2
    /// Fingers closer than this to the centre do not turn the card (pt).
    public static let deadRadius = 12.0
    static let tolerance = SpringTolerance(position: 0.0005, velocity: 0.005)

    /// The card's centre (pt).
    public private(set) var center = Point.zero
    /// The card's angle (rad, clockwise on screen), unbounded.
    public private(set) var angle = 0.0
    /// Angular velocity (rad/s).
    public private(set) var angularVelocity = 0.0
    /// The multiple of π/2 the card rests at or heads for (rad).
    public private(set) var target = 0.0
    /// Where the last release projected the card (rad).
    public private(set) var projection: Double?
    public private(set) var time = 0.0
    private var touchID: Int?
    private var fingerAngle = 0.0
    private var tracker = VelocityTracker<Double>()
    /// Reduce Motion (`SceneOptions.reduceMotion`): springs arrive without overshoot.
    public var reducesMotion: Bool {
        get { animation.reducesMotion }
        set { animation.reducesMotion = newValue }
    }
    private var animation = SpringSlot<Double>()

    public init() {}

    public var isDragging: Bool { touchID != nil }
    public var isSettling: Bool { animation.isMoving }
    public var phase: DragPhase { DragPhase(isDragging: isDragging, isSettling: isSettling) }
    public var needsFrames: Bool { isDragging || isSettling }

    public mutating func layout(center: Point) { self.center = center }

    /// The finger's angle about the centre (rad), nil inside the dead radius.
    func fingerAngle(at p: Point) -> Double? {
        let d = p - center
        guard p.isFinite, d.length >= Self.deadRadius else { return nil }
        return Double.atan2(y: d.y, x: d.x)
    }

    /// Wraps an angle difference into (−π, π].
    static func wrapped(_ a: Double) -> Double {
        var x = a.truncatingRemainder(dividingBy: 2 * .pi)
        if x > .pi { x -= 2 * .pi }
        if x <= -.pi { x += 2 * .pi }
        return x
    }

    /// The resting angle (rad, a multiple of π/2) for a card at `current` whose release projects
    /// it to `projected`: the quarter turn nearest the projection, the projection first limited
    /// to current ± π. A non-finite projection rests at the quarter turn nearest `current`.
    public static func snap(projected: Double, current: Double) -> Double {
        let reach = projected.isFinite ? min(max(projected, current - .pi), current + .pi) : current
        return (reach / step).rounded() * step
    }

    public mutating func handle(_ touch: TouchEvent) {
        switch touch.phase {
        case .began:
            guard touchID == nil, let a = fingerAngle(at: touch.location), touch.time.isFinite else { return }
            advance(to: touch.time)
            touchID = touch.id
            fingerAngle = a
            animation.stop()
            angularVelocity = 0
            tracker.reset()
            tracker.add(angle, at: time)
        case .moved:
            guard touchID == touch.id else { return }
            follow(touch)
        case .ended, .cancelled:
            guard touchID == touch.id else { return }
            follow(touch)
            touchID = nil
            release(velocity: touch.phase == .ended ? tracker.velocity(at: time) : 0)
        }
    }

    private mutating func follow(_ touch: TouchEvent) {
        if touch.time.isFinite, touch.time > time { time = touch.time }
        guard let a = fingerAngle(at: touch.location) else { return }
        angle += Self.wrapped(a - fingerAngle)
        fingerAngle = a
        tracker.add(angle, at: time)
        angularVelocity = tracker.velocity(at: time)
    }

    /// Snaps from the projection of `velocity` (rad/s) and springs there.
    public mutating func release(velocity: Double) {
        let projected = angle + Self.decay.projectedDistance(velocity: velocity)
        projection = projected
        target = Self.snap(projected: projected, current: angle)
        angularVelocity = velocity
        let moving = animation.start(
            SpringAnimation(
                spring: Self.spring, from: angle, to: target, velocity: velocity,
                at: time, tolerance: Self.tolerance))
        if !moving { angle = target }
    }

    /// Turns the card `quarterTurns` quarter turns (positive: clockwise) from where it rests or
    /// heads, with the snapping spring and its current velocity (keyboard and accessibility);
    /// ignored while a finger turns it.
    public mutating func turn(quarterTurns: Int, at time: Double) {
        guard !isDragging else { return }
        advance(to: time)
        target += Double(quarterTurns) * .pi / 2
        projection = target
        let moving = animation.start(
            SpringAnimation(
                spring: Self.spring, from: angle, to: target,
                velocity: angularVelocity, at: self.time,
                tolerance: Self.tolerance))
        if !moving { angle = target }
    }

    public mutating func advance(to newTime: Double) {
        guard time.moveForward(to: newTime) else { return }
        guard let a = animation.advance(to: newTime) else { return }
        angle = a.value
        angularVelocity = a.velocity
    }
}
