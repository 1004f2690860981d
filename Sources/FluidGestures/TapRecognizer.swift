import FluidCore
import FluidMotion

/// A recognized tap: where the finger went down and lifted (pt), when it lifted (s), and how
/// long it was down (s).
public struct Tap: Hashable, Sendable {
    /// Where the finger went down (pt).
    public var startLocation: Point
    /// Where it lifted (pt).
    public var location: Point
    /// When it lifted (s).
    public var time: Double
    /// How long the finger was down (s).
    public var duration: Double

    /// A tap from its touch-down and lift-off.
    public init(startLocation: Point, location: Point, time: Double, duration: Double) {
        self.startLocation = startLocation
        self.location = location
        self.time = time
        self.duration = duration
    }
}

/// Recognizes a single tap: a finger that goes down and lifts without moving farther than `slop`
/// from where it went down, within `maxDuration`.
///
/// Feed every `TouchEvent` to `handle(_:)` (it keeps its own `TouchOwnership`, so other fingers
/// and malformed sequences are ignored). A move past the slop, a cancel, or holding past
/// `maxDuration` fails the tap for the rest of that touch; `fail()` does the same from outside
/// (for example when the touch caught a moving object instead); `cancel()` also stops listening
/// to that finger.
public struct TapRecognizer: Sendable {
    /// Where the recogniser is.
    public enum State: String, Hashable, Sendable {
        /// No finger down.
        case possible
        /// A finger is down and may still become a tap.
        case tracking
        /// The latest lift-off was a tap.
        case recognized
        /// The latest (or current) touch cannot be a tap.
        case failed
    }

    /// Android's long-press timeout (ViewConfiguration, 500 ms): a longer hold is a press, not a
    /// tap. Use `.infinity` for list rows, which UITableView selects however long they are held.
    public static let defaultMaxDuration = 0.5

    /// Movement (pt) from the touch-down point beyond which the touch is not a tap.
    public var slop: Double
    /// The longest hold (s) that still counts as a tap; `.infinity` for no limit.
    public var maxDuration: Double

    /// Where the recogniser is: possible, tracking, recognized or failed.
    public private(set) var state: State = .possible
    /// Where the latest touch went down (pt).
    public private(set) var startLocation: Point = .zero
    /// When the latest touch went down (s).
    public private(set) var startTime: Double = 0

    private var ownership = TouchOwnership()

    /// A recogniser for taps that move at most `slop` points and last at most `maxDuration` seconds.
    public init(
        slop: Double = PanTracker.defaultSlop,
        maxDuration: Double = TapRecognizer.defaultMaxDuration
    ) {
        self.slop = slop
        self.maxDuration = maxDuration
    }

    /// True while a finger is down.
    public var isTouching: Bool { ownership.isTouching }

    /// The finger being tracked while it is down (nil otherwise).
    public var touchID: Int? { ownership.owner }

    /// Applies one touch event; returns the tap when this event completes one.
    @discardableResult
    public mutating func handle(_ event: TouchEvent) -> Tap? {
        guard let event = ownership.accept(event) else { return nil }
        switch event.phase {
        case .began:
            state = .tracking
            startLocation = event.location
            startTime = event.time
        case .moved:
            if state == .tracking, !isTap(event) { state = .failed }
        case .ended:
            guard state == .tracking, isTap(event) else {
                state = .failed
                return nil
            }
            state = .recognized
            return Tap(
                startLocation: startLocation, location: event.location, time: event.time,
                duration: event.time - startTime)
        case .cancelled:
            state = .failed
        }
        return nil
    }

    /// Fails the current touch: it will not be a tap, whatever it does next.
    public mutating func fail() {
        if state == .tracking { state = .failed }
    }

    /// Gives up on the current touch: it fails and the rest of it is ignored, so the next
    /// `began` (of any finger) starts a new one.
    public mutating func cancel() {
        fail()
        ownership.release()
    }

    private func isTap(_ event: TouchEvent) -> Bool {
        let withinSlop = event.location.distance(to: startLocation) <= (slop.isFinite ? max(slop, 0) : 0)
        let withinTime = !(event.time - startTime > maxDuration)
        return withinSlop && withinTime
    }
}
