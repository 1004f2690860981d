import FluidCanvas
import FluidMotion
import FluidRender
import Foundation
import Testing

@testable import FluidSceneKit
@testable import FluidSemantics

/// The interface scenes and Places at the default text size and two larger ones, xxxLarge (the
/// largest standard size) and AX3 (an accessibility size, where layouts stack), in German (long
/// words) and Hebrew, light and dark — six of the twelve combinations per view, so every size,
/// language and appearance is seen — compared with committed PNGs in `../Golden/text-size/`. As the
/// translated goldens: 390 × 844 pt at half a pixel per point, the project's own catalogs.
///
/// Each view shows what grows: the bouncy sheet's actions shown, the momentum drawer open, the
/// places list at half height and a place's card.
///
/// Re-record with `FLUID_RECORD_GOLDEN=1 swift test --filter SceneTextSizeGoldenTests`, then look at
/// every re-recorded PNG before committing it.
@Suite struct SceneTextSizeGoldenTests {
    static let size = TranslatedGoldenTests.size
    static let scale = TranslatedGoldenTests.scale

    /// A scene in the state its golden shows: the action it is given first (an id of its
    /// semantics tree and what to do there), if any.
    struct View: Sendable {
        var name: String
        var scene: String
        var action: (id: String, action: SemanticAction)?
    }

    static let views: [View] = [
        View(name: "calculator", scene: "calculator"),
        View(name: "flashlight", scene: "flashlight"),
        View(name: "rubberband", scene: "rubberband"),
        View(name: "pause", scene: "pause"),
        View(name: "momentum", scene: "momentum", action: ("drawer", .activate)),
        View(name: "pip", scene: "pip"),
        View(name: "rotation", scene: "rotation"),
        View(name: "bouncy-sheet", scene: "bouncy-sheet", action: ("toggle", .activate)),
        View(name: "places", scene: "places"),
        View(name: "places-card", scene: "places", action: ("place-3", .activate))
    ]

    /// The six combinations: each size in both languages and both appearances.
    static let variants: [(size: ContentSizeCategory, language: String, dark: Bool)] = [
        (.default, "de", true), (.default, "he", false),
        (.accessibilityExtraLarge, "de", false), (.accessibilityExtraLarge, "he", true),
        (.extraExtraExtraLarge, "de", true), (.extraExtraExtraLarge, "he", false)
    ]

    struct Case: CustomTestStringConvertible, Sendable {
        var view: View
        var size: ContentSizeCategory
        var language: String
        var dark: Bool
        var file: String { "\(view.name)-\(size.name)-\(language)-\(dark ? "dark" : "light")" }
        var testDescription: String { file }
    }

    static let cases: [Case] = views.flatMap { view in
        variants.map { Case(view: view, size: $0.size, language: $0.language, dark: $0.dark) }
    }

    static var directory: URL { GoldenImage.directory.appendingPathComponent("text-size") }

    static func render(_ c: Case) throws -> RGBAImage {
        let options = SceneOptions(
            dark: c.dark, textSize: c.size, catalog: try TranslatedGoldenTests.catalog(c.language))
        var scene = try SceneCatalog.standard.makeScene(named: c.view.scene, options: options)
        scene.layout(size: size, safeArea: .zero)
        scene.advance(to: 0)
        if let (id, action) = c.view.action {
            let performed = scene.perform(action, on: id, at: 0)
            #expect(performed, "\(c.file): \(id) takes \(action)")
        }
        scene.advance(to: 5)
        let canvas = try CairoCanvas(size: size, scale: scale)
        scene.drawFrame(in: canvas, background: .black)
        return canvas.snapshot()
    }

    @Test(arguments: cases)
    func frameMatchesGolden(_ c: Case) throws {
        try GoldenImage.check(Self.render(c), named: c.file, in: Self.directory)
    }
}
