import FluidCore
import FluidDrawer
import FluidLocalization
import FluidMotion
import FluidSceneKit
import FluidSemantics

/// The momentum drawer as assistive technology sees it: a button that opens and closes it, its
/// state expanded or collapsed.
extension MomentumScene {
    public var semantics: SemanticNode {
        let top = model.drawer.top
        let frame = Rect(
            x: Self.sideInset, y: top, width: max(0, chrome.size.width - 2 * Self.sideInset),
            height: max(0, chrome.size.height - top))
        let drawer = SemanticNode(
            id: "drawer", role: .button, label: strings.localized("Drawer"),
            value: model.isOpen ? strings.localized("Open") : strings.localized("Closed"),
            hint: strings.localized("Opens or closes the drawer"), frame: frame,
            states: model.isOpen ? .expanded : .collapsed,
            actions: [
                .activate,
                .custom(
                    model.isOpen
                        ? strings.localized("Close", context: "action") : strings.localized("Open", context: "action"))
            ])
        return chrome.sceneSemantics(content: [drawer])
    }

    static let openAction = "Open"
    static let closeAction = "Close"

    public mutating func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool {
        if chrome.perform(action, on: id) { return true }
        guard id == "drawer" else { return false }
        switch action {
        case .activate: model.toggle(at: time)
        // By the English name or the translated one the tree lists.
        case .custom(let name)
        where !model.isOpen && (name == Self.openAction || name == strings.localized("Open", context: "action")):
            model.toggle(at: time)
        case .custom(let name)
        where model.isOpen && (name == Self.closeAction || name == strings.localized("Close", context: "action")):
            model.toggle(at: time)
        default: return false
        }
        return true
    }
}
