import FluidGestures
import FluidMotion

extension TouchScript {
    typealias Problem = TouchScriptError.Problem

    /// One line's item, or the problem with it.
    static func item(from line: String) throws(Problem) -> Item {
        let value: JSONValue
        do {
            value = try JSONReader.parse(line)
        } catch {
            throw Problem("invalid JSON at column \(error.column): \(error.message)")
        }
        guard case .object(let fields) = value else { throw Problem("expected a JSON object") }
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
                throw Problem("\"phase\" must be one of \(TouchPhase.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let location = Point(x: try reader.number("x"), y: try reader.number("y"))
            let force = try reader.optionalNumber("force")
            if let force, !(0...1).contains(force) {
                throw Problem("\"force\" must be in 0…1, got \(JSONValue.format(force))")
            }
            item = .input(.touch(TouchEvent(id: Int(id), phase: phase, location: location, time: time, force: force)))
        case "text":
            item = .input(.text(try reader.string("text"), time: time))
        case "key":
            let name = try reader.string("key")
            guard let key = Key(rawValue: name) else {
                throw Problem("\"key\" must be one of \(Key.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            item = .input(.key(key, time: time))
        case "resize":
            let size = Size(width: try reader.number("width"), height: try reader.number("height"))
            guard size.width > 0, size.height > 0 else { throw Problem("\"width\" and \"height\" must be > 0") }
            item = .resize(size, time: time)
        case let other:
            throw Problem("\"type\" must be one of touch, text, key, resize, got \"\(other)\"")
        }
        try reader.rejectUnused()
        return item
    }
}

/// Reads typed fields of one object, remembering which were used so unknown keys (typos such
/// as "forse") are reported instead of silently ignored.
private struct FieldReader {
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
            throw .init("unknown field \"\(unknown.key)\"")
        }
    }
}
