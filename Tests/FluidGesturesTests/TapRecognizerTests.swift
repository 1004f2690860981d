import FluidCore
import FluidMotion
import Testing

@testable import FluidGestures

@Suite struct TapRecognizerTests {
    struct Row: Sendable {
        /// Lift-off offset from the touch-down point (pt) and hold duration (s).
        var dx: Double, dy: Double, duration: Double
        var maxDuration: Double
        var isTap: Bool
        var line: Int
    }

    // Slop 10 pt: a lift 10 pt away still taps (≤ slop), 10.1 pt does not.
    static let rows: [Row] = [
        Row(dx: 0, dy: 0, duration: 0.1, maxDuration: 0.5, isTap: true, line: #line),
        Row(dx: 6, dy: 8, duration: 0.1, maxDuration: 0.5, isTap: true, line: #line),  // 10 pt
        Row(dx: 0, dy: 10.1, duration: 0.1, maxDuration: 0.5, isTap: false, line: #line),
        Row(dx: 0, dy: 0, duration: 0.5, maxDuration: 0.5, isTap: true, line: #line),
        Row(dx: 0, dy: 0, duration: 0.51, maxDuration: 0.5, isTap: false, line: #line),
        Row(dx: 0, dy: 0, duration: 120, maxDuration: .infinity, isTap: true, line: #line)
    ]

    @Test(arguments: rows)
    func tapOrNot(_ row: Row) {
        var tap = TapRecognizer(maxDuration: row.maxDuration)
        let down = Point(x: 100, y: 100)
        tap.handle(TouchEvent(id: 1, phase: .began, location: down, time: 1))
        let up = Point(x: 100 + row.dx, y: 100 + row.dy)
        let result = tap.handle(TouchEvent(id: 1, phase: .ended, location: up, time: 1 + row.duration))
        #expect(
            (result != nil) == row.isTap,
            sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
        if let result {
            #expect(result.location == up)
            #expect(result.startLocation == down)
        }
    }

    @Test func movingAwayAndBackStillFails() {
        // UIKit's tap fails for good once the finger leaves the slop.
        var tap = TapRecognizer()
        tap.handle(TouchEvent(id: 1, phase: .began, location: .zero, time: 0))
        tap.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 0, y: 30), time: 0.05))
        tap.handle(TouchEvent(id: 1, phase: .moved, location: .zero, time: 0.1))
        #expect(tap.handle(TouchEvent(id: 1, phase: .ended, location: .zero, time: 0.15)) == nil)
        #expect(tap.state == .failed)
    }

    @Test func failFromOutsideAndCancel() {
        var tap = TapRecognizer()
        tap.handle(TouchEvent(id: 1, phase: .began, location: .zero, time: 0))
        tap.fail()
        #expect(tap.handle(TouchEvent(id: 1, phase: .ended, location: .zero, time: 0.1)) == nil)
        tap.handle(TouchEvent(id: 2, phase: .began, location: .zero, time: 1))
        #expect(tap.state == .tracking)
        tap.handle(TouchEvent(id: 2, phase: .cancelled, location: .zero, time: 1.1))
        #expect(tap.state == .failed)
    }

    @Test func secondFingerNeverTaps() {
        var tap = TapRecognizer()
        tap.handle(TouchEvent(id: 1, phase: .began, location: .zero, time: 0))
        tap.handle(TouchEvent(id: 2, phase: .began, location: .zero, time: 0.01))
        #expect(tap.handle(TouchEvent(id: 2, phase: .ended, location: .zero, time: 0.02)) == nil)
        #expect(tap.handle(TouchEvent(id: 1, phase: .ended, location: .zero, time: 0.03)) != nil)
    }
}
