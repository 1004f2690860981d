import FluidCanvas
import FluidCore
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidSceneKit

/// Every scene at every text size (`ContentSizeCategory`): the interactive elements of its
/// semantics are whole and apart (`LayoutTests.interactiveProblems`), and every text it draws,
/// measured by the real text engine (`DrawnTextCanvas`), lies inside the canvas and inside the
/// card, row or button it sits on, and overlaps no other text that shows.
///
/// All twelve sizes at every container of `LayoutTests.sizes` (phones in portrait and
/// landscape, a tablet), with and without a safe area (2,592 cases, a few seconds). A text partly cut by a clip (a row scrolled under the list's edge) is checked by
/// the part that shows; a text covered by an opaque shape drawn later (a card under the drawer's
/// sheet) does not show and is not checked against what covers it.
@Suite struct TextSizeLayoutTests {
    struct Case: CustomTestStringConvertible {
        var scene: String
        var size: Size
        var safe: Bool
        var category: ContentSizeCategory
        var testDescription: String {
            "\(scene) \(category.name) \(Int(size.width))x\(Int(size.height))\(safe ? " safe" : "")"
        }
    }

    static let cases: [Case] = SceneCatalog.standard.listedEntries.map { $0.name }.flatMap { name in
        ContentSizeCategory.allCases.flatMap { category in
            LayoutTests.sizes.flatMap { size in
                [false, true].map { Case(scene: name, size: size, safe: $0, category: category) }
            }
        }
    }

    /// Overlap below this area (pt²) is two boxes touching, not an overlap.
    static let overlapTolerance = 2.0

    @Test(arguments: cases)
    func textsAndControlsAreWholeAndApart(_ c: Case) throws {
        let problems = try Self.problems(c)
        #expect(problems.isEmpty, "\(problems.joined(separator: "; "))")
    }

    /// The spring designer's platform list, open, at every size on a phone: its names fit their
    /// rows, which fit the window.
    @Test(arguments: ContentSizeCategory.allCases)
    func theSpringPlatformListFits(_ category: ContentSizeCategory) throws {
        let size = Size(width: 390, height: 844)
        var scene = try SceneCatalog.standard.makeScene(named: "spring", options: SceneOptions(textSize: category))
        scene.layout(size: size, safeArea: LayoutTests.safeArea(size))
        scene.advance(to: 0)
        let opened = scene.perform(.activate, on: "platform", at: 0)
        #expect(opened)
        scene.advance(to: 5)
        let list = try #require(scene.semantics.node(id: "platforms"))
        let canvas = try DrawnTextCanvas(size: size)
        scene.drawFrame(in: canvas, background: .black, whole: true)
        let inList = Self.textProblems(canvas, size: size).filter { problem in
            list.children.contains { problem.contains("\"\($0.label)\"") }
        }
        #expect(DrawnTextCanvas.contains(Rect(origin: .zero, size: size), list.frame), "\(list.frame)")
        #expect(inList.isEmpty, "\(inList.joined(separator: "; "))")
    }

    static func problems(_ c: Case) throws -> [String] {
        var scene = try SceneCatalog.standard.makeScene(named: c.scene, options: SceneOptions(textSize: c.category))
        scene.layout(size: c.size, safeArea: c.safe ? LayoutTests.safeArea(c.size) : .zero)
        scene.advance(to: 0)
        scene.advance(to: 5)
        var problems = LayoutTests.interactiveProblems(scene.semantics, size: c.size)
        let canvas = try DrawnTextCanvas(size: c.size)
        scene.drawFrame(in: canvas, background: .black, whole: true)
        problems += textProblems(canvas, size: c.size)
        return problems
    }

    /// Texts that leave the canvas or their container, and texts that overlap.
    static func textProblems(_ canvas: DrawnTextCanvas, size: Size) -> [String] {
        let bounds = Rect(origin: .zero, size: size)
        // A text wholly outside the canvas does not show (a hidden sheet's rows below it), nor
        // one an opaque shape drawn later covers.
        let texts = canvas.texts().filter { text in
            let shown = DrawnTextCanvas.intersection(text.visible, bounds)
            return shown.width > 0 && shown.height > 0 && !canvas.covered(text.visible, after: text.call)
        }
        var problems: [String] = []
        for t in texts {
            if !DrawnTextCanvas.contains(bounds, t.visible) {
                problems.append("\"\(t.text)\" \(LayoutTests.text(t.visible)) leaves the canvas")
            } else if let container = t.container, !DrawnTextCanvas.contains(container, t.visible) {
                problems.append(
                    "\"\(t.text)\" \(LayoutTests.text(t.visible)) leaves its container \(LayoutTests.text(container))")
            }
        }
        for (i, a) in texts.enumerated() {
            for b in texts[(i + 1)...] {
                let shared = DrawnTextCanvas.intersection(inset(a.visible), inset(b.visible))
                guard shared.width * shared.height >= overlapTolerance,
                    !canvas.covered(shared, after: a.call, before: b.call)
                else { continue }
                problems.append(
                    "\"\(a.text)\" \(LayoutTests.text(a.visible)) overlaps \"\(b.text)\" \(LayoutTests.text(b.visible))"
                )
            }
        }
        return problems
    }

    /// A text box less a point on every side: line boxes of neighbouring lines may touch.
    static func inset(_ r: Rect) -> Rect {
        Rect(x: r.minX + 1, y: r.minY + 1, width: max(0, r.width - 2), height: max(0, r.height - 2))
    }
}
