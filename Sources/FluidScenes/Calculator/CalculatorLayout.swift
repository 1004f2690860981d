import FluidCore
import FluidMotion

/// Where the calculator's display and keys go in a content rectangle, as iOS lays them out.
///
/// - Portrait (the rectangle taller than wide): round keys in 4 columns and 5 rows at the bottom,
///   the zero key two columns wide, the display above them; keys are 75 pt (iPhone), smaller when
///   the width or height asks for it, up to 96 pt on a tablet-sized rectangle.
/// - Landscape: the keypad takes the right half as capsule keys (wider than tall, as iOS's
///   landscape keypad) filling the height; the display takes the left half, its number at the
///   bottom right of it.
///
/// Gaps are a sixth of a key's short side, between 6 and 24 pt.
public struct CalculatorLayout: Hashable, Sendable {
    /// iPhone key diameter (WWDC18 demo and iOS Calculator), pt.
    public static let phoneKey = 75.0
    /// The largest key on a tablet-sized content rectangle (pt).
    public static let tabletKey = 96.0
    /// A rectangle whose short side reaches this is tablet-sized (pt).
    public static let tabletSide = 700.0
    /// The display's least height above a portrait keypad (pt).
    public static let minimumDisplay = 72.0

    /// Frames of the key grid's cells in reading order (row by row); the zero key spans two.
    public var keys: [Rect] = []
    public var display = Rect.zero
    /// The short side of a key (pt): the capsule's height, a round key's diameter.
    public var keySide = 0.0
    public var isLandscape = false

    /// Lays out `rows` (cell counts per row; a row of 3 has the wide zero first) in `rect`.
    public init(rows: [Int], in rect: Rect) {
        guard rect.width > 0, rect.height > 0, !rows.isEmpty else { return }
        let rowCount = Double(rows.count)
        isLandscape = rect.width > rect.height
        let pad: Rect
        let keyWidth: Double
        var gap: Double
        if isLandscape {
            gap = min(12, max(6, rect.height / 40))
            let padWidth = rect.width / 2
            keySide = max(0, (rect.height - (rowCount + 1) * gap) / rowCount)
            keyWidth = max(keySide, (padWidth - 5 * gap) / 4)
            pad = Rect(
                x: rect.maxX - 4 * keyWidth - 4 * gap, y: rect.minY, width: 4 * keyWidth + 3 * gap,
                height: rect.height)
            display = Rect(
                x: rect.minX + gap, y: rect.minY, width: max(0, pad.minX - gap - rect.minX - gap),
                height: rect.height - gap)
        } else {
            let largest = min(rect.width, rect.height) >= Self.tabletSide ? Self.tabletKey : Self.phoneKey
            let byWidth = rect.width / (4 + 5.0 / 6)
            let byHeight = (rect.height - Self.minimumDisplay) / (rowCount + (rowCount + 1) / 6)
            keySide = max(0, min(largest, byWidth, byHeight))
            gap = min(24, max(6, (rect.width - 4 * keySide) / 5))
            gap = min(gap, max(6, keySide / 3))
            keyWidth = keySide
            let width = 4 * keySide + 3 * gap
            let height = rowCount * keySide + (rowCount - 1) * gap
            pad = Rect(x: rect.midX - width / 2, y: rect.maxY - gap - height, width: width, height: height)
            display = Rect(x: pad.minX, y: rect.minY, width: width, height: max(0, pad.minY - gap - rect.minY))
        }
        let rowHeight = isLandscape ? keySide : keySide
        for (row, count) in rows.enumerated() {
            let y =
                isLandscape
                ? rect.minY + gap + Double(row) * (rowHeight + gap)
                : pad.minY + Double(row) * (rowHeight + gap)
            var column = 0
            for cell in 0..<count {
                let wide = count < 4 && cell == 0
                let width = wide ? 2 * keyWidth + gap : keyWidth
                keys.append(
                    Rect(x: pad.minX + Double(column) * (keyWidth + gap), y: y, width: width, height: rowHeight))
                column += wide ? 2 : 1
            }
        }
    }
}
