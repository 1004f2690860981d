import FluidGestures
import FluidMotion

/// Everything about a drawer that does not change while it runs. The defaults are the Siri
/// Shortcuts drawer (docs/architecture.md, "The drawer").
///
/// Detents are listed smallest first. Four settings name detents by `Detent.name`
/// (`scrollableDetents`, `undimmedDetent`, `titleHiddenDetent`, `titleShownDetent`); left unset
/// they follow the detents given, whatever their names and number:
///
/// | setting | default | with `[peek, half, full]` |
/// |---|---|---|
/// | `scrollableDetents` | the largest detent | `["full"]` |
/// | `undimmedDetent` | the second largest (one detent: nil) | `"half"` |
/// | `titleHiddenDetent` | the smallest | `"peek"` |
/// | `titleShownDetent` | the second smallest (one detent: the only one) | `"half"` |
///
/// With `Detent.standard` these are the Shortcuts drawer's fullHeight, expanded, compressed and
/// expanded. A setting given explicitly is kept, and `Drawer`'s initialiser checks it: a name
/// that is not a detent throws `DetentError.unknownDetent` naming the setting, and numbers
/// outside their range throw `DetentError.invalidSetting`.
public struct DrawerConfiguration: Hashable, Sendable {
    /// The resting heights, smallest first (at least one).
    public var detents: [Detent]
    /// Names of the detents at which the list scrolls. At the largest detent, moving up scrolls
    /// the list once the drawer is there; at a smaller one, a drag on the list scrolls it instead
    /// of raising the drawer (the header still moves the drawer). Empty: the list never scrolls.
    /// Default: the largest detent. Assigning sets it explicitly.
    public var scrollableDetents: [String] {
        get { explicitScrollableDetents ?? detents.last.map { [$0.name] } ?? [] }
        set { explicitScrollableDetents = newValue }
    }
    /// The header and rows. `.none` for a plain panel.
    public var list: DrawerList
    /// A side panel or a centred sheet in wide containers; nil (the default): the drawer always
    /// spans the container's width.
    public var wideLayout: DrawerWideLayout?
    /// The backdrop's dimming at the largest detent, 0…1 (0.4: seed 000's overlay; 0: never dims).
    public var maxDim: Double
    /// The largest detent without dimming: the backdrop dims from here to the largest detent,
    /// linearly in the drawer's top. Default: the second largest detent, so dimming starts above
    /// it (nil with a single detent, which never dims). Assigning a name sets it explicitly;
    /// assigning nil returns to the default. `maxDim` 0 turns dimming off.
    public var undimmedDetent: String? {
        get { explicitUndimmedDetent ?? (detents.count >= 2 ? detents[detents.count - 2].name : nil) }
        set { explicitUndimmedDetent = newValue }
    }
    /// The header title fades in (alpha 0 → 1) as the drawer moves from `titleHiddenDetent` to
    /// `titleShownDetent`. Default: the smallest detent. Assigning sets it explicitly.
    public var titleHiddenDetent: String {
        get { explicitTitleHiddenDetent ?? detents.first?.name ?? "" }
        set { explicitTitleHiddenDetent = newValue }
    }
    /// Where the title is fully shown. Default: the second smallest detent (the only one, when
    /// there is one). Assigning sets it explicitly.
    public var titleShownDetent: String {
        get { explicitTitleShownDetent ?? (detents.count >= 2 ? detents[1].name : detents.first?.name ?? "") }
        set { explicitTitleShownDetent = newValue }
    }
    /// Finger movement (pt) before a touch on a resting drawer drags it; below it, it may be a tap.
    public var touchSlop: Double
    /// Which touches are the content's: one that leaves the slop mostly horizontally never moves
    /// the drawer (`Drawer.handle` reports it not consumed and `Drawer.touchAxis` says
    /// `.horizontal`). nil: every drag moves the drawer, whatever its direction. Default
    /// `.standard`.
    public var axisLock: AxisLock?
    /// How a release chooses the detent to settle at.
    public var targetPolicy: DetentTargetPolicy
    /// The springs of a slow release, a flick and the list's bounce.
    public var springs: DrawerSprings
    /// The list's momentum after a release (UIScrollView normal: 0.998 per ms).
    public var listDeceleration: Decay
    /// Rubber-band coefficient past the first and last detent and past the list's ends
    /// (UIScrollView: 0.55).
    public var rubberBandCoefficient: Double
    /// When a motion counts as at rest (default: half a pixel at 2×).
    public var tolerance: SpringTolerance
    /// Momentum carried across the hand-off, upward: released from a drag on the list, a drawer
    /// settling up into the detent where the list takes over that still moves up when it arrives
    /// stops there, and the list takes the remaining velocity as momentum — nothing overshoots
    /// above that detent, and releasing just before or just after the list takes over gives
    /// nearly the same coast. (A header drag never scrolls the list; its settle keeps the spring.) Off: the settle
    /// spring overshoots past the detent and comes back; the list gets nothing. Downward the
    /// list never hands motion to the drawer either way (UIKit: a list coasting into its top
    /// bounces). Default true.
    public var carriesMomentumIntoList: Bool
    /// A touch that catches the settling drawer and lifts without moving past `touchSlop` lets it
    /// carry on to the detent it was heading for, with the spring it had (WWDC18's momentum
    /// drawer continues its animation when released with zero velocity). Off: such a release
    /// settles like any slow release, at the detent nearest where it was caught. Default false.
    public var resumesSettleAfterTap: Bool
    /// Reduce Motion: the drawer's settle springs lose their bounce and the release speed that
    /// would carry it past its detent (`SpringAnimation.forbidsOvershoot`); a drag under the
    /// finger is unchanged. Default false. Set it on a running drawer with `Drawer.reducesMotion`.
    public var reducesMotion = false

    // The detent-named settings as given; nil follows the detents (see the type's table).
    private var explicitScrollableDetents: [String]?
    private var explicitUndimmedDetent: String?
    private var explicitTitleHiddenDetent: String?
    private var explicitTitleShownDetent: String?

    /// A configuration; every detent-named setting left nil follows `detents` (see the table
    /// above). Nothing is checked here: `Drawer.init` checks the whole configuration.
    public init(
        detents: [Detent] = Detent.standard,
        scrollableDetents: [String]? = nil,
        list: DrawerList = DrawerList(rowCount: 40),
        wideLayout: DrawerWideLayout? = nil,
        maxDim: Double = 0.4,
        undimmedDetent: String? = nil,
        titleHiddenDetent: String? = nil,
        titleShownDetent: String? = nil,
        touchSlop: Double = PanTracker.defaultSlop,
        axisLock: AxisLock? = .standard,
        targetPolicy: DetentTargetPolicy = DetentTargetPolicy(),
        springs: DrawerSprings = DrawerSprings(),
        listDeceleration: Decay = .normal,
        rubberBandCoefficient: Double = RubberBand.defaultCoefficient,
        tolerance: SpringTolerance = .default,
        carriesMomentumIntoList: Bool = true,
        resumesSettleAfterTap: Bool = false
    ) {
        self.detents = detents
        explicitScrollableDetents = scrollableDetents
        self.list = list
        self.wideLayout = wideLayout
        self.maxDim = maxDim
        explicitUndimmedDetent = undimmedDetent
        explicitTitleHiddenDetent = titleHiddenDetent
        explicitTitleShownDetent = titleShownDetent
        self.touchSlop = touchSlop
        self.axisLock = axisLock
        self.targetPolicy = targetPolicy
        self.springs = springs
        self.listDeceleration = listDeceleration
        self.rubberBandCoefficient = rubberBandCoefficient
        self.tolerance = tolerance
        self.carriesMomentumIntoList = carriesMomentumIntoList
        self.resumesSettleAfterTap = resumesSettleAfterTap
    }

    /// The index of the detent named `name`, which `setting` (the caller's name for where it
    /// came from, e.g. "scrollableDetents") names.
    /// - Throws: `DetentError.unknownDetent` naming the setting and the detents there are.
    public func index(of name: String, setting: String = "detent") throws(DetentError) -> Int {
        guard let i = detents.firstIndex(where: { $0.name == name }) else {
            throw .unknownDetent(name, setting: setting, available: detents.map { $0.name })
        }
        return i
    }
}

/// The configuration resolved to indices and checked numbers, computed once by `Drawer.init`.
struct ResolvedConfiguration: Hashable, Sendable {
    var scrollable: [Bool]
    var undimmedIndex: Int?
    var titleHiddenIndex: Int
    var titleShownIndex: Int
    var maxDim: Double
    var coefficient: Double

    /// - Throws: `DetentError.empty`, `.unknownDetent` naming the setting, or `.invalidSetting`
    ///   for a number out of range (`maxDim` 0…1, `rubberBandCoefficient` > 0, `touchSlop` ≥ 0,
    ///   `tolerance` > 0 each, `targetPolicy.flickVelocity` ≥ 0).
    init(_ c: DrawerConfiguration) throws(DetentError) {
        guard !c.detents.isEmpty else { throw .empty }
        var scrollable = [Bool](repeating: false, count: c.detents.count)
        for name in c.scrollableDetents { scrollable[try c.index(of: name, setting: "scrollableDetents")] = true }
        self.scrollable = scrollable
        undimmedIndex = try c.undimmedDetent.map { (name) throws(DetentError) in
            try c.index(of: name, setting: "undimmedDetent")
        }
        titleHiddenIndex = try c.index(of: c.titleHiddenDetent, setting: "titleHiddenDetent")
        titleShownIndex = try c.index(of: c.titleShownDetent, setting: "titleShownDetent")
        try Self.require(c.maxDim >= 0 && c.maxDim <= 1, "maxDim", c.maxDim, "in 0…1")
        try Self.require(
            c.rubberBandCoefficient > 0, "rubberBandCoefficient", c.rubberBandCoefficient, "finite and > 0")
        try Self.require(c.touchSlop >= 0, "touchSlop", c.touchSlop, "finite and ≥ 0")
        if let lock = c.axisLock {
            try Self.require(
                lock.horizontalRatio > 0, "axisLock.horizontalRatio", lock.horizontalRatio, "finite and > 0")
        }
        try Self.require(
            c.targetPolicy.flickVelocity >= 0, "targetPolicy.flickVelocity",
            c.targetPolicy.flickVelocity, "finite and ≥ 0")
        try Self.require(
            c.tolerance.position > 0, "tolerance.position", c.tolerance.position, "> 0", infinityAllowed: true)
        try Self.require(
            c.tolerance.velocity > 0, "tolerance.velocity", c.tolerance.velocity, "> 0", infinityAllowed: true)
        maxDim = c.maxDim
        coefficient = c.rubberBandCoefficient
    }

    private static func require(
        _ condition: Bool, _ setting: String, _ value: Double, _ requirement: String,
        infinityAllowed: Bool = false
    ) throws(DetentError) {
        guard condition, !value.isNaN, infinityAllowed || value.isFinite else {
            throw .invalidSetting(setting: setting, value: value, requirement: requirement)
        }
    }
}
