import FluidCanvas
import FluidCore
import FluidMotion
import FluidRender
import Foundation
import Testing

@testable import FluidSceneKit

/// Every menu scene at rest, compared with committed PNGs in `../Golden/scenes/`: a small
/// portrait phone (320 × 568), a landscape phone (844 × 390) and a tablet (1024 × 1366), light
/// and dark. Rendered at half a pixel per point so the files stay small (a few KB each) while
/// still showing every part's place.
///
/// Re-record with `FLUID_RECORD_GOLDEN=1 swift test --filter SceneGoldenTests`, then look at
/// every re-recorded PNG before committing it.
@Suite struct SceneGoldenTests {
    static let sizes = [Size(width: 320, height: 568), Size(width: 844, height: 390), Size(width: 1024, height: 1366)]
    static let scale = 0.5
    /// Per-channel difference still counted as equal (0…255), and the fraction of pixels allowed
    /// to differ beyond it: antialiasing noise (as `ShortcutsGoldenTests`).
    static let channelTolerance = 8
    static let maxDifferingFraction = 0.005

    struct Case: CustomTestStringConvertible {
        var scene: String
        var size: Size
        var dark: Bool
        var file: String { "\(scene)-\(Int(size.width))x\(Int(size.height))-\(dark ? "dark" : "light")" }
        var testDescription: String { file }
    }

    static let cases: [Case] = SceneCatalog.standard.listedEntries.map(\.name).flatMap { name in
        sizes.flatMap { size in [false, true].map { Case(scene: name, size: size, dark: $0) } }
    }

    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden/scenes")
    }

    static var isRecording: Bool { ProcessInfo.processInfo.environment["FLUID_RECORD_GOLDEN"] == "1" }

    static func render(_ c: Case) throws -> RGBAImage {
        var scene = try SceneCatalog.standard.makeScene(named: c.scene, options: SceneOptions(dark: c.dark))
        scene.layout(size: c.size, safeArea: .zero)
        scene.advance(to: 0)
        scene.advance(to: 5)
        let canvas = try CairoCanvas(size: c.size, scale: scale)
        scene.drawFrame(in: canvas, background: .black)
        return canvas.snapshot()
    }

    @Test(arguments: cases)
    func sceneMatchesGolden(_ c: Case) throws {
        try GoldenImage.check(Self.render(c), named: c.file, in: Self.directory)
    }

    /// The comparison can fail: a scene's light golden is not its dark one, nor its landscape
    /// frame its portrait one.
    @Test func distinctFramesDoNotMatch() throws {
        guard !Self.isRecording else { return }
        let light = try Self.render(Case(scene: "spring", size: Self.sizes[0], dark: false))
        let dark = try RGBAImage(contentsOfPNG: Self.directory.appendingPathComponent("spring-320x568-dark.png").path)
        #expect(
            !ImageComparison(light, dark, tolerance: Self.channelTolerance).matches(
                maxFraction: Self.maxDifferingFraction))
    }
}
