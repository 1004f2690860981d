import FluidCore
import FluidDrawer
import FluidGestures
import FluidMotion

// The drawer frames that DrawerBenchmarks times and DrawerFrames runs under callgrind: one
// definition, so the instruction counts describe the frames the harness times. `step()` is
// inlinable, so each caller compiles it in place, as the loops once written in both did.

/// The container both scenarios use (points).
public let drawerContainer = Size(width: 390, height: 844)

/// The Shortcuts drawer both scenarios time: 40 rows of 60 pt under its header (20 + 52 + 44 pt).
public let drawerConfiguration = DrawerConfiguration(
    list: DrawerList(rowCount: 40, grabberHeight: 20, searchBandHeight: 52, titleHeight: 44))

/// A finger on the drawer at full height, moving 400 pt up and down once a second at 120 Hz:
/// it scrolls the list, hands off and moves the drawer.
public struct DraggingScenario {
    @usableFromInline var drawer: Drawer
    @usableFromInline var t = 0.0
    @usableFromInline var frame = 0
    @usableFromInline static let x = 195.0

    /// The drawer at full height with the finger down at (195, 500), at time 0.
    public init() {
        drawer = try! Drawer(
            configuration: drawerConfiguration, container: drawerContainer, initialDetent: "fullHeight")
        _ = drawer.handle(TouchEvent(id: 1, phase: .began, location: Point(x: Self.x, y: 500), time: t))
    }

    /// One frame: the finger's move, advancing to the frame's time, the snapshot.
    @inlinable public mutating func step() -> DrawerSnapshot {
        t += 1.0 / 120
        frame += 1
        let phase = Double(frame % 120) / 120
        let y = 500 - 200 * (phase < 0.5 ? 4 * phase - 1 : 3 - 4 * phase)
        _ = drawer.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: Self.x, y: y), time: t))
        drawer.advance(to: t)
        return drawer.snapshot
    }
}

/// The drawer settling after a flick at 120 Hz. When it comes to rest it starts over from a
/// copy of the drawer just after the flick, made once (about one copy per 65 frames, part of
/// the cost, as it would be for a host that restarts motion).
public struct SettlingScenario {
    @usableFromInline let flicked: Drawer
    @usableFromInline let flickTime: Double
    @usableFromInline var drawer: Drawer
    @usableFromInline var t: Double

    /// The drawer just after a 12-frame upward flick from compressed.
    public init() {
        var t = 0.0
        var flicked = try! Drawer(configuration: drawerConfiguration, container: drawerContainer)
        for i in 0...12 {
            let p = Point(x: 195, y: 730 - 25 * Double(i))
            let phase: TouchPhase = i == 0 ? .began : (i == 12 ? .ended : .moved)
            _ = flicked.handle(TouchEvent(id: 1, phase: phase, location: p, time: t))
            t += 1.0 / 120
        }
        self.flicked = flicked
        flickTime = t
        drawer = flicked
        self.t = t
    }

    /// One frame: advancing to the frame's time and the snapshot, then the restart at rest.
    @inlinable public mutating func step() -> DrawerSnapshot {
        t += 1.0 / 120
        drawer.advance(to: t)
        let snapshot = drawer.snapshot
        if !drawer.isMoving {
            drawer = flicked
            t = flickTime
        }
        return snapshot
    }
}
