import Benchmark
import FluidDrawer
import FluidGestures
import FluidMotion

/// One engine frame of the Shortcuts drawer — apply the frame's touch, advance to the frame's
/// time, take the snapshot — in the steady states a host sees: a finger scrolling the list at full
/// height (moving up and down across the hand-off with the drawer), and the drawer settling.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000_000)

    let container = Size(width: 390, height: 844)

    Benchmark("Drawer frame: finger drags list and drawer (touch + advance + snapshot)") { benchmark in
        var drawer = try! Drawer(container: container, initialDetent: "fullHeight")
        var t = 0.0
        let x = 195.0
        _ = drawer.handle(TouchEvent(id: 1, phase: .began, location: Point(x: x, y: 500), time: t))
        var frame = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            t += 1.0 / 120
            frame += 1
            // 400 pt up and down once a second: scrolls the list, hands off, moves the drawer.
            let phase = Double(frame % 120) / 120
            let y = 500 - 200 * (phase < 0.5 ? 4 * phase - 1 : 3 - 4 * phase)
            _ = drawer.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: x, y: y), time: t))
            drawer.advance(to: t)
            blackHole(drawer.snapshot)
        }
    }

    Benchmark("Drawer frame: settling after a flick (advance + snapshot)") { benchmark in
        // The drawer just after a flick, made once: when it comes to rest the loop starts
        // over from a copy of it. The measurement runs through the whole loop, so each sample
        // is exactly `scaledIterations` frames (a copy every ~65 frames is part of the cost,
        // as it would be for a host that restarts motion); stopping and restarting it around
        // the reset would count only the frames since the last restart against the scale.
        var t = 0.0
        var flicked = try! Drawer(container: container)
        for i in 0...12 {
            let p = Point(x: 195, y: 730 - 25 * Double(i))
            let phase: TouchPhase = i == 0 ? .began : (i == 12 ? .ended : .moved)
            _ = flicked.handle(TouchEvent(id: 1, phase: phase, location: p, time: t))
            t += 1.0 / 120
        }
        let flickTime = t
        var drawer = flicked
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            t += 1.0 / 120
            drawer.advance(to: t)
            blackHole(drawer.snapshot)
            if !drawer.isMoving {
                drawer = flicked
                t = flickTime
            }
        }
    }
}
