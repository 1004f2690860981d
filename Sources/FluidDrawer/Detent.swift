import FluidCore
import FluidMotion

/// A height the drawer rests at, with a name for traces and events ("compressed").
///
/// A detent's position is given in one of five ways, resolved by `DrawerLayout` against a
/// `DetentContext` (the container, its safe area and the content's height):
/// - `.height(h)`: the visible height h (pt, ≥ 0) measured from the container's bottom edge;
///   the drawer's top is `containerHeight − h`. Height 0 is a hidden detent: the drawer has
///   left the screen (see `Detent.hidden`); only the first detent may be hidden.
/// - `.fraction(f)`: a fraction f (0 < f ≤ 1) of the container's height, from the bottom.
/// - `.topInset(i)`: the drawer's top i (pt, ≥ 0) below the container's top edge.
/// - `.content(minimum:maximum:)`: the content's height (`DrawerList.contentHeight`) plus the
///   safe area's bottom inset, clamped to minimum…maximum (pt): a place card, a mini-player.
/// - `.resolved(r)`: whatever `r` computes from the context (UIKit's custom detent).
///
/// The defaults are the Siri Shortcuts drawer's (seed 000): compressed 120 pt, expanded 300 pt,
/// full height = container − 35 pt.
public struct Detent: Hashable, Sendable {
    /// How a detent's resting height is given (see the type's discussion).
    public enum Position: Hashable, Sendable {
        /// Visible height (pt, ≥ 0; 0 is hidden) from the container's bottom edge.
        case height(Double)
        /// A fraction (0 < f ≤ 1) of the container's height, from the bottom.
        case fraction(Double)
        /// The drawer's top (pt, ≥ 0) below the container's top edge.
        case topInset(Double)
        /// The content's height plus the bottom safe inset, clamped to `minimum…maximum` (pt,
        /// 0 ≤ minimum ≤ maximum; maximum may be infinite).
        case content(minimum: Double, maximum: Double)
        /// A height computed from the layout's context.
        case resolved(DetentResolver)
    }

    /// The name used in traces and events; unique within a drawer.
    public var name: String
    /// Where the drawer rests at this detent.
    public var position: Position

    /// A detent called `name` resting at `position`; `Drawer.init` checks the value.
    public init(_ name: String, _ position: Position) {
        self.name = name
        self.position = position
    }

    /// Search field only: 120 pt visible.
    public static let compressed = Detent("compressed", .height(120))
    /// Search field, title and a few rows: 300 pt visible.
    public static let expanded = Detent("expanded", .height(300))
    /// Almost the whole container: the top 35 pt below the container's top edge.
    public static let fullHeight = Detent("fullHeight", .topInset(35))
    /// The Shortcuts drawer's three detents, smallest first.
    public static let standard: [Detent] = [.compressed, .expanded, .fullHeight]

    /// Off screen: height 0, listed first. A release that the target policy sends here (a flick
    /// down from the lowest visible detent) dismisses the drawer (`DrawerEvent.didDismiss`)
    /// unless `Drawer.allowsDismissal` is false.
    public static let hidden = Detent("hidden", .height(0))

    /// As tall as the content (plus the bottom safe inset), without limits.
    public static func content(_ name: String, minimum: Double = 0, maximum: Double = .infinity) -> Detent {
        Detent(name, .content(minimum: minimum, maximum: maximum))
    }

    /// A detent whose height `height` computes at layout time (see `DetentResolver`).
    public static func resolved(_ name: String, height: @escaping @Sendable (DetentContext) -> Double) -> Detent {
        Detent(name, .resolved(DetentResolver(name, height: height)))
    }

    /// True for a hidden detent (height 0): resting there, the drawer is off screen.
    public var isHidden: Bool { position == .height(0) }

    /// True when the detent's height depends on the content (so it moves when the content
    /// changes).
    public var dependsOnContent: Bool {
        switch position {
        case .content, .resolved: true
        case .height, .fraction, .topInset: false
        }
    }

    /// The drawer's top (pt from the container's top) for a container `height` pt tall with no
    /// safe area and no content, before any clamping; not finite if the detent's value is not.
    public func top(inContainerHeight height: Double) -> Double {
        top(in: DetentContext(container: Size(width: 0, height: height)))
    }

    /// The drawer's top (pt from the container's top) in `context`, before the layout clamps it
    /// into the container; not finite if the detent's value (or its resolver's result) is not.
    public func top(in context: DetentContext) -> Double {
        let height = context.container.height
        switch position {
        case .height(let h): return height - h
        case .fraction(let f): return height - f * height
        case .topInset(let inset): return inset
        case .content(let minimum, let maximum):
            let wanted = context.contentHeight + context.safeArea.bottom
            return height - min(max(wanted, minimum), maximum)
        case .resolved(let resolver): return height - resolver.height(context)
        }
    }

    /// Checks the detent's own value (independent of any container).
    /// - Throws: `DetentError.notFinite` or `.outOfRange`.
    public func validate() throws(DetentError) {
        switch position {
        case .height(let h):
            guard h.isFinite else { throw .notFinite(detent: name, value: h) }
            guard h >= 0 else { throw .outOfRange(detent: name, value: h, range: "height ≥ 0") }
        case .fraction(let f):
            guard f.isFinite else { throw .notFinite(detent: name, value: f) }
            guard f > 0, f <= 1 else { throw .outOfRange(detent: name, value: f, range: "fraction in (0, 1]") }
        case .topInset(let i):
            guard i.isFinite else { throw .notFinite(detent: name, value: i) }
            guard i >= 0 else { throw .outOfRange(detent: name, value: i, range: "top inset ≥ 0") }
        case .content(let minimum, let maximum):
            guard minimum.isFinite, !maximum.isNaN else {
                throw .notFinite(detent: name, value: minimum.isFinite ? maximum : minimum)
            }
            guard minimum >= 0, maximum >= minimum else {
                throw .outOfRange(detent: name, value: maximum, range: "0 ≤ minimum ≤ maximum")
            }
        case .resolved:
            break
        }
    }
}

/// Why a set of detents (or the drawer configuration that names them) was rejected.
public enum DetentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The configuration lists no detent.
    case empty
    /// A detent's value is NaN or infinite.
    case notFinite(detent: String, value: Double)
    /// A detent's value is outside its range (`range` says which).
    case outOfRange(detent: String, value: Double, range: String)
    /// The detent's top falls outside the container (above its top edge or below its bottom).
    case outsideContainer(detent: String, top: Double, containerHeight: Double)
    /// After layout the detent is not strictly higher than the one listed before it (detents are
    /// listed from shortest to tallest), e.g. two detents that resolve to the same height;
    /// `height` and `previousHeight` are their visible heights (pt) in that container.
    case notAscending(detent: String, height: Double, previous: String, previousHeight: Double)
    /// Two detents share a name.
    case duplicateName(String)
    /// A setting (`scrollableDetents`, `undimmedDetent`, `titleHiddenDetent`,
    /// `titleShownDetent`, `initialDetent`) names a detent that is not in the list; `available`
    /// are the detents' names.
    case unknownDetent(String, setting: String, available: [String])
    /// A numeric setting of the configuration is out of its range (`requirement` says it).
    case invalidSetting(setting: String, value: Double, requirement: String)
    /// A hidden detent (height 0) that is not the first, or the only detent: the drawer can
    /// only leave the screen below a visible detent.
    case hiddenNotFirst(detent: String)
    /// The container has a side that is not finite and positive.
    case invalidContainer(width: Double, height: Double)
    /// New positions were given for detents other than the drawer's own (names, in order).
    case differentDetents(expected: [String], got: [String])

    /// A height for a message: "120 pt", "56.5 pt".
    private static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value)) pt" : "\(value) pt"
    }

    /// One line naming the detent or setting and what is wrong.
    public var description: String {
        switch self {
        case .empty: "a drawer needs at least one detent"
        case .notFinite(let d, let v): "detent \(d) must be a finite number, got \(v)"
        case .outOfRange(let d, let v, let r): "detent \(d) must have \(r), got \(v)"
        case .outsideContainer(let d, let top, let h):
            "detent \(d) puts the drawer's top at \(top), outside a container \(h) pt tall"
        case .notAscending(let d, let h, let p, let ph):
            h == ph
                ? "detents \(p) and \(d) are both \(Self.points(h)) tall; each must be taller than the one listed before it"
                : "detents must be listed from shortest to tallest: \(d) (\(Self.points(h))) after \(p) (\(Self.points(ph)))"
        case .duplicateName(let d): "detent name \(d) is used twice"
        case .unknownDetent(let d, let setting, let available):
            "\(setting) names \"\(d)\", which is not a detent (detents: \(available.joined(separator: ", ")))"
        case .invalidSetting(let setting, let value, let requirement): "\(setting) must be \(requirement), got \(value)"
        case .hiddenNotFirst(let d): "hidden detent \(d) (height 0) must be listed first, before a visible one"
        case .invalidContainer(let w, let h): "container size must be finite and positive, got \(w) × \(h)"
        case .differentDetents(let expected, let got):
            "new detents must be the drawer's own, \(expected.joined(separator: ", ")), got \(got.joined(separator: ", "))"
        }
    }
}
