import FluidCanvas
import FluidMotion
import FluidRender
import Foundation
import Testing

@testable import FluidSceneKit

/// The scenes that follow the text size (the menu, the Shortcuts editor with its drawer
/// compressed and at full height, the spring designer) at xxxLarge and AX3, in German (long
/// words) and Hebrew (right to left), light and dark, compared with committed PNGs in
/// `../Golden/text-size/`. The default size in both languages is `TranslatedGoldenTests`'.
/// Four frames a view, so the set stays small: AX3 German light, AX3 Hebrew dark, xxxLarge German
/// dark, xxxLarge Hebrew light; 390 × 844 pt at half a pixel per point, as the translated ones.
///
/// Re-record with `FLUID_RECORD_GOLDEN=1 swift test --filter TextSizeGoldenTests`, then look at
/// every re-recorded PNG before committing it.
@Suite struct TextSizeGoldenTests {
    struct Case: CustomTestStringConvertible {
        var view: TranslatedGoldenTests.View
        var category: ContentSizeCategory
        var language: String
        var dark: Bool
        var file: String { "\(view.rawValue)-\(category.name)-\(language)-\(dark ? "dark" : "light")" }
        var testDescription: String { file }
    }

    static let cases: [Case] = TranslatedGoldenTests.View.allCases.flatMap { view in
        [
            Case(view: view, category: .accessibilityExtraLarge, language: "de", dark: false),
            Case(view: view, category: .accessibilityExtraLarge, language: "he", dark: true),
            Case(view: view, category: .extraExtraExtraLarge, language: "de", dark: true),
            Case(view: view, category: .extraExtraExtraLarge, language: "he", dark: false)
        ]
    }

    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden/text-size")
    }

    @Test(arguments: cases)
    func frameMatchesGolden(_ c: Case) throws {
        let image = try TranslatedGoldenTests.render(
            TranslatedGoldenTests.Case(language: c.language, view: c.view, dark: c.dark), textSize: c.category)
        try GoldenImage.check(image, named: c.file, in: Self.directory)
    }
}
