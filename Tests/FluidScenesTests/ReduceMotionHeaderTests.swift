import FluidCore
import FluidMotion
import Testing

@testable import FluidSession

/// Reduce Motion in a recording's header: written after `dark` only when on, so every header
/// written before it (and every recording made without it) reads and writes as it did.
struct ReduceMotionHeaderTests {
    @Test func aHeaderWithReduceMotionSaysSoAfterDark() throws {
        let header = ScriptHeader(
            scene: "momentum", size: Size(width: 390, height: 844), scale: 2, dark: false,
            reduceMotion: true)
        #expect(
            header.line
                == #"{"type":"header","scene":"momentum","width":390,"height":844,"scale":2,"dark":false,"reduceMotion":true}"#
        )
        #expect(try TouchScript(parsing: header.line).header == header)
    }

    @Test func withoutItTheHeaderIsTheOldOne() throws {
        let line = #"{"type":"header","scene":"momentum","width":390,"height":844,"scale":2,"dark":false}"#
        let header = try #require(try TouchScript(parsing: line).header)
        #expect(header.reduceMotion == false)
        #expect(header.line == line)
    }

    @Test func aValueThatIsNotABooleanIsNamed() {
        let line = #"{"type":"header","scene":"pip","width":390,"height":844,"scale":2,"reduceMotion":"yes"}"#
        do {
            _ = try TouchScript(parsing: line, source: "r.jsonl")
            Issue.record("parsed")
        } catch {
            #expect(error.message.hasPrefix("\"reduceMotion\" must be true or false"), "\(error.message)")
        }
    }
}
