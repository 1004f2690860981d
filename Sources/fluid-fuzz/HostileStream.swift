import FluidCore
import FluidGestures
import FluidMotion
import FluidRandom

/// Generates what a careless or broken host sends: mostly plausible gestures (a few fingers
/// pressing, dragging and flicking at frame rate on a phone-sized container), mixed with values
/// at and beyond the edges of `InputDomain` — NaN, ±∞ and 1e300 coordinates, clocks that stall,
/// jump back or jump ahead by hours or years, resizes and row-count changes mid-touch, cancels,
/// lifts that never came and fingers that were never down.
struct HostileStream {
    var rng: SplitMix64
    /// The host clock (s): plausible readings follow it; hostile ones are one-off.
    private(set) var clock = 0.0
    private var size = Size(width: 390, height: 844)
    private var fingers: [Int: Point] = [:]

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    /// Coordinates and lengths far outside anything on a screen.
    static let hostileLengths: [Double] = [
        .nan, .infinity, -.infinity, 1e300, -1e300, 1e308, -1e308,
        1e17, 1e12, 1e9, -1e9, 0, -0.0, .leastNonzeroMagnitude
    ]
    /// Host clock readings that are not the clock (s).
    static let hostileTimes: [Double] = [
        .nan, .infinity, -.infinity, 1e300, -1e300, 1e17, 1e12, 9.9e11,
        -1e12, 0, -1
    ]
    static let sizes: [Size] = [
        Size(width: 390, height: 844), Size(width: 844, height: 390),
        Size(width: 320, height: 200), Size(width: 1024, height: 1366),
        Size(width: 1, height: 1), .zero, Size(width: -10, height: -20),
        Size(width: .nan, height: 500), Size(width: 390, height: 1e308),
        Size(width: 1e9, height: 1e9), Size(width: 390, height: 1e10),
        Size(width: .infinity, height: 844)
    ]
    static let rowCounts: [Int] = [0, 1, 3, 40, 10_000_000, .max, -1, .min]

    /// The next action.
    mutating func next() -> FuzzAction {
        let time = nextTime()
        switch rng.next() % 100 {
        case 0..<70: return .input(.touch(touch(at: time)))
        case 70..<74: return .input(.key(rng.pick(Key.allCases), time: time))
        case 74..<76: return .input(.text(rng.pick(["a", "photo", "", "zzzz", "\u{0}", "é👍"]), time: time))
        case 76..<79:
            let newSize = rng.oneIn(3) ? rng.pick(Self.sizes) : rng.pick(Array(Self.sizes.prefix(4)))
            if newSize.isUsable { size = newSize }
            return .resize(newSize, time: time)
        case 79..<81: return .rowCount(rng.pick(Self.rowCounts), time: time)
        case 81..<83: return .move(Int(rng.next() % 7) - 2, animated: rng.next() % 4 != 0, time: time)
        case 83: return .request(pick: rng.next(), time: time)
        case 84..<88: return .input(.scroll(scroll(at: time)))
        default: return .advance(time)
        }
    }

    /// Mostly a frame or a few later; sometimes a stall, jitter, a reset or a hostile reading.
    private mutating func nextTime() -> Double {
        switch rng.next() % 200 {
        case 0: return rng.pick(Self.hostileTimes)
        case 1: clock -= 0.5  // jitter back
        case 2: clock -= 1000  // a new, earlier clock
        case 3: clock += rng.pick([60.0, 3600, 3.156e7])  // a minute, an hour, a year of nothing
        case 4..<8: break  // two events in one instant
        default: clock += Double(rng.next() % 40) / 1000  // up to 40 ms, frames and hitches
        }
        return clock
    }

    private mutating func touch(at time: Double) -> TouchEvent {
        let id = rng.next() % 8 == 0 ? Int(rng.next() % 4) + 2 : 1
        let phase: TouchPhase
        if let previous = fingers[id] {
            switch rng.next() % 20 {
            case 0: phase = .cancelled
            case 1, 2: phase = .ended
            case 3: phase = .began  // a host that lost the lift
            default: phase = .moved
            }
            _ = previous
        } else {
            phase = rng.next() % 6 == 0 ? rng.pick([.moved, .ended, .cancelled]) : .began
        }
        let location = rng.oneIn(30) ? hostilePoint() : plausiblePoint(near: fingers[id])
        if phase == .ended || phase == .cancelled { fingers[id] = nil } else { fingers[id] = location }
        let force: Double? =
            switch rng.next() % 8 {
            case 0: rng.pick([.nan, -1, 2, .infinity])
            case 1, 2, 3: Double(rng.next() % 1001) / 1000
            default: nil
            }
        return TouchEvent(id: id, phase: phase, location: location, time: time, force: force)
    }

    /// A touchpad's gesture or a wheel's notch, sometimes out of order (a `changed` or `ended`
    /// with no `began`), with hostile deltas and pointers now and then.
    private mutating func scroll(at time: Double) -> ScrollEvent {
        let phase = rng.pick(ScrollPhase.allCases)
        let location = rng.oneIn(30) ? hostilePoint() : plausiblePoint(near: nil)
        let dy: Double =
            switch rng.next() % 10 {
            case 0: rng.pick(Self.hostileLengths)
            case 1: phase == .wheel ? Double(Int(rng.next() % 7) - 3) : 0
            default: phase == .wheel ? rng.pick([-1.0, 1]) : (Double(rng.next() % 4001) / 100 - 20)
            }
        let dx: Double = rng.oneIn(20) ? rng.pick(Self.hostileLengths) : 0
        return ScrollEvent(phase: phase, location: location, delta: Point(x: dx, y: dy), time: time)
    }

    private mutating func plausiblePoint(near previous: Point?) -> Point {
        let width = size.width.isFinite ? min(size.width, 2000) : 390
        let height = size.height.isFinite ? min(size.height, 2000) : 844
        if let previous, previous.isFinite, abs(previous.x) < 1e4, abs(previous.y) < 1e4 {
            // A finger moves up to 8000 pt/s: at most ~130 pt per 16 ms frame.
            let step = rng.oneIn(10) ? 400.0 : 130.0
            let dx = (Double(rng.next() % 2001) / 1000 - 1) * step * 0.3
            let dy = (Double(rng.next() % 2001) / 1000 - 1) * step
            return Point(x: previous.x + dx, y: previous.y + dy)
        }
        return Point(
            x: Double(rng.next() % UInt64(max(1, width) + 40)) - 20,
            y: Double(rng.next() % UInt64(max(1, height) + 40)) - 20)
    }

    private mutating func hostilePoint() -> Point {
        Point(
            x: rng.oneIn(2) ? rng.pick(Self.hostileLengths) : 195,
            y: rng.pick(Self.hostileLengths))
    }
}
