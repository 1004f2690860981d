import FluidCore
import FluidGestures
import FluidMotion
import Testing

@testable import FluidHost

@Suite struct WheelSequencerTests {
    let at = Point(x: 100, y: 200)

    @Test func wholeDeltasAreNotches() {
        var wheels = WheelSequencer()
        let events = wheels.wheel(delta: Point(x: 0, y: -1), location: at, time: 1)
        #expect(events == [ScrollEvent(phase: .wheel, location: at, delta: Point(x: 0, y: -1), time: 1)])
        #expect(!wheels.isScrolling)
        #expect(wheels.wheel(delta: .zero, location: at, time: 1.1).isEmpty)
    }

    @Test func fractionsMakeAGestureThatEndsAfterAPause() {
        var wheels = WheelSequencer()
        // 0.35 units = 3.5 pt; a whole delta inside the gesture continues it; the pointer stays
        // where the gesture began.
        let first = wheels.wheel(delta: Point(x: 0, y: -0.35), location: at, time: 1)
        #expect(first == [ScrollEvent(phase: .began, location: at, delta: Point(x: 0, y: -3.5), time: 1)])
        let second = wheels.wheel(delta: Point(x: 0, y: -1), location: Point(x: 0, y: 0), time: 1.01)
        #expect(second == [ScrollEvent(phase: .changed, location: at, delta: Point(x: 0, y: -10), time: 1.01)])
        #expect(wheels.idleEnd(now: 1.05) == nil)
        // 80 ms after the last delta: ended, stamped at that instant.
        #expect(wheels.idleEnd(now: 1.2) == ScrollEvent(phase: .ended, location: at, delta: .zero, time: 1.01 + 0.08))
        #expect(!wheels.isScrolling)
    }

    @Test func aDeltaAfterThePauseEndsTheOldGestureFirst() {
        var wheels = WheelSequencer()
        _ = wheels.wheel(delta: Point(x: 0, y: 0.5), location: at, time: 1)
        let events = wheels.wheel(delta: Point(x: 0, y: 0.25), location: at, time: 2)
        #expect(events.map(\.phase) == [.ended, .began])
        #expect(events[0].time == 1.08)
    }
}
