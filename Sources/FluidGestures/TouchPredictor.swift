import FluidCore
import FluidMotion

/// Where one finger will be a little later: the position a frame presented then should draw, so
/// what follows the finger is drawn where the finger is when the frame is seen, not where it was
/// one sample ago (iOS's predicted touches, Android's `MotionPredictor`).
///
/// Feed it the finger's samples (`add`, the same ones `PanTracker` gives its velocity tracker:
/// the touch-down point and every move). Two answers:
///
/// - **`estimate(lead:)`**, the finger `lead` seconds after its newest sample as its recent path
///   says: per axis a `KinematicFilter` (position, velocity, acceleration) over the samples
///   after the touch-down point, moved on by its velocity and part of its acceleration — 0.4 of
///   it while the finger speeds up, 0.5 while it slows, the slowing never carried past rest.
///   The touch-down point is left out once there are three samples: a contact's first report
///   is where it landed, and the first move often jumps (recorded flings move 35 px in the first
///   8 ms, then 6). A gap of more than `VelocityTracker.stopGap` restarts the filter at rest.
///   This is what `fluid bench prediction` scores against the recorded strokes (BENCHMARKS.md,
///   "Prediction"): 0.82–0.89 × the RMS error of the better of Android's `impulse` and the
///   least-squares tracker, at 8.3 and 16.7 ms, on Flutter's and Android's recordings.
/// - **`location(at:maxLead:)`**, what to draw for a frame presented at a time: the estimate,
///   with the guards a drawn finger needs. The lead is at most `maxLead` (a frame and a half
///   by default). No prediction across a stop: when the newest sample repeats the one before or
///   the velocity tracker says the finger has stopped (`VelocityTracker`'s rules), the finger is
///   drawn where it is. And a turn is not overshot: a slowing finger is drawn no farther than
///   half the distance its filtered deceleration would take it to rest (v²/(4|a|); the
///   filter's acceleration trails a turn), nor past the rest its last two chords project, nor
///   against its newest chord, nor along an axis that chord did not move. Tests:
///   TouchPredictorTests (generated swings up to 3 Hz and eased stops are not overshot by more
///   than 1 pt, nor the recorded strokes' reversals).
///
/// Release decisions never read it: a prediction is drawn, never a sample.
public struct TouchPredictor: Sendable {
    /// The most a drawn prediction leads the newest sample by default (s): one and a half
    /// frames at 60 Hz.
    public static let defaultMaxLead = 0.025
    /// The part of the filtered acceleration carried forward while the finger speeds up: chosen
    /// on the recorded strokes (the full acceleration overshoots the ends of their
    /// accelerations, which are short).
    public static let speedingUpShare = 0.4
    /// The part carried forward while the finger slows, chosen likewise.
    public static let slowingShare = 0.5

    /// The filters over every sample (used while there are two) and over the samples after the
    /// touch-down point (from the third on).
    var all = (x: KinematicFilter(at: 0), y: KinematicFilter(at: 0))
    var afterDown = (x: KinematicFilter(at: 0), y: KinematicFilter(at: 0))
    var count = 0
    var latest = 0.0
    var newest = Point.zero
    /// The newest sample repeats the previous position.
    var stillSeen = false
    /// The newest three distinct sample times and positions, newest first (samples that share a
    /// time count as their mean position), and how many of them there are: the last two chords,
    /// for the chord guard.
    var recent = (Moment(), Moment(), Moment())
    var moments = 0

    struct Moment {
        var t = 0.0
        var p = Point.zero
        var samples = 0.0
    }
    var tracker = VelocityTracker<Point>()

    /// A predictor with no samples.
    public init() {}

    /// Forgets every sample (a new touch).
    public mutating func reset() {
        count = 0
        tracker.reset()
    }

    /// The newest sample's position, if any (pt).
    public var location: Point? { count > 0 ? newest : nil }

    /// The newest sample's time, if any (s).
    public var latestTime: Double? { count > 0 ? latest : nil }

    /// Records the finger at `location` (pt) at `time` (s). Samples outside the input domain are
    /// ignored (a time that is not finite, a coordinate that is not finite or beyond
    /// `VelocityTracker.maxMagnitude`); a time earlier than the newest sample starts a new series.
    public mutating func add(_ location: Point, at time: Double) {
        guard InputDomain.contains(time: time),
            abs(location.x) <= VelocityTracker<Point>.maxMagnitude,
            abs(location.y) <= VelocityTracker<Point>.maxMagnitude
        else { return }
        if count > 0, time < latest { reset() }
        tracker.add(location, at: time)
        let dt = time - latest
        let gap = count > 0 && dt > VelocityTracker<Point>.stopGap
        switch count {
        case 0:
            all = (KinematicFilter(at: location.x), KinematicFilter(at: location.y))
        case 1:
            if gap {
                all = (KinematicFilter(at: location.x), KinematicFilter(at: location.y))
            } else {
                all.x.update(measured: location.x, after: dt)
                all.y.update(measured: location.y, after: dt)
            }
            afterDown = (KinematicFilter(at: location.x), KinematicFilter(at: location.y))
        default:
            if gap {
                afterDown = (KinematicFilter(at: location.x), KinematicFilter(at: location.y))
            } else {
                afterDown.x.update(measured: location.x, after: dt)
                afterDown.y.update(measured: location.y, after: dt)
            }
        }
        stillSeen = count > 0 && location == newest
        if count > 0, time == recent.0.t {
            recent.0.samples += 1
            recent.0.p = recent.0.p + (1 / recent.0.samples) * (location - recent.0.p)
        } else {
            recent = (Moment(t: time, p: location, samples: 1), recent.0, recent.1)
            moments = count > 0 ? min(moments + 1, 3) : 1
        }
        count += 1
        latest = time
        newest = location
    }

    /// The finger `lead` seconds (≥ 0; negative or not finite counts as 0) after its newest
    /// sample, as its recent path says (see the type); the newest sample while there are fewer
    /// than two, nil with none. No guards: this is the estimate the prediction bench scores.
    public func estimate(lead: Double) -> Point? {
        guard count > 0 else { return nil }
        guard count >= 2, lead > 0, lead.isFinite else { return newest }
        let filters = count == 2 ? all : afterDown
        return Point(
            x: newest.x + Self.displacement(filters.x, lead: lead, restShare: nil),
            y: newest.y + Self.displacement(filters.y, lead: lead, restShare: nil))
    }

    /// Where to draw the finger for a frame presented at `time` (s): the estimate at a lead of
    /// `time` − the newest sample's time, at most `maxLead` (s; `defaultMaxLead`), and the
    /// finger itself where the finger is still (see the type). Nil with no samples.
    public func location(at time: Double, maxLead: Double = TouchPredictor.defaultMaxLead) -> Point? {
        guard count > 0 else { return nil }
        let lead = min(time - latest, maxLead)
        guard count >= 2, lead > 0, lead.isFinite, !stillSeen, tracker.velocity(at: time) != .zero else {
            return newest
        }
        let filters = count == 2 ? all : afterDown
        let dx = Self.displacement(filters.x, lead: lead, restShare: 0.5)
        let dy = Self.displacement(filters.y, lead: lead, restShare: 0.5)
        return Point(x: newest.x + chordLimited(dx, { $0.x }), y: newest.y + chordLimited(dy, { $0.y }))
    }

    /// `d` (pt, along `axis`) as the last two chords allow it: nothing against the newest
    /// chord, nothing on an axis it did not move along, and, when the chords slow, no farther
    /// than where slowing at their rate brings the finger to rest (chords are the velocities at
    /// their midpoints m₀ < m₁: v(t) = c₁ + a·(t − m₁) with a = (c₁ − c₀)/(m₁ − m₀), and from
    /// v at the newest sample the finger rests v²/(2|a|) on). The filter's acceleration trails
    /// a sudden slowing; the chords do not.
    func chordLimited(_ d: Double, _ axis: (Point) -> Double) -> Double {
        guard moments >= 2 else { return d }
        let (n, m) = (recent.0, recent.1)
        let c1 = (axis(n.p) - axis(m.p)) / (n.t - m.t)
        guard c1 != 0, d * c1 > 0 else { return 0 }
        guard moments >= 3 else { return d }
        let o = recent.2
        let c0 = (axis(m.p) - axis(o.p)) / (m.t - o.t)
        guard c0 * c1 > 0, abs(c1) < abs(c0) else { return d }
        let m1 = (n.t + m.t) / 2
        let a = (c1 - c0) / (m1 - (m.t + o.t) / 2)
        let v = c1 + a * (n.t - m1)
        guard v * c1 > 0 else { return 0 }
        let rest = v * v / (2 * abs(a))
        return d > 0 ? min(d, rest) : max(d, -rest)
    }

    /// How far one axis moves in `lead` s: v·lead + ½·share·a·lead², never past the rest the
    /// shared slowing reaches, and, with a `restShare`, never past `restShare` × the distance
    /// the full slowing would take it to rest.
    static func displacement(_ filter: KinematicFilter, lead: Double, restShare: Double?) -> Double {
        let v = filter.velocity, a = filter.acceleration
        guard v * a < 0 else {
            let share = v * a > 0 ? speedingUpShare : 0
            return v * lead + share * a * lead * lead / 2
        }
        let slowing = slowingShare * a
        var d = v * lead + slowing * lead * lead / 2
        // Rest comes within the lead: stop there.
        if -v / slowing < lead { d = v * v / (2 * abs(slowing)) * (v > 0 ? 1 : -1) }
        if let restShare {
            let guardDistance = restShare * v * v / (2 * abs(a))
            if abs(d) > guardDistance { d = guardDistance * (v > 0 ? 1 : -1) }
        }
        return d
    }
}
