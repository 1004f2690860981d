extension Character {
    /// `isWhitespace` — the Unicode White_Space property of the first scalar, as the standard
    /// library defines it — from the property's 25 code points rather than the standard
    /// library's scalar property tables, which the web build would link (22 KB) for this and the
    /// drawer's capitals alone (docs/web.md, "Size"). `WhiteSpaceTests` compares every scalar's
    /// answer with the standard library's.
    package var isUnicodeWhiteSpace: Bool {
        switch unicodeScalars.first!.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}
