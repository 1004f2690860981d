import FluidMotion

/// The drawer's content metrics: a header (grabber, search field, title) above a list of
/// equal-height rows. Pure arithmetic: nothing here is per row, so 10 million rows cost the same
/// as ten.
///
/// Vertical layout inside the drawer, from its top edge:
///
///     grabber band   grabberHeight          (the 36 × 5 pt handle is drawn centred in it)
///     search band    searchBandHeight       (the field, inset by searchFieldInsets)
///     title band     titleHeight
///     list           rows, scrolled by the content offset, to the container's bottom
///
/// The list's viewport runs from the bottom of the header to the bottom of the container; its
/// content is `rowCount × rowHeight` plus `bottomInset` (the safe area, so the last row clears
/// the home indicator).
public struct DrawerList: Hashable, Sendable {
    /// The default row height (pt), close to a Shortcuts action row.
    public static let defaultRowHeight = 60.0

    /// Height of the grabber band (pt), ≥ 0.
    public var grabberHeight: Double
    /// Height of the band holding the search field (pt), ≥ 0.
    public var searchBandHeight: Double
    /// Space around the search field inside its band (pt): left/right from the container's
    /// sides, top/bottom from the band's edges.
    public var searchFieldInsets: EdgeInsets
    /// Height of the title band (pt), ≥ 0.
    public var titleHeight: Double
    /// Height of every row (pt), > 0 and finite.
    public var rowHeight: Double
    /// Number of rows, ≥ 0 (any `Int`; the content counts at most `maxContentHeight`).
    public var rowCount: Int

    /// Non-finite or negative heights become 0, a row height that is not > 0 becomes
    /// `defaultRowHeight`, and a negative row count becomes 0.
    public init(rowCount: Int, rowHeight: Double = DrawerList.defaultRowHeight,
                grabberHeight: Double = 20, searchBandHeight: Double = 52,
                searchFieldInsets: EdgeInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16),
                titleHeight: Double = 44) {
        func length(_ x: Double) -> Double { x.isFinite ? max(x, 0) : 0 }
        self.rowCount = max(rowCount, 0)
        self.rowHeight = rowHeight.isFinite && rowHeight > 0 ? rowHeight : Self.defaultRowHeight
        self.grabberHeight = length(grabberHeight)
        self.searchBandHeight = length(searchBandHeight)
        self.searchFieldInsets = EdgeInsets(top: length(searchFieldInsets.top),
                                            left: length(searchFieldInsets.left),
                                            bottom: length(searchFieldInsets.bottom),
                                            right: length(searchFieldInsets.right))
        self.titleHeight = length(titleHeight)
    }

    /// No header and no rows: a plain panel (the playground's momentum drawer).
    public static let none = DrawerList(rowCount: 0, grabberHeight: 0, searchBandHeight: 0,
                                        searchFieldInsets: .zero, titleHeight: 0)

    /// Grabber + search band + title (pt).
    public var headerHeight: Double { grabberHeight + searchBandHeight + titleHeight }

    /// The most content (pt) the list scrolls through: 10¹² pt, 16 billion default rows. Past it
    /// a `Double` cannot place a row to the half pixel, and a longer list scrolls no further.
    public static let maxContentHeight = 1e12

    /// Height of all rows (pt), at most `maxContentHeight` whatever the count and row height.
    public var rowsHeight: Double {
        let height = Double(rowCount) * rowHeight
        return height.isNaN ? 0 : min(height, Self.maxContentHeight)
    }

    /// The content's whole height (pt): header and rows, what a `.content` detent shows.
    public var contentHeight: Double { headerHeight + rowsHeight }

    /// The list viewport's height (pt, ≥ 0) with the drawer's top at `drawerTop` in a container
    /// `containerHeight` tall.
    public func viewportHeight(drawerTop: Double, containerHeight: Double) -> Double {
        max(0, containerHeight - drawerTop - headerHeight)
    }

    /// The largest content offset (pt, in 0…`maxContentHeight`): content height + `bottomInset`
    /// − viewport.
    public func maxContentOffset(drawerTop: Double, containerHeight: Double,
                                 bottomInset: Double) -> Double {
        let viewport = viewportHeight(drawerTop: drawerTop, containerHeight: containerHeight)
        let offset = rowsHeight + max(bottomInset, 0) - viewport
        return offset.isNaN ? 0 : min(max(0, offset), Self.maxContentHeight)
    }

    /// The row under a point `y` pt below the drawer's top, for a content offset (pt); nil in the
    /// header, above the first row (overscrolled) or below the last.
    public func row(atDrawerY y: Double, contentOffset: Double) -> Int? {
        guard y >= headerHeight else { return nil }
        let contentY = y - headerHeight + contentOffset
        guard contentY >= 0, contentY.isFinite else { return nil }
        let index = (contentY / rowHeight).rounded(.down)
        guard index < Double(rowCount) else { return nil }
        return min(Int(saturating: index), rowCount - 1)
    }

    /// The rows at least partly visible in the viewport.
    public func visibleRows(drawerTop: Double, containerHeight: Double,
                            contentOffset: Double) -> Range<Int> {
        let viewport = viewportHeight(drawerTop: drawerTop, containerHeight: containerHeight)
        guard rowCount > 0, viewport > 0, contentOffset.isFinite else { return 0..<0 }
        let first = max(0, (contentOffset / rowHeight).rounded(.down))
        let last = min(Double(rowCount), ((contentOffset + viewport) / rowHeight).rounded(.up))
        guard first < last else { return 0..<0 }
        // Double(rowCount) rounds Int.max up to 2⁶³, which no Int holds.
        let lower = min(Int(saturating: first), rowCount)
        let upper = min(Int(saturating: last), rowCount)
        return lower..<max(lower, upper)
    }

    /// The vertical position of row `index`'s top edge, in pt below the drawer's top.
    public func rowTop(_ index: Int, contentOffset: Double) -> Double {
        headerHeight + Double(index) * rowHeight - contentOffset
    }
}
