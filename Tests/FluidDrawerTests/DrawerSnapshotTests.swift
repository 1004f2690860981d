import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidDrawer

@Suite struct DrawerSnapshotTests {
    struct Row: Sendable {
        var top: Double
        var dim: Double
        var titleAlpha: Double
        var line: Int
    }

    // dim = 0.4·(544 − top)/(544 − 35), clamped; titleAlpha = (724 − top)/(724 − 544), clamped.
    static let rows: [Row] = [
        Row(top: 800, dim: 0, titleAlpha: 0, line: #line),
        Row(top: 724, dim: 0, titleAlpha: 0, line: #line),
        Row(top: 634, dim: 0, titleAlpha: 0.5, line: #line),
        Row(top: 544, dim: 0, titleAlpha: 1, line: #line),
        Row(top: 289.5, dim: 0.2, titleAlpha: 1, line: #line),
        Row(top: 35, dim: 0.4, titleAlpha: 1, line: #line),
        Row(top: 0, dim: 0.4, titleAlpha: 1, line: #line)
    ]

    @Test(arguments: rows)
    func dimAndTitle(_ row: Row) {
        let drawer = Default.drawer()
        #expect(isClose(drawer.dim(atTop: row.top), row.dim, within: 1e-12), sourceLocation: here(row.line))
        #expect(
            isClose(drawer.titleAlpha(atTop: row.top), row.titleAlpha, within: 1e-12), sourceLocation: here(row.line))
    }

    @Test func everyFrameDimAndTitleMatchItsTop() {
        var run = Harness(Default.drawer())
        run.play(Stroke(startY: Default.compressed + 10, startTime: 0, profile: [(-3000, 6)]))
        run.runUntilRest()
        for step in run.steps {
            let s = step.snapshot
            let dim = 0.4 * min(max((544 - s.top) / 509, 0), 1)
            let title = min(max((724 - s.top) / 180, 0), 1)
            #expect(isClose(s.dim, dim, within: 1e-12))
            #expect(isClose(s.titleAlpha, title, within: 1e-12))
        }
    }

    @Test func momentumPanelConfiguration() throws {
        // The playground's momentum scene: two detents, no list, dims as it opens.
        let configuration = DrawerConfiguration(
            detents: [Detent("closed", .fraction(0.4)), Detent("open", .topInset(100))],
            scrollableDetents: [], list: .none, maxDim: 0.3, undimmedDetent: "closed",
            titleHiddenDetent: "closed", titleShownDetent: "open")
        var run = Harness(try Drawer(configuration: configuration, container: Default.container))
        // closed: 844 − 0.4·844 = 506.4; open 100.
        #expect(run.drawer.layout.tops == [506.4, 100])
        run.play(Stroke(startY: 520, startTime: 0, profile: [(-1000, 6)]))
        run.runUntilRest()
        #expect(run.drawer.snapshot.detent.name == "open")
        #expect(isClose(run.drawer.snapshot.dim, 0.3, within: 1e-12))
        #expect(run.drawer.hitTest(Point(x: 10, y: 300)) == .listBackground)
    }

    @Test func tenMillionRows() {
        var configuration = Default.configuration
        configuration.list = Default.list(rowCount: 10_000_000)
        var run = Harness(Default.drawer(at: "fullHeight", configuration: configuration))
        // 6e8 pt of rows: max offset 6e8 − 693.
        #expect(run.drawer.maxContentOffset == 600_000_000 - 693)
        run.play(Stroke(startY: 700, startTime: 0, profile: [(-8000, 6)]))
        run.runUntilRest()
        // Six frames of 66.7 pt: 400 pt, 390 beyond the slop; then it coasts
        // x∞ − x₀ = 8000/2.002 = 3996 pt.
        let coast = 8000 / (-1000 * (0.998).logarithm)
        let offset = 390 + coast
        #expect(isClose(run.drawer.listOffset, offset, within: 1e-6))
        let row = Int((400 - 35 - 116 + run.drawer.listOffset) / 60)
        #expect(run.drawer.hitTest(Point(x: 10, y: 400)) == .row(row))
        // Rows ⌊4386/60⌋ = 73 up to ⌈(4386 + 693)/60⌉ = 85.
        #expect(run.drawer.visibleRows == 73..<85)
    }
}
