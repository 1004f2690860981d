/// The nearest valid name to a mistyped one, for "did you mean …?" in error messages (scene
/// names, subcommands).
///
/// Distance is the optimal-string-alignment edit distance, ignoring case: insertions, deletions,
/// substitutions and swaps of two neighbouring characters each cost 1 ("descibe" → "describe"
/// is 1, "sprign" → "spring" is 1). A name is suggested when it is within
/// `max(2, name.count / 3)` edits, or when the typed text is a prefix of exactly one name.
public enum NameSuggestion {
    /// The closest of `candidates` to `typed`, or nil when none is close enough (ties go to the
    /// one listed first).
    public static func nearest(to typed: String, in candidates: [String]) -> String? {
        let word = Array(typed.lowercased())
        guard !word.isEmpty else { return nil }
        var best: (name: String, distance: Int)?
        for name in candidates {
            let distance = editDistance(word, Array(name.lowercased()))
            guard distance <= max(2, name.count / 3) else { continue }
            if best.map({ distance < $0.distance }) ?? true { best = (name, distance) }
        }
        if let best { return best.name }
        let prefixed = candidates.filter { $0.lowercased().hasPrefix(typed.lowercased()) }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    /// " (did you mean \"name\"?)" for the nearest candidate, or "" when none is close.
    public static func hint(for typed: String, in candidates: [String]) -> String {
        nearest(to: typed, in: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// Optimal string alignment distance between `a` and `b` (two rolling rows plus the one
    /// before them for swaps): O(|a|·|b|) time, O(|b|) memory.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d = min(d, beforePrevious[j - 2] + 1)
                }
                current[j] = d
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
