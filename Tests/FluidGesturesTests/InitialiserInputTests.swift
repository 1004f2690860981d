import FluidCore
import FluidMotion
import Testing

@testable import FluidGestures

/// FluidGestures' public initialisers take settings they sanitise (a slop, a margin) or plain
/// values; fed values a caller can pass, none traps and each recogniser still handles a touch.
/// A trap would end this test process.
struct InitialiserInputTests {
    static let hostile: [Double] = [.nan, .infinity, -.infinity, -1, -0.0, 1e300, -1e300]

    @Test(arguments: hostile)
    func recognisersTakeHostileSettingsAndTouches(_ bad: Double) {
        let down = TouchEvent(id: Int.min, phase: .began, location: Point(x: bad, y: bad), time: bad, force: bad)
        let up = TouchEvent(id: Int.min, phase: .ended, location: Point(x: 1, y: 1), time: 1, force: bad)
        var pan = PanTracker(slop: bad, beginsAtTouchDown: true)
        pan.handle(down)
        pan.handle(up)
        var tap = TapRecognizer(slop: bad, maxDuration: bad)
        tap.handle(down)
        tap.handle(up)
        var control = ControlTracker(bounds: Rect(x: bad, y: bad, width: bad, height: bad), dragMargin: bad)
        _ = control.handle(down)
        _ = control.handle(up)
        var force = ForcePress()
        _ = force.handle(down, force: bad, center: Point(x: bad, y: bad))
        var pause = PauseDetector()
        pause.update(offset: bad, velocity: bad, at: bad)
        _ = Tap(startLocation: Point(x: bad, y: bad), location: .zero, time: bad, duration: bad)
        // The lift ends whatever the touch-down did: no finger is left down.
        #expect(!pan.isTouching && !tap.isTouching && !control.isTracking)
    }
}
