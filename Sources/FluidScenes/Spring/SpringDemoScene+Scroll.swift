import FluidCore
import FluidGestures
import FluidMotion
import FluidSceneKit
import FluidSemantics

/// The designer's content scrolls, as a UIScrollView does, where it is taller than the window
/// under the navigation bar (large text on a small phone or in landscape): a finger's vertical
/// drag off the sliders and buttons follows, rubber-bands and coasts (`EditorScroll`), a
/// touchpad's gesture does the same, a wheel's notch and Page Up/Down, Home and End spring it.
extension SpringDemoScene {
    /// True when the content scrolls (`viewport` is not empty).
    var isScrollable: Bool { viewport.height > 0 }

    /// Feeds a finger that no slider or button took to the content's drag: a drag that passes
    /// the slop scrolls, and ends the stage's tap it began on.
    mutating func dragContent(_ touch: TouchEvent) {
        guard isScrollable else { return }
        if touch.phase == .began {
            guard !scrollPan.isTouching, !code.chooser.isOpen, touch.location.isFinite,
                viewport.contains(touch.location)
            else { return }
            scroller.cancel()
        }
        let wasPanning = scrollPan.isPanning
        guard scrollPan.handle(touch) else { return }
        if touch.phase == .began { scroll.beginDrag() }
        if scrollPan.isPanning, !wasPanning, model.isFollowing(touch.id) {
            model.handle(TouchEvent(id: touch.id, phase: .cancelled, location: touch.location, time: touch.time))
        }
        if scrollPan.isPanning || scrollPan.state == .ended { scroll.drag(translation: scrollPan.translation.y) }
        switch scrollPan.state {
        case .ended: scroll.endDrag(velocity: scrollPan.velocity.y, at: scrollPan.time)
        case .cancelled, .failed: scroll.endDrag(velocity: 0, at: touch.time)
        default: break
        }
        placeParts()
    }

    /// A touchpad's gesture follows as a finger's drag does; a wheel's notch springs the content
    /// by `EditorScroll.wheelStep` (positive `delta.y`: toward the top). Ignored while a finger
    /// holds it, the list of platforms is open, or where the content does not scroll.
    mutating func handleScroll(_ event: ScrollEvent) {
        guard isScrollable, !scrollPan.isTouching, !code.chooser.isOpen else {
            // A gesture under way when it became ignored (the list of platforms opened under
            // it, a finger took the content) lets go of the content here, or it would wait for
            // an end that never reaches it.
            if scroller.isScrolling {
                scroller.cancel()
                if isScrollable, !scrollPan.isTouching { scroll.endDrag(velocity: 0, at: event.time) }
            }
            return
        }
        if event.phase == .wheel {
            guard event.delta.y.isFinite, event.location.isFinite, viewport.contains(event.location) else { return }
            scroll.scroll(to: scroll.offset - event.delta.y * scroll.wheelStep, at: event.time)
            return
        }
        if !scroller.isScrolling {
            guard event.phase != .ended, event.location.isFinite, viewport.contains(event.location) else { return }
        }
        let steps = scroller.handle(event)
        if steps.began { scroll.beginDrag() }
        if steps.began || steps.delta != .zero { scroll.drag(translation: scroller.translation.y) }
        if let velocity = steps.endVelocity { scroll.endDrag(velocity: velocity.y, at: event.time) }
        placeParts()
    }

    /// Page Down/Up scroll by the window less 44 pt, Home and End to the ends.
    mutating func scroll(key: Key, at time: Double) {
        guard isScrollable, !scrollPan.isTouching, !scroller.isScrolling, !code.chooser.isOpen else { return }
        let page = max(viewport.height - 44, 44)
        switch key {
        case .pageDown: scroll.scroll(to: scroll.offset + page, at: time)
        case .pageUp: scroll.scroll(to: scroll.offset - page, at: time)
        case .home: scroll.scroll(to: 0, at: time)
        case .end: scroll.scroll(to: scroll.maxOffset, at: time)
        default: return
        }
        placeParts()
    }

    /// The scroll actions the content offers: up where it is scrolled, down where there is more.
    var scrollActions: [SemanticAction] {
        var actions: [SemanticAction] = []
        if scroll.offset > 0 { actions.append(.scrollUp) }
        if scroll.offset < scroll.maxOffset { actions.append(.scrollDown) }
        return actions
    }

    /// Scrolls a page down or up (`scrollDown`, `scrollUp`), as Page Down and Page Up do.
    mutating func performScroll(_ action: SemanticAction, at time: Double) -> Bool {
        guard isScrollable, action == .scrollDown || action == .scrollUp else { return false }
        scroll(key: action == .scrollDown ? .pageDown : .pageUp, at: time)
        return true
    }

    /// Keyboard focus on a part of scrolling content scrolls it into view.
    public mutating func focusMoved(to id: String, at time: Double) {
        guard ["stage", "slider.dampingRatio", "slider.response", "code", "platform", "copy"].contains(id) else {
            return
        }
        reveal(id, at: time)
    }

    /// Scrolls the least that shows the node `id` (a control focused or acted on) with a gap
    /// under the bar and above the window's bottom, as UIKit scrolls a focused control into view.
    mutating func reveal(_ id: String, at time: Double) {
        guard isScrollable, !scrollPan.isTouching, !scroller.isScrolling else { return }
        // Where the content is now, so the frame and the offset agree.
        scroll.advance(to: time)
        placeParts()
        guard let frame = semantics.node(id: id)?.frame else { return }
        let top = viewport.minY + SpringDemoLayout.gap
        let bottom = viewport.maxY - SpringDemoLayout.gap
        var target = scroll.offset
        if frame.minY < top {
            target -= top - frame.minY
        } else if frame.maxY > bottom {
            target += min(frame.maxY - bottom, frame.minY - top)
        }
        guard target != scroll.offset else { return }
        scroll.scroll(to: target, at: time)
    }
}
