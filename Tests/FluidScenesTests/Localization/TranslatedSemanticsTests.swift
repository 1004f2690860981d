import FluidMotion
import Testing

@testable import FluidLocalization
@testable import FluidSceneKit
@testable import FluidScenes
@testable import FluidSession

/// The semantics tree (what a screen reader speaks) carries the catalog's strings, plural forms
/// included, and English wherever the catalog has none. The catalog is the msgfmt-made Arabic
/// one of `MessageCatalogTests`, which translates "Places" and "%d action".
struct TranslatedSemanticsTests {
    static func arabic() throws -> MessageCatalog { try MessageCatalog(mo: MessageCatalogTests.arabic) }

    @Test func aSceneTitleIsSpokenTranslatedAndAStringWithoutOneInEnglish() throws {
        var scene = PlacesScene(options: SceneOptions(catalog: try Self.arabic()))
        scene.layout(size: Session.defaultSize, safeArea: .zero)
        let tree = scene.semantics
        #expect(tree.label == "أماكن")
        #expect(tree.node(id: "back")?.label == "Scenes")
    }

    @Test func theShortcutsSubtitleTakesTheArabicPluralForm() throws {
        // The sample shortcut has 4 steps: CLDR's Arabic "few" (3–10), the catalog's form 3.
        var scene = ShortcutsScene(options: SceneOptions(catalog: try Self.arabic()), document: .sample)
        scene.layout(size: Session.defaultSize, safeArea: .zero)
        #expect(scene.semantics.node(id: "subtitle")?.label == "4 إجراءات")
        var english = ShortcutsScene(document: .sample)
        english.layout(size: Session.defaultSize, safeArea: .zero)
        #expect(english.semantics.node(id: "subtitle")?.label == "4 actions")
    }
}
