import FluidCanvas
import FluidMotion
import Testing
@testable import FluidScenes

/// Every scene in Hebrew against English at the same size: each node's frame in the Hebrew
/// tree is the English node's frame mirrored about the screen's vertical centre line
/// (x → width − maxX), within half a point, as UIKit mirrors a right-to-left layout. Nodes
/// iOS keeps where they are in a right-to-left language are listed in `unmirrored` with the
/// reason, and must keep the English frame exactly. Frames centred on the screen mirror onto
/// themselves and pass either way.
@Suite struct SemanticMirrorTests {
    static let size = Size(width: 390, height: 844)
    static let tolerance = 0.5

    /// The nodes right to left leaves in place, by scene and id prefix: what is physical or
    /// numeric, not reading order.
    static let unmirrored: [String: [String]] = [
        // The calculator's display and keys keep their places, as iOS's Calculator does in Hebrew.
        "calculator": ["display", "keypad", "key."],
        // A picture-in-picture window sits in a physical corner.
        "pip": ["pip"],
        // The map and its pins are geography.
        "places": ["map", "pin-"],
        // The stage's body springs physically left and right.
        "spring": ["stage"],
        // The lock screen's flashlight and camera buttons keep their corners.
        "flashlight": ["flashlight", "camera"],
    ]

    /// `name` laid out at `size` in `catalog`, settled.
    static func tree(_ name: String, _ catalog: MessageCatalog, opening: (id: String, action: SemanticAction)? = nil) throws -> SemanticNode {
        var scene = try SceneCatalog.standard.makeScene(named: name, options: SceneOptions(catalog: catalog))
        scene.layout(size: size, safeArea: .zero)
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

    static func near(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    /// Every scene but the probe (an internal scene with nothing in its tree).
    static let scenes = SceneCatalog.standard.names.filter { $0 != "probe" }

    @Test(arguments: scenes)
    func leadingAndTrailingElementsMirror(_ name: String) throws {
        try Self.compare(name)
    }

    /// What opens on top mirrors too: the spring designer's platform list, a place's card, the
    /// bouncy sheet's actions, the Shortcuts search with its Cancel button.
    @Test(arguments: [("spring", "platform"), ("places", "place-0"), ("bouncy-sheet", "toggle"), ("shortcuts", "search")])
    func openedPartsMirror(_ name: String, _ id: String) throws {
        try Self.compare(name, opening: (id, .activate))
    }

    static func compare(_ name: String, opening: (id: String, action: SemanticAction)? = nil) throws {
        let hebrew = try Self.flattened(Self.tree(name, TranslatedGoldenTests.catalog("he"), opening: opening))
        let english = Dictionary(Self.flattened(try Self.tree(name, .english, opening: opening)).map { ($0.id, $0.frame) },
                                 uniquingKeysWith: { first, _ in first })
        let kept = Self.unmirrored[name] ?? []
        var compared = 0
        for node in hebrew {
            guard let frame = english[node.id] else { continue }
            compared += 1
            if kept.contains(where: { node.id.hasPrefix($0) }) {
                #expect(Self.near(node.frame, frame), "\(name) \(node.id): kept in place, \(node.frame) vs English \(frame)")
            } else {
                let mirrored = Rect(x: Self.size.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
                #expect(Self.near(node.frame, mirrored), "\(name) \(node.id): \(node.frame), English \(frame) mirrors to \(mirrored)")
            }
        }
        #expect(compared > 1, "\(name): no nodes in common")
    }

    /// The back button is one of them: the test would see an unmirrored bar.
    @Test func theBackButtonIsCompared() throws {
        let hebrew = try Self.tree("rotation", TranslatedGoldenTests.catalog("he")).node(id: "back")?.frame
        let english = try Self.tree("rotation", .english).node(id: "back")?.frame
        let h = try #require(hebrew), e = try #require(english)
        #expect(!Self.near(h, e))
        #expect(Self.near(h, Rect(x: Self.size.width - e.maxX, y: e.minY, width: e.width, height: e.height)))
    }
}
