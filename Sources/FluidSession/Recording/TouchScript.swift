import FluidCore
import FluidGestures
import FluidJSON
import FluidMotion

/// A touch script: timed input for a session, in the JSON Lines format of docs/touch-script.md.
///
/// ```
/// {"t":0.000,"type":"touch","id":1,"phase":"began","x":195,"y":790}
/// {"t":0.016,"type":"touch","id":1,"phase":"moved","x":195,"y":760,"force":0.3}
/// {"t":0.400,"type":"scroll","phase":"changed","x":195,"y":400,"dx":0,"dy":-12.5}
/// {"t":0.500,"type":"text","text":"photo"}
/// {"t":0.600,"type":"key","key":"escape"}
/// {"t":0.700,"type":"resize","width":844,"height":390}
/// {"t":0.800,"type":"action","node":"grabber","action":"Expand"}
/// ```
/// An `action` line is an assistive technology's request, as the playground records it: perform
/// the action named `action` (a `SemanticAction.name`, or `focus` to move keyboard focus) on the
/// semantic node `node`. A `scroll` line is a touchpad's scroll (`phase` began, changed or ended,
/// `dx`/`dy` in pt) or a mouse wheel's notches (`phase` wheel, `dx`/`dy` in notches) at the
/// pointer (`x`, `y`); see `ScrollEvent`.
/// A `frame` line (`{"t":1.25,"type":"frame"}`) says a host drew a frame at `t` after the
/// items before it: a script that has them is replayed on those frames (`Replay`), as the web
/// page records (docs/touch-script.md, "Frames").
/// Invariants: times are finite, ≥ 0 and non-decreasing, frames' with items'; touch forces are
/// in 0…1; resize sizes are finite and > 0. Parsing checks all of them; `init(items:)` requires
/// them.
public struct TouchScript: Hashable, Sendable {
    /// One timed item: an input event, or a change of the container size (pt).
    public enum Item: Hashable, Sendable {
        case input(InputEvent)
        case resize(Size, time: Double)
        /// An assistive technology's request: the action named `name` on the node `node`.
        case action(String, node: String, time: Double)

        /// When the item happens, in seconds from the start of the script.
        public var time: Double {
            switch self {
            case .input(let event): event.time
            case .resize(_, let time), .action(_, _, let time): time
            }
        }
    }

    /// A frame a host drew: at `time` (s), after the script's first `itemCount` items.
    public struct Frame: Hashable, Sendable {
        public var time: Double
        public var itemCount: Int

        public init(time: Double, itemCount: Int) {
            self.time = time
            self.itemCount = itemCount
        }
    }

    public private(set) var items: [Item]
    /// The frames a host drew, in order; empty for a script without `frame` lines (every
    /// script but a web page's recording), which replays on a fixed frame clock.
    public private(set) var frames: [Frame]
    /// Where a recording started (its first line); nil for a script without one.
    public var header: ScriptHeader?

    /// - Precondition: the invariants above (use `init(parsing:source:)` for untrusted input);
    ///   each frame's `itemCount` in 0…items.count, non-decreasing, its time between its items'.
    public init(items: [Item] = [], frames: [Frame] = [], header: ScriptHeader? = nil) {
        for (a, b) in zip(items, items.dropFirst()) {
            precondition(a.time <= b.time, "touch script times must not decrease")
        }
        for (a, b) in zip(frames, frames.dropFirst()) {
            precondition(a.time <= b.time && a.itemCount <= b.itemCount, "touch script frames must not go back")
        }
        for frame in frames {
            precondition((0...items.count).contains(frame.itemCount), "a frame follows the items it counts")
            precondition(
                frame.itemCount == 0 || items[frame.itemCount - 1].time <= frame.time,
                "touch script times must not decrease")
            precondition(
                frame.itemCount == items.count || frame.time <= items[frame.itemCount].time,
                "touch script times must not decrease")
        }
        self.items = items
        self.frames = frames
        self.header = header
    }

    /// The latest time in the script, of an item or a frame (s); 0 for an empty script.
    private var latestTime: Double { max(items.last?.time ?? 0, frames.last?.time ?? 0, 0) }

    /// Appends `item`, moving its time up to the latest item's or frame's if it is earlier (host
    /// clocks and event timestamps can disagree by a millisecond) and down to 0 if negative.
    public mutating func append(_ item: Item) {
        let floor = latestTime
        items.append(item.time >= floor ? item : item.retimed(floor))
    }

    /// Appends a frame drawn at `time` (s) after every item so far, its time moved up as
    /// `append(_:)` moves an item's.
    public mutating func appendFrame(at time: Double) {
        frames.append(Frame(time: max(time, latestTime), itemCount: items.count))
    }

    /// The time of the last item (s), 0 for an empty script.
    public var endTime: Double { items.last?.time ?? 0 }

    /// The script as JSON Lines, one item or frame per line, each line ending in "\n".
    public var text: String {
        var out = header.map { $0.line + "\n" } ?? ""
        var frameIndex = 0
        for index in 0...items.count {
            while frameIndex < frames.count, frames[frameIndex].itemCount == index {
                out += TouchScript.frameLine(at: frames[frameIndex].time)
                out += "\n"
                frameIndex += 1
            }
            guard index < items.count else { break }
            out += TouchScript.line(for: items[index])
            out += "\n"
        }
        return out
    }

    /// A frame line (without the newline): `{"t":…,"type":"frame"}`.
    public static func frameLine(at time: Double) -> String {
        JSONValue.object([("t", .number(time)), ("type", .string(frameType))]).text
    }

    /// The `type` of a frame line.
    static let frameType = "frame"

    /// One item as a JSON line (without the newline), keys in the documented order.
    public static func line(for item: Item) -> String {
        var fields: [(String, JSONValue)] = [("t", .number(item.time))]
        switch item {
        case .input(.touch(let touch)):
            fields += [
                ("type", .string("touch")), ("id", .number(Double(touch.id))),
                ("phase", .string(touch.phase.rawValue)),
                ("x", .number(touch.location.x)), ("y", .number(touch.location.y))
            ]
            if let force = touch.force { fields.append(("force", .number(force))) }
        case .input(.scroll(let scroll)):
            fields += [
                ("type", .string("scroll")), ("phase", .string(scroll.phase.rawValue)),
                ("x", .number(scroll.location.x)), ("y", .number(scroll.location.y)),
                ("dx", .number(scroll.delta.x)), ("dy", .number(scroll.delta.y))
            ]
        case .input(.text(let text, _)):
            fields += [("type", .string("text")), ("text", .string(text))]
        case .input(.key(let key, _)):
            fields += [("type", .string("key")), ("key", .string(key.rawValue))]
        case .resize(let size, _):
            fields += [
                ("type", .string("resize")), ("width", .number(size.width)),
                ("height", .number(size.height))
            ]
        case .action(let name, let node, _):
            fields += [("type", .string("action")), ("node", .string(node)), ("action", .string(name))]
        }
        return JSONValue.object(fields).text
    }
}

extension TouchScript.Item {
    /// The same item at another time (s).
    public func retimed(_ time: Double) -> TouchScript.Item {
        switch self {
        case .input(.touch(var touch)):
            touch.time = time
            return .input(.touch(touch))
        case .input(.scroll(var scroll)):
            scroll.time = time
            return .input(.scroll(scroll))
        case .input(.text(let text, _)): return .input(.text(text, time: time))
        case .input(.key(let key, _)): return .input(.key(key, time: time))
        case .resize(let size, _): return .resize(size, time: time)
        case .action(let name, let node, _): return .action(name, node: node, time: time)
        }
    }
}

/// A touch script that cannot be used: `description` is one line, `source:line: message`.
public struct TouchScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the script cannot be used.
    public enum Kind: Hashable, Sendable {
        /// The file could not be opened or read (missing, a directory, no permission).
        case unreadable
        /// The bytes were read but are not a valid script (malformed line, not UTF-8, too long).
        case malformed
    }

    /// The file path (or name) the script came from.
    public var source: String
    /// 1-based line number, nil when the whole file is the problem.
    public var line: Int?
    /// What is wrong, in words.
    public var message: String
    /// Whether the file could not be read or its contents are malformed.
    public var kind: Kind

    /// An error about `source`.
    /// - Parameters:
    ///   - source: the file path (or name) the script came from.
    ///   - line: the 1-based line, nil when the whole file is the problem.
    ///   - message: what is wrong, in words.
    ///   - kind: defaults to `.unreadable` without a line, `.malformed` with one.
    public init(source: String, line: Int?, message: String, kind: Kind? = nil) {
        self.source = source
        self.line = line
        self.message = message
        self.kind = kind ?? (line == nil ? .unreadable : .malformed)
    }

    public var description: String {
        line.map { "\(source):\($0): \(message)" } ?? "\(source): \(message)"
    }

    /// What is wrong with one line, before the line number is known.
    struct Problem: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }
}
