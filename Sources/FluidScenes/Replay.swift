/// Drives a session through a touch script on a fixed frame clock, the way `fluid replay` does:
/// frame n happens at t = n / fps (computed, never accumulated, so long runs do not drift).
/// At each frame the items with `time ≤ t` are applied, the session advances to t, and
/// `frame(n, session)` is called. Frames continue past the last item until the scene stops
/// needing frames, at most `settleLimit` seconds after the last item.
public struct Replay {
    /// Seconds of frames allowed after the last item for the scene to come to rest.
    public static let settleLimit = 30.0

    public let script: TouchScript
    /// Frames per second, finite and > 0.
    public let fps: Double

    /// - Precondition: `fps` is finite and > 0.
    public init(script: TouchScript, fps: Double) {
        precondition(fps.isFinite && fps > 0, "fps must be finite and > 0")
        self.script = script
        self.fps = fps
    }

    /// Runs every frame; returns the number of frames.
    @discardableResult
    public func run<E: Error>(_ session: inout Session,
                              frame: (_ index: Int, _ session: Session) throws(E) -> Void) throws(E) -> Int {
        let items = script.items
        let end = script.endTime
        var next = 0
        var index = 0
        while true {
            let t = Double(index) / fps
            while next < items.count, items[next].time <= t {
                session.apply(items[next])
                next += 1
            }
            session.advance(to: t)
            try frame(index, session)
            index += 1
            let finished = next == items.count && t >= end && !session.needsFrames
            if finished || t >= end + Replay.settleLimit { return index }
        }
    }
}
