import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidDrawer

/// The list's bounds change while a finger is down (a rotation, a filtered list), then the finger
/// lifts or is cancelled without dragging: the list must come back within its new bounds.
@Suite struct DrawerBoundsChangeTests {
    /// Landscape 844 × 390: full height's top is 35, so the viewport is 390 − 35 − 116 = 239 pt
    /// and 40 rows × 60 pt scroll 0…2400 − 239 = 2161 pt.
    static let landscape = Size(width: 844, height: 390)
    static let landscapeMaxOffset = 2161.0

    /// A drawer at full height in landscape with its list flung to the end and at rest there.
    func scrolledToTheEndInLandscape() -> Harness {
        var drawer = Default.drawer(at: "fullHeight")
        drawer.resize(container: Self.landscape, at: 0)
        var run = Harness(drawer)
        run.play(Stroke(startY: 300, startTime: 0.01, profile: [(-4000, 8)]))
        run.runUntilRest()
        return run
    }

    /// A touch that goes down on the list and lifts where it went down at `time`.
    func press(at time: Double, y: Double = 300, phase: TouchPhase = .ended) -> (TouchEvent, TouchEvent) {
        (
            TouchEvent(id: 1, phase: .began, location: Point(x: Default.x, y: y), time: time),
            TouchEvent(id: 1, phase: phase, location: Point(x: Default.x, y: y), time: time + 0.05)
        )
    }

    @Test(arguments: [TouchPhase.ended, .cancelled])
    func rotatingUnderAStillFingerBouncesBackIntoBounds(lift: TouchPhase) {
        var run = scrolledToTheEndInLandscape()
        #expect(run.drawer.listOffset == Self.landscapeMaxOffset)
        let (down, up) = press(at: run.drawer.time + 0.1, phase: lift)
        run.play([down])
        run.drawer.resize(container: Default.container, at: down.time + 0.01)
        run.play([up])
        // It springs back from 2161 rather than jumping: still out of bounds right after the lift.
        #expect(run.drawer.isMoving)
        #expect(run.drawer.listOffset > Default.maxOffset)
        let elapsed = run.runUntilRest()
        #expect(elapsed < DrawerRandomTests.restBound)
        #expect(run.drawer.listOffset == Default.maxOffset)
        #expect(run.drawer.checkInvariants() == [])
    }

    @Test(arguments: [TouchPhase.ended, .cancelled])
    func emptyingTheListUnderAStillFingerReturnsItToTheTop(lift: TouchPhase) {
        // Portrait, full height, scrolled by a 600 pt drag less the 10 pt slop, then held still
        // (no momentum).
        var run = Harness(Default.drawer(at: "fullHeight"))
        run.play(Stroke(startY: 800, startTime: 0, profile: [(-600, 120)], pause: 0.1))
        run.runUntilRest()
        #expect(isClose(run.drawer.listOffset, 590, within: 1e-6))
        let (down, up) = press(at: run.drawer.time + 0.1, phase: lift)
        run.play([down])
        run.drawer.setRowCount(0, at: down.time + 0.01)
        run.play([up])
        run.runUntilRest()
        #expect(run.drawer.listOffset == 0)
        #expect(run.drawer.checkInvariants() == [])
    }

    @Test func shrinkingTheListUnderAStillFingerEndsAtItsNewEnd() {
        // 40 → 20 rows at full height (portrait): 20 × 60 − 693 = 507 pt of scrolling remain.
        var run = Harness(Default.drawer(at: "fullHeight"))
        run.play(Stroke(startY: 800, startTime: 0, profile: [(-600, 140)], pause: 0.1))
        run.runUntilRest()
        #expect(run.drawer.listOffset > 507)
        let (down, up) = press(at: run.drawer.time + 0.1)
        run.play([down])
        run.drawer.setRowCount(20, at: down.time + 0.01)
        run.play([up])
        run.runUntilRest()
        #expect(run.drawer.listOffset == 507)
        #expect(run.drawer.checkInvariants() == [])
    }

    @Test func aFingerOnTheBackdropDuringARotationLeavesTheListInBounds() {
        // The finger is on the dimmed backdrop above the drawer, and drags there (no tap).
        var run = scrolledToTheEndInLandscape()
        let t = run.drawer.time + 0.1
        run.play([TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 10), time: t)])
        run.drawer.resize(container: Default.container, at: t + 0.01)
        run.play([
            TouchEvent(id: 1, phase: .moved, location: Point(x: 100, y: 30), time: t + 0.02),
            TouchEvent(id: 1, phase: .ended, location: Point(x: 100, y: 30), time: t + 0.03)
        ])
        run.runUntilRest()
        #expect(run.drawer.listOffset >= 0 && run.drawer.listOffset <= Default.maxOffset)
        #expect(run.drawer.checkInvariants() == [])
    }
}

/// Found by `fluid-fuzz` (100 M events, seed 1, case 198466), minimised: a list coasting toward
/// the end it had at one detent, while the drawer is sent to another where the list's bounds are
/// smaller, then a clock jump that overtakes the whole coast. The bounce at the old end settled
/// at once and left the list at rest past its new end.
@Suite struct DrawerFuzzRegressionTests {
    @Test func aCoastOvertakenByAClockJumpEndsWithinTheBoundsOfTheNewDetent() throws {
        let configuration = DrawerConfiguration(
            scrollableDetents: ["compressed", "expanded", "fullHeight"],
            list: Default.list(rowCount: 10_000_000))
        var drawer = try Drawer(
            configuration: configuration, container: Size(width: 390, height: 844),
            safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let actions: [(inout Drawer) -> Void] = [
            { $0.resize(container: Size(width: 390, height: 1e308), at: 0.041) },
            { $0.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 389, y: 741), time: 0.047)) },
            { $0.setRowCount(40, at: -0.111) },
            { $0.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 324.191, y: 623.52), time: 0.134)) },
            { $0.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 309.098, y: 746.11), time: 0.212)) },
            { $0.resize(container: Size(width: 390, height: 844), at: 60.261) },
            { $0.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 336.203, y: 851.67), time: 60.405)) },
            { $0.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 381.833, y: 890.54), time: 60.437)) },
            { $0.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 371.147, y: 800.97), time: 60.463)) },
            { $0.handle(.key(.up, time: 60.522)) },
            { $0.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 200, y: 378), time: 31_560_060.602)) }
        ]
        for action in actions {
            action(&drawer)
            #expect(drawer.checkInvariants() == [])
        }
    }
}
