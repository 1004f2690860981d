import FluidCore
import FluidMotion

/// Scrolling the list without a finger: the accessibility "scroll up / down" actions and the
/// keyboard moving past the last row it shows.
extension Drawer {
    /// True when the list can scroll toward its first row (it is scrolled down at a scrollable
    /// detent).
    public var canScrollListUp: Bool {
        resolved.scrollable[selectedIndex] && listTarget > 0
    }

    /// True when the list can scroll toward its last row (rows lie below the viewport at a
    /// scrollable detent).
    public var canScrollListDown: Bool {
        resolved.scrollable[selectedIndex] && listTarget < maxContentOffset
    }

    /// Scrolls the list by `pages` pages (positive: toward the last row) at `time` (s), a page
    /// being the viewport's height less one row, so the row at the edge stays in view (at least
    /// one row); with the gentle spring from where the list is and its current velocity, to an offset
    /// within its bounds. Only at a scrollable detent and with no finger on the drawer; returns
    /// false when the list does not move (not scrollable, or already at that end).
    @discardableResult
    public mutating func scrollList(pages: Double, at time: Double) -> Bool {
        advance(to: time)
        guard !isTouching, resolved.scrollable[selectedIndex], pages.isFinite else { return false }
        let viewport = configuration.list.viewportHeight(
            drawerTop: listBoundsTop,
            containerHeight: layout.container.height)
        let rowHeight = configuration.list.rowHeight
        let page = max(viewport - rowHeight, rowHeight)
        return scrollListAnimated(to: listTarget + pages * page)
    }

    /// Scrolls the list to its first row (`toEnd` false) or its last (true) at `time` (s), as
    /// `scrollList(pages:at:)` does (Home and End); false when it does not move.
    @discardableResult
    public mutating func scrollList(toEnd: Bool, at time: Double) -> Bool {
        advance(to: time)
        guard !isTouching, resolved.scrollable[selectedIndex] else { return false }
        return scrollListAnimated(to: toEnd ? maxContentOffset : 0)
    }

    /// Springs the list gently to `target` clamped within its bounds, from where it is and with
    /// the velocity it has; false when it is already headed there.
    mutating func scrollListAnimated(to target: Double) -> Bool {
        let target = min(max(target, 0), maxContentOffset)
        guard target.isFinite, target != listTarget else { return false }
        let velocity: Double
        switch listMotion {
        case .none: velocity = 0
        case .momentum(let decay, _, _): velocity = decay.velocity
        case .spring(let spring): velocity = spring.velocity
        }
        let spring = SpringAnimation(
            spring: configuration.springs.gentle, from: contentOffset, to: target,
            velocity: velocity, at: self.time, tolerance: configuration.tolerance)
        listMotion = spring.isSettled ? .none : .spring(spring)
        if spring.isSettled { contentOffset = target }
        return true
    }

    /// Where the list is headed: the end of its spring, or its offset at rest or coasting.
    var listTarget: Double {
        if case .spring(let spring) = listMotion { return spring.target }
        return contentOffset
    }
}
