import FluidCore
import FluidMotion

/// Something the drawer tells its host, taken with `Drawer.takeEvents()`.
public enum DrawerEvent: Hashable, Sendable {
    /// The selected detent changed: a release, tap, key or programmatic move chose another one
    /// (like UISheetPresentationController's selected detent, it changes when the motion toward
    /// it starts, not when it arrives).
    case detentChanged(from: Detent, to: Detent)
    /// The drawer started moving to `target` on its own (after a release, tap, key or move).
    case willSettle(target: Detent)
    /// The drawer came to rest at `detent`.
    case didSettle(at: Detent)
    /// The drawer came to rest at a hidden detent: it left the screen (after a flick down, a key
    /// or a programmatic move). Follows the `didSettle` for that detent.
    case didDismiss(at: Detent)
    /// A release would have dismissed the drawer but `Drawer.allowsDismissal` was false: it
    /// settles back at its lowest visible detent instead (UIKit's
    /// `presentationControllerDidAttemptToDismiss`).
    case dismissRefused
    /// A row was tapped (touch down and up within the slop, without catching a motion).
    case rowSelected(index: Int)
    /// The search field was tapped; the drawer heads for its largest detent.
    case searchActivated
}

/// A first-in, first-out queue of drawer events with fixed inline storage: recording and taking
/// events never allocates. It holds the latest `capacity` events; when more arrive before the
/// host takes them, the oldest are dropped and counted in `droppedCount`.
public struct DrawerEvents: Sequence, Sendable {
    /// How many events the queue holds before dropping the oldest (16).
    public static var capacity: Int { 16 }

    private var storage = FixedStorage16<QueuedDrawerEvent>(repeating: .searchActivated)
    private var head = 0
    /// Events in the queue, 0…`capacity`.
    public private(set) var count = 0
    /// Events lost to overflow since the queue was last emptied.
    public private(set) var droppedCount = 0

    /// An empty queue.
    public init() {}

    /// True when no event is queued.
    public var isEmpty: Bool { count == 0 }

    /// The `index`th oldest event, 0 ..< count.
    public subscript(index: Int) -> DrawerEvent {
        precondition(index >= 0 && index < count, "event index out of range")
        return storage[(head + index) % Self.capacity].event
    }

    mutating func append(_ event: QueuedDrawerEvent) {
        if count == Self.capacity {
            head = (head + 1) % Self.capacity
            count -= 1
            droppedCount += 1
        }
        storage[(head + count) % Self.capacity] = event
        count += 1
    }

    /// Iterates the events oldest first.
    public struct Iterator: IteratorProtocol {
        let events: DrawerEvents
        var index = 0

        /// The next event, or nil after the newest.
        public mutating func next() -> DrawerEvent? {
            guard index < events.count else { return nil }
            defer { index += 1 }
            return events[index]
        }
    }

    /// An iterator over the events, oldest first.
    public func makeIterator() -> Iterator { Iterator(events: self) }

    public var underestimatedCount: Int { count }
}

extension DrawerEvents: Equatable {
    public static func == (a: DrawerEvents, b: DrawerEvents) -> Bool {
        a.count == b.count && a.droppedCount == b.droppedCount && a.elementsEqual(b)
    }
}

/// An event as `DrawerEvents` keeps it: a detent as its index into the detents it was one of
/// (an array the drawer's configuration already holds), so an entry takes half the memory of a
/// `DrawerEvent` with its two detents. The queue lives inside every drawer, and a
/// host's call of a non-mutating member copies the whole drawer (BENCHMARKS.md, "Drawer").
enum QueuedDrawerEvent: Sendable {
    case detentChanged(detents: [Detent], from: Int, to: Int)
    case willSettle(detents: [Detent], target: Int)
    case didSettle(detents: [Detent], at: Int)
    case didDismiss(detents: [Detent], at: Int)
    case dismissRefused
    case rowSelected(index: Int)
    case searchActivated

    /// The event the entry stands for.
    var event: DrawerEvent {
        switch self {
        case .detentChanged(let detents, let from, let to):
            .detentChanged(from: detents[from], to: detents[to])
        case .willSettle(let detents, let target): .willSettle(target: detents[target])
        case .didSettle(let detents, let index): .didSettle(at: detents[index])
        case .didDismiss(let detents, let index): .didDismiss(at: detents[index])
        case .dismissRefused: .dismissRefused
        case .rowSelected(let index): .rowSelected(index: index)
        case .searchActivated: .searchActivated
        }
    }
}
