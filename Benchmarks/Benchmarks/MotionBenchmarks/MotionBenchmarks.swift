import Benchmark
import FluidCore
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
        var animation = SpringAnimation(
            spring: spring, from: 0.0, to: 844, velocity: -2500,
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
        var animation = SpringAnimation(
            spring: spring, from: Point(x: 10, y: 700), to: Point(x: 300, y: 80),
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

    // A retarget restarts the closed form from the current state; when the motion settles is
    // solved later, on the first frame inside the tolerance (see SpringAnimation).
    Benchmark("SpringAnimation<Double>.retarget") { benchmark in
        var animation = SpringAnimation(spring: spring, from: 0.0, to: 844, velocity: -2500)
        var t = 0.0
        var target = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            t += 1.0 / 120
            target = target == 0 ? 844 : 0
            animation.retarget(to: target, at: t)
            blackHole(animation.value)
        }
    }

    // Starting an animation: what a release or a tap costs before its first frame.
    Benchmark("SpringAnimation<Double>.init (start)") { benchmark in
        var from = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            from = from == 0 ? 300 : 0
            blackHole(SpringAnimation(spring: spring, from: from, to: 844, velocity: -2500, at: 1).value)
        }
    }

    // A whole motion, start to rest, one 120 Hz frame at a time: the settle time is solved once,
    // on the first frame inside the tolerance. Per frame (≈ 100 frames per motion).
    Benchmark("SpringAnimation<Double> start + advance to rest, per frame") { benchmark in
        var animation = SpringAnimation(spring: spring, from: 0.0, to: 844, velocity: -2500)
        var t = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            t += 1.0 / 120
            animation.advance(to: t)
            blackHole(animation.value)
            if animation.isSettled {
                animation = SpringAnimation(spring: spring, from: 0.0, to: 844, velocity: -2500, at: t)
            }
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
