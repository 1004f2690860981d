import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidScenes
@testable import FluidSemantics
@testable import FluidSession

/// The Shortcuts editor's tree in each detent: the drawer's grabber, search field, rows and the
/// step cards, and the modal sheet at full height (docs/architecture.md: 390 × 844 pt, detents 120 / 300 /
/// container − 35; the sample shortcut has four steps).
@Suite struct ShortcutsSemanticsTests {
    static let size = Size(width: 390, height: 844)

    func makeScene(detent: Int = 0) -> ShortcutsScene {
        var scene = ShortcutsScene()
        scene.layout(size: Self.size, safeArea: .zero)
        if detent > 0 {
            scene.drawer.move(to: detent, animated: false, at: 0)
            _ = scene.drawer.takeEvents()
        }
        return scene
    }

    /// Advances in 60 Hz frames for `seconds`.
    func settle(_ scene: inout ShortcutsScene, seconds: Double = 2) {
        let end = scene.time + seconds
        var t = scene.time
        while t < end {
            t = min(end, t + 1.0 / 60)
            scene.advance(to: t)
        }
    }

    @Test(arguments: [
        (0, "Compressed, 1 of 3", SemanticStates.collapsed, ["activate", "increment", "Expand"], #line),
        (
            1, "Expanded, 2 of 3", SemanticStates.expanded,
            ["activate", "increment", "Expand", "decrement", "Collapse"],
            #line
        ),
        (2, "Full Height, 3 of 3", SemanticStates.expanded, ["activate", "decrement", "Collapse"], #line)
    ])
    func grabberSaysTheDetent(detent: Int, value: String, state: SemanticStates, actions: [String], line: Int) throws {
        let tree = makeScene(detent: detent).semantics
        let grabber = try #require(tree.node(id: "grabber"))
        #expect(grabber.role == .adjustable)
        #expect(grabber.label == "Actions drawer")
        #expect(grabber.value == value)
        #expect(grabber.states == state.union(.live))
        #expect(grabber.actions.map(\.name) == actions)
        // The number behind the text: the detent's place, 1…3 in steps of 1.
        #expect(grabber.range == SemanticRange(current: Double(detent + 1), minimum: 1, maximum: 3, step: 1))
        // The drawer moves up and down: a screen reader says "vertical slider".
        #expect(grabber.orientation == .vertical)
    }

    @Test func compressedShowsTheEditorAndHidesTheRows() throws {
        let tree = makeScene().semantics
        let editor = try #require(tree.node(id: "editor"))
        #expect(!editor.states.contains(.hidden))
        let steps = try #require(tree.node(id: "steps"))
        #expect(steps.role == .list)
        #expect(steps.children.map(\.label) == ["Get Current Weather", "Text", "Play Music", "Get Travel Time"])
        #expect(steps.children.allSatisfy { $0.role == .listItem })
        // Each step can be removed, and moved one place where there is one.
        #expect(
            steps.children.map(\.actions) == [
                [.custom("Remove"), .custom("Move down")],
                [.custom("Remove"), .custom("Move up"), .custom("Move down")],
                [.custom("Remove"), .custom("Move up"), .custom("Move down")],
                [.custom("Remove"), .custom("Move up")]
            ])
        #expect(steps.children[0].value == "Step 1 of 4")
        #expect(steps.children[0].children.first?.label == "Remove Get Current Weather")
        let search = try #require(tree.node(id: "search"))
        #expect(search.role == .textField && search.label == "Search" && search.actions == [.activate])
        // At 120 pt the drawer shows its grabber and search field only.
        #expect(tree.node(id: "actions")?.states.contains(.hidden) == true)
        #expect(tree.node(id: "heading")?.states.contains(.hidden) == true)
        #expect(tree.node(id: "sheet")?.states.contains(.modal) == false)
        #expect(tree.node(id: "backdrop") == nil)
        #expect(tree.innermostModal == nil)
    }

    @Test func expandedShowsTheFirstRowsAsListItemsThatAddTheStep() throws {
        let tree = makeScene(detent: 1).semantics
        let list = try #require(tree.node(id: "actions"))
        #expect(!list.states.contains(.hidden))
        let shown = list.children.filter { !$0.states.contains(.hidden) }
        #expect(!shown.isEmpty)
        // The catalog's first actions, in order.
        #expect(shown.first?.label == "If")
        #expect(shown.first?.id == "row.if")
        #expect(shown.allSatisfy { $0.role == .listItem && $0.actions == [.activate] })
        // Their place among all the actions, also those the list does not describe.
        #expect(shown.first?.position == SemanticPosition(index: 1, count: ActionCatalog.standard.count))
        // Only the rows inside the viewport are described (the catalog holds more than a
        // 300 pt drawer shows), starting at the first, in catalog order.
        #expect(list.children.count < ActionCatalog.standard.count)
        #expect(list.children.map(\.id) == ActionCatalog.standard.prefix(list.children.count).map { "row.\($0.id)" })
        let listFrame = list.frame
        #expect(list.children.allSatisfy { $0.frame.minY < listFrame.maxY && $0.frame.maxY > listFrame.minY })
        #expect(tree.node(id: "heading")?.label == "All Actions")
    }

    @Test func fullHeightIsAModalSheetOverAHiddenEditor() throws {
        let tree = makeScene(detent: 2).semantics
        #expect(tree.node(id: "editor")?.states.contains(.hidden) == true)
        let sheet = try #require(tree.innermostModal)
        #expect(sheet.id == "sheet")
        #expect(sheet.actions.contains(.dismiss))
        let backdrop = try #require(sheet.children.first)
        #expect(backdrop.id == "backdrop" && backdrop.role == .button && backdrop.label == "Dismiss")
        // The backdrop is the 35 pt band above the sheet.
        #expect(backdrop.frame == Rect(x: 0, y: 0, width: 390, height: 35))
        // Nothing behind the sheet can be reached.
        let reachable = tree.focusOrder.map(\.id)
        #expect(!reachable.contains("back"))
        #expect(!reachable.contains { $0.hasPrefix("step.") })
        #expect(reachable.starts(with: ["backdrop", "grabber", "search"]))
    }

    @Test func expandActionMovesTheDrawerUpOneDetent() {
        var scene = makeScene()
        let done1 = scene.perform(.custom("Expand"), on: "grabber", at: 0.1)
        #expect(done1)
        settle(&scene)
        #expect(scene.drawer.snapshot.top == 544)
        #expect(scene.semantics.node(id: "grabber")?.value == "Expanded, 2 of 3")
        let done2 = scene.perform(.decrement, on: "grabber", at: scene.time)
        #expect(done2)
        settle(&scene)
        #expect(scene.drawer.snapshot.top == 724)
        // Already at the lowest detent: nothing to collapse.
        let done3 = scene.perform(.decrement, on: "grabber", at: scene.time)
        #expect(!done3)
    }

    @Test func activatingARowAddsItsStep() {
        var scene = makeScene(detent: 1)
        let done4 = scene.perform(.activate, on: "row.if", at: 0.1)
        #expect(done4)
        #expect(scene.document.steps == ["weather", "text", "play-music", "travel-time", "if"])
        #expect(scene.semantics.node(id: "steps")?.children.last?.label == "If")
        let done5 = scene.perform(.activate, on: "row.no-such-action", at: 0.2)
        #expect(!done5)
    }

    @Test func removingAStepByItsActionOrItsButton() {
        var scene = makeScene()
        let done6 = scene.perform(.custom("Remove"), on: "step.1", at: 0.1)
        #expect(done6)
        #expect(scene.document.steps == ["weather", "play-music", "travel-time"])
        let done7 = scene.perform(.activate, on: "step.0.remove", at: 0.2)
        #expect(done7)
        #expect(scene.document.steps == ["play-music", "travel-time"])
        let done8 = scene.perform(.custom("Remove"), on: "step.9", at: 0.3)
        #expect(!done8)
    }

    @Test func searchFieldActivationEditsAndDismissEndsTheSearch() throws {
        var scene = makeScene()
        let done9 = scene.perform(.activate, on: "search", at: 0.1)
        #expect(done9)
        settle(&scene)
        var search = try #require(scene.semantics.node(id: "search"))
        #expect(search.states.contains(.editing))
        scene.handle(.text("wi-fi", time: scene.time))
        search = try #require(scene.semantics.node(id: "search"))
        #expect(search.value == "wi-fi")
        #expect(scene.semantics.node(id: "heading")?.label == "1 Result")
        #expect(scene.semantics.node(id: "cancel")?.role == .button)
        let done10 = scene.perform(.dismiss, on: "sheet", at: scene.time)
        #expect(done10)
        #expect(!scene.isSearching)
    }

    @Test func backdropDismissLowersTheSheetToExpanded() {
        var scene = makeScene(detent: 2)
        let done11 = scene.perform(.activate, on: "backdrop", at: 0.1)
        #expect(done11)
        settle(&scene)
        // The largest undimmed detent: expanded, 844 − 300.
        #expect(scene.drawer.snapshot.top == 544)
        #expect(scene.semantics.innermostModal == nil)
    }

    @Test func backButtonAsksForTheMenu() {
        var scene = makeScene()
        let done12 = scene.perform(.activate, on: "back", at: 0.1)
        #expect(done12)
        #expect(scene.takeRequests().navigation == .back)
    }

    @Test func spokenDetentNames() {
        #expect(ShortcutsScene.spokenName("fullHeight") == "Full Height")
        #expect(ShortcutsScene.spokenName("compressed") == "Compressed")
        #expect(ShortcutsScene.spokenName("a") == "A")
        // Capitals beyond ASCII start words too; a digit, a title-case letter (ǅ) and a
        // caseless letter do not.
        #expect(ShortcutsScene.spokenName("demiÉcran") == "Demi Écran")
        #expect(ShortcutsScene.spokenName("halbÖffnen") == "Halb Öffnen")
        #expect(ShortcutsScene.spokenName("step2of3") == "Step2of3")
        #expect(ShortcutsScene.spokenName("xǅy") == "Xǅy")
        #expect(ShortcutsScene.spokenName("aאb") == "Aאb")
    }
}

@Suite struct ShortcutsScrollSemanticsTests {
    @Test func theFullHeightListScrollsAndTheKeyboardFollowsIntoNewRows() throws {
        var session = try Session(scene: "shortcuts")
        var t = 0.0
        func press(_ key: Key) {
            t += 0.1
            session.handle(.key(key, time: t))
            for _ in 0..<120 {
                t += 1.0 / 60
                session.advance(to: t)
            }
        }
        let scene = { try #require(session.scene as? ShortcutsScene) }
        var s = try scene()
        s.drawer.move(to: 2, animated: false, at: 0)
        _ = s.drawer.takeEvents()
        session.scene = s
        session.advance(to: 0.01)
        let list = try #require(session.semantics.node(id: "actions"))
        #expect(list.actions == [.scrollDown])
        let shown = list.children.filter { !$0.states.contains(.hidden) }.map(\.id)
        // Full height: a 693 pt viewport of 64 pt rows shows 10 whole rows and most of an 11th.
        #expect(shown.count == 11)
        session.focus(shown.last)
        press(.down)
        // Down past the last shown row scrolls a page (693 − 64 pt) instead of losing focus.
        #expect(session.focus.focusedID == shown.last)
        let scrolled = try scene().drawer.snapshot.contentOffset
        #expect(isClose(scrolled, 629, within: 0.01))
        press(.down)
        #expect(session.focus.focusedID != shown.last)
        #expect(session.semantics.node(id: "actions")?.actions == [.scrollUp, .scrollDown])
    }
}
