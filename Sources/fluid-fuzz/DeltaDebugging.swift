/// A shorter input that still fails (delta debugging: drop ever smaller chunks while the failure
/// persists), at most `budget` tries. `shrink` tries a candidate: nil when it passes, else what to
/// keep of it (the candidate itself, or less, such as the actions up to the failing one).
func deltaMinimise<Element>(_ input: [Element], budget: Int, shrink: ([Element]) -> [Element]?) -> [Element] {
    var current = input
    var tries = 0
    var chunk = max(1, current.count / 2)
    while tries < budget, !current.isEmpty {
        var removedAny = false
        var start = 0
        while start < current.count, tries < budget {
            var candidate = current
            candidate.removeSubrange(start..<min(start + chunk, current.count))
            tries += 1
            if let kept = shrink(candidate) {
                current = kept
                removedAny = true
            } else {
                start += chunk
            }
        }
        if chunk == 1 && !removedAny { break }
        chunk = max(1, chunk / 2)
    }
    return current
}
