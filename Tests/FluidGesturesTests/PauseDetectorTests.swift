import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidGestures

struct PauseDetectorTests {
    /// Feeds v(t) and offset(t) at `rate` Hz from 0 to `end` s; returns the detection time.
    private func detect(
        rate: Double, end: Double, velocity: (Double) -> Double,
        offset: (Double) -> Double
    ) -> Double? {
        var detector = PauseDetector()
        var k = 0.0
        while k / rate <= end {
            let t = k / rate
            if detector.update(offset: offset(t), velocity: velocity(t), at: t) { return t }
            k += 1
        }
        return nil
    }

    @Test(arguments: [60.0, 120.0, 240.0])
    func sharpStopIsDetectedAtTheStop(rate: Double) {
        // 1000 pt/s up to 0.2 s, then still: at t = 0.2 the speed is 0 ≤ 100, the offset 200 ≥ 50
        // and the window's peak 1000 > 0 / 0.1 — detected at the first sample at or after 0.2,
        // whatever the sample rate (a sample-count rule would not be).
        let stop = 0.2
        let t = detect(
            rate: rate, end: 1, velocity: { $0 < stop ? 1000 : 0 },
            offset: { 1000 * min($0, stop) })
        let firstSampleAtStop = (stop * rate).rounded(.up) / rate
        #expect(t == firstSampleAtStop)
    }

    struct Deceleration: Sendable {
        var acceleration: Double
        var detection: Double
        var line: Int
    }

    /// v(t) = 1000 − a·t sampled at 128 Hz (dt = 1/128, exact in binary). The 0.1 s window holds
    /// the newest 13 samples (12·dt = 0.09375 ≤ 0.1 < 13·dt), so its peak is v(t) + 0.09375·a and
    /// the drop rule v < 0.1·(v + 0.09375·a) reads v < a·0.009375/0.9 = a/96.
    /// a = 5000: v < 52.08 ⇔ t > 0.18958 → first grid time k = 25, t = 0.1953125 (v = 23.4).
    /// a = 2000: v < 20.83 ⇔ t > 0.48958 → k = 63, t = 0.4921875 (v = 15.6).
    static let decelerations: [Deceleration] = [
        Deceleration(acceleration: 5000, detection: 25.0 / 128, line: #line),
        Deceleration(acceleration: 2000, detection: 63.0 / 128, line: #line)
    ]

    @Test(arguments: decelerations)
    func gradualStopsWaitUntilTheSpeedIsATenthOfTheWindowsPeak(row: Deceleration) {
        let a = row.acceleration
        let t = detect(
            rate: 128, end: 1, velocity: { max(0, 1000 - a * $0) },
            offset: { 1000 * $0 - a * $0 * $0 / 2 })
        #expect(
            t == row.detection,
            sourceLocation: .init(
                fileID: #fileID, filePath: #filePath,
                line: row.line, column: 1))
    }

    @Test func aSharperStopReactsSooner() {
        // Latency from reaching 100 pt/s (t = 900/a) to detection, from the table above:
        // a = 5000: 0.1953125 − 0.18 = 15.3 ms; a = 2000: 0.4921875 − 0.45 = 42.2 ms.
        let sharp = 25.0 / 128 - 900.0 / 5000
        let gentle = 63.0 / 128 - 900.0 / 2000
        #expect(sharp < gentle)
        #expect(isClose(sharp, 0.0153125, within: 1e-12))
    }

    @Test func slowSteadyMotionNeverPauses() {
        // 80 pt/s is below the 100 pt/s limit but never lost 90 % of itself.
        #expect(detect(rate: 120, end: 2, velocity: { _ in 80 }, offset: { 80 * $0 }) == nil)
    }

    @Test func aShortGestureNeverPauses() {
        // Offset 40 pt < 50 pt.
        #expect(
            detect(
                rate: 120, end: 1, velocity: { $0 < 0.04 ? 1000 : 0 },
                offset: { 1000 * min($0, 0.04) }) == nil)
        // Upward motion counts by magnitude: −200 pt.
        #expect(
            detect(
                rate: 120, end: 1, velocity: { $0 < 0.2 ? -1000 : 0 },
                offset: { -1000 * min($0, 0.2) }) != nil)
    }

    @Test func aFingerThatStopsSendingEventsIsSeenThroughTheVelocityTracker() {
        // Moves at 1000 pt/s until 0.2 s, then no more touch events. Frames at 60 Hz query the
        // tracker, which reports 0 once more than 40 ms passed since the last sample: the first
        // frame after 0.24 s is 15/60 = 0.25 s.
        var tracker = VelocityTracker<Double>()
        var detector = PauseDetector()
        var detected: Double?
        for k in 0...60 {
            let t = Double(k) / 60
            if t <= 0.2 { tracker.add(1000 * t, at: t) }
            let v = tracker.velocity(at: t)
            if detector.update(offset: 1000 * min(t, 0.2), velocity: v, at: t) { detected = t }
        }
        #expect(detected == 15.0 / 60)
    }

    @Test func detectionLatchesUntilReset() {
        var d = PauseDetector()
        d.update(offset: 100, velocity: 1000, at: 0)
        let r1 = d.update(offset: 100, velocity: 0, at: 0.05)
        #expect(r1)
        #expect(d.hasPaused && d.pauseTime == 0.05)
        let r2 = d.update(offset: 100, velocity: 1000, at: 0.06)
        #expect(!r2)
        let r3 = d.update(offset: 100, velocity: 0, at: 0.07)
        #expect(!r3)
        d.reset()
        #expect(!d.hasPaused && d.pauseTime == nil)
        d.update(offset: 100, velocity: 1000, at: 1)
        let r4 = d.update(offset: 100, velocity: 0, at: 1.01)
        #expect(r4)
    }

    @Test func peaksOlderThanTheWindowDoNotCount() {
        var d = PauseDetector()
        d.update(offset: 100, velocity: 1000, at: 0)
        d.update(offset: 100, velocity: 200, at: 0.005)
        // At 0.11 s the window [0.01, 0.11] holds only the 200 pt/s that began at 0.005 (the
        // 1000 pt/s ended there): 30 pt/s is not below a tenth of 200, so no pause; counting the
        // old 1000 would make it one (30 < 100).
        let r5 = d.update(offset: 100, velocity: 30, at: 0.11)
        #expect(!r5)
    }

    /// Each sample holds until the next: a speed sampled before the window and still in effect
    /// inside it counts, so sampling the same step function more often changes nothing.
    @Test func aSpeedHeldIntoTheWindowCounts() {
        var sparse = PauseDetector()
        sparse.update(offset: 100, velocity: 1000, at: 0)
        let r1 = sparse.update(offset: 100, velocity: 0, at: 0.11)
        var dense = PauseDetector()
        dense.update(offset: 100, velocity: 1000, at: 0)
        dense.update(offset: 100, velocity: 1000, at: 0.05)  // a frame sampling the held speed
        let r2 = dense.update(offset: 100, velocity: 0, at: 0.11)
        #expect(r1 && r2)
        #expect(sparse.pauseTime == dense.pauseTime)
    }

    @Test func badSamplesAreIgnored() {
        var d = PauseDetector()
        d.update(offset: 100, velocity: 1000, at: 1)
        let r6 = d.update(offset: 100, velocity: 0, at: 0.5)
        #expect(!r6)  // time went backwards
        let r7 = d.update(offset: .nan, velocity: 0, at: 1.01)
        #expect(!r7)
        let r8 = d.update(offset: 100, velocity: .infinity, at: 1.02)
        #expect(!r8)
        let r9 = d.update(offset: 100, velocity: 0, at: .nan)
        #expect(!r9)
        #expect(d.latestTime == 1)
        let r10 = d.update(offset: 100, velocity: 0, at: 1.03)
        #expect(r10)
    }
}
