/// Parses one JSON text, given as UTF-8 bytes, into a `JSONValue`, keeping object keys in order.
///
/// Hand-written rather than Foundation's `JSONSerialization` or `JSONDecoder` because those
/// accept what the touch-script format must reject — a trailing comma (`{"t":1,}`), a duplicate
/// key (`{"x":1,"x":2}`, silently resolved, each parser its own way) — they report a `true`
/// where a number is asked as 1, and they are slower on script lines (BENCHMARKS.md, "Touch-script
/// parsing"). It reads the bytes in place: no copy of the line, strings decoded once.
///
/// Strict RFC 8259: no comments, no trailing commas, no NaN, UTF-8 only; duplicate keys are an
/// error. Errors carry a 1-based column in bytes and never quote more than a byte of the input.
package struct JSONReader {
    package struct Failure: Error, Equatable {
        /// 1-based column (in UTF-8 bytes) where the problem was found.
        package var column: Int
        package var message: String
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    /// Nesting deeper than this is rejected rather than risking the stack.
    private static let maxDepth = 64

    /// Parses `text` (one JSON value, surrounded by optional whitespace).
    package static func parse(_ text: String) throws(Failure) -> JSONValue {
        var text = text
        return try text.withUTF8 { buffer in Result { () throws(Failure) in try parse(buffer) } }.get()
    }

    /// Parses `bytes` (one JSON value in UTF-8, surrounded by optional whitespace).
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.index == bytes.count else { throw reader.failure("unexpected text after the JSON value") }
        return value
    }

    /// JSON's whitespace: space, tab, line feed, carriage return.
    package static func isSpace(_ byte: UInt8) -> Bool {
        byte == .space || byte == .tab || byte == .lineFeed || byte == .carriageReturn
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private func failure(_ message: String, at position: Int? = nil) -> Failure {
        Failure(column: (position ?? index) + 1, message: message)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let c = current, JSONReader.isSpace(c) { index += 1 }
    }

    private mutating func expect(_ c: UInt8) throws(Failure) {
        guard current == c else { throw failure("expected '\(Unicode.Scalar(c))'") }
        index += 1
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < JSONReader.maxDepth else { throw failure("nested too deeply") }
        guard let c = current else { throw failure("unexpected end of line") }
        switch c {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("unexpected \(JSONReader.describe(c))")
        }
    }

    /// A byte as an error can show it: a printable ASCII character in quotes, else its hex value.
    static func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte)
            ? "character '\(Unicode.Scalar(byte))'"
            : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let start = index
        for c in word.utf8 {
            guard current == c else { throw failure("invalid literal, expected \(word)", at: start) }
            index += 1
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        try expect(UInt8(ascii: "{"))
        var fields: [JSONValue.Field] = []
        var keys = Set<String>()
        skipSpace()
        if current == UInt8(ascii: "}") { index += 1; return .object(fields) }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes") }
            let keyStart = index
            let key = try string()
            if fields.count == JSONReader.linearScanLimit { keys = Set(fields.map({ $0.key })) }
            let duplicate =
                fields.count < JSONReader.linearScanLimit
                ? fields.contains { $0.key == key }
                : !keys.insert(key).inserted
            guard !duplicate else {
                throw failure("duplicate key \(JSONValue.quoted(key))", at: keyStart)
            }
            skipSpace()
            try expect(UInt8(ascii: ":"))
            skipSpace()
            fields.append(JSONValue.Field(key, try value(depth: depth + 1)))
            skipSpace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "}"))
            return .object(fields)
        }
    }

    /// Objects with fewer keys than this find duplicates by scanning (cheaper than hashing a
    /// script line's 4–7 keys); larger ones use a set, so a huge object stays linear.
    private static let linearScanLimit = 16

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        try expect(UInt8(ascii: "["))
        var items: [JSONValue] = []
        skipSpace()
        if current == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "]"))
            return .array(items)
        }
    }

    /// A string; runs without escapes are decoded (and checked as UTF-8) in one piece.
    private mutating func string() throws(Failure) -> String {
        try expect(UInt8(ascii: "\""))
        var out = ""
        var runStart = index
        while true {
            guard let c = current else { throw failure("unterminated string") }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") {
                try appendRun(from: runStart, to: &out)
                index += 1
                if c == UInt8(ascii: "\"") { return out }
                out.unicodeScalars.append(try escape())
                runStart = index
            } else {
                guard c >= 0x20 else { throw failure("control character in string") }
                index += 1
            }
        }
    }

    /// Appends the bytes from `start` to the current index, which must be valid UTF-8. Validated
    /// with the standard library's UTF-8 decoder (`String(validating:as:)` would do it in one
    /// call, but Apple platforms have it only from iOS 18 / macOS 15, above the floor).
    private func appendRun(from start: Int, to out: inout String) throws(Failure) {
        guard start < index else { return }
        let run = UnsafeBufferPointer(rebasing: bytes[start..<index])
        if !run.allSatisfy({ $0 < 0x80 }) {
            var decoder = UTF8()
            var iterator = run.makeIterator()
            decoding: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue: continue
                case .emptyInput: break decoding
                case .error: throw failure("invalid UTF-8 in string", at: start)
                }
            }
        }
        out += String(decoding: run, as: UTF8.self)
    }

    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        guard let c = current else { throw failure("unterminated escape") }
        index += 1
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(c)
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4()
            if (0xD800..<0xDC00).contains(high) {
                guard current == UInt8(ascii: "\\") else { throw failure("unpaired surrogate") }
                index += 1
                guard current == UInt8(ascii: "u") else { throw failure("unpaired surrogate") }
                index += 1
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("unpaired surrogate") }
                return Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw failure("unpaired surrogate") }
            return scalar
        default: throw failure("invalid escape \\ then \(JSONReader.describe(c))")
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current, let digit = JSONReader.hexDigit(c) else {
                throw failure("expected 4 hex digits after \\u")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private static func hexDigit(_ c: UInt8) -> UInt32? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(c - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Numbers longer than this are not written by any tool and are refused before conversion.
    private static let maxNumberLength = 64

    private mutating func number() throws(Failure) -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, isDigit(first) else { throw failure("invalid number") }
        if first == UInt8(ascii: "0") { index += 1 } else { digits() }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let c = current, isDigit(c) else { throw failure("invalid number") }
            digits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let c = current, isDigit(c) else { throw failure("invalid number") }
            digits()
        }
        guard index - start <= JSONReader.maxNumberLength else {
            throw failure("number longer than \(JSONReader.maxNumberLength) characters", at: start)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw failure("number \(text) is out of range", at: start)
        }
        return value
    }

    private func isDigit(_ c: UInt8) -> Bool {
        c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")
    }

    private mutating func digits() {
        while let c = current, isDigit(c) { index += 1 }
    }
}

fileprivate extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
}
