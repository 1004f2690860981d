import FluidCore
import FluidGestures
import FluidMotion
import Testing

@testable import FluidDrawer

/// Times, sizes and row counts at the edges of `InputDomain` and beyond it: the drawer either
/// takes them and comes to rest at a detent with finite state, or rejects them as documented.
@Suite struct DrawerInputDomainTests {
    /// A flick up from compressed at `start`: the drawer is settling toward full height after it.
    func flickUp(_ drawer: Drawer, at start: Double) -> Harness {
        var run = Harness(drawer)
        run.play(Stroke(startY: Default.compressed + 10, startTime: start, profile: [(-3000, 6)]))
        return run
    }

    func expectAtRest(_ drawer: Drawer, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!drawer.isMoving && !drawer.isTouching, sourceLocation: sourceLocation)
        #expect(drawer.top == drawer.layout.tops[drawer.selectedIndex], sourceLocation: sourceLocation)
        #expect(drawer.checkInvariants() == [], sourceLocation: sourceLocation)
    }

    @Test(arguments: [1e300, 1e17, 1e13, .infinity, -1e300])
    func aTimeOutsideTheDomainIsIgnoredAndLaterDragsStillSettle(bogus: Double) {
        var drawer = Default.drawer()
        drawer.advance(to: 1)
        drawer.advance(to: bogus)
        #expect(drawer.time == 1)
        // A touch stamped with it happens at the latest time instead.
        drawer.handle(TouchEvent(id: 1, phase: .began, location: Point(x: Default.x, y: 800), time: bogus))
        drawer.handle(TouchEvent(id: 1, phase: .cancelled, location: Point(x: Default.x, y: 800), time: bogus))
        #expect(drawer.time == 1)
        var run = flickUp(drawer, at: 2)
        #expect(run.last.phase == .settling)
        let elapsed = run.runUntilRest()
        #expect(elapsed < DrawerRandomTests.restBound)
        #expect(run.drawer.selectedDetent == .fullHeight)
        expectAtRest(run.drawer)
    }

    /// One hour, one year and 31 000 years (just inside the 10¹² s domain) after a flick.
    @Test(arguments: [3600.0, 3.156e7, 9.9e11])
    func aClockJumpingForwardCompletesEveryMotion(jump: Double) {
        var run = flickUp(Default.drawer(), at: 0)
        #expect(run.drawer.isMoving)
        run.drawer.advance(to: run.drawer.time + jump)
        #expect(run.drawer.selectedDetent == .fullHeight)
        expectAtRest(run.drawer)
        // And the next gesture, on that clock, moves and settles as usual.
        var next = flickUp(run.drawer, at: run.drawer.time + 0.1)
        next.drawer.move(to: 0, at: next.drawer.time)
        #expect(next.drawer.isMoving)
        #expect(next.runUntilRest() < DrawerRandomTests.restBound)
        expectAtRest(next.drawer)
    }

    @Test func aClockThatGoesBackStartsANewClock() {
        // A bogus reading a year ahead, then the host's real clock again: the settle it had
        // started completes, and later gestures run on the real clock.
        var run = flickUp(Default.drawer(), at: 10)
        run.drawer.advance(to: 3.156e7)
        run.drawer.move(to: 1, at: 3.156e7)
        #expect(run.drawer.isMoving)
        run.drawer.advance(to: 11)
        #expect(run.drawer.time == 11)
        expectAtRest(run.drawer)
        #expect(run.drawer.selectedDetent == .expanded)
        var next = flickUp(Default.drawer(), at: 0)
        next.drawer = run.drawer
        next.play(Stroke(startY: Default.expanded + 10, startTime: 11.1, profile: [(3000, 6)]))
        #expect(next.last.phase == .settling)
        #expect(next.runUntilRest() < DrawerRandomTests.restBound)
        #expect(next.drawer.selectedDetent == .compressed)
        expectAtRest(next.drawer)
    }

    @Test func jitterBackwardsCountsAsTheLatestTime() {
        var drawer = Default.drawer()
        drawer.advance(to: 5)
        drawer.advance(to: 4.5)
        #expect(drawer.time == 5)
    }

    /// 10¹⁷ s and beyond: a `Double` there cannot tell frames apart (its spacing is 16 s), so such
    /// a clock is outside the domain and every reading of it is rejected.
    @Test func aClockBeyondTheDomainDoesNotMoveTheDrawer() {
        var drawer = Default.drawer(at: "compressed", configuration: .init())
        drawer.move(to: 2, at: 0)
        drawer.advance(to: 1e17)
        drawer.advance(to: 1e17 + 1 / 60)
        #expect(drawer.time == 0)
        #expect(drawer.isMoving)
        drawer.advance(to: 10)
        expectAtRest(drawer)
    }

    @Test(arguments: [1e308, 1e300, 1e10, .infinity])
    func aHugeResizeMidFlightStaysFiniteAndComesToRest(height: Double) {
        var run = flickUp(Default.drawer(), at: 0)
        run.drawer.resize(container: Size(width: 390, height: height), at: run.drawer.time + 0.01)
        let s = run.drawer.snapshot
        #expect([s.top, s.velocity, s.contentOffset, s.contentVelocity].allSatisfy { $0.isFinite })
        #expect(run.drawer.checkInvariants() == [])
        run.drawer.resize(container: Default.container, at: run.drawer.time + 0.01)
        #expect(run.runUntilRest() < DrawerRandomTests.restBound)
        expectAtRest(run.drawer)
    }

    @Test(arguments: [Size(width: 390, height: 1e308), Size(width: 390, height: 1e9), Default.container])
    func aHugeRowCountNeverTraps(container: Size) {
        var drawer = Default.drawer(at: "fullHeight")
        drawer.resize(container: container, at: 1)
        drawer.setRowCount(.max, at: 2)
        let rows = drawer.visibleRows
        #expect(rows.lowerBound >= 0 && rows.upperBound <= Int.max)
        _ = drawer.hitTest(Point(x: 10, y: 400))
        var run = Harness(drawer)
        run.play(Stroke(startY: 700, startTime: 3, profile: [(-8000, 10)]))
        #expect(run.runUntilRest(limit: 30) < DrawerRandomTests.restBound)
        expectAtRest(run.drawer)
    }
}
