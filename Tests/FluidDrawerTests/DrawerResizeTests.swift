import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidDrawer

@Suite struct DrawerResizeTests {
    static let landscape = Size(width: 844, height: 390)

    @Test func atRestItKeepsItsDetent() {
        // Landscape 844 × 390: compressed 270, expanded 90, full 35.
        var drawer = Default.drawer(at: "expanded")
        drawer.resize(container: Self.landscape, at: 1)
        #expect(drawer.top == 90)
        #expect(drawer.layout.tops == [270, 90, 35])
        #expect(!drawer.isMoving)
        #expect(drawer.checkInvariants() == [])
    }

    @Test func midSettleKeepsVisibleHeightAndRetargets() {
        var run = Harness(Default.drawer())
        run.play(Stroke(startY: Default.compressed + 10, startTime: 0, profile: [(-3000, 6)]))
        run.advance(by: 0.05)
        let before = run.last
        let visible = 844 - before.top
        run.drawer.resize(container: Self.landscape, at: run.drawer.time)
        let after = run.drawer.snapshot
        #expect(isClose(390 - after.top, visible, within: 1e-9) || after.top < 35)
        #expect(after.phase == .settling)
        #expect(after.target == .fullHeight)
        #expect(isClose(after.velocity, before.velocity, within: 1e-6) || after.top < 35)
        run.record(nil)
        run.runUntilRest()
        #expect(run.drawer.top == 35)
        #expect(run.drawer.checkInvariants() == [])
        // Frame to frame after the resize, the drawer moves smoothly (no step above 60 pt at 120 Hz).
        let tops = run.steps.suffix(from: run.steps.count - 30).map(\.snapshot.top)
        #expect(zip(tops, tops.dropFirst()).allSatisfy { isClose($0, $1, within: 60) })
    }

    /// New positions for the same detents in the same container: a running settle keeps its top
    /// and velocity and is retargeted to the new full-height top (60), where it comes to rest.
    @Test func newDetentPositionsMidSettleRetarget() throws {
        var run = Harness(Default.drawer())
        run.play(Stroke(startY: Default.compressed + 10, startTime: 0, profile: [(-3000, 6)]))
        run.advance(by: 0.05)
        let before = run.drawer.snapshot
        let detents = [
            Detent("compressed", .height(200)), Detent("expanded", .height(400)),
            Detent("fullHeight", .topInset(60))
        ]
        try run.drawer.resize(container: Default.container, detents: detents, at: run.drawer.time)
        let after = run.drawer.snapshot
        #expect(run.drawer.layout.tops == [644, 444, 60])
        #expect(after.top == before.top && after.velocity == before.velocity)
        #expect(after.phase == .settling && after.target?.name == "fullHeight")
        run.record(nil)
        run.runUntilRest()
        #expect(run.drawer.top == 60)
        #expect(run.drawer.checkInvariants() == [])
    }

    /// At rest, new positions move the drawer to its detent's new top.
    @Test func newDetentPositionsAtRestMoveToTheDetent() throws {
        var drawer = Default.drawer(at: "expanded")
        try drawer.resize(
            container: Self.landscape,
            detents: [
                Detent("compressed", .height(100)), Detent("expanded", .fraction(0.5)),
                Detent("fullHeight", .topInset(20))
            ], at: 1)
        #expect(drawer.layout.tops == [290, 195, 20])
        #expect(drawer.top == 195 && !drawer.isMoving)
    }

    /// Other detents, or positions that do not fit, are rejected and change nothing.
    @Test func otherDetentsAreRejectedAndChangeNothing() {
        var drawer = Default.drawer(at: "expanded")
        let before = drawer.snapshot
        #expect(
            throws: DetentError.differentDetents(
                expected: ["compressed", "expanded", "fullHeight"],
                got: ["compressed", "fullHeight"])
        ) {
            try drawer.resize(
                container: Self.landscape,
                detents: [Detent("compressed", .height(100)), Detent("fullHeight", .topInset(20))],
                at: 1)
        }
        #expect(throws: DetentError.outsideContainer(detent: "expanded", top: -110, containerHeight: 390)) {
            try drawer.resize(
                container: Self.landscape,
                detents: [
                    Detent("compressed", .height(100)), Detent("expanded", .height(500)),
                    Detent("fullHeight", .topInset(20))
                ], at: 1)
        }
        #expect(drawer.snapshot == before)
        #expect(drawer.layout.container == Default.container)
    }

    @Test func safeAreaKeepsTheTopBelowTheStatusBar() {
        var drawer = Default.drawer(at: "fullHeight")
        drawer.resize(container: Default.container, safeArea: EdgeInsets(top: 47, bottom: 34), at: 1)
        #expect(drawer.top == 47)
        // The list's content gains the bottom inset: 2400 + 34 − (844 − 47 − 116) = 1753.
        #expect(drawer.maxContentOffset == 1753)
    }

    struct DegenerateRow: Sendable {
        var size: Size
        var line: Int
    }

    static let degenerate: [DegenerateRow] = [
        DegenerateRow(size: .zero, line: #line),
        DegenerateRow(size: Size(width: -100, height: -50), line: #line),
        DegenerateRow(size: Size(width: .nan, height: .infinity), line: #line),
        DegenerateRow(size: Size(width: 100, height: 60), line: #line)  // smaller than every detent
    ]

    @Test(arguments: degenerate)
    func degenerateContainersDegradeGracefully(_ row: DegenerateRow) {
        var run = Harness(Default.drawer(at: "expanded"))
        run.play(Stroke(startY: 600, startTime: 0, profile: [(-1000, 6)]))
        run.drawer.resize(container: row.size, at: run.drawer.time)
        run.record(nil)
        run.play(Stroke(startY: 10, startTime: run.drawer.time, profile: [(500, 10), (-2000, 5)]))
        run.runUntilRest()
        #expect(!run.drawer.isMoving, sourceLocation: here(row.line))
        #expect(run.drawer.checkInvariants() == [], sourceLocation: here(row.line))
        // And back to a real screen, at its detent.
        run.drawer.resize(container: Default.container, at: run.drawer.time + 1)
        #expect(run.drawer.top == run.drawer.layout.tops[run.drawer.selectedIndex], sourceLocation: here(row.line))
        #expect(run.drawer.checkInvariants() == [], sourceLocation: here(row.line))
    }

    @Test func unusableContainerAtInitIsAccepted() throws {
        let drawer = try Drawer(container: .zero)
        #expect(drawer.layout.tops == [0, 0, 0])
        #expect(drawer.checkInvariants() == [])
    }
}
