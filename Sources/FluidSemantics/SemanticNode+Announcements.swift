/// What a screen reader should say when a tree changes without focus moving: the changes of its
/// live regions (`SemanticStates.live`).
extension SemanticNode {
    /// The announcements that take this tree from `old`, in reading order:
    /// - a live node's new value (its new label when it never has a value; a value going away
    ///   says nothing), unless it is a focused
    ///   adjustable or text field (a screen reader reads their changes itself);
    /// - for a live list, "Added X" for each item it gained and "Removed X" for each it lost,
    ///   items compared by label (ids of items may follow their place, as "step.2" does).
    /// A node is compared with the node of the same id in `old`, hidden or not; new nodes and
    /// trees of another window (another scene, by its label) announce nothing.
    public func announcements(since old: SemanticNode) -> [String] {
        guard old.id == id, old.label == label else { return [] }
        var out: [String] = []
        collectAnnouncements(since: old, into: &out)
        return out
    }

    private func collectAnnouncements(since old: SemanticNode, into out: inout [String]) {
        if states.contains(.live), !states.contains(.hidden), let before = old.node(id: id) {
            if role == .list {
                out += Self.listChanges(from: before.children.map({ $0.label }), to: children.map({ $0.label }))
            } else if !(states.contains(.focused) && Self.selfSpeakingRoles.contains(role)) {
                if value != nil || before.value != nil {
                    if let value, value != before.value, !value.isEmpty { out.append(value) }
                } else if label != before.label, !label.isEmpty {
                    out.append(label)
                }
            }
        }
        for child in children { child.collectAnnouncements(since: old, into: &out) }
    }

    static let selfSpeakingRoles: Set<SemanticRole> = [.adjustable, .textField]

    /// "Added X" for labels in `after` beyond their count in `before`, then "Removed X" for
    /// those fewer: a multiset difference, so moving items announces nothing.
    static func listChanges(from before: [String], to after: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for label in before { counts[label, default: 0] += 1 }
        var added: [String] = []
        for label in after {
            if let n = counts[label], n > 0 { counts[label] = n - 1 } else { added.append(label) }
        }
        let removed = before.filter { label in
            guard let n = counts[label], n > 0 else { return false }
            counts[label] = n - 1
            return true
        }
        return added.map { "Added \($0)" } + removed.map { "Removed \($0)" }
    }
}
