/// Paces continuous frames so each one shows input as fresh as possible: it sleeps first, then
/// the host takes the input that arrived and draws just before the frame's deadline (the next
/// display refresh), keeping a safety margin learned from how long recent frames took to draw
/// and present.
///
/// Drawing at once and then waiting for the refresh would show, every frame, input a whole
/// refresh old. Deadlines follow one another by exactly one refresh interval while frames run
/// back to back (or more after a frame that missed its deadline); the first frame after idling
/// has no deadline: it is drawn at once. Where presents block until the display's vblank (a GPU
/// with vsync), the deadline locks to when they return.
struct FramePacer {
    /// Seconds between display refreshes, > 0.
    let interval: Double
    /// False once presents were seen returning without waiting for a vblank.
    private(set) var vsyncWaits: Bool
    /// The deadline of the last frame presented (s), nil after idling.
    private var lastDeadline: Double?
    private var quickPresents = 0
    /// Seconds each of the last `window` frames took from the start of drawing to the end of
    /// presenting, oldest overwritten first.
    private var frameCosts: [Double] = []
    private var nextCost = 0

    /// Frames whose cost the margin is learned from (half a second at 120 Hz).
    static let window = 60
    /// Seconds added to the slowest recent frame: the scheduler's wake-up lateness and the
    /// time to take the events.
    static let slack = 0.002
    /// Factor on the slowest recent frame, for frames a little slower than any seen.
    static let headroom = 1.25
    /// Smallest margin (s), so a run of cheap frames does not leave no room at all.
    static let minimumMargin = 0.003
    /// Presents shorter than this fraction of the interval do not wait for vblank.
    private static let quickPresentFraction = 0.2
    /// Consecutive quick presents before pacing by sleeping.
    private static let quickPresentsToSwitch = 10

    /// - Precondition: `interval` is finite and > 0.
    init(interval: Double, vsync: Bool) {
        precondition(interval.isFinite && interval > 0, "refresh interval must be finite and > 0")
        self.interval = interval
        vsyncWaits = vsync
    }

    /// Seconds before a deadline to start taking input and drawing: the slowest of the recent
    /// frames × `headroom` + `slack`, at least `minimumMargin` and at most one interval.
    var margin: Double {
        let slowest = frameCosts.max() ?? 0
        return min(interval, max(FramePacer.minimumMargin, slowest * FramePacer.headroom + FramePacer.slack))
    }

    /// The deadline (s) of a continuous frame wanted at `now`: the refresh after the last
    /// frame's, or the first one still `margin` away when that has passed. Nil after idling (or
    /// a pause of two intervals or more): draw at once.
    func deadline(now: Double) -> Double? {
        guard let last = lastDeadline, now - last < 2 * interval else { return nil }
        let steps = max(1, ((now + margin - last) / interval).rounded(.up))
        return last + steps * interval
    }

    /// When to wake (s) for a frame due at `deadline`.
    func wakeTime(for deadline: Double) -> Double { deadline - margin }

    /// Records a frame that started drawing at `start`, was due at `deadline` (nil: drawn at
    /// once) and finished presenting at `end` (all s, one clock). `continuous`: the frame ran
    /// back to back with the previous one (used to detect a vsync that does not wait).
    mutating func didPresent(start: Double, end: Double, deadline: Double?, continuous: Bool) {
        let cost = max(0, end - start)
        if frameCosts.count < FramePacer.window {
            frameCosts.append(cost)
        } else {
            frameCosts[nextCost] = cost
            nextCost = (nextCost + 1) % FramePacer.window
        }
        if vsyncWaits, continuous {
            quickPresents = cost < FramePacer.quickPresentFraction * interval ? quickPresents + 1 : 0
            if quickPresents >= FramePacer.quickPresentsToSwitch { vsyncWaits = false }
        }
        // A blocking present returns at the vblank itself: the truest deadline there is.
        lastDeadline = vsyncWaits ? end : max(deadline ?? end, end)
    }

    /// When a frame that starts drawing at `start`, due at `deadline` (nil: drawn at once), will
    /// be on screen (s): at its deadline where presents wait for the vblank; elsewhere when its
    /// present returns, as long after `start` as recent frames took (their median). What touch
    /// prediction aims at (`Session.predictFrame`).
    func presentationTime(start: Double, deadline: Double?) -> Double {
        if vsyncWaits, let deadline { return max(deadline, start) }
        guard !frameCosts.isEmpty else { return start }
        return start + frameCosts.sorted()[frameCosts.count / 2]
    }

    /// Forgets the last frame: the next one starts an animation afresh.
    mutating func idle() { lastDeadline = nil }
}
