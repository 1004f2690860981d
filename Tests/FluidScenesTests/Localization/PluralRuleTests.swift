import Testing

@testable import FluidLocalization

/// A `Plural-Forms` rule comes from a file: where C leaves a result undefined or the program
/// ends, the rule has a defined answer, and no rule recurses in proportion to its length. Every
/// expected form is derived in the comment beside it in 64-bit two's complement, not read from
/// the code.
struct PluralRuleTests {
    /// `0-9223372036854775807-1` is −2⁶³ (`Int.min`); a literal cannot spell it, a subtraction can.
    static let intMin = "(0-9223372036854775807-1)"

    @Test(arguments: [
        // Int.min / −1 = 2⁶³, which wraps to −2⁶³: the comparison holds, form 1.
        ("nplurals=3; plural=\(intMin)/(0-1) == \(intMin) ? 1 : 2;", 0, 1),
        // Int.min % −1: the remainder is exactly 0 (only the quotient overflows): form 1.
        ("nplurals=3; plural=\(intMin)%(0-1) == 0 ? 1 : 2;", 0, 1),
        // n = Int.max: n + 1 wraps to −2⁶³; / −1 wraps back to −2⁶³ < 0: form 1.
        ("nplurals=3; plural=(n+1)/(0-1) < 0 ? 1 : 2;", Int.max, 1),
        ("nplurals=3; plural=(n+1)%(0-1) == 0 ? 1 : 2;", Int.max, 1),
        // A count of Int.min is taken as its magnitude, 2⁶³, clamped to Int.max: as above.
        ("nplurals=3; plural=(n+1)/(0-1) < 0 ? 1 : 2;", Int.min, 1)
    ])
    func intMinByMinusOneDividesWithoutATrap(_ header: String, _ n: Int, _ form: Int) throws {
        #expect(try PluralRule(header: header).form(for: n) == form)
    }

    @Test(arguments: [
        // n = 2⁶³ − 1: n + 1 = −2⁶³ < n: form 1.
        ("nplurals=3; plural=n+1 < n ? 1 : 2;", Int.max, 1),
        // 0 − n − n = −2⁶⁴ + 2 ≡ 2 (mod 2⁶⁴): form 2.
        ("nplurals=3; plural=0-n-n;", Int.max, 2),
        // n = 2³²: n × n = 2⁶⁴ ≡ 0: form 1.
        ("nplurals=3; plural=n*n == 0 ? 1 : 2;", 1 << 32, 1),
        // n = 2⁶² + 1: n × 4 = 2⁶⁴ + 4 ≡ 4 ≥ 3, outside the forms: form 0.
        ("nplurals=3; plural=n*4;", (1 << 62) + 1, 0),
        // n = 2⁶³ − 1: n × n = 2¹²⁶ − 2⁶⁴ + 1 ≡ 1: form 1.
        ("nplurals=3; plural=n*n;", Int.max, 1)
    ])
    func overflowWraps(_ header: String, _ n: Int, _ form: Int) throws {
        #expect(try PluralRule(header: header).form(for: n) == form)
    }

    @Test(arguments: [
        // Taken: the rule gives form 0, whatever surrounds the division.
        ("nplurals=3; plural=n/0;", 5, 0),
        ("nplurals=3; plural=n%0 == 0 ? 2 : 1;", 5, 0),
        ("nplurals=3; plural=!(n/0) + 1;", 5, 0),
        ("nplurals=3; plural=n/(n-5) == 0 ? 1 : 2;", 5, 0),
        // Skipped as C skips it: the other branch of ?:, the right of && after 0, of || after 1.
        ("nplurals=3; plural=n == 1 ? 2 : n/0;", 1, 2),
        ("nplurals=3; plural=n == 1 ? 2 : n/0;", 2, 0),
        ("nplurals=3; plural=n != 0 && 5/n > 1 ? 1 : 2;", 0, 2),
        ("nplurals=3; plural=n != 0 && 5/n > 1 ? 1 : 2;", 2, 1),  // 5 / 2 = 2 > 1
        ("nplurals=3; plural=n == 0 || 5%n == 0 ? 1 : 2;", 0, 1),
        ("nplurals=3; plural=n == 0 || 5%n == 0 ? 1 : 2;", 3, 2),  // 5 % 3 = 2
        ("nplurals=3; plural=n == 0 || 5%n == 0 ? 1 : 2;", 5, 1),
        // C truncates toward zero: (0 − 7) / 2 = −3, (0 − 7) % 2 = −1.
        ("nplurals=3; plural=(0-7)/2 == 0-3 && (0-7)%2 == 0-1 ? 1 : 2;", 0, 1)
    ])
    func divisionByZeroOnTheEvaluatedPathGivesFormZero(_ header: String, _ n: Int, _ form: Int) throws {
        #expect(try PluralRule(header: header).form(for: n) == form)
    }

    @Test func aLongFlatChainIsRefusedWithAMessage() {
        // 300 000 terms, 599 999 bytes: once a left-deep tree walked recursively (a stack overflow).
        let chain = Array(repeating: "n", count: 300_000).joined(separator: "+")
        #expect(throws: CatalogError("Plural-Forms: plural is longer than 1024 bytes")) {
            try PluralRule(header: "nplurals=2; plural=\(chain);")
        }
    }

    @Test func anExpressionOfTheLengthBoundIsRead() throws {
        // 512 terms of `n` and 511 `+`: 1023 bytes, and a space makes 1024. n = 1 sums to 512.
        let chain = " " + Array(repeating: "n", count: 512).joined(separator: "+")
        #expect(chain.utf8.count == PluralRule.maxExpressionLength)
        #expect(try PluralRule(header: "nplurals=600; plural=\(chain);").form(for: 1) == 512)
        #expect(throws: CatalogError.self) { try PluralRule(header: "nplurals=600; plural= \(chain);") }
    }

    @Test func evaluationDoesNotRecurseHoweverLongTheRule() {
        // Rules the parser would refuse, built directly: 300 000 terms of n + n + …, then
        // 300 000 `!`s over 0, then 300 000 nested `?:`s. None may take stack in proportion.
        let terms = 300_000
        var sum: [PluralRule.Node] = [.n]
        for _ in 1..<terms {
            // The sum so far (the last node) plus a new n, as the parser writes `… + n`.
            sum.append(.n)
            sum.append(.binary(.plus, sum.count - 2, sum.count - 1))
        }
        // n = 3: 300 000 × 3 = 900 000.
        #expect(PluralRule(count: 2, nodes: sum).value(for: 3) == 900_000)
        var nots: [PluralRule.Node] = [.literal(0)]
        for i in 0..<terms { nots.append(.not(i)) }
        // An even number of `!`s over 0 is 0.
        #expect(PluralRule(count: 2, nodes: nots).value(for: 3) == 0)
        // n == 1 ? 1 : (n == 1 ? 1 : (… : 0)), nested as the parser would write it: the innermost
        // conditional first. With n = 1 every test holds: 1.
        var conditionals: [PluralRule.Node] = [.n, .literal(1), .binary(.equal, 0, 1), .literal(0)]
        for _ in 0..<terms { conditionals.append(.conditional(2, 1, conditionals.count - 1)) }
        #expect(PluralRule(count: 2, nodes: conditionals).value(for: 1) == 1)
        #expect(PluralRule(count: 2, nodes: conditionals).value(for: 2) == 0)
    }

    @Test func theParsersNodesAreTheGermanicRules() throws {
        #expect(try PluralRule(header: "nplurals=2; plural=(n != 1);") == .germanic)
    }
}
