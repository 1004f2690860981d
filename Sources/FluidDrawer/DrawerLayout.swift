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

    /// The layout of `detents` in `container`, never failing (see the type's discussion).
    public init(detents: [Detent], container: Size, safeArea: EdgeInsets = .zero) {
        let size = Size(width: Self.sanitize(container.width), height: Self.sanitize(container.height))
        let insets = EdgeInsets(top: Self.sanitize(safeArea.top), left: Self.sanitize(safeArea.left),
                                bottom: Self.sanitize(safeArea.bottom), right: Self.sanitize(safeArea.right))
        self.container = size
        self.safeArea = insets
        let highest = min(insets.top, size.height)
        var tops: [Double] = []
        tops.reserveCapacity(detents.count)
        for detent in detents {
            var top = detent.top(inContainerHeight: size.height)
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
    public static func validated(detents: [Detent], container: Size,
                                 safeArea: EdgeInsets = .zero) throws(DetentError) -> DrawerLayout {
        try validate(detents)
        guard container.isUsable else {
            throw .invalidContainer(width: container.width, height: container.height)
        }
        for detent in detents {
            let raw = detent.top(inContainerHeight: container.height)
            guard raw >= 0, raw <= container.height else {
                throw .outsideContainer(detent: detent.name, top: raw, containerHeight: container.height)
            }
        }
        let layout = DrawerLayout(detents: detents, container: container, safeArea: safeArea)
        for i in detents.indices.dropFirst() where !(layout.tops[i] < layout.tops[i - 1]) {
            // The heights as given: the layout's tops are already clamped to be in order.
            let height = container.height
            throw .notAscending(detent: detents[i].name,
                                height: height - detents[i].top(inContainerHeight: height),
                                previous: detents[i - 1].name,
                                previousHeight: height - detents[i - 1].top(inContainerHeight: height))
        }
        return layout
    }

    /// Checks what does not depend on a container: at least one detent, each value valid, names
    /// unique.
    public static func validate(_ detents: [Detent]) throws(DetentError) {
        guard !detents.isEmpty else { throw .empty }
        var names: Set<String> = []
        for detent in detents {
            try detent.validate()
            guard names.insert(detent.name).inserted else { throw .duplicateName(detent.name) }
        }
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
