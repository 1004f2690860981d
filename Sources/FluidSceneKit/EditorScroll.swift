import FluidMotion
import RealModule

/// Vertical scrolling of the shortcut's step cards behind the drawer, as UIScrollView scrolls:
/// the content follows the finger, resists past its ends (rubber band, c = 0.55), coasts with
/// normal deceleration after a flick and bounces at an end with the velocity it arrived with.
///
/// Offsets are in points, 0 at the top; the maximum is content height − viewport (≥ 0).
package struct EditorScroll: Sendable {
    package init() {}

    /// The displayed offset (pt).
    package private(set) var offset: Double = 0
    package private(set) var maxOffset: Double = 0
    private var viewport: Double = 1
    private var dragStartFreeOffset = 0.0
    private var motion: Motion = .none

    private enum Motion: Sendable {
        case none
        case coasting(DecayAnimation<Double>)
        case bouncing(SpringAnimation<Double>)
    }

    /// The spring that returns an overscrolled list to its end: critically damped, as UIKit's.
    static let bounce = Spring.constant(response: 0.4, dampingRatio: 1)

    package var isMoving: Bool {
        if case .none = motion { return false }
        return true
    }

    /// Sets the scrollable extent; keeps the offset within it unless a finger holds it.
    package mutating func setBounds(contentHeight: Double, viewport newViewport: Double, at time: Double) {
        viewport = max(1, newViewport)
        maxOffset = max(0, contentHeight - viewport)
        if !isMoving, offset > maxOffset || offset < 0 {
            startBounce(from: offset, velocity: 0, at: time)
        }
    }

    private var band: RubberBand? {
        try? RubberBand(dimension: viewport, range: 0...maxOffset)
    }

    /// The distance one mouse-wheel notch scrolls (pt): the viewport's height to the power 2/3,
    /// as GTK 3 scrolls (gtkscrolledwindow.c, `get_wheel_detent_scroll_step`).
    package var wheelStep: Double { Double.pow(viewport, 2.0 / 3) }

    /// A finger came down: stop any motion where it is.
    package mutating func beginDrag() {
        motion = .none
        dragStartFreeOffset = band?.free(forDisplayed: offset) ?? offset
    }

    /// The finger moved `translation` pt (downward positive) since the drag began.
    package mutating func drag(translation: Double) {
        let free = dragStartFreeOffset - translation
        offset = band?.displayed(forFree: free) ?? free
    }

    /// The finger lifted with `velocity` (pt/s, downward positive) at `time`.
    package mutating func endDrag(velocity: Double, at time: Double) {
        let contentVelocity = -velocity
        if offset < 0 || offset > maxOffset {
            startBounce(from: offset, velocity: 0, at: time)
        } else if abs(contentVelocity) > 20 {
            motion = .coasting(
                DecayAnimation(
                    decay: .normal, from: offset, velocity: contentVelocity,
                    at: time))
        } else {
            motion = .none
        }
    }

    /// The content's current velocity (pt/s).
    private var velocity: Double {
        switch motion {
        case .none: 0
        case .coasting(let decay): decay.velocity
        case .bouncing(let spring): spring.velocity
        }
    }

    /// Scrolls so `offset` is shown, with a critically damped spring that starts with whatever
    /// velocity the content already had.
    package mutating func scroll(to target: Double, at time: Double) {
        advance(to: time)
        let clamped = min(max(target, 0), maxOffset)
        motion = .bouncing(
            SpringAnimation(
                spring: Self.bounce, from: offset, to: clamped,
                velocity: velocity, at: time))
    }

    /// Moves the content by `delta` pt at once, within 0…`maxOffset`, stopping any motion (a
    /// lifted card held near an edge scrolls the cards under it).
    package mutating func nudge(by delta: Double) {
        guard delta.isFinite else { return }
        motion = .none
        offset = min(max(offset + delta, 0), maxOffset)
    }

    package mutating func advance(to time: Double) {
        switch motion {
        case .none:
            break
        case .coasting(var decay):
            decay.advance(to: time)
            let end = decay.value < 0 ? 0.0 : (decay.value > maxOffset ? maxOffset : nil)
            if let end,
                let crossing = decay.decay.time(
                    toReach: end, from: decay.startValue,
                    velocity: decay.startVelocity)
            {
                // Hand over to the bounce at the exact moment the end was crossed.
                let at = decay.startTime + crossing
                let velocity = decay.decay.velocity(from: decay.startVelocity, at: crossing)
                startBounce(from: end, velocity: velocity, at: at)
                advance(to: time)
                return
            }
            offset = decay.value
            motion = decay.isSettled ? .none : .coasting(decay)
        case .bouncing(var spring):
            spring.advance(to: time)
            offset = spring.value
            motion = spring.isSettled ? .none : .bouncing(spring)
        }
    }

    private mutating func startBounce(from position: Double, velocity: Double, at time: Double) {
        let end = position < 0 ? 0 : min(position, maxOffset)
        motion = .bouncing(
            SpringAnimation(
                spring: Self.bounce, from: position, to: end,
                velocity: velocity, at: time))
        offset = position
    }
}
