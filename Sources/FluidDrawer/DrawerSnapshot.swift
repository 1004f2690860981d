/// What the drawer is doing, as the trace names it (docs/trace.md).
public enum DrawerPhase: String, Hashable, Sendable, CaseIterable {
    /// Nothing moves (a finger may be down but has not started dragging).
    case resting
    /// A finger moves the drawer.
    case dragging
    /// The drawer springs toward a detent (the list may be settling too).
    case settling
    /// A finger scrolls the list.
    case scrolling
    /// The list coasts or bounces after a release; the drawer rests.
    case decelerating
}

/// The drawer's state at one moment: the fields of a trace frame, plus what a renderer needs.
/// Every number is finite.
public struct DrawerSnapshot: Hashable, Sendable {
    /// The time the snapshot describes (s).
    public var time: Double
    /// The drawer's top edge (pt from the container's top, y down).
    public var top: Double
    /// The selected detent (the one it rests at, or is heading for).
    public var detent: Detent
    /// The selected detent's index in the configuration's list (0 = smallest).
    public var detentIndex: Int
    /// The detent the drawer is springing toward; nil unless settling.
    public var target: Detent?
    /// What the drawer is doing: resting, dragging, settling, scrolling or decelerating.
    public var phase: DrawerPhase
    /// The drawer top's velocity (pt/s, positive = down).
    public var velocity: Double
    /// The list's content offset (pt; 0 = first row at the top; negative or past the end while
    /// rubber-banding).
    public var contentOffset: Double
    /// The content offset's velocity (pt/s, positive = scrolling toward later rows).
    public var contentVelocity: Double
    /// The backdrop's dimming, 0…maxDim.
    public var dim: Double
    /// The header title's opacity, 0…1.
    public var titleAlpha: Double
    /// True while a finger owns the drawer.
    public var isTouching: Bool

    /// A snapshot from its fields (the drawer makes them; hosts and tests may too).
    public init(
        time: Double, top: Double, detent: Detent, detentIndex: Int, target: Detent?,
        phase: DrawerPhase, velocity: Double, contentOffset: Double, contentVelocity: Double,
        dim: Double, titleAlpha: Double, isTouching: Bool
    ) {
        self.time = time
        self.top = top
        self.detent = detent
        self.detentIndex = detentIndex
        self.target = target
        self.phase = phase
        self.velocity = velocity
        self.contentOffset = contentOffset
        self.contentVelocity = contentVelocity
        self.dim = dim
        self.titleAlpha = titleAlpha
        self.isTouching = isTouching
    }
}
