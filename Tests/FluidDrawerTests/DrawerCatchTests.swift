import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidDrawer

/// A touch during any motion catches it where it is and the drag continues with no jump.
@Suite struct DrawerCatchTests {
    struct Row: Sendable {
        /// Seconds after the flick's release at which the finger lands.
        var after: Double
        var line: Int
    }

    static let rows: [Row] = [
        Row(after: 0.02, line: #line), Row(after: 0.1, line: #line), Row(after: 0.25, line: #line)
    ]

    @Test(arguments: rows)
    func catchMidSettle(_ row: Row) {
        var run = Harness(Default.drawer())
        let flick = Stroke(startY: Default.compressed + 10, startTime: 0, profile: [(-1000, 6)])
        run.play(flick)
        run.advance(by: row.after)
        let before = run.last
        #expect(before.phase == .settling, sourceLocation: here(row.line))
        // Land on the grabber band where the drawer is now, at the same instant.
        let t = run.drawer.time
        let y = before.top + 10
        run.play([TouchEvent(id: 2, phase: .began, location: Point(x: 100, y: y), time: t)])
        #expect(run.last.top == before.top, sourceLocation: here(row.line))
        #expect(run.last.phase == .dragging, sourceLocation: here(row.line))
        #expect(run.last.target == nil, sourceLocation: here(row.line))
        // Time passes under a still finger: the drawer stays put.
        run.play([TouchEvent(id: 2, phase: .moved, location: Point(x: 100, y: y), time: t + 0.05)])
        #expect(run.last.top == before.top, sourceLocation: here(row.line))
        // The very first movement follows the finger in full (no slop when catching): 3 pt down.
        run.play([TouchEvent(id: 2, phase: .moved, location: Point(x: 100, y: y + 3), time: t + 0.06)])
        #expect(isClose(run.last.top, before.top + 3, within: 1e-9), sourceLocation: here(row.line))
        // Lift still: it settles at the detent nearest to where it was left.
        run.play([TouchEvent(id: 2, phase: .ended, location: Point(x: 100, y: y + 3), time: t + 0.2)])
        let left = run.last.top
        run.runUntilRest()
        let nearest = run.drawer.layout.nearestIndex(toTop: left)
        #expect(run.drawer.selectedIndex == nearest, sourceLocation: here(row.line))
        #expect(!run.events.contains(.rowSelected(index: 0)), sourceLocation: here(row.line))
        #expect(run.drawer.checkInvariants() == [], sourceLocation: here(row.line))
    }

    @Test func catchMidMomentumIsNoTap() {
        var run = Harness(Default.drawer(at: "fullHeight"))
        run.play(Stroke(startY: 700, startTime: 0, profile: [(-1500, 6)]))
        run.advance(by: 0.2)
        let before = run.last
        #expect(before.phase == .decelerating)
        let t = run.drawer.time
        // Touch a row and lift without moving: the list stops where it was; no row is selected.
        run.play([TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 400), time: t)])
        #expect(run.last.contentOffset == before.contentOffset)
        #expect(run.last.phase == .scrolling)
        run.play([TouchEvent(id: 1, phase: .moved, location: Point(x: 100, y: 405), time: t + 0.02)])
        #expect(isClose(run.last.contentOffset, before.contentOffset - 5, within: 1e-9))
        run.play([TouchEvent(id: 1, phase: .ended, location: Point(x: 100, y: 405), time: t + 0.1)])
        run.runUntilRest()
        #expect(!run.events.contains { if case .rowSelected = $0 { true } else { false } })
        #expect(isClose(run.drawer.listOffset, before.contentOffset - 5, within: 1e-9))
    }

    @Test func catchMidBounceContinuesWithoutJump() {
        // Pull the list 150 pt past its top... at full height that moves the drawer, so use the
        // end instead: drag past the last row, release, catch the bounce back.
        var run = Harness(Default.drawer(at: "fullHeight"))
        run.play(Stroke(startY: 800, startTime: 0, profile: [(-600, 364)], pause: 0.1))
        run.advance(by: 0.05)
        let before = run.last
        #expect(before.contentOffset > Default.maxOffset)
        let t = run.drawer.time
        run.play([TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 500), time: t)])
        #expect(run.last.contentOffset == before.contentOffset)
        // Moving down 4 pt inside the rubber band moves the list less than 4 pt, toward its end.
        run.play([TouchEvent(id: 1, phase: .moved, location: Point(x: 100, y: 504), time: t + 0.01)])
        let moved = before.contentOffset - run.last.contentOffset
        #expect(moved > 0 && moved < 4)
        run.play([TouchEvent(id: 1, phase: .ended, location: Point(x: 100, y: 504), time: t + 0.2)])
        run.runUntilRest()
        #expect(isClose(run.drawer.listOffset, Default.maxOffset, within: 1e-9))
    }

    @Test func otherFingersAreIgnored() {
        var run = Harness(Default.drawer())
        let y = Default.compressed + 10
        let consumed = run.play([
            TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: y), time: 0),
            TouchEvent(id: 2, phase: .began, location: Point(x: 200, y: y), time: 0.01),
            TouchEvent(id: 2, phase: .moved, location: Point(x: 200, y: y - 200), time: 0.02),
            TouchEvent(id: 2, phase: .ended, location: Point(x: 200, y: y - 200), time: 0.03)
        ])
        #expect(consumed == [true, false, false, false])
        #expect(run.last.top == Default.compressed)
        #expect(run.last.phase == .resting)
    }
}
