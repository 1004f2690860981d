import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import FluidRender
import FluidTestSupport
import Testing

@testable import FluidJSON
@testable import FluidSceneKit
@testable import FluidScenes
@testable import FluidSession

/// A scene that records what it is given and navigates on keys: enter opens "b", escape goes back.
struct RecorderScene: Scene {
    let name: String
    var events: [InputEvent] = []
    var times: [Double] = []
    var sizes: [Size] = []
    var pending: Navigation?
    var moving = false

    mutating func layout(size: Size, safeArea: EdgeInsets) { sizes.append(size) }
    mutating func handle(_ event: InputEvent) {
        events.append(event)
        if case .key(.enter, _) = event { pending = .open("b") }
        if case .key(.escape, _) = event { pending = .back }
        if case .key(.space, _) = event { moving.toggle() }
    }
    mutating func advance(to time: Double) { times.append(time) }
    var needsFrames: Bool { moving }
    func draw(in canvas: Canvas) {}
    var traceHeader: [(String, JSONValue)] { [("extra", .string(name))] }
    var traceFrame: [(String, JSONValue)] { [(name, .object([("events", .number(Double(events.count)))]))] }
    mutating func takeRequests() -> SceneRequests { defer { pending = nil }; return SceneRequests(navigation: pending) }
}

@Suite struct SessionTests {
    let catalog = SceneCatalog([
        .init("menu", "Menu") { _ in RecorderScene(name: "menu") },
        .init("a", "A") { _ in RecorderScene(name: "a") },
        .init("b", "B") { _ in RecorderScene(name: "b") }
    ])

    func recorder(_ session: Session) -> RecorderScene { session.scene as! RecorderScene }

    @Test func unknownSceneListsValidNames() {
        #expect(throws: SessionError.unknownScene("nope", valid: ["menu", "a", "b"])) {
            try Session(catalog: catalog, scene: "nope")
        }
        #expect(
            SessionError.unknownScene("nope", valid: ["menu", "a"]).description
                == #"unknown scene "nope" (valid: menu, a)"#)
    }

    /// A name from a recording's header (`fluid-fuzz --target header` found one with a newline)
    /// is quoted and cut, so the message is one short line.
    @Test func anUnknownSceneIsNamedOnOneLine() {
        let newline = SessionError.unknownScene("rotatio\n", valid: ["rotation"]).description
        #expect(newline == #"unknown scene "rotatio\n"; did you mean "rotation"? (valid: rotation)"#)
        let long = SessionError.unknownScene(String(repeating: "x", count: 5000), valid: ["menu"]).description
        #expect(!long.contains("\n") && long.count < 120)
    }

    @Test func defaultSceneIsTheFirstRegistered() throws {
        #expect(try Session(catalog: catalog).sceneName == "menu")
        #expect(SceneCatalog.standard.defaultSceneName == "shortcuts")
    }

    @Test func invalidSizesAreRejected() {
        #expect(throws: SessionError.self) { try Session(catalog: catalog, size: Size(width: 0, height: 5)) }
        #expect(throws: SessionError.self) { try Session(catalog: catalog, scale: .nan) }
    }

    @Test func navigationOpensAndGoesBackLayingOutAndAdvancingTheNewScene() throws {
        var session = try Session(catalog: catalog, scene: "a", size: Size(width: 300, height: 600))
        session.advance(to: 1)
        session.handle(.key(.enter, time: 1.5))
        #expect(session.sceneName == "b")
        #expect(recorder(session).sizes == [Size(width: 300, height: 600)])
        #expect(recorder(session).times == [1.5])
        session.handle(.key(.escape, time: 2))
        #expect(session.sceneName == "menu")
        session.handle(.key(.escape, time: 2.5))
        #expect(session.sceneName == "menu")
    }

    @Test func touchesDownAtNavigationAreWithheldFromTheNewSceneUntilTheyEnd() throws {
        var session = try Session(catalog: catalog, scene: "a")
        session.handle(.touch(touch(.began, 10, 20, 0)))
        session.handle(.key(.enter, time: 0.1))
        session.handle(.touch(touch(.moved, 10, 20, 0.2)))
        session.handle(.touch(touch(.ended, 10, 20, 0.3)))
        session.handle(.touch(touch(.began, 10, 20, 0.4, id: 2)))
        #expect(recorder(session).events == [.touch(touch(.began, 10, 20, 0.4, id: 2))])
    }

    @Test func resizeRelayoutsAndIgnoresUnusableSizes() throws {
        var session = try Session(catalog: catalog, scene: "a")
        session.apply(.resize(Size(width: 844, height: 390), time: 0.5))
        let taken = session.resize(to: Size(width: 0, height: 0))
        #expect(!taken)
        #expect(session.size == Size(width: 844, height: 390))
        #expect(recorder(session).sizes == [Session.defaultSize, Size(width: 844, height: 390)])
        #expect(session.time == 0.5)
    }

    @Test func timeNeverRunsBackwards() throws {
        var session = try Session(catalog: catalog, scene: "a")
        session.advance(to: 2)
        session.advance(to: 1)
        session.advance(to: .nan)
        #expect(recorder(session).times == [2])
        #expect(session.time == 2)
    }

    @Test func traceLinesFollowTheDocumentedFieldOrder() throws {
        var session = try Session(catalog: catalog, scene: "a", scale: 2)
        #expect(Trace.header(session) == #"{"scene":"a","width":390,"height":844,"scale":2,"extra":"a"}"#)
        session.handle(.key(.space, time: 0.25))
        session.advance(to: 1.0 / 60)
        #expect(Trace.frame(session, index: 3) == #"{"frame":3,"t":0.25,"scene":"a","a":{"events":1}}"#)
        #expect(session.needsFrames)
    }

    @Test(arguments: [
        ("390x844", Size(width: 390, height: 844)), ("844X390", Size(width: 844, height: 390)),
        ("320.5x480", Size(width: 320.5, height: 480))
    ])
    func sizeArgumentsParse(text: String, size: Size) {
        #expect(Size(argument: text) == size)
    }

    @Test(arguments: ["0x5", "abcx3", "5x", "x5", "5x5x5", "-3x4", "nanx4", "infx3", "1e3x4", "99999x2", ""])
    func badSizeArgumentsAreRejected(text: String) {
        #expect(Size(argument: text) == nil)
    }
}

@Suite struct ProbeSceneTests {
    @Test func dragMovesTheBallAndReleaseSpringsItHome() throws {
        var session = try Session(scene: "probe", size: Size(width: 200, height: 400))
        let home = Point(x: 100, y: 200)
        session.handle(.touch(TouchEvent(id: 1, phase: .began, location: Point(x: 110, y: 210), time: 0)))
        for i in 1...10 {
            let t = Double(i) / 60
            session.handle(
                .touch(TouchEvent(id: 1, phase: .moved, location: Point(x: 110, y: 210 - 10 * Double(i)), time: t)))
            session.advance(to: t)
        }
        let probe = session.scene as! ProbeScene
        // The finger moved 100 pt up; the ball keeps its 10 pt offset from the finger.
        #expect(probe.position == Point(x: 100, y: 100))
        #expect(probe.phase == .dragging)
        session.handle(.touch(TouchEvent(id: 1, phase: .ended, location: Point(x: 110, y: 110), time: 11.0 / 60)))
        var t = 11.0 / 60
        while session.needsFrames && t < 5 {
            t += 1.0 / 60
            session.advance(to: t)
        }
        let settled = session.scene as! ProbeScene
        #expect(!session.needsFrames && t < 3)
        #expect(settled.position == home && settled.phase == .resting)
    }

    @Test func drawsBackgroundCaptionAndBall() throws {
        var session = try Session(scene: "probe", size: Size(width: 200, height: 400))
        session.handle(.text("hello", time: 0))
        let canvas = RecordingCanvas(size: session.size)
        session.draw(in: canvas)
        #expect(canvas.texts == ["Drag the ball", "hello"])
    }
}

/// Host clocks that misbehave: the scene's clock never freezes and never runs backwards.
@Suite struct SessionClockTests {
    let catalog = SceneCatalog([.init("a", "A") { _ in RecorderScene(name: "a") }])

    func times(_ session: Session) -> [Double] { (session.scene as! RecorderScene).times }

    @Test(arguments: [1e300, 1e17, Double.infinity, -1e300])
    func aReadingOutsideTheDomainIsNotTaken(bogus: Double) throws {
        var session = try Session(catalog: catalog, scene: "a")
        session.advance(to: 1)
        session.handle(.key(.space, time: bogus))
        session.advance(to: bogus)
        session.advance(to: 2)
        #expect(times(session) == [1, 2])
        #expect(session.time == 2)
        #expect((session.scene as! RecorderScene).events.map(\.time) == [1])
    }

    @Test func aResetContinuesTheSceneClockFromWhereItWas() throws {
        // A reading a year ahead (the step is capped at an hour), then the real clock again at 5:
        // the scene time stays at 3 + 3600 and moves on with the new clock from there.
        var session = try Session(catalog: catalog, scene: "a")
        session.advance(to: 3)
        session.advance(to: 3.156e7)
        session.advance(to: 5)
        session.advance(to: 5.5)
        #expect(times(session) == [3, 3603, 3603, 3603.5])
        #expect(session.time == 5.5)
    }
}

/// A scene's document leaves through the session for the host to keep; the host's word comes
/// back to the scene, and a kept document is where the scene starts when it is opened again.
@Suite struct SessionDocumentTests {
    static let edited = ShortcutDocument(name: "Morning Routine", steps: ["weather", "text", "play-music"])

    /// A session on the editor with its last step removed through the scene's own action.
    func editedSession(options: SceneOptions = SceneOptions()) throws -> Session {
        var session = try Session(scene: "shortcuts", options: options)
        let removed = session.perform(.activate, on: "step.3.remove")
        #expect(removed)
        return session
    }

    @Test func anEditIsTakenOnceAndAKeptOneIsWhereTheSceneStartsAgain() throws {
        var session = try editedSession()
        let taken = session.takeDocumentChange()
        let change = try #require(taken)
        #expect(change == JSONValue.Field("shortcut", Self.edited.json))
        let again = session.takeDocumentChange()
        #expect(again == nil)
        session.documentKept(change, problem: nil)
        #expect(session.options.startValue("shortcut") == Self.edited.json)
        session.navigate(.back)
        session.navigate(.open("shortcuts"))
        #expect(session.startState == [JSONValue.Field("shortcut", Self.edited.json)])
    }

    @Test func aProblemKeepingItIsShownAndTheStartStaysAsItWas() throws {
        let problem = "Cannot save /x/shortcut.json: the disk is full; edits will not be saved"
        var session = try editedSession()
        let taken = session.takeDocumentChange()
        let change = try #require(taken)
        session.documentKept(change, problem: problem)
        #expect(session.scene.notice == problem)
        #expect(session.options.startState.isEmpty)
        #expect(session.startState == [JSONValue.Field("shortcut", ShortcutDocument.sample.json)])
    }

    @Test func aStartProblemShowsUntilAnEditIsKept() throws {
        let problem = "Dropped 1 unknown step from /x/shortcut.json: \"teleport\""
        var session = try editedSession(options: SceneOptions(documentProblem: problem))
        #expect(session.scene.notice == problem)
        let taken = session.takeDocumentChange()
        let change = try #require(taken)
        session.documentKept(change, problem: nil)
        #expect(session.scene.notice == nil)
        session.navigate(.back)
        session.navigate(.open("shortcuts"))
        #expect(session.scene.notice == nil)
    }
}
