import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidDrawer

@Suite struct DrawerWideLayoutTests {
    struct Row: Sendable {
        var style: DrawerWideLayout.Style
        var width: Double
        var safeLeft: Double
        var x: Double
        var spanWidth: Double
        var line: Int
    }

    static let panel = DrawerWideLayout.Style.sidePanel(width: 375, inset: 16)
    static let sheet = DrawerWideLayout.Style.centered(maxWidth: 600)

    /// From 700 pt on: the panel at safe left + 16, 375 wide; the sheet (w − 600)/2.
    static let rows: [Row] = [
        Row(style: panel, width: 390, safeLeft: 0, x: 0, spanWidth: 390, line: #line),
        Row(style: panel, width: 699.9, safeLeft: 0, x: 0, spanWidth: 699.9, line: #line),
        Row(style: panel, width: 1024, safeLeft: 0, x: 16, spanWidth: 375, line: #line),
        Row(style: panel, width: 844, safeLeft: 47, x: 63, spanWidth: 375, line: #line),
        Row(style: .sidePanel(width: 2000, inset: 16), width: 1024, safeLeft: 0, x: 16, spanWidth: 1008, line: #line),
        Row(style: sheet, width: 1024, safeLeft: 0, x: 212, spanWidth: 600, line: #line),
        Row(style: sheet, width: 700, safeLeft: 0, x: 50, spanWidth: 600, line: #line),
        Row(style: .centered(maxWidth: 900), width: 844, safeLeft: 0, x: 0, spanWidth: 844, line: #line)
    ]

    @Test(arguments: rows)
    func span(_ row: Row) {
        let wide = DrawerWideLayout(minimumContainerWidth: 700, style: row.style)
        let span = wide.span(
            containerWidth: row.width, safeArea: EdgeInsets(top: 0, left: row.safeLeft, bottom: 0, right: 0))
        #expect(span.x == row.x, sourceLocation: here(row.line))
        #expect(span.width == row.spanWidth, sourceLocation: here(row.line))
    }

    /// Right to left the panel is at the right: 1024 − 16 − 375 = 633; with a 47 pt safe area
    /// at the right of an 844 pt window, 844 − 47 − 16 − 375 = 406; a panel wider than the room
    /// ends 16 pt in and starts at 0; the centred sheet and a narrow window do not change.
    static let rightToLeftRows: [Row] = [
        Row(style: panel, width: 390, safeLeft: 0, x: 0, spanWidth: 390, line: #line),
        Row(style: panel, width: 1024, safeLeft: 0, x: 633, spanWidth: 375, line: #line),
        Row(style: panel, width: 844, safeLeft: 47, x: 406, spanWidth: 375, line: #line),
        Row(style: .sidePanel(width: 2000, inset: 16), width: 1024, safeLeft: 0, x: 0, spanWidth: 1008, line: #line),
        Row(style: sheet, width: 1024, safeLeft: 0, x: 212, spanWidth: 600, line: #line)
    ]

    /// `safeLeft` is the safe area's right edge here, the side the panel keeps away from.
    @Test(arguments: rightToLeftRows)
    func rightToLeftSpan(_ row: Row) {
        let wide = DrawerWideLayout(minimumContainerWidth: 700, style: row.style, rightToLeft: true)
        let span = wide.span(
            containerWidth: row.width, safeArea: EdgeInsets(top: 0, left: 0, bottom: 0, right: row.safeLeft))
        #expect(span.x == row.x, sourceLocation: here(row.line))
        #expect(span.width == row.spanWidth, sourceLocation: here(row.line))
    }

    static func drawer(_ style: DrawerWideLayout.Style, width: Double, at detent: String = "fullHeight") throws
        -> Drawer
    {
        var configuration = Default.configuration
        configuration.wideLayout = DrawerWideLayout(minimumContainerWidth: 700, style: style)
        return try Drawer(
            configuration: configuration, container: Size(width: width, height: 1366), initialDetent: detent)
    }

    @Test func aSidePanelLeavesTheBackdropBesideItToTheContent() throws {
        var drawer = try Self.drawer(Self.panel, width: 1024)
        #expect(drawer.drawerFrame == Rect(x: 16, y: 35, width: 375, height: 1331))
        #expect(drawer.rowFrame(0).minX == 16 && drawer.rowFrame(0).size.width == 375)
        #expect(drawer.searchFieldFrame == Rect(x: 32, y: 35 + 28, width: 343, height: 36))
        #expect(drawer.snapshot.dim == 0)
        #expect(drawer.hitTest(Point(x: 600, y: 800)) == .backdrop)
        #expect(drawer.hitTest(Point(x: 200, y: 800)) != .backdrop)
        // A touch beside the panel is not the drawer's, even at full height.
        let consumed = drawer.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 600, y: 800), time: 0))
        #expect(!consumed)
    }

    @Test func aCentredSheetDimsAndTakesBackdropTaps() throws {
        var drawer = try Self.drawer(Self.sheet, width: 1024)
        #expect(drawer.drawerFrame.minX == 212 && drawer.drawerFrame.size.width == 600)
        #expect(drawer.snapshot.dim == 0.4)
        let consumed = drawer.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 800), time: 0))
        #expect(consumed)
    }

    @Test func resizingAcrossTheThresholdKeepsTheDetent() throws {
        var drawer = try Self.drawer(Self.panel, width: 1024, at: "expanded")
        drawer.resize(container: Size(width: 390, height: 844), at: 1)
        #expect(drawer.drawerFrame == Rect(x: 0, y: 544, width: 390, height: 300))
        #expect(drawer.selectedDetent.name == "expanded")
        drawer.resize(container: Size(width: 1366, height: 1024), at: 2)
        #expect(drawer.drawerFrame == Rect(x: 16, y: 724, width: 375, height: 300))
    }
}
