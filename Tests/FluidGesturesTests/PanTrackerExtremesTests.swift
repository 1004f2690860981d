import FluidCore
import FluidMotion
import Testing

@testable import FluidGestures

/// Locations beyond `InputDomain.maxLength` (10⁹ pt) are dropped samples: the pan follows the
/// finger's last location in the domain and its velocity stays finite.
@Suite struct PanTrackerExtremesTests {
    @Test func hugeLocationsAreDroppedSamples() {
        var pan = PanTracker(slop: 0)
        pan.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 0, y: 0), time: 0))
        pan.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 0, y: 1e308), time: 0.008))
        pan.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 0, y: -1e308), time: 0.016))
        #expect(pan.location == Point(x: 0, y: 0))
        #expect(pan.velocity(at: 0.016) == .zero)
        // Movement inside the domain continues as usual: 10 pt in 8 ms is 1250 pt/s.
        pan.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 0, y: 10), time: 0.024))
        #expect(pan.location == Point(x: 0, y: 10))
        #expect(pan.velocity.x.isFinite && pan.velocity.y.isFinite)
        pan.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 0, y: 1e300), time: 0.03))
        #expect(pan.state == .ended)
        #expect(pan.location == Point(x: 0, y: 10))
    }
}
