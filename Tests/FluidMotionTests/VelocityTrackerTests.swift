import FluidCore
import FluidRandom
import FluidTestSupport
import Testing

@testable import FluidMotion

@Suite("VelocityTracker")
struct VelocityTrackerTests {
    /// Irregular touch timestamps (~120 Hz with jitter), fixed by the seed.
    static func jitteredTimes(count: Int, seed: UInt64, start: Double = 3.0) -> [Double] {
        var rng = SplitMix64(seed: seed)
        var t = start
        return (0..<count).map { _ in
            defer { t += rng.uniform(0.004...0.012) }
            return t
        }
    }

    /// x = x₀ + v·t is fitted exactly: the velocity is v (to 1e-9) at any timing and offset.
    @Test(arguments: [(0.0, 1234.5), (800.0, -2400.0), (-3.0, 0.0), (1e5, 37.25)])
    func constantVelocityIsExact(x0: Double, velocity: Double) {
        var tracker = VelocityTracker<Double>()
        for t in Self.jitteredTimes(count: 30, seed: 11) {
            tracker.add(x0 + velocity * (t - 3), at: t)
        }
        #expect(isClose(tracker.velocity(), velocity, within: 1e-9))
    }

    /// x = x₀ + v₀·t + ½·a·t²: a quadratic is fitted exactly, so the velocity at the newest
    /// sample is v₀ + a·t_newest (to 1e-9).
    @Test(arguments: [(300.0, 5000.0), (-1200.0, -8000.0), (0.0, 20000.0)])
    func constantAccelerationIsExact(v0: Double, acceleration: Double) {
        var tracker = VelocityTracker<Double>()
        let times = Self.jitteredTimes(count: 25, seed: 12, start: 0)
        for t in times {
            tracker.add(50 + v0 * t + 0.5 * acceleration * t * t, at: t)
        }
        let newest = times.last!
        #expect(isClose(tracker.velocity(), v0 + acceleration * newest, within: 1e-9 * max(1, abs(acceleration))))
    }

    /// Gaussian-ish noise of ±0.5 pt (touch quantisation) on 1000 pt/s: the estimate stays within
    /// 10 % over many seeds, and is unbiased on average.
    @Test func noisyTraceIsWithinTolerance() {
        var sum = 0.0
        let seeds: [UInt64] = Array(1...40)
        for seed in seeds {
            var rng = SplitMix64(seed: seed)
            var tracker = VelocityTracker<Double>()
            var t = 0.0
            for _ in 0..<30 {
                let noise = (rng.uniform(-0.5...0.5) + rng.uniform(-0.5...0.5)) / 2
                tracker.add(1000 * t + noise, at: t)
                t += 1.0 / 120
            }
            let v = tracker.velocity()
            #expect(isClose(v, 1000, within: 100), "seed \(seed): \(v)")
            sum += v
        }
        #expect(isClose(sum / Double(seeds.count), 1000, within: 20))
    }

    @Test func zeroOneAndTwoSamples() {
        var tracker = VelocityTracker<Double>()
        #expect(tracker.velocity() == 0)
        #expect(tracker.sampleCount == 0 && tracker.latestTime == nil)
        tracker.add(10, at: 1)
        #expect(tracker.velocity() == 0)
        tracker.add(14, at: 1.008)
        // Two samples: their slope, 4 pt / 8 ms = 500 pt/s.
        #expect(isClose(tracker.velocity(), 500, within: 1e-9))
        #expect(tracker.sampleCount == 2 && tracker.latestTime == 1.008)
    }

    @Test func duplicateTimestampsDoNotBreakTheFit() {
        var tracker = VelocityTracker<Double>()
        tracker.add(0, at: 1)
        tracker.add(5, at: 1)
        #expect(tracker.velocity() == 0)
        tracker.add(10, at: 1.01)
        tracker.add(11, at: 1.01)
        let v = tracker.velocity()
        #expect(v.isFinite)
        // Line through (1, 0), (1, 5), (1.01, 10), (1.01, 11): slope (10.5 − 2.5)/0.01 = 800.
        #expect(isClose(v, 800, within: 1e-6))
    }

    /// A pause of more than 40 ms between samples: only the samples after it count.
    @Test func gapLongerThan40msStartsAfresh() {
        var tracker = VelocityTracker<Double>()
        for i in 0..<10 { tracker.add(Double(i) * 20, at: Double(i) * 0.008) }  // 2500 pt/s
        let resume = 0.072 + 0.041
        for i in 0..<4 { tracker.add(500 - Double(i) * 3, at: resume + Double(i) * 0.01) }  // −300 pt/s
        #expect(isClose(tracker.velocity(), -300, within: 1e-9))
    }

    /// A query long after the newest sample of a steady stroke (8 ms sampling): touch hardware
    /// reports a lift 15–16 ms (two intervals) after a moving finger's last move, so silence
    /// after steady movement is the lift's delay, not a stop, up to 40 ms; past that it stopped.
    @Test func staleQueryIsZero() {
        var tracker = VelocityTracker<Double>()
        for i in 0..<10 { tracker.add(Double(i) * 20, at: Double(i) * 0.008) }
        let newest = 0.072
        #expect(isClose(tracker.velocity(at: newest + 0.008), 2500, within: 1e-9))
        #expect(isClose(tracker.velocity(at: newest + 0.016), 2500, within: 1e-9))
        #expect(isClose(tracker.velocity(at: newest + 0.0399), 2500, within: 1e-9))
        #expect(tracker.velocity(at: newest + 0.0401) == 0)
        #expect(isClose(tracker.velocity(at: .nan), 2500, within: 1e-9))
        // Sparse samples (30 ms apart): 40 ms still caps the wait.
        var sparse = VelocityTracker<Double>()
        for i in 0..<4 { sparse.add(Double(i) * 30, at: Double(i) * 0.030) }
        #expect(isClose(sparse.velocity(at: 0.090 + 0.039), 1000, within: 1e-9))
        #expect(sparse.velocity(at: 0.090 + 0.0401) == 0)
    }

    /// Samples older than 100 ms (relative to the newest) are ignored, even without a pause.
    @Test func horizonIs100ms() {
        var tracker = VelocityTracker<Double>()
        var rng = SplitMix64(seed: 3)
        // Garbage positions 102…200 ms before the newest sample, spaced 14 ms (no pause).
        let newest = 1.0
        for k in stride(from: 0.200, through: 0.102, by: -0.014) {
            tracker.add(rng.uniform(-1000...1000), at: newest - k)
        }
        // Then a clean line over the last 100 ms, 10 ms apart (11 samples, 0…100 ms back).
        for i in stride(from: 10, through: 0, by: -1) {
            let t = newest - Double(i) * 0.01
            tracker.add(-750 * t, at: t)
        }
        #expect(isClose(tracker.velocity(), -750, within: 1e-9))
    }

    /// At most 20 samples: the 21st newest is forgotten.
    @Test func keepsAtMost20Samples() {
        var tracker = VelocityTracker<Double>()
        tracker.add(99_999, at: 0.000)  // will be the 21st newest
        for i in 1...20 {
            let t = Double(i) * 0.002
            tracker.add(40 * Double(i), at: t)  // 20 000 pt/s
        }
        #expect(tracker.sampleCount == 20)
        #expect(isClose(tracker.velocity(), 20_000, within: 1e-6))
        #expect(VelocityTracker<Double>.capacity == 20)
        #expect(VelocityTracker<Double>.horizon == 0.1 && VelocityTracker<Double>.stopGap == 0.04)
    }

    /// A timestamp earlier than the newest means the clock was reset: a new series begins.
    @Test func timeGoingBackwardsStartsANewSeries() {
        var tracker = VelocityTracker<Double>()
        for i in 0..<8 { tracker.add(Double(i) * 10, at: 5 + Double(i) * 0.01) }
        tracker.add(0, at: 0.5)
        #expect(tracker.sampleCount == 1)
        tracker.add(-2, at: 0.51)
        #expect(isClose(tracker.velocity(), -200, within: 1e-9))
    }

    @Test func nonFiniteSamplesAreIgnored() {
        var tracker = VelocityTracker<Double>()
        tracker.add(0, at: 0)
        tracker.add(.nan, at: 0.01)
        tracker.add(5, at: .infinity)
        tracker.add(10, at: 0.01)
        #expect(tracker.sampleCount == 2)
        #expect(isClose(tracker.velocity(), 1000, within: 1e-9))
    }

    @Test func resetForgetsEverything() {
        var tracker = VelocityTracker<Double>()
        for i in 0..<5 { tracker.add(Double(i), at: Double(i) * 0.01) }
        tracker.reset()
        #expect(tracker.sampleCount == 0 && tracker.velocity() == 0)
    }

    /// 2-D: each axis fitted independently — a finger moving on a parabola.
    @Test func twoDimensional() {
        var tracker = VelocityTracker<Point>()
        let times = Self.jitteredTimes(count: 15, seed: 21, start: 0)
        for t in times {
            tracker.add(Point(x: 100 + 600 * t, y: 700 - 1500 * t + 0.5 * 4000 * t * t), at: t)
        }
        let v = tracker.velocity()
        let newest = times.last!
        #expect(isClose(v.x, 600, within: 1e-9))
        #expect(isClose(v.y, -1500 + 4000 * newest, within: 1e-8))
    }
}
