import FluidCore
import FluidMotion

/// Where a scroll event stands in its gesture.
///
/// A touchpad's two-finger scroll is a gesture like a finger's drag: `began`, any number of
/// `changed`, then `ended` (its deltas are precise, in points). A notched mouse wheel has no
/// gesture: each notch is one `wheel` event, its delta counted in notches.
public enum ScrollPhase: String, Hashable, Sendable, CaseIterable {
    /// The fingers started scrolling (may carry a first delta).
    case began
    /// The fingers moved by the event's delta (pt).
    case changed
    /// The fingers lifted; the delta is usually zero. What coasts afterwards takes the velocity
    /// the deltas showed up to the last `changed`: a host that learns of the end late (SDL2
    /// reports none, so a host ends the gesture after a pause of its choosing) does not slow it.
    case ended
    /// One or more notches of a mouse wheel, counted in `delta` (a notch is ±1); no gesture.
    case wheel
}

/// A scroll from a touchpad, a mouse wheel or a trackball at `location` (pt, container
/// coordinates) and `time` (s).
///
/// `delta` follows the content, as a finger would move it: positive `y` moves the content down
/// (shows what lies above: SDL's wheel "up", away from the person), positive `x` moves it right.
/// In points for `began`, `changed` and `ended`; in notches for `wheel`.
public struct ScrollEvent: Hashable, Sendable {
    /// Where the event stands in its gesture.
    public var phase: ScrollPhase
    /// The pointer's position (pt), which decides what scrolls.
    public var location: Point
    /// The movement: pt for a gesture, notches for `wheel` (see the type's documentation).
    public var delta: Point
    /// When it happened (s), on the host's clock.
    public var time: Double

    /// A scroll event; values are taken as given (recognisers ignore what they cannot use).
    public init(phase: ScrollPhase, location: Point, delta: Point, time: Double) {
        self.phase = phase
        self.location = location
        self.delta = delta
        self.time = time
    }
}
