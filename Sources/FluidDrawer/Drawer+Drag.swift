import FluidMotion

/// Dragging: the exact split of each finger movement, and what a release starts.
extension Drawer {
    /// Moves the drawer and/or the list by a finger movement `dy` (pt, positive = down).
    ///
    /// In free coordinates the split is exact — |Δtop| + |Δoffset| = |dy| — and both move with
    /// the finger (the drawer's top by +dy, the offset by −dy). Moving up: a list overscrolled
    /// above its first row comes back first, then the drawer rises to the hand-off detent, then
    /// the list scrolls. Moving down: the list scrolls back to 0 first, then the drawer follows.
    /// Displayed positions are the free ones through the rubber bands, whose slope is at most 1.
    mutating func apply(_ dy: Double, to gesture: inout Gesture) {
        guard dy.isFinite, dy != 0 else { return }
        let oldTop = freeTop
        let oldOffset = freeOffset
        switch gesture.kind {
        case .backdrop:
            return
        case .drawer, .split(handoff: nil):
            freeTop += dy
        case .split(let handoff?):
            split(dy, handoffTop: layout.tops[handoff])
        }
        freeTop = Self.limited(
            freeTop, lower: layout.highestTop, upper: layout.lowestTop,
            fallback: layout.tops[selectedIndex])
        freeOffset = Self.limited(freeOffset, lower: 0, upper: maxContentOffset, fallback: 0)
        let drawerMoved = abs(freeTop - oldTop)
        let listMoved = abs(freeOffset - oldOffset)
        if drawerMoved > listMoved { gesture.mover = .drawer } else if listMoved > drawerMoved { gesture.mover = .list }
        if freeOffset != oldOffset { contentOffset = displayedOffset(forFree: freeOffset) }
    }

    private mutating func split(_ dy: Double, handoffTop: Double) {
        var rest = dy
        if rest < 0 {
            if freeOffset < 0 {
                let taken = min(-rest, -freeOffset)
                freeOffset += taken
                rest += taken
            }
            if freeTop > handoffTop {
                let taken = min(-rest, freeTop - handoffTop)
                freeTop -= taken
                rest += taken
            }
            freeOffset -= rest
        } else {
            if freeOffset > 0 {
                let taken = min(rest, freeOffset)
                freeOffset -= taken
                rest -= taken
            }
            freeTop += rest
        }
    }

    /// Ends a drag with the finger's velocity `v` (pt/s, positive = down).
    ///
    /// If the list took the last movement it keeps the momentum (coasting with UIScrollView's
    /// deceleration) and the drawer settles at the hand-off detent. Otherwise the drawer settles
    /// at the detent `DetentTargetPolicy` picks from the projected position, with the flick
    /// spring for a flick and the gentle one otherwise, starting at the release velocity; the
    /// list returns within its bounds (or to the top at a detent where it does not scroll).
    mutating func release(velocity v: Double, gesture: Gesture) {
        let speed = Self.cappedSpeed(v)
        let springs = configuration.springs
        if gesture.mover == .list, case .split(let handoff?) = gesture.kind,
            freeTop <= layout.tops[handoff] + configuration.tolerance.position
        {
            listBoundsTop = layout.tops[handoff]
            startListMomentum(velocity: -speed * offsetSlope(atFree: freeOffset))
            settle(to: handoff, velocity: 0, spring: springs.gentle)
            return
        }
        let top = self.top
        let displayedVelocity = speed * topSlope(atFree: freeTop)
        var index = configuration.targetPolicy.targetIndex(
            top: top, velocity: displayedVelocity,
            tops: layout.tops)
        if detents[index].isHidden, !allowsDismissal {
            index = lowestReachableIndex
            events.append(.dismissRefused)
        }
        let flick = configuration.targetPolicy.isFlick(velocity: speed)
        // Only a finger on the list would have scrolled it past the hand-off: carrying its momentum
        // there keeps a release just before the hand-off like one just after it. A header drag
        // past that detent rubber-bands the drawer instead, so its settle keeps the spring.
        let carries = gesture.kind == .split(handoff: index)
        settle(
            to: index, velocity: displayedVelocity, spring: flick ? springs.flick : springs.gentle,
            carryingIntoList: carries)
        settleList(toward: index)
    }

    /// Springs gently to `index` from wherever the drawer is, keeping its velocity.
    mutating func settleAnimated(to index: Int) {
        let velocity = drawerSpring?.velocity ?? 0
        drawerSpring = nil
        settle(to: index, velocity: velocity, spring: configuration.springs.gentle)
        settleList(toward: index)
    }
}
