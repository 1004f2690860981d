import FluidCore
import FluidGestures
import FluidMotion

/// The card's horizontal strip of photos: it scrolls under a finger the drawer gave to the
/// content (`Drawer.touchAxis == .horizontal`) and coasts with UIScrollView's deceleration,
/// stopping at its ends. Right to left (Hebrew) it mirrors, as a horizontal UICollectionView
/// does: the first photo at the right, and a finger moving right scrolls it on.
struct PhotoCarousel: Sendable {
    /// How far the strip is scrolled (pt, 0…maxOffset).
    private(set) var offset = 0.0
    var maxOffset = 0.0
    private var pan = PanTracker(slop: 0)
    private var coast: DecayAnimation<Double>?
    /// Right to left: the offset grows as the finger moves right.
    var rightToLeft = false

    var isMoving: Bool { coast != nil }

    /// Sets the strip's scrollable length and returns it to its start.
    mutating func reset(maxOffset: Double) {
        self.maxOffset = max(0, maxOffset)
        offset = 0
        coast = nil
    }

    /// Feeds a touch the drawer left to the content; `owns` says the drawer gave it away.
    mutating func handle(_ touch: TouchEvent, owns: Bool) {
        if touch.phase == .began {
            coast = nil
            pan = PanTracker(slop: 0)
        }
        pan.handle(touch)
        guard owns else { return }
        // Along the strip's leading direction: rightward right to left.
        let along = rightToLeft ? -1.0 : 1.0
        switch touch.phase {
        case .began, .moved:
            offset = clamped(offset - along * pan.delta.x)
        case .ended:
            offset = clamped(offset - along * pan.delta.x)
            let animation = DecayAnimation(
                decay: .normal, from: offset, velocity: -along * pan.velocity.x, at: touch.time)
            coast = animation.isSettled ? nil : animation
        case .cancelled:
            break
        }
    }

    /// Moves the strip by `distance` (pt) at once, within its ends.
    mutating func scroll(by distance: Double) {
        coast = nil
        offset = clamped(offset + distance)
    }

    mutating func advance(to time: Double) {
        guard var animation = coast else { return }
        animation.advance(to: time)
        offset = clamped(animation.value)
        coast = animation.isSettled || offset == 0 || offset == maxOffset ? nil : animation
    }

    private func clamped(_ x: Double) -> Double { min(max(x, 0), maxOffset) }
}
