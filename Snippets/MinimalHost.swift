import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import FluidSceneKit
import FluidSession

// A host without a window: it owns a session, a canvas and a clock, and does per frame what
// the SDL playground and the web page do.
struct MinimalHost {
    var session: Session
    let canvas: RecordingCanvas
    var frames = 0

    // Settings the platform reports (appearance, Reduce Motion, text size, language, scale)
    // go in once, when the session opens.
    init(scene: String) throws {
        let options = SceneOptions(dark: true, reduceMotion: false, textSize: .large, catalog: .english)
        session = try Session(scene: scene, size: Size(width: 390, height: 844), scale: 3, options: options)
        canvas = RecordingCanvas(size: session.size)
    }

    // Input: every event carries the time it happened (s), on the clock the frames use.
    mutating func send(_ event: InputEvent) {
        session.handle(event)
    }

    // One display refresh: advance to the frame's time, then draw the whole frame.
    mutating func frame(at time: Double) {
        session.advance(to: time)
        canvas.reset()
        session.drawFrame(in: canvas)
        frames += 1
    }

    // Frames 1/60 s apart from `time` while the scene needs them; returns the last frame's time.
    mutating func runUntilRest(from time: Double) -> Double {
        var t = time
        while session.needsFrames {
            t += 1.0 / 60
            frame(at: t)
        }
        return t
    }
}

var host = try MinimalHost(scene: "shortcuts")
host.frame(at: 0)
print("opened \(host.session.sceneName): \(host.canvas.calls.count) canvas calls in the first frame")

// Semantics: the tree says where the drawer's grabber is and what it offers.
let grabber = host.session.semantics.node(id: "grabber")!
print("\(grabber.label): \(grabber.value ?? ""), actions \(grabber.actions.map(\.name))")

// A flick up from the grabber, sampled at 120 Hz as a touchscreen reports it; a frame is
// drawn every other sample.
let start = grabber.frame.center
var t = 0.5
host.send(.touch(TouchEvent(id: 1, phase: .began, location: start, time: t)))
for step in 1...8 {
    t += 1.0 / 120
    let point = Point(x: start.x, y: start.y - 45 * Double(step))
    host.send(.touch(TouchEvent(id: 1, phase: .moved, location: point, time: t)))
    if step.isMultiple(of: 2) { host.frame(at: t) }
}
host.send(.touch(TouchEvent(id: 1, phase: .ended, location: Point(x: start.x, y: start.y - 360), time: t)))
t = host.runUntilRest(from: t)
print("after the flick: \(host.session.semantics.node(id: "grabber")!.value ?? "")")

// Keys: Tab moves keyboard focus over the same tree.
t += 0.5
host.send(.key(.tab, time: t))
print("Tab focuses \(host.session.focusedNode?.label ?? "nothing")")

// An assistive technology's request: lower the drawer one detent, as VoiceOver's swipe down.
host.session.perform(.decrement, on: "grabber")
t = host.runUntilRest(from: t)
print("after decrement: \(host.session.semantics.node(id: "grabber")!.value ?? ""), \(host.frames) frames drawn")
