import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidDrawer

@Suite struct DrawerAxisLockTests {
    struct Row: Sendable {
        var detent: String
        /// Finger movement over 20 frames at 120 Hz (pt).
        var dx: Double
        var dy: Double
        var axis: AxisLock.Axis
        var line: Int
    }

    /// The slop (10 pt) is crossed on the first frame whose movement exceeds it, in the stroke's
    /// direction: |dx| > |dy| there is horizontal. At the expanded detent the list does not
    /// scroll, so a vertical drag moves the drawer by dy; at full height, upward, the list
    /// scrolls by −dy.
    static let rows: [Row] = [
        Row(detent: "expanded", dx: 225, dy: 30, axis: .horizontal, line: #line),  // the swipe
        Row(detent: "expanded", dx: -225, dy: -30, axis: .horizontal, line: #line),
        Row(detent: "expanded", dx: 100, dy: 99, axis: .horizontal, line: #line),
        Row(detent: "expanded", dx: 100, dy: 100, axis: .vertical, line: #line),  // a tie is the drawer's
        Row(detent: "expanded", dx: 30, dy: 40, axis: .vertical, line: #line),
        Row(detent: "expanded", dx: 0, dy: -120, axis: .vertical, line: #line),
        Row(detent: "fullHeight", dx: 200, dy: -60, axis: .horizontal, line: #line),
        Row(detent: "fullHeight", dx: 60, dy: -200, axis: .vertical, line: #line)
    ]

    static func stroke(dx: Double, dy: Double, frames: Int = 20, id: Int = 1, at start: Point) -> [TouchEvent] {
        var events = [TouchEvent(id: id, phase: .began, location: start, time: 0)]
        for k in 1...frames {
            let f = Double(k) / Double(frames)
            events.append(
                TouchEvent(
                    id: id, phase: .moved, location: Point(x: start.x + dx * f, y: start.y + dy * f),
                    time: Double(k) * Stroke.frame))
        }
        events.append(
            TouchEvent(
                id: id, phase: .ended, location: Point(x: start.x + dx, y: start.y + dy),
                time: Double(frames + 4) * Stroke.frame))
        return events
    }

    @Test(arguments: rows)
    func oneAxisPerTouch(_ row: Row) {
        var run = Harness(Default.drawer(at: row.detent))
        let start = run.drawer.snapshot
        let consumed = run.play(Self.stroke(dx: row.dx, dy: row.dy, at: Point(x: 100, y: 780)))
        // While the finger is down, never both: a horizontal touch moves nothing.
        let moved = run.steps.contains {
            $0.snapshot.top != start.top || $0.snapshot.contentOffset != start.contentOffset
        }
        #expect(moved == (row.axis == .vertical), sourceLocation: here(row.line))
        #expect(consumed.last == (row.axis == .vertical), sourceLocation: here(row.line))
        if row.axis == .horizontal {
            #expect(consumed.first == true, "touch-down is the drawer's until the slop", sourceLocation: here(row.line))
            run.runUntilRest()
            #expect(run.drawer.snapshot.top == start.top, sourceLocation: here(row.line))
            #expect(run.events.isEmpty, "\(run.events)", sourceLocation: here(row.line))
        }
    }

    @Test func touchAxisIsReadableWhileTheFingerIsDown() {
        var drawer = Default.drawer(at: "expanded")
        let events = Self.stroke(dx: 120, dy: 10, at: Point(x: 100, y: 780))
        drawer.handle(events[0])
        #expect(drawer.touchAxis == nil)
        drawer.handle(events[1])  // 6 pt: inside the slop
        #expect(drawer.touchAxis == nil)
        drawer.handle(events[2])  // 12 pt across, 1 down
        #expect(drawer.touchAxis == .horizontal)
        drawer.handle(events.last!)
        #expect(drawer.touchAxis == nil)
        #expect(!drawer.isTouching)
    }

    @Test func withoutALockEveryDragMovesTheDrawer() {
        var configuration = Default.configuration
        configuration.axisLock = nil
        var run = Harness(Default.drawer(at: "expanded", configuration: configuration))
        run.play(Self.stroke(dx: 225, dy: 30, at: Point(x: 100, y: 780)))
        // The slop takes 10 pt of the diagonal's length; the rest's vertical part moves it.
        #expect(run.steps.contains { $0.snapshot.top > Default.expanded })
    }

    @Test func aSecondFingerNeverMovesTheDrawer() {
        for dx in [200.0, 0] {
            var run = Harness(Default.drawer(at: "expanded"))
            let first = Self.stroke(dx: 200, dy: 5, at: Point(x: 100, y: 780))
            let second = Self.stroke(dx: dx, dy: 150, id: 2, at: Point(x: 300, y: 700))
            var merged: [TouchEvent] = []
            for i in 0..<first.count { merged.append(first[i]); merged.append(second[i]) }
            let consumed = run.play(merged)
            #expect(run.steps.allSatisfy { $0.snapshot.top == Default.expanded })
            #expect(zip(merged, consumed).allSatisfy { $0.id == 1 || !$1 })
        }
    }

    @Test func aCaughtDrawerIsTheFingersWhateverTheDirection() {
        var run = Harness(Default.drawer(at: "compressed"))
        run.drawer.move(to: 1, at: 0)
        run.drawer.advance(to: 0.05)
        let caughtTop = run.drawer.top
        let events = Self.stroke(dx: 200, dy: -20, at: Point(x: 100, y: caughtTop + 60)).map {
            TouchEvent(id: $0.id, phase: $0.phase, location: $0.location, time: $0.time + 0.05)
        }
        run.play(Array(events.dropLast()))
        #expect(run.drawer.touchAxis == .vertical)
        #expect(isClose(run.drawer.top, caughtTop - 20, within: 1e-9))
    }

    @Test func aRatioAtOrBelowZeroIsRejected() {
        for ratio in [0.0, -1, .nan, .infinity] {
            var configuration = Default.configuration
            configuration.axisLock = AxisLock(horizontalRatio: ratio)
            #expect(throws: DetentError.self) { try Drawer(configuration: configuration, container: Default.container) }
        }
    }
}
