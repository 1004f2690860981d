import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import Testing

@testable import FluidJSON
@testable import FluidSceneKit
@testable import FluidScenes
@testable import FluidSemantics
@testable import FluidSession

/// A scene that counts how often it describes itself, with one button and a motion on demand.
struct CountingScene: Scene {
    let name = "counting"
    nonisolated(unsafe) static var builds = 0
    var moving = false
    var presses = 0
    var typed = ""

    mutating func layout(size: Size, safeArea: EdgeInsets) {}
    mutating func handle(_ event: InputEvent) {
        if case .text(let text, _) = event { typed += text }
    }
    mutating func advance(to time: Double) {}
    var needsFrames: Bool { moving }
    func draw(in canvas: Canvas) {}
    var traceFrame: [(String, JSONValue)] { [] }

    var semantics: SemanticNode {
        Self.builds += 1
        return SemanticNode(
            id: "scene", role: .group, label: "Counting", frame: .zero,
            children: [
                SemanticNode(
                    id: "button", role: .button, label: "Press \(presses)",
                    frame: Rect(x: 10, y: 20, width: 100, height: 40), actions: [.activate])
            ])
    }

    mutating func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool {
        guard id == "button", action == .activate else { return false }
        presses += 1
        return true
    }
}

@Suite(.serialized) struct SessionSemanticsTests {
    func makeSession() throws -> Session {
        let catalog = SceneCatalog([.init("counting", "counts") { _ in CountingScene() }])
        return try Session(catalog: catalog, scene: "counting")
    }

    @Test func treeIsBuiltOnceWhileNothingChanges() throws {
        var session = try makeSession()
        CountingScene.builds = 0
        let first = session.semantics
        for frame in 1...100 { session.advance(to: Double(frame) / 60) }
        #expect(session.semantics == first)
        #expect(CountingScene.builds == 1)
        // Input may change the model: the next request builds again, once.
        session.handle(.text("a", time: 2))
        _ = session.semantics
        _ = session.semantics
        #expect(CountingScene.builds == 2)
    }

    @Test func windowHoldsTheSceneWithFocusMarked() throws {
        var session = try makeSession()
        session.handle(.key(.tab, time: 0))
        let tree = session.semantics
        #expect(tree.role == .window && tree.label == "Fluid — counting")
        #expect(tree.children.first?.id == "scene")
        #expect(tree.node(id: "button")?.states == .focused)
        #expect(session.focusedNode?.id == "button")
    }

    @Test func spaceActivatesTheFocusedNodeWithoutTypingASpace() throws {
        var session = try makeSession()
        session.handle(.key(.tab, time: 0))
        session.handle(.key(.space, time: 0.1))
        session.handle(.text(" ", time: 0.1))
        #expect(session.semantics.node(id: "button")?.label == "Press 1")
        #expect((session.scene as? CountingScene)?.typed == "")
        // Without focus, a space is typed.
        session.focus(nil)
        session.handle(.key(.space, time: 0.2))
        session.handle(.text(" ", time: 0.2))
        #expect((session.scene as? CountingScene)?.typed == " ")
    }

    @Test func focusRingIsDrawnAroundTheFocusedNode() throws {
        var session = try makeSession()
        let canvas = RecordingCanvas(size: Session.defaultSize)
        session.drawFrame(in: canvas)
        #expect(!canvas.calls.contains { if case .stroke = $0.command { true } else { false } })
        session.handle(.key(.tab, time: 0))
        canvas.reset()
        session.drawFrame(in: canvas)
        // The button's frame (10, 20, 100 × 40) grown by the 3 pt outset on every side.
        let ring = Path(roundedRect: Rect(x: 7, y: 17, width: 106, height: 46), radius: 8)
        #expect(canvas.calls.contains { $0.command == .stroke(ring, Color(hex: 0x0A84FF), lineWidth: 3) })
    }

    @Test func focusRingOfAFullWidthNodeStaysOnTheCanvas() throws {
        var session = try Session(scene: "shortcuts")
        session.handle(.key(.shiftTab, time: 0))
        session.handle(.key(.shiftTab, time: 0.1))
        session.handle(.key(.up, time: 0.2))
        session.advance(to: 3)
        session.handle(.key(.tab, time: 3.1))
        session.handle(.key(.tab, time: 3.2))
        #expect(session.focus.focusedID == "row.if")
        let canvas = RecordingCanvas(size: Session.defaultSize)
        session.drawFrame(in: canvas)
        // The first row at expanded: x 0…390, y 544 + 116 = 660, 64 pt tall; grown by 3 pt and
        // held 1.5 pt (half the line) inside the 390 pt wide canvas.
        let ring = Path(roundedRect: Rect(x: 1.5, y: 657, width: 387, height: 70), radius: 8)
        #expect(canvas.calls.contains { $0.command == .stroke(ring, Color(hex: 0x0A84FF), lineWidth: 3) })
    }

    @Test func navigationClearsFocus() throws {
        var session = try Session(scene: "menu")
        session.handle(.key(.tab, time: 0))
        #expect(session.focus.focusedID == "scene.shortcuts")
        session.handle(.key(.down, time: 0.1))
        #expect(session.focus.focusedID == "scene.calculator")
        session.handle(.key(.enter, time: 0.2))
        #expect(session.sceneName == "calculator")
        #expect(session.focus.focusedID == nil)
        session.handle(.key(.escape, time: 0.3))
        #expect(session.sceneName == "menu")
    }

    @Test func scriptedRequestsPerformActionsAndMoveFocus() throws {
        var session = try Session(scene: "shortcuts")
        session.apply(.action("Expand", node: "grabber", time: 0.1))
        session.advance(to: 3)
        #expect(session.semantics.node(id: "grabber")?.value == "Expanded, 2 of 3")
        session.apply(.action("focus", node: "search", time: 3.1))
        #expect(session.focus.focusedID == "search")
        // Unknown nodes and actions a node does not offer change nothing.
        let unknownNode = session.performRequest("Expand", on: "no-such-node")
        let unknownAction = session.performRequest("Remove", on: "grabber")
        #expect(!unknownNode && !unknownAction)
        #expect(session.semantics.node(id: "grabber")?.value == "Expanded, 2 of 3")
    }

    /// The whole task by keyboard: focus the grabber, raise the drawer, Tab to the first action,
    /// Return adds it as the shortcut's fifth step.
    @Test func addingAStepWithTheKeyboardOnly() throws {
        var session = try Session(scene: "shortcuts")
        var t = 0.0
        func press(_ key: Key) {
            t += 0.1
            session.handle(.key(key, time: t))
            for _ in 0..<60 {
                t += 1.0 / 60
                session.advance(to: t)
            }
        }
        press(.shiftTab)
        #expect(session.focus.focusedID == "search")
        press(.shiftTab)
        #expect(session.focus.focusedID == "grabber")
        press(.up)
        #expect(session.semantics.node(id: "grabber")?.value == "Expanded, 2 of 3")
        press(.tab)
        press(.tab)
        #expect(session.focus.focusedID == "row.if")
        press(.enter)
        let scene = try #require(session.scene as? ShortcutsScene)
        #expect(scene.document.steps.last == "if")
        #expect(scene.document.steps.count == 5)
    }
}
