import FluidCore
import FluidGestures
import FluidJSON
import FluidMotion

extension TouchScript {
    typealias Problem = TouchScriptError.Problem

    /// The longest line accepted, in bytes. An event line is about 100 bytes; a text event's
    /// text is what a person types into a search field.
    public static let maxLineLength = 65_536

    /// The largest script file accepted, in bytes (64 MiB: hours of recorded 120 Hz input,
    /// far more than a replay may last, see `Replay.maxFrames`).
    public static let maxFileSize = 64 << 20

    /// Parses JSON Lines text. Blank lines are skipped; lines end in LF or CRLF.
    /// - Parameters:
    ///   - text: the script, a header line (optional) then one event per line.
    ///   - source: the name errors start with (usually the file path).
    /// - Throws: `TouchScriptError` naming the 1-based line and what is wrong with it.
    public init(parsing text: String, source: String = "script") throws(TouchScriptError) {
        var text = text
        self = try text.withUTF8 { bytes in
            Result { () throws(TouchScriptError) in try TouchScript(parsing: bytes, source: source) }
        }.get()
    }

    /// Parses JSON Lines in UTF-8 (a leading byte-order mark is skipped), as `init(parsing:source:)`.
    public init(parsing bytes: [UInt8], source: String = "script") throws(TouchScriptError) {
        self = try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(TouchScriptError) in try TouchScript(parsing: buffer, source: source) }
        }.get()
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private init(parsing bytes: UnsafeBufferPointer<UInt8>, source: String) throws(TouchScriptError) {
        var items: [Item] = []
        var frames: [Frame] = []
        var header: ScriptHeader?
        var lineNumber = 0
        var start = bytes.starts(with: TouchScript.byteOrderMark) ? TouchScript.byteOrderMark.count : 0
        while start < bytes.count {
            let end = TouchScript.lineEnd(in: bytes, from: start)
            let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
            lineNumber += 1
            start = end + 1
            do throws(Problem) {
                guard let fields = try TouchScript.fields(ofLine: line) else { continue }
                if ScriptHeader.isHeader(fields) {
                    guard items.isEmpty, header == nil else {
                        throw Problem("a header line must be the script's first line")
                    }
                    header = try ScriptHeader(fields: fields)
                    continue
                }
                let previous = max(items.last?.time ?? 0, frames.last?.time ?? 0)
                if let frameTime = try TouchScript.frameTime(from: fields) {
                    guard frameTime >= previous else {
                        throw Problem(
                            "\"t\" \(JSONValue.format(frameTime)) is earlier than the previous event's \(JSONValue.format(previous))"
                        )
                    }
                    frames.append(Frame(time: frameTime, itemCount: items.count))
                    continue
                }
                let item = try TouchScript.item(from: fields)
                if item.time < previous {
                    throw Problem(
                        "\"t\" \(JSONValue.format(item.time)) is earlier than the previous event's \(JSONValue.format(previous))"
                    )
                }
                items.append(item)
            } catch {
                throw TouchScriptError(source: source, line: lineNumber, message: error.message)
            }
        }
        self.init(items: items, frames: frames, header: header)
    }

    /// The time of a frame line (`{"t":…,"type":"frame"}`, no other field), nil for any other line.
    static func frameTime(from fields: [JSONValue.Field]) throws(Problem) -> Double? {
        guard fields.contains(where: { $0.key == "type" && $0.value == .string(frameType) }) else { return nil }
        var reader = FieldReader(fields: fields)
        let time = try reader.number("t")
        guard time >= 0 else { throw Problem("\"t\" must be ≥ 0, got \(JSONValue.format(time))") }
        _ = try reader.string("type")
        try reader.rejectUnused()
        return time
    }

    /// The index of the first line feed at or after `start`, or `bytes.count`: a line of
    /// megabytes is found in one pass, before it is refused.
    private static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return index
    }

    /// The JSON object on one line (without its line feed), nil for a blank line (JSON
    /// whitespace only, which includes the CR of a CRLF ending).
    static func fields(ofLine line: UnsafeBufferPointer<UInt8>) throws(Problem) -> [JSONValue.Field]? {
        guard line.count <= maxLineLength else {
            throw Problem("line is \(line.count) bytes long, more than the \(maxLineLength) allowed")
        }
        guard line.contains(where: { !JSONReader.isSpace($0) }) else { return nil }
        let value: JSONValue
        do {
            value = try JSONReader.parse(line)
        } catch {
            throw Problem("invalid JSON at column \(error.column): \(error.message)")
        }
        guard case .object(let fields) = value else { throw Problem("expected a JSON object") }
        return fields
    }

    /// The item one line's object describes, or the problem with it.
    static func item(from fields: [JSONValue.Field]) throws(Problem) -> Item {
        var reader = FieldReader(fields: fields)
        let time = try reader.number("t")
        guard time >= 0 else { throw Problem("\"t\" must be ≥ 0, got \(JSONValue.format(time))") }
        let item: Item
        switch try reader.string("type") {
        case "touch":
            let id = try reader.number("id")
            guard id == id.rounded(), abs(id) < 1e9 else { throw Problem("\"id\" must be an integer") }
            let phaseName = try reader.string("phase")
            guard let phase = TouchPhase(rawValue: phaseName) else {
                throw Problem(
                    "\"phase\" must be one of \(TouchPhase.allCases.map({ $0.rawValue }).joined(separator: ", "))")
            }
            let location = Point(x: try reader.number("x"), y: try reader.number("y"))
            let force = try reader.optionalNumber("force")
            if let force, !(0...1).contains(force) {
                throw Problem("\"force\" must be in 0…1, got \(JSONValue.format(force))")
            }
            item = .input(.touch(TouchEvent(id: Int(id), phase: phase, location: location, time: time, force: force)))
        case "scroll":
            let phaseName = try reader.string("phase")
            guard let phase = ScrollPhase(rawValue: phaseName) else {
                throw Problem(
                    "\"phase\" must be one of \(ScrollPhase.allCases.map({ $0.rawValue }).joined(separator: ", "))")
            }
            let location = Point(x: try reader.number("x"), y: try reader.number("y"))
            let delta = Point(x: try reader.number("dx"), y: try reader.number("dy"))
            item = .input(.scroll(ScrollEvent(phase: phase, location: location, delta: delta, time: time)))
        case "text":
            item = .input(.text(try reader.string("text"), time: time))
        case "key":
            let name = try reader.string("key")
            guard let key = Key(rawValue: name) else {
                throw Problem("\"key\" must be one of \(Key.allCases.map({ $0.rawValue }).joined(separator: ", "))")
            }
            item = .input(.key(key, time: time))
        case "resize":
            let size = Size(width: try reader.number("width"), height: try reader.number("height"))
            // As a header's size: a resize to 100 000 pt would ask for gigabytes of canvas.
            guard size.width > 0, size.height > 0, size.width <= ScriptHeader.maxSide,
                size.height <= ScriptHeader.maxSide
            else { throw Problem("\"width\" and \"height\" must be \(Size.argumentRule)") }
            item = .resize(size, time: time)
        case "action":
            item = .action(try reader.string("action"), node: try reader.string("node"), time: time)
        case let other:
            throw Problem(
                "\"type\" must be one of touch, scroll, text, key, resize, action, got \(JSONValue.quoted(other))")
        }
        try reader.rejectUnused()
        return item
    }
}

/// Reads typed fields of one object, remembering which were used so unknown keys (typos such
/// as "forse") are reported instead of silently ignored.
struct FieldReader {
    let fields: [JSONValue.Field]
    var used = Set<String>()

    init(fields: [JSONValue.Field]) {
        self.fields = fields
    }

    mutating func find(_ key: String) -> JSONValue? {
        used.insert(key)
        return fields.first { $0.key == key }?.value
    }

    mutating func number(_ key: String) throws(TouchScriptError.Problem) -> Double {
        guard let value = find(key) else { throw .init("missing \"\(key)\"") }
        guard case .number(let x) = value, x.isFinite else { throw .init("\"\(key)\" must be a finite number") }
        return x
    }

    mutating func optionalNumber(_ key: String) throws(TouchScriptError.Problem) -> Double? {
        guard find(key) != nil else { return nil }
        return try number(key)
    }

    mutating func string(_ key: String) throws(TouchScriptError.Problem) -> String {
        guard let value = find(key) else { throw .init("missing \"\(key)\"") }
        guard case .string(let s) = value else { throw .init("\"\(key)\" must be a string") }
        return s
    }

    func rejectUnused() throws(TouchScriptError.Problem) {
        if let unknown = fields.first(where: { !used.contains($0.key) }) {
            throw .init("unknown field \(JSONValue.quoted(unknown.key))")
        }
    }
}
