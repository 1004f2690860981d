import FluidCore
import FluidMotion

/// The drawer's content metrics: a header above a scrolling list of rows. Three forms:
///
/// - a list: `DrawerList(rows:)`, rows of equal or known heights (`DrawerRows`), with a header
///   above them (`header:`) the host draws and that drags the drawer only;
/// - a block that does not scroll: `DrawerList.block(height:)` (a place card, a mini-player);
/// - the Shortcuts-style header of grabber, search and title bands, given band by band.
///
/// Vertical layout inside the drawer, from its top edge (a band of height 0 is absent):
///
///     grabber band   grabberHeight          (the 36 × 5 pt handle is drawn centred in it)
///     search band    searchBandHeight       (the field, inset by searchFieldInsets)
///     title band     titleHeight
///     content header contentHeaderHeight    (the content's own fixed header or block)
///     list           rows, scrolled by the content offset, to the container's bottom
///
/// The list's viewport runs from the bottom of the header to the bottom of the container; its
/// content is the rows' height plus `bottomInset` (the safe area, so the last row clears the
/// home indicator). Nothing here is per row for equal rows, so 10 million rows cost the same as
/// ten; known heights cost O(log n) per lookup.
public struct DrawerList: Hashable, Sendable {
    /// The default row height (pt), close to a Shortcuts action row.
    public static let defaultRowHeight = 60.0

    /// Height of the grabber band (pt), ≥ 0.
    public var grabberHeight: Double
    /// Height of the band holding the search field (pt), ≥ 0.
    public var searchBandHeight: Double
    /// Space around the search field inside its band (pt): left/right from the drawer's
    /// sides, top/bottom from the band's edges.
    public var searchFieldInsets: EdgeInsets
    /// Height of the title band (pt), ≥ 0.
    public var titleHeight: Double
    /// Height of the content's own header, below the title band (pt, ≥ 0): a fixed part the
    /// host draws (a place card's summary, a non-scrolling block). Drags on it move the drawer
    /// only (`DrawerRegion.header`).
    public var contentHeaderHeight: Double
    /// The rows of the list.
    public var rows: DrawerRows

    /// Every row's height (pt) for equal rows; a typical row's for known heights
    /// (`DrawerRows.typicalHeight`). Setting it makes the rows equal, keeping their number.
    public var rowHeight: Double {
        get { rows.typicalHeight }
        set { rows = .uniform(count: rows.count, height: newValue) }
    }
    /// Number of rows, ≥ 0 (any `Int`; the content counts at most `maxContentHeight`). Setting
    /// it keeps equal rows equal; known heights lose rows from the end or gain default ones, up
    /// to `DrawerRows.maxKnownHeights` rows.
    public var rowCount: Int {
        get { rows.count }
        set { rows.setCount(newValue) }
    }

    /// A list of `rowCount` equal rows with the given header bands (none by default). Non-finite
    /// or negative heights become 0, a row height that is not > 0 becomes `defaultRowHeight`,
    /// and a negative row count becomes 0.
    public init(
        rowCount: Int, rowHeight: Double = DrawerList.defaultRowHeight,
        grabberHeight: Double = 0, searchBandHeight: Double = 0,
        searchFieldInsets: EdgeInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16),
        titleHeight: Double = 0
    ) {
        self.init(
            rows: .uniform(count: rowCount, height: rowHeight), grabberHeight: grabberHeight,
            searchBandHeight: searchBandHeight, searchFieldInsets: searchFieldInsets,
            titleHeight: titleHeight)
    }

    /// A list of `rows` under a header of `header` pt the content draws, with optional bands
    /// above it (all 0 by default). Non-finite or negative heights become 0.
    public init(
        rows: DrawerRows, header: Double = 0, grabberHeight: Double = 0, searchBandHeight: Double = 0,
        searchFieldInsets: EdgeInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16),
        titleHeight: Double = 0
    ) {
        func length(_ x: Double) -> Double { x.isFinite ? max(x, 0) : 0 }
        self.rows = rows
        self.grabberHeight = length(grabberHeight)
        self.searchBandHeight = length(searchBandHeight)
        self.searchFieldInsets = EdgeInsets(
            top: length(searchFieldInsets.top),
            left: length(searchFieldInsets.left),
            bottom: length(searchFieldInsets.bottom),
            right: length(searchFieldInsets.right))
        self.titleHeight = length(titleHeight)
        contentHeaderHeight = length(header)
    }

    /// Content that does not scroll: a block `height` pt tall (below an optional grabber band),
    /// which a `.content` detent shows whole.
    public static func block(height: Double, grabberHeight: Double = 0) -> DrawerList {
        DrawerList(rows: .none, header: height, grabberHeight: grabberHeight)
    }

    /// No header and no rows: a plain panel (the playground's momentum drawer).
    public static let none = DrawerList(rows: .none, searchFieldInsets: .zero)

    /// Grabber + search band + title + content header (pt).
    public var headerHeight: Double { grabberHeight + searchBandHeight + titleHeight + contentHeaderHeight }

    /// The most content (pt) the list scrolls through: 10¹² pt, 16 billion default rows. Past it
    /// a `Double` cannot place a row to the half pixel, and a longer list scrolls no further.
    public static let maxContentHeight = 1e12

    /// Height of all rows (pt), at most `maxContentHeight` whatever the count and row height.
    public var rowsHeight: Double { rows.totalHeight }

    /// The content's whole height (pt): header and rows, what a `.content` detent shows.
    public var contentHeight: Double { headerHeight + rowsHeight }

    /// The list viewport's height (pt, ≥ 0) with the drawer's top at `drawerTop` in a container
    /// `containerHeight` tall.
    public func viewportHeight(drawerTop: Double, containerHeight: Double) -> Double {
        max(0, containerHeight - drawerTop - headerHeight)
    }

    /// The largest content offset (pt, in 0…`maxContentHeight`): content height + `bottomInset`
    /// − viewport.
    public func maxContentOffset(
        drawerTop: Double, containerHeight: Double,
        bottomInset: Double
    ) -> Double {
        let viewport = viewportHeight(drawerTop: drawerTop, containerHeight: containerHeight)
        let offset = rowsHeight + max(bottomInset, 0) - viewport
        return offset.isNaN ? 0 : min(max(0, offset), Self.maxContentHeight)
    }

    /// The row under a point `y` pt below the drawer's top, for a content offset (pt); nil in the
    /// header, above the first row (overscrolled) or below the last. O(log n) for known heights.
    public func row(atDrawerY y: Double, contentOffset: Double) -> Int? {
        guard y >= headerHeight else { return nil }
        return rows.index(at: y - headerHeight + contentOffset)
    }

    /// The rows at least partly visible in the viewport. O(log n) for known heights.
    public func visibleRows(
        drawerTop: Double, containerHeight: Double,
        contentOffset: Double
    ) -> Range<Int> {
        let viewport = viewportHeight(drawerTop: drawerTop, containerHeight: containerHeight)
        guard viewport > 0 else { return 0..<0 }
        return rows.range(from: contentOffset, to: contentOffset + viewport)
    }

    /// The vertical position of row `index`'s top edge, in pt below the drawer's top.
    public func rowTop(_ index: Int, contentOffset: Double) -> Double {
        headerHeight + rows.top(of: index) - contentOffset
    }
}
