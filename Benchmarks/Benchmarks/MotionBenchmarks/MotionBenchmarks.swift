import Benchmark
import FluidMotion

/// The motion engine's per-frame work: wall time and heap allocations per operation.
/// Every benchmark runs `scaledIterations` operations per measurement (scaling factor 1000), so
/// the reported time is per operation.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000_000)

    let spring = Spring.constant(response: 0.45, dampingRatio: 0.62, mass: 1.7)
    let critical = try! Spring(mass: 1, stiffness: 100, damping: 20)
    let overdamped = Spring.constant(response: 0.6, dampingRatio: 2.5)

    for (name, s) in [("under-damped", spring), ("critical", critical), ("over-damped", overdamped)] {
        Benchmark("Spring.state (closed form, \(name))") { benchmark in
            var t = 0.0
            for _ in benchmark.scaledIterations {
                t += 1.0 / 120_000
                blackHole(s.state(displacement: -320, velocity: 1800, at: t))
            }
        }
    }

    // One 120 Hz frame of a retargetable animation: what a frame loop calls every frame.
    Benchmark("SpringAnimation<Double>.advance (one 120 Hz step)") { benchmark in
        var animation = SpringAnimation(spring: spring, from: 0.0, to: 844, velocity: -2500,
                                        tolerance: SpringTolerance(position: 1e-300, velocity: 1e-300))
        var t = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            t += 1.0 / 120
            animation.advance(to: t)
            blackHole(animation.value)
        }
    }

    Benchmark("SpringAnimation<Point>.advance (one 120 Hz step)") { benchmark in
        var animation = SpringAnimation(spring: spring, from: Point(x: 10, y: 700), to: Point(x: 300, y: 80),
                                        velocity: Point(x: -400, y: 2500),
                                        tolerance: SpringTolerance(position: 1e-300, velocity: 1e-300))
        var t = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            t += 1.0 / 120
            animation.advance(to: t)
            blackHole(animation.value)
        }
    }

    // A retarget re-solves when the motion settles (a search over the trajectory's extrema):
    // the cost of a finger catching the motion or a new target, not of a frame.
    Benchmark("SpringAnimation<Double>.retarget") { benchmark in
        var animation = SpringAnimation(spring: spring, from: 0.0, to: 844, velocity: -2500)
        var t = 0.0
        var target = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            t += 1.0 / 120
            target = target == 0 ? 844 : 0
            animation.retarget(to: target, at: t)
            blackHole(animation.settleTime)
        }
    }

    Benchmark("VelocityTracker<Double> add + velocity") { benchmark in
        var tracker = VelocityTracker<Double>()
        var t = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            t += 1.0 / 120
            tracker.add(1000 * t + 0.5 * 3000 * t * t, at: t)
            blackHole(tracker.velocity())
        }
    }

    Benchmark("VelocityTracker<Point> add + velocity") { benchmark in
        var tracker = VelocityTracker<Point>()
        var t = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            t += 1.0 / 120
            tracker.add(Point(x: 400 * t, y: 1000 * t + 1500 * t * t), at: t)
            blackHole(tracker.velocity())
        }
    }

    Benchmark("DecayAnimation<Double>.advance (one 120 Hz step)") { benchmark in
        var t = 0.0
        var animation = DecayAnimation(from: 0.0, velocity: 1e12)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            t += 1.0 / 120
            if animation.isSettled {
                animation = DecayAnimation(from: 0.0, velocity: 1e12, at: t)
            }
            animation.advance(to: t)
            blackHole(animation.value)
        }
    }
}
