import FluidCore
import FluidMotion
import Testing

@testable import FluidSession

/// The text size and locale in a recording's header: written after `reduceMotion` only when not
/// the default, so every header written before them reads and writes as it did.
struct TextSizeHeaderTests {
    @Test func aHeaderWithATextSizeAndLocaleSaysSoAfterReduceMotion() throws {
        let header = ScriptHeader(
            scene: "shortcuts", size: Size(width: 390, height: 844), scale: 2, dark: true,
            reduceMotion: true, textSize: .accessibilityExtraLarge, locale: "de_DE.UTF-8")
        #expect(
            header.line
                == #"{"type":"header","scene":"shortcuts","width":390,"height":844,"scale":2,"dark":true,"reduceMotion":true,"textSize":"AX3","locale":"de_DE.UTF-8"}"#
        )
        #expect(try TouchScript(parsing: header.line).header == header)
    }

    @Test func theDefaultSizeIsNotWritten() throws {
        let header = ScriptHeader(scene: "menu", size: Size(width: 390, height: 844), scale: 2, textSize: .large)
        #expect(header.line == #"{"type":"header","scene":"menu","width":390,"height":844,"scale":2,"dark":false}"#)
    }

    @Test func anOldHeaderReadsAsLargeInTheReplaysLocale() throws {
        let line = #"{"type":"header","scene":"momentum","width":390,"height":844,"scale":2,"dark":false}"#
        let header = try #require(try TouchScript(parsing: line).header)
        #expect(header.textSize == .large)
        #expect(header.locale == nil)
        #expect(header.line == line)
    }

    @Test func namesAreReadIgnoringCase() throws {
        let line = #"{"type":"header","scene":"menu","width":390,"height":844,"scale":2,"textSize":"xxxlarge"}"#
        #expect(try TouchScript(parsing: line).header?.textSize == .extraExtraExtraLarge)
    }

    @Test(arguments: [#""huge""#, "3", "true", #""AX6""#])
    func aTextSizeThatIsNoCategoryIsNamed(_ value: String) {
        expectRejected("textSize", value, saying: "\"textSize\" must be one of xSmall, small, medium, large, xLarge")
    }

    @Test(arguments: [#""../../etc/passwd""#, #""""#, "1", #""de DE""#])
    func aLocaleThatIsNoLocaleNameIsNamed(_ value: String) {
        expectRejected("locale", value, saying: "\"locale\" must be a locale name")
    }

    /// A header whose `field` is `value` (JSON text) is refused with a message starting `message`.
    private func expectRejected(_ field: String, _ value: String, saying message: String) {
        let line =
            #"{"type":"header","scene":"pip","width":390,"height":844,"scale":2,""# + field + #"":"# + value + "}"
        do {
            _ = try TouchScript(parsing: line, source: "r.jsonl")
            Issue.record("parsed \(value)")
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }
}
