import FluidCore
import FluidGestures
import FluidLocalization
import FluidMotion
import FluidSceneKit
import FluidSemantics

/// The bouncy sheet as assistive technology sees it: the toggle button; while the sheet is shown,
/// a modal group with the dimmed backdrop as a "Dismiss" button and the sheet's actions.
extension BouncySheetScene {
    public var semantics: SemanticNode {
        var content = [
            SemanticNode(
                id: "toggle", role: .button,
                label: model.isVisible ? strings.localized("Hide actions") : strings.localized("Show actions"),
                frame: button.bounds, states: model.isVisible ? .expanded : .collapsed,
                actions: [.activate])
        ]
        if model.isVisible {
            let rowsTop = model.sideY + self.rowsTop
            let rows = Self.actions.enumerated().map { index, action in
                SemanticNode(
                    id: "action.\(index)", role: .button, label: strings.localized(action.title),
                    frame: Rect(
                        x: 0, y: rowsTop + Double(index) * rowHeight, width: size.width,
                        height: rowHeight), actions: [.activate])
            }
            let sheetTop = min(model.sideY, model.centerY)
            content.append(
                SemanticNode(
                    id: "sheet", role: .group, label: strings.localized("Actions"),
                    frame: Rect(x: 0, y: sheetTop, width: size.width, height: max(0, size.height - sheetTop)),
                    states: .modal, actions: [.dismiss],
                    children: [
                        SemanticNode(
                            id: "backdrop", role: .button, label: strings.localized("Dismiss"),
                            frame: Rect(x: 0, y: 0, width: size.width, height: max(0, sheetTop)),
                            actions: [.activate])
                    ]
                        + [
                            SemanticNode(
                                id: "actions", role: .list, label: strings.localized("Actions"),
                                frame: .enclosing(rows.map({ $0.frame })), children: rows)
                        ]))
        }
        return chrome.sceneSemantics(content: content)
    }

    public mutating func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool {
        if id == "sheet" || id == "backdrop", action == .dismiss || action == .activate, model.isVisible {
            log.add("dismissed")
            model.setVisible(false, at: time)
            return true
        }
        if chrome.perform(action, on: id) { return true }
        switch (id, action) {
        case ("toggle", .activate):
            toggle(at: time)
        case (_, .activate) where id.hasPrefix("action.") && model.isVisible:
            guard let index = Int(id.dropFirst("action.".count)), Self.actions.indices.contains(index) else {
                return false
            }
            chosen = Self.actions[index].title
            log.add("chose:" + Self.actions[index].title)
            model.setVisible(false, at: time)
        default:
            return false
        }
        return true
    }
}
