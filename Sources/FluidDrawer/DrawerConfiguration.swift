import FluidMotion
import FluidGestures

/// Everything about a drawer that does not change while it runs. The defaults are the Siri
/// Shortcuts drawer (DESIGN.md "The drawer").
///
/// Detents are listed smallest first. Other settings name detents by `Detent.name`; `Drawer`'s
/// initialiser checks that they exist.
public struct DrawerConfiguration: Hashable, Sendable {
    /// The resting heights, smallest first (at least one).
    public var detents: [Detent]
    /// Names of the detents at which the list scrolls. At the largest detent, moving up scrolls
    /// the list once the drawer is there; at a smaller one, a drag on the list scrolls it instead
    /// of raising the drawer (the header still moves the drawer). Empty: the list never scrolls.
    public var scrollableDetents: [String]
    /// The header and rows. `.none` for a plain panel.
    public var list: DrawerList
    /// The backdrop's dimming at the largest detent, 0…1 (0.4: seed 000's overlay).
    public var maxDim: Double
    /// The largest detent without dimming: the backdrop dims from here to the largest detent,
    /// linearly in the drawer's top. nil: never dims.
    public var undimmedDetent: String?
    /// The header title fades in (alpha 0 → 1) as the drawer moves from `titleHiddenDetent` to
    /// `titleShownDetent`.
    public var titleHiddenDetent: String
    public var titleShownDetent: String
    /// Finger movement (pt) before a touch on a resting drawer drags it; below it, it may be a tap.
    public var touchSlop: Double
    public var targetPolicy: DetentTargetPolicy
    public var springs: DrawerSprings
    /// The list's momentum after a release (UIScrollView normal: 0.998 per ms).
    public var listDeceleration: Decay
    /// Rubber-band coefficient past the first and last detent and past the list's ends
    /// (UIScrollView: 0.55).
    public var rubberBandCoefficient: Double
    /// When a motion counts as at rest (default: half a pixel at 2×).
    public var tolerance: SpringTolerance

    public init(detents: [Detent] = Detent.standard,
                scrollableDetents: [String] = [Detent.fullHeight.name],
                list: DrawerList = DrawerList(rowCount: 40),
                maxDim: Double = 0.4,
                undimmedDetent: String? = Detent.expanded.name,
                titleHiddenDetent: String = Detent.compressed.name,
                titleShownDetent: String = Detent.expanded.name,
                touchSlop: Double = PanTracker.defaultSlop,
                targetPolicy: DetentTargetPolicy = DetentTargetPolicy(),
                springs: DrawerSprings = DrawerSprings(),
                listDeceleration: Decay = .normal,
                rubberBandCoefficient: Double = RubberBand.defaultCoefficient,
                tolerance: SpringTolerance = .default) {
        self.detents = detents
        self.scrollableDetents = scrollableDetents
        self.list = list
        self.maxDim = maxDim
        self.undimmedDetent = undimmedDetent
        self.titleHiddenDetent = titleHiddenDetent
        self.titleShownDetent = titleShownDetent
        self.touchSlop = touchSlop
        self.targetPolicy = targetPolicy
        self.springs = springs
        self.listDeceleration = listDeceleration
        self.rubberBandCoefficient = rubberBandCoefficient
        self.tolerance = tolerance
    }

    /// The index of the detent named `name`.
    /// - Throws: `DetentError.unknownDetent`.
    public func index(of name: String) throws(DetentError) -> Int {
        guard let i = detents.firstIndex(where: { $0.name == name }) else { throw .unknownDetent(name) }
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

    init(_ c: DrawerConfiguration) throws(DetentError) {
        guard !c.detents.isEmpty else { throw .empty }
        var scrollable = [Bool](repeating: false, count: c.detents.count)
        for name in c.scrollableDetents { scrollable[try c.index(of: name)] = true }
        self.scrollable = scrollable
        undimmedIndex = try c.undimmedDetent.map { (name) throws(DetentError) in try c.index(of: name) }
        titleHiddenIndex = try c.index(of: c.titleHiddenDetent)
        titleShownIndex = try c.index(of: c.titleShownDetent)
        maxDim = c.maxDim.isFinite ? min(max(c.maxDim, 0), 1) : 0
        coefficient = c.rubberBandCoefficient.isFinite && c.rubberBandCoefficient > 0
            ? c.rubberBandCoefficient : RubberBand.defaultCoefficient
    }
}
