import FluidCore
import FluidLocalization
import FluidMotion
import FluidSceneKit
import FluidSemantics

/// Rubber banding as assistive technology sees it: the card (an image saying how far it is
/// pulled) and the two laws as buttons, the chosen one selected.
extension RubberbandScene {
    public var semantics: SemanticNode {
        let pulled = Int(saturating: model.offset.length.rounded())
        let card = SemanticNode(
            id: "card", role: .image, label: chrome.strings.localized("Card"),
            value: chrome.strings.localized(
                "%d point from its place", plural: "%d points from its place", count: pulled),
            hint: chrome.strings.localized("Drag it past its place: it resists"), frame: model.frame)
        let laws = toggle.titles.enumerated().map { index, title in
            SemanticNode(
                id: "law.\(index)", role: .button,
                label: index == 0 ? chrome.strings.localized("Power law") : Self.lawLabels[index],
                hint: title, frame: toggle.segmentFrame(index),
                states: toggle.selectedIndex == index ? .selected : [], actions: [.activate])
        }
        let group = SemanticNode(
            id: "law", role: .group, label: chrome.strings.localized("Law"), frame: toggle.frame, children: laws)
        return chrome.sceneSemantics(content: [card, group])
    }

    /// The segments' spoken names, in the control's order.
    static let lawLabels = ["Power law", "UIKit"]

    public mutating func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool {
        if chrome.perform(action, on: id) { return true }
        guard action == .activate, id.hasPrefix("law."), let index = Int(id.dropFirst(4)),
            toggle.titles.indices.contains(index)
        else { return false }
        toggle.select(index)
        model.setLaw(index == 0 ? .power : .uikit)
        return true
    }
}
