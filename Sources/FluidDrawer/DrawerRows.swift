import FluidMotion

/// The rows of a drawer's list: equal heights (pure arithmetic, any count) or known heights of
/// any size (prefix sums, the row under a point found by binary search: O(log n)).
///
/// Invariants (variable heights): `tops` has one entry more than the rows of known heights,
/// starts at 0 and never decreases; `extra` rows of `DrawerList.defaultRowHeight` follow them
/// (what a larger count adds, kept as a number, not as heights); every height is finite and > 0
/// (a height that is not becomes `DrawerList.defaultRowHeight`); no top passes
/// `DrawerList.maxContentHeight`. Content positions are pt from the first row's top.
public struct DrawerRows: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case uniform(height: Double, count: Int)
        /// `tops[i]` is row i's top, for the rows of known heights and the end of the last;
        /// `extra` rows of the default height follow.
        case variable(tops: [Double], extra: Int)
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
        storage = .variable(tops: tops, extra: 0)
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
        case .variable(let tops, let extra): tops.count - 1 + extra
        }
    }

    /// The height of all rows (pt), at most `DrawerList.maxContentHeight`.
    public var totalHeight: Double {
        switch storage {
        case .uniform(let height, let count):
            let total = Double(count) * height
            return total.isNaN ? 0 : min(total, DrawerList.maxContentHeight)
        case .variable(let tops, let extra):
            return Self.extraTop(extra, after: tops)
        }
    }

    /// The top of the row `index` rows into the default rows after `tops` (pt): the end of the
    /// known rows and `index` default heights, at most `DrawerList.maxContentHeight`.
    private static func extraTop(_ index: Int, after tops: [Double]) -> Double {
        let known = tops[tops.count - 1]
        return index == 0
            ? known : min(known + Double(index) * DrawerList.defaultRowHeight, DrawerList.maxContentHeight)
    }

    /// Row `index`'s top (pt from the first row's top); past the ends, extrapolated.
    public func top(of index: Int) -> Double {
        switch storage {
        case .uniform(let height, _): return Double(index) * height
        case .variable(let tops, let extra):
            if index < 0 { return Double(index) * DrawerList.defaultRowHeight }
            if index < tops.count { return tops[index] }
            return Self.extraTop(min(index - (tops.count - 1), extra), after: tops)
        }
    }

    /// Row `index`'s height (pt); 0 outside the rows of a variable list.
    public func height(of index: Int) -> Double {
        switch storage {
        case .uniform(let height, _): return height
        case .variable(let tops, _):
            guard index >= 0, index < count else { return 0 }
            if index + 1 < tops.count { return tops[index + 1] - tops[index] }
            return top(of: index + 1) - top(of: index)
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
        case .variable:
            guard y < totalHeight else { return nil }
            return lastTop(atOrBefore: y)
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
        case .variable:
            let total = totalHeight
            guard to > 0, from < total else { return 0..<0 }
            let lower = from <= 0 ? 0 : lastTop(atOrBefore: from)
            // A row that starts at `to` or later is outside.
            let k = to >= total ? count : lastTop(atOrBefore: to)
            let upper = to >= total ? count : (top(of: k) < to ? k + 1 : k)
            return lower..<max(lower, min(upper, count))
        }
    }

    /// The largest row i with top(of: i) ≤ y, for 0 ≤ y < total (variable heights): a binary
    /// search of the known rows (O(log n)), or arithmetic in the default rows after them.
    private func lastTop(atOrBefore y: Double) -> Int {
        guard case .variable(let tops, let extra) = storage else { return 0 }
        let known = tops.count - 1
        if extra > 0, y >= tops[known] {
            // Rounding may put the estimate one row off: step to the row whose top is ≤ y.
            var i =
                known
                + min(Int(saturating: ((y - tops[known]) / DrawerList.defaultRowHeight).rounded(.down)), extra - 1)
            while i > known, top(of: i) > y { i -= 1 }
            while i + 1 < known + extra, top(of: i + 1) <= y { i += 1 }
            return i
        }
        var low = 0, high = known  // tops[low] ≤ y < tops[high]
        while high - low > 1 {
            let mid = low + (high - low) / 2
            if tops[mid] <= y { low = mid } else { high = mid }
        }
        return low
    }

    /// The most rows setting `DrawerList.rowCount` grows a list of known heights to; a larger
    /// count is this one. (The rows it adds are kept as a count of default rows, so growing or
    /// shrinking costs nothing proportional to it.)
    public static let maxKnownHeights = 1 << 20

    /// Changes the number of rows: a uniform list keeps its height; a variable one drops rows
    /// from the end or adds rows of `DrawerList.defaultRowHeight`, up to `maxKnownHeights`.
    mutating func setCount(_ newCount: Int) {
        let newCount = max(newCount, 0)
        switch storage {
        case .uniform(let height, _): storage = .uniform(height: height, count: newCount)
        case .variable(var tops, _):
            let newCount = min(newCount, Self.maxKnownHeights)
            let known = tops.count - 1
            if newCount >= known {
                storage = .variable(tops: tops, extra: newCount - known)
            } else {
                storage = .uniform(height: DrawerList.defaultRowHeight, count: 0)  // `tops` unshared: cut in place
                tops.removeLast(known - newCount)
                storage = .variable(tops: tops, extra: 0)
            }
        }
    }
}
