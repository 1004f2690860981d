import FluidMotion
import Testing

@testable import FluidSemantics

/// What a tree change announces: live regions' new text, a live list's added and removed items.
@Suite struct SemanticAnnouncementsTests {
    func window(_ children: [SemanticNode], label: String = "Fluid — test") -> SemanticNode {
        SemanticNode(id: "window", role: .window, label: label, frame: .zero, children: children)
    }

    func text(_ label: String, live: Bool = true) -> SemanticNode {
        SemanticNode(id: "status", role: .staticText, label: label, frame: .zero, states: live ? .live : [])
    }

    func list(_ labels: [String]) -> SemanticNode {
        SemanticNode(
            id: "steps", role: .list, label: "Steps", frame: .zero, states: .live,
            children: labels.enumerated().map { i, label in
                SemanticNode(id: "step.\(i)", role: .listItem, label: label, frame: .zero)
            })
    }

    @Test(arguments: [
        ("12", "15", true, ["15"], #line),  // a calculator's display
        ("12", "12", true, [], #line),  // unchanged
        ("12", "15", false, [], #line),  // not live
        ("1 Result", "", true, [], #line)  // emptied: nothing to say
    ])
    func liveTextAnnouncesItsNewLabel(before: String, after: String, live: Bool, expected: [String], line: Int) {
        let old = window([text(before, live: live)])
        let new = window([text(after, live: live)])
        #expect(
            new.announcements(since: old) == expected,
            sourceLocation: SourceLocation(
                fileID: #fileID, filePath: #filePath, line: line, column: 1))
    }

    @Test func liveValueAnnouncesItsValueButNotItsGoing() {
        func copy(_ value: String?) -> SemanticNode {
            window([
                SemanticNode(
                    id: "copy", role: .button, label: "Copy code", value: value, frame: .zero,
                    states: [.live, .focused], actions: [.activate])
            ])
        }
        // A focused button still announces: a screen reader does not read a button's value.
        #expect(copy("Copied").announcements(since: copy(nil)) == ["Copied"])
        #expect(copy(nil).announcements(since: copy("Copied")) == [])
    }

    @Test func focusedAdjustableLeavesItsChangesToTheScreenReader() {
        func grabber(_ value: String, focused: Bool) -> SemanticNode {
            window([
                SemanticNode(
                    id: "grabber", role: .adjustable, label: "Actions drawer", value: value, frame: .zero,
                    states: focused ? [.live, .focused] : .live)
            ])
        }
        #expect(
            grabber("Expanded, 2 of 3", focused: true).announcements(
                since: grabber("Compressed, 1 of 3", focused: true)) == [])
        #expect(
            grabber("Expanded, 2 of 3", focused: false).announcements(
                since: grabber("Compressed, 1 of 3", focused: false)) == ["Expanded, 2 of 3"])
    }

    @Test func liveListSaysWhatWasAddedAndRemovedByLabel() {
        let four = window([list(["Get Current Weather", "Text", "Play Music", "Get Travel Time"])])
        // Removing "Text" shifts the ids after it: compared by label, only "Text" went.
        let three = window([list(["Get Current Weather", "Play Music", "Get Travel Time"])])
        #expect(three.announcements(since: four) == ["Removed Text"])
        let added = window([list(["Get Current Weather", "Play Music", "Get Travel Time", "If"])])
        #expect(added.announcements(since: three) == ["Added If"])
        // Two of a kind: the second one counts.
        let twice = window([list(["Text", "Text"])])
        #expect(twice.announcements(since: window([list(["Text"])])) == ["Added Text"])
        #expect(
            window([list(["Play Music", "Text"])]).announcements(since: window([list(["Text", "Play Music"])])) == [])
    }

    @Test func anotherSceneAnnouncesNothing() {
        let menu = window([text("12")], label: "Fluid — menu")
        let calculator = window([text("0")], label: "Fluid — calculator")
        #expect(calculator.announcements(since: menu) == [])
    }
}
