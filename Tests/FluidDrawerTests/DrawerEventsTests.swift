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
