import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidDrawer

@Suite struct DrawerRowsTests {
    @Test func filteringTheListResetsItAtRest() {
        var run = Harness(Default.drawer(at: "fullHeight"))
        run.play(Stroke(startY: 700, startTime: 0, profile: [(-1500, 6)]))
        #expect(run.last.phase == .decelerating)
        run.drawer.setRowCount(2, at: run.drawer.time + 0.1)
        #expect(run.drawer.listOffset == 0)
        #expect(!run.drawer.isMoving)
        #expect(run.drawer.checkInvariants() == [])
        #expect(run.drawer.hitTest(Point(x: 10, y: 35 + 116 + 130)) == .listBackground)
    }

    @Test func filteringUnderAFingerEndsWithinTheNewBounds() {
        // Scrolled to 300 with 40 rows; the list shrinks to 3 rows (max offset 0) while the finger
        // is still down. On release it comes back within the new bounds.
        var run = Harness(Default.drawer(at: "fullHeight"))
        let stroke = Stroke(startY: 700, startTime: 0, profile: [(-600, 62)], pause: 0.1)
        var events = stroke.events
        let lift = events.removeLast()
        run.play(events)
        #expect(isClose(run.last.contentOffset, 300, within: 1e-9))
        run.drawer.setRowCount(3, at: lift.time)
        run.play([lift])
        run.runUntilRest()
        #expect(run.drawer.listOffset == 0)
        #expect(run.drawer.checkInvariants() == [])
    }
}
