import FluidMotion

/// The rows of a drawer's list: equal heights (pure arithmetic, any count) or known heights of
/// any size (prefix sums, the row under a point found by binary search: O(log n)).
///
/// Invariants (variable heights): `tops` has `count + 1` entries, starts at 0, never decreases
/// and ends at the total height; every height is finite and > 0 (a height that is not becomes
/// `DrawerList.defaultRowHeight`). Content positions are pt from the first row's top.
public struct DrawerRows: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case uniform(height: Double, count: Int)
        /// `tops[i]` is row i's top; `tops[count]` the total height.
        case variable(tops: [Double])
    }

    var storage: Storage

    /// `count` rows of `height` pt each (a height that is not > 0 and finite becomes
    /// `DrawerList.defaultRowHeight`; a negative count 0).
    public static func uniform(count: Int, height: Double = DrawerList.defaultRowHeight) -> DrawerRows {
        DrawerRows(storage: .uniform(height: Self.valid(height), count: max(count, 0)))
    }

    /// Rows of these heights (pt), first to last; prefix sums are built once, in O(n).
    public init(heights: [Double]) {
        var tops = [0.0]
        tops.reserveCapacity(heights.count + 1)
        for h in heights { tops.append(min(tops[tops.count - 1] + Self.valid(h), DrawerList.maxContentHeight)) }
        storage = .variable(tops: tops)
    }

    init(storage: Storage) { self.storage = storage }

    /// No rows.
    public static let none = DrawerRows.uniform(count: 0)

    private static func valid(_ height: Double) -> Double {
        height.isFinite && height > 0 ? height : DrawerList.defaultRowHeight
    }

    /// The number of rows, ≥ 0.
    public var count: Int {
        switch storage {
        case .uniform(_, let count): count
        case .variable(let tops): tops.count - 1
        }
    }

    /// The height of all rows (pt), at most `DrawerList.maxContentHeight`.
    public var totalHeight: Double {
        switch storage {
        case .uniform(let height, let count):
            let total = Double(count) * height
            return total.isNaN ? 0 : min(total, DrawerList.maxContentHeight)
        case .variable(let tops):
            return tops[tops.count - 1]
        }
    }

    /// Row `index`'s top (pt from the first row's top); past the ends, extrapolated.
    public func top(of index: Int) -> Double {
        switch storage {
        case .uniform(let height, _): return Double(index) * height
        case .variable(let tops):
            if index < 0 { return Double(index) * DrawerList.defaultRowHeight }
            if index >= tops.count { return tops[tops.count - 1] }
            return tops[index]
        }
    }

    /// Row `index`'s height (pt); 0 outside the rows of a variable list.
    public func height(of index: Int) -> Double {
        switch storage {
        case .uniform(let height, _): return height
        case .variable(let tops):
            guard index >= 0, index + 1 < tops.count else { return 0 }
            return tops[index + 1] - tops[index]
        }
    }

    /// A typical row's height (pt): the uniform height, or the mean of known heights (the
    /// default row height when there are none). Paging scrolls by the viewport less this.
    public var typicalHeight: Double {
        switch storage {
        case .uniform(let height, _): return height
        case .variable: return count > 0 ? totalHeight / Double(count) : DrawerList.defaultRowHeight
        }
    }

    /// The row containing content position `y` (pt), nil above the first row or at/after the end.
    public func index(at y: Double) -> Int? {
        guard y >= 0, y.isFinite, count > 0 else { return nil }
        switch storage {
        case .uniform(let height, let count):
            let index = (y / height).rounded(.down)
            guard index < Double(count) else { return nil }
            return min(Int(saturating: index), count - 1)
        case .variable(let tops):
            guard y < tops[tops.count - 1] else { return nil }
            return lastTop(atOrBefore: y, in: tops)
        }
    }

    /// The rows at least partly inside content positions `from ..< to` (pt).
    public func range(from: Double, to: Double) -> Range<Int> {
        guard count > 0, from.isFinite, to.isFinite, to > from else { return 0..<0 }
        switch storage {
        case .uniform(let height, let count):
            let first = max(0, (from / height).rounded(.down))
            let last = min(Double(count), (to / height).rounded(.up))
            guard first < last else { return 0..<0 }
            // Double(count) rounds Int.max up to 2⁶³, which no Int holds.
            let lower = min(Int(saturating: first), count)
            let upper = min(Int(saturating: last), count)
            return lower..<max(lower, upper)
        case .variable(let tops):
            let total = tops[tops.count - 1]
            guard to > 0, from < total else { return 0..<0 }
            let lower = from <= 0 ? 0 : lastTop(atOrBefore: from, in: tops)
            // A row that starts at `to` or later is outside.
            let k = to >= total ? count : lastTop(atOrBefore: to, in: tops)
            let upper = to >= total ? count : (tops[k] < to ? k + 1 : k)
            return lower..<max(lower, min(upper, count))
        }
    }

    /// The largest i with tops[i] ≤ y, for 0 ≤ y < total (binary search, O(log n)).
    private func lastTop(atOrBefore y: Double, in tops: [Double]) -> Int {
        var low = 0, high = tops.count - 1   // tops[low] ≤ y < tops[high]
        while high - low > 1 {
            let mid = low + (high - low) / 2
            if tops[mid] <= y { low = mid } else { high = mid }
        }
        return low
    }

    /// The most rows setting `DrawerList.rowCount` grows a list of known heights to (a height
    /// each is kept: 8 MiB of them); a larger count is this one.
    public static let maxKnownHeights = 1 << 20

    /// Changes the number of rows: a uniform list keeps its height; a variable one drops rows
    /// from the end or adds rows of `DrawerList.defaultRowHeight`, up to `maxKnownHeights`.
    mutating func setCount(_ newCount: Int) {
        let newCount = max(newCount, 0)
        switch storage {
        case .uniform(let height, _): storage = .uniform(height: height, count: newCount)
        case .variable(let tops):
            let newCount = min(newCount, Self.maxKnownHeights)
            if newCount < tops.count {
                storage = .variable(tops: Array(tops.prefix(newCount + 1)))
            } else {
                let heights = (0..<count).map { height(of: $0) }
                    + Array(repeating: DrawerList.defaultRowHeight, count: newCount - count)
                self = DrawerRows(heights: heights)
            }
        }
    }
}
