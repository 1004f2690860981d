import FluidJSON

/// Drives a session through a touch script on a fixed frame clock, the way `fluid replay` does:
/// frame n happens at t = n / fps (computed, never accumulated, so long runs do not drift).
/// At each frame the items with `time ≤ t` are applied, the session advances to t, and
/// `frame(n, session)` is called. Frames continue past the last item until the scene stops
/// needing frames, at most `settleLimit` seconds after the last item, and never past
/// `maxFrames` frames in all.
///
/// A script with `frame` lines (a web page's recording) is replayed on those frames instead:
/// frame k is at the k-th frame line's time, after the items before that line, so the trace is
/// the one the host drew. Past the last frame line the fixed clock goes on from its time
/// (t = last + n / fps), until the remaining items are applied and the scene is at rest.
public struct Replay {
    /// Seconds of frames allowed after the last item for the scene to come to rest.
    public static let settleLimit = 30.0

    /// The most frames one replay runs: 100 000 is 27 min 46 s at 60 fps and a trace of about
    /// 30 MB, which bounds the time, memory and output a script can ask for.
    public static let maxFrames = 100_000

    public let script: TouchScript
    /// Frames per second, finite and > 0.
    public let fps: Double

    /// - Precondition: `fps` is finite and > 0.
    /// - Throws: `ReplayError.tooLong` when the script's last item falls on a frame at or past
    ///   `maxFrames` at this frame rate.
    public init(script: TouchScript, fps: Double) throws(ReplayError) {
        precondition(fps.isFinite && fps > 0, "fps must be finite and > 0")
        // The last item's frame is ⌈end × fps⌉ after the clock's start (the recorded frames
        // before it); compared as a Double so 1e308 s cannot overflow.
        let clock = Replay.fixedClock(of: script)
        guard Double(clock.firstIndex) + ((script.endTime - clock.origin) * fps).rounded(.up) < Double(Replay.maxFrames)
        else {
            throw .tooLong(endTime: script.endTime, fps: fps)
        }
        self.script = script
        self.fps = fps
    }

    /// Runs every frame; returns the number of frames (1…`maxFrames`).
    @discardableResult
    public func run<E: Error>(
        _ session: inout Session,
        frame: (_ index: Int, _ session: Session) throws(E) -> Void
    ) throws(E) -> Int {
        let items = script.items
        let end = script.endTime
        var next = 0
        var index = 0
        for recorded in script.frames {
            while next < recorded.itemCount {
                session.apply(items[next])
                next += 1
            }
            session.advance(to: recorded.time)
            try frame(index, session)
            index += 1
        }
        if !script.frames.isEmpty, next == items.count, !session.needsFrames { return index }
        let clock = Replay.fixedClock(of: script)
        while true {
            let t = clock.origin + Double(index - clock.firstIndex + clock.step) / fps
            while next < items.count, items[next].time <= t {
                session.apply(items[next])
                next += 1
            }
            session.advance(to: t)
            // With `Session.predictsTouches` on, the frame draws fingers ahead to t (its time).
            session.predictFrame(presentedAt: t, frameInterval: 1 / fps)
            try frame(index, session)
            index += 1
            let finished = next == items.count && t >= end && !session.needsFrames
            if finished || t >= end + Replay.settleLimit || index == Replay.maxFrames { return index }
        }
    }

    /// Where the fixed frame clock starts: frame `firstIndex` at `origin` + `step` / fps s —
    /// frame 0 at 0 s, or for a script with recorded frames the frame after the last of them,
    /// one frame interval past its time.
    private static func fixedClock(of script: TouchScript) -> (firstIndex: Int, origin: Double, step: Int) {
        guard let last = script.frames.last else { return (0, 0, 0) }
        return (script.frames.count, last.time, 1)
    }
}

/// A script a replay refuses; `description` is one line.
public enum ReplayError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The last item (at `endTime` s) falls past `Replay.maxFrames` frames at `fps`.
    case tooLong(endTime: Double, fps: Double)

    public var description: String {
        switch self {
        case .tooLong(let endTime, let fps):
            let lastTime = Double(Replay.maxFrames - 1) / fps
            return
                "the last event is at t = \(JSONValue.format(endTime)) s, but a replay is at most \(Replay.maxFrames) "
                + "frames: events up to t = \(JSONValue.format(lastTime)) s at \(JSONValue.format(fps)) fps"
        }
    }
}
