import FluidCore
import FluidMotion

/// What lies under a point of the container, for routing a touch.
public enum DrawerRegion: Hashable, Sendable {
    /// Above the drawer: the content behind it (dimmed or not).
    case backdrop
    /// The band with the grab handle at the drawer's top.
    case grabber
    /// The search field itself.
    case searchField
    /// The rest of the header: around the search field, and the title band.
    case header
    /// A row of the list, by index.
    case row(Int)
    /// The list's area with no row (past the last row, or overscrolled above the first).
    case listBackground

    /// True for the header's parts, where a drag moves the drawer only.
    public var isHeader: Bool {
        switch self {
        case .grabber, .searchField, .header: true
        case .backdrop, .row, .listBackground: false
        }
    }
}

extension Drawer {
    /// The region under `point` (container coordinates, pt) in the current state. Non-finite
    /// points are the backdrop, and so are points beside a side panel or centred sheet.
    public func hitTest(_ point: Point) -> DrawerRegion {
        let top = self.top
        guard point.isFinite, point.y >= top else { return .backdrop }
        if configuration.wideLayout != nil {
            let span = self.span
            guard point.x >= span.x, point.x < span.x + span.width else { return .backdrop }
        }
        let list = configuration.list
        let y = point.y - top
        if y < list.grabberHeight { return .grabber }
        if y < list.grabberHeight + list.searchBandHeight {
            return searchFieldFrame.contains(point) ? .searchField : .header
        }
        if y < list.headerHeight { return .header }
        if let row = list.row(atDrawerY: y, contentOffset: contentOffset) { return .row(row) }
        return .listBackground
    }
}
