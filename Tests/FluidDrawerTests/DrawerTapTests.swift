import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidDrawer

@Suite struct DrawerTapTests {
    struct Row: Sendable {
        var detent: String
        var y: Double
        /// Finger movement between down and up (pt).
        var wiggle: Double = 0
        var consumed: Bool = true
        var event: DrawerEvent?
        var endsAt: String
        var line: Int
    }

    // Regions by hand, drawer top T: grabber T…T+20, search band T+20…T+72 (field 28…64, x 16…374),
    // title T+72…T+116, rows from T+116, 60 pt each.
    static let rows: [Row] = [
        Row(detent: "compressed", y: 724 + 46, event: .searchActivated, endsAt: "fullHeight", line: #line),
        Row(detent: "expanded", y: 544 + 46, event: .searchActivated, endsAt: "fullHeight", line: #line),
        Row(detent: "compressed", y: 724 + 10, endsAt: "expanded", line: #line),
        Row(detent: "compressed", y: 724 + 90, endsAt: "expanded", line: #line),
        // The grabber away from compressed does nothing.
        Row(detent: "expanded", y: 544 + 10, endsAt: "expanded", line: #line),
        // Rows: (y − T − 116)/60.
        Row(detent: "expanded", y: 544 + 116 + 10, event: .rowSelected(index: 0), endsAt: "expanded", line: #line),
        Row(detent: "expanded", y: 544 + 116 + 130, event: .rowSelected(index: 2), endsAt: "expanded", line: #line),
        Row(
            detent: "fullHeight", y: 35 + 116 + 60 * 9 + 1, event: .rowSelected(index: 9), endsAt: "fullHeight",
            line: #line),
        // Within the slop it is still a tap; beyond it, a drag.
        Row(detent: "expanded", y: 700, wiggle: 9, event: .rowSelected(index: 0), endsAt: "expanded", line: #line),
        Row(detent: "expanded", y: 700, wiggle: 12, endsAt: "expanded", line: #line),
        // The dimmed backdrop (full height: dim 0.4) expands; the undimmed one passes through.
        Row(detent: "fullHeight", y: 20, endsAt: "expanded", line: #line),
        Row(detent: "expanded", y: 300, consumed: false, endsAt: "expanded", line: #line)
    ]

    @Test(arguments: rows)
    func tap(_ row: Row) {
        var run = Harness(Default.drawer(at: row.detent))
        let down = Point(x: Default.x, y: row.y)
        let up = Point(x: Default.x, y: row.y + row.wiggle)
        let consumed = run.play([
            TouchEvent(id: 1, phase: .began, location: down, time: 0),
            TouchEvent(id: 1, phase: .moved, location: up, time: 0.05),
            TouchEvent(id: 1, phase: .ended, location: up, time: 0.1)
        ])
        run.runUntilRest()
        #expect(consumed == Array(repeating: row.consumed, count: 3), sourceLocation: here(row.line))
        let reported = run.events.filter {
            switch $0 {
            case .rowSelected, .searchActivated: true
            default: false
            }
        }
        #expect(reported == (row.event.map { [$0] } ?? []), sourceLocation: here(row.line))
        #expect(run.drawer.snapshot.detent.name == row.endsAt, sourceLocation: here(row.line))
        #expect(run.drawer.checkInvariants() == [], sourceLocation: here(row.line))
    }

    @Test func longHoldOnARowStillSelects() {
        // UITableView selects on lift however long the row was held.
        var run = Harness(Default.drawer(at: "expanded"))
        run.play([
            TouchEvent(id: 1, phase: .began, location: Point(x: 50, y: 700), time: 0),
            TouchEvent(id: 1, phase: .ended, location: Point(x: 50, y: 700), time: 3)
        ])
        #expect(run.events == [.rowSelected(index: 0)])
    }

    @Test func pressedRegionWhileATapIsPossible() {
        var drawer = Default.drawer(at: "expanded")
        drawer.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 50, y: 700), time: 0))
        #expect(drawer.pressedRegion == .row(0))
        drawer.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 50, y: 705), time: 0.05))
        #expect(drawer.pressedRegion == .row(0))
        drawer.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 50, y: 720), time: 0.1))
        #expect(drawer.pressedRegion == nil)  // past the slop: a drag
        drawer.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 50, y: 720), time: 0.15))
        #expect(drawer.pressedRegion == nil)
    }

    @Test func hitTestRegions() {
        let drawer = Default.drawer(at: "expanded")
        #expect(drawer.hitTest(Point(x: 10, y: 543.9)) == .backdrop)
        #expect(drawer.hitTest(Point(x: 10, y: 544)) == .grabber)
        #expect(drawer.hitTest(Point(x: 10, y: 544 + 40)) == .header)  // left of the field
        #expect(drawer.hitTest(Point(x: 16, y: 544 + 28)) == .searchField)
        #expect(drawer.hitTest(Point(x: 374, y: 544 + 40)) == .header)  // right edge excluded
        #expect(drawer.hitTest(Point(x: 10, y: 544 + 115.9)) == .header)
        #expect(drawer.hitTest(Point(x: 10, y: 544 + 116)) == .row(0))
        #expect(drawer.hitTest(Point(x: .nan, y: 600)) == .backdrop)
        var empty = Default.configuration
        empty.list = Default.list(rowCount: 0)
        let plain = Default.drawer(at: "expanded", configuration: empty)
        #expect(plain.hitTest(Point(x: 10, y: 700)) == .listBackground)
    }

    @Test func keysMoveBetweenDetents() {
        var drawer = Default.drawer()
        let expanded = drawer.handle(.key(.up, time: 0))
        #expect(expanded)
        drawer.advance(to: 2)
        #expect(drawer.snapshot.detent == .expanded)
        drawer.handle(.key(.up, time: 2))
        drawer.advance(to: 4)
        #expect(drawer.snapshot.detent == .fullHeight)
        let again = drawer.handle(.key(.up, time: 4))
        #expect(!again)  // already there
        drawer.handle(.key(.down, time: 4))
        drawer.advance(to: 6)
        #expect(drawer.snapshot.detent == .expanded)
        drawer.handle(.key(.escape, time: 6))
        drawer.advance(to: 8)
        #expect(drawer.snapshot.detent == .compressed)
        #expect(drawer.top == Default.compressed)
        let typed = drawer.handle(.text("a", time: 8))
        #expect(!typed)
    }

    @Test func programmaticMoves() {
        var drawer = Default.drawer()
        let moved = drawer.move(to: "fullHeight", animated: false, at: 1)
        #expect(moved)
        #expect(drawer.top == Default.full)
        let taken = Array(drawer.takeEvents())
        #expect(
            taken == [
                .detentChanged(from: .compressed, to: .fullHeight),
                .didSettle(at: .fullHeight)
            ])
        let nowhere = drawer.move(to: "nowhere", at: 1)
        #expect(!nowhere)
        drawer.move(to: 0, at: 1)
        #expect(drawer.snapshot.phase == .settling)
        #expect(drawer.snapshot.target == .compressed)
        drawer.advance(to: 1.1)
        let midway = drawer.top
        // Retargeting mid-flight keeps position and velocity continuous.
        let velocity = drawer.snapshot.velocity
        drawer.move(to: 1, at: 1.1)
        #expect(drawer.top == midway)
        #expect(isClose(drawer.snapshot.velocity, velocity, within: 1e-9))
        drawer.advance(to: 3)
        #expect(drawer.top == Default.expanded)
    }
}
