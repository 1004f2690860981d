import FluidCore
import FluidGestures
import FluidMotion

/// Keys, programmatic moves and resizing.
extension Drawer {
    /// Applies any input event. Touches as `handle(_: TouchEvent)`; keys (the accessibility
    /// actions): up expands to the next detent up, down collapses to the next one down, escape
    /// goes to the smallest (a hidden one only while `allowsDismissal`); Page Up/Down scroll the list
    /// by a page and Home/End to its ends (`scrollList`). Scrolls as `handle(_: ScrollEvent)`. Keys are ignored while a finger owns the drawer, as is typed text.
    /// Returns true when the drawer used the event.
    @discardableResult
    public mutating func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .touch(let touch):
            return handle(touch)
        case .scroll(let scroll):
            return handle(scroll)
        case .key(let key, let time):
            guard !isTouching else { return false }
            let last = layout.tops.count - 1
            switch key {
            case .pageDown: return scrollList(pages: 1, at: time)
            case .pageUp: return scrollList(pages: -1, at: time)
            case .home: return scrollList(toEnd: false, at: time)
            case .end: return scrollList(toEnd: true, at: time)
            case .up: return move(to: min(selectedIndex + 1, last), at: time)
            case .down: return move(to: max(selectedIndex - 1, lowestReachableIndex), at: time)
            case .escape: return move(to: lowestReachableIndex, at: time)
            default: return false
            }
        case .text:
            return false
        }
    }

    /// Sends the drawer to the detent at `index` (clamped to the valid range) at `time` (s):
    /// animated, with the gentle spring from its current position and velocity; otherwise at
    /// once. A finger on the drawer is let go: the rest of its touch is ignored. Returns false
    /// when the drawer already rests there.
    @discardableResult
    public mutating func move(to index: Int, animated: Bool = true, at time: Double) -> Bool {
        advance(to: time)
        let index = min(max(index, 0), layout.tops.count - 1)
        if index == selectedIndex, !isMoving, !isTouching, freeTop == layout.tops[index] { return false }
        abandonGesture()
        if animated {
            settleAnimated(to: index)
        } else {
            drawerSpring = nil
            handOffTime = nil
            select(index)
            freeTop = layout.tops[index]
            listBoundsTop = freeTop
            listMotion = .none
            let upper = maxContentOffset
            contentOffset = resolved.scrollable[index] ? min(max(contentOffset, 0), upper) : 0
            reportSettled()
        }
        return true
    }

    /// Sends the drawer to the detent named `name`; false if there is none.
    @discardableResult
    public mutating func move(to name: String, animated: Bool = true, at time: Double) -> Bool {
        guard let index = configuration.detents.firstIndex(where: { $0.name == name }) else { return false }
        return move(to: index, animated: animated, at: time)
    }

    /// Lays the drawer out for a new container at `time` (s). At rest it stays at its detent
    /// (whose top moves with the layout). In motion or under a finger it keeps its visible height
    /// (the distance from its top to the container's bottom) and velocity, so nothing jumps
    /// relative to the bottom edge it is attached to, and a running settle is retargeted to the
    /// detent's new top. The list keeps its offset and springs back if it is now out of bounds.
    /// A zero, negative or non-finite size lays everything out at the top edge without failing.
    public mutating func resize(container: Size, safeArea: EdgeInsets = .zero, at time: Double) {
        relayout(
            DrawerLayout(
                detents: configuration.detents, container: container, safeArea: safeArea,
                contentHeight: configuration.list.contentHeight), at: time)
    }

    /// Lays the drawer out again in its container after its content changed height, when a
    /// detent depends on the content (`.content`, `.resolved`); as `resize` otherwise.
    mutating func contentChanged() {
        guard configuration.detents.contains(where: { $0.dependsOnContent }) else {
            listBoundsChanged()
            return
        }
        resize(container: layout.container, safeArea: layout.safeArea, at: time)
    }

    /// Moves to `newLayout` (for the current detents) at `time`, as `resize` describes.
    private mutating func relayout(_ newLayout: DrawerLayout, at time: Double) {
        advance(to: time)
        let oldLayout = layout
        let visibleHeight = oldLayout.container.height - top
        let wasResting = !isSettling && freeTop == oldLayout.tops[selectedIndex]
        layout = newLayout
        if wasResting {
            freeTop = layout.tops[selectedIndex]
        } else {
            let wanted = layout.container.height - visibleHeight
            freeTop = Self.limited(
                freeTop(forDisplayed: wanted), lower: layout.highestTop,
                upper: layout.lowestTop, fallback: layout.tops[selectedIndex])
            if let spring = drawerSpring {
                var retargeted = SpringAnimation(
                    spring: spring.spring, from: top,
                    to: layout.tops[selectedIndex], velocity: spring.velocity,
                    at: self.time, tolerance: configuration.tolerance)
                retargeted.forbidsOvershoot = configuration.reducesMotion
                drawerSpring = retargeted
                handOffTime = handOffTime == nil ? nil : handOffTime(of: retargeted, into: selectedIndex)
                if retargeted.isSettled { finishSettle() }
            }
        }
        if let gesture, case .split(let handoff?) = gesture.kind {
            listBoundsTop = layout.tops[handoff]
        } else {
            listBoundsTop = layout.tops[selectedIndex]
        }
        listBoundsChanged()
    }

    /// Lays the drawer out for a new container with new positions for its detents, for detents
    /// that depend on the container in a way one `Detent.Position` cannot say (e.g. a top inset
    /// plus a fraction of the height). Otherwise as `resize(container:safeArea:at:)`: at rest
    /// the drawer stays at its detent; in motion it keeps its visible height and velocity and a
    /// running settle is retargeted to its detent's new top.
    /// - Throws: `DetentError` when the detents are not the current ones (the same names in the
    ///   same order) with new positions, or — for a usable container — do not fit it; the drawer
    ///   is then unchanged.
    public mutating func resize(
        container: Size, safeArea: EdgeInsets = .zero, detents: [Detent],
        at time: Double
    ) throws(DetentError) {
        let names = configuration.detents.map { $0.name }
        guard detents.map({ $0.name }) == names else {
            throw .differentDetents(expected: names, got: detents.map { $0.name })
        }
        let newLayout: DrawerLayout
        if container.isUsable {
            newLayout = try DrawerLayout.validated(
                detents: detents, container: container, safeArea: safeArea,
                contentHeight: configuration.list.contentHeight)
        } else {
            try DrawerLayout.validate(detents)
            newLayout = DrawerLayout(
                detents: detents, container: container, safeArea: safeArea,
                contentHeight: configuration.list.contentHeight)
        }
        configuration.detents = detents
        relayout(newLayout, at: time)
    }

    /// Lets go of the finger that owns the drawer (its remaining events are ignored).
    mutating func abandonGesture() {
        guard isTouching else { return }
        gesture = nil
        ownership.release()
        pan.cancel()
        tap.cancel()
    }
}
