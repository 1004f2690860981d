import FluidCore
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidGestures

/// Straight vertical strokes sampled at 120 Hz.
private func stroke(
    from y0: Double, velocity: Double, duration: Double, start: Double = 0,
    id: Int = 1
) -> [TouchEvent] {
    let dt = 1.0 / 120
    let steps = Int((duration / dt).rounded())
    var events = [TouchEvent(id: id, phase: .began, location: Point(x: 50, y: y0), time: start)]
    for i in 1...steps {
        let t = Double(i) * dt
        events.append(
            TouchEvent(
                id: id, phase: .moved, location: Point(x: 50, y: y0 + velocity * t),
                time: start + t))
    }
    return events
}

private func summedDelta(_ pan: inout PanTracker, _ events: [TouchEvent]) -> Point {
    var sum = Point.zero
    for event in events {
        pan.handle(event)
        sum += pan.delta
    }
    return sum
}

@Suite struct PanTrackerTests {
    struct Row: Sendable {
        var velocity: Double  // pt/s, + is down
        var duration: Double  // s
        var instant: Bool
        /// What the dragged thing followed in total (pt): the movement beyond the 10 pt slop, or
        /// all of it in instant mode.
        var expectedFollow: Double
        var line: Int
    }

    // 600 pt/s for 0.1 s = 60 pt of movement.
    static let rows: [Row] = [
        Row(velocity: 600, duration: 0.1, instant: false, expectedFollow: 50, line: #line),
        Row(velocity: -600, duration: 0.1, instant: false, expectedFollow: -50, line: #line),
        Row(velocity: 600, duration: 0.1, instant: true, expectedFollow: 60, line: #line),
        // 60 pt/s for 0.1 s = 6 pt: never a pan, nothing follows.
        Row(velocity: 60, duration: 0.1, instant: false, expectedFollow: 0, line: #line),
        Row(velocity: 60, duration: 0.1, instant: true, expectedFollow: 6, line: #line)
    ]

    @Test(arguments: rows)
    func deltasAddUpWithoutJump(_ row: Row) {
        var pan = PanTracker(beginsAtTouchDown: row.instant)
        let events = stroke(from: 500, velocity: row.velocity, duration: row.duration)
        var largestStep = 0.0
        var sum = 0.0
        for event in events {
            pan.handle(event)
            sum += pan.delta.y
            largestStep = max(largestStep, abs(pan.delta.y))
        }
        let here = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
        #expect(isClose(sum, row.expectedFollow, within: 1e-9), sourceLocation: here)
        // No event moves the dragged thing more than the finger moved in that event.
        #expect(largestStep <= abs(row.velocity) / 120 + 1e-9, sourceLocation: here)
        #expect(isClose(pan.translation.y, row.velocity * row.duration, within: 1e-9), sourceLocation: here)
    }

    @Test func statesThroughAPan() {
        var pan = PanTracker()
        let events = stroke(from: 0, velocity: 600, duration: 0.05)  // 5 pt per event
        var states: [PanTracker.State] = []
        for event in events {
            pan.handle(event)
            states.append(pan.state)
        }
        // 0, 5, 10 (not past 10), 15 → began, 20, 25 → changed.
        #expect(states == [.possible, .possible, .possible, .began, .changed, .changed, .changed])
        pan.handle(TouchEvent(id: 1, phase: .ended, location: pan.location, time: 0.05 + 1.0 / 120))
        #expect(pan.state == .ended)
    }

    @Test func liftWithoutMovingFails() {
        var pan = PanTracker()
        pan.handle(TouchEvent(id: 1, phase: .began, location: .zero, time: 0))
        pan.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 3, y: 4), time: 0.1))
        #expect(pan.state == .failed)
        #expect(pan.delta == .zero)
    }

    struct VelocityRow: Sendable {
        var velocity: Double
        /// Stillness before lifting (s).
        var pause: Double
        var expected: Double
        var line: Int
    }

    // Constant velocity is fitted exactly by the tracker's quadratic. The strokes are sampled at
    // 120 Hz (8.3 ms): a lift up to 40 ms after a steady last move (at its position, as hardware
    // reports it, 15–16 ms later on recorded devices) is a release in motion; a longer silence
    // is a stop.
    static let velocityRows: [VelocityRow] = [
        VelocityRow(velocity: 1000, pause: 0, expected: 1000, line: #line),
        VelocityRow(velocity: -3000, pause: 0, expected: -3000, line: #line),
        VelocityRow(velocity: 1000, pause: 1.0 / 120, expected: 1000, line: #line),
        VelocityRow(velocity: -2000, pause: 1.5 / 120, expected: -2000, line: #line),
        VelocityRow(velocity: 300, pause: 0.03, expected: 300, line: #line),
        VelocityRow(velocity: 300, pause: 0.041, expected: 0, line: #line),
        VelocityRow(velocity: 1000, pause: 0.05, expected: 0, line: #line)
    ]

    @Test(arguments: velocityRows)
    func releaseVelocity(_ row: VelocityRow) {
        var pan = PanTracker()
        let events = stroke(from: 400, velocity: row.velocity, duration: 0.1)
        for event in events { pan.handle(event) }
        let last = events[events.count - 1]
        pan.handle(TouchEvent(id: 1, phase: .ended, location: last.location, time: last.time + row.pause))
        #expect(
            isClose(pan.velocity.y, row.expected, within: 1e-6),
            sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
        #expect(pan.velocity(at: last.time) == .zero)  // no finger down any more
    }

    @Test func instantModeBeginsAtTouchDown() {
        var pan = PanTracker(beginsAtTouchDown: true)
        pan.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 1, y: 2), time: 0))
        #expect(pan.state == .began)
        #expect(pan.isPanning)
        #expect(pan.delta == .zero)
    }

    @Test func repeatedBeganMidPanReanchorsWithoutJump() {
        var pan = PanTracker()
        let sum = summedDelta(&pan, stroke(from: 0, velocity: 1200, duration: 0.1))  // 120 pt
        #expect(pan.state == .changed)
        pan.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 50, y: 400), time: 0.11))
        #expect(pan.state == .changed)
        #expect(pan.delta == .zero)
        pan.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 50, y: 405), time: 0.12))
        #expect(pan.delta == Point(x: 0, y: 5))
        #expect(isClose(sum.y, 110, within: 1e-9))
    }

    @Test func robustToGarbage() {
        var pan = PanTracker()
        let accepted1 = pan.handle(TouchEvent(id: 1, phase: .moved, location: .zero, time: 0))
        #expect(!accepted1)
        pan.handle(TouchEvent(id: 1, phase: .began, location: .zero, time: 1))
        let accepted2 = pan.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: .nan, y: 0), time: 1.1))
        #expect(!accepted2)
        pan.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 0, y: 50), time: 0.5))  // backwards
        #expect(pan.time == 1)
        #expect(pan.velocity.isFinite)
        pan.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 0, y: 80), time: .infinity))
        #expect(pan.velocity.isFinite)
        pan.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: .nan, y: 0), time: 2))
        #expect(pan.state == .ended)
        #expect(pan.location == Point(x: 0, y: 80))
        let accepted3 = pan.handle(TouchEvent(id: 1, phase: .ended, location: .zero, time: 3))
        #expect(!accepted3)
    }

    @Test func cancelStopsFollowing() {
        var pan = PanTracker(beginsAtTouchDown: true)
        pan.handle(TouchEvent(id: 1, phase: .began, location: .zero, time: 0))
        pan.cancel()
        #expect(pan.state == .cancelled)
        let accepted4 = pan.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 0, y: 9), time: 0.1))
        #expect(!accepted4)
    }
}

/// Release velocity through the pan tracker, from the touch shapes.
@Suite struct PanTrackerReleaseTests {
    /// 1500 pt/s up at `rate`, then `still` move events at the stopped position, then the lift
    /// one interval later at the same position.
    static func stopThenLift(rate: Double, still: Int) -> PanTracker {
        var pan = PanTracker()
        let dt = 1 / rate
        pan.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 50, y: 700), time: 0))
        var t = 0.0, y = 700.0
        for _ in 0..<Int(0.2 * rate) {
            t += dt; y -= 1500 * dt
            pan.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 50, y: y), time: t))
        }
        for _ in 0..<still {
            t += dt
            pan.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 50, y: y), time: t))
        }
        pan.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 50, y: y), time: t + dt))
        return pan
    }

    /// Still fingers are fed to the tracker: held for 33 ms (four 120 Hz events at one spot, all
    /// within the old 40 ms stop gap) and lifted, the release is 0, at every rate. With no still
    /// events and the lift one interval after the last move, the flick keeps its 1500 pt/s.
    @Test(arguments: [60.0, 120.0, 240.0])
    func heldFingerStopsAndFlickKeepsItsSpeed(rate: Double) {
        let held = Self.stopThenLift(rate: rate, still: Int((0.033 * rate).rounded(.up)))
        #expect(held.state == .ended)
        #expect(held.velocity == .zero, "\(rate) Hz: \(held.velocity)")
        let flick = Self.stopThenLift(rate: rate, still: 0)
        #expect(isClose(flick.velocity.y, -1500, within: 1e-6), "\(rate) Hz: \(flick.velocity)")
    }

    /// While the finger holds still mid-drag the velocity falls to 0 (the guard against a held
    /// finger fires during the drag, not only at the lift).
    @Test func velocityFallsToZeroWhileHeld() {
        var pan = PanTracker(slop: 0, beginsAtTouchDown: true)
        pan.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 0, y: 500), time: 0))
        var t = 0.0
        for k in 1...12 {
            t = Double(k) / 120
            pan.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 0, y: 500 - 10 * Double(k)), time: t))
        }
        #expect(isClose(pan.velocity.y, -1200, within: 1e-6))
        for k in 1...3 {
            pan.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 0, y: 380), time: t + Double(k) / 120))
        }
        #expect(pan.velocity == .zero)
    }
}
