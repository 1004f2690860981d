import FluidLocalization
import FluidMotion
import FluidSceneKit
import FluidSemantics

/// The picture-in-picture window as assistive technology sees it: an image whose value is its
/// corner, with one "Move to …" action per other corner.
extension PiPScene {
    public var semantics: SemanticNode {
        let moves = PiPModel.Corner.allCases.filter { $0 != model.corner }.map {
            SemanticAction.custom(Self.moveAction($0, chrome.strings))
        }
        let window = SemanticNode(
            id: "pip", role: .image, label: chrome.strings.localized("Video call"),
            value: Self.spokenName(model.corner, chrome.strings),
            hint: chrome.strings.localized("Flick it, or move it, to a corner"), frame: model.frame, actions: moves)
        return chrome.sceneSemantics(content: [window])
    }

    /// "Top Left".
    static func spokenName(_ corner: PiPModel.Corner, _ strings: MessageCatalog = .english) -> String {
        switch corner {
        case .topLeft: strings.localized("Top Left")
        case .topRight: strings.localized("Top Right")
        case .bottomLeft: strings.localized("Bottom Left")
        case .bottomRight: strings.localized("Bottom Right")
        }
    }

    /// "Move to Top Left", translated whole (word order differs between languages).
    static func moveAction(_ corner: PiPModel.Corner, _ strings: MessageCatalog = .english) -> String {
        switch corner {
        case .topLeft: strings.localized("Move to Top Left")
        case .topRight: strings.localized("Move to Top Right")
        case .bottomLeft: strings.localized("Move to Bottom Left")
        case .bottomRight: strings.localized("Move to Bottom Right")
        }
    }

    public mutating func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool {
        if chrome.perform(action, on: id) { return true }
        guard id == "pip", case .custom(let name) = action,
            let corner = PiPModel.Corner.allCases.first(where: {
                Self.moveAction($0) == name || Self.moveAction($0, chrome.strings) == name
            })
        else { return false }
        model.move(to: corner, at: time)
        return true
    }
}
