import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import Testing

@testable import FluidJSON
@testable import FluidSceneKit
@testable import FluidScenes
@testable import FluidSession

/// The spring designer as a desktop user met it (issue 24): a click focuses the slider it hits,
/// the value shown is the value copied, the code shows before it is copied, the platform button
/// opens a list, and the values last for the session and in a recording's header.
@Suite struct SpringDesignerTests {
    static let size = Size(width: 390, height: 844)

    func session(options: SceneOptions = SceneOptions()) throws -> Session {
        try Session(scene: "spring", size: Self.size, options: options)
    }

    func designer(_ s: Session) -> SpringDemoScene { s.scene as! SpringDemoScene }

    func tap(_ point: Point, in s: inout Session, at time: Double, id: Int = 1) {
        s.handle(.touch(TouchEvent(id: id, phase: .began, location: point, time: time)))
        s.handle(.touch(TouchEvent(id: id, phase: .ended, location: point, time: time + 0.05)))
    }

    func type(_ text: String, in s: inout Session, at time: Double) {
        s.handle(.text(text, time: time))
        s.handle(.key(.enter, time: time + 0.01))
    }

    @Test func clickingASliderFocusesItSoTypingGoesThere() throws {
        var s = try session()
        // The damping slider had the keyboard (Tab).
        for _ in 0..<4 where s.focusedNode?.id != "slider.dampingRatio" { s.handle(.key(.tab, time: 0)) }
        #expect(s.focusedNode?.id == "slider.dampingRatio")
        // A click on the response slider's thumb (1 s: the middle-ish of 0.1…2), then "0.8".
        let track = try #require(designer(s).model.sliders[.response])
        let thumb = Point(x: track.minX + (track.maxX - track.minX) * (1 - 0.1) / 1.9, y: track.y)
        tap(thumb, in: &s, at: 0.1)
        #expect(s.focusedNode?.id == "slider.response")
        type("0.8", in: &s, at: 0.2)
        #expect(designer(s).model.response == 0.8)
        #expect(designer(s).model.dampingRatio == 0.5)
    }

    @Test func clickingAValueFocusesItsSliderEvenWithNothingFocused() throws {
        var s = try session()
        #expect(s.focusedNode == nil)
        let field = try #require(designer(s).valueField(.dampingRatio))
        tap(field.center, in: &s, at: 0.1)
        #expect(s.focusedNode?.id == "slider.dampingRatio")
        type("1.25", in: &s, at: 0.2)
        #expect(designer(s).model.dampingRatio == 1.25)
    }

    /// Response 0.3897 s: SwiftUI's response form copies `response: 0.3897`; the slider must
    /// say 0.3897 s (not 0.39 s), on screen and to assistive technology.
    @Test func theValueShownIsTheValueCopied() throws {
        var s = try session()
        for _ in 0..<6 where s.focusedNode?.id != "slider.response" { s.handle(.key(.tab, time: 0)) }
        type("0.3897", in: &s, at: 0.1)
        let canvas = RecordingCanvas(size: Self.size)
        s.draw(in: canvas)
        #expect(canvas.texts.contains("0.3897 s"), "\(canvas.texts)")
        #expect(s.semantics.node(id: "slider.response")?.value == "0.3897 seconds")
        for _ in 0..<8 where s.focusedNode?.id != "copy" { s.handle(.key(.tab, time: 0.2)) }
        s.handle(.key(.enter, time: 0.3))
        #expect(s.takeClipboard() == ".spring(response: 0.3897, dampingFraction: 0.5, blendDuration: 0)")
    }

    @Test func theCodeShowsBeforeItIsCopied() throws {
        let s = try session()
        let code = Spring.constant(response: 1, dampingRatio: 0.5).code(for: .swiftUIResponse)
        let canvas = RecordingCanvas(size: Self.size)
        s.draw(in: canvas)
        #expect(canvas.texts.contains(code), "\(canvas.texts)")
        #expect(s.semantics.node(id: "code")?.label == code)
    }

    @Test func thePlatformButtonOpensAListToChooseFrom() throws {
        var s = try session()
        let button = designer(s).code.platformButton.bounds
        tap(button.center, in: &s, at: 0.1)
        var scene = designer(s)
        #expect(scene.code.chooser.isOpen && scene.code.platform == .swiftUIResponse)
        #expect(s.semantics.innermostModal?.id == "platforms")
        // A touch outside closes the list and chooses nothing.
        tap(Point(x: 195, y: 200), in: &s, at: 0.3)
        scene = designer(s)
        #expect(!scene.code.chooser.isOpen && scene.code.platform == .swiftUIResponse && !scene.model.isAtEnd)
        // Open again; Escape closes it and stays in the scene.
        tap(button.center, in: &s, at: 0.5)
        s.handle(.key(.escape, time: 0.6))
        #expect(!designer(s).code.chooser.isOpen && s.sceneName == "spring")
        // Open again; a tap on Flutter (the last row) chooses it.
        tap(button.center, in: &s, at: 0.7)
        let flutter = try #require(designer(s).code.chooser.rows.last)
        tap(flutter.center, in: &s, at: 0.8)
        scene = designer(s)
        #expect(!scene.code.chooser.isOpen && scene.code.platform == .flutter)
        #expect(scene.traceFrame.first?.1.text.contains("\"platform\":\"Flutter\"") == true)
    }

    @Test func valuesLastForTheSession() throws {
        var s = try Session(scene: "menu", size: Self.size)
        s.navigate(.open("spring"))
        for _ in 0..<4 where s.focusedNode?.id != "slider.dampingRatio" { s.handle(.key(.tab, time: 0)) }
        type("0.8", in: &s, at: 0.1)
        _ = s.perform(.activate, on: "platform")
        _ = s.perform(.activate, on: "platform.6")  // Flutter
        s.navigate(.back)
        s.navigate(.open("pip"))
        s.navigate(.back)
        s.navigate(.open("spring"))
        #expect(designer(s).design == SpringDesign(dampingRatio: 0.8, response: 1, platform: .flutter))
        #expect(s.options.startValue(SpringDesign.stateKey) == designer(s).design.json)
    }

    @Test func aHeaderCarriesTheValuesAndOldHeadersStillStartFromTheDefaults() throws {
        let design = SpringDesign(dampingRatio: 0.8, response: 0.4, platform: .compose)
        let header = ScriptHeader(
            scene: "spring", size: Self.size, scale: 2,
            startState: [JSONValue.Field(SpringDesign.stateKey, design.json)])
        #expect(
            header.line
                == #"{"type":"header","scene":"spring","width":390,"height":844,"scale":2,"dark":false,"spring":{"dampingRatio":0.8,"response":0.4,"platform":"Jetpack Compose"}}"#
        )
        let parsed = try TouchScript(parsing: header.line)
        let s = try session(options: SceneOptions(startState: parsed.header?.startState ?? []))
        #expect(designer(s).design == design)
        // A recording made in the designer carries its values.
        #expect(s.startState.contains { $0.key == SpringDesign.stateKey && $0.value == design.json })
        // A header from before: no "spring", the designer's defaults.
        let old = try TouchScript(parsing: #"{"type":"header","scene":"spring","width":390,"height":844,"scale":2}"#)
        #expect(old.header?.startState.isEmpty == true)
        #expect(
            designer(try session(options: SceneOptions(startState: old.header?.startState ?? []))).design
                == SpringDesign())
        #expect(throws: TouchScriptError.self) {
            try TouchScript(
                parsing:
                    #"{"type":"header","scene":"spring","width":390,"height":844,"scale":2,"spring":{"dampingRatio":0.8,"response":0.4,"platform":"Qt"}}"#
            )
        }
    }
}
