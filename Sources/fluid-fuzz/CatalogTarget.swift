import FluidLocalization
import FluidRandom

/// `MessageCatalog(mo:)` on `.mo` files: the corpus's catalogs (the real translations as
/// `msgfmt` compiles them, in both byte orders) mutated — counts, offsets and lengths set to 0,
/// −1, `Int32.min` or just past the file, tables truncated, spliced or repeated — and catalogs
/// built here from random entries (plural forms, contexts, text that is not UTF-8, headers with
/// generated `Plural-Forms`). A catalog read must answer every lookup (plural ones at counts from
/// `Int.min` to `Int.max`) with a form in range, and read again the same.
struct CatalogTarget: ParserTarget {
    let corpus: [[UInt8]]
    let mutator: Mutator
    let maxLength = 1 << 18
    let isText = false

    init(corpus: [[UInt8]]) {
        self.corpus = corpus
        mutator = Mutator(others: corpus, dictionary: [], maxLength: maxLength)
    }

    func input(_ rng: inout SplitMix64) -> [UInt8] {
        if rng.next() % 5 < 3 {
            return mutator.mutate(rng.pick(corpus), &rng, text: false)
        }
        let built = Self.build(&rng)
        return rng.oneIn(2) ? built : mutator.mutate(built, &rng, text: false)
    }

    /// Pieces of catalog text: plain, plural forms (NUL-separated), a context (U+0004), empty,
    /// long, right to left, and bytes that are not UTF-8.
    static let strings: [[UInt8]] =
        [
            "Spring", "Federn", "Copy code", "Code kopieren", "%d step\0%d steps", "%d Schritt\0%d Schritte",
            "Open\u{4}Öffnen", "", "\0", "\0\0\0", "קפיץ", "שלב אחד\0%d שלבים\0%d שלבים", "👍🏽", "a\nb",
            String(repeating: "x", count: 3000)
        ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80, 0x80]]

    /// A `.mo` file of random entries, either byte order, a header entry most of the time.
    static func build(_ rng: inout SplitMix64) -> [UInt8] {
        var entries: [([UInt8], [UInt8])] = []
        if !rng.oneIn(6) {
            var plural = "nplurals=2; plural=(n != 1);"
            if rng.oneIn(2) {
                var budget = 2 + Int(rng.next() % 30)
                plural =
                    "nplurals=\(1 + rng.next() % 6); plural=\(PluralTarget.expression(&rng, budget: &budget, depth: 0));"
            }
            let lines = [
                "Content-Type: text/plain; charset=UTF-8", "Plural-Forms: \(plural)",
                "Language: \(rng.pick(["de", "he", "ar", "", "x" + String(repeating: "y", count: 200), "de_DE"]))",
                "X-Decimal-Separator: \(rng.pick([",", ".", "", " ", "٫", "\u{0}"]))",
                "X-Grouping-Separator: \(rng.pick([".", ",", "", "  ", "'", "\u{202F}"]))"
            ]
            let header = lines.filter { _ in !rng.oneIn(5) }.joined(separator: "\n") + "\n"
            entries.append(([], Array(header.utf8)))
        }
        for _ in 0..<Int(rng.next() % 12) {
            entries.append((rng.pick(strings), rng.pick(strings)))
        }
        if rng.oneIn(3) { entries.sort { $0.0.lexicographicallyPrecedes($1.0) } }
        return mo(entries, bigEndian: rng.oneIn(3))
    }

    /// The bytes `msgfmt` would write for `entries` (no hash table): the header, both tables,
    /// then every string with its NUL.
    static func mo(_ entries: [([UInt8], [UInt8])], bigEndian: Bool) -> [UInt8] {
        var out: [UInt8] = []
        func word(_ value: Int) {
            let v = UInt32(truncatingIfNeeded: value)
            for k in 0..<4 { out.append(UInt8(truncatingIfNeeded: v >> (bigEndian ? 24 - 8 * k : 8 * k))) }
        }
        let count = entries.count
        let originals = 28, translations = 28 + 8 * count
        var next = 28 + 16 * count
        var strings: [UInt8] = []
        var tables: [(Int, Int)] = []
        for text in entries.map(\.0) + entries.map(\.1) {
            tables.append((text.count, next + strings.count))
            strings += text + [0]
        }
        next += strings.count
        for value in [0x9504_12DE, 0, count, originals, translations, 0, next] { word(value) }
        for (length, offset) in tables {
            word(length)
            word(offset)
        }
        return out + strings
    }

    static let counts = [Int.min, Int.min + 1, -1, 0, 1, 2, 3, 5, 11, 21, 101, 1_000_000, Int.max]

    func check(_ bytes: [UInt8]) -> ParserOutcome {
        let catalog: MessageCatalog
        do {
            catalog = try MessageCatalog(mo: bytes)
        } catch {
            return .refused(error.description)
        }
        guard catalog.pluralRule.count >= 1 else {
            return ParserOutcome(
                problem: "a plural rule of \(catalog.pluralRule.count) forms", accepted: true, summary: "accepted")
        }
        let ids = catalog.messageIDs
        for id in ids.prefix(64) + ["Spring", "%d step"] {
            _ = catalog.localized(id)
            _ = catalog.localized(id, context: "Open")
            _ = catalog.localized(id, arguments: ["1", "two"])
            for n in Self.counts {
                _ = catalog.localized(id, plural: id + "s", count: n)
            }
        }
        for n in Self.counts {
            let form = catalog.pluralRule.form(for: n)
            guard form >= 0, form < catalog.pluralRule.count else {
                return ParserOutcome(
                    problem: "form(for: \(n)) is \(form), outside 0..<\(catalog.pluralRule.count)",
                    accepted: true, summary: "accepted")
            }
        }
        _ = catalog.localizedNumber("-1,234,567.89")
        _ = catalog.isRightToLeft
        // Read again, the same catalog.
        guard (try? MessageCatalog(mo: bytes)) == catalog else {
            return ParserOutcome(problem: "read twice, two different catalogs", accepted: true, summary: "accepted")
        }
        return ParserOutcome(
            problem: nil, accepted: true,
            summary:
                "accepted: \(ids.count) messages, language \(String(reflecting: catalog.language)), \(catalog.pluralRule.count) plural forms"
        )
    }
}
