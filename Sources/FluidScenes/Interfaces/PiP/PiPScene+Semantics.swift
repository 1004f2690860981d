import FluidMotion

/// The picture-in-picture window as assistive technology sees it: an image whose value is its
/// corner, with one "Move to …" action per other corner.
extension PiPScene {
    public var semantics: SemanticNode {
        let moves = PiPModel.Corner.allCases.filter { $0 != model.corner }.map {
            SemanticAction.custom(Self.moveAction($0))
        }
        let window = SemanticNode(id: "pip", role: .image, label: "Video call", value: Self.spokenName(model.corner),
                                  hint: "Flick it, or move it, to a corner", frame: model.frame, actions: moves)
        return chrome.sceneSemantics(content: [window])
    }

    /// "Top Left".
    static func spokenName(_ corner: PiPModel.Corner) -> String {
        switch corner {
        case .topLeft: "Top Left"
        case .topRight: "Top Right"
        case .bottomLeft: "Bottom Left"
        case .bottomRight: "Bottom Right"
        }
    }

    /// "Move to Top Left".
    static func moveAction(_ corner: PiPModel.Corner) -> String { "Move to \(spokenName(corner))" }

    public mutating func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool {
        if chrome.perform(action, on: id) { return true }
        guard id == "pip", case .custom(let name) = action,
              let corner = PiPModel.Corner.allCases.first(where: { Self.moveAction($0) == name }) else { return false }
        model.move(to: corner, at: time)
        return true
    }
}
