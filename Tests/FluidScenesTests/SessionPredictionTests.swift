import FluidCore
import FluidGestures
import Testing

@testable import FluidJSON
@testable import FluidSceneKit
@testable import FluidScenes
@testable import FluidSession

/// Touch prediction at the session (`Session+Prediction`): the frame draws a copy of the scene
/// with the finger ahead; the scene itself, its trace and its release see the samples alone.
@Suite struct SessionPredictionTests {
    /// A steady drag up the Shortcuts drawer: 600 pt/s from y 760, a sample every 1/120 s half
    /// a sample off the frames, frames at 60 Hz, each advanced to its start and predicted for
    /// the refresh after it (as the playground paces them).
    static func drag(predicting: Bool) throws -> (frames: [String], predicted: [Double?], release: String) {
        var session = try Session(scene: "shortcuts")
        session.predictsTouches = predicting
        var frames: [String] = [], predicted: [Double?] = []
        session.handle(.touch(TouchEvent(id: 1, phase: .began, location: Point(x: 195, y: 760), time: 1)))
        var sample = 1
        for frame in 1...30 {
            let t = 1 + Double(frame) / 60
            while 1 + (Double(sample) - 0.5) / 120 <= t {
                let y = 760 - 600 * (Double(sample) - 0.5) / 120
                session.handle(
                    .touch(
                        TouchEvent(
                            id: 1, phase: .moved, location: Point(x: 195, y: y),
                            time: 1 + (Double(sample) - 0.5) / 120)))
                sample += 1
            }
            session.advance(to: t)
            session.predictFrame(presentedAt: t + 1.0 / 60, frameInterval: 1.0 / 60)
            frames.append(Trace.frame(session, index: frame))
            predicted.append(Self.top(session.predictedTraceFields))
        }
        let last = Double(sample - 1) - 0.5
        session.handle(
            .touch(
                TouchEvent(
                    id: 1, phase: .ended, location: Point(x: 195, y: 760 - 600 * last / 120),
                    time: 1 + last / 120 + 0.01)))
        session.advance(to: 1.6)
        return (frames, predicted, Trace.frame(session, index: 31))
    }

    /// The drawer's `top` in a `predicted` trace field, if there is one.
    static func top(_ fields: [(String, JSONValue)]) -> Double? {
        guard case .object(let predicted)? = fields.first(where: { $0.0 == "predicted" })?.1,
            case .object(let drawer)? = predicted.first(where: { $0.key == "drawer" })?.value,
            case .number(let top)? = drawer.first(where: { $0.key == "top" })?.value
        else { return nil }
        return top
    }

    static func realTop(_ frame: String) -> Double {
        let after = frame.split(separator: "\"top\":", maxSplits: 1)[1]
        return Double(after.prefix { $0 == "." || $0 == "-" || $0.isNumber })!
    }

    /// What the scene holds, frame by frame, and the state after the release are the same with
    /// prediction on and off: the prediction is drawn, never a sample.
    @Test func theSceneSeesTheSamplesAlone() throws {
        let off = try Self.drag(predicting: false), on = try Self.drag(predicting: true)
        #expect(off.frames == on.frames)
        #expect(off.release == on.release)
        #expect(off.predicted.allSatisfy { $0 == nil })
    }

    /// Drawn ahead: once the drag runs (the drawer follows the finger past its slop), each
    /// predicted frame's drawer top is above the scene's — the frame is presented 1/60 s after
    /// it starts, 1/240 s after the newest sample, so it leads by about 20.8 ms of the finger's
    /// 600 pt/s, 12.5 pt — and never by more than the 1.5-frame cap (25 ms, 15 pt).
    @Test func framesDrawTheFingerAhead() throws {
        let on = try Self.drag(predicting: true)
        var ahead = 0
        for (frame, predicted) in zip(on.frames, on.predicted).dropFirst(6) {
            guard let predicted else { continue }
            let lead = Self.realTop(frame) - predicted
            #expect(lead >= 0 && lead <= 15, "\(frame)")
            if lead > 1 { ahead += 1 }
        }
        #expect(ahead >= 10)
    }
}
