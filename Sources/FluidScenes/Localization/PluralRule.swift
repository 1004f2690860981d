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
    let expression: Expression

    /// Germanic plurals, gettext's default without a header: form 0 for 1, form 1 otherwise.
    public static let germanic = PluralRule(count: 2, expression: .binary(.notEqual, .n, .literal(1)))

    init(count: Int, expression: Expression) {
        self.count = count
        self.expression = expression
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
        let value = expression.evaluate(n: n.magnitude > UInt(Int.max) ? Int.max : abs(n))
        return value >= 0 && value < count ? value : 0
    }

    indirect enum Expression: Hashable, Sendable {
        case n
        case literal(Int)
        case not(Expression)
        case binary(Operator, Expression, Expression)
        case conditional(Expression, Expression, Expression)

        func evaluate(n: Int) -> Int {
            switch self {
            case .n: return n
            case .literal(let value): return value
            case .not(let operand): return operand.evaluate(n: n) == 0 ? 1 : 0
            case .conditional(let test, let then, let otherwise):
                return test.evaluate(n: n) != 0 ? then.evaluate(n: n) : otherwise.evaluate(n: n)
            case .binary(let op, let lhs, let rhs):
                let a = lhs.evaluate(n: n)
                switch op {
                case .and: return a != 0 && rhs.evaluate(n: n) != 0 ? 1 : 0
                case .or: return a != 0 || rhs.evaluate(n: n) != 0 ? 1 : 0
                default: return op.apply(a, rhs.evaluate(n: n))
                }
            }
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
