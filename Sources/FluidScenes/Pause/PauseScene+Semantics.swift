import FluidLocalization
import FluidMotion
import FluidSceneKit
import FluidSemantics

/// Pausing as assistive technology sees it: the card, whose value says whether the last swipe
/// paused.
extension PauseScene {
    public var semantics: SemanticNode {
        let card = SemanticNode(
            id: "card", role: .image, label: chrome.strings.localized("Card"),
            value: model.isPaused ? chrome.strings.localized("Paused") : chrome.strings.localized("Not paused"),
            hint: chrome.strings.localized("Swipe it up and pause"), frame: model.frame)
        return chrome.sceneSemantics(content: [card])
    }

    public mutating func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool {
        chrome.perform(action, on: id)
    }
}
