import FluidCore
import FluidGestures
import FluidMotion

/// The Siri Shortcuts drawer as a state machine: a sheet resting at detents over a backdrop, with
/// a header and a scrolling list, driven by timestamped touches and time. Headless and
/// deterministic; a host feeds `handle(_:)` and `advance(to:)` and draws `snapshot`.
///
/// One finger moves the drawer and its list together: every movement is split exactly between
/// them (the drawer takes upward movement until the detent where the list scrolls, then the list
/// takes the rest; downward, the list takes it until its offset is 0, then the drawer), so their
/// displayed movements add up to the finger's, with no jump at a hand-off in either direction,
/// except where a rubber band resists (past the first and last detent, past the list's ends).
/// A release settles the drawer at a detent chosen from the projected position
/// (`DetentTargetPolicy`) with a spring that starts at the release velocity, and lets the list
/// coast with UIScrollView's deceleration and bounce at its ends. A touch on the drawer during any
/// motion catches it where it is.
///
/// Invariants (checked by `checkInvariants()`): every snapshot number is finite; `dim` is in
/// 0…maxDim and `titleAlpha` in 0…1; with no finger down and nothing moving, the drawer's top is
/// exactly its selected detent's top and the content offset lies within the list's bounds (0 at a
/// detent where the list does not scroll). After the last touch, everything comes to rest in
/// bounded time: springs settle from their state and release speeds are capped.
///
/// Positions are kept *free* (before rubber-banding) while a finger drags. The drawer's settle
/// spring runs in displayed coordinates, so its overshoot past the first or last detent shows as
/// it is rather than squashed by the rubber band; the free top follows it through the band's
/// inverse, so a finger that catches an overshoot continues exactly from where it shows.
/// Nothing here allocates per frame: events go to an inline queue, and the layout's arrays change
/// only on resize.
public struct Drawer: Sendable {
    /// The configuration the drawer was made with (detent positions change with `resize`).
    public internal(set) var configuration: DrawerConfiguration
    let resolved: ResolvedConfiguration
    /// The detents' tops for the current container.
    public internal(set) var layout: DrawerLayout
    /// The latest time seen by `handle`, `advance`, `move` or `resize` (s), inside
    /// `InputDomain`; it runs backwards only when the host's clock was reset.
    public internal(set) var time: Double

    /// The drawer's top before rubber-banding (pt).
    var freeTop: Double
    /// Running while the drawer settles; in displayed coordinates, so its overshoot shows as it
    /// is (the free top follows it through the rubber band's inverse).
    var drawerSpring: SpringAnimation<Double>?
    /// When the running settle reaches its detent still moving up and hands its velocity to the
    /// list (s); nil when it does not (see `DrawerConfiguration.carriesMomentumIntoList`).
    var handOffTime: Double?
    /// The selected detent: where the drawer rests or is heading.
    public internal(set) var selectedIndex: Int

    /// The displayed content offset (pt).
    var contentOffset: Double
    /// The content offset before rubber-banding, while a finger drags (pt).
    var freeOffset: Double = 0
    var listMotion: ListMotion = .none
    /// The drawer top at which the list's bounds are measured (its viewport depends on it).
    var listBoundsTop: Double

    /// Whether a release, Escape or the down key may send the drawer to a hidden detent
    /// (`Detent.hidden`). The host sets it at any time, as it would answer UIKit's
    /// `presentationControllerShouldDismiss`: false while dismissing would lose something (an
    /// unsaved edit). A refused release settles at the lowest visible detent and reports
    /// `DrawerEvent.dismissRefused`. `move(to:)` is the host's own decision and ignores it.
    /// Default true.
    public var allowsDismissal = true

    var ownership = TouchOwnership()
    var pan: PanTracker
    /// Follows a touchpad's scroll gesture while it owns the drawer (`isScrollGesture`).
    var scroller = ScrollTracker()
    var tap: TapRecognizer
    var gesture: Gesture?
    var events = DrawerEvents()

    /// A drawer at rest at `initialDetent` (default: the smallest).
    /// - Throws: `DetentError` when a detent's value is invalid, names clash, a setting names an
    ///   unknown detent, or — for a usable container — a detent falls outside it or is not taller
    ///   than the one before it. An unusable container (zero, negative, non-finite) is accepted
    ///   and laid out degenerately until `resize`.
    public init(
        configuration: DrawerConfiguration = DrawerConfiguration(),
        container: Size, safeArea: EdgeInsets = .zero,
        initialDetent: String? = nil, at time: Double = 0
    ) throws(DetentError) {
        try DrawerLayout.validate(configuration.detents)
        resolved = try ResolvedConfiguration(configuration)
        let content = configuration.list.contentHeight
        if container.isUsable {
            layout = try DrawerLayout.validated(
                detents: configuration.detents, container: container,
                safeArea: safeArea, contentHeight: content)
        } else {
            layout = DrawerLayout(
                detents: configuration.detents, container: container, safeArea: safeArea,
                contentHeight: content)
        }
        self.configuration = configuration
        self.time = InputDomain.contains(time: time) ? time : 0
        selectedIndex =
            try initialDetent.map { (name) throws(DetentError) in
                try configuration.index(of: name, setting: "initialDetent")
            } ?? 0
        freeTop = layout.tops[selectedIndex]
        contentOffset = 0
        listBoundsTop = freeTop
        pan = PanTracker(slop: configuration.touchSlop)
        tap = TapRecognizer(slop: configuration.touchSlop, maxDuration: .infinity)
    }

    /// The detents, smallest first.
    public var detents: [Detent] { configuration.detents }

    /// The smallest detent a person can send the drawer to: the first, unless it is hidden and
    /// `allowsDismissal` is false.
    public var lowestReachableIndex: Int {
        allowsDismissal ? 0 : layout.lowestVisibleIndex(of: detents)
    }

    /// True while the drawer rests at, or heads for, a hidden detent.
    public var isDismissed: Bool { selectedDetent.isHidden }

    /// The selected detent.
    public var selectedDetent: Detent { configuration.detents[selectedIndex] }

    /// True while something moves on its own (a settle, momentum, a bounce).
    public var isMoving: Bool {
        if isSettling { return true }
        if case .none = listMotion { return false }
        return true
    }

    /// True while the drawer springs toward its selected detent (`drawerSpring` runs).
    ///
    /// This and `isTouching` test the case, not `!= nil`: comparing an optional with `nil` passes
    /// the whole optional (an animation, a gesture) by value, a copy every frame (BENCHMARKS.md,
    /// "Drawer").
    var isSettling: Bool {
        if case .some = drawerSpring { return true }
        return false
    }

    /// True while a finger owns the drawer.
    public var isTouching: Bool {
        if case .some = gesture { return true }
        return false
    }

    /// The finger that owns the drawer, nil when none does.
    public var touchID: Int? { isTouching ? ownership.owner : nil }

    /// True while the host should keep presenting frames: something moves or a finger is down.
    public var needsFrames: Bool { isMoving || isTouching }

    /// The events since the last call, oldest first; the queue is left empty.
    public mutating func takeEvents() -> DrawerEvents {
        let taken = events
        events = DrawerEvents()
        return taken
    }

    /// Advances every motion to `newTime` (s), as `InputDomain.reading` classifies it: a later
    /// time advances (a jump of hours or years completes every motion it overtakes); a time
    /// outside the domain (non-finite, |t| > 10¹² s) or at most 1 s earlier is ignored; a time
    /// more than 1 s earlier is a new clock: running motions complete and time continues from it.
    public mutating func advance(to newTime: Double) {
        switch InputDomain.reading(newTime, after: time) {
        case .latest:
            return
        case .forward(let t):
            guard t > time else { return }
            time = t
            stepMotions()
        case .reset(let t):
            time = t
            completeMotions()
        }
    }
}

/// What the list does on its own.
enum ListMotion: Sendable {
    case none
    /// Coasting; `bounceTime` is when it reaches `boundary` (an end of the list), if it does.
    case momentum(DecayAnimation<Double>, bounceTime: Double?, boundary: Double)
    /// Springing to an end (a bounce) or to the top (the drawer left a scrollable detent).
    case spring(SpringAnimation<Double>)
}

/// The touch that owns the drawer.
struct Gesture: Sendable {
    enum Kind: Equatable, Sendable {
        /// Header: the finger moves the drawer only.
        case drawer
        /// List: the movement is split; `handoff` is the detent at which the list takes over
        /// moving up (nil: the list does not scroll in this gesture).
        case split(handoff: Int?)
        /// The dimmed backdrop: a tap expands, nothing drags.
        case backdrop
    }

    enum Mover: Sendable { case drawer, list }

    var kind: Kind
    var region: DrawerRegion
    /// The touch stopped a motion, so it is a drag from the start and never a tap.
    var caught: Bool
    /// The settle it caught, if any: the detent it was heading for and its spring.
    var caughtSettle: (index: Int, spring: Spring)? = nil
    /// Which of the two took the latest movement.
    var mover: Mover
    /// Who the touch was given to when it left the slop (`AxisLock`); nil before.
    var axis: AxisLock.Axis? = nil
    /// True once the pan began.
    var dragged: Bool
}
