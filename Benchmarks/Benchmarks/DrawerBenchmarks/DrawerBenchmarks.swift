import Benchmark
import DrawerScenarios

/// One engine frame of the Shortcuts drawer — apply the frame's touch, advance to the frame's
/// time, take the snapshot — in the steady states a host sees: a finger scrolling the list at full
/// height (moving up and down across the hand-off with the drawer), and the drawer settling.
/// The frames are `DrawerScenarios`', which DrawerFrames runs under callgrind too.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000_000)

    Benchmark("Drawer frame: finger drags list and drawer (touch + advance + snapshot)") { benchmark in
        var scenario = DraggingScenario()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(scenario.step())
        }
    }

    Benchmark("Drawer frame: settling after a flick (advance + snapshot)") { benchmark in
        // The measurement runs through the whole loop, restarts included, so each sample is
        // exactly `scaledIterations` frames; stopping and restarting it around the restart
        // would count only the frames since the last restart against the scale.
        var scenario = SettlingScenario()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(scenario.step())
        }
    }
}
