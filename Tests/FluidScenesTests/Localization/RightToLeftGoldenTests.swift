import FluidCanvas
import FluidCore
import FluidMotion
import FluidRender
import Foundation
import Testing

@testable import FluidSceneKit

/// Scenes mirrored in Hebrew, light and dark, compared with committed PNGs in
/// `../Golden/translated/` at the translated goldens' size and scale (390 × 844 pt at half a
/// pixel per point): the Shortcuts drawer at its middle detent (its rows, the search field),
/// the Places list and a place's card, the bouncy sheet's action rows and its conversation, the
/// momentum drawer open. (The editor at the compressed and full heights, the spring designer and
/// the menu are `TranslatedGoldenTests`'.) In a phone's landscape window (844 × 390 pt), where
/// the layouts differ: the spring designer's two columns (the stage and graph leading, at the
/// right), light, and dark at AX3 with each value stacked under its caption; Places' side panel
/// at the right, with its list and with a place's card.
///
/// Re-record with `FLUID_RECORD_GOLDEN=1 swift test --filter RightToLeftGoldenTests`, then look
/// at every re-recorded PNG before committing it.
@Suite struct RightToLeftGoldenTests {
    enum View: String, CaseIterable {
        case shortcutsExpanded = "shortcuts-expanded", places, placesCard = "places-card",
            bouncySheet = "bouncy-sheet", momentum
    }

    struct Case: CustomTestStringConvertible {
        var view: View
        var dark: Bool
        var file: String { "\(view.rawValue)-he-\(dark ? "dark" : "light")" }
        var testDescription: String { file }
    }

    static let cases = View.allCases.flatMap { view in [false, true].map { Case(view: view, dark: $0) } }

    static func render(_ c: Case) throws -> RGBAImage {
        let options = SceneOptions(dark: c.dark, catalog: try TranslatedGoldenTests.catalog("he"))
        let name: String
        switch c.view {
        case .shortcutsExpanded: name = "shortcuts"
        case .places, .placesCard: name = "places"
        case .bouncySheet: name = "bouncy-sheet"
        case .momentum: name = "momentum"
        }
        var scene = try SceneCatalog.standard.makeScene(named: name, options: options)
        scene.layout(size: TranslatedGoldenTests.size, safeArea: .zero)
        scene.advance(to: 0)
        let opened: Bool
        switch c.view {
        case .shortcutsExpanded: opened = scene.perform(.increment, on: "grabber", at: 0)
        case .places: opened = scene.perform(.increment, on: "drawer", at: 0)
        case .placesCard: opened = scene.perform(.activate, on: "place-0", at: 0)
        case .bouncySheet: opened = scene.perform(.activate, on: "toggle", at: 0)
        case .momentum: opened = scene.perform(.activate, on: "drawer", at: 0)
        }
        #expect(opened, "\(c.file): the scene opens what the golden shows")
        scene.advance(to: 5)
        let canvas = try CairoCanvas(size: TranslatedGoldenTests.size, scale: TranslatedGoldenTests.scale)
        scene.drawFrame(in: canvas, background: .black)
        return canvas.snapshot()
    }

    @Test(arguments: cases)
    func frameMatchesGolden(_ c: Case) throws {
        try GoldenImage.check(Self.render(c), named: c.file, in: TranslatedGoldenTests.directory)
    }

    /// A view in landscape: the scene, what is opened on it, the appearance and text size.
    struct Landscape: CustomTestStringConvertible {
        var file: String
        var scene: String
        var opening: String?
        var dark = false
        var textSize = ContentSizeCategory.default
        var testDescription: String { file }
    }

    static let landscapeSize = Size(width: 844, height: 390)
    static let landscapes = [
        Landscape(file: "spring-landscape-he-light", scene: "spring"),
        Landscape(
            file: "spring-landscape-AX3-he-dark", scene: "spring", dark: true, textSize: .accessibilityExtraLarge),
        Landscape(file: "places-landscape-he-light", scene: "places"),
        Landscape(file: "places-card-landscape-he-light", scene: "places", opening: "place-0")
    ]

    @Test(arguments: landscapes)
    func landscapeFrameMatchesGolden(_ c: Landscape) throws {
        let options = SceneOptions(dark: c.dark, textSize: c.textSize, catalog: try TranslatedGoldenTests.catalog("he"))
        var scene = try SceneCatalog.standard.makeScene(named: c.scene, options: options)
        scene.layout(size: Self.landscapeSize, safeArea: .zero)
        scene.advance(to: 0)
        if let opening = c.opening {
            let opened = scene.perform(.activate, on: opening, at: 0)
            #expect(opened, "\(c.file): \(opening) opens")
        }
        scene.advance(to: 5)
        let canvas = try CairoCanvas(size: Self.landscapeSize, scale: TranslatedGoldenTests.scale)
        scene.drawFrame(in: canvas, background: .black)
        try GoldenImage.check(canvas.snapshot(), named: c.file, in: TranslatedGoldenTests.directory)
    }
}
