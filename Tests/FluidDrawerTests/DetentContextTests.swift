import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidDrawer

/// Content-sized and resolved detents: heights computed from the content and the container at
/// layout time, and kept as the selected detent when either changes.
@Suite struct DetentContextTests {
    struct Row: Sendable {
        var detent: Detent
        var container: Size
        var safeArea: EdgeInsets
        /// Header 116 + rows × 60.
        var rows: Int
        var top: Double
        var line: Int
    }

    static let bottom34 = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    static let phone = Size(width: 390, height: 844)
    static let landscape = Size(width: 844, height: 390)
    /// Half the height in portrait, 80 pt in landscape.
    static let halfOrBar = Detent.resolved("half") { c in
        c.container.height > c.container.width ? c.container.height / 2 : 80
    }

    static let rows: [Row] = [
        // 116 + 3 · 60 = 296 pt of content + 34 safe = 330 → top 844 − 330.
        Row(detent: .content("card"), container: phone, safeArea: bottom34, rows: 3, top: 514, line: #line),
        Row(detent: .content("card"), container: phone, safeArea: .zero, rows: 3, top: 548, line: #line),
        // Clamped up to the minimum, down to the maximum.
        Row(detent: .content("card", minimum: 400), container: phone, safeArea: .zero, rows: 3, top: 444, line: #line),
        Row(detent: .content("card", maximum: 200), container: phone, safeArea: .zero, rows: 3, top: 644, line: #line),
        // Taller than the container: the layout stops it at the safe area's top.
        Row(detent: .content("card"), container: phone, safeArea: bottom34, rows: 100, top: 47, line: #line),
        Row(detent: halfOrBar, container: phone, safeArea: .zero, rows: 0, top: 422, line: #line),
        Row(detent: halfOrBar, container: landscape, safeArea: .zero, rows: 0, top: 310, line: #line),
        Row(
            detent: .resolved("below notch") { $0.maximumHeight - 10 }, container: phone, safeArea: bottom34,
            rows: 0, top: 57, line: #line)
    ]

    @Test(arguments: rows)
    func layoutTop(_ row: Row) {
        let content = Default.list(rowCount: row.rows, rowHeight: 60).contentHeight
        let layout = DrawerLayout(
            detents: [.hidden, row.detent], container: row.container, safeArea: row.safeArea,
            contentHeight: content)
        #expect(layout.tops == [row.container.height, row.top], sourceLocation: here(row.line))
    }

    @Test func resizingKeepsTheDetent() throws {
        var drawer = try Drawer(
            configuration: DrawerConfiguration(detents: [.hidden, Self.halfOrBar, .fullHeight]),
            container: Self.phone, initialDetent: "half")
        #expect(drawer.top == 422)
        drawer.resize(container: Self.landscape, at: 1)
        #expect(drawer.selectedDetent.name == "half")
        #expect(drawer.top == 310)
        drawer.resize(container: Self.phone, at: 2)
        #expect(drawer.top == 422)
        drawer.move(to: "hidden", animated: false, at: 3)
        drawer.resize(container: Self.landscape, at: 4)
        #expect(drawer.top == 390)
        #expect(drawer.isDismissed)
    }

    @Test func aContentDetentFollowsItsContent() throws {
        let configuration = DrawerConfiguration(
            detents: [.hidden, .content("card"), .fullHeight],
            list: Default.list(rowCount: 3, rowHeight: 60))
        var drawer = try Drawer(configuration: configuration, container: Self.phone, initialDetent: "card")
        #expect(drawer.top == 548)
        drawer.setRowCount(5, at: 1)  // 120 pt more content
        #expect(drawer.top == 428)
        #expect(drawer.selectedDetent.name == "card")
        #expect(drawer.checkInvariants().isEmpty)
    }

    @Test func aResolverThatFailsIsRejectedAtCreation() {
        let bad = Detent.resolved("nan") { _ in .nan }
        #expect(throws: DetentError.self) {
            _ = try Drawer(configuration: DrawerConfiguration(detents: [bad]), container: Self.phone)
        }
        // Laid out leniently (a resize), it rests at the container's bottom.
        let layout = DrawerLayout(detents: [bad], container: Self.phone)
        #expect(layout.tops == [844])
    }
}
