import FluidCore
import FluidLocalization
import FluidMotion
import FluidSceneKit
import FluidSemantics

/// The menu as assistive technology sees it: the heading, then every scene as a button in a list.
extension MenuScene {
    public var semantics: SemanticNode {
        let v = model.viewport
        let rows = model.entries.enumerated().map { index, entry in
            let frame = model.rowFrame(index)
            let offscreen = frame.maxY <= v.minY || frame.minY >= v.maxY
            return SemanticNode(
                id: "scene.\(entry.name)", role: .listItem, label: entry.title, hint: entry.summary,
                frame: frame, states: offscreen ? .hidden : [], actions: [.activate],
                position: SemanticPosition(index: index + 1, count: model.entries.count))
        }
        var scrolls: [SemanticAction] = []
        if model.offset > 0 { scrolls.append(.scrollUp) }
        if model.offset < model.maxOffset { scrolls.append(.scrollDown) }
        let listFrame = Rect(
            x: v.minX, y: v.minY + model.headerHeight - model.offset, width: v.width,
            height: Double(rows.count) * model.rowHeight)
        return SemanticNode(
            id: "scene", role: .group, label: "Fluid", frame: Rect(origin: .zero, size: size),
            children: [
                SemanticNode(
                    id: "heading", role: .staticText, label: "Fluid",
                    // Leading from the right edge, right to left, as drawn.
                    frame: Mirroring(rightToLeft: strings.isRightToLeft, width: size.width)
                        .rect(
                            Rect(
                                x: v.minX + 4, y: v.minY + 22 - model.offset, width: v.width,
                                height: textSize.scaled(41, relativeTo: .largeTitle)))),
                SemanticNode(
                    id: "scenes", role: .list, label: strings.localized("Scenes"), frame: listFrame, actions: scrolls,
                    children: rows)
            ])
    }

    public mutating func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool {
        if id == "scenes", action == .scrollDown || action == .scrollUp {
            return model.scroll(pages: action == .scrollDown ? 1 : -1)
        }
        guard action == .activate, id.hasPrefix("scene."),
            let index = model.entries.firstIndex(where: { "scene.\($0.name)" == id })
        else { return false }
        model.open(index)
        return true
    }
}
