import FluidMotion
import Testing

/// A finger that stops before lifting: the fit must not invent motion the finger never made.
@Suite struct VelocityTrackerStopTests {
    /// Samples from a real release under Xvfb: a flick up (y decreasing), then 31 ms held still.
    /// The plain quadratic fit through them has slope ≈ +853 pt/s (downward) at the last sample;
    /// the finger never moved down, so the tracker reports 0.
    @Test func stopBeforeLiftNeverPointsBackwards() {
        var tracker = VelocityTracker<Double>()
        for (t, y) in [(0.732, 410.0), (0.745, 370.0), (0.778, 330.0), (0.809, 330.0)] {
            tracker.add(y, at: t)
        }
        #expect(tracker.velocity(at: 0.809) == 0)
    }

    /// Held at one spot for more than 40 ms while events keep arriving: stopped.
    @Test func restingFingerWithRepeatedEventsHasStopped() {
        var tracker = VelocityTracker<Double>()
        var t = 0.0
        for step in 0..<10 {           // 1000 pt/s upward at 120 Hz
            tracker.add(500 - Double(step) * 1000 / 120, at: t)
            t += 1.0 / 120
        }
        let rest = 500 - 9 * 1000 / 120.0
        for _ in 0..<6 {              // then 6 events at the same spot over 50 ms
            tracker.add(rest, at: t)
            t += 1.0 / 120
        }
        #expect(tracker.velocity(at: t - 1.0 / 120) == 0)
    }

    /// A steady stroke is unaffected: the exact velocity of a constant-velocity trace survives.
    @Test func movingFingerKeepsItsVelocity() {
        var tracker = VelocityTracker<Point>()
        for step in 0..<8 {
            let t = Double(step) / 120
            tracker.add(Point(x: 100 + 300 * t, y: 700 - 1500 * t), at: t)
        }
        let v = tracker.velocity()
        #expect(abs(v.x - 300) < 1e-6 && abs(v.y + 1500) < 1e-6)
    }
}
