import FluidCore
import FluidGestures
import FluidMotion
import Testing

@testable import FluidSemantics

/// Keyboard focus over hand-built trees: Tab order, modality, activation, adjusting, lists.
@Suite struct KeyboardFocusTests {
    static let frame = Rect(x: 0, y: 0, width: 10, height: 10)

    static func node(
        _ id: String, _ role: SemanticRole, _ actions: [SemanticAction] = [.activate],
        states: SemanticStates = [], _ children: [SemanticNode] = []
    ) -> SemanticNode {
        SemanticNode(id: id, role: role, label: id, frame: frame, states: states, actions: actions, children: children)
    }

    /// back, a list of two items, a slider, a hidden button, a text field.
    static let tree = node(
        "scene", .group, [],
        [
            node("back", .button),
            node("title", .staticText, []),
            node("list", .list, [], [node("a", .button), node("b", .button), node("c", .button, states: .disabled)]),
            node("slider", .adjustable, [.increment, .decrement]),
            node("gone", .button, states: .hidden),
            node("field", .textField)
        ])

    func ids(_ keys: [Key], in tree: SemanticNode = tree, from start: KeyboardFocus = KeyboardFocus())
        -> [String?]
    {
        var focus = start
        return keys.map { key in
            _ = focus.handle(key, in: tree)
            return focus.focusedID
        }
    }

    @Test func tabVisitsFocusableNodesInReadingOrderAndWraps() {
        #expect(ids(Array(repeating: .tab, count: 7)) == ["back", "a", "b", "slider", "field", "back", "a"])
    }

    @Test func shiftTabGoesBackwardsFromTheEnd() {
        #expect(ids([.shiftTab, .shiftTab, .shiftTab]) == ["field", "slider", "b"])
    }

    @Test func spaceAndReturnActivateTheFocusedNode() {
        var focus = KeyboardFocus(focusedID: "back")
        #expect(focus.handle(.space, in: Self.tree) == .perform(.activate, on: "back"))
        #expect(focus.handle(.enter, in: Self.tree) == .perform(.activate, on: "back"))
        var none = KeyboardFocus()
        #expect(none.handle(.space, in: Self.tree) == .passThrough)
    }

    @Test func arrowsAdjustAnAdjustable() {
        var focus = KeyboardFocus(focusedID: "slider")
        #expect(focus.handle(.up, in: Self.tree) == .perform(.increment, on: "slider"))
        #expect(focus.handle(.right, in: Self.tree) == .perform(.increment, on: "slider"))
        #expect(focus.handle(.down, in: Self.tree) == .perform(.decrement, on: "slider"))
        #expect(focus.handle(.left, in: Self.tree) == .perform(.decrement, on: "slider"))
    }

    @Test func upAndDownMoveThroughAListStoppingAtItsEnds() {
        // "c" is disabled: the list's last reachable item is "b".
        #expect(ids([.down, .down, .up, .up], from: KeyboardFocus(focusedID: "a")) == ["b", "b", "a", "a"])
    }

    @Test func anEditedTextFieldKeepsItsKeys() {
        let editing = Self.node("scene", .group, [], [Self.node("field", .textField, states: .editing)])
        var focus = KeyboardFocus(focusedID: "field")
        #expect(focus.handle(.space, in: editing) == .passThrough)
        #expect(focus.handle(.enter, in: editing) == .passThrough)
        #expect(focus.handle(.down, in: editing) == .passThrough)
        #expect(focus.handle(.enter, in: Self.tree) == .perform(.activate, on: "field"))
    }

    @Test func aModalKeepsFocusInsideAndEscapeDismissesIt() {
        let tree = Self.node(
            "scene", .group, [],
            [
                Self.node("behind", .button),
                Self.node(
                    "sheet", .group, [.dismiss], states: .modal, [Self.node("x", .button), Self.node("y", .button)])
            ])
        #expect(ids([.tab, .tab, .tab], in: tree) == ["x", "y", "x"])
        var focus = KeyboardFocus()
        #expect(focus.handle(.escape, in: tree) == .perform(.dismiss, on: "sheet"))
        #expect(focus.handle(.escape, in: Self.tree) == .passThrough)
    }

    @Test func aVanishedNodeLeavesNothingFocused() {
        var focus = KeyboardFocus(focusedID: "gone")
        #expect(focus.handle(.space, in: Self.tree) == .passThrough)
        #expect(focus.focusedID == nil)
        #expect(focus.handle(.tab, in: Self.tree) == .handled)
        #expect(focus.focusedID == "back")
    }

    @Test func treesWithNothingFocusableClearFocus() {
        var focus = KeyboardFocus(focusedID: "x")
        #expect(focus.handle(.tab, in: Self.node("scene", .group, [])) == .handled)
        #expect(focus.focusedID == nil)
    }
}

@Suite struct KeyboardFocusScrollTests {
    @Test func pastTheLastShownItemTheListScrolls() {
        let f = Rect(x: 0, y: 0, width: 10, height: 10)
        func item(_ id: String, hidden: Bool = false) -> SemanticNode {
            SemanticNode(
                id: id, role: .button, label: id, frame: f, states: hidden ? .hidden : [], actions: [.activate])
        }
        let tree = SemanticNode(
            id: "scene", role: .group, label: "", frame: f,
            children: [
                SemanticNode(
                    id: "list", role: .list, label: "", frame: f, actions: [.scrollDown],
                    children: [item("a"), item("b"), item("c", hidden: true)])
            ])
        // The list itself is no Tab stop, though it offers an action.
        #expect(tree.focusOrder.map(\.id) == ["a", "b"])
        var focus = KeyboardFocus(focusedID: "b")
        #expect(focus.handle(.down, in: tree) == .perform(.scrollDown, on: "list"))
        #expect(focus.focusedID == "b")
        // The list cannot scroll up: at its first item Up keeps focus.
        var first = KeyboardFocus(focusedID: "a")
        #expect(first.handle(.up, in: tree) == .handled)
        #expect(first.focusedID == "a")
    }

    /// Alt+Up and Alt+Down perform a focused item's Move up and Move down, and pass through
    /// where it has none (the scene then sees the key).
    @Test func altArrowsMoveTheFocusedItem() {
        let item = KeyboardFocusTests.node("item", .listItem, [.custom("Remove"), .moveUp])
        let tree = KeyboardFocusTests.node("scene", .group, [], [KeyboardFocusTests.node("list", .list, [], [item])])
        var focus = KeyboardFocus(focusedID: "item")
        #expect(focus.handle(.moveUp, in: tree) == .perform(.custom("Move up"), on: "item"))
        #expect(focus.handle(.moveDown, in: tree) == .passThrough)
        #expect(focus.focusedID == "item")
    }
}

/// Arrow keys walk a group made only of buttons as a grid (the calculator's keypad).
@Suite struct KeypadFocusTests {
    /// 2 × 3 keys, 80 pt apart: ids "k.ROW.COLUMN".
    var tree: SemanticNode {
        var keys: [SemanticNode] = []
        for row in 0..<2 {
            for column in 0..<3 {
                keys.append(
                    SemanticNode(
                        id: "k.\(row).\(column)", role: .button, label: "\(row)\(column)",
                        frame: Rect(x: Double(column) * 80, y: Double(row) * 80, width: 70, height: 70),
                        actions: [.activate]))
            }
        }
        return SemanticNode(
            id: "window", role: .window, label: "w", frame: .zero,
            children: [
                SemanticNode(id: "keypad", role: .group, label: "Keypad", frame: .zero, children: keys)
            ])
    }

    @Test(arguments: [
        ("k.0.0", Key.right, "k.0.1", #line), ("k.0.1", .left, "k.0.0", #line),
        ("k.0.1", .down, "k.1.1", #line), ("k.1.2", .up, "k.0.2", #line),
        ("k.0.2", .right, "k.0.2", #line), ("k.1.0", .down, "k.1.0", #line)  // edges: focus stays
    ])
    func arrowsMoveToTheNeighbour(from: String, key: Key, to: String, line: Int) {
        var focus = KeyboardFocus(focusedID: from)
        let outcome = focus.handle(key, in: tree)
        #expect(
            focus.focusedID == to,
            sourceLocation: SourceLocation(
                fileID: #fileID, filePath: #filePath, line: line,
                column: 1))
        #expect(outcome == (from == to ? .passThrough : .handled))
    }

    @Test func aGroupWithOtherThanButtonsIsNotAGrid() {
        var mixed = tree
        mixed.children[0].children.append(SemanticNode(id: "label", role: .staticText, label: "x", frame: .zero))
        var focus = KeyboardFocus(focusedID: "k.0.0")
        #expect(focus.handle(.right, in: mixed) == .passThrough)
        #expect(focus.focusedID == "k.0.0")
    }
}
