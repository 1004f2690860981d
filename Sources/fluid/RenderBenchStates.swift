import FluidCore
import FluidGestures
import FluidMotion
import FluidSession
import Foundation

/// The states `fluid bench render` times: for each scene, the gestures that reach its costliest
/// frames, as touch scripts replayed at 120 Hz. Coordinates are for the default 390 × 844 pt
/// container (a 44 pt navigation bar, content down to y = 800).
struct RenderBenchState {
    /// Scene name (`SceneCatalog.standard`).
    var scene: String
    /// State name, unique within the scene.
    var name: String
    var script: TouchScript

    /// `scene/name`, as printed.
    var label: String { "\(scene)/\(name)" }

    /// Every state, scene by scene. `sweepFrames` sets the length of `shortcuts/list-scroll`.
    static func all(sweepFrames: Int) -> [RenderBenchState] {
        [
            RenderBenchState(scene: "shortcuts", name: "list-scroll", script: listScroll(frames: sweepFrames)),
            RenderBenchState(scene: "shortcuts", name: "compressed-expanded", script: compressedExpanded()),
            RenderBenchState(scene: "shortcuts", name: "expanded-full", script: expandedFull()),
            RenderBenchState(scene: "shortcuts", name: "step-added", script: stepAdded()),
            RenderBenchState(
                scene: "menu", name: "scroll",
                script: gesture { $0.flick(from: Point(x: 195, y: 640), to: Point(x: 195, y: 300)) }),
            RenderBenchState(
                scene: "calculator", name: "keys",
                script: gesture { g in
                    for key in [
                        Point(x: 55.5, y: 744.5), Point(x: 241.5, y: 651.5), Point(x: 334.5, y: 744.5),
                        Point(x: 148.5, y: 651.5)
                    ] {
                        g.tap(key)
                        g.wait(0.2)
                    }
                }),
            RenderBenchState(
                scene: "spring", name: "toggle",
                script: gesture { g in
                    g.key(.space)
                    g.wait(0.6)
                    g.key(.space)
                    g.wait(0.6)
                }),
            RenderBenchState(
                scene: "flashlight", name: "press",
                script: gesture { g in
                    g.press(Point(x: 71, y: 756))
                    g.wait(0.6)
                    g.press(Point(x: 71, y: 756))
                }),
            RenderBenchState(
                scene: "rubberband", name: "pull",
                script: gesture { $0.drag(from: Point(x: 195, y: 402), to: Point(x: 360, y: 760), seconds: 0.6) }),
            RenderBenchState(
                scene: "pause", name: "swipe-pause",
                script: gesture { g in
                    g.drag(from: Point(x: 195, y: 602), to: Point(x: 195, y: 420), seconds: 0.3, release: false)
                    g.hold(Point(x: 195, y: 420), seconds: 0.5)
                    g.drag(from: Point(x: 195, y: 420), to: Point(x: 195, y: 300), seconds: 0.2)
                }),
            RenderBenchState(
                scene: "momentum", name: "flick",
                script: gesture { g in
                    g.flick(from: Point(x: 195, y: 700), to: Point(x: 195, y: 420))
                    g.wait(1.2)
                    g.flick(from: Point(x: 195, y: 300), to: Point(x: 195, y: 600))
                }),
            RenderBenchState(
                scene: "pip", name: "flick",
                script: gesture { $0.flick(from: Point(x: 323, y: 711), to: Point(x: 200, y: 420)) }),
            RenderBenchState(
                scene: "rotation", name: "spin",
                script: gesture { g in
                    g.arc(center: Point(x: 195, y: 422), radius: 70, from: 0, to: .pi / 2, seconds: 0.25)
                    g.wait(1.2)
                    g.arc(center: Point(x: 195, y: 422), radius: 70, from: .pi, to: .pi / 4, seconds: 0.5)
                }),
            RenderBenchState(
                scene: "bouncy-sheet", name: "open-close",
                script: gesture { g in
                    g.tap(Point(x: 195, y: 319))
                    g.wait(1.2)
                    g.tap(Point(x: 195, y: 150))
                }),
            RenderBenchState(scene: "places", name: "photos", script: placesPhotos())
        ]
    }

    /// Places: the first row tapped, its card rising with its photos; the photos flicked on,
    /// coasting to the strip's end, and flicked back; then the card flicked down.
    static func placesPhotos() -> TouchScript {
        gesture { g in
            g.tap(Point(x: 200, y: 570))
            g.wait(1.2)
            g.flick(from: Point(x: 300, y: 720), to: Point(x: 140, y: 720))
            g.wait(1.5)
            g.flick(from: Point(x: 100, y: 720), to: Point(x: 260, y: 720))
            g.wait(1.5)
            g.flick(from: Point(x: 200, y: 560), to: Point(x: 200, y: 700))
            g.wait(1)
        }
    }

    /// The drawer at full height while a finger sweeps its list up and down 300 pt once a
    /// second for `frames` frames (every frame shows different rows).
    static func listScroll(frames: Int) -> TouchScript {
        gesture { g in
            g.key(.up)
            g.key(.up)
            g.wait(2)
            let start = Point(x: 195, y: 675)
            g.touch(.began, start)
            for frame in 1...frames {
                g.wait(GestureWriter.frameInterval)
                g.touch(.moved, Point(x: start.x, y: start.y - 150 + 150 * cos(2 * Double.pi * Double(frame) / 120)))
            }
            g.touch(.ended, g.last)
        }
    }

    /// The drawer dragged slowly from compressed to expanded and back (the title fades), then
    /// up again and let go at rest between the two, to settle.
    static func compressedExpanded() -> TouchScript {
        gesture { g in
            g.drag(from: Point(x: 195, y: 734), to: Point(x: 195, y: 540), seconds: 0.5, release: false)
            g.drag(from: Point(x: 195, y: 540), to: Point(x: 195, y: 734), seconds: 0.5, release: false)
            g.drag(from: Point(x: 195, y: 734), to: Point(x: 195, y: 600), seconds: 0.4, release: false)
            g.hold(Point(x: 195, y: 600), seconds: 0.1)
            g.touch(.ended, g.last)
        }
    }

    /// The drawer, expanded, dragged to full height and back, then flicked up.
    static func expandedFull() -> TouchScript {
        gesture { g in
            g.key(.up)
            g.wait(0.8)
            g.drag(from: Point(x: 195, y: 560), to: Point(x: 195, y: 120), seconds: 0.6, release: false)
            g.drag(from: Point(x: 195, y: 120), to: Point(x: 195, y: 560), seconds: 0.6, release: false)
            g.flick(from: Point(x: 195, y: 560), to: Point(x: 195, y: 400), began: false)
        }
    }

    /// Three times: the drawer expanded and an action tapped, added as a step whose card springs
    /// in while the drawer settles back to compressed.
    static func stepAdded() -> TouchScript {
        gesture { g in
            for row in 0..<3 {
                g.key(.up)
                g.wait(0.6)
                g.tap(Point(x: 195, y: 680 + 10 * Double(row)))
                g.wait(0.4)
            }
        }
    }

    private static func gesture(_ write: (inout GestureWriter) -> Void) -> TouchScript {
        var writer = GestureWriter()
        write(&writer)
        return writer.script
    }
}

/// Writes a touch script one 120 Hz event at a time, as a finger would.
struct GestureWriter {
    /// Seconds between touch samples (120 Hz).
    static let frameInterval = 1.0 / 120
    /// Time the script starts at (s): a few frames of rest come first.
    static let start = 0.1
    /// Force (0…1) at the top of a `press`; over 0.5 triggers a force press.
    static let pressForce = 0.9

    private(set) var script = TouchScript()
    private(set) var time = GestureWriter.start
    private(set) var last = Point.zero

    mutating func wait(_ seconds: Double) { time += seconds }

    mutating func touch(_ phase: TouchPhase, _ p: Point, force: Double? = nil) {
        script.append(.input(.touch(TouchEvent(id: 1, phase: phase, location: p, time: time, force: force))))
        last = p
    }

    mutating func key(_ key: Key) { script.append(.input(.key(key, time: time))) }

    mutating func tap(_ p: Point) {
        touch(.began, p)
        wait(0.06)
        touch(.ended, p)
    }

    /// A straight drag at constant speed, one sample per frame.
    mutating func drag(from a: Point, to b: Point, seconds: Double, release: Bool = true, began: Bool = true) {
        if began { touch(.began, a) }
        let steps = max(1, Int((seconds / GestureWriter.frameInterval).rounded()))
        for step in 1...steps {
            wait(GestureWriter.frameInterval)
            touch(.moved, a + (Double(step) / Double(steps)) * (b - a))
        }
        if release { touch(.ended, b) }
    }

    /// A fast drag (0.1 s) released while moving.
    mutating func flick(from a: Point, to b: Point, began: Bool = true) {
        drag(from: a, to: b, seconds: 0.1, began: began)
    }

    /// A finger held still at `p` for `seconds`, sampled every frame.
    mutating func hold(_ p: Point, seconds: Double) {
        for _ in 0..<Int((seconds / GestureWriter.frameInterval).rounded()) {
            wait(GestureWriter.frameInterval)
            touch(.moved, p)
        }
    }

    /// A drag along a circle of `radius` around `center` from angle `a` to `b` (radians).
    mutating func arc(center: Point, radius: Double, from a: Double, to b: Double, seconds: Double) {
        func at(_ angle: Double) -> Point {
            Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        touch(.began, at(a))
        let steps = max(1, Int((seconds / GestureWriter.frameInterval).rounded()))
        for step in 1...steps {
            wait(GestureWriter.frameInterval)
            touch(.moved, at(a + (b - a) * Double(step) / Double(steps)))
        }
        touch(.ended, last)
    }

    /// A press whose force rises to `pressForce` over 0.3 s, holds 0.2 s and falls back.
    mutating func press(_ p: Point) {
        touch(.began, p, force: 0)
        let ramp = Int((0.3 / GestureWriter.frameInterval).rounded())
        for step in 1...ramp {
            wait(GestureWriter.frameInterval)
            touch(.moved, p, force: GestureWriter.pressForce * Double(step) / Double(ramp))
        }
        for _ in 0..<Int((0.2 / GestureWriter.frameInterval).rounded()) {
            wait(GestureWriter.frameInterval)
            touch(.moved, p, force: GestureWriter.pressForce)
        }
        for step in stride(from: ramp - 1, through: 0, by: -1) {
            wait(GestureWriter.frameInterval)
            touch(.moved, p, force: GestureWriter.pressForce * Double(step) / Double(ramp))
        }
        touch(.ended, p, force: 0)
    }
}
