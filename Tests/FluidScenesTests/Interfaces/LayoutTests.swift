import FluidCanvas
import FluidCore
import FluidMotion
import Testing

@testable import FluidSceneKit
@testable import FluidSemantics

/// Every scene lays itself out for phones in portrait (320 × 568 … 430 × 932) and landscape
/// (568 × 320 … 932 × 430) and for a tablet (1024 × 1366): from the scene's own description of
/// itself (its semantics tree, built from the same layout its drawing uses), no interactive
/// element is clipped by the container and no two overlap, nor do they overlap the scene's
/// title or hint.
@Suite struct LayoutTests {
    static let sizes: [Size] = [
        Size(width: 320, height: 568), Size(width: 375, height: 667), Size(width: 390, height: 844),
        Size(width: 430, height: 932), Size(width: 568, height: 320), Size(width: 667, height: 375),
        Size(width: 844, height: 390), Size(width: 932, height: 430), Size(width: 1024, height: 1366)
    ]
    /// iPhone-like safe areas: a notch in portrait, side insets in landscape (pt).
    static func safeArea(_ size: Size) -> EdgeInsets {
        size.width > size.height
            ? EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
            : EdgeInsets(top: size.height >= 800 ? 47 : 20, bottom: size.height >= 800 ? 34 : 0)
    }

    struct Case: CustomTestStringConvertible {
        var scene: String
        var size: Size
        var safe: Bool
        var testDescription: String { "\(scene) \(Int(size.width))x\(Int(size.height))\(safe ? " safe" : "")" }
    }

    static let cases: [Case] = SceneCatalog.standard.listedEntries.map(\.name).flatMap { name in
        (sizes + (name == "spring" ? [Size(width: 300, height: 400)] : [])).flatMap { size in
            [Case(scene: name, size: size, safe: false), Case(scene: name, size: size, safe: true)]
        }
    }

    /// Overlap below this area (pt²) is a shared edge, not an overlap.
    static let overlapTolerance = 1.0

    @Test(arguments: cases)
    func interactiveElementsAreWholeAndApart(_ c: Case) throws {
        var scene = try SceneCatalog.standard.makeScene(named: c.scene)
        scene.layout(size: c.size, safeArea: c.safe ? Self.safeArea(c.size) : .zero)
        scene.advance(to: 0)
        scene.advance(to: 5)
        let problems = Self.interactiveProblems(scene.semantics, size: c.size)
        #expect(problems.isEmpty, "\(problems.joined(separator: "; "))")
    }

    /// What is wrong with the interactive elements of `root` in a container of `size`: each one
    /// clipped by the container, each two that overlap, each that overlaps the title or hint.
    static func interactiveProblems(_ root: SemanticNode, size: Size) -> [String] {
        // What shows of each node: a node shows only inside the frames of the groups and lists
        // that hold it (rows scrolled partly out, cards partly under a sheet).
        let shown = Self.visibleNodes(root, clip: nil, scrolling: false)
        let interactive = shown.filter { $0.node.isFocusable }
        let texts = shown.filter { ["title", "hint"].contains($0.node.id) && !$0.node.label.isEmpty }
        let bounds = Rect(origin: .zero, size: size)
        var problems: [String] = []
        for (node, f, scrolling) in interactive where !scrolling {
            if !(f.minX >= bounds.minX - 0.5 && f.minY >= bounds.minY - 0.5
                && f.maxX <= bounds.maxX + 0.5 && f.maxY <= bounds.maxY + 0.5)
            {
                problems.append("\(node.id) \(Self.text(f)) clipped")
            }
        }
        for (i, a) in interactive.enumerated() {
            for b in interactive[(i + 1)...]
            where !Self.related(a.node.id, b.node.id, in: root)
                && Self.overlap(a.frame, b.frame) >= Self.overlapTolerance
            {
                problems.append("\(a.node.id) \(Self.text(a.frame)) overlaps \(b.node.id) \(Self.text(b.frame))")
            }
            for t in texts where Self.overlap(a.frame, t.frame) >= Self.overlapTolerance {
                problems.append("\(a.node.id) \(Self.text(a.frame)) overlaps the \(t.node.id) \(Self.text(t.frame))")
            }
        }
        return problems
    }

    static func text(_ r: Rect) -> String {
        "(\(Int(r.minX)),\(Int(r.minY)) \(Int(r.width))x\(Int(r.height)))"
    }

    /// The shown nodes with the part of their frame that shows (inside every enclosing node's
    /// frame), and whether they scroll (in a list, or a list item): a scrolled row may be cut by
    /// the container's edge, which is scrolling, not layout. Nodes that do not show are left out.
    static func visibleNodes(_ node: SemanticNode, clip: Rect?, scrolling: Bool)
        -> [(node: SemanticNode, frame: Rect, scrolling: Bool)]
    {
        guard !node.states.contains(.hidden) else { return [] }
        let frame = clip.map { intersection(node.frame, $0) } ?? node.frame
        guard frame.width > 0, frame.height > 0 else { return [] }
        let scrolls = scrolling || node.role == .listItem
        let inside = scrolling || node.role == .list || node.role == .listItem
        return [(node, frame, scrolls)]
            + node.children.flatMap { visibleNodes($0, clip: frame, scrolling: inside) }
    }

    static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let x = max(a.minX, b.minX), y = max(a.minY, b.minY)
        return Rect(x: x, y: y, width: max(0, min(a.maxX, b.maxX) - x), height: max(0, min(a.maxY, b.maxY) - y))
    }

    static func overlap(_ a: Rect, _ b: Rect) -> Double {
        max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX)) * max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY))
    }

    /// True when one node contains the other in the tree (a row and its remove button).
    static func related(_ a: String, _ b: String, in root: SemanticNode) -> Bool {
        root.node(id: a)?.node(id: b) != nil || root.node(id: b)?.node(id: a) != nil
    }
}
