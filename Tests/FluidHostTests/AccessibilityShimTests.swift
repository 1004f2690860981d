import CFluidA11y
import FluidCore
import FluidSemantics
import Testing

@testable import FluidHost

/// Both sides of `fluid_a11y.h` agree: every `SemanticRole` and every member of `SemanticStates`
/// becomes, through `AccessibilityBridge`'s mapping and the shim's, the ATK role and states it
/// should. The expected names are ATK's own (`atk_role_get_name`, `atk_state_type_get_name`),
/// written here from what each role means, not read from either mapping: a role mapped to
/// another's constant, or a reordered enum on either side, fails here.
@Suite struct AccessibilityShimTests {
    /// What a screen reader should be told each role is.
    static let roles: [SemanticRole: String] = [
        .window: "frame", .group: "panel", .button: "push button", .textField: "entry", .list: "list",
        .listItem: "list item", .adjustable: "slider", .staticText: "label", .image: "image"
    ]

    /// The states every shown, enabled node has.
    static let shown: Set<String> = ["enabled", "sensitive", "showing", "visible"]

    /// Each member of `SemanticStates` (by its name in `SemanticStates.names`) on a group: the ATK
    /// states it adds to `shown` and those it takes away. Expanded and collapsed also say the
    /// node can be expanded; disabled takes enabled and sensitive away; hidden, editing and live
    /// are no AT-SPI states.
    static let states: [String: (added: Set<String>, removed: Set<String>)] = [
        "focused": (["focused"], []), "selected": (["selected"], []),
        "expanded": (["expanded", "expandable"], []), "collapsed": (["collapsed", "expandable"], []),
        "disabled": ([], ["enabled", "sensitive"]), "modal": (["modal"], []), "hidden": ([], []),
        "checked": (["checked"], []), "editing": ([], []), "live": ([], [])
    ]

    static func exposedStates(role: Int32, states: UInt32) -> Set<String> {
        var buffer = [CChar](repeating: 0, count: 1024)
        fluid_a11y_exposed_states(role, states, &buffer, Int32(buffer.count))
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return Set(text.split(separator: "\n").map(String.init))
    }

    static func node(
        _ role: SemanticRole, states: SemanticStates = [],
        actions: [SemanticAction] = []
    ) -> SemanticNode {
        SemanticNode(id: "n", role: role, label: "", frame: .zero, states: states, actions: actions)
    }

    @Test func everyRoleHasItsATKRole() {
        #expect(Set(Self.roles.keys) == Set(SemanticRole.allCases))
        for role in SemanticRole.allCases {
            let name = String(cString: fluid_a11y_exposed_role(AccessibilityBridge.shimRole(role), 0))
            #expect(name == Self.roles[role], "\(role)")
        }
    }

    /// A checked button is a toggle: Orca says "toggle button, pressed".
    @Test func aCheckedButtonIsAToggleButton() {
        let button = Self.node(.button, states: .checked, actions: [.activate])
        let role = AccessibilityBridge.shimRole(.button)
        let checked = AccessibilityBridge.shimStates(button)
        #expect(String(cString: fluid_a11y_exposed_role(role, checked)) == "toggle button")
        #expect(String(cString: fluid_a11y_exposed_role(role, 0)) == "push button")
    }

    @Test func everyStateHasItsATKStates() {
        #expect(Set(Self.states.keys) == Set(SemanticStates.names.map(\.1)))
        let group = AccessibilityBridge.shimRole(.group)
        for (state, name) in SemanticStates.names {
            guard let expected = Self.states[name] else { continue }
            let bits = AccessibilityBridge.shimStates(Self.node(.group, states: state))
            #expect(
                Self.exposedStates(role: group, states: bits)
                    == Self.shown.subtracting(expected.removed)
                    .union(expected.added), "\(name)")
        }
    }

    /// A node the keyboard stops at says FOCUSABLE; a group (passed through) does not.
    @Test func aFocusableNodeSaysSo() {
        let button = Self.node(.button, actions: [.activate])
        let buttonStates = AccessibilityBridge.shimStates(button)
        #expect(
            Self.exposedStates(role: AccessibilityBridge.shimRole(.button), states: buttonStates)
                == Self.shown.union(["focusable"]))
        let group = Self.node(.group, actions: [.dismiss])
        let groupStates = AccessibilityBridge.shimStates(group)
        #expect(Self.exposedStates(role: AccessibilityBridge.shimRole(.group), states: groupStates) == Self.shown)
    }

    /// A drawer's grabber moves up and down: Orca says "vertical slider"; a spring's slider
    /// "horizontal slider"; a card turned in place neither.
    @Test func anOrientationIsShown() {
        let slider = AccessibilityBridge.shimRole(.adjustable)
        let axes: Set<String> = ["horizontal", "vertical"]
        for (orientation, expected) in [(SemanticOrientation.vertical, "vertical"), (.horizontal, "horizontal")] {
            var node = Self.node(.adjustable)
            node.orientation = orientation
            let states = Self.exposedStates(role: slider, states: AccessibilityBridge.shimStates(node))
            #expect(states.intersection(axes) == [expected], "\(orientation)")
        }
        #expect(
            Self.exposedStates(role: slider, states: AccessibilityBridge.shimStates(Self.node(.adjustable)))
                .isDisjoint(with: axes))
    }

    /// A text field is editable and one line whatever its states; a slider's expanded or
    /// collapsed is its value ("Expanded, 2 of 3"), not a state said a second time.
    @Test func rolesAddTheirOwnStates() {
        let field = AccessibilityBridge.shimRole(.textField)
        #expect(Self.exposedStates(role: field, states: 0) == Self.shown.union(["editable", "single-line"]))
        let slider = AccessibilityBridge.shimRole(.adjustable)
        let expanded = AccessibilityBridge.shimStates(Self.node(.adjustable, states: .expanded))
        #expect(!Self.exposedStates(role: slider, states: expanded).contains("expanded"))
    }
}
