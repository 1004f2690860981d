extension PluralRule {
    /// Recursive descent over a plural expression's bytes: conditional, then binary operators by
    /// C precedence (climbing), then `!`, parentheses, `n` and literals. Each step appends its
    /// node after its operands' and returns its index (always the last), so the nodes come out in
    /// evaluation order without a tree to walk. Recursion follows nesting only (bounded by
    /// `maxDepth`); a flat chain (`n+n+…`) is a loop.
    struct ExpressionParser {
        let bytes: [UInt8]
        var index = 0
        /// The expression so far, in evaluation order (`PluralRule.nodes`).
        var nodes: [Node] = []
        /// Nesting guard: a hostile header cannot recurse without end.
        var depth = 0
        static let maxDepth = 64

        init(text: String) { bytes = Array(text.utf8) }

        mutating func parseAll() throws(CatalogError) -> [Node] {
            try conditional()
            skipSpaces()
            guard index == bytes.count else { throw CatalogError("Plural-Forms: unexpected text in plural") }
            return nodes
        }

        /// Appends `node` and returns its index.
        mutating func append(_ node: Node) -> Int {
            nodes.append(node)
            return nodes.count - 1
        }

        @discardableResult
        mutating func conditional() throws(CatalogError) -> Int {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maxDepth else { throw CatalogError("Plural-Forms: plural nests too deeply") }
            let test = try binary(minimum: 1)
            guard take("?") else { return test }
            let then = try conditional()
            guard take(":") else { throw CatalogError("Plural-Forms: \"?\" without \":\"") }
            let otherwise = try conditional()
            return append(.conditional(test, then, otherwise))
        }

        mutating func binary(minimum: Int) throws(CatalogError) -> Int {
            var lhs = try unary()
            while let op = peekOperator(), op.precedence >= minimum {
                index += op.rawValue.utf8.count
                let rhs = try binary(minimum: op.precedence + 1)
                lhs = append(.binary(op, lhs, rhs))
            }
            return lhs
        }

        mutating func unary() throws(CatalogError) -> Int {
            skipSpaces()
            if peekOperator() == nil, take("!") {
                depth += 1
                defer { depth -= 1 }
                guard depth <= Self.maxDepth else { throw CatalogError("Plural-Forms: plural nests too deeply") }
                let operand = try unary()
                return append(.not(operand))
            }
            if take("(") {
                let inner = try conditional()
                guard take(")") else { throw CatalogError("Plural-Forms: missing \")\"") }
                return inner
            }
            if take("n") { return append(.n) }
            var value = 0
            var digits = 0
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                let (times, o1) = value.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.addingReportingOverflow(Int(bytes[index] - 48))
                guard !o1, !o2 else { throw CatalogError("Plural-Forms: number too large") }
                value = sum
                index += 1
                digits += 1
            }
            guard digits > 0 else { throw CatalogError("Plural-Forms: expected n, a number or \"(\"") }
            return append(.literal(value))
        }

        mutating func skipSpaces() {
            while index < bytes.count,
                bytes[index] == 32 || bytes[index] == 9 || bytes[index] == 10 || bytes[index] == 13
            {
                index += 1
            }
        }

        /// The binary operator at the cursor (two-byte ones first), without taking it.
        mutating func peekOperator() -> Operator? {
            skipSpaces()
            for op in Operator.allCases where op.rawValue.utf8.count == 2 && matches(op.rawValue) { return op }
            for op in Operator.allCases where op.rawValue.utf8.count == 1 && matches(op.rawValue) { return op }
            return nil
        }

        func matches(_ text: String) -> Bool {
            let token = Array(text.utf8)
            guard index + token.count <= bytes.count else { return false }
            return Array(bytes[index..<index + token.count]) == token
        }

        mutating func take(_ text: String) -> Bool {
            skipSpaces()
            guard matches(text) else { return false }
            index += text.utf8.count
            return true
        }
    }
}
