/// A JSON value with ordered object keys, written deterministically (the trace and touch-script
/// formats of docs/touch-script.md and docs/trace.md rely on byte-identical output for identical input).
/// Not `indirect`: arrays already hold their elements on the heap, and a boxed case would cost
/// an allocation per number.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Field])

    public struct Field: Hashable, Sendable {
        public var key: String
        public var value: JSONValue
        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// An object from ordered key/value pairs.
    public static func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
        .object(pairs.map { Field($0.0, $0.1) })
    }

    /// `.number` or `.null` for an optional.
    public static func number(_ value: Double?) -> JSONValue {
        value.map { .number($0) } ?? .null
    }

    /// `.string` or `.null` for an optional.
    public static func string(_ value: String?) -> JSONValue {
        value.map { .string($0) } ?? .null
    }

    /// The value as compact JSON text on one line.
    public var text: String {
        var out = ""
        out.reserveCapacity(256)
        write(to: &out)
        return out
    }

    public func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let x): out += JSONValue.format(x)
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (i, field) in fields.enumerated() {
                if i > 0 { out += "," }
                JSONValue.writeString(field.key, to: &out)
                out += ":"
                field.value.write(to: &out)
            }
            out += "}"
        }
    }

    /// Numbers: integers without a fraction, others rounded to 1e-9 (far below a pixel or a
    /// microsecond) so traces stay readable; non-finite values, which JSON cannot hold, as null.
    package static func format(_ x: Double) -> String {
        guard x.isFinite else { return "null" }
        let rounded = (x * 1e9).rounded() / 1e9
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        if abs(rounded) >= 1e15 { return x.description }
        return rounded.description
    }

    /// The number a reader gets back from `format(x)`: `x` to a billionth. A host that hands
    /// its session these (the web page, docs/web.md) gets the trace its recording replays to.
    public static func asWritten(_ x: Double) -> Double {
        x.isFinite ? Double(format(x)) ?? x : x
    }

    /// `s` as a JSON string literal for an error message: escaped, so it stays on one line, and
    /// cut to `limit` Unicode scalars (then ending in "…"), so a long value cannot flood it.
    package static func quoted(_ s: String, limit: Int = 40) -> String {
        var out = ""
        let scalars = s.unicodeScalars
        guard scalars.count > limit else {
            writeString(s, to: &out)
            return out
        }
        var head = String.UnicodeScalarView()
        head.append(contentsOf: scalars.prefix(limit))
        writeString(String(head), to: &out)
        out.insert("…", at: out.index(before: out.endIndex))
        return out
    }

    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        // Most strings (keys, names) need no escape: appended whole, not scalar by scalar.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
