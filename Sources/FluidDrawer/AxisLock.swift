import FluidCore
import FluidMotion

/// Decides, once per touch, whether a finger on the drawer drags it (vertical) or belongs to the
/// content inside it (horizontal: a carousel, a swipe-to-delete row, a slider).
///
/// The decision is made once, when the finger leaves the touch slop, from its movement so far:
/// horizontal when |dx| > `horizontalRatio` · |dy|, vertical otherwise. It is never revisited, so
/// a diagonal drag moves the drawer or the content, never both (UIScrollView's
/// `isDirectionalLockEnabled` decides the same way, also at the slop).
///
/// Examples with the standard ratio 1 (45°): a swipe 225 pt across and 30 pt down crosses a
/// 10 pt slop at about (9.9, 1.3): horizontal. A drag 30 across and 40 down crosses it at
/// (6, 8): vertical. Exactly 45° (|dx| = |dy|) is vertical: the drawer keeps a tie.
public struct AxisLock: Hashable, Sendable {
    /// The direction a touch was given to.
    public enum Axis: String, Hashable, Sendable {
        /// The drawer's: the finger moves the drawer and its list.
        case vertical
        /// The content's: the drawer does not move; the host gives the touch to the content.
        case horizontal
    }

    /// How much larger the horizontal movement must be than the vertical one, at the slop, for
    /// the touch to go to the content (> 0; 1 is 45°, 2 is about 63° from vertical).
    public var horizontalRatio: Double

    /// UIScrollView-like: whichever component is larger wins, ties to the drawer.
    public static let standard = AxisLock(horizontalRatio: 1)

    /// A lock giving the content the touches whose |dx| exceeds `horizontalRatio` · |dy|.
    public init(horizontalRatio: Double) {
        self.horizontalRatio = horizontalRatio
    }

    /// The axis for a touch that has moved `translation` (pt) since it went down.
    public func axis(for translation: Point) -> Axis {
        abs(translation.x) > horizontalRatio * abs(translation.y) ? .horizontal : .vertical
    }
}
