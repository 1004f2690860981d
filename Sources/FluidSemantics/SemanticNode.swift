import FluidCore
import FluidLocalization
import FluidMotion

/// One element of a scene as an assistive technology (a screen reader, a switch control, the
/// keyboard) sees it: what it is, what it says, where it is and what can be done with it.
///
/// A scene describes itself as a tree of these, built from the same model its drawing uses, in
/// the scene layer and with no platform in it; hosts translate the tree to their platform's
/// accessibility API (AT-SPI on Linux, UIAccessibility on iOS). Children are in reading order.
public struct SemanticNode: Hashable, Sendable {
    /// Identifies the node within its scene, stable while the element exists (e.g. `grabber`,
    /// `row.get-photos`, `step.2`): actions and keyboard focus refer to nodes by it.
    public var id: String
    public var role: SemanticRole
    /// What the element is called ("Search", "Get Photos", "7").
    public var label: String
    /// Its current value, for adjustables, text fields and toggles ("Expanded, 2 of 3").
    public var value: String?
    /// What activating it does, when the label does not say ("Adds this action to the shortcut").
    public var hint: String?
    /// Where it is, in the scene's points (container coordinates, y down).
    public var frame: Rect
    public var states: SemanticStates
    /// What can be done with it, in the order an assistive technology should offer them.
    public var actions: [SemanticAction]
    public var children: [SemanticNode]
    /// The number behind `value`, for adjustables: where it is in its range (a grabber at
    /// "Expanded, 2 of 3" is 2 in 1…3, step 1). Nil when the value is not a number.
    public var range: SemanticRange?
    /// Where a list item is among all of its list's items ("Step 2 of 4"), also those a list
    /// does not describe because they are scrolled away. Nil outside lists.
    public var position: SemanticPosition?
    /// The way an adjustable moves (a drawer's grabber up and down, a slider's thumb across), which
    /// a screen reader says ("vertical slider"). Nil when it has none (a card turned in place).
    public var orientation: SemanticOrientation?

    public init(
        id: String, role: SemanticRole, label: String, value: String? = nil, hint: String? = nil,
        frame: Rect, states: SemanticStates = [], actions: [SemanticAction] = [],
        children: [SemanticNode] = [], range: SemanticRange? = nil, position: SemanticPosition? = nil,
        orientation: SemanticOrientation? = nil
    ) {
        self.id = id
        self.role = role
        self.label = label
        self.value = value
        self.hint = hint
        self.frame = frame
        self.states = states
        self.actions = actions
        self.children = children
        self.range = range
        self.position = position
        self.orientation = orientation
    }
}

/// The axis an adjustable moves along.
public enum SemanticOrientation: String, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical
}

/// An adjustable's number: `current` in `minimum…maximum`, moved by `step` per increment.
public struct SemanticRange: Hashable, Sendable {
    public var current: Double
    public var minimum: Double
    public var maximum: Double
    public var step: Double

    public init(current: Double, minimum: Double, maximum: Double, step: Double) {
        self.current = current
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }
}

/// A list item's place: `index` (1-based) of `count` items.
public struct SemanticPosition: Hashable, Sendable {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }
}

/// What kind of element a node is; hosts map each to their platform's role.
public enum SemanticRole: String, Hashable, Sendable, CaseIterable {
    /// The host's window: the root of a session's tree.
    case window
    /// A container that only groups its children (a scene, a sheet, a card).
    case group
    case button
    case textField
    case list
    case listItem
    /// A slider or any control adjusted by increment and decrement (VoiceOver's "adjustable").
    case adjustable
    case staticText
    case image
}

/// Conditions a node is in. `hidden` removes a node and its subtree from what assistive
/// technology reads and the keyboard reaches (content behind a modal sheet, rows scrolled away).
public struct SemanticStates: OptionSet, Hashable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Has keyboard focus; set by the session, never by a scene.
    public static let focused = SemanticStates(rawValue: 1 << 0)
    public static let selected = SemanticStates(rawValue: 1 << 1)
    public static let expanded = SemanticStates(rawValue: 1 << 2)
    public static let collapsed = SemanticStates(rawValue: 1 << 3)
    public static let disabled = SemanticStates(rawValue: 1 << 4)
    /// Everything outside this node is inert while it is shown (a full-height sheet).
    public static let modal = SemanticStates(rawValue: 1 << 5)
    public static let hidden = SemanticStates(rawValue: 1 << 6)
    /// A toggle that is on (the flashlight).
    public static let checked = SemanticStates(rawValue: 1 << 7)
    /// A text field taking typed text: Space and Return belong to it, not to activation.
    public static let editing = SemanticStates(rawValue: 1 << 8)
    /// A live region: what it shows is announced when it changes (a results count, a
    /// calculator's display, "Copied"), unless it has focus (its own changes are then read).
    /// A live list announces the items added to it and removed from it.
    public static let live = SemanticStates(rawValue: 1 << 9)

    /// Names in a fixed order, for tests, traces and hosts.
    public static let names: [(SemanticStates, String)] = [
        (.focused, "focused"), (.selected, "selected"), (.expanded, "expanded"), (.collapsed, "collapsed"),
        (.disabled, "disabled"), (.modal, "modal"), (.hidden, "hidden"), (.checked, "checked"),
        (.editing, "editing"), (.live, "live")
    ]

    public var names: [String] { Self.names.filter { contains($0.0) }.map({ $0.1 }) }
}

/// Something an assistive technology or the keyboard can do to a node. Scenes perform them as
/// the same commands their own keys and touches use.
public enum SemanticAction: Hashable, Sendable {
    /// Press (a button), open (a row), start editing (a text field).
    case activate
    /// Adjust up one step (an adjustable: next detent, larger value).
    case increment
    case decrement
    case scrollUp
    case scrollDown
    /// Close or back out of the node (a sheet, a modal, the scene).
    case dismiss
    /// A named action of the node itself ("Remove", "Move to Top Left").
    case custom(String)
    /// Sets an adjustable to a typed value (text as typed, e.g. "1.25"); a node that takes
    /// typed values lists `SemanticAction.typedValue` among its actions.
    case setValue(String)

    /// Moves an item one place up or down its list (a shortcut's step); Alt+Up and Alt+Down
    /// perform them on the focused node.
    public static let moveUp = SemanticAction.custom("Move up")
    public static let moveDown = SemanticAction.custom("Move down")

    /// `moveUp` and `moveDown` as a tree in `strings`' language lists them: the name an
    /// assistive technology shows is translated; scenes perform either.
    public static func moveUp(in strings: MessageCatalog) -> SemanticAction { .custom(strings.localized("Move up")) }
    public static func moveDown(in strings: MessageCatalog) -> SemanticAction {
        .custom(strings.localized("Move down"))
    }

    /// The marker an adjustable lists when it takes typed values.
    public static let typedValue = SemanticAction.setValue("")

    /// The action's name as shown to users of assistive technology.
    public var name: String {
        switch self {
        case .activate: "activate"
        case .increment: "increment"
        case .decrement: "decrement"
        case .scrollUp: "scroll up"
        case .scrollDown: "scroll down"
        case .dismiss: "dismiss"
        case .custom(let name): name
        case .setValue: "set value"
        }
    }

    /// The action called `name` (as `name` gives it), if any of `actions` is.
    public static func named(_ name: String, in actions: [SemanticAction]) -> SemanticAction? {
        actions.first { $0.name == name }
    }
}
