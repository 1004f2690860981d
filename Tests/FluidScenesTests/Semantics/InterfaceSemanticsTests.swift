import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidSceneKit
@testable import FluidScenes
@testable import FluidSemantics

/// Every interface scene's tree: roles, labels, values, states and the actions that work.
@Suite struct InterfaceSemanticsTests {
    static let size = Size(width: 390, height: 844)

    func laidOut<S: Scene>(_ scene: S) -> S {
        var scene = scene
        scene.layout(size: Self.size, safeArea: .zero)
        return scene
    }

    /// Performs `action` and advances 3 s in 60 Hz frames, long enough for every spring here.
    func perform<S: Scene>(_ scene: inout S, _ action: SemanticAction, on id: String, at time: Double = 0.1) -> Bool {
        let done = scene.perform(action, on: id, at: time)
        var t = time
        while t < time + 3 {
            t += 1.0 / 60
            scene.advance(to: t)
        }
        return done
    }

    @Test func menuListsEveryOtherSceneAsAListItemThatOpensIt() throws {
        var scene = laidOut(MenuScene())
        let list = try #require(scene.semantics.node(id: "scenes"))
        #expect(list.role == .list)
        // Every listed scene of the catalog but the menu itself, the Shortcuts editor first.
        let names = SceneCatalog.standard.listedEntries.map(\.name).filter { $0 != "menu" }
        #expect(list.children.count == names.count)
        #expect(Set(list.children.map { String($0.id.dropFirst("scene.".count)) }) == Set(names))
        #expect(list.children.first?.label == "Shortcuts Editor")
        #expect(list.children.allSatisfy { $0.role == .listItem && $0.actions == [.activate] && $0.hint != nil })
        #expect(
            list.children.enumerated().allSatisfy { i, item in
                item.position == SemanticPosition(index: i + 1, count: names.count)
            })
        let done = scene.perform(.activate, on: "scene.pip", at: 0)
        #expect(done)
        #expect(scene.takeRequests().navigation == .open("pip"))
    }

    @Test func aShortMenuScrollsByPages() throws {
        var scene = MenuScene()
        scene.layout(size: Size(width: 390, height: 400), safeArea: .zero)
        #expect(scene.semantics.node(id: "scenes")?.actions == [.scrollDown])
        // Content: the 112 pt header, a row per listed scene and a 24 pt footer, in a 400 pt
        // viewport. A page is the viewport less one row.
        let row = MenuModel.rowHeight
        let end = 112 + Double(SceneCatalog.standard.listedEntries.count - 1) * row + 24 - 400
        let page = 400 - row
        let first = scene.perform(.scrollDown, on: "scenes", at: 0)
        #expect(first && scene.model.offset == min(page, end))
        let second = scene.perform(.scrollDown, on: "scenes", at: 0)
        #expect(second && scene.model.offset == min(2 * page, end))
        _ = scene.perform(.scrollDown, on: "scenes", at: 0)
        let past = scene.perform(.scrollDown, on: "scenes", at: 0)
        #expect(!past && scene.model.offset == end)
        #expect(scene.semantics.node(id: "scenes")?.actions == [.scrollUp])
        // Rows scrolled above the viewport are hidden from the tree.
        #expect(scene.semantics.node(id: "scene.shortcuts")?.states == .hidden)
    }

    @Test func chromedScenesOfferTheBackButtonTitleAndHint() throws {
        for name in [
            "calculator", "spring", "flashlight", "rubberband", "pause", "momentum", "pip", "rotation",
            "bouncy-sheet"
        ] {
            var scene = laidOut(try SceneCatalog.standard.makeScene(named: name))
            let tree = scene.semantics
            #expect(tree.role == .group && tree.id == "scene", "\(name)")
            #expect(tree.children.first?.id == "back" && tree.children.first?.role == .button, "\(name)")
            #expect(tree.node(id: "title")?.role == .staticText, "\(name)")
            #expect(tree.children.last?.id == "hint", "\(name)")
            let done = scene.perform(.activate, on: "back", at: 0)
            #expect(done, "\(name)")
            #expect(scene.takeRequests().navigation == .back, "\(name)")
        }
    }

    @Test func calculatorKeysAreNamedButtons() throws {
        var scene = laidOut(CalculatorScene())
        let keypad = try #require(scene.semantics.node(id: "keypad"))
        // iOS Calculator's keypad, row by row.
        #expect(
            keypad.children.map(\.label) == [
                "all clear", "plus minus", "percent", "divide", "7", "8", "9", "multiply",
                "4", "5", "6", "minus", "1", "2", "3", "plus", "0", "point", "equals"
            ])
        #expect(keypad.children.allSatisfy { $0.role == .button && $0.frame.width >= 75 })
        let seven = scene.perform(.activate, on: "key.7", at: 0.1)
        #expect(seven)
        // An entry turns All Clear into Clear, as on iOS.
        #expect(scene.semantics.node(id: "key.clear")?.label == "clear")
        let plus = scene.perform(.activate, on: "key.add", at: 0.2)
        #expect(plus)
        let tree = scene.semantics
        #expect(tree.node(id: "display")?.label == "7")
        #expect(tree.node(id: "key.add")?.states == .selected)
    }

    @Test func springSlidersAreAdjustableInTwentiethsOfTheirRange() throws {
        var scene = laidOut(SpringDemoScene())
        var tree = scene.semantics
        let damping = try #require(tree.node(id: "slider.dampingRatio"))
        #expect(damping.role == .adjustable && damping.label == "Damping ratio" && damping.value == "0.5")
        #expect(tree.node(id: "slider.response")?.value == "1 seconds")
        #expect(damping.actions == [.increment, .decrement, SemanticAction.typedValue])
        // Its thumb moves along a track drawn across the screen.
        #expect(damping.orientation == .horizontal)
        // Range 0.1…2 in twentieths: 0.095 per step, 0.5 + 0.095 = 0.595 (shown with the code's
        // 4 places, so what is read out is what Copy copies).
        let done = scene.perform(.increment, on: "slider.dampingRatio", at: 0.1)
        #expect(done)
        #expect(isClose(scene.model.dampingRatio, 0.595, within: 1e-12))
        tree = scene.semantics
        #expect(tree.node(id: "slider.dampingRatio")?.value == "0.595")
        // Response 0.1…2 s: 0.095 s per step.
        _ = scene.perform(.decrement, on: "slider.response", at: 0.2)
        #expect(isClose(scene.model.response, 0.905, within: 1e-12))
        for _ in 0..<30 { _ = scene.perform(.increment, on: "slider.dampingRatio", at: 0.3) }
        #expect(scene.model.dampingRatio == 2)
        #expect(scene.semantics.node(id: "slider.dampingRatio")?.actions == [.decrement, SemanticAction.typedValue])
        #expect(scene.semantics.node(id: "stage")?.value == "Left")
        let done1 = perform(&scene, .activate, on: "stage", at: 0.4)
        #expect(done1)
        #expect(scene.semantics.node(id: "stage")?.value == "Right")
    }

    @Test func flashlightIsACheckedButtonWhenOn() throws {
        var scene = laidOut(FlashlightScene())
        var button = try #require(scene.semantics.node(id: "flashlight"))
        #expect(button.role == .button && button.value == "Off" && !button.states.contains(.checked))
        let done2 = perform(&scene, .activate, on: "flashlight")
        #expect(done2)
        button = try #require(scene.semantics.node(id: "flashlight"))
        #expect(button.value == "On" && button.states.contains(.checked))
        #expect(scene.model.light == 1)
    }

    @Test func pipMovesToEachCornerByName() throws {
        var scene = laidOut(PiPScene())
        let window = try #require(scene.semantics.node(id: "pip"))
        #expect(window.value == "Bottom Right")
        #expect(window.actions.map(\.name) == ["Move to Top Left", "Move to Top Right", "Move to Bottom Left"])
        let done3 = perform(&scene, .custom("Move to Top Left"), on: "pip")
        #expect(done3)
        #expect(scene.model.corner == .topLeft)
        #expect(scene.model.center == scene.model.corners[.topLeft])
        #expect(scene.semantics.node(id: "pip")?.value == "Top Left")
        let done4 = scene.perform(.custom("Move to the Moon"), on: "pip", at: 4)
        #expect(!done4)
    }

    @Test func rubberbandLawsAreSelectableButtons() throws {
        var scene = laidOut(RubberbandScene())
        var laws = try #require(scene.semantics.node(id: "law")).children
        #expect(laws.map(\.label) == ["Power law", "UIKit"])
        #expect(laws.map(\.states) == [.selected, []])
        let done5 = perform(&scene, .activate, on: "law.1")
        #expect(done5)
        laws = try #require(scene.semantics.node(id: "law")).children
        #expect(laws.map(\.states) == [[], .selected])
        #expect(scene.model.law == .uikit)
        #expect(scene.semantics.node(id: "card")?.value == "0 points from its place")
    }

    @Test func pauseCardSaysWhetherItPaused() {
        let scene = laidOut(PauseScene())
        #expect(scene.semantics.node(id: "card")?.value == "Not paused")
        #expect(scene.semantics.node(id: "card")?.role == .image)
    }

    @Test func momentumDrawerOpensAndCloses() throws {
        var scene = laidOut(MomentumScene())
        var drawer = try #require(scene.semantics.node(id: "drawer"))
        #expect(drawer.value == "Closed" && drawer.states == .collapsed)
        #expect(drawer.actions == [.activate, .custom("Open")])
        let done6 = perform(&scene, .custom("Open"), on: "drawer")
        #expect(done6)
        drawer = try #require(scene.semantics.node(id: "drawer"))
        #expect(drawer.value == "Open" && drawer.states == .expanded)
        let done7 = scene.perform(.custom("Open"), on: "drawer", at: 4)
        #expect(!done7)
    }

    @Test func rotationCardTurnsAQuarterPerStep() throws {
        var scene = laidOut(RotationScene())
        #expect(scene.semantics.node(id: "card")?.value == "0 degrees")
        // It turns in place: neither across nor up and down.
        #expect(scene.semantics.node(id: "card")?.orientation == nil)
        let done8 = perform(&scene, .increment, on: "card")
        #expect(done8)
        #expect(scene.semantics.node(id: "card")?.value == "90 degrees")
        #expect(isClose(scene.model.angle, .pi / 2, within: 1e-3))
        let done9 = perform(&scene, .decrement, on: "card", at: 4)
        #expect(done9)
        let done10 = perform(&scene, .decrement, on: "card", at: 8)
        #expect(done10)
        #expect(scene.semantics.node(id: "card")?.value == "-90 degrees")
    }

    @Test func bouncySheetIsModalWithADismissBackdropWhileShown() throws {
        var scene = laidOut(BouncySheetScene())
        #expect(scene.semantics.innermostModal == nil)
        #expect(scene.semantics.node(id: "toggle")?.label == "Show actions")
        let done11 = perform(&scene, .activate, on: "toggle")
        #expect(done11)
        let sheet = try #require(scene.semantics.innermostModal)
        #expect(sheet.id == "sheet" && sheet.actions == [.dismiss])
        #expect(sheet.children.first?.label == "Dismiss")
        #expect(sheet.node(id: "actions")?.children.map(\.label) == ["Call", "Video call", "Send photo", "Send file"])
        let done12 = perform(&scene, .activate, on: "action.1", at: 4)
        #expect(done12)
        #expect(scene.chosen == "Video call")
        #expect(scene.semantics.innermostModal == nil)
    }
}

/// Numbers, names and live regions a screen reader needs from the interface scenes.
@Suite struct InterfaceSpokenTests {
    func laidOut<S: Scene>(_ scene: S) -> S {
        var scene = scene
        scene.layout(size: Size(width: 390, height: 844), safeArea: .zero)
        return scene
    }

    @Test func springSlidersCarryTheirRangeAndTheCodeButtonsTheirWholeName() throws {
        let tree = laidOut(SpringDemoScene()).semantics
        let damping = try #require(tree.node(id: "slider.dampingRatio"))
        let range = try #require(damping.range)
        #expect(range.current == 0.5)
        #expect((range.minimum, range.maximum) == (0.1, 2))
        #expect(isClose(range.step, 0.095, within: 1e-12))  // a twentieth of 0.1…2
        let platform = try #require(tree.node(id: "platform"))
        #expect(platform.label.hasPrefix("Code for "))
        #expect(platform.label != "Code for ")
        #expect(tree.node(id: "copy")?.states.contains(.live) == true)
    }

    @Test func calculatorDisplayIsLive() throws {
        let tree = laidOut(CalculatorScene()).semantics
        #expect(tree.node(id: "display")?.states.contains(.live) == true)
    }
}
