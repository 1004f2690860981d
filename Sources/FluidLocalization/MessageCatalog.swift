/// The translated UI strings of one language: a GNU gettext `.mo` catalog, read from its bytes.
///
/// Why a reader of our own and not glibc's `gettext()`: scenes are Foundation-free and never
/// touch files, and they build as Embedded Swift for the web, where there is no libintl, no
/// locale archive and no `bindtextdomain`; glibc would also need the language's locale generated
/// on the machine (`setlocale` fails otherwise, and `gettext` then returns the English text),
/// and it keeps the language in process-global state, so a test or a host could not hold two
/// languages at once. The `.mo` format is small and stable (a header, two tables of
/// length/offset pairs, strings), so the host reads the file (`FluidFiles`) and hands the bytes
/// in; `msgfmt` from GNU gettext still compiles and checks the `.po` sources.
///
/// Lookups: `text(_:)` for a plain string, `text(_:plural:count:)` for one with plural forms
/// (the catalog's `Plural-Forms` picks the form). A string the catalog lacks comes back as the
/// English given, so an empty catalog (`.english`) is English.
public struct MessageCatalog: Hashable, Sendable {
    /// msgid → translations (one, or one per plural form). A plural entry is keyed by its
    /// singular msgid.
    private var entries: [String: [String]]
    /// How counts pick a plural form.
    public let pluralRule: PluralRule
    /// The catalog's `Language` header (`de`, `he`), empty for English.
    public let language: String
    /// How the language writes numbers, from the catalog's `X-Decimal-Separator` and
    /// `X-Grouping-Separator` headers (German: `,` and `.`); English's `.` and `,` without them.
    /// The translator, who knows the language, says it, and no system locale need be installed.
    public let decimalSeparator: String
    public let groupingSeparator: String

    /// The most forms a translation may have: gettext's languages have at most 6 (Arabic).
    public static let maxForms = 16

    /// No translations: every string comes back as given (English, the source language).
    public static let english = MessageCatalog()

    private init() {
        entries = [:]
        pluralRule = .germanic
        language = ""
        decimalSeparator = "."
        groupingSeparator = ","
    }

    /// The catalog in `bytes` (a `.mo` file, either byte order). The file is untrusted: every
    /// count and offset is checked against its size before use (in `UInt32`, so a 32-bit build
    /// cannot trap converting one), and the strings read may add up to at most the file's size
    /// (msgfmt writes each once), so what is allocated and decoded grows with the file, not with
    /// what its header claims or how often its tables point at one long string.
    /// - Throws: `CatalogError` for a file that is not a `.mo` catalog, a table or string
    ///   outside the file, strings that overlap beyond the file's size, text that is not UTF-8,
    ///   a translation of more than `maxForms` forms, or a bad `Plural-Forms` header.
    public init(mo bytes: [UInt8]) throws(CatalogError) {
        var reader = Reader(bytes: bytes)
        let magic = try reader.word(at: 0)
        if magic == 0x9504_12de {
            reader.bigEndian = false
        } else if magic == 0xde12_0495 {
            reader.bigEndian = true
        } else {
            throw CatalogError("not a .mo catalog (bad magic number)")
        }
        // Two 8-byte table entries a string: a count past a sixteenth of the file cannot be true.
        let claimed = try reader.word(at: 8)
        guard claimed <= bytes.count / 16 else { throw CatalogError("string count larger than the file") }
        let count = Int(claimed)
        let originals = try reader.table(at: 12, count: count)
        let translations = try reader.table(at: 16, count: count)
        var entries: [String: [String]] = [:]
        var header = ""
        var budget = bytes.count
        for i in 0..<count {
            let original = try reader.string(table: originals, index: i, budget: &budget)
            let translation = try reader.string(table: translations, index: i, budget: &budget)
            // Split at NUL bytes, as C reads them; the forms counted before any is made, so a
            // translation of a million NULs is refused, not a million strings.
            let key = String(decoding: original.utf8.prefix { $0 != 0 }, as: UTF8.self)
            var separators = 0
            for byte in translation.utf8 where byte == 0 { separators += 1 }
            guard separators < Self.maxForms else {
                throw CatalogError("a translation has more than \(Self.maxForms) plural forms")
            }
            if key.isEmpty {
                header = translation
            } else {
                entries[key] = translation.utf8.split(separator: 0, omittingEmptySubsequences: false)
                    .map { String(decoding: $0, as: UTF8.self) }
            }
        }
        self.entries = entries
        var rule = PluralRule.germanic
        var language = ""
        var decimal = ".", grouping = ","
        for line in header.split(separator: "\n") {
            if let value = Self.headerValue(line, "X-Decimal-Separator:") { decimal = value }
            if let value = Self.headerValue(line, "X-Grouping-Separator:") { grouping = value }
            if line.hasPrefix("Plural-Forms:") {
                rule = try PluralRule(header: String(line.dropFirst("Plural-Forms:".count)))
            } else if line.hasPrefix("Language:") {
                language = String(line.dropFirst("Language:".count).filter { !$0.isUnicodeWhiteSpace })
            }
        }
        pluralRule = rule
        self.language = language
        decimalSeparator = decimal
        groupingSeparator = grouping
    }

    /// The non-empty value after `field` on a header line, its ASCII spaces trimmed.
    private static func headerValue(_ line: Substring, _ field: String) -> String? {
        guard line.hasPrefix(field) else { return nil }
        let value = line.dropFirst(field.count).drop { $0 == " " }
        let trimmed = String(value.reversed().drop { $0 == " " }.reversed())
        return trimmed.isEmpty ? nil : trimmed
    }

    /// A number written the English way (`1,234.5`, as `CalculatorFormat` and the traces write
    /// it) in the language's separators, for the UI only: German `1.234,5`. Traces and machine
    /// output keep the English form.
    public func localizedNumber(_ english: String) -> String {
        guard decimalSeparator != "." || groupingSeparator != "," else { return english }
        var result = ""
        for character in english {
            switch character {
            case ".": result += decimalSeparator
            case ",": result += groupingSeparator
            default: result.append(character)
            }
        }
        return result
    }

    /// The translation of `english`, or `english` itself when the catalog has none. Scene code
    /// marks every UI string by passing its literal here (`scripts/check-catalogs.py` reads them).
    public func localized(_ english: String) -> String {
        guard let forms = entries[english], let first = forms.first, !first.isEmpty else { return english }
        return first
    }

    /// The translation of `english` where it means one of several things (a `.po` entry with
    /// `msgctxt context`, which `msgfmt` keys as context, U+0004, msgid): "Open" the action
    /// (German „Öffnen") is not "Open" the state („Offen"). Without one, `english`.
    public func localized(_ english: String, context: String) -> String {
        guard let forms = entries[context + "\u{4}" + english], let first = forms.first, !first.isEmpty else {
            return english
        }
        return first
    }

    /// The form of `singular`/`plural` for `count` things, its `%d` left in place. Without a
    /// translation, English's rule: `singular` for 1, `plural` otherwise.
    public func form(_ singular: String, plural: String, count: Int) -> String {
        if let forms = entries[singular] {
            let form = pluralRule.form(for: count)
            if form < forms.count, !forms[form].isEmpty { return forms[form] }
        }
        return count == 1 ? singular : plural
    }

    /// `form(_:plural:count:)` with its `%d` replaced by `count` in decimal digits (the digits
    /// English, German and Hebrew all use): `localized("%d action", plural: "%d actions", count: 4)`
    /// is "4 actions", "4 Aktionen", "4 פעולות".
    public func localized(_ singular: String, plural: String, count: Int) -> String {
        let text = form(singular, plural: plural, count: count)
        // Character by character: Embedded Swift has no string searching (_StringProcessing).
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == "%", next < text.endIndex, text[next] == "d" {
                result += String(count)
                index = text.index(after: next)
            } else {
                result.append(text[index])
                index = next
            }
        }
        return result
    }

    /// The translation of `english` with each `%@` replaced by the next of `arguments`, in
    /// order: `localized("Step %@ of %@", arguments: ["2", "5"])` is "Schritt 2 von 5". A
    /// translation keeps the English order of its `%@`s; extra `%@`s stay as they are.
    public func localized(_ english: String, arguments: [String]) -> String {
        let text = localized(english)
        // Character by character: Embedded Swift has no string searching (_StringProcessing).
        var result = ""
        var next = arguments.makeIterator()
        var index = text.startIndex
        while index < text.endIndex {
            let after = text.index(after: index)
            if text[index] == "%", after < text.endIndex, text[after] == "@", let argument = next.next() {
                result += argument
                index = text.index(after: after)
            } else {
                result.append(text[index])
                index = after
            }
        }
        return result
    }

    /// Languages written right to left, by their ISO 639 code: Arabic, Persian, Hebrew, Urdu,
    /// Yiddish.
    static let rightToLeftLanguages: Set<String> = ["ar", "fa", "he", "ur", "yi"]

    /// True when layouts mirror as iOS mirrors them: the catalog's language is written right to
    /// left (its `Language` header, `he` or `he_IL`), unless `layoutRightToLeft` says otherwise.
    /// English (no header) is left to right.
    public var isRightToLeft: Bool {
        if let layoutRightToLeft { return layoutRightToLeft }
        let code = language.split(separator: "_").first.map(String.init) ?? language
        return Self.rightToLeftLanguages.contains(code)
    }

    /// The layout's direction when it is not the language's, nil otherwise: `fluid replay` lays
    /// a recording out in the direction it was recorded in (`ScriptHeader.rightToLeft`), so its
    /// touches land where they did and its trace is the same whatever `--locale` draws it in.
    public var layoutRightToLeft: Bool?

    /// Every msgid the catalog translates (plural entries by their singular), sorted.
    public var messageIDs: [String] { entries.keys.sorted() }

    /// Reads little- or big-endian 32-bit words and table strings, every offset checked.
    private struct Reader {
        let bytes: [UInt8]
        var bigEndian = false

        func word(at offset: Int) throws(CatalogError) -> UInt32 {
            guard offset >= 0, offset <= bytes.count - 4 else { throw CatalogError("truncated .mo catalog") }
            let b = (
                UInt32(bytes[offset]), UInt32(bytes[offset + 1]), UInt32(bytes[offset + 2]), UInt32(bytes[offset + 3])
            )
            return bigEndian ? b.0 << 24 | b.1 << 16 | b.2 << 8 | b.3 : b.3 << 24 | b.2 << 16 | b.1 << 8 | b.0
        }

        /// The offset of the table whose offset is the word at `field`, its `count` 8-byte
        /// entries checked to lie inside the file.
        func table(at field: Int, count: Int) throws(CatalogError) -> Int {
            let offset = try word(at: field)
            // count ≤ bytes.count / 16 (checked), so 8 × count cannot overflow.
            guard offset <= bytes.count, 8 * count <= bytes.count - Int(offset) else {
                throw CatalogError("a string table lies outside the .mo catalog")
            }
            return Int(offset)
        }

        /// String `index` of the table at `table` (inside the file, `table(at:count:)`), its
        /// length taken from `budget`, the bytes the strings read so far may still add up to.
        func string(table: Int, index: Int, budget: inout Int) throws(CatalogError) -> String {
            let entry = table + 8 * index
            let length = try word(at: entry)
            let start = try word(at: entry + 4)
            guard start <= bytes.count, length <= bytes.count - Int(start) else {
                throw CatalogError("a string lies outside the .mo catalog")
            }
            guard length <= budget else { throw CatalogError("the strings overlap: they add up to more than the file") }
            budget -= Int(length)
            let slice = bytes[Int(start)..<Int(start) + Int(length)]
            let text = String(decoding: slice, as: UTF8.self)
            // Valid UTF-8 decodes and encodes back to the same bytes; anything else was replaced.
            guard text.utf8.elementsEqual(slice) else { throw CatalogError("a string in the .mo catalog is not UTF-8") }
            return text
        }
    }
}
