import FluidCore
import FluidMotion

/// What a control reports as one finger presses it, as UIKit's `UIControl.Event`s.
public enum ControlEvent: String, Hashable, Sendable, CaseIterable {
    /// A finger touched down inside the bounds.
    case touchDown
    /// The tracked finger came back inside the extended hit area.
    case dragEnter
    /// The tracked finger left the extended hit area.
    case dragExit
    /// The finger lifted inside the extended hit area: the control's action fires.
    case upInside
    /// The finger lifted outside the extended hit area: nothing fires.
    case upOutside
    /// The system cancelled the touch.
    case cancel

    /// True for the events after which the control shows its highlight (UIKit's `touchDown` and
    /// `touchDragEnter`, the pair the WWDC18 calculator button groups as "touch down").
    public var highlights: Bool { self == .touchDown || self == .dragEnter }
}

/// Tracks one finger on a button-like control the way `UIControl` does: a touch must begin inside
/// `bounds`; afterwards the control counts the finger as inside anywhere within `bounds` grown by
/// `dragMargin` on every side (UIKit's generous area of about 70 pt), so a wobbling finger does not
/// flicker the highlight. Leaving that area cancels the tap (`dragExit`), coming back re-arms it
/// (`dragEnter`), and lifting inside fires it (`upInside`).
///
/// The highlight is instant: `isHighlighted` flips with the event that causes it. Fading it out is
/// the caller's animation (the calculator fades over 0.5 s).
///
/// Only the first finger that touches down is tracked; other fingers are ignored until it lifts.
/// Events with a non-finite location are treated as outside.
public struct ControlTracker: Hashable, Sendable {
    /// UIKit's extended hit area beyond the bounds for tracking a touch that began inside (pt).
    public static let uikitDragMargin = 70.0

    /// The control's frame (pt, container coordinates).
    public var bounds: Rect
    /// How far beyond `bounds` a tracked finger still counts as inside (pt, ≥ 0).
    public var dragMargin: Double

    /// The id of the finger being tracked, if any.
    public private(set) var trackedTouch: Int?
    /// True while the tracked finger is inside the extended area: the control shows its highlight.
    public private(set) var isHighlighted = false

    /// A tracker for the control at `bounds`.
    /// - Parameters:
    ///   - bounds: the control's frame (pt).
    ///   - dragMargin: extension of the hit area while tracking (pt); negative values count as 0.
    public init(bounds: Rect, dragMargin: Double = ControlTracker.uikitDragMargin) {
        self.bounds = bounds
        self.dragMargin = dragMargin.isFinite ? max(0, dragMargin) : ControlTracker.uikitDragMargin
    }

    /// True while a finger is being tracked.
    public var isTracking: Bool { trackedTouch != nil }

    /// True when `point` starts a touch on the control (inside `bounds`).
    public func accepts(_ point: Point) -> Bool {
        point.isFinite && bounds.contains(point)
    }

    /// True when a tracked finger at `point` counts as inside (within the extended area).
    public func isInsideExtendedArea(_ point: Point) -> Bool {
        guard point.isFinite else { return false }
        return point.x >= bounds.minX - dragMargin && point.x <= bounds.maxX + dragMargin
            && point.y >= bounds.minY - dragMargin && point.y <= bounds.maxY + dragMargin
    }

    /// Feeds one touch event; returns the control event it causes, if any.
    public mutating func handle(_ touch: TouchEvent) -> ControlEvent? {
        switch touch.phase {
        case .began:
            guard trackedTouch == nil, accepts(touch.location) else { return nil }
            trackedTouch = touch.id
            isHighlighted = true
            return .touchDown
        case .moved:
            guard trackedTouch == touch.id else { return nil }
            let inside = isInsideExtendedArea(touch.location)
            guard inside != isHighlighted else { return nil }
            isHighlighted = inside
            return inside ? .dragEnter : .dragExit
        case .ended:
            guard trackedTouch == touch.id else { return nil }
            let inside = isInsideExtendedArea(touch.location)
            end()
            return inside ? .upInside : .upOutside
        case .cancelled:
            guard trackedTouch == touch.id else { return nil }
            end()
            return .cancel
        }
    }

    /// Stops tracking without an event (the control went away or was disabled).
    public mutating func reset() {
        end()
    }

    private mutating func end() {
        trackedTouch = nil
        isHighlighted = false
    }
}
