import FluidCore
import FluidMotion
import Testing

@testable import FluidJSON
@testable import FluidSceneKit
@testable import FluidScenes
@testable import FluidSession

struct ScriptHeaderTests {
    static let header = ScriptHeader(
        scene: "pip", size: Size(width: 600, height: 500), scale: 1.5, dark: true,
        startState: [JSONValue.Field("shortcut", ShortcutDocument(name: "Evening", steps: ["text", "weather"]).json)])

    @Test func aRecordingRoundTripsThroughItsText() throws {
        var script = TouchScript(header: Self.header)
        script.append(.input(.key(.up, time: 0.25)))
        let text = script.text
        #expect(
            text.hasPrefix(
                #"{"type":"header","scene":"pip","width":600,"height":500,"scale":1.5,"dark":true,"shortcut":{"name":"Evening","steps":["text","weather"]}}"#
            ))
        #expect(try TouchScript(parsing: text) == script)
    }

    /// Sides and scale are read as the header writes them (to a billionth): a height of 1e-20,
    /// written "0", is refused when read, not after a recording kept it (`fluid-fuzz --target
    /// header` found the header accepted and its written line refused).
    @Test func numbersAreReadAsTheyAreWritten() throws {
        let tiny = #"{"type":"header","scene":"pip","width":6,"height":1e-20,"scale":1}"#
        #expect(throws: TouchScriptError.self) { try TouchScript(parsing: tiny) }
        let fine = #"{"type":"header","scene":"pip","width":390.0000000001,"height":844,"scale":2.00000000004}"#
        let header = try #require(try TouchScript(parsing: fine).header)
        #expect(header.size.width == 390 && header.scale == 2)
        #expect(try TouchScript(parsing: header.line).header == header)
    }

    @Test func aHeaderIsOptionalAndItsShortcutToo() throws {
        #expect(try TouchScript(parsing: #"{"t":0,"type":"key","key":"up"}"#).header == nil)
        let parsed = try TouchScript(parsing: #"{"type":"header","scene":"menu","width":390,"height":844,"scale":2}"#)
        #expect(parsed.header == ScriptHeader(scene: "menu", size: Size(width: 390, height: 844), scale: 2))
        #expect(parsed.items.isEmpty)
    }

    @Test(arguments: [
        (#"{"type":"header","scene":"pip","width":0,"height":844,"scale":2}"#, "\"width\" and \"height\" must be"),
        (#"{"type":"header","scene":"pip","width":390,"height":844,"scale":9}"#, "\"scale\" must be in 0.25…8"),
        (
            #"{"type":"header","scene":"pip","width":390,"height":844,"scale":2,"dark":1}"#,
            "\"dark\" must be true or false"
        ),
        (
            #"{"type":"header","scene":"pip","width":390,"height":844,"scale":2,"shortcut":{"name":"x"}}"#,
            "\"shortcut\" must be"
        ),
        (#"{"type":"header","width":390,"height":844,"scale":2}"#, "missing \"scene\"")
    ])
    func badHeadersNameTheField(_ line: String, _ message: String) {
        #expect(throws: TouchScriptError.self) { try TouchScript(parsing: line) }
        do {
            _ = try TouchScript(parsing: line, source: "r.jsonl")
        } catch {
            #expect(error.line == 1)
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test func sceneOptionsCarryTheStartingShortcut() throws {
        var session = try Session(scene: "shortcuts", options: SceneOptions(startState: Self.header.startState))
        session.advance(to: 0.1)
        #expect(Trace.frame(session, index: 0).contains(#""steps":2,"lastStep":"weather""#))
    }
}
