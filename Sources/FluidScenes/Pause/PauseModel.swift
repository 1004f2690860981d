import FluidCore
import FluidGestures
import FluidMotion
import FluidSceneKit

/// Interface 5 of WWDC18 "Designing Fluid Interfaces": swipe a card up and pause, as in the
/// iPhone X gesture to the app switcher. The pause is found by `PauseDetector` from the finger's
/// deceleration over the last 100 ms — no timer, and a sharper stop is noticed sooner — and is
/// answered at once with an indicator and a light haptic.
///
/// The card follows the finger vertically: freely upward for twice its rest distance above the
/// bottom (the seed's 2 × 180 pt), resisted beyond that and downward by the seed's |x|^0.7. On
/// release it springs home (ζ 0.8, response 0.3 s, seed) and the indicator fades with it.
public struct PauseModel: Sendable {
    /// The seed's release spring.
    public static let returnSpring = Spring.constant(response: 0.3, dampingRatio: 0.8)
    /// How far up (pt) the card follows the finger before resisting: the seed's 2 × 180 pt.
    public static let freeTravel = 360.0
    /// Speed samples kept for the chart.
    public static let historyCapacity = 120

    /// The card's rest frame (pt).
    public private(set) var home = Rect.zero
    /// The card's displayed vertical offset (pt, negative = up).
    public private(set) var offset = 0.0
    /// The finger's vertical translation in this gesture (pt).
    public private(set) var fingerOffset = 0.0
    /// The finger's vertical velocity (pt/s).
    public private(set) var velocity = 0.0
    /// 1 when paused, fading to 0 after release.
    public private(set) var indicator = 0.0
    public private(set) var detector = PauseDetector()
    /// Light haptics so far: their times (s), for the visual pulse.
    public private(set) var hapticTimes: [Double] = []
    /// Recent (time, speed) samples for the chart, oldest first.
    public private(set) var history: [(time: Double, speed: Double)] = []
    public private(set) var time = 0.0
    var log = FrameLog()
    private var pan = PanTracker(slop: 0, beginsAtTouchDown: true)
    private var startOffset = 0.0
    /// Reduce Motion (`SceneOptions.reduceMotion`): springs arrive without overshoot.
    public var reducesMotion: Bool {
        get { spring.reducesMotion }
        set { spring.reducesMotion = newValue; fade.reducesMotion = newValue }
    }
    private var spring = SpringSlot<Double>()
    private var fade = SpringSlot<Double>()
    static let band = try! PowerRubberBand(exponent: PowerRubberBand.wwdcExponent)

    public init() {}

    public var isDragging: Bool { pan.isTouching }
    public var isPaused: Bool { detector.hasPaused }
    public var phase: DragPhase { DragPhase(isDragging: isDragging, isSettling: spring.isMoving) }
    public var frame: Rect { home.offsetBy(Point(x: 0, y: offset)) }
    public var needsFrames: Bool {
        isDragging || spring.isMoving || fade.isMoving || log.hasPending
            || hapticTimes.contains { time - $0 < HapticPulse.duration }
    }

    public mutating func layout(home: Rect) { self.home = home }

    /// The card's offset for a free (finger) offset: the seed's resistance below home and above
    /// `freeTravel`.
    public static func displayed(_ free: Double) -> Double {
        if free > 0 { return band.offset(forOvershoot: free) }
        if free < -freeTravel { return -freeTravel + band.offset(forOvershoot: free + freeTravel) }
        return free
    }

    /// The inverse of `displayed`.
    public static func free(_ shown: Double) -> Double {
        if shown > 0 { return band.overshoot(forOffset: shown) }
        if shown < -freeTravel { return -freeTravel + band.overshoot(forOffset: shown + freeTravel) }
        return shown
    }

    public mutating func handle(_ touch: TouchEvent) {
        if touch.phase == .began {
            guard !pan.isTouching, touch.location.isFinite else { return }
            advance(to: touch.time)
            guard frame.contains(touch.location) else { return }
            spring.stop()
            startOffset = Self.free(offset)
            detector.reset()
            history.removeAll(keepingCapacity: true)
        }
        if touch.phase != .began { trackStop(before: touch.time) }
        guard pan.handle(touch) else { return }
        fingerOffset = pan.translation.y
        offset = Self.displayed(startOffset + fingerOffset)
        switch pan.state {
        case .ended, .cancelled, .failed:
            velocity = pan.state == .cancelled ? 0 : pan.velocity.y
            let shownVelocity = velocity * slope(at: startOffset + fingerOffset)
            spring.hold(
                SpringAnimation(
                    spring: Self.returnSpring, from: offset, to: 0, velocity: shownVelocity,
                    at: pan.time))
            if indicator > 0 {
                fade.hold(
                    SpringAnimation(
                        spring: Self.returnSpring, from: indicator, to: 0, at: pan.time,
                        tolerance: SpringTolerance(position: 0.005, velocity: 0.05)))
            }
        default:
            velocity = pan.velocity.y
            track(at: pan.time)
        }
    }

    /// d(displayed)/d(free) by a central difference (the card's speed per finger speed).
    private func slope(at free: Double) -> Double {
        let h = 0.5
        return (Self.displayed(free + h) - Self.displayed(free - h)) / (2 * h)
    }

    private mutating func track(at t: Double) {
        history.append((t, abs(velocity)))
        if history.count > Self.historyCapacity { history.removeFirst() }
        if detector.update(offset: fingerOffset, velocity: velocity, at: t) {
            indicator = 1
            fade.stop()
            hapticTimes.append(t)
            if hapticTimes.count > 4 { hapticTimes.removeFirst() }
            log.add("paused")
            log.add("haptic:light")
        }
    }

    /// A still finger sends no events: its velocity falls to zero at the tracker's stop time, not
    /// at a frame. Sampling that instant (just after it, where the velocity is zero) before a
    /// frame or a touch later than it makes the detection the same at any frame rate.
    private mutating func trackStop(before t: Double) {
        guard pan.isTouching, let stop = pan.velocityStopTime, stop.isFinite,
            stop >= (detector.latestTime ?? -.infinity)
        else { return }
        let instant = stop.nextUp
        guard instant < t else { return }
        velocity = pan.velocity(at: instant).y
        track(at: instant)
    }

    public mutating func advance(to newTime: Double) {
        defer { log.publish() }
        let moved = newTime > time
        guard time.moveForward(to: newTime) else { return }
        if moved { trackStop(before: newTime) }
        if pan.isTouching, moved {
            // A still finger sends no events: the tracker's velocity decays to 0 by itself.
            velocity = pan.velocity(at: newTime).y
            track(at: newTime)
        }
        if let s = spring.advance(to: newTime) { offset = s.value }
        if let f = fade.advance(to: newTime) { indicator = max(0, f.value) }
    }
}
