import FluidRandom

/// A parser that reads files (a translation catalog, a `Plural-Forms` rule, a recording's
/// header), fuzzed with its seed corpus mutated and with inputs built to its format: every input
/// must parse or be refused with one line, never trap or hang, and what parses must keep the
/// properties `check(_:)` names.
protocol ParserTarget {
    /// The most bytes an input may have.
    var maxLength: Int { get }
    /// True when inputs are text (reproducers are printed as a string, else in hex).
    var isText: Bool { get }
    /// An input made from `rng`: a corpus seed mutated, or one built to the format.
    func input(_ rng: inout SplitMix64) -> [UInt8]
    /// Runs the parser on `bytes` and checks what it gives.
    func check(_ bytes: [UInt8]) -> ParserOutcome
}

/// What one input did.
struct ParserOutcome {
    /// The property it broke, nil when all held.
    var problem: String?
    /// True when the parser accepted it (the rest were refused, as they should be).
    var accepted: Bool
    /// One line for `--only-case` and `--input`: "accepted: …" or "refused: <the error>".
    var summary: String

    static func refused(_ message: String, problem: String? = nil) -> ParserOutcome {
        ParserOutcome(problem: problem ?? Self.oneLineProblem(message), accepted: false, summary: "refused: \(message)")
    }

    /// A refusal's message must be one line, and say something.
    static func oneLineProblem(_ message: String) -> String? {
        if message.isEmpty { return "an empty error message" }
        if message.contains("\n") || message.contains("\r") {
            return "an error message of more than one line: \(String(reflecting: message))"
        }
        return nil
    }
}

/// The parser targets by name (`--target`), each made from its corpus folder's files.
enum ParserTargets {
    static let names = ["catalog", "plural", "header"]

    static func make(_ name: String, corpus: [[UInt8]]) -> (any ParserTarget)? {
        switch name {
        case "catalog": CatalogTarget(corpus: corpus)
        case "plural": PluralTarget(corpus: corpus)
        case "header": HeaderTarget(corpus: corpus)
        default: nil
        }
    }
}
