import FluidMotion
import Testing

@testable import FluidLocalization
@testable import FluidSceneKit
@testable import FluidScenes
@testable import FluidSession

/// The names of the actions an assistive technology offers are translated, and work by either
/// name: the step cards' Remove, Move up and Move down (Alt+Up and Alt+Down too), the drawer's
/// Expand and Collapse, the momentum drawer's Open and Close (a verb, not the state "Open",
/// through a msgctxt entry). The save problem's banner is translated too.
struct TranslatedActionsTests {
    static func hebrew() throws -> MessageCatalog { try TranslatedGoldenTests.catalog("he") }

    @Test func stepActionsAreListedInHebrewAndPerformedByThatName() throws {
        var scene = ShortcutsScene(options: SceneOptions(catalog: try Self.hebrew()), document: .sample)
        scene.layout(size: Session.defaultSize, safeArea: .zero)
        let steps = try #require(scene.semantics.node(id: "steps"))
        #expect(steps.children.first?.actions == [.custom("הסרה"), .custom("הזזה למטה")])
        #expect(steps.children.last?.actions == [.custom("הסרה"), .custom("הזזה למעלה")])
        let first = steps.children[0].label
        let done1 = scene.perform(.custom("הזזה למטה"), on: "step.0", at: 1)
        #expect(done1)
        #expect(scene.semantics.node(id: "step.1")?.label == first)
        let done2 = scene.perform(.moveUp, on: "step.1", at: 2)
        #expect(done2)  // the English name still works
        #expect(scene.semantics.node(id: "step.0")?.label == first)
        let count = scene.document.steps.count
        let done3 = scene.perform(.custom("הסרה"), on: "step.0", at: 3)
        #expect(done3)
        #expect(scene.document.steps.count == count - 1)
    }

    @Test func altDownMovesTheFocusedStepInHebrew() throws {
        var session = try Session(scene: "shortcuts", options: SceneOptions(catalog: try Self.hebrew()))
        session.advance(to: 0)
        let first = try #require(session.semantics.node(id: "step.0")?.label)
        session.focus("step.0")
        session.handle(.key(.moveDown, time: 0.5))
        #expect(session.semantics.node(id: "step.1")?.label == first)
        // By name, as the AT-SPI bridge asks for it.
        let done4 = session.performRequest("הזזה למעלה", on: "step.1")
        #expect(done4)
        #expect(session.semantics.node(id: "step.0")?.label == first)
    }

    @Test func theGrabberExpandsAndCollapsesByItsHebrewNames() throws {
        var scene = ShortcutsScene(options: SceneOptions(catalog: try Self.hebrew()))
        scene.layout(size: Session.defaultSize, safeArea: .zero)
        #expect(scene.semantics.node(id: "grabber")?.actions.contains(.custom("הרחבה")) == true)
        let done5 = scene.perform(.custom("הרחבה"), on: "grabber", at: 0)
        #expect(done5)
        #expect(scene.drawer.selectedIndex == 1)
        let done6 = scene.perform(.custom("כיווץ"), on: "grabber", at: 0.1)
        #expect(done6)
        #expect(scene.drawer.selectedIndex == 0)
    }

    @Test func theMomentumDrawerOpensByTheVerbNotTheState() throws {
        let german = try TranslatedGoldenTests.catalog("de")
        #expect(german.localized("Open") == "Offen")
        #expect(german.localized("Open", context: "action") == "Öffnen")
        #expect(MessageCatalog.english.localized("Open", context: "action") == "Open")
        var scene = MomentumScene(options: SceneOptions(catalog: german))
        scene.layout(size: Session.defaultSize, safeArea: .zero)
        #expect(scene.semantics.node(id: "drawer")?.actions == [.activate, .custom("Öffnen")])
        let done7 = scene.perform(.custom("Öffnen"), on: "drawer", at: 0)
        #expect(done7)
        #expect(scene.model.isOpen)
        #expect(scene.semantics.node(id: "drawer")?.actions == [.activate, .custom("Schließen")])
    }

    @Test func theSaveProblemIsTranslatedAndAPathKeepsItsDirectionInHebrew() throws {
        let german = ShortcutDocument.saveProblem(
            path: "/x/shortcut.json", reason: "the disk is full",
            strings: try TranslatedGoldenTests.catalog("de"))
        #expect(
            german
                == "/x/shortcut.json kann nicht gesichert werden: the disk is full; Änderungen werden nicht gesichert")
        let hebrew = ShortcutDocument.readProblem(
            path: "/x/shortcut.json", reason: "Is a directory", strings: try Self.hebrew())
        #expect(
            hebrew
                == "לא ניתן לקרוא את \u{2068}/x/shortcut.json\u{2069}: \u{2068}Is a directory\u{2069}; השינויים לא יישמרו"
        )
        #expect(ShortcutDocument.saveProblem(path: "/x", reason: "r") == "Cannot save /x: r; edits will not be saved")
    }
}
