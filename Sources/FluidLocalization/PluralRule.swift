/// A gettext `Plural-Forms` rule: how many forms a language has and which one a count takes,
/// e.g. `nplurals=2; plural=(n != 1);` (English, German, Hebrew) or Arabic's six forms.
///
/// `plural` is a C expression over `n` (a non-negative integer) with integer literals,
/// parentheses, `! * / % + - < > <= >= == != && || ?:` and C's precedence, as GNU gettext
/// evaluates it. A comparison or a logical operator gives 0 or 1. A form outside
/// 0 ..< `count` falls back to form 0.
///
/// A catalog is data from disk, so no rule can trap, recurse or run long, where C leaves
/// the result undefined or the program ends:
/// - `+ - *` wrap around in 64-bit two's complement (`Int.max + 1` is `Int.min`);
/// - `Int.min / -1` is `Int.min` (the quotient `2^63` wraps) and `Int.min % -1` is 0 (the
///   remainder, exact);
/// - a division or remainder by zero on the path the evaluation takes (not in a branch of `?:`,
///   `&&` or `||` that C would skip) gives form 0 (gettext raises SIGFPE);
/// - the expression is at most `maxExpressionLength` bytes and nests at most
///   `ExpressionParser.maxDepth` deep, checked when parsed, and is evaluated in one pass over its
///   nodes without recursion.
public struct PluralRule: Hashable, Sendable {
    /// The number of forms (`nplurals`), at least 1.
    public let count: Int
    /// The expression as nodes that name their operands by index, each after its operands and the
    /// root last (the parser writes them in that order): plain values in one array, walked in a
    /// loop however long the expression, and a rule kept for the process (`germanic`) holds no
    /// indirect enum, whose tagged pointers LeakSanitizer cannot follow from a global.
    let nodes: [Node]

    /// The longest `plural` expression read, in bytes: 4× the longest in gettext's manual
    /// (Arabic's, ~110 bytes), and few enough nodes to evaluate for every string drawn.
    public static let maxExpressionLength = 1024

    /// Germanic plurals, gettext's default without a header: form 0 for 1, form 1 otherwise.
    public static let germanic = PluralRule(count: 2, nodes: [.n, .literal(1), .binary(.notEqual, 0, 1)])

    /// A rule from nodes in evaluation order: each node's operands before it, the root last.
    init(count: Int, nodes: [Node]) {
        self.count = count
        self.nodes = nodes
    }

    /// Parses a `Plural-Forms` value (`nplurals=N; plural=EXPR;`).
    /// - Throws: a message naming what is wrong, an expression longer than `maxExpressionLength`
    ///   bytes or nested deeper than `ExpressionParser.maxDepth` included.
    public init(header value: String) throws(CatalogError) {
        var nplurals: Int?
        var plural: [Node]?
        for part in value.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let key = pair[0].filter { !$0.isUnicodeWhiteSpace }
            if key == "nplurals" {
                nplurals = Int(String(pair[1].filter { !$0.isUnicodeWhiteSpace }))
            } else if key == "plural" {
                guard pair[1].utf8.count <= Self.maxExpressionLength else {
                    throw CatalogError("Plural-Forms: plural is longer than \(Self.maxExpressionLength) bytes")
                }
                var parser = ExpressionParser(text: String(pair[1]))
                plural = try parser.parseAll()
            }
        }
        guard let nplurals, nplurals >= 1 else { throw CatalogError("Plural-Forms: missing or bad nplurals") }
        guard let plural else { throw CatalogError("Plural-Forms: missing plural") }
        self.init(count: nplurals, nodes: plural)
    }

    /// The form (0 ..< `count`) for `n` things; negative counts are taken as their magnitude.
    public func form(for n: Int) -> Int {
        guard let value = value(for: n.magnitude > UInt(Int.max) ? Int.max : abs(n)) else { return 0 }
        return value >= 0 && value < count ? value : 0
    }

    /// One node of the expression; operands are indices of earlier nodes.
    enum Node: Hashable, Sendable {
        case n
        case literal(Int)
        case not(Int)
        case binary(Operator, Int, Int)
        case conditional(Int, Int, Int)
    }

    /// The expression's value for `n`, nil when it divides by zero. Every node is worked out once,
    /// in order, so each finds its operands done; a node is nil when an operand C would evaluate
    /// is nil, so a division by zero in a branch that `?:`, `&&` or `||` skips does not count.
    func value(for n: Int) -> Int? {
        var values = [Int?](repeating: nil, count: nodes.count)
        for index in nodes.indices {
            switch nodes[index] {
            case .n: values[index] = n
            case .literal(let value): values[index] = value
            case .not(let operand): values[index] = values[operand].map { $0 == 0 ? 1 : 0 }
            case .conditional(let test, let then, let otherwise):
                values[index] = values[test].flatMap { $0 != 0 ? values[then] : values[otherwise] }
            case .binary(let op, let lhs, let rhs):
                guard let a = values[lhs] else { continue }
                switch op {
                case .and: values[index] = a == 0 ? 0 : values[rhs].map { $0 != 0 ? 1 : 0 }
                case .or: values[index] = a != 0 ? 1 : values[rhs].map { $0 != 0 ? 1 : 0 }
                default: values[index] = values[rhs].flatMap { op.apply(a, $0) }
                }
            }
        }
        return values.last ?? nil
    }

    enum Operator: String, Hashable, Sendable, CaseIterable {
        case or = "||", and = "&&", equal = "==", notEqual = "!=", lessOrEqual = "<=", greaterOrEqual = ">="
        case less = "<", greater = ">", plus = "+", minus = "-", times = "*", divide = "/", remainder = "%"

        /// C's binding strength, higher binds tighter.
        var precedence: Int {
            switch self {
            case .or: 1
            case .and: 2
            case .equal, .notEqual: 3
            case .less, .greater, .lessOrEqual, .greaterOrEqual: 4
            case .plus, .minus: 5
            case .times, .divide, .remainder: 6
            }
        }

        /// `a op b` without a trap: `+ - *` wrap, `Int.min / -1` is `Int.min` and `Int.min % -1`
        /// is 0 (the `…ReportingOverflow` results); nil for a division or remainder by zero.
        /// `&&` and `||` are the evaluator's (they may skip `b`).
        func apply(_ a: Int, _ b: Int) -> Int? {
            switch self {
            case .equal: a == b ? 1 : 0
            case .notEqual: a != b ? 1 : 0
            case .less: a < b ? 1 : 0
            case .greater: a > b ? 1 : 0
            case .lessOrEqual: a <= b ? 1 : 0
            case .greaterOrEqual: a >= b ? 1 : 0
            case .plus: a &+ b
            case .minus: a &- b
            case .times: a &* b
            case .divide: b == 0 ? nil : a.dividedReportingOverflow(by: b).partialValue
            case .remainder: b == 0 ? nil : a.remainderReportingOverflow(dividingBy: b).partialValue
            case .and: a != 0 && b != 0 ? 1 : 0
            case .or: a != 0 || b != 0 ? 1 : 0
            }
        }
    }
}
