import FluidCore
import FluidMotion

/// Turns a host's time readings into the clock a scene runs on, which never runs backwards and
/// never jumps by more than `maxStep`, so no reading can freeze a scene (scene models, like the
/// engine's, ignore times earlier than their latest).
///
/// Readings are classified by `InputDomain.reading` against the latest accepted host time:
/// - outside the domain (non-finite, |t| > 10¹² s) or jitter just before the latest: the scene
///   time stays where it is;
/// - forward: the scene time follows, by at most `maxStep` (a longer jump completes every
///   motion all the same);
/// - more than `InputDomain.clockResetGap` back: a new host clock. The scene time stays where it
///   is and follows the new clock from there.
///
/// While the host clock runs normally (readings never more than `maxStep` apart), scene time is
/// host time exactly: the offset between them changes only at a reset or a long jump.
struct SceneClock: Hashable, Sendable {
    /// The longest a scene's time advances at one reading (s): an hour, longer than any motion
    /// of any scene takes to come to rest (`Replay.settleLimit` is 30 s).
    static let maxStep = 3600.0

    /// The latest accepted host time (s).
    private(set) var hostTime = 0.0
    /// Scene time − host time (s).
    private var offset = 0.0

    /// The scene time (s).
    var sceneTime: Double { hostTime + offset }

    /// Takes the host reading `t` (s) and returns the scene time for it.
    mutating func read(_ t: Double) -> Double {
        switch InputDomain.reading(t, after: hostTime) {
        case .latest:
            break
        case .forward(let t):
            offset -= max(0, (t - hostTime) - Self.maxStep)
            hostTime = t
        case .reset(let t):
            offset += hostTime - t
            hostTime = t
        }
        return sceneTime
    }
}
