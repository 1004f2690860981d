import FluidCore
import FluidMotion

/// Finding nodes in a tree, and the order keyboard focus and assistive technology walk it in.
extension SemanticNode {
    /// The node with `id` in this subtree (this node first), nil if none.
    public func node(id: String) -> SemanticNode? {
        if self.id == id { return self }
        for child in children {
            if let found = child.node(id: id) { return found }
        }
        return nil
    }

    /// The node whose children include the node with `id`, nil for the root or an unknown id.
    public func parent(of id: String) -> SemanticNode? {
        for child in children {
            if child.id == id { return self }
            if let found = child.parent(of: id) { return found }
        }
        return nil
    }

    /// Every node of this subtree that is not hidden (nor inside a hidden node), in reading
    /// order (depth first, parents before their children).
    public var shownNodes: [SemanticNode] {
        guard !states.contains(.hidden) else { return [] }
        var out = [self]
        for child in children { out += child.shownNodes }
        return out
    }

    /// True for nodes the keyboard stops at: shown, enabled, and something can be done with them
    /// (a text field always: it takes text). Containers (windows, groups, lists) are passed
    /// through to their children: their actions (dismiss, scroll) are reached from inside.
    public var isFocusable: Bool {
        !states.contains(.hidden) && !states.contains(.disabled)
            && (role == .textField || (!actions.isEmpty && !Self.containerRoles.contains(role)))
    }

    static let containerRoles: Set<SemanticRole> = [.window, .group, .list]

    /// The deepest shown node marked `modal`, nil when nothing is modal: while one is shown,
    /// only its subtree can be reached.
    public var innermostModal: SemanticNode? {
        guard !states.contains(.hidden) else { return nil }
        for child in children.reversed() {
            if let modal = child.innermostModal { return modal }
        }
        return states.contains(.modal) ? self : nil
    }

    /// The nodes Tab visits, in reading order: the focusable shown nodes of the innermost modal
    /// (of the whole tree when nothing is modal).
    public var focusOrder: [SemanticNode] {
        (innermostModal ?? self).shownNodes.filter({ $0.isFocusable })
    }

    /// This tree with `focused` set on the node with `id` only (cleared everywhere when nil).
    public func markingFocus(_ id: String?) -> SemanticNode {
        var copy = self
        if copy.id == id { copy.states.insert(.focused) } else { copy.states.remove(.focused) }
        copy.children = children.map { $0.markingFocus(id) }
        return copy
    }
}

extension Rect {
    /// The smallest rectangle holding every one of `rects` (`.zero` for none).
    package static func enclosing(_ rects: [Rect]) -> Rect {
        guard let first = rects.first else { return .zero }
        var (minX, minY, maxX, maxY) = (first.minX, first.minY, first.maxX, first.maxY)
        for r in rects.dropFirst() {
            minX = min(minX, r.minX); minY = min(minY, r.minY)
            maxX = max(maxX, r.maxX); maxY = max(maxY, r.maxY)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
