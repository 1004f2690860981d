import FluidCore
import FluidLocalization
import FluidMotion
import FluidSceneKit
import FluidSemantics

/// The flashlight as assistive technology sees it: one button whose on/off state is `checked`.
extension FlashlightScene {
    public var semantics: SemanticNode {
        let width = FlashlightModel.minWidth * model.scale
        let frame = Rect(x: model.center.x - width / 2, y: model.center.y - width / 2, width: width, height: width)
        let button = SemanticNode(
            id: "flashlight", role: .button, label: chrome.strings.localized("Flashlight"),
            value: model.isOn ? chrome.strings.localized("On") : chrome.strings.localized("Off"),
            hint: chrome.strings.localized("Press firmly to switch the light"),
            frame: frame, states: model.isOn ? .checked : [], actions: [.activate])
        return chrome.sceneSemantics(content: [button])
    }

    public mutating func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool {
        if chrome.perform(action, on: id) { return true }
        guard id == "flashlight", action == .activate else { return false }
        model.toggle(at: time)
        return true
    }
}
