import FluidCore
import FluidMotion

/// Where each detent puts the drawer's top in a container of a given size and safe area.
///
/// Tops are in points from the container's top edge (y down), one per detent in the order the
/// detents are listed (smallest drawer first), so they never increase along the list.
///
/// This initialiser never fails, so a resize can always be laid out: a container side or inset
/// that is negative or outside `InputDomain` (non-finite, beyond 10⁹ pt) counts as 0; each top is clamped into [safe top, container height] (the drawer
/// never goes under the status bar nor below the screen), then to be no lower than the previous
/// detent's, so detents that cross on a small container (a fraction and a height) coincide
/// instead of swapping. `validated(…)` is the strict form for configuration time.
public struct DrawerLayout: Hashable, Sendable {
    /// The container (pt), sides in 0…10⁹.
    public let container: Size
    /// The safe-area insets (pt), each in 0…10⁹.
    public let safeArea: EdgeInsets
    /// Drawer tops (pt), one per detent, non-increasing.
    public let tops: [Double]

    /// The layout of `detents` in `container`, for content `contentHeight` pt tall (for
    /// `.content` and `.resolved` detents), never failing (see the type's discussion).
    public init(detents: [Detent], container: Size, safeArea: EdgeInsets = .zero, contentHeight: Double = 0) {
        let size = Size(width: Self.sanitize(container.width), height: Self.sanitize(container.height))
        let insets = EdgeInsets(
            top: Self.sanitize(safeArea.top), left: Self.sanitize(safeArea.left),
            bottom: Self.sanitize(safeArea.bottom), right: Self.sanitize(safeArea.right))
        self.container = size
        self.safeArea = insets
        let highest = min(insets.top, size.height)
        let context = DetentContext(container: size, safeArea: insets, contentHeight: Self.sanitize(contentHeight))
        var tops: [Double] = []
        tops.reserveCapacity(detents.count)
        for detent in detents {
            var top = detent.top(in: context)
            if !top.isFinite { top = size.height }
            top = min(max(top, highest), size.height)
            if let previous = tops.last { top = min(top, previous) }
            tops.append(top)
        }
        self.tops = tops
    }

    /// The layout, or the first reason these detents do not fit this container: an invalid
    /// detent value, a non-positive or non-finite container, a top outside the container, or a
    /// detent not strictly taller than the one before it.
    public static func validated(
        detents: [Detent], container: Size, safeArea: EdgeInsets = .zero,
        contentHeight: Double = 0
    ) throws(DetentError) -> DrawerLayout {
        try validate(detents)
        guard container.isUsable else {
            throw .invalidContainer(width: container.width, height: container.height)
        }
        let context = DetentContext(container: container, safeArea: safeArea, contentHeight: contentHeight)
        for detent in detents {
            let raw = detent.top(in: context)
            guard raw.isFinite else { throw .notFinite(detent: detent.name, value: container.height - raw) }
            guard raw >= 0, raw <= container.height else {
                throw .outsideContainer(detent: detent.name, top: raw, containerHeight: container.height)
            }
        }
        let layout = DrawerLayout(
            detents: detents, container: container, safeArea: safeArea,
            contentHeight: contentHeight)
        for i in detents.indices.dropFirst() where !(layout.tops[i] < layout.tops[i - 1]) {
            // The heights as given: the layout's tops are already clamped to be in order.
            let height = container.height
            throw .notAscending(
                detent: detents[i].name, height: height - detents[i].top(in: context),
                previous: detents[i - 1].name,
                previousHeight: height - detents[i - 1].top(in: context))
        }
        return layout
    }

    /// Checks what does not depend on a container: at least one detent, each value valid, names
    /// unique.
    public static func validate(_ detents: [Detent]) throws(DetentError) {
        guard !detents.isEmpty else { throw .empty }
        guard !(detents.count == 1 && detents[0].isHidden) else { throw .hiddenNotFirst(detent: detents[0].name) }
        var names: Set<String> = []
        for (i, detent) in detents.enumerated() {
            try detent.validate()
            if detent.isHidden, i > 0 { throw .hiddenNotFirst(detent: detent.name) }
            guard names.insert(detent.name).inserted else { throw .duplicateName(detent.name) }
        }
    }

    /// The index of the smallest detent the drawer shows at: 1 when the first is hidden (and
    /// there is another), else 0.
    public func lowestVisibleIndex(of detents: [Detent]) -> Int {
        detents.count > 1 && detents[0].isHidden ? 1 : 0
    }

    /// The top of the smallest detent (the drawer's lowest resting place), pt.
    public var lowestTop: Double { tops.first ?? container.height }
    /// The top of the largest detent (the drawer's highest resting place), pt.
    public var highestTop: Double { tops.last ?? container.height }

    /// The index of the detent whose top is nearest to `top` (ties: the smaller detent).
    public func nearestIndex(toTop top: Double) -> Int {
        var best = 0
        var bestDistance = Double.infinity
        for (i, detentTop) in tops.enumerated() {
            let distance = abs(detentTop - top)
            if distance < bestDistance {
                best = i
                bestDistance = distance
            }
        }
        return best
    }

    /// A length outside `InputDomain` (non-finite or beyond 10⁹ pt) lays out as 0.
    private static func sanitize(_ value: Double) -> Double {
        InputDomain.contains(length: value) ? max(value, 0) : 0
    }
}
