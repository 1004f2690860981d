import FluidCanvas
import FluidCore
import FluidGestures
import FluidJSON
import FluidSceneKit

/// Drawing ahead of the finger (issue 33): with `predictsTouches` on, a frame shows each finger
/// where `TouchPredictor` says it will be when the frame is presented, so what follows a finger
/// — a drawer, the list, the picture-in-picture window, the rubber band, the flashlight's press,
/// the rotation card — is drawn a frame less behind it.
///
/// The prediction never reaches the scene. `predictFrame(presentedAt:frameInterval:)` hands a
/// *copy* of the scene a `moved` touch at each finger's predicted location, and `drawFrame`
/// draws that copy; the scene itself takes only real samples, so what is decided on release
/// (velocity, detent) and every trace frame come from the samples alone. The next real event
/// supersedes the copy. Off (the default, and `fluid replay` without `--predict`), nothing of
/// this runs and every frame is drawn as before, byte for byte.
public struct TouchPrediction {
    /// Whether frames draw predicted touches.
    var isOn = false
    /// A predictor per finger down that reaches the scene.
    var fingers: [Int: TouchPredictor] = [:]
    /// The scene as the coming frame draws it, when a finger is predicted away from its sample.
    /// Drawn with its own damage: a canvas keeps the damage of the frame it drew, the copy's,
    /// so the next frame repaints where the copy drew as well (`FrameDamage`).
    var drawn: AnyScene?
}

extension Session {
    /// Whether frames show fingers where they are predicted to be when presented (see
    /// `TouchPrediction`). Off by default; turning it off forgets every prediction.
    public var predictsTouches: Bool {
        get { prediction.isOn }
        set {
            guard newValue != prediction.isOn else { return }
            prediction = TouchPrediction()
            prediction.isOn = newValue
        }
    }

    /// For a trace frame (docs/trace.md): `predicted`, the scene's fields as the last
    /// `predictFrame` drew it, when it drew a finger ahead; nothing otherwise. What the frame
    /// showed, beside what the scene holds.
    public var predictedTraceFields: [(String, JSONValue)] {
        guard let drawn = prediction.drawn else { return [] }
        return [("predicted", .object(drawn.traceFrame.map { JSONValue.Field($0.0, $0.1) }))]
    }

    /// Takes a touch the scene is about to handle (`event`, on the scene's clock) as a sample.
    mutating func notePrediction(_ event: InputEvent) {
        guard prediction.isOn, case .touch(let touch) = event else { return }
        prediction.drawn = nil
        switch touch.phase {
        case .began:
            var predictor = TouchPredictor()
            predictor.add(touch.location, at: touch.time)
            prediction.fingers[touch.id] = predictor
        case .moved:
            prediction.fingers[touch.id]?.add(touch.location, at: touch.time)
        case .ended, .cancelled:
            prediction.fingers[touch.id] = nil
        }
    }

    /// Prepares the coming frame, to be presented at host time `presented` (s) on a display
    /// refreshed every `frameInterval` (s): each finger down is moved, in a copy of the scene, to
    /// where it is predicted then, leading its newest sample by at most 1.5 `frameInterval`s.
    /// Call after the frame's events and `advance(to:)`, before `drawFrame`. Does nothing while
    /// `predictsTouches` is off or a navigation transition runs.
    public mutating func predictFrame(presentedAt presented: Double, frameInterval: Double) {
        guard prediction.isOn else { return }
        prediction.drawn = nil
        guard transition == nil, !prediction.fingers.isEmpty,
            presented.isFinite, frameInterval.isFinite, frameInterval > 0
        else { return }
        let at = presented + (clock.sceneTime - clock.hostTime)
        let now = clock.sceneTime
        var moves: [TouchEvent] = []
        for id in prediction.fingers.keys.sorted() {
            let finger = prediction.fingers[id]!
            guard let ahead = finger.location(at: at, maxLead: 1.5 * frameInterval),
                let sample = finger.location, ahead != sample
            else { continue }
            moves.append(TouchEvent(id: id, phase: .moved, location: ahead, time: max(now, finger.latestTime ?? now)))
        }
        guard !moves.isEmpty else { return }
        var copy = scene
        for move in moves { copy.handle(.touch(move)) }
        prediction.drawn = copy
    }
}
