import FluidCore
import FluidLocalization
import FluidMotion
import FluidSceneKit
import FluidSemantics

/// Rotation as assistive technology sees it: the card as an adjustable whose value is the angle it
/// rests at or heads for; increment turns it a quarter turn clockwise, decrement back.
extension RotationScene {
    public var semantics: SemanticNode {
        let side = cardSide
        let degrees = Int(saturating: (model.target * 180 / .pi).rounded())
        let card = SemanticNode(
            id: "card", role: .adjustable, label: chrome.strings.localized("Card"),
            value: chrome.strings.localized("%d degree", plural: "%d degrees", count: degrees),
            hint: chrome.strings.localized("Turns a quarter turn at a time"),
            frame: Rect(
                x: model.center.x - side / 2, y: model.center.y - side / 2,
                width: side, height: side),
            actions: [.increment, .decrement])
        return chrome.sceneSemantics(content: [card])
    }

    public mutating func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool {
        if chrome.perform(action, on: id) { return true }
        guard id == "card", action == .increment || action == .decrement else { return false }
        model.turn(quarterTurns: action == .increment ? 1 : -1, at: time)
        return true
    }
}
