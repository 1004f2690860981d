import Testing

@testable import FluidLocalization

/// The catalogs' own White_Space test answers as the standard library's `isWhitespace` for every
/// scalar, and for a character of several scalars by its first.
struct WhiteSpaceTests {
    @Test func everyScalarAsTheStandardLibrary() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            if character.isUnicodeWhiteSpace != character.isWhitespace { differing.append(value) }
        }
        #expect(differing.isEmpty)
    }

    @Test func aCharacterOfSeveralScalarsByItsFirst() {
        let spaceWithAccent = Character("\u{20}\u{301}")
        #expect(spaceWithAccent.isWhitespace && spaceWithAccent.isUnicodeWhiteSpace)
        let crlf = Character("\r\n")
        #expect(crlf.isWhitespace && crlf.isUnicodeWhiteSpace)
        let accented = Character("e\u{301}")
        #expect(!accented.isWhitespace && !accented.isUnicodeWhiteSpace)
    }
}
