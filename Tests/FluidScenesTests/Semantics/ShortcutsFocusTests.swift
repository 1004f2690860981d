import FluidGestures
import FluidMotion
import Testing

@testable import FluidSemantics
@testable import FluidSession

/// The editor by keyboard and screen reader: the tree in step with typing, focus after adding a
/// step, the grabber's activation.
@Suite struct ShortcutsFocusTests {
    func makeSession() throws -> Session {
        try Session(catalog: .standard, scene: "shortcuts")
    }

    /// Advances in 60 Hz frames for `seconds` from the session's time.
    func settle(_ session: inout Session, seconds: Double = 2) {
        let end = session.time + seconds
        var t = session.time
        while t < end {
            t = min(end, t + 1.0 / 60)
            session.advance(to: t)
        }
    }

    @Test func typedTextIsInTheTreeOnceTheEditorRests() throws {
        var session = try makeSession()
        session.focus("search")
        session.perform(.activate, on: "search")
        settle(&session)
        for (i, letter) in ["w", "a", "i", "t"].enumerated() {
            session.handle(.text(letter, time: session.time + 0.1 * Double(i + 1)))
        }
        // No frame in between: what the scene shows now is what the tree says.
        #expect(session.semantics.node(id: "search")?.value == "wait")
        settle(&session)
        let heading = try #require(session.semantics.node(id: "heading"))
        #expect(heading.label.hasSuffix("Result") || heading.label.hasSuffix("Results"))
        #expect(heading.states.contains(.live))
        #expect(session.semantics.node(id: "actions")?.label == "Results")
    }

    @Test func addingAStepByKeyboardFocusesTheStep() throws {
        var session = try makeSession()
        session.perform(.increment, on: "grabber")
        settle(&session)
        session.focus("row.if")
        let steps = try #require(session.semantics.node(id: "steps")).children.count
        session.handle(.key(.enter, time: session.time + 0.1))
        settle(&session)
        #expect(session.focus.focusedID == "step.\(steps)")
        #expect(session.focusedNode?.label == "If")
        #expect(session.focusedNode?.position == SemanticPosition(index: steps + 1, count: steps + 1))
    }

    @Test func addingAStepByTouchLeavesFocusAlone() throws {
        var session = try makeSession()
        session.perform(.increment, on: "grabber")
        settle(&session)
        session.perform(.activate, on: "row.if")
        settle(&session)
        #expect(session.focus.focusedID == nil)
    }

    @Test(arguments: [(0, 1, #line), (1, 2, #line), (2, 0, #line)])
    func activatingTheGrabberMovesItToTheNextDetentThenBackToTheFirst(from: Int, to: Int, line: Int) throws {
        var session = try makeSession()
        for _ in 0..<from {
            session.perform(.increment, on: "grabber")
            settle(&session)
        }
        session.focus("grabber")
        session.handle(.key(.space, time: session.time + 0.1))
        settle(&session)
        let grabber = try #require(session.semantics.node(id: "grabber"))
        #expect(
            grabber.range?.current == Double(to + 1),
            sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
    }
}
