import FluidCanvas
import FluidCore
import FluidMotion
import FluidRender
import FluidTestSupport
import Foundation
import Testing

@testable import FluidSceneKit
@testable import FluidSemantics

/// All text in every scene, light and dark, meets WCAG 2.1 AA: 4.5:1 for body text, 3:1 for
/// large text (at least 24 pt, or 18.66 pt bold or semibold).
///
/// The pairs are computed, not listed: each scene is drawn through a `DrawnTextCanvas`, which
/// records every text's colour, opacity and box and draws everything else into a Cairo
/// backdrop; the colour behind a
/// text is the median (by luminance) of the pixels in its box. The text's colour is composited
/// over it with its alpha and layer opacity. Contrast = (L₁ + 0.05) / (L₂ + 0.05) with the
/// relative luminance L of WCAG 2.1 (sRGB channels linearised: c / 12.92 up to 0.03928, else
/// ((c + 0.055) / 1.055)^2.4; L = 0.2126 R + 0.7152 G + 0.0722 B). Text wholly outside an open
/// modal's frame (behind an action sheet's dim) is inactive and exempt, as WCAG 1.4.3 exempts
/// inactive components.
@Suite struct ContrastTests {
    static let bodyMinimum = 4.5
    static let largeMinimum = 3.0
    /// Text at most this visible (a title faded out) is not shown, so not checked.
    static let invisibleOpacity = 0.02

    struct Case: CustomTestStringConvertible {
        var scene: String
        var dark: Bool
        var size: Size
        /// A semantic action performed first (node id, action), for a second state.
        var action: (String, SemanticAction)?
        var testDescription: String {
            "\(scene) \(dark ? "dark" : "light") \(Int(size.width))x\(Int(size.height))"
                + (action.map { " after \($0.1.name) \($0.0)" } ?? "")
        }
    }

    /// States beyond rest that show other text: the flashlight on, the action sheet open, the
    /// drawer expanded, the momentum drawer open.
    static let actions: [String: (String, SemanticAction)] = [
        "flashlight": ("flashlight", .activate), "bouncy-sheet": ("toggle", .activate),
        "shortcuts": ("grabber", .increment), "momentum": ("drawer", .activate)
    ]

    static let cases: [Case] = SceneCatalog.standard.listedEntries.map(\.name).flatMap { name in
        [false, true].flatMap { dark in
            [Size(width: 390, height: 844), Size(width: 844, height: 390)].flatMap { size in
                [Case(scene: name, dark: dark, size: size, action: nil)]
                    + (actions[name].map { [Case(scene: name, dark: dark, size: size, action: $0)] } ?? [])
            }
        }
    }

    @Test(arguments: cases)
    func everyTextMeetsAA(_ c: Case) throws {
        var scene = try SceneCatalog.standard.makeScene(named: c.scene, options: SceneOptions(dark: c.dark))
        scene.layout(size: c.size, safeArea: .zero)
        scene.advance(to: 0)
        if let (id, action) = c.action { _ = scene.perform(action, on: id, at: 0.1) }
        scene.advance(to: 5)
        let cairo = try CairoCanvas(size: c.size, scale: 1)
        let probe = DrawnTextCanvas(backdrop: cairo)
        scene.drawFrame(in: probe, background: .black)
        let image = cairo.snapshot()
        var failures: [String] = []
        let modal = scene.semantics.innermostModal?.frame
        let texts = probe.texts(opacityAbove: Self.invisibleOpacity, sideAbove: 0)
        for text in texts where !text.text.trimmingCharacters(in: .whitespaces).isEmpty {
            if let modal, !Self.overlaps(text.visible, modal) { continue }
            let alpha = text.opacity
            guard let behind = Self.background(of: text.visible, in: image) else { continue }
            let color = text.style.color
            let shown = (
                red: alpha * color.red + (1 - alpha) * behind.red,
                green: alpha * color.green + (1 - alpha) * behind.green,
                blue: alpha * color.blue + (1 - alpha) * behind.blue
            )
            let ratio = Self.contrast(Self.luminance(shown), Self.luminance(behind))
            let large =
                text.style.size >= 24 || (text.style.size >= 18.66 && [.bold, .semibold].contains(text.style.weight))
            let minimum = large ? Self.largeMinimum : Self.bodyMinimum
            if ratio < minimum {
                failures.append(
                    "\"\(text.text.prefix(32))\" \(Self.two(ratio)):1 < \(Self.two(minimum)) (\(text.style.size) pt)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "; "))")
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The median colour (by luminance) of the opaque pixels in `rect` (pt at scale 1).
    static func background(of rect: Rect, in image: RGBAImage) -> (red: Double, green: Double, blue: Double)? {
        let x0 = max(0, Int(rect.minX.rounded(.down))), x1 = min(image.width, Int(rect.maxX.rounded(.up)))
        let y0 = max(0, Int(rect.minY.rounded(.down))), y1 = min(image.height, Int(rect.maxY.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        var colors: [(red: Double, green: Double, blue: Double)] = []
        for y in y0..<y1 {
            for x in x0..<x1 {
                let p = image[x, y]
                colors.append((Double(p.r) / 255, Double(p.g) / 255, Double(p.b) / 255))
            }
        }
        colors.sort { luminance($0) < luminance($1) }
        return colors[colors.count / 2]
    }

    static func luminance(_ c: (red: Double, green: Double, blue: Double)) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    static func contrast(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }

    static func two(_ x: Double) -> String { String(Double(Int((x * 100).rounded())) / 100) }

    /// The formula against WCAG's own figures: black on white is 21:1, #767676 on white 4.54:1.
    @Test func contrastFormulaMatchesWCAG() {
        #expect(isClose(Self.contrast(Self.luminance((0, 0, 0)), Self.luminance((1, 1, 1))), 21, within: 1e-9))
        let grey = 118.0 / 255
        #expect(isClose(Self.contrast(Self.luminance((grey, grey, grey)), 1), 4.54, within: 0.01))
    }
}
