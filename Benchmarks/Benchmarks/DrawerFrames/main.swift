import DrawerScenarios

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

// Runs the drawer frames of DrawerBenchmarks without the benchmark harness, for instruction
// counts under callgrind (a noisy shared machine makes wall time a poor witness; instructions
// are exact). Usage: DrawerFrames dragging|settling FRAMES. Instructions per frame are the
// difference between two frame counts divided by the difference in frames, which cancels
// start-up and set-up.

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func consume<T>(_ value: T) {
    withUnsafePointer(to: value) { _ = $0 }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let frames = Int(arguments[2]), frames >= 0,
    arguments[1] == "dragging" || arguments[1] == "settling"
else {
    print("usage: DrawerFrames dragging|settling FRAMES")
    exit(64)
}

/// The dragging benchmark's frames.
@inline(never)
func dragging(frames: Int) {
    var scenario = DraggingScenario()
    for _ in 0..<frames { consume(scenario.step()) }
}

/// The settling benchmark's frames.
@inline(never)
func settling(frames: Int) {
    var scenario = SettlingScenario()
    for _ in 0..<frames { consume(scenario.step()) }
}

if arguments[1] == "dragging" { dragging(frames: frames) } else { settling(frames: frames) }
