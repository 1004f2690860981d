/// Parses one JSON text into a `JSONValue`, keeping object keys in order.
///
/// Strict RFC 8259: no comments, no trailing commas, no NaN; duplicate keys are an error
/// (a script line with two `"x"` is ambiguous). Errors carry a 1-based column.
struct JSONReader {
    struct Failure: Error, Equatable {
        /// 1-based column (in Unicode scalars) where the problem was found.
        var column: Int
        var message: String
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0

    /// Nesting deeper than this is rejected rather than risking the stack.
    private static let maxDepth = 64

    static func parse(_ text: String) throws(Failure) -> JSONValue {
        var reader = JSONReader(scalars: Array(text.unicodeScalars))
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.index == reader.scalars.count else { throw reader.failure("unexpected text after the JSON value") }
        return value
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private func failure(_ message: String) -> Failure {
        Failure(column: index + 1, message: message)
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func skipSpace() {
        while let c = current, c == " " || c == "\t" || c == "\n" || c == "\r" { index += 1 }
    }

    private mutating func expect(_ c: Unicode.Scalar) throws(Failure) {
        guard current == c else { throw failure("expected '\(c)'") }
        index += 1
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < JSONReader.maxDepth else { throw failure("nested too deeply") }
        switch current {
        case "{": return try object(depth: depth)
        case "[": return try array(depth: depth)
        case "\"": return .string(try string())
        case "t": try literal("true"); return .bool(true)
        case "f": try literal("false"); return .bool(false)
        case "n": try literal("null"); return .null
        case let c? where c == "-" || ("0"..."9").contains(c): return .number(try number())
        case nil: throw failure("unexpected end of line")
        default: throw failure("unexpected character '\(current!)'")
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        for c in word.unicodeScalars {
            guard current == c else { throw failure("invalid literal, expected \(word)") }
            index += 1
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        try expect("{")
        var fields: [JSONValue.Field] = []
        var seen = Set<String>()
        skipSpace()
        if current == "}" { index += 1; return .object(fields) }
        while true {
            skipSpace()
            guard current == "\"" else { throw failure("expected a key in double quotes") }
            let keyStart = index
            let key = try string()
            guard seen.insert(key).inserted else {
                throw Failure(column: keyStart + 1, message: "duplicate key \"\(key)\"")
            }
            skipSpace()
            try expect(":")
            skipSpace()
            fields.append(JSONValue.Field(key, try value(depth: depth + 1)))
            skipSpace()
            if current == "," { index += 1; continue }
            try expect("}")
            return .object(fields)
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        try expect("[")
        var items: [JSONValue] = []
        skipSpace()
        if current == "]" { index += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            if current == "," { index += 1; continue }
            try expect("]")
            return .array(items)
        }
    }

    private mutating func string() throws(Failure) -> String {
        try expect("\"")
        var out = String.UnicodeScalarView()
        while true {
            guard let c = current else { throw failure("unterminated string") }
            index += 1
            switch c {
            case "\"": return String(out)
            case "\\": out.append(try escape())
            default:
                guard c.value >= 0x20 else { throw failure("control character in string") }
                out.append(c)
            }
        }
    }

    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        guard let c = current else { throw failure("unterminated escape") }
        index += 1
        switch c {
        case "\"", "\\", "/": return c
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u":
            let high = try hex4()
            if (0xD800..<0xDC00).contains(high) {
                guard current == "\\" else { throw failure("unpaired surrogate") }
                index += 1
                guard current == "u" else { throw failure("unpaired surrogate") }
                index += 1
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("unpaired surrogate") }
                return Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw failure("unpaired surrogate") }
            return scalar
        default: throw failure("invalid escape '\\\(c)'")
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current, c.isASCII, let digit = UInt32(String(c), radix: 16) else {
                throw failure("expected 4 hex digits after \\u")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func number() throws(Failure) -> Double {
        let start = index
        if current == "-" { index += 1 }
        guard let first = current, ("0"..."9").contains(first) else { throw failure("invalid number") }
        if first == "0" { index += 1 } else { digits() }
        if current == "." {
            index += 1
            guard let c = current, ("0"..."9").contains(c) else { throw failure("invalid number") }
            digits()
        }
        if current == "e" || current == "E" {
            index += 1
            if current == "+" || current == "-" { index += 1 }
            guard let c = current, ("0"..."9").contains(c) else { throw failure("invalid number") }
            digits()
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<index])
        guard let value = Double(text), value.isFinite else {
            throw Failure(column: start + 1, message: "number \(text) is out of range")
        }
        return value
    }

    private mutating func digits() {
        while let c = current, ("0"..."9").contains(c) { index += 1 }
    }
}
