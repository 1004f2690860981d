import FluidCore
import FluidMotion

/// What a detent may depend on when the drawer is laid out: the container, its safe area and the
/// content's height. Given to a `DetentResolver` each time the layout is computed (at creation,
/// on every resize and whenever the content changes).
public struct DetentContext: Hashable, Sendable {
    /// The container (pt).
    public var container: Size
    /// The container's safe-area insets (pt).
    public var safeArea: EdgeInsets
    /// The drawer's content height (pt): `DrawerList.contentHeight`, header and rows or block.
    public var contentHeight: Double

    /// A context for a container of `container` with `safeArea`, hosting content
    /// `contentHeight` tall.
    public init(container: Size, safeArea: EdgeInsets = .zero, contentHeight: Double = 0) {
        self.container = container
        self.safeArea = safeArea
        self.contentHeight = contentHeight
    }

    /// The tallest a drawer can be: from the safe area's top to the container's bottom (pt).
    public var maximumHeight: Double { max(0, container.height - safeArea.top) }
}

/// A detent's visible height computed from the container at layout time, as UIKit's
/// `UISheetPresentationController.Detent.custom { context in … }`: for heights one
/// `Detent.Position` cannot say (half the height in portrait but 80 pt in landscape; the
/// tallest that still shows the map's top 100 pt).
///
/// Two resolvers are equal when their `id`s are: name the rule, not the instance, so a
/// configuration stays `Hashable`.
public struct DetentResolver: Hashable, Sendable {
    /// Names the rule; two resolvers with the same id must compute the same heights.
    public let id: String
    /// The visible height (pt) for a context. A result outside 0…`maximumHeight` is clamped
    /// by the layout (and rejected by `DrawerLayout.validated`); a non-finite one lays out at the
    /// container's bottom.
    public let height: @Sendable (DetentContext) -> Double

    /// A resolver called `id` computing `height`.
    public init(_ id: String, height: @escaping @Sendable (DetentContext) -> Double) {
        self.id = id
        self.height = height
    }

    public static func == (a: DetentResolver, b: DetentResolver) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
