import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import FluidRender
import FluidTestSupport
import Foundation
import Testing

@testable import FluidLocalization
@testable import FluidSceneKit
@testable import FluidScenes

/// Under a right-to-left language the navigation bar mirrors: the back button (its hit area, its
/// semantics frame and its chevron) sits at the top right, and a tap there goes back; a tap at
/// the top left, where the English button is, does not.
struct RightToLeftTests {
    static let size = Size(width: 390, height: 844)

    @Test func hebrewIsRightToLeftAndGermanAndEnglishAreNot() throws {
        #expect(try TranslatedGoldenTests.catalog("he").isRightToLeft)
        #expect(try !TranslatedGoldenTests.catalog("de").isRightToLeft)
        #expect(!MessageCatalog.english.isRightToLeft)
    }

    @Test func theBackButtonSitsAtTheTrailingEdge() throws {
        var hebrew = RotationScene(options: SceneOptions(catalog: try TranslatedGoldenTests.catalog("he")))
        hebrew.layout(size: Self.size, safeArea: .zero)
        let back = try #require(hebrew.semantics.node(id: "back")?.frame)
        #expect(back.maxX == Self.size.width)
        #expect(back.width == SceneChrome.backWidth)
        var english = RotationScene()
        english.layout(size: Self.size, safeArea: .zero)
        #expect(english.semantics.node(id: "back")?.frame.minX == 0)
    }

    @Test func aTapOnTheMirroredBackButtonGoesBack() throws {
        let options = SceneOptions(catalog: try TranslatedGoldenTests.catalog("he"))
        var left = RotationScene(options: options)
        left.layout(size: Self.size, safeArea: .zero)
        left.handle(.touch(touch(.began, 30, 22, 0)))
        left.handle(.touch(touch(.ended, 30, 22, 0.05)))
        #expect(left.takeRequests().navigation == nil)
        var right = RotationScene(options: options)
        right.layout(size: Self.size, safeArea: .zero)
        right.handle(.touch(touch(.began, Self.size.width - 30, 22, 0)))
        right.handle(.touch(touch(.ended, Self.size.width - 30, 22, 0.05)))
        #expect(right.takeRequests().navigation == .back)
    }

    /// The navigation bar alone (390 × 44 pt at one pixel per point), light: the Hebrew bar is
    /// compared with `../Golden/translated/navigation-bar-he.png` and must not match the English
    /// bar (a whole-frame golden's tolerance would not see a back button move).
    static func bar(_ catalog: MessageCatalog) throws -> RGBAImage {
        var scene = try SceneCatalog.standard.makeScene(named: "rotation", options: SceneOptions(catalog: catalog))
        scene.layout(size: size, safeArea: .zero)
        scene.advance(to: 5)
        let canvas = try CairoCanvas(size: size, scale: 1)
        scene.drawFrame(in: canvas, background: .black)
        let image = canvas.snapshot()
        let rows = Int(Theme.navigationBarHeight)
        return RGBAImage(width: image.width, height: rows, pixels: Array(image.pixels[0..<image.width * rows]))
    }

    @Test func theHebrewNavigationBarMatchesItsGolden() throws {
        let hebrew = try Self.bar(try TranslatedGoldenTests.catalog("he"))
        let url = TranslatedGoldenTests.directory.appendingPathComponent("navigation-bar-he.png")
        if TranslatedGoldenTests.isRecording {
            try hebrew.writePNG(to: url.path)
            return
        }
        let golden = try RGBAImage(contentsOfPNG: url.path)
        let tolerance = TranslatedGoldenTests.channelTolerance
        let comparison = ImageComparison(hebrew, golden, tolerance: tolerance)
        #expect(comparison.matches(maxFraction: TranslatedGoldenTests.maxDifferingFraction), "\(comparison)")
        let english = try Self.bar(.english)
        #expect(
            !ImageComparison(english, golden, tolerance: tolerance).matches(
                maxFraction: TranslatedGoldenTests.maxDifferingFraction))
    }
}
