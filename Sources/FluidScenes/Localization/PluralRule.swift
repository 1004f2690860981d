/// A gettext `Plural-Forms` rule: how many forms a language has and which one a count takes,
/// e.g. `nplurals=2; plural=(n != 1);` (English, German, Hebrew) or Arabic's six forms.
///
/// `plural` is a C expression over `n` (a non-negative integer) with integer literals,
/// parentheses, `! * / % + - < > <= >= == != && || ?:` and C's precedence, as GNU gettext
/// evaluates it. A comparison or a logical operator gives 0 or 1. A form outside
/// 0 ..< `count`, or a division by zero, falls back to form 0 (gettext does the same).
public struct PluralRule: Hashable, Sendable {
    /// The number of forms (`nplurals`), at least 1.
    public let count: Int
    /// The expression as nodes that name their operands by index, the root last: plain values in
    /// one array, so a rule kept for the process (`germanic`, the English catalog's) holds no
    /// indirect enum, whose tagged pointers LeakSanitizer cannot follow from a global.
    let nodes: [Node]

    /// Germanic plurals, gettext's default without a header: form 0 for 1, form 1 otherwise.
    public static let germanic = PluralRule(count: 2, expression: .binary(.notEqual, .n, .literal(1)))

    init(count: Int, expression: Expression) {
        self.count = count
        var nodes: [Node] = []
        expression.append(to: &nodes)
        self.nodes = nodes
    }

    /// Parses a `Plural-Forms` value (`nplurals=N; plural=EXPR;`).
    /// - Throws: a message naming what is wrong.
    public init(header value: String) throws(CatalogError) {
        var nplurals: Int?
        var plural: Expression?
        for part in value.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let key = pair[0].filter { !$0.isWhitespace }
            if key == "nplurals" {
                nplurals = Int(String(pair[1].filter { !$0.isWhitespace }))
            } else if key == "plural" {
                var parser = ExpressionParser(text: String(pair[1]))
                plural = try parser.parseAll()
            }
        }
        guard let nplurals, nplurals >= 1 else { throw CatalogError("Plural-Forms: missing or bad nplurals") }
        guard let plural else { throw CatalogError("Plural-Forms: missing plural") }
        self.init(count: nplurals, expression: plural)
    }

    /// The form (0 ..< `count`) for `n` things; negative counts are taken as their magnitude.
    public func form(for n: Int) -> Int {
        let value = evaluate(nodes.count - 1, n: n.magnitude > UInt(Int.max) ? Int.max : abs(n))
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

    /// The value of node `index` for `n`: only the branch a conditional, `&&` or `||` takes is
    /// evaluated, as in C (a division by zero in the other branch does not count).
    func evaluate(_ index: Int, n: Int) -> Int {
        switch nodes[index] {
        case .n: return n
        case .literal(let value): return value
        case .not(let operand): return evaluate(operand, n: n) == 0 ? 1 : 0
        case .conditional(let test, let then, let otherwise):
            return evaluate(test, n: n) != 0 ? evaluate(then, n: n) : evaluate(otherwise, n: n)
        case .binary(let op, let lhs, let rhs):
            let a = evaluate(lhs, n: n)
            switch op {
            case .and: return a != 0 && evaluate(rhs, n: n) != 0 ? 1 : 0
            case .or: return a != 0 || evaluate(rhs, n: n) != 0 ? 1 : 0
            default: return op.apply(a, evaluate(rhs, n: n))
            }
        }
    }

    /// The parser's tree, flattened into `nodes` by `init(count:expression:)`.
    indirect enum Expression: Hashable, Sendable {
        case n
        case literal(Int)
        case not(Expression)
        case binary(Operator, Expression, Expression)
        case conditional(Expression, Expression, Expression)

        /// Appends the nodes of this tree, operands first, and returns the index of its root.
        @discardableResult
        func append(to nodes: inout [Node]) -> Int {
            switch self {
            case .n: nodes.append(.n)
            case .literal(let value): nodes.append(.literal(value))
            case .not(let operand): nodes.append(.not(operand.append(to: &nodes)))
            case .conditional(let test, let then, let otherwise):
                let t = test.append(to: &nodes), a = then.append(to: &nodes), b = otherwise.append(to: &nodes)
                nodes.append(.conditional(t, a, b))
            case .binary(let op, let lhs, let rhs):
                let a = lhs.append(to: &nodes), b = rhs.append(to: &nodes)
                nodes.append(.binary(op, a, b))
            }
            return nodes.count - 1
        }
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

        func apply(_ a: Int, _ b: Int) -> Int {
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
            case .divide: b == 0 ? -1 : a / b
            case .remainder: b == 0 ? -1 : a % b
            case .and, .or: 0
            }
        }
    }
}
