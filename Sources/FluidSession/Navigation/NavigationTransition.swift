import FluidCore
import FluidGestures
import FluidJSON
import FluidMotion

/// UIKit's navigation transition between the menu and a scene, as a value driven by touches and
/// time: the top scene slides over the one beneath, which moves a third as far (parallax) and
/// dims, and the top one casts a shadow on it.
///
/// `offset` is the top scene's left edge (pt): 0 shows it whole, `width` has it gone. A push
/// springs it from `width` to 0, a pop from 0 to `width`. A finger on the left edge
/// (`edgeWidth`) of a scene drags the pop interactively: the offset follows the finger's x
/// movement, 1:1, within 0…`width`; on lift it completes when the position projected by the
/// finger's velocity (UIScrollView's deceleration, WWDC18 "Designing Fluid Interfaces") passes
/// half the width, else it cancels, and springs there starting with the finger's velocity. A
/// touch while it springs catches it where it is and drags it again (instant pan), so it can be
/// reversed mid-flight. A push is caught the same way by a finger on the left edge (the
/// screen's, or the arriving scene's own, as iOS 17 lets a back swipe catch a push), and once
/// caught by any finger; back during a push turns it round from where it is, with its velocity
/// (`reverse(at:)`). Nothing reads a clock: every time is an argument (s).
///
/// Under Reduce Motion a push or a pop is a short cross-fade instead (`Style.crossFade`, as iOS
/// does): the scenes stay in place and the top one fades in or out with `progress`, on a quicker
/// spring. The back swipe still slides with the finger, and a cross-fade caught by a finger is
/// faded by it, so nothing jumps.
public struct NavigationTransition: Sendable {
    public enum Kind: String, Sendable { case push, pop }
    /// How the top scene leaves or arrives.
    public enum Style: String, Sendable {
        /// UIKit's slide with parallax, dim and shadow.
        case slide
        /// Reduce Motion's dissolve: the top scene's opacity is 1 − `progress`.
        case crossFade
    }
    public enum Phase: String, Sendable {
        /// A finger drags it.
        case tracking
        /// A spring carries it to `target`.
        case settling
    }

    /// Width of the band at a scene's left edge where a finger starts the back swipe (pt):
    /// UIKit's interactive pop begins within about 20 pt of the edge.
    public static let edgeWidth = 20.0
    /// How far the scene beneath moves with the top one: a third (UIKit's parallax, pt/pt).
    public static let parallax = 1.0 / 3
    /// Black's alpha over the scene beneath while the top one covers it.
    public static let maxDim = 0.1
    /// The settle: UIKit's navigation spring, critically damped, about 0.5 s (response).
    public static let spring = Spring.constant(response: 0.5, dampingRatio: 1)
    /// The cross-fade's settle: critically damped, 0.25 s (response), a short dissolve in place
    /// of the half-second slide.
    public static let crossFadeSpring = Spring.constant(response: 0.25, dampingRatio: 1)
    /// Settled within 0.5 pt and 5 pt/s.
    static let tolerance = SpringTolerance(position: 0.5, velocity: 5)

    public let kind: Kind
    public let style: Style
    /// The container's width (pt).
    public private(set) var width: Double
    /// The top scene's left edge (pt), 0…width.
    public private(set) var offset: Double
    public private(set) var phase: Phase
    /// Where the spring goes: 0 (the top scene stays) or `width` (it goes); 0 while a finger
    /// holds it.
    public private(set) var target: Double
    private var animation = SpringSlot<Double>()
    private var touch: Int?
    private var grab = (x: 0.0, offset: 0.0)
    private var velocity = VelocityTracker<Double>()
    public private(set) var time: Double
    /// True once a finger has held it (a back swipe, or a catch): any finger then catches it.
    public private(set) var wasCaught = false

    /// A push (the top scene slides in from the right) or a pop (it slides out), starting at
    /// `time` (s); with `style` `.crossFade`, it fades in or out in place instead.
    public init(kind: Kind, width: Double, at time: Double, style: Style = .slide) {
        self.kind = kind
        self.style = style
        self.width = max(width, 1)
        self.time = time
        offset = kind == .push ? self.width : 0
        target = kind == .push ? 0 : self.width
        phase = .settling
        animation.hold(
            SpringAnimation(
                spring: settleSpring, from: offset, to: target, at: time,
                tolerance: Self.tolerance))
    }

    /// An interactive pop begun by `touch` on the left edge: always a slide, whatever Reduce
    /// Motion says, since it follows the finger.
    public init(edgeSwipe touch: TouchEvent, width: Double) {
        kind = .pop
        style = .slide
        self.width = max(width, 1)
        time = touch.time
        offset = 0
        target = 0
        phase = .tracking
        self.touch = touch.id
        wasCaught = true
        grab = (touch.location.x, 0)
        velocity.add(touch.location.x, at: touch.time)
    }

    /// 0 (the top scene whole) … 1 (gone).
    public var progress: Double { offset / width }
    /// The spring that carries it when no finger holds it.
    var settleSpring: Spring { style == .crossFade ? Self.crossFadeSpring : Self.spring }

    /// True once it rests at 0 or `width`, no finger on it.
    public var isFinished: Bool { phase == .settling && !animation.isMoving }
    /// True when it ended with the top scene gone.
    public var topIsGone: Bool { target == width }
    /// The finger dragging it, if any.
    public var trackedTouch: Int? { touch }

    /// True when `touch` starts a back swipe: it begins in the left edge band.
    public static func startsEdgeSwipe(_ touch: TouchEvent) -> Bool {
        touch.phase == .began && touch.location.isFinite && touch.location.x >= 0 && touch.location.x <= edgeWidth
    }

    /// True when a `began` of `touch` would catch it as it runs now: any finger catches a pop or
    /// one held before; a push only from the left edge, the screen's or the arriving scene's
    /// (`edgeWidth` wide), as iOS 17's back swipe catches a push in flight.
    public func catches(_ touch: TouchEvent) -> Bool {
        guard touch.phase == .began, self.touch == nil, touch.location.isFinite else { return false }
        if kind == .pop || wasCaught { return true }
        let x = touch.location.x
        let edge = style == .crossFade ? 0 : offset
        return (x >= 0 && x <= Self.edgeWidth) || (x >= edge && x <= edge + Self.edgeWidth)
    }

    /// Turns a settling transition round, from where it is and with the velocity it has: the top
    /// scene heads back the way it came (back during a push). False while a finger holds it.
    @discardableResult
    public mutating func reverse(at time: Double) -> Bool {
        advance(to: time)
        guard touch == nil else { return false }
        target = target == width ? 0 : width
        phase = .settling
        if animation.isMoving {
            animation.retarget(to: target, at: self.time)
        } else {
            animation.hold(
                SpringAnimation(
                    spring: settleSpring, from: offset, to: target, at: self.time,
                    tolerance: Self.tolerance))
        }
        return true
    }

    /// Feeds a touch; a `began` while it springs catches it (and its finger drags it from there).
    /// Returns true when the transition took the touch.
    public mutating func handle(_ event: TouchEvent) -> Bool {
        guard event.location.isFinite, event.time.isFinite else { return event.id == touch }
        advance(to: event.time)
        switch event.phase {
        case .began:
            guard touch == nil else { return false }
            touch = event.id
            wasCaught = true
            animation.stop()
            phase = .tracking
            // Held, it goes nowhere: the top scene is the current one until the finger lifts.
            target = 0
            grab = (event.location.x, offset)
            velocity.reset()
            velocity.add(event.location.x, at: event.time)
            return true
        case .moved:
            guard event.id == touch else { return false }
            velocity.add(event.location.x, at: event.time)
            offset = min(max(grab.offset + event.location.x - grab.x, 0), width)
            return true
        case .ended, .cancelled:
            guard event.id == touch else { return false }
            if event.phase == .ended {
                velocity.add(event.location.x, at: event.time)
                offset = min(max(grab.offset + event.location.x - grab.x, 0), width)
            }
            let v = event.phase == .ended ? velocity.velocity(at: event.time) : 0
            release(velocity: v.isFinite ? v : 0, at: event.time)
            return true
        }
    }

    /// Completes or cancels by where a flick at `velocity` (pt/s, positive: rightward) would
    /// land, and springs there from where it is, with that velocity.
    mutating func release(velocity v: Double, at time: Double) {
        touch = nil
        let projected = Decay.normal.project(offset, velocity: v)
        target = projected > width / 2 ? width : 0
        phase = .settling
        animation.hold(
            SpringAnimation(
                spring: settleSpring, from: offset, to: target, velocity: v, at: time,
                tolerance: Self.tolerance))
    }

    /// Advances the spring to `time` (s); earlier or non-finite times are ignored.
    public mutating func advance(to newTime: Double) {
        guard time.moveForward(to: newTime) else { return }
        guard let a = animation.advance(to: newTime) else { return }
        offset = a.isSettled ? target : min(max(a.value, 0), width)
    }

    /// A new container width (pt): the offset keeps its fraction.
    public mutating func resize(width newWidth: Double) {
        let fraction = progress
        width = max(newWidth, 1)
        offset = fraction * width
        if target > 0 { target = width }
        if animation.isMoving {
            animation.hold(
                SpringAnimation(
                    spring: settleSpring, from: offset, to: target, at: time,
                    tolerance: Self.tolerance))
        }
    }

    /// The trace's `navigation` object; `style` only for a cross-fade, so slides trace as before.
    var traceObject: JSONValue {
        var fields: [(String, JSONValue)] = [
            ("kind", .string(kind.rawValue)), ("phase", .string(phase.rawValue)), ("offset", .number(offset)),
            ("progress", .number(progress)), ("target", .string(target == width ? "gone" : "shown"))
        ]
        if style == .crossFade { fields.append(("style", .string(style.rawValue))) }
        return .object(fields)
    }
}
