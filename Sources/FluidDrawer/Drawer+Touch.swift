import FluidCore
import FluidGestures
import FluidMotion

/// Touches: who owns them, catching motion, drags and taps.
extension Drawer {
    /// Applies one touch. Returns true when the drawer consumed it, false when it belongs to the
    /// content behind the drawer (a touch on the undimmed backdrop, another finger while one owns
    /// the drawer, or a malformed event such as `moved` without `began`) or to the content inside
    /// it (a touch the axis lock gave to the content: its moves and lift from the slop on; see
    /// `touchAxis`).
    ///
    /// The first finger down on the drawer owns it until it lifts; others are ignored. Times are
    /// taken as `advance(to:)` takes them (`InputDomain`): a time outside the domain or just
    /// before the latest counts as the latest, one far before it is a new clock. Motions are
    /// brought to the event's time first, so a touch catches them exactly where they are.
    @discardableResult
    public mutating func handle(_ event: TouchEvent) -> Bool {
        var event = event
        if case .latest = InputDomain.reading(event.time, after: time) { event.time = time }
        // A finger on the glass takes over from a touchpad's scroll, where it left the drawer.
        if event.phase == .began, isScrollGesture { endScrollGesture() }
        guard let accepted = ownership.accept(event) else { return false }
        advance(to: accepted.time)
        switch accepted.phase {
        case .began: return begin(accepted)
        case .moved: return move(accepted)
        case .ended: return end(accepted, cancelled: false)
        case .cancelled: return end(accepted, cancelled: true)
        }
    }

    private mutating func begin(_ event: TouchEvent) -> Bool {
        if isTouching {
            // The owner's `began` again (a host that lost the lift): re-anchor, and it is no tap.
            pan.handle(event)
            tap.handle(event)
            tap.fail()
            return true
        }
        let region = hitTest(event.location)
        if region == .backdrop {
            guard dim(atTop: top) > 0 else {
                ownership.release()
                return false
            }
            tap.handle(event)
            gesture = Gesture(kind: .backdrop, region: region, caught: false, mover: .drawer, dragged: false)
            return true
        }
        let caughtSettle = drawerSpring.map { (index: selectedIndex, spring: $0.spring) }
        let caught = catchMotion()
        let kind: Gesture.Kind = region.isHeader ? .drawer : .split(handoff: handoffIndex())
        if case .split(let handoff?) = kind { listBoundsTop = layout.tops[handoff] }
        freeOffset = Self.limited(
            freeOffset(forDisplayed: contentOffset), lower: 0,
            upper: maxContentOffset, fallback: 0)
        let listLeads = kind != .drawer && kind != .split(handoff: nil) && contentOffset != 0
        pan.beginsAtTouchDown = caught
        pan.handle(event)
        tap.handle(event)
        if caught { tap.fail() }
        gesture = Gesture(
            kind: kind, region: region, caught: caught, caughtSettle: caughtSettle,
            mover: listLeads ? .list : .drawer, dragged: caught)
        return true
    }

    private mutating func move(_ event: TouchEvent) -> Bool {
        guard var g = gesture else { return true }
        pan.handle(event)
        tap.handle(event)
        guard g.kind != .backdrop, pan.isPanning else { return true }
        guard lockAxis(of: &g) == .vertical else { return false }
        g.dragged = true
        apply(pan.delta.y, to: &g)
        gesture = g
        return true
    }

    private mutating func end(_ event: TouchEvent, cancelled: Bool) -> Bool {
        guard var g = gesture else { return true }
        pan.handle(event)
        let recognized = tap.handle(event)
        if g.kind != .backdrop, pan.state == .ended, lockAxis(of: &g) == .horizontal {
            gesture = nil
            returnWithinBounds()
            return false
        }
        if g.kind != .backdrop, pan.state == .ended {
            g.dragged = true
            apply(pan.delta.y, to: &g)
        }
        gesture = nil
        if recognized != nil, !cancelled, !g.caught {
            performTap(on: g.region)
        } else if !cancelled, let resume = g.caughtSettle, configuration.resumesSettleAfterTap,
            pan.translation.length <= max(configuration.touchSlop, 0)
        {
            // A tap on the settling drawer paused it; it carries on where it was going.
            settle(to: resume.index, velocity: 0, spring: resume.spring)
            settleList(toward: resume.index)
        } else if g.kind != .backdrop, g.dragged {
            release(velocity: cancelled ? 0 : pan.velocity.y, gesture: g)
        }
        // Nothing may rest where it cannot: between detents, or with the list past an end its
        // bounds moved to while the finger was down.
        returnWithinBounds()
        return true
    }

    /// The region a finger is pressing while its touch may still be a tap (down, not moved past
    /// the slop, not catching a motion): draw it highlighted, as UIKit highlights a pressed row
    /// or field. nil otherwise.
    public var pressedRegion: DrawerRegion? {
        guard let gesture, tap.state == .tracking, !gesture.caught else { return nil }
        return gesture.region
    }

    /// Stops every motion where it is (already advanced to the touch's time), the drawer at the
    /// free top that shows exactly where the spring had it. True if anything was moving.
    mutating func catchMotion() -> Bool {
        var caught = false
        if let spring = drawerSpring {
            freeTop = freeTop(forDisplayed: spring.value)
            drawerSpring = nil
            handOffTime = nil
            caught = true
        }
        if case .none = listMotion {
        } else {
            listMotion = .none
            caught = true
        }
        return caught
    }

    /// The detent at which, moving up, the list takes over from the drawer in a gesture that
    /// starts now: the scrollable detent the drawer is at, else the largest detent if it is
    /// scrollable; nil if the list has no rows or never scrolls.
    func handoffIndex() -> Int? {
        guard configuration.list.rowCount > 0 else { return nil }
        for i in layout.tops.indices
        where resolved.scrollable[i]
            && abs(layout.tops[i] - freeTop) <= configuration.tolerance.position
        {
            return i
        }
        let last = layout.tops.count - 1
        return resolved.scrollable[last] ? last : nil
    }

    /// What a tap does, by where the finger went down.
    mutating func performTap(on region: DrawerRegion) {
        let last = layout.tops.count - 1
        switch region {
        case .searchField:
            events.append(.searchActivated)
            settleAnimated(to: last)
        case .grabber, .header:
            if selectedIndex == 0, last > 0 { settleAnimated(to: 1) }
        case .row(let index):
            events.append(.rowSelected(index: index))
        case .backdrop:
            settleAnimated(to: resolved.undimmedIndex ?? 0)
        case .listBackground:
            break
        }
    }
}
