import FluidGestures
import FluidSemantics

/// A number typed into the focused adjustable, before Return sets it.
struct TypedValue {
    /// The digits, "." and "-" typed so far; empty when none.
    var text = ""
    /// A space the focus used as a key: the text " " the same keystroke also typed is dropped.
    var dropsSpace = false
}

extension Session {
    /// Typing a number into a focused adjustable that takes typed values: digits, "." and "-"
    /// collect in `typedValue`; Return sets it, Backspace takes one back, Escape drops it, and
    /// moving focus drops it. True when the event was used.
    mutating func handleTypedValue(_ event: InputEvent) -> Bool {
        // Only text starts a typed value, and with none begun no other event uses or changes
        // it: the focused node (a walk of the scene's whole semantic tree) is not needed, as it
        // is not for the touches of a drag.
        if typing.text.isEmpty {
            guard case .text = event, focus.focusedID != nil else { return false }
        }
        guard let node = focusedNode, node.role == .adjustable, node.actions.contains(SemanticAction.typedValue) else {
            typing.text = ""
            return false
        }
        switch event {
        case .text(let text, _) where !text.isEmpty && text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }):
            typing.text += text
            return true
        case .key(.enter, _) where !typing.text.isEmpty:
            let value = typing.text
            typing.text = ""
            perform(.setValue(value), on: node.id)
            return true
        case .key(.backspace, _) where !typing.text.isEmpty:
            typing.text.removeLast()
            return true
        case .key(.escape, _) where !typing.text.isEmpty:
            typing.text = ""
            return true
        case .key(.tab, _), .key(.shiftTab, _):
            typing.text = ""
            return false
        default:
            return false
        }
    }
}
