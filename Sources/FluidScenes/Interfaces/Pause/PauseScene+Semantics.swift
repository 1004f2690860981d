import FluidMotion

/// Pausing as assistive technology sees it: the card, whose value says whether the last swipe
/// paused.
extension PauseScene {
    public var semantics: SemanticNode {
        let card = SemanticNode(id: "card", role: .image, label: "Card", value: model.isPaused ? "Paused" : "Not paused",
                                hint: "Swipe it up and pause", frame: model.frame)
        return chrome.sceneSemantics(content: [card])
    }

    public mutating func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool {
        chrome.perform(action, on: id)
    }
}
