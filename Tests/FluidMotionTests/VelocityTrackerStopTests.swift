import FluidCore
import FluidMotion
import FluidTestSupport
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
        for step in 0..<10 {  // 1000 pt/s upward at 120 Hz
            tracker.add(500 - Double(step) * 1000 / 120, at: t)
            t += 1.0 / 120
        }
        let rest = 500 - 9 * 1000 / 120.0
        for _ in 0..<6 {  // then 6 events at the same spot over 50 ms
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
        #expect(isClose(v.x, 300, within: 1e-6) && isClose(v.y, -1500, within: 1e-6))
    }
}

/// `stopTime` is the instant the estimate falls to zero when no sample comes: for a steady stroke
/// the last movement plus the 40 ms stop gap (silence after steady movement is a lift's delay).
@Suite struct VelocityTrackerStopTimeTests {
    @Test(arguments: [60.0, 120.0, 30.0])
    func theEstimateIsConstantUntilTheStopTimeAndZeroAfter(rate: Double) throws {
        var tracker = VelocityTracker<Double>()
        for k in 0...10 { tracker.add(-15 * Double(k), at: Double(k) / rate) }
        let stop = try #require(tracker.stopTime)
        let expected = 10 / rate + 0.040
        #expect(isClose(stop, expected, within: 1e-12))
        let moving = tracker.velocity(at: 10 / rate)
        #expect(moving < 0)
        #expect(tracker.velocity(at: stop) == moving)
        #expect(tracker.velocity(at: stop.nextUp) == 0)
    }

    /// Samples 1/15 s apart are farther apart than the stop gap: each one starts the window
    /// afresh, the estimate is already zero, and so the stop time is the newest sample's.
    @Test func samplesFartherApartThanTheStopGapHaveStopped() {
        var tracker = VelocityTracker<Double>()
        for k in 0...10 { tracker.add(-15 * Double(k), at: Double(k) / 15) }
        #expect(tracker.stopTime == 10.0 / 15)
        #expect(tracker.velocity(at: 10.0 / 15) == 0)
    }

    /// A finger that slows before the silence has stopped where its slowing brings it to rest,
    /// plus two sampling intervals for the lift to be reported: chords of 1200, 800 and 400 pt/s
    /// at 100 Hz (midpoints 5 ms apart after the first) reach zero at 40 ms, one chord later than
    /// the last midpoint, 35 ms; stopped from 55 ms on.
    @Test func aSlowingFingerStopsWhereItsSlowingEnds() throws {
        var tracker = VelocityTracker<Double>()
        for (t, x) in [(0.0, 0.0), (0.010, 12.0), (0.020, 20.0), (0.030, 24.0)] { tracker.add(x, at: t) }
        // Last two chords: 800 pt/s at 15 ms, 400 pt/s at 25 ms: zero at 25 + 400·10/400 = 35 ms.
        let stop = try #require(tracker.stopTime)
        #expect(isClose(stop, 0.035 + 2 * 0.010, within: 1e-12))
        #expect(tracker.velocity(at: 0.045) > 0)
        #expect(tracker.velocity(at: 0.056) == 0)
    }

    /// A recorded flick (Flutter's stroke 4: −2560 pt/s, lift 16 ms after the last move at
    /// about 7.7 ms sampling) keeps its speed: steady to the end, its silence is the lift's.
    @Test func aSteadyFlickLiftedTwoIntervalsLateKeepsItsSpeed() {
        var tracker = VelocityTracker<Point>()
        for k in 0..<12 {
            let t = Double(k) * 0.0077
            tracker.add(Point(x: 220 + 700 * t, y: 520 - 2560 * t), at: t)
        }
        let v = tracker.velocity(at: 11 * 0.0077 + 0.016)
        #expect(isClose(v.y, -2560, within: 1e-6) && isClose(v.x, 700, within: 1e-6))
    }

    @Test func noSamplesNoStopTime() {
        #expect(VelocityTracker<Double>().stopTime == nil)
    }
}
