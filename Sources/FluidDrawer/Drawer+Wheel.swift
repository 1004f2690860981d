import FluidCore
import FluidGestures
import FluidMotion
import RealModule

/// Touchpads and mouse wheels: a touchpad's scroll is a finger on glass in all but name, a
/// wheel's notch is a short animated step.
extension Drawer {
    /// The owner id of a touchpad's scroll gesture (`touchID` while one owns the drawer); no
    /// host gives a finger this id.
    public static let scrollTouchID = Int.min

    /// True while a touchpad's scroll gesture owns the drawer (it counts as touching).
    public var isScrollGesture: Bool { isTouching && ownership.owner == Self.scrollTouchID }

    /// Applies one scroll event at the pointer's `location`. Returns true when the drawer used it,
    /// false when it belongs to what lies behind (the backdrop), a finger owns the drawer, or
    /// there is nothing to scroll.
    ///
    /// **Touchpad** (`began`, `changed`, `ended`, deltas in pt): exactly a finger's drag with no
    /// slop and no tap. It catches any motion where it is; each delta is split between the drawer
    /// and the list as `apply(_:to:)` splits a finger's movement (|Δtop| + |Δoffset| = |dy| in
    /// free coordinates), so at compressed it moves the drawer and at full height it scrolls the
    /// list, with the same hand-off and rubber bands; `ended` releases as a lift does, with the
    /// velocity of the last deltas (`ScrollTracker`): the list coasts with its deceleration and
    /// the drawer settles where `DetentTargetPolicy` projects it. Over the header it moves only
    /// the drawer. A finger going down during the gesture takes over from it; a gesture the drawer
    /// let go (`move(to:)`) is ignored up to its end.
    ///
    /// **Wheel** (`wheel`, delta in notches): over the list at a detent where it scrolls, the list
    /// springs by `wheelStep` per notch (positive `delta.y`: toward the first row); where it does
    /// not scroll, or already at the end the notch points past, the drawer springs to the next
    /// detent that way (up the list expands, down collapses), as a finger would carry it.
    @discardableResult
    public mutating func handle(_ event: ScrollEvent) -> Bool {
        var event = event
        if case .latest = InputDomain.reading(event.time, after: time) { event.time = time }
        if event.phase == .wheel { return wheel(event) }
        if isTouching, !isScrollGesture { return false }
        if !isScrollGesture {
            // The rest of a gesture the drawer let go (`move(to:)`, a resize) is ignored, as the
            // rest of a finger's touch is; a `changed` whose `began` was lost begins one.
            let abandoned = scroller.isScrolling && event.phase != .began
            guard !abandoned, event.phase != .ended, InputDomain.contains(event.location) else {
                if event.phase == .ended { scroller.cancel() }
                return false
            }
            let region = hitTest(event.location)
            guard region != .backdrop else { return false }
            advance(to: event.time)
            beginScrollGesture(at: event, region: region)
        }
        advance(to: event.time)
        let steps = scroller.handle(event)
        if var g = gesture, steps.delta.y != 0 {
            apply(steps.delta.y, to: &g)
            gesture = g
        }
        if let velocity = steps.endVelocity, let g = gesture {
            abandonGesture()
            release(velocity: velocity.y, gesture: g)
            returnWithinBounds()
        }
        return true
    }

    /// The distance one wheel notch scrolls the list (pt): the viewport's height to the power
    /// 2/3, as GTK 3 scrolls (gtkscrolledwindow.c, `get_wheel_detent_scroll_step`): about 86 pt
    /// for an 800 pt list, 3–4 rows, less for a small one.
    public var wheelStep: Double {
        let viewport = configuration.list.viewportHeight(
            drawerTop: listBoundsTop,
            containerHeight: layout.container.height)
        return viewport > 0 ? Double.pow(viewport, 2.0 / 3) : 0
    }

    /// The vertical velocity of the gesture that owns the drawer (pt/s, positive = down).
    var gestureVelocityY: Double {
        isScrollGesture ? scroller.velocity(at: time).y : pan.velocity(at: time).y
    }

    /// Ends a touchpad's scroll without a release velocity: what it moved heads back to its
    /// detent and within its bounds from where it is, for a finger going down now to catch.
    mutating func endScrollGesture() {
        abandonGesture()
        scroller.cancel()
        returnWithinBounds()
    }

    private mutating func beginScrollGesture(at event: ScrollEvent, region: DrawerRegion) {
        _ = catchMotion()
        let kind: Gesture.Kind = region.isHeader ? .drawer : .split(handoff: handoffIndex())
        if case .split(let handoff?) = kind { listBoundsTop = layout.tops[handoff] }
        freeOffset = Self.limited(
            freeOffset(forDisplayed: contentOffset), lower: 0,
            upper: maxContentOffset, fallback: 0)
        let listLeads = kind != .drawer && kind != .split(handoff: nil) && contentOffset != 0
        _ = ownership.accept(
            TouchEvent(
                id: Self.scrollTouchID, phase: .began, location: event.location,
                time: time))
        var g = Gesture(
            kind: kind, region: region, caught: true, mover: listLeads ? .list : .drawer,
            dragged: true)
        g.axis = .vertical
        gesture = g
    }

    private mutating func wheel(_ event: ScrollEvent) -> Bool {
        let notches = event.delta.y
        guard !isTouching, notches.isFinite, notches != 0, InputDomain.contains(event.location) else {
            return false
        }
        let region = hitTest(event.location)
        guard region != .backdrop else { return false }
        advance(to: event.time)
        if !region.isHeader, resolved.scrollable[selectedIndex],
            scrollListAnimated(to: listTarget - notches * wheelStep)
        {
            return true
        }
        let last = layout.tops.count - 1
        let next = notches < 0 ? min(selectedIndex + 1, last) : max(selectedIndex - 1, lowestReachableIndex)
        guard next != selectedIndex else { return false }
        return move(to: next, at: time)
    }
}
