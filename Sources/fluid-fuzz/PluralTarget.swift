import FluidLocalization
import FluidRandom

/// `PluralRule(header:)` and `form(for:)` on `Plural-Forms` values: the corpus's rules (every
/// language in gettext's manual) mutated, and expressions built at random with C's operators,
/// literals at Int's ends, long flat chains and deep nesting. Each accepted rule's forms are
/// compared with a reference written here (a tree parsed by recursive descent, evaluated
/// recursively) for counts from 0 to `Int.max` and `Int.min`; a refused one must be refused by
/// the reference too, with one line that starts "Plural-Forms:".
struct PluralTarget: ParserTarget {
    let corpus: [[UInt8]]
    let mutator: Mutator
    let maxLength = 1 << 19
    let isText = true

    static let dictionary = [
        "n", "(", ")", "?", ":", "!", "||", "&&", "==", "!=", "<=", ">=", "<", ">", "+", "-", "*",
        "/", "%", " ", "9223372036854775807", "0", "1", "nplurals=", "plural=", ";", "n%10", "n%100",
        "n==1", "(n", "n)", "!!", "?n:", "0/0", "n/0", "n%0", "(0-9223372036854775807-1)", "\u{0}"
    ]
    /// Counts every accepted rule is evaluated at: small ones that pick the forms, and extremes.
    static let counts = [
        0, 1, 2, 3, 4, 5, 7, 10, 11, 12, 14, 19, 20, 21, 22, 25, 100, 101, 102, 111, 112, 1000, 1001,
        1_000_000, Int.max, Int.max - 1, Int.min, Int.min + 1, -1, -2, -11, -21
    ]

    init(corpus: [[UInt8]]) {
        self.corpus = corpus
        mutator = Mutator(others: corpus, dictionary: Self.dictionary, maxLength: maxLength)
    }

    func input(_ rng: inout SplitMix64) -> [UInt8] {
        switch rng.next() % 20 {
        case 0..<8:
            return mutator.mutate(rng.pick(corpus), &rng, text: true)
        case 8..<17:
            var budget = 2 + Int(rng.next() % 60)
            let expression = Self.expression(&rng, budget: &budget, depth: 0)
            let nplurals =
                rng.oneIn(20)
                ? rng.pick(["0", "-1", "9223372036854775807", "x", "", "1e3"]) : String(1 + rng.next() % 6)
            let text = Array("nplurals=\(nplurals); plural=\(expression);".utf8)
            return rng.oneIn(4) ? mutator.mutate(text, &rng, text: true) : text
        default:
            return Array("nplurals=3; plural=\(Self.extreme(&rng));".utf8)
        }
    }

    /// A random expression of about `budget` leaves, printed with C's precedence (parentheses
    /// only where needed, sometimes more) and random spacing.
    static func expression(_ rng: inout SplitMix64, budget: inout Int, depth: Int) -> String {
        let space = rng.oneIn(3) ? " " : ""
        if budget <= 1 || depth > 12 || rng.oneIn(5) {
            budget -= 1
            return rng.oneIn(2)
                ? "n"
                : rng.pick([
                    "0", "1", "2", "3", "4", "5", "9", "10", "11", "19", "20", "100",
                    "9223372036854775807", "4294967296", "3037000500"
                ])
        }
        switch rng.next() % 10 {
        case 0:
            let operand = expression(&rng, budget: &budget, depth: depth + 1)
            return "!"
                + (operand.count > 1 && !operand.hasPrefix("(") && !operand.hasPrefix("!") ? "(\(operand))" : operand)
        case 1:
            let test = expression(&rng, budget: &budget, depth: depth + 1)
            let then = expression(&rng, budget: &budget, depth: depth + 1)
            let otherwise = expression(&rng, budget: &budget, depth: depth + 1)
            return "(\(test)\(space)?\(space)\(then)\(space):\(space)\(otherwise))"
        default:
            let op = rng.pick(["||", "&&", "==", "!=", "<=", ">=", "<", ">", "+", "-", "*", "/", "%", "%", "/", "-"])
            let lhs = expression(&rng, budget: &budget, depth: depth + 1)
            let rhs = expression(&rng, budget: &budget, depth: depth + 1)
            return "(\(lhs)\(space)\(op)\(space)\(rhs))"
        }
    }

    /// Long flat chains (up to 300 000 terms), deep nesting, long `!` runs and `?:` ladders, at
    /// and past the length and depth limits.
    static func extreme(_ rng: inout SplitMix64) -> String {
        let near = [
            PluralRule.maxExpressionLength / 2 - 1, PluralRule.maxExpressionLength / 2,
            PluralRule.maxExpressionLength / 2 + 1, 60, 63, 64, 65
        ]
        // The 300 000 terms now and then: reading that much text is most of a run's time.
        let count = rng.oneIn(40) ? 300_000 : rng.pick(near)
        switch rng.next() % 6 {
        case 0:
            let op = rng.pick(["+", "-", "*", "/", "%", "&&", "||", "==", "<"])
            return Array(repeating: "n", count: max(1, count / max(1, op.count))).joined(separator: op)
        case 1:
            let depth = min(count, 100_000)
            return String(repeating: "(", count: depth) + "n" + String(repeating: ")", count: depth)
        case 2:
            return String(repeating: "!", count: min(count, 100_000)) + "n"
        case 3:
            let rungs = min(count / 8, 40_000)
            return (0..<rungs).map { "n==\($0)?\($0 % 3):" }.joined() + "0"
        case 4:
            // Int.min built by arithmetic, then divided by −1 and taken modulo −1.
            return "(0-9223372036854775807-1)/(n-n-1)+(0-9223372036854775807-1)%(0-1)+n*9223372036854775807*n"
        default:
            return Array(repeating: "n*9223372036854775807", count: max(1, count / 22)).joined(separator: "+")
        }
    }

    func check(_ bytes: [UInt8]) -> ParserOutcome {
        let header = String(decoding: bytes, as: UTF8.self)
        let reference = Reference.rule(header: header)
        let rule: PluralRule
        do {
            rule = try PluralRule(header: header)
        } catch {
            let message = error.description
            if let problem = ParserOutcome.oneLineProblem(message) { return .refused(message, problem: problem) }
            guard message.hasPrefix("Plural-Forms:") else {
                return .refused(message, problem: "an error that does not start \"Plural-Forms:\": \(message)")
            }
            if case .success = reference {
                return .refused(message, problem: "refused (\(message)), where the reference accepts it")
            }
            return .refused(message)
        }
        guard case .success(let expected) = reference else {
            guard case .failure(let why) = reference else { fatalError("unreachable") }
            return ParserOutcome(
                problem: "accepted, where the reference refuses it (\(why.text))", accepted: true,
                summary: "accepted: \(rule.count) forms")
        }
        guard rule.count == expected.count else {
            return ParserOutcome(
                problem: "nplurals \(rule.count), the reference \(expected.count)", accepted: true, summary: "accepted")
        }
        var forms: [Int] = []
        for n in Self.counts {
            let form = rule.form(for: n)
            let want = expected.form(for: n)
            guard form == want else {
                return ParserOutcome(
                    problem: "form(for: \(n)) is \(form), the reference's \(want)", accepted: true,
                    summary: "accepted")
            }
            forms.append(form)
        }
        return ParserOutcome(
            problem: nil, accepted: true,
            summary: "accepted: \(rule.count) forms; forms for \(Self.counts.prefix(12)): \(forms.prefix(12))")
    }

    /// The reference: a tree built by recursive descent over C's grammar levels, evaluated
    /// recursively, with the documented results where C has none (`+ - *` wrap, `Int.min / -1`
    /// is `Int.min`, `Int.min % -1` is 0, a division by zero on the path taken gives form 0).
    /// Written apart from `PluralRule`, which parses by precedence climbing into an array of nodes
    /// and evaluates it in one loop. Its limits are the documented ones: at most
    /// `maxExpressionLength` bytes, and `ExpressionParser.maxDepth` (64) levels, each `?:`, each
    /// parenthesis and each `!` one level.
    enum Reference {
        indirect enum Tree {
            case n, literal(Int), not(Tree), binary(String, Tree, Tree), conditional(Tree, Tree, Tree)
        }

        struct Why: Error { let text: String }

        struct Rule {
            let count: Int
            let tree: Tree

            func form(for count: Int) -> Int {
                let n = count == Int.min ? Int.max : abs(count)
                guard let value = Reference.value(tree, n: n) else { return 0 }
                return value >= 0 && value < self.count ? value : 0
            }
        }

        static let maxDepth = 64

        static func rule(header: String) -> Result<Rule, Why> {
            var nplurals: Int?
            var tree: Tree?
            for part in header.split(separator: ";") {
                // Keys and values as gettext's header is read (the one step not written apart:
                // `split` drops empty pieces, so "=plural==" names plural, "=").
                let pair = part.split(separator: "=", maxSplits: 1)
                guard pair.count == 2 else { continue }
                let key = pair[0].filter { !$0.isWhitespace }
                let value = pair[1]
                if key == "nplurals" {
                    nplurals = Int(String(value.filter { !$0.isWhitespace }))
                } else if key == "plural" {
                    guard value.utf8.count <= PluralRule.maxExpressionLength else {
                        return .failure(Why(text: "too long"))
                    }
                    var parser = Parser(bytes: Array(value.utf8))
                    do {
                        tree = try parser.whole()
                    } catch {
                        return .failure(error)
                    }
                }
            }
            guard let nplurals, nplurals >= 1 else { return .failure(Why(text: "nplurals")) }
            guard let tree else { return .failure(Why(text: "no plural")) }
            return .success(Rule(count: nplurals, tree: tree))
        }

        struct Parser {
            let bytes: [UInt8]
            var at = 0
            var depth = 0

            mutating func whole() throws(Why) -> Tree {
                let tree = try conditional()
                skip()
                guard at == bytes.count else { throw Why(text: "text after the expression") }
                return tree
            }

            mutating func conditional() throws(Why) -> Tree {
                depth += 1
                defer { depth -= 1 }
                guard depth <= maxDepth else { throw Why(text: "too deep") }
                let test = try level(0)
                guard eat("?") else { return test }
                let then = try conditional()
                guard eat(":") else { throw Why(text: "? without :") }
                return .conditional(test, then, try conditional())
            }

            static let levels: [[String]] = [
                ["||"], ["&&"], ["==", "!="], ["<=", ">=", "<", ">"], ["+", "-"], ["*", "/", "%"]
            ]

            /// Left-associative operators of one level, the operands one level tighter.
            mutating func level(_ index: Int) throws(Why) -> Tree {
                guard index < Self.levels.count else { return try unary() }
                var lhs = try level(index + 1)
                while let op = peekOperator(), Self.levels[index].contains(op) {
                    at += op.utf8.count
                    lhs = .binary(op, lhs, try level(index + 1))
                }
                return lhs
            }

            mutating func unary() throws(Why) -> Tree {
                skip()
                if peekOperator() == nil, eat("!") {
                    depth += 1
                    defer { depth -= 1 }
                    guard depth <= maxDepth else { throw Why(text: "too deep") }
                    return .not(try unary())
                }
                if eat("(") {
                    let inner = try conditional()
                    guard eat(")") else { throw Why(text: "missing )") }
                    return inner
                }
                if eat("n") { return .n }
                var value = 0
                let start = at
                while at < bytes.count, bytes[at] >= 0x30, bytes[at] <= 0x39 {
                    let (times, o1) = value.multipliedReportingOverflow(by: 10)
                    let (sum, o2) = times.addingReportingOverflow(Int(bytes[at] - 0x30))
                    guard !o1, !o2 else { throw Why(text: "number too large") }
                    value = sum
                    at += 1
                }
                guard at > start else { throw Why(text: "expected an operand") }
                return .literal(value)
            }

            /// Any binary operator at the cursor, longest first ("<=" before "<", "!=" is not "!").
            static let operators = ["||", "&&", "==", "!=", "<=", ">=", "<", ">", "+", "-", "*", "/", "%"]

            mutating func peekOperator() -> String? {
                skip()
                return Self.operators.first { starts($0) }
            }

            func starts(_ token: String) -> Bool {
                var i = at
                for byte in token.utf8 {
                    guard i < bytes.count, bytes[i] == byte else { return false }
                    i += 1
                }
                return true
            }

            mutating func eat(_ token: String) -> Bool {
                skip()
                guard starts(token) else { return false }
                at += token.utf8.count
                return true
            }

            mutating func skip() {
                while at < bytes.count, [32, 9, 10, 13].contains(bytes[at]) { at += 1 }
            }
        }

        /// The expression's value, nil when it divides by zero on the path C takes.
        static func value(_ tree: Tree, n: Int) -> Int? {
            switch tree {
            case .n: return n
            case .literal(let v): return v
            case .not(let t): return value(t, n: n).map { $0 == 0 ? 1 : 0 }
            case .conditional(let t, let a, let b):
                guard let test = value(t, n: n) else { return nil }
                return test != 0 ? value(a, n: n) : value(b, n: n)
            case .binary("&&", let l, let r):
                guard let a = value(l, n: n) else { return nil }
                return a == 0 ? 0 : value(r, n: n).map { $0 != 0 ? 1 : 0 }
            case .binary("||", let l, let r):
                guard let a = value(l, n: n) else { return nil }
                return a != 0 ? 1 : value(r, n: n).map { $0 != 0 ? 1 : 0 }
            case .binary(let op, let l, let r):
                guard let a = value(l, n: n), let b = value(r, n: n) else { return nil }
                switch op {
                case "==": return a == b ? 1 : 0
                case "!=": return a != b ? 1 : 0
                case "<": return a < b ? 1 : 0
                case ">": return a > b ? 1 : 0
                case "<=": return a <= b ? 1 : 0
                case ">=": return a >= b ? 1 : 0
                case "+": return a &+ b
                case "-": return a &- b
                case "*": return a &* b
                case "/":
                    if b == 0 { return nil }
                    return a == Int.min && b == -1 ? Int.min : a / b
                default:
                    if b == 0 { return nil }
                    return b == -1 ? 0 : a % b
                }
            }
        }
    }
}
