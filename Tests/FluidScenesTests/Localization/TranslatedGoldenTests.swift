import FluidCanvas
import FluidCore
import FluidMotion
import FluidRender
import Foundation
import Testing

@testable import FluidLocalization
@testable import FluidSceneKit

/// A few scenes in German (long words) and Hebrew, light and dark, compared with committed PNGs
/// in `../Golden/translated/`: the menu, the Shortcuts editor with its drawer compressed and at
/// full height, and the spring designer. 390 × 844 pt at half a pixel per point, so the files
/// stay small. The catalogs are the project's own `Translations/LANG.po`, compiled by `msgfmt`
/// (GNU gettext, which the build already needs) as `make translations` compiles them.
///
/// Re-record with `FLUID_RECORD_GOLDEN=1 swift test --filter TranslatedGoldenTests`, then look at
/// every re-recorded PNG before committing it.
@Suite struct TranslatedGoldenTests {
    static let size = Size(width: 390, height: 844)
    static let scale = 0.5
    /// As `SceneGoldenTests`: antialiasing noise per channel (0…255) and the fraction of pixels
    /// allowed beyond it.
    static let channelTolerance = 8
    static let maxDifferingFraction = 0.005

    enum View: String, CaseIterable {
        case menu, shortcutsCompressed = "shortcuts-compressed",
            shortcutsFull = "shortcuts-full-height", spring
    }

    struct Case: CustomTestStringConvertible {
        var language: String
        var view: View
        var dark: Bool
        var file: String { "\(view.rawValue)-\(language)-\(dark ? "dark" : "light")" }
        var testDescription: String { file }
    }

    static let cases: [Case] = ["de", "he"].flatMap { language in
        View.allCases.flatMap { view in [false, true].map { Case(language: language, view: view, dark: $0) } }
    }

    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden/translated")
    }

    static var isRecording: Bool { ProcessInfo.processInfo.environment["FLUID_RECORD_GOLDEN"] == "1" }

    /// `Translations/LANG.po` compiled by `msgfmt` into `.mo` bytes and read.
    static func catalog(_ language: String) throws -> MessageCatalog {
        let po = root.appendingPathComponent("Translations/\(language).po").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["msgfmt", "--check", "-o", "-", po]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CatalogError("msgfmt failed on \(po)") }
        return try MessageCatalog(mo: [UInt8](bytes))
    }

    static func render(_ c: Case, textSize: ContentSizeCategory = .default) throws -> RGBAImage {
        let options = SceneOptions(dark: c.dark, textSize: textSize, catalog: try catalog(c.language))
        let name = c.view == .menu ? "menu" : c.view == .spring ? "spring" : "shortcuts"
        var scene = try SceneCatalog.standard.makeScene(named: name, options: options)
        scene.layout(size: size, safeArea: .zero)
        scene.advance(to: 0)
        if c.view == .shortcutsFull {
            let raised =
                scene.perform(.increment, on: "grabber", at: 0) && scene.perform(.increment, on: "grabber", at: 0)
            #expect(raised, "the drawer goes up two detents")
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

    /// The frames really are translated: the German menu is not the English one.
    @Test func germanDiffersFromEnglish() throws {
        guard !Self.isRecording else { return }
        var english = try SceneCatalog.standard.makeScene(named: "menu", options: SceneOptions())
        english.layout(size: Self.size, safeArea: .zero)
        english.advance(to: 5)
        let canvas = try CairoCanvas(size: Self.size, scale: Self.scale)
        english.drawFrame(in: canvas, background: .black)
        let german = try RGBAImage(contentsOfPNG: Self.directory.appendingPathComponent("menu-de-light.png").path)
        #expect(
            !ImageComparison(canvas.snapshot(), german, tolerance: Self.channelTolerance)
                .matches(maxFraction: Self.maxDifferingFraction))
    }
}
