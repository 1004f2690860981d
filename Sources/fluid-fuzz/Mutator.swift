import FluidRandom

/// Mutations of a corpus seed, as libFuzzer's and AFL's: bit flips, interesting bytes and 32-bit
/// words (0, −1, `Int32.min`, counts and offsets just past the input, in either byte order),
/// truncation, chunks deleted, inserted, repeated or spliced in from another seed; and for text,
/// numbers replaced by extremes and tokens of the format inserted.
struct Mutator {
    /// Other inputs to splice from (the corpus).
    let others: [[UInt8]]
    /// Tokens of the format, inserted and repeated by the text mutations.
    let dictionary: [String]
    let maxLength: Int
    /// The most mutations stacked on one input.
    var maxStack = 8

    static let interestingBytes: [UInt8] = [0, 1, 0x7F, 0x80, 0xFF, 0x0A, 0x22, 0x5C, 0x3B, 0x3D, 0x2D, 0x30, 0x39]
    static let interestingWords: [UInt32] = [
        0, 1, 2, 3, 0x7F, 0x80, 0xFF, 0x100, 0x7FFF, 0x8000, 0xFFFF, 0x1_0000,
        0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFE, 0xFFFF_FFFF, 0x0FFF_FFFF
    ]
    /// Numbers at and past the edges: Int's ends and one past them, −1, 0, huge floats, NaN.
    static let extremeNumbers = [
        "0", "-1", "1", "-0", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
        "-9223372036854775809", "18446744073709551616", "4294967295", "2147483648", "1e308", "1e999",
        "-1e999", "1e-320", "0.0000001", "NaN", "Infinity", "16384", "16385", "0.25", "8", "8.000001",
        "99999999999999999999999999999999", "00000000001", "1.7976931348623157e308"
    ]

    /// `input` changed by 1 to `maxStack` stacked mutations.
    func mutate(_ input: [UInt8], _ rng: inout SplitMix64, text: Bool) -> [UInt8] {
        var bytes = input
        let count = 1 + Int(rng.next() % UInt64(maxStack))
        for _ in 0..<count {
            if text, rng.next() % 3 != 0 { mutateText(&bytes, &rng) } else { mutateBytes(&bytes, &rng) }
            if bytes.count > maxLength { bytes.removeLast(bytes.count - maxLength) }
        }
        return bytes
    }

    /// One byte-level mutation.
    func mutateBytes(_ bytes: inout [UInt8], _ rng: inout SplitMix64) {
        let n = bytes.count
        switch rng.next() % 10 {
        case 0 where n > 0:
            bytes[Int(rng.next() % UInt64(n))] ^= 1 << UInt8(rng.next() % 8)
        case 1 where n > 0:
            bytes[Int(rng.next() % UInt64(n))] =
                rng.oneIn(3) ? UInt8(truncatingIfNeeded: rng.next()) : rng.pick(Self.interestingBytes)
        case 2 where n >= 4, 3 where n >= 4:
            // A 32-bit word, mostly aligned (a .mo file's counts, offsets and lengths are).
            var at = Int(rng.next() % UInt64(n - 3))
            if !rng.oneIn(4) { at &= ~3 }
            let word: UInt32 =
                switch rng.next() % 4 {
                case 0: UInt32(truncatingIfNeeded: n &+ Int(rng.next() % 9) &- 4)  // just inside or past the end
                case 1: UInt32(truncatingIfNeeded: rng.next())
                case 2: readWord(bytes, at) &+ UInt32(truncatingIfNeeded: Int(rng.next() % 33) - 16)
                default: rng.pick(Self.interestingWords)
                }
            let bigEndian = rng.oneIn(2)
            for k in 0..<4 {
                bytes[at + k] = UInt8(truncatingIfNeeded: word >> (bigEndian ? 24 - 8 * k : 8 * k))
            }
        case 4 where n > 0:
            bytes.removeLast(Int(rng.next() % UInt64(n)) + 1)  // truncated
        case 5 where n > 1:
            let start = Int(rng.next() % UInt64(n))
            bytes.removeSubrange(start..<min(n, start + 1 + Int(rng.next() % 64)))
        case 6:
            let at = Int(rng.next() % UInt64(n + 1))
            let length = 1 + Int(rng.next() % 32)
            let fill =
                rng.oneIn(2)
                ? [UInt8](repeating: rng.pick(Self.interestingBytes), count: length)
                : (0..<length).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            bytes.insert(contentsOf: fill, at: at)
        case 7 where n > 0:
            // A chunk repeated, up to many times (counts and tables that claim more than is there).
            let start = Int(rng.next() % UInt64(n))
            let chunk = Array(bytes[start..<min(n, start + 1 + Int(rng.next() % 64))])
            let times = rng.oneIn(8) ? 1 + Int(rng.next() % 2000) : 1 + Int(rng.next() % 4)
            let room = max(0, maxLength - n) / max(1, chunk.count)
            let copies = Array([[UInt8]](repeating: chunk, count: min(times, room)).joined())
            bytes.insert(contentsOf: copies, at: Int(rng.next() % UInt64(n + 1)))
        case 8 where !others.isEmpty:
            // Spliced: this input's head, another's tail.
            let other = rng.pick(others)
            let head = Int(rng.next() % UInt64(n + 1))
            let tail = Int(rng.next() % UInt64(other.count + 1))
            bytes = Array(bytes.prefix(head)) + Array(other.suffix(tail))
        case 9 where !others.isEmpty && n > 0:
            // Another input's bytes over this one's, at the same place.
            let other = rng.pick(others)
            guard !other.isEmpty else { return }
            let start = Int(rng.next() % UInt64(min(n, other.count)))
            let length = min(1 + Int(rng.next() % 256), min(n, other.count) - start)
            bytes.replaceSubrange(start..<start + length, with: other[start..<start + length])
        default:
            bytes.append(rng.pick(Self.interestingBytes))
        }
    }

    /// One text mutation: a number or a token replaced, a token inserted, a span repeated.
    func mutateText(_ bytes: inout [UInt8], _ rng: inout SplitMix64) {
        let n = bytes.count
        switch rng.next() % 5 {
        case 0, 1:
            // A number (a run of digits, with its sign and fraction) replaced by an extreme.
            let digits = bytes.indices.filter { bytes[$0] >= 0x30 && bytes[$0] <= 0x39 }
            guard !digits.isEmpty else { return mutateBytes(&bytes, &rng) }
            var start = rng.pick(digits), end = start
            while start > 0, Self.isNumberByte(bytes[start - 1]) { start -= 1 }
            while end < n, Self.isNumberByte(bytes[end]) { end += 1 }
            bytes.replaceSubrange(start..<end, with: Array(rng.pick(Self.extremeNumbers).utf8))
        case 2 where !dictionary.isEmpty:
            bytes.insert(contentsOf: Array(rng.pick(dictionary).utf8), at: Int(rng.next() % UInt64(n + 1)))
        case 3 where !dictionary.isEmpty && n > 0:
            // A token in place of a span.
            let start = Int(rng.next() % UInt64(n))
            let end = min(n, start + 1 + Int(rng.next() % 16))
            bytes.replaceSubrange(start..<end, with: Array(rng.pick(dictionary).utf8))
        case 4 where n > 0:
            // A span repeated many times: long operator chains, deep nesting, long strings.
            let start = Int(rng.next() % UInt64(n))
            let span = Array(bytes[start..<min(n, start + 1 + Int(rng.next() % 12))])
            let times = rng.oneIn(4) ? 100 + Int(rng.next() % 5000) : 2 + Int(rng.next() % 40)
            let room = max(0, maxLength - n) / max(1, span.count)
            bytes.insert(contentsOf: Array([[UInt8]](repeating: span, count: min(times, room)).joined()), at: start)
        default:
            mutateBytes(&bytes, &rng)
        }
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == 0x2E || byte == 0x2D || byte == 0x2B || byte == 0x65 || byte == 0x45
    }

    private func readWord(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * $1) }
    }
}

/// Bytes as a Swift literal for a reproducer: a string when they are UTF-8, else hex.
func reproducerText(_ bytes: [UInt8], isText: Bool, limit: Int = 4000) -> String {
    if isText, let text = String(validating: bytes, as: UTF8.self) {
        let literal = String(reflecting: text)
        return literal.count <= limit
            ? literal : String(literal.prefix(limit)) + "… (\(bytes.count) bytes; see the file)"
    }
    let digits = Array("0123456789abcdef")
    var hex = ""
    for (i, byte) in bytes.prefix(limit / 2).enumerated() {
        if i > 0, i % 32 == 0 { hex += "\n    " }
        hex.append(digits[Int(byte >> 4)])
        hex.append(digits[Int(byte & 15)])
    }
    return bytes.count * 2 <= limit ? hex : hex + "… (\(bytes.count) bytes; see the file)"
}
