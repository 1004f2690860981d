import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidDrawer

/// A touchpad's scroll moves the drawer and its list as a finger does (no slop, no tap); a wheel's
/// notch springs by a step; Page Up/Down and Home/End scroll by a page and to the ends.
@Suite struct DrawerWheelTests {
    /// A touchpad's gesture at `y`: `began` at `start`, one `changed` per delta every 1/120 s,
    /// `ended` 80 ms after the last (as a host ends a gesture SDL2 never ends).
    static func gesture(y: Double, deltas: [Double], start: Double = 0) -> [ScrollEvent] {
        let at = Point(x: Default.x, y: y)
        var events = [ScrollEvent(phase: .began, location: at, delta: .zero, time: start)]
        var t = start
        for dy in deltas {
            t += Stroke.frame
            events.append(ScrollEvent(phase: .changed, location: at, delta: Point(x: 0, y: dy), time: t))
        }
        events.append(ScrollEvent(phase: .ended, location: at, delta: .zero, time: t + 0.08))
        return events
    }

    struct Row {
        var detent: String
        var y: Double
        var deltas: [Double]
        /// The top and offset after the last delta, before the end (pt), from the split rule.
        var top: Double
        var offset: Double
        var line: Int
    }

    /// Worked by hand from the split: moving up, the drawer rises to the hand-off detent (full
    /// height, 35) and the list takes the rest; moving down, the list returns to 0 first and the
    /// drawer takes the rest; over the header only the drawer moves.
    static let rows: [Row] = [
        // Expanded, on row 0: up 700; the drawer takes 544 − 35 = 509, the list 191.
        Row(
            detent: "expanded", y: Default.expanded + Default.header + 30, deltas: Array(repeating: -50, count: 14),
            top: 35, offset: 191, line: #line),
        // Full height, list at 0: down 200 moves the drawer to 235.
        Row(detent: "fullHeight", y: 400, deltas: Array(repeating: 50, count: 4), top: 235, offset: 0, line: #line),
        // Full height: up 300 (the list), then down 500: the list gives its 300, the drawer 200.
        Row(
            detent: "fullHeight", y: 400, deltas: Array(repeating: -50, count: 6) + Array(repeating: 50, count: 10),
            top: 235, offset: 0, line: #line),
        // Compressed, on the header (50 pt below the top): up 200 moves only the drawer, to 524.
        Row(
            detent: "compressed", y: Default.compressed + 50, deltas: Array(repeating: -20, count: 10),
            top: 524, offset: 0, line: #line),
        // Expanded, on a row: down 100 (the drawer to 644), up 700: back to 35 is 609, the list 91.
        Row(
            detent: "expanded", y: Default.expanded + Default.header + 30,
            deltas: Array(repeating: 25, count: 4) + Array(repeating: -50, count: 14), top: 35, offset: 91, line: #line)
    ]

    @Test(arguments: rows) func splitsEveryDeltaExactly(_ row: Row) {
        var drawer = Default.drawer(at: row.detent)
        let events = Self.gesture(y: row.y, deltas: row.deltas)
        var previous = drawer.snapshot
        for event in events.dropLast() {
            let used1 = drawer.handle(event)
            #expect(used1, sourceLocation: here(row.line))
            let s = drawer.snapshot
            // Outside the rubber bands, drawer movement + list movement = scroll movement.
            let moved = abs(s.top - previous.top) + abs(s.contentOffset - previous.contentOffset)
            #expect(isClose(moved, abs(event.delta.y), within: 1e-9), sourceLocation: here(row.line))
            previous = s
        }
        #expect(isClose(drawer.top, row.top, within: 1e-9), sourceLocation: here(row.line))
        #expect(isClose(drawer.listOffset, row.offset, within: 1e-9), sourceLocation: here(row.line))
        #expect(drawer.isScrollGesture, sourceLocation: here(row.line))
        let used2 = drawer.handle(events[events.count - 1])
        #expect(used2, sourceLocation: here(row.line))
        #expect(!drawer.isTouching, sourceLocation: here(row.line))
        var run = Harness(drawer)
        run.runUntilRest()
        #expect(!run.drawer.isMoving, sourceLocation: here(row.line))
        #expect(run.drawer.checkInvariants().isEmpty, sourceLocation: here(row.line))
    }

    @Test func theListCoastsWithUIScrollViewDecelerationAfterTheFingersLift() {
        var drawer = Default.drawer(at: "fullHeight")
        // Up 150 pt at 600 pt/s (30 deltas of 5 pt at 120 Hz), ended 80 ms later: the end's delay
        // does not slow it. The list coasts to x∞ = 150 − v₀/(1000·ln 0.998) = 150 + 299.7 pt.
        for event in Self.gesture(y: 400, deltas: Array(repeating: -5, count: 30)) { drawer.handle(event) }
        #expect(drawer.snapshot.phase == .decelerating)
        #expect(isClose(drawer.snapshot.contentVelocity, 600, within: 1e-6))
        var run = Harness(drawer)
        run.runUntilRest()
        #expect(isClose(run.drawer.listOffset, 150 - 600 / (1000 * (0.998).logarithm), within: 1e-6))
        #expect(run.drawer.top == Default.full)
    }

    @Test func pastTheLastRowTheListRubberBandsAndComesBack() {
        var drawer = Default.drawer(at: "fullHeight")
        // Up 2000 pt: 293 past the end (1707), shown less (the band's slope is below 1).
        let events = Self.gesture(y: 400, deltas: Array(repeating: -50, count: 40))
        for event in events.dropLast() { drawer.handle(event) }
        #expect(drawer.listOffset > Default.maxOffset && drawer.listOffset < 2000)
        drawer.handle(events[events.count - 1])
        var run = Harness(drawer)
        run.runUntilRest()
        #expect(isClose(run.drawer.listOffset, Default.maxOffset, within: 1e-6))
    }

    @Test func aFastScrollOverTheHeaderAtCompressedSettlesLikeAFlick() {
        var drawer = Default.drawer(at: "compressed")
        // Up 100 pt at 1200 pt/s over the header: released at 624, projected far past expanded.
        for event in Self.gesture(y: Default.compressed + 50, deltas: Array(repeating: -10, count: 10)) {
            drawer.handle(event)
        }
        #expect(drawer.snapshot.phase == .settling)
        var run = Harness(drawer)
        run.runUntilRest()
        #expect(run.drawer.selectedDetent == .fullHeight)
    }

    @Test func aFingerTakesOverFromAScrollWhereItLeftTheDrawer() {
        var drawer = Default.drawer(at: "fullHeight")
        let events = Self.gesture(y: 400, deltas: Array(repeating: -10, count: 10))
        for event in events.dropLast() { drawer.handle(event) }
        let used3 = drawer.handle(TouchEvent(id: 1, phase: .began, location: Point(x: Default.x, y: 400), time: 0.1))
        #expect(used3)
        #expect(!drawer.isScrollGesture && drawer.touchID == 1)
        #expect(drawer.listOffset == 100)
        // The gesture's late end is no longer the drawer's.
        let used4 = drawer.handle(events[events.count - 1])
        #expect(!used4)
        #expect(drawer.touchID == 1)
    }

    @Test func aGestureTheDrawerLetGoIsIgnoredUpToItsEnd() {
        var drawer = Default.drawer(at: "expanded")
        let events = Self.gesture(y: Default.expanded + Default.header + 30, deltas: Array(repeating: -10, count: 20))
        for event in events.prefix(6) { drawer.handle(event) }
        // The host sends the drawer to compressed mid-gesture (keys wait, as under a finger); the
        // gesture's rest changes nothing.
        let moved = drawer.move(to: "compressed", at: events[5].time)
        #expect(moved && !drawer.isTouching)
        for event in events.dropFirst(6) {
            let used = drawer.handle(event)
            #expect(!used)
        }
        var run = Harness(drawer)
        run.runUntilRest()
        #expect(run.drawer.selectedDetent == .compressed)
        // The next gesture is the drawer's again.
        let next = Self.gesture(y: Default.compressed + 50, deltas: [-10], start: run.drawer.time)
        let used = run.drawer.handle(next[0])
        #expect(used && run.drawer.isScrollGesture)
    }

    @Test func aScrollIsRefusedWhileAFingerHoldsTheDrawerAndOverTheBackdrop() {
        var drawer = Default.drawer(at: "fullHeight")
        drawer.handle(TouchEvent(id: 1, phase: .began, location: Point(x: Default.x, y: 400), time: 0))
        let used5 = drawer.handle(
            ScrollEvent(phase: .began, location: Point(x: Default.x, y: 400), delta: .zero, time: 0.01))
        #expect(!used5)
        let wheeled = drawer.handle(
            ScrollEvent(
                phase: .wheel, location: Point(x: Default.x, y: 400),
                delta: Point(x: 0, y: -1), time: 0.02))
        #expect(!wheeled)
        var undimmed = Default.drawer(at: "compressed")
        let used6 = undimmed.handle(
            ScrollEvent(phase: .began, location: Point(x: Default.x, y: 300), delta: .zero, time: 0))
        #expect(!used6)
        #expect(!undimmed.isTouching)
    }

    @Test func aWheelNotchScrollsTheListByGTKsStep() {
        var drawer = Default.drawer(at: "fullHeight")
        // The viewport at full height is 693 pt: a notch is 693^(2/3) = 78.3109 pt.
        let step = 78.3109
        #expect(isClose(drawer.wheelStep, step, within: 1e-3))
        let notch = ScrollEvent(
            phase: .wheel, location: Point(x: Default.x, y: 400), delta: Point(x: 0, y: -1), time: 0)
        let used7 = drawer.handle(notch)
        #expect(used7)
        var again = notch
        again.time = 0.05
        let used8 = drawer.handle(again)
        #expect(used8)  // a second notch adds to where the first is going
        var run = Harness(drawer)
        run.runUntilRest(limit: 1)
        #expect(isClose(run.drawer.listOffset, 2 * step, within: 1e-3))
        // Back up two notches: the list returns to 0; one more collapses the drawer to expanded.
        var up = notch
        up.delta.y = 2
        up.time = run.drawer.time
        let used9 = run.drawer.handle(up)
        #expect(used9)
        run.runUntilRest()
        #expect(run.drawer.listOffset == 0)
        up.delta.y = 1
        up.time = run.drawer.time
        let used10 = run.drawer.handle(up)
        #expect(used10)
        run.runUntilRest()
        #expect(run.drawer.selectedDetent == .expanded)
    }

    @Test func aWheelNotchAtCompressedExpandsAsAFingerWould() {
        var drawer = Default.drawer(at: "compressed")
        let notch = ScrollEvent(
            phase: .wheel, location: Point(x: Default.x, y: Default.compressed + 50),
            delta: Point(x: 0, y: -1), time: 0)
        let used11 = drawer.handle(notch)
        #expect(used11)
        #expect(drawer.selectedDetent == .expanded)
        #expect(drawer.listOffset == 0)
    }

    @Test func pageAndEndKeysScrollByAPageAndToTheEnds() {
        var run = Harness(Default.drawer(at: "fullHeight"))
        // A page is the viewport less a row: 693 − 60 = 633 pt.
        let used12 = run.drawer.handle(.key(.pageDown, time: 0))
        #expect(used12)
        run.runUntilRest()
        #expect(isClose(run.drawer.listOffset, 633, within: 1e-6))
        let used13 = run.drawer.handle(.key(.end, time: run.drawer.time))
        #expect(used13)
        run.runUntilRest()
        #expect(isClose(run.drawer.listOffset, Default.maxOffset, within: 1e-6))
        let used14 = run.drawer.handle(.key(.pageDown, time: run.drawer.time))
        #expect(!used14)
        let used15 = run.drawer.handle(.key(.pageUp, time: run.drawer.time))
        #expect(used15)
        run.runUntilRest()
        #expect(isClose(run.drawer.listOffset, Default.maxOffset - 633, within: 1e-6))
        let used16 = run.drawer.handle(.key(.home, time: run.drawer.time))
        #expect(used16)
        run.runUntilRest()
        #expect(isClose(run.drawer.listOffset, 0, within: 1e-6))
        // At compressed the list does not scroll.
        var compressed = Default.drawer(at: "compressed")
        let used17 = compressed.handle(.key(.pageDown, time: 0))
        #expect(!used17)
    }
}
