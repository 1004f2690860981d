import FluidCanvas
import FluidCore
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidLocalization
@testable import FluidSceneKit
@testable import FluidSemantics

/// Every scene in Hebrew against English at the same size: each node's frame in the Hebrew
/// tree is the English node's frame mirrored about the screen's vertical centre line
/// (x → width − maxX), within half a point, as UIKit mirrors a right-to-left layout. Nodes
/// iOS keeps where they are in a right-to-left language are listed in `unmirrored` with the
/// reason, and must keep the English frame exactly. Frames centred on the screen mirror onto
/// themselves and pass either way.
///
/// Each scene is compared in a phone's window in portrait and in landscape (where the spring
/// designer lays out two columns and Places shows its sheet as a side panel), a small phone's in
/// landscape and a tablet's, at the default text size and at AX3, where sliders' values stack
/// under their captions and rows stand their icons above their text. There a Hebrew text may
/// wrap into more or fewer lines than the English one and move what is below it (a place card's
/// height follows its notes), so at the accessibility sizes only the horizontal extent is
/// compared: x and width, which is what mirroring changes.
@Suite struct SemanticMirrorTests {
    static let size = Size(width: 390, height: 844)
    static let sizes = [
        size, Size(width: 844, height: 390), Size(width: 568, height: 320), Size(width: 1024, height: 1366)
    ]
    static let textSizes: [ContentSizeCategory] = [.default, .accessibilityExtraLarge]
    static let tolerance = 0.5

    /// One scene in one window at one text size.
    struct Case: CustomTestStringConvertible {
        var scene: String
        var size = SemanticMirrorTests.size
        var textSize = ContentSizeCategory.default
        var testDescription: String { "\(scene) \(Int(size.width))x\(Int(size.height)) \(textSize.name)" }
    }

    static let cases = scenes.flatMap { name in
        sizes.flatMap { size in textSizes.map { Case(scene: name, size: size, textSize: $0) } }
    }

    /// The nodes right to left leaves in place, by scene and id prefix: what is physical or
    /// numeric, not reading order.
    static let unmirrored: [String: [String]] = [
        // The calculator's display and keys keep their places, as iOS's Calculator does in Hebrew.
        "calculator": ["display", "keypad", "key."],
        // A picture-in-picture window sits in a physical corner.
        "pip": ["pip"],
        // The map and its pins are geography.
        "places": ["map", "pin-"],
        // (The spring designer's stage is not kept: in landscape it moves with its column, to
        // the right; only its body springs physically left and right inside it, and is no node.)
        // The lock screen's flashlight and camera buttons keep their corners.
        "flashlight": ["flashlight", "camera"]
    ]

    /// `c`'s scene laid out in `catalog`, settled.
    static func tree(_ c: Case, _ catalog: MessageCatalog, opening: (id: String, action: SemanticAction)? = nil) throws
        -> SemanticNode
    {
        let name = c.scene
        var scene = try SceneCatalog.standard.makeScene(
            named: name, options: SceneOptions(textSize: c.textSize, catalog: catalog))
        scene.layout(size: c.size, safeArea: .zero)
        scene.advance(to: 0)
        if name == "shortcuts" {
            // The drawer at its middle detent, so its rows are in the tree too.
            _ = scene.perform(.increment, on: "grabber", at: 0)
        }
        if let opening {
            let opened = scene.perform(opening.action, on: opening.id, at: 0.1)
            #expect(opened, "\(name): \(opening.id) opens")
        }
        scene.advance(to: 5)
        return scene.semantics
    }

    static func flattened(_ node: SemanticNode) -> [SemanticNode] {
        [node] + node.children.flatMap(flattened)
    }

    static func near(_ a: Rect, _ b: Rect, horizontally: Bool = false) -> Bool {
        isClose(a.minX, b.minX, atMost: tolerance) && isClose(a.width, b.width, atMost: tolerance)
            && (horizontally
                || isClose(a.minY, b.minY, atMost: tolerance) && isClose(a.height, b.height, atMost: tolerance))
    }

    /// Every scene but the probe (an internal scene with nothing in its tree).
    static let scenes = SceneCatalog.standard.names.filter { $0 != "probe" }

    @Test(arguments: cases)
    func leadingAndTrailingElementsMirror(_ c: Case) throws {
        try Self.compare(c)
    }

    /// What opens on top mirrors too: the spring designer's platform list, a place's card, the
    /// bouncy sheet's actions, the Shortcuts search with its Cancel button.
    @Test(
        arguments: [("spring", "platform"), ("places", "place-0"), ("bouncy-sheet", "toggle"), ("shortcuts", "search")]
            .flatMap { opened in
                sizes.flatMap { size in textSizes.map { (Case(scene: opened.0, size: size, textSize: $0), opened.1) } }
            })
    func openedPartsMirror(_ c: Case, _ id: String) throws {
        try Self.compare(c, opening: (id, .activate))
    }

    static func compare(_ c: Case, opening: (id: String, action: SemanticAction)? = nil) throws {
        let name = c.scene
        let hebrew = try Self.flattened(Self.tree(c, TranslatedGoldenTests.catalog("he"), opening: opening))
        let english = Dictionary(
            Self.flattened(try Self.tree(c, .english, opening: opening)).map { ($0.id, $0.frame) },
            uniquingKeysWith: { first, _ in first })
        let kept = Self.unmirrored[name] ?? []
        let horizontally = c.textSize.isAccessibilityCategory
        var compared = 0
        for node in hebrew {
            guard let frame = english[node.id] else { continue }
            compared += 1
            if kept.contains(where: { node.id.hasPrefix($0) }) {
                #expect(
                    Self.near(node.frame, frame, horizontally: horizontally),
                    "\(c.testDescription) \(node.id): kept in place, \(node.frame) vs English \(frame)")
            } else {
                let mirrored = Rect(
                    x: c.size.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
                #expect(
                    Self.near(node.frame, mirrored, horizontally: horizontally),
                    "\(c.testDescription) \(node.id): \(node.frame), English \(frame) mirrors to \(mirrored)")
            }
        }
        #expect(compared > 1, "\(c.testDescription): no nodes in common")
    }

    /// The back button is one of them: the test would see an unmirrored bar.
    @Test func theBackButtonIsCompared() throws {
        let hebrew = try Self.tree(Case(scene: "rotation"), TranslatedGoldenTests.catalog("he")).node(id: "back")?.frame
        let english = try Self.tree(Case(scene: "rotation"), .english).node(id: "back")?.frame
        let h = try #require(hebrew), e = try #require(english)
        #expect(!Self.near(h, e))
        #expect(Self.near(h, Rect(x: Self.size.width - e.maxX, y: e.minY, width: e.width, height: e.height)))
    }
}
