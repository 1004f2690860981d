import Testing

@testable import FluidLocalization

/// A `.mo` file is untrusted: its counts and offsets are checked against its size before anything
/// is allocated for them, and its strings may not add up to more than the file (one long string
/// named by every entry would otherwise be copied once per entry).
struct MessageCatalogBoundsTests {
    /// A little-endian `.mo` file written by hand (the layout `msgfmt` writes): magic, revision 0,
    /// `count`, the offsets of the two tables, an empty hash table, then `body` from byte 28.
    static func mo(count: UInt32, originals: UInt32, translations: UInt32, body: [UInt8] = []) -> [UInt8] {
        [0x9504_12de, 0, count, originals, translations, 0, 0].flatMap(Self.word) + body
    }

    static func word(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }

    /// A catalog whose entries are `(original, translation)` strings, each written once: tables at
    /// 28 and 28 + 8 × count, strings after them, each followed by a NUL as msgfmt writes them.
    static func mo(_ pairs: [(String, String)]) -> [UInt8] {
        let count = UInt32(pairs.count)
        var strings: [UInt8] = []
        var originals: [UInt8] = [], translations: [UInt8] = []
        let start = 28 + 16 * count
        for (original, translation) in pairs {
            originals += word(UInt32(original.utf8.count)) + word(start + UInt32(strings.count))
            strings += Array(original.utf8) + [0]
            translations += word(UInt32(translation.utf8.count)) + word(start + UInt32(strings.count))
            strings += Array(translation.utf8) + [0]
        }
        return mo(count: count, originals: 28, translations: 28 + 8 * count, body: originals + translations + strings)
    }

    @Test func aCatalogWrittenByHandIsRead() throws {
        let catalog = try MessageCatalog(mo: Self.mo([("", "Language: de\n"), ("Places", "Orte")]))
        #expect(catalog.language == "de")
        #expect(catalog.localized("Places") == "Orte")
    }

    @Test(arguments: [
        // 2³¹ strings would need 2³⁵ bytes of tables; the file has 28.
        (mo(count: 1 << 31, originals: 28, translations: 28), "string count larger than the file"),
        (mo(count: .max, originals: 28, translations: 28), "string count larger than the file"),
        // One string, its tables at the end of the 32-bit range or past the end of the file.
        (
            mo(count: 1, originals: .max - 7, translations: 28, body: Array(repeating: 0, count: 16)),
            "a string table lies outside the .mo catalog"
        ),
        (
            mo(count: 1, originals: 28, translations: 37, body: Array(repeating: 0, count: 16)),
            "a string table lies outside the .mo catalog"
        ),
        // A string of 2³² − 1 bytes at offset 2³² − 1.
        (
            mo(count: 1, originals: 28, translations: 28, body: word(.max) + word(.max) + [0, 0, 0, 0, 0, 0, 0, 0]),
            "a string lies outside the .mo catalog"
        )
    ])
    func countsAndOffsetsAreCheckedAgainstTheFile(_ bytes: [UInt8], _ message: String) {
        #expect(throws: CatalogError(message)) { try MessageCatalog(mo: bytes) }
    }

    @Test func stringsThatOverlapBeyondTheFileAreRefused() {
        // Four entries whose originals and translations all name the one 64-byte string at 92:
        // 8 × 64 = 512 bytes to copy from a 28 + 4 × 16 + 64 = 156-byte file.
        let entry = Self.word(64) + Self.word(92)
        let table = Array([[UInt8]](repeating: entry, count: 4).joined())
        let bytes = Self.mo(
            count: 4, originals: 28, translations: 60,
            body: table + table + Array(repeating: UInt8(ascii: "x"), count: 64))
        #expect(bytes.count == 156)
        #expect(throws: CatalogError("the strings overlap: they add up to more than the file")) {
            try MessageCatalog(mo: bytes)
        }
    }

    @Test func aTranslationOfMoreFormsThanAnyLanguageHasIsRefused() throws {
        // 16 forms are 15 NULs between them; 17 are one too many (a million NULs once made a
        // million strings: 4.7 s and 860 MB for a 16 MiB catalog).
        let sixteen = Array(repeating: "f", count: 16).joined(separator: "\0")
        let catalog = try MessageCatalog(mo: Self.mo([("%d action\0%d actions", sixteen)]))
        #expect(catalog.form("%d action", plural: "%d actions", count: 2) == "f")
        #expect(throws: CatalogError("a translation has more than 16 plural forms")) {
            try MessageCatalog(mo: Self.mo([("%d action\0%d actions", sixteen + "\0f")]))
        }
    }

    @Test func aCatalogWithAHostilePluralRuleIsRefusedWithItsMessage() {
        let chain = Array(repeating: "n", count: 300_000).joined(separator: "+")
        let bytes = Self.mo([("", "Language: de\nPlural-Forms: nplurals=2; plural=\(chain);\n")])
        #expect(throws: CatalogError("Plural-Forms: plural is longer than 1024 bytes")) {
            try MessageCatalog(mo: bytes)
        }
    }
}
