/// Chooses each frame's presentation time and, where vsync does not wait (software renderers,
/// Xvfb), waits for it instead, so animation runs at the display's rate either way.
///
/// While frames run back to back the time advances by exactly one refresh interval per frame
/// (or more after a dropped frame); the first frame after idling is presented at once.
struct FramePacer {
    /// Seconds between display refreshes.
    let interval: Double
    /// False once presents were seen returning without waiting for a vblank.
    private(set) var vsyncWaits: Bool
    private var lastFrame: Double?
    private var quickPresents = 0

    /// Presents shorter than this fraction of the interval do not wait for vblank.
    private static let quickPresentFraction = 0.2
    /// Consecutive quick presents before pacing by sleeping.
    private static let quickPresentsToSwitch = 10

    init(interval: Double, vsync: Bool) {
        self.interval = interval
        vsyncWaits = vsync
    }

    /// The presentation time of a frame started at `now` (s), never earlier than the last one.
    mutating func frameTime(now: Double) -> Double {
        var t = now
        if let last = lastFrame, now - last < 2 * interval {
            // Continuous animation: the next vblank after the last one we hit at or after now.
            let steps = max(1, ((now - last) / interval).rounded(.up))
            t = last + steps * interval
        }
        lastFrame = t
        return t
    }

    /// Seconds to sleep before presenting the frame whose time is `frameTime`, 0 with vsync.
    func delayBeforePresent(frameTime: Double, now: Double) -> Double {
        vsyncWaits ? 0 : max(0, frameTime - now)
    }

    /// Records how long a present took (s) to detect a vsync that does not wait.
    mutating func didPresent(taking duration: Double, continuous: Bool) {
        guard vsyncWaits, continuous else { return }
        quickPresents = duration < FramePacer.quickPresentFraction * interval ? quickPresents + 1 : 0
        if quickPresents >= FramePacer.quickPresentsToSwitch { vsyncWaits = false }
    }

    /// Forgets the last frame: the next one starts an animation afresh.
    mutating func idle() { lastFrame = nil }
}
