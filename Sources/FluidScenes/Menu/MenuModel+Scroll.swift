import FluidCore
import FluidGestures
import FluidMotion
import RealModule

/// Touchpads, mouse wheels and the page keys: the list scrolls as under a finger.
extension MenuModel {
    /// A touchpad's gesture follows, rubber-bands and coasts as a finger's drag does (no slop, no
    /// tap); a wheel's notch springs the list by `wheelStep` (positive `delta.y`: toward the top).
    /// Ignored while a finger holds the list, and a gesture that starts outside the viewport.
    public mutating func handleScroll(_ event: ScrollEvent) {
        guard !pan.isTouching else { return }
        if event.phase == .wheel {
            guard event.delta.y.isFinite, event.location.isFinite, viewport.contains(event.location) else { return }
            advance(to: event.time)
            scrollAnimated(to: (spring.animation?.target ?? offset) - event.delta.y * wheelStep)
            return
        }
        if !scroller.isScrolling {
            guard event.phase != .ended, event.location.isFinite, viewport.contains(event.location) else { return }
        }
        advance(to: event.time)
        let steps = scroller.handle(event)
        if steps.began {
            decay = nil
            spring.stop()
            bounceTime = nil
            startFree = band?.free(forDisplayed: offset) ?? offset
        }
        if steps.began || steps.delta != .zero {
            let free = startFree - scroller.translation.y
            offset = band?.displayed(forFree: free) ?? free
        }
        if let velocity = steps.endVelocity { release(velocity: -velocity.y, at: time) }
    }

    /// The distance one wheel notch scrolls (pt): the viewport's height to the power 2/3, as
    /// GTK 3 scrolls (gtkscrolledwindow.c, `get_wheel_detent_scroll_step`).
    public var wheelStep: Double { Double.pow(max(viewport.height, 1), 2.0 / 3) }

    /// Page Down/Up scroll by a page (the viewport less one row), Home/End to the ends, with the
    /// list's bounce spring from where it is.
    mutating func scroll(key: Key) {
        guard !pan.isTouching, !scroller.isScrolling else { return }
        let page = max(viewport.height - rowHeight, rowHeight)
        let from = spring.animation?.target ?? offset
        switch key {
        case .pageDown: scrollAnimated(to: from + page)
        case .pageUp: scrollAnimated(to: from - page)
        case .home: scrollAnimated(to: 0)
        case .end: scrollAnimated(to: maxOffset)
        default: break
        }
    }

    /// Springs to `target` clamped within bounds, keeping the list's velocity.
    private mutating func scrollAnimated(to target: Double) {
        let target = min(max(target, 0), maxOffset)
        guard target.isFinite, target != offset || isScrolling else { return }
        let velocity = decay?.velocity ?? spring.animation?.velocity ?? 0
        decay = nil
        bounceTime = nil
        spring.hold(SpringAnimation(spring: Self.bounceSpring, from: offset, to: target, velocity: velocity, at: time))
    }
}
