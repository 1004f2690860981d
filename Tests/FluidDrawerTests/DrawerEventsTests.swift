import FluidTestSupport
import Testing

@testable import FluidDrawer

@Suite struct DrawerEventsTests {
    @Test func firstInFirstOutAndOverflowDropsTheOldest() {
        var events = DrawerEvents()
        #expect(events.isEmpty)
        for i in 0..<20 { events.append(.rowSelected(index: i)) }
        #expect(events.count == 16)
        #expect(events.droppedCount == 4)
        #expect(Array(events) == (4..<20).map { .rowSelected(index: $0) })
        #expect(events[0] == .rowSelected(index: 4))
    }

    @Test func takingEmptiesTheQueue() {
        var drawer = Default.drawer()
        drawer.move(to: 2, animated: false, at: 0)
        #expect(drawer.takeEvents().count == 2)
        #expect(drawer.takeEvents().isEmpty)
    }
}

@Suite struct DrawerSettleEventTests {
    struct Row: Sendable {
        var detent: String
        /// Finger velocity (pt/s) for 30 frames, then lift.
        var velocity: Double
        var pause: Double
        var settles: Bool
        var line: Int
    }

    /// At full height a drag up on a row only scrolls the list (the drawer is at its hand-off
    /// detent), so the drawer never moves and reports no settle; a drag down from a list at its
    /// top moves the drawer, which does.
    static let rows: [Row] = [
        Row(detent: "fullHeight", velocity: -600, pause: 0, settles: false, line: #line),
        Row(detent: "fullHeight", velocity: -600, pause: 0.1, settles: false, line: #line),
        Row(detent: "fullHeight", velocity: 600, pause: 0.1, settles: true, line: #line),
        Row(detent: "compressed", velocity: -600, pause: 0.1, settles: true, line: #line)
    ]

    @Test(arguments: rows)
    func didSettleOnlyWhenTheDrawerMoved(_ row: Row) {
        var run = Harness(Default.drawer(at: row.detent))
        run.play(Stroke(startY: 800, startTime: 0, profile: [(row.velocity, 30)], pause: row.pause))
        run.runUntilRest()
        let settled = run.events.contains { if case .didSettle = $0 { true } else { false } }
        #expect(settled == row.settles, "\(run.events)", sourceLocation: here(row.line))
    }
}
