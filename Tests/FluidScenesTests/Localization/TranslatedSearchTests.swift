import FluidMotion
import Testing

@testable import FluidSceneKit
@testable import FluidScenes

/// The drawer's search finds actions by the words the user sees: in German or Hebrew the
/// translated titles (from the project's own catalogs), and the English ones still.
@Suite struct TranslatedSearchTests {
    static let weatherID = "weather"

    @Test(arguments: [("he", "מזג"), ("de", "wetter")])
    func aTranslatedWordFindsItsAction(_ language: String, _ word: String) throws {
        let weather = try #require(ActionCatalog.standard.first { $0.title == "Get Current Weather" })
        let strings = try TranslatedGoldenTests.catalog(language)
        // The word is the translation's, not the English title's or summary's.
        #expect(strings.localized(weather.title).lowercased().contains(word))
        #expect(!(weather.title + " " + weather.summary).lowercased().contains(word))
        let catalog = ActionCatalog().searching(in: strings)
        #expect(catalog.filtered(by: word).map(\.id).contains(weather.id))
        // English words still find it; the English catalog finds nothing by the translated word.
        #expect(catalog.filtered(by: "weather").map(\.id).contains(weather.id))
        #expect(!ActionCatalog().filtered(by: word).map(\.id).contains(weather.id))
    }

    @Test func theSceneSearchesInItsLanguage() throws {
        var options = SceneOptions()
        options.catalog = try TranslatedGoldenTests.catalog("de")
        let scene = ShortcutsScene(options: options)
        let found = scene.catalog.matches(for: "wetter").map { scene.catalog.actions[$0].title }
        #expect(found.contains("Get Current Weather"))
    }
}
