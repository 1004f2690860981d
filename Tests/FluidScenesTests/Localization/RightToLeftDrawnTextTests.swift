import FluidCanvas
import FluidCore
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidLocalization
@testable import FluidSceneKit

/// Where texts are drawn, measured by the real text engine (`DrawnTextCanvas`), in English and
/// Hebrew: what the semantic tree does not show (`SemanticMirrorTests` compares its frames).
///
/// At the accessibility text sizes the spring designer stacks each slider's value under its
/// caption: the value starts where its caption starts, on the leading side of the slider's
/// column (the left in English, the right in Hebrew) in every window, one column in portrait
/// and two in landscape. In landscape the rotation's angle readout trails the ring: at its
/// right in English, at its left in Hebrew.
@Suite struct RightToLeftDrawnTextTests {
    struct Case: CustomTestStringConvertible {
        var language: String
        var size: Size
        var testDescription: String { "\(language) \(Int(size.width))x\(Int(size.height))" }
    }

    static let cases = ["en", "he"].flatMap { language in
        SemanticMirrorTests.sizes.map { Case(language: language, size: $0) }
    }

    /// How far apart two leading edges may be (pt): Pango places a line on whole pixels.
    static let tolerance = 1.0

    @Test(arguments: cases)
    func aStackedValueLeadsWithItsCaption(_ c: Case) throws {
        let catalog = c.language == "en" ? MessageCatalog.english : try TranslatedGoldenTests.catalog(c.language)
        let rightToLeft = c.language == "he"
        for (parameter, title) in [("dampingRatio", "DAMPING RATIO (BOUNCINESS)"), ("response", "RESPONSE (SPEED)")] {
            var scene = try SceneCatalog.standard.makeScene(
                named: "spring", options: SceneOptions(textSize: .accessibilityExtraLarge, catalog: catalog))
            scene.layout(size: c.size, safeArea: .zero)
            scene.advance(to: 0)
            // Stepping the slider scrolls it into view where the content scrolls.
            let stepped = scene.perform(.increment, on: "slider.\(parameter)", at: 0)
            #expect(stepped)
            scene.advance(to: 5)
            let canvas = try DrawnTextCanvas(size: c.size)
            scene.drawFrame(in: canvas, background: .black, whole: true)
            let texts = canvas.texts()
            let slider = try #require(scene.semantics.node(id: "slider.\(parameter)"), "\(parameter)")
            // The value is the text drawn next after its caption.
            let index = try #require(
                texts.firstIndex { $0.text == catalog.localized(title) }, "\(parameter): caption shows")
            try #require(index + 1 < texts.count)
            let caption = texts[index].frame, value = texts[index + 1].frame
            #expect(value.minY > caption.minY, "\(parameter): value \(value) under caption \(caption)")
            // The column: the track and its 14 pt ends, less 2 pt on either side.
            let column = Rect(
                x: slider.frame.minX - 12, y: caption.minY, width: slider.frame.width + 24,
                height: value.maxY - caption.minY)
            if rightToLeft {
                #expect(
                    isClose(caption.maxX, column.maxX, atMost: Self.tolerance),
                    "\(parameter): caption \(caption) ends at \(column.maxX)")
                #expect(
                    isClose(value.maxX, column.maxX, atMost: Self.tolerance),
                    "\(parameter): value \(value) ends at \(column.maxX)")
            } else {
                #expect(
                    isClose(caption.minX, column.minX, atMost: Self.tolerance),
                    "\(parameter): caption \(caption) starts at \(column.minX)")
                #expect(
                    isClose(value.minX, column.minX, atMost: Self.tolerance),
                    "\(parameter): value \(value) starts at \(column.minX)")
            }
            #expect(
                DrawnTextCanvas.contains(column, caption, slack: Self.tolerance),
                "\(parameter): caption \(caption) in \(column)")
            #expect(
                DrawnTextCanvas.contains(column, value, slack: Self.tolerance),
                "\(parameter): value \(value) in \(column)")
        }
    }

    @Test(arguments: ["en", "he"])
    func theRotationReadoutTrailsTheRingInLandscape(_ language: String) throws {
        let catalog = language == "en" ? MessageCatalog.english : try TranslatedGoldenTests.catalog(language)
        let size = Size(width: 844, height: 390)
        var scene = try SceneCatalog.standard.makeScene(named: "rotation", options: SceneOptions(catalog: catalog))
        scene.layout(size: size, safeArea: .zero)
        scene.advance(to: 0)
        scene.advance(to: 5)
        let canvas = try DrawnTextCanvas(size: size)
        scene.drawFrame(in: canvas, background: .black, whole: true)
        let readout = try #require(canvas.texts().first { $0.text == "0°" }, "the readout shows")
        let card = try #require(scene.semantics.node(id: "card"), "the card").frame
        if language == "he" {
            #expect(readout.frame.maxX < card.minX, "\(readout.frame) left of \(card)")
        } else {
            #expect(readout.frame.minX > card.maxX, "\(readout.frame) right of \(card)")
        }
    }
}
