import FluidCore
import FluidGestures
import FluidMotion

/// The motion types used directly, as a scene model uses them: a 2-D spring animation retargeted,
/// re-sprung and kicked, a decay restarted from it, a pan tracker following the fingers, and a
/// velocity tracker fed every raw touch location and time, hostile ones included.
/// The stream's actions are read as operations on them, with its hostile numbers as arguments.
struct MotionTarget: FuzzTarget {
    /// Damped springs only (an undamped one never settles, by design): stiff, soft, bouncy,
    /// critical and heavily over-damped, mass ≠ 1 included.
    static let springs: [Spring] = [
        .constant(response: 0.4, dampingRatio: 0.8), .constant(response: 0.01, dampingRatio: 1),
        .constant(response: 5, dampingRatio: 0.05), .constant(response: 0.3, dampingRatio: 20),
        .constant(response: 0.5, dampingRatio: 0.6, mass: 1e-3), .constant(response: 0.5, dampingRatio: 1.2, mass: 50)
    ]
    /// Frames allowed after the computed settle times for the motions to report rest: one second.
    static let framesAfterSettling = 60
    static let hostileVelocities: [Double] = [.nan, .infinity, 1e308, -1e308, 1e200, 8000, -3, 0]

    private var spring = SpringAnimation(spring: springs[0], from: Point.zero, to: Point(x: 100, y: 200))
    private var decay = DecayAnimation(from: Point.zero, velocity: Point.zero)
    private var pan = PanTracker()
    private var tracker = VelocityTracker<Point>()
    private var kick = 0

    mutating func apply(_ action: FuzzAction) {
        switch action {
        case .input(.touch(let touch)):
            pan.handle(touch)
            tracker.add(touch.location, at: touch.time)
        case .input(.scroll(let scroll)):
            tracker.add(scroll.delta, at: scroll.time)
        case .input(.key(_, let time)):
            kick += 1
            let v = Self.hostileVelocities[kick % Self.hostileVelocities.count]
            spring.setVelocity(Point(x: v, y: -v), at: time)
        case .input(.text(_, let time)):
            spring.setSpring(Self.springs[kick % Self.springs.count], at: time)
            kick += 1
        case .advance(let time):
            spring.advance(to: time)
            decay.advance(to: time)
        case .resize(let size, let time):
            spring.retarget(to: Point(x: size.width, y: size.height), at: time)
        case .rowCount(let count, let time):
            decay = DecayAnimation(
                from: spring.value, velocity: Point(x: Double(count), y: -Double(count)),
                at: time)
        case .move(let index, _, let time):
            let v = pan.velocity(at: time)
            decay = DecayAnimation(
                decay: index.isMultiple(of: 2) ? .normal : .fast, from: spring.value,
                velocity: v, at: time)
        case .request:
            break
        }
    }

    func problem() -> String? {
        let numbers = [
            spring.value.x, spring.value.y, spring.velocity.x, spring.velocity.y, spring.target.x,
            spring.target.y, decay.value.x, decay.value.y, decay.velocity.x, decay.velocity.y,
            decay.stopTime, pan.velocity.x, pan.velocity.y, pan.delta.x, pan.delta.y,
            tracker.velocity().x, tracker.velocity().y
        ]
        guard numbers.allSatisfy(\.isFinite) else { return "non-finite motion state: \(numbers)" }
        return nil
    }

    mutating func liftAndSettle() -> String? {
        for id in fingerIDs {
            pan.handle(TouchEvent(id: id, phase: .ended, location: .zero, time: pan.time))
        }
        guard spring.settleTime.isFinite else { return "a damped spring never settles: \(spring.settleTime)" }
        // A clock at the top of the domain cannot advance (later readings are rejected, and the
        // motion types, unlike the drawer, take no new clock): only finiteness is checked then.
        let end = max(spring.settleTime, decay.stopTime) + Double(Self.framesAfterSettling) * frameInterval
        guard InputDomain.contains(time: end) else { return problem() }
        // To the settle times, then frames as a host would send them: near 10¹² s a Double spaces
        // times 0.12 ms apart, so the frame at the settle time may fall a hair short of it.
        spring.advance(to: spring.settleTime)
        decay.advance(to: decay.stopTime)
        var now = max(spring.time, decay.time)
        for _ in 0..<Self.framesAfterSettling where !(spring.isSettled && decay.isSettled) {
            now += frameInterval
            spring.advance(to: now)
            decay.advance(to: now)
        }
        guard spring.isSettled, spring.value == spring.target, decay.isSettled else {
            return "not at rest at its settle time: spring \(spring.value) → \(spring.target), decay \(decay.value)"
        }
        return problem()
    }
}
