import FluidCore
import FluidGestures

/// The fingers on a session: which are down, where each was last, and which are withheld from
/// the scene (down when the scene changed, or taken by a transition) until they lift.
struct SessionFingers {
    /// Ids of the fingers down.
    private(set) var down = Set<Int>()
    /// Where each finger down was last (pt), so a scene left with fingers on it sees them
    /// cancelled where they were.
    private var locations: [Int: Point] = [:]
    /// Fingers the current scene never sees, until they lift.
    var withheld = Set<Int>()

    /// True when `id` is down.
    func isDown(_ id: Int) -> Bool { down.contains(id) }

    /// True when the only finger down is `id`.
    func isOnly(_ id: Int) -> Bool { down == [id] }

    /// Where finger `id` was last, nil when it is not down or gave no finite location.
    func location(of id: Int) -> Point? { locations[id] }

    /// Takes note of `touch`: a `began` puts the finger down, an end lifts it, a move while
    /// down records where it is.
    mutating func note(_ touch: TouchEvent) {
        if touch.phase == .began { down.insert(touch.id) }
        if touch.phase == .ended || touch.phase == .cancelled {
            down.remove(touch.id)
            locations[touch.id] = nil
        } else if down.contains(touch.id), touch.location.isFinite {
            locations[touch.id] = touch.location
        }
    }

    /// The fingers the current scene holds (down and not withheld), in id order, each as a
    /// `cancelled` touch where it was last, at `time`: what a scene being left sees.
    func cancellations(at time: Double) -> [TouchEvent] {
        down.sorted().filter { !withheld.contains($0) }.map {
            TouchEvent(id: $0, phase: .cancelled, location: locations[$0] ?? .zero, time: time)
        }
    }

    /// Withholds every finger down from the scene now current, until each lifts.
    mutating func withholdAllDown() { withheld = down }
}
