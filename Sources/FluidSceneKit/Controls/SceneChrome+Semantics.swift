import FluidCore
import FluidGestures
import FluidMotion
import FluidSemantics

/// The chrome as assistive technology sees it: the "‹ Scenes" back button, the title, the hint.
extension SceneChrome {
    /// The navigation bar's back button; activating it (or dismissing the scene) asks for the menu.
    package var backButtonSemantics: SemanticNode {
        SemanticNode(
            id: "back", role: .button, label: backLabel, hint: backHint,
            frame: backButton.bounds, actions: [.activate])
    }

    /// The scene's root (id `scene`): a group labelled with the title, holding the back button,
    /// the title, `content` in reading order, then the hint. It offers `dismiss` (back to the menu).
    package func sceneSemantics(content: [SemanticNode]) -> SemanticNode {
        let titleFrame = titleRect
        let hintFrame = hintRect
        var children = [
            backButtonSemantics,
            SemanticNode(id: "title", role: .staticText, label: title, frame: titleFrame)
        ]
        children += content
        children.append(SemanticNode(id: "hint", role: .staticText, label: hint, frame: hintFrame))
        return SemanticNode(
            id: "scene", role: .group, label: title, frame: Rect(origin: .zero, size: size),
            actions: [.dismiss], children: children)
    }

    /// Performs the chrome's actions: activating `back` or dismissing the scene asks for the menu.
    /// False for anything else.
    package mutating func perform(_ action: SemanticAction, on id: String) -> Bool {
        guard (id == "back" && action == .activate) || (id == "scene" && action == .dismiss) else { return false }
        navigation = .back
        return true
    }
}
