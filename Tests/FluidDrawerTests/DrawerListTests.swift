import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidDrawer

@Suite struct DrawerListTests {
    struct Row: Sendable {
        var rows: Int
        var drawerTop: Double
        var bottomInset: Double
        var maxOffset: Double
        var line: Int
    }

    // max(0, rows·60 + inset − (844 − top − 116)).
    static let rows: [Row] = [
        Row(rows: 40, drawerTop: 35, bottomInset: 0, maxOffset: 1707, line: #line),
        Row(rows: 40, drawerTop: 35, bottomInset: 34, maxOffset: 1741, line: #line),
        Row(rows: 40, drawerTop: 544, bottomInset: 0, maxOffset: 2216, line: #line),
        Row(rows: 5, drawerTop: 35, bottomInset: 0, maxOffset: 0, line: #line),
        Row(rows: 0, drawerTop: 35, bottomInset: 0, maxOffset: 0, line: #line),
        Row(rows: 10_000_000, drawerTop: 35, bottomInset: 0, maxOffset: 599_999_307, line: #line)
    ]

    @Test(arguments: rows)
    func maxOffset(_ row: Row) {
        let list = Default.list(rowCount: row.rows)
        #expect(
            list.maxContentOffset(
                drawerTop: row.drawerTop, containerHeight: 844,
                bottomInset: row.bottomInset) == row.maxOffset,
            sourceLocation: here(row.line))
    }

    @Test func rowsUnderPoints() {
        let list = Default.list(rowCount: 3)
        #expect(list.headerHeight == 116)
        #expect(list.row(atDrawerY: 115, contentOffset: 0) == nil)
        #expect(list.row(atDrawerY: 116, contentOffset: 0) == 0)
        #expect(list.row(atDrawerY: 116 + 59.9, contentOffset: 0) == 0)
        #expect(list.row(atDrawerY: 116 + 60, contentOffset: 0) == 1)
        #expect(list.row(atDrawerY: 116, contentOffset: 150) == 2)
        #expect(list.row(atDrawerY: 116, contentOffset: 180) == nil)  // past the last row
        #expect(list.row(atDrawerY: 120, contentOffset: -10) == nil)  // overscrolled gap
        #expect(list.row(atDrawerY: 200, contentOffset: .nan) == nil)
        #expect(list.rowTop(2, contentOffset: 30) == 116 + 120 - 30)
    }

    @Test func sanitizesItsInput() {
        let list = DrawerList(rowCount: -3, rowHeight: .nan, grabberHeight: -1, titleHeight: .infinity)
        #expect(list.rowCount == 0)
        #expect(list.rowHeight == DrawerList.defaultRowHeight)
        #expect(list.grabberHeight == 0)
        #expect(list.titleHeight == 0)
        #expect(list.visibleRows(drawerTop: 0, containerHeight: 800, contentOffset: 0) == 0..<0)
    }
}

@Suite struct DrawerListExtremesTests {
    /// Int.max rows of 1e-300 pt: the viewport's 728 pt hold 7.28e302 rows, all of them here;
    /// Double(Int.max) is 2⁶³, which no Int holds, so the range ends at Int.max.
    @Test func visibleRowsOfAHugeListEndAtTheRowCount() {
        let list = Default.list(rowCount: .max, rowHeight: 1e-300)
        #expect(list.visibleRows(drawerTop: 0, containerHeight: 844, contentOffset: 0) == 0..<Int.max)
        // The rows end 9.2e18 × 1e-300 ≈ 9e-282 pt below the header: y = 500 is past them.
        #expect(list.row(atDrawerY: 116, contentOffset: 0) == 0)
        #expect(list.row(atDrawerY: 500, contentOffset: 0) == nil)
        // 60 pt rows: 3e20 pt down is row 5e18, below Int.max.
        #expect(Default.list(rowCount: .max).row(atDrawerY: 116, contentOffset: 3e20) == 5_000_000_000_000_000_000)
        let tall = Default.list(rowCount: .max)
        #expect(tall.visibleRows(drawerTop: 0, containerHeight: 1e308, contentOffset: 0) == 0..<Int.max)
    }

    /// Past 10¹² pt of content the list scrolls no further: 10¹² − (844 − 116) pt at the most.
    @Test func contentIsCappedAtItsMaximumHeight() {
        let list = Default.list(rowCount: .max, rowHeight: 1e300)
        #expect(list.rowsHeight == 1e12)
        #expect(list.maxContentOffset(drawerTop: 0, containerHeight: 844, bottomInset: 0) == 1e12 - 728)
    }
}
