import CFluidA11y
import FluidSemantics

/// What the `CFluidA11y` shim is told of a node: its role and states as the header's named
/// constants, mapped by name so that neither side's order matters (reordering `SemanticRole` or
/// `SemanticStates` changes nothing a screen reader hears). `AccessibilityShimTests` checks every
/// role and state against the ATK role and states it should become.
extension AccessibilityBridge {
    /// The shim's `FLUID_A11Y_ROLE_…` for `role`.
    static func shimRole(_ role: SemanticRole) -> Int32 {
        let constant =
            switch role {
            case .window: FLUID_A11Y_ROLE_WINDOW
            case .group: FLUID_A11Y_ROLE_GROUP
            case .button: FLUID_A11Y_ROLE_BUTTON
            case .textField: FLUID_A11Y_ROLE_TEXT_FIELD
            case .list: FLUID_A11Y_ROLE_LIST
            case .listItem: FLUID_A11Y_ROLE_LIST_ITEM
            case .adjustable: FLUID_A11Y_ROLE_ADJUSTABLE
            case .staticText: FLUID_A11Y_ROLE_STATIC_TEXT
            case .image: FLUID_A11Y_ROLE_IMAGE
            }
        return Int32(constant)
    }

    /// The shim's bit for one member of `SemanticStates`; 0 for the members AT-SPI is not shown:
    /// `hidden` (such nodes are not sent), `editing` (a text field is always EDITABLE; taking
    /// typed text is no AT-SPI state) and `live` (its changes are announced from here).
    /// `SemanticStates` is an option set, so no switch over it is exhaustive: the test's table
    /// lists every member of `SemanticStates.names`, and fails on one it does not know.
    static func shimState(_ state: SemanticStates) -> UInt32 {
        let constant =
            switch state {
            case .focused: FLUID_A11Y_FOCUSED
            case .selected: FLUID_A11Y_SELECTED
            case .expanded: FLUID_A11Y_EXPANDED
            case .collapsed: FLUID_A11Y_COLLAPSED
            case .disabled: FLUID_A11Y_DISABLED
            case .modal: FLUID_A11Y_MODAL
            case .checked: FLUID_A11Y_CHECKED
            default: 0
            }
        return UInt32(constant)
    }

    /// The shim's bit for an orientation (0 for none).
    static func shimOrientation(_ orientation: SemanticOrientation?) -> UInt32 {
        let constant =
            switch orientation {
            case .horizontal: FLUID_A11Y_HORIZONTAL
            case .vertical: FLUID_A11Y_VERTICAL
            case nil: 0
            }
        return UInt32(constant)
    }

    /// The shim's state bits for `node`: its states', FOCUSABLE when it takes keyboard focus, and
    /// its orientation's.
    static func shimStates(_ node: SemanticNode) -> UInt32 {
        var bits: UInt32 = 0
        for bit in 0..<SemanticStates.RawValue.bitWidth {
            let state = SemanticStates(rawValue: 1 << bit)
            if node.states.contains(state) { bits |= shimState(state) }
        }
        if node.isFocusable { bits |= UInt32(FLUID_A11Y_FOCUSABLE) }
        return bits | shimOrientation(node.orientation)
    }
}
