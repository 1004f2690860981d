import FluidCore
import FluidMotion

/// Detects that a moving finger paused (the iPhone X swipe-up-and-hold to the app switcher) from
/// its deceleration over a *time window*, with no timer.
///
/// The rule, evaluated at every sample (touch moves and frame times alike):
///
///     paused ⇔ |v(t)| ≤ maxSpeed                      (100 pt/s: nearly still)
///            ∧ |offset(t)| ≥ minOffset                 (50 pt: the gesture went somewhere)
///            ∧ |v(t)| < (1 − dropFraction) · peak(t)   (lost > 90 % of its speed …)
///     peak(t) = max |v| over [t − window, t]         (… within the last 100 ms)
///
/// Each sample's speed holds until the next sample, so |v| is a step function of time and
/// sampling it more often changes nothing: the sample just before t − window counts too.
///
/// Because the comparison is against the fastest speed of the last `window` seconds, a sharp stop
/// satisfies it almost at once, while a slow stop must wait until the speed is a tenth of what it
/// was a window ago: for a linear deceleration a (pt/s²) the speed must fall below a·window/9, so
/// the gentler the stop, the later (and the closer to still) the detection. Counting samples, as
/// the seed does, would make the reaction depend on the event rate; a time window does not.
///
/// Speeds come from the caller (a velocity tracker), so a finger that stops sending events is seen
/// as stopping once the tracker reports 0: feed `update` at the instant that happens
/// (`VelocityTracker.stopTime`) rather than only at the next frame, and detection is the same at
/// any frame rate. Detection latches until `reset()` (a new gesture).
///
/// Storage is inline (`capacity` samples); samples arriving faster than `capacity` per window
/// overwrite the oldest, which only shortens the window. Non-finite samples and times earlier than
/// the latest one are ignored.
public struct PauseDetector: Sendable {
    /// Samples kept for the window.
    public static var capacity: Int { 64 }

    /// The window over which the speed must have dropped (s), WWDC18 seed: ~7 samples at 60 Hz.
    public var window = 0.1
    /// Speed at or below which the finger may count as paused (pt/s).
    public var maxSpeed = 100.0
    /// Distance from the gesture's start below which no pause counts (pt).
    public var minOffset = 50.0
    /// Fraction of the window's peak speed that must have been lost (0…1).
    public var dropFraction = 0.9

    /// True once a pause was detected in this gesture.
    public private(set) var hasPaused = false
    /// When the pause was detected (s).
    public private(set) var pauseTime: Double?

    private var times: FixedStorage64<Double>
    private var speeds: FixedStorage64<Double>
    private var newest = -1
    private var count = 0

    /// A detector with no samples: not paused.
    public init() {
        times = FixedStorage64(repeating: 0)
        speeds = FixedStorage64(repeating: 0)
    }

    /// Forgets the gesture (a new touch begins).
    public mutating func reset() {
        newest = -1
        count = 0
        hasPaused = false
        pauseTime = nil
    }

    /// The time of the latest sample (s), if any.
    public var latestTime: Double? { count > 0 ? times[newest] : nil }

    /// Records the finger's `velocity` (pt/s) and its `offset` from where the gesture began (pt) at
    /// `time` (s). Returns true exactly once per gesture: at the sample that detects the pause.
    @discardableResult
    public mutating func update(offset: Double, velocity: Double, at time: Double) -> Bool {
        guard !hasPaused, time.isFinite, offset.isFinite, velocity.isFinite else { return false }
        if let latest = latestTime, time < latest { return false }
        let speed = abs(velocity)
        newest = (newest + 1) % Self.capacity
        times[newest] = time
        speeds[newest] = speed
        count = min(count + 1, Self.capacity)
        guard speed <= maxSpeed, abs(offset) >= minOffset else { return false }
        let peak = peakSpeed(since: time - window)
        guard peak > 0, speed < (1 - dropFraction) * peak else { return false }
        hasPaused = true
        pauseTime = time
        return true
    }

    /// The fastest speed the finger had at any moment from `start` on (pt/s). Each sample holds
    /// until the next, so the sample just before `start` counts too: the speed is a step function
    /// of time, and sampling it more often (at every frame as well as at every touch) changes
    /// nothing, which keeps detection independent of the frame rate.
    public func peakSpeed(since start: Double) -> Double {
        times.withUnsafeBufferPointer { times in
            speeds.withUnsafeBufferPointer { speeds in
                var peak = 0.0
                var k = 0
                while k < count {
                    let i = (newest - k + Self.capacity) % Self.capacity
                    peak = max(peak, speeds[i])
                    if times[i] < start { break }
                    k += 1
                }
                return peak
            }
        }
    }
}
