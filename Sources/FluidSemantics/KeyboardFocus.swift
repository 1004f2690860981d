import FluidCore
import FluidGestures
import FluidLocalization
import FluidMotion

/// Keyboard focus over a semantics tree: which node has it, and what each key means for it.
///
/// Tab and Shift-Tab move through `SemanticNode.focusOrder` (reading order, inside the innermost
/// modal), wrapping at the ends. Space and Return activate the focused node, unless it is a text
/// field being edited (the keys are then typing). Arrow keys adjust a focused adjustable (up and
/// right increment, down and left decrement) and move between the items of a focused list item's
/// list (up and down), scrolling the list past the items it shows, and between the buttons of a
/// group made only of buttons (a keypad), as in a grid. Alt+Up and Alt+Down perform a focused item's
/// "Move up" and "Move down" (`SemanticAction.moveUp`). Escape dismisses the innermost modal node that can be dismissed. Every
/// other key, and these keys when they mean nothing for the focused node, pass through to the
/// scene, which keeps its own shortcuts (the drawer's Up and Down, the calculator's digits).
///
/// Focus is kept by node id, so it survives a rebuilt tree; a focused node that disappears (or
/// is hidden) leaves nothing focused, and the next Tab starts from the first node again.
public struct KeyboardFocus: Hashable, Sendable {
    /// The focused node's id, nil when nothing is focused.
    public private(set) var focusedID: String?

    public init(focusedID: String? = nil) {
        self.focusedID = focusedID
    }

    /// What a key means for the scene.
    public enum Outcome: Hashable, Sendable {
        /// The key moved focus (or meant nothing): the scene does not see it.
        case handled
        /// The scene performs `action` on the node `id`, and does not see the key.
        case perform(SemanticAction, on: String)
        /// The scene handles the key itself.
        case passThrough
    }

    /// Gives focus to the node `id` (nil clears it).
    public mutating func focus(_ id: String?) {
        focusedID = id
    }

    /// The focused node in `tree`, nil when nothing is focused or it is no longer reachable.
    public func focusedNode(in tree: SemanticNode) -> SemanticNode? {
        guard let focusedID else { return nil }
        return tree.focusOrder.first { $0.id == focusedID }
    }

    /// Applies `key` to the focus over `tree` and says what the scene should do; `strings` is
    /// the tree's language (its Move up / Move down are listed by their translated names).
    public mutating func handle(_ key: Key, in tree: SemanticNode, strings: MessageCatalog = .english) -> Outcome {
        let focused = focusedNode(in: tree)
        if focused == nil { focusedID = nil }
        switch key {
        case .tab, .shiftTab:
            moveFocus(forward: key == .tab, in: tree.focusOrder)
            return .handled
        case .escape:
            guard let modal = tree.innermostModal, modal.actions.contains(.dismiss) else { return .passThrough }
            return .perform(.dismiss, on: modal.id)
        default:
            guard let focused else { return .passThrough }
            return outcome(of: key, on: focused, in: tree, strings: strings)
        }
    }

    private mutating func outcome(
        of key: Key, on node: SemanticNode, in tree: SemanticNode,
        strings: MessageCatalog
    ) -> Outcome {
        let editing = node.role == .textField && node.states.contains(.editing)
        switch key {
        case .moveUp, .moveDown:
            // The node lists the action by its translated name (`SemanticAction.moveUp(in:)`).
            let action: SemanticAction = key == .moveUp ? .moveUp(in: strings) : .moveDown(in: strings)
            return node.actions.contains(action) ? .perform(action, on: node.id) : .passThrough
        case .space, .enter:
            guard !editing, node.actions.contains(.activate) else { return .passThrough }
            return .perform(.activate, on: node.id)
        case .up, .down, .left, .right:
            if node.role == .adjustable {
                let action: SemanticAction = key == .up || key == .right ? .increment : .decrement
                return node.actions.contains(action) ? .perform(action, on: node.id) : .handled
            }
            guard !editing, let parent = tree.parent(of: node.id) else { return .passThrough }
            if parent.role == .group, node.role == .button, let next = Self.neighbour(of: node, in: parent, toward: key)
            {
                focusedID = next.id
                return .handled
            }
            guard key == .up || key == .down, parent.role == .list else { return .passThrough }
            let list = parent
            // Within the list's shown items; past either end the list scrolls if it can (the
            // next Down or Up then reaches the items it brought into view), else focus stays.
            let items = list.children.filter({ $0.isFocusable })
            guard let index = items.firstIndex(where: { $0.id == node.id }) else { return .handled }
            let next = key == .down ? index + 1 : index - 1
            if items.indices.contains(next) {
                focusedID = items[next].id
                return .handled
            }
            let scroll: SemanticAction = key == .down ? .scrollDown : .scrollUp
            return list.actions.contains(scroll) ? .perform(scroll, on: list.id) : .handled
        default:
            return .passThrough
        }
    }

    /// Fewest buttons a group needs to be walked as a grid by arrow keys (a keypad).
    static let gridMinimumButtons = 4

    /// The button next to `node` toward `key` in a group made only of buttons laid out in rows
    /// and columns (the calculator's keypad): the nearest one whose centre lies that way, by
    /// distance along the key's axis, then across it. Nil at the grid's edge, or when `group`
    /// is not such a grid (the key then passes through to the scene).
    static func neighbour(of node: SemanticNode, in group: SemanticNode, toward key: Key) -> SemanticNode? {
        let buttons = group.children.filter({ $0.isFocusable })
        guard buttons.count >= gridMinimumButtons, group.children.allSatisfy({ $0.role == .button }) else { return nil }
        let from = node.frame.center
        let dx: Double = key == .left ? -1 : key == .right ? 1 : 0
        let dy: Double = key == .up ? -1 : key == .down ? 1 : 0
        var best: (SemanticNode, Double, Double)?
        for candidate in buttons where candidate.id != node.id {
            let c = candidate.frame.center
            let along = (c.x - from.x) * dx + (c.y - from.y) * dy
            guard along > 1 else { continue }
            let across = abs((c.x - from.x) * dy) + abs((c.y - from.y) * dx)
            if let (_, bestAlong, bestAcross) = best, (across, along) >= (bestAcross, bestAlong) { continue }
            best = (candidate, along, across)
        }
        return best?.0
    }

    private mutating func moveFocus(forward: Bool, in order: [SemanticNode]) {
        guard !order.isEmpty else {
            focusedID = nil
            return
        }
        guard let current = order.firstIndex(where: { $0.id == focusedID }) else {
            focusedID = (forward ? order.first : order.last)?.id
            return
        }
        let next = (current + (forward ? 1 : order.count - 1)) % order.count
        focusedID = order[next].id
    }
}
