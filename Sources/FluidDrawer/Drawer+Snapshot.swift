import FluidGestures
import FluidMotion

extension Drawer {
    /// The state at `time`: what a frame draws and a trace records. `dim` and `titleAlpha` come
    /// from the same displayed top as `top`.
    public var snapshot: DrawerSnapshot {
        let top = self.top
        return DrawerSnapshot(
            time: time, top: top, detent: selectedDetent, detentIndex: selectedIndex,
            target: isSettling ? selectedDetent : nil, phase: phase,
            velocity: velocity, contentOffset: contentOffset,
            contentVelocity: contentVelocity, dim: dim(atTop: top),
            titleAlpha: titleAlpha(atTop: top), isTouching: isTouching)
    }

    /// The drawer's displayed top edge (pt from the container's top).
    public var top: Double { displayedTop(forFree: freeTop) }

    /// The list's displayed content offset (pt).
    public var listOffset: Double { contentOffset }

    /// What the drawer is doing now: resting, dragging, settling, scrolling or decelerating.
    public var phase: DrawerPhase {
        if let gesture, gesture.kind != .backdrop, gesture.dragged {
            return gesture.mover == .list ? .scrolling : .dragging
        }
        if isSettling { return .settling }
        if case .none = listMotion { return .resting }
        return .decelerating
    }

    /// The displayed top's velocity (pt/s, positive = down).
    public var velocity: Double {
        if let spring = drawerSpring { return spring.velocity }
        guard let gesture, gesture.dragged, gesture.mover == .drawer, gesture.kind != .backdrop else {
            return 0
        }
        return Self.cappedSpeed(gestureVelocityY) * topSlope(atFree: freeTop)
    }

    /// The displayed content offset's velocity (pt/s, positive = toward later rows).
    public var contentVelocity: Double {
        switch listMotion {
        case .momentum(let decay, _, _): return decay.velocity
        case .spring(let spring): return spring.velocity
        case .none: break
        }
        guard let gesture, gesture.dragged, gesture.mover == .list else { return 0 }
        return -Self.cappedSpeed(gestureVelocityY) * offsetSlope(atFree: freeOffset)
    }

    /// Backdrop dimming for a displayed top: `maxDim` × progress from the undimmed detent to the
    /// largest one, 0 at and below the undimmed detent, `maxDim` at and above the largest.
    /// A side panel never dims: the content beside it stays in use.
    public func dim(atTop top: Double) -> Double {
        guard let from = resolved.undimmedIndex, !isSidePanel else { return 0 }
        let progress = Self.progress(top, from: layout.tops[from], to: layout.highestTop)
        return resolved.maxDim * progress
    }

    /// Header title opacity for a displayed top: 0 at the title-hidden detent, 1 at the
    /// title-shown one, linear between and clamped outside.
    public func titleAlpha(atTop top: Double) -> Double {
        Self.progress(
            top, from: layout.tops[resolved.titleHiddenIndex],
            to: layout.tops[resolved.titleShownIndex])
    }

    /// (from − top)/(from − to) clamped to 0…1. When the two tops coincide (a container too small
    /// to separate them) it is 1 above them and 0 otherwise; a NaN top gives 0.
    static func progress(_ top: Double, from: Double, to: Double) -> Double {
        let span = from - to
        guard span > 0, top.isFinite else { return top < to ? 1 : 0 }
        return min(max((from - top) / span, 0), 1)
    }
}
