#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import FluidDrawer
import FluidGestures
import FluidMotion

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

let container = Size(width: 390, height: 844)
let arguments = CommandLine.arguments
guard arguments.count == 3, let frames = Int(arguments[2]), frames >= 0,
      arguments[1] == "dragging" || arguments[1] == "settling" else {
    print("usage: DrawerFrames dragging|settling FRAMES")
    exit(64)
}

/// The dragging benchmark's loop: a finger 400 pt up and down once a second at full height.
@inline(never)
func dragging(frames: Int) {
    var drawer = try! Drawer(container: container, initialDetent: "fullHeight")
    var t = 0.0
    let x = 195.0
    _ = drawer.handle(TouchEvent(id: 1, phase: .began, location: Point(x: x, y: 500), time: t))
    for frame in stride(from: 1, through: frames, by: 1) {
        t += 1.0 / 120
        let phase = Double(frame % 120) / 120
        let y = 500 - 200 * (phase < 0.5 ? 4 * phase - 1 : 3 - 4 * phase)
        _ = drawer.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: x, y: y), time: t))
        drawer.advance(to: t)
        consume(drawer.snapshot)
    }
}

/// The settling benchmark's loop: advance + snapshot after a flick, restarting from a copy.
@inline(never)
func settling(frames: Int) {
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
    for _ in 0..<frames {
        t += 1.0 / 120
        drawer.advance(to: t)
        consume(drawer.snapshot)
        if !drawer.isMoving {
            drawer = flicked
            t = flickTime
        }
    }
}

if arguments[1] == "dragging" { dragging(frames: frames) } else { settling(frames: frames) }
