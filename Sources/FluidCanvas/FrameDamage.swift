import FluidCore

/// Where a frame can differ from a picture that stays put between frames, so a canvas that keeps
/// the previous frame's pixels repaints only what changed (`Canvas.beginFrame`).
///
/// A frame reports its damage as two things: `rects`, the places where it draws something that
/// moves or changes (a turned card, a readout), and `backdrop`, a value naming everything it
/// draws outside them (a theme, a layout, which dot is lit). The contract: two frames with equal
/// `backdrop` draw the same pixels outside their `rects`. Then the second frame differs from the
/// first only inside the union of both frames' `rects`, and only that union is repainted: the
/// first frame's rects clear where the moving thing was, the second's draw where it is.
///
/// A frame may also name what it draws inside its `rects` (`content`). Two frames whose damage
/// is equal, `content` included and not nil, draw the same pixels everywhere, and the second
/// repaints nothing: a card a finger holds still costs nothing a frame.
///
/// A scene that cannot say where it changed reports no damage (`nil`), and the frame is drawn
/// whole. A frame drawn with damage must equal, pixel for pixel, the same frame drawn whole.
public struct FrameDamage: Hashable, Sendable {
    /// Rectangles, in canvas points (untransformed), outside which the frame draws only its
    /// backdrop. Their union is what counts; they may overlap. Empty: the frame is its backdrop.
    public var rects: [Rect]
    /// Names everything drawn outside `rects`: equal values promise equal pixels there. A hash
    /// is enough, kept only for the life of the process.
    public var backdrop: Int
    /// Names everything drawn inside `rects` (with `backdrop`, everything drawn): equal values,
    /// with equal `rects` and `backdrop`, promise equal frames. Nil when the scene cannot say,
    /// and then equal damage still repaints its rects. A hash, kept only for the life of the
    /// process.
    public var content: Int?

    public init(rects: [Rect], backdrop: Int, content: Int? = nil) {
        self.rects = rects
        self.backdrop = backdrop
        self.content = content
    }

    /// Whether a frame with this damage draws what a frame with `kept` drew, pixel for pixel:
    /// both name their content, and the two are equal.
    public func drawsTheSameFrame(as kept: FrameDamage) -> Bool {
        content != nil && self == kept
    }

    /// Rectangles (points) covering the convex quadrilateral `corners` (a rectangle as some
    /// transform turns it, corners in order around it): `bands` horizontal bands, each as wide as
    /// the quadrilateral over the band's height, so a turned card is covered with no more than
    /// a sliver of its bounding box's empty corners (up to half of that box at 45°).
    ///
    /// Fewer than 1 band counts as 1; non-finite corners give the empty list.
    public static func cover(ofConvex corners: [Point], bands: Int = 16) -> [Rect] {
        guard corners.count >= 3, corners.allSatisfy({ $0.isFinite }) else { return [] }
        let top = corners.map { $0.y }.min()!, bottom = corners.map { $0.y }.max()!
        let count = max(1, bands)
        let height = (bottom - top) / Double(count)
        guard height > 0 else {
            let xs = corners.map { $0.x }
            return [Rect(x: xs.min()!, y: top, width: xs.max()! - xs.min()!, height: 0)]
        }
        var rects: [Rect] = []
        rects.reserveCapacity(count)
        for band in 0..<count {
            let y0 = top + Double(band) * height
            let y1 = band == count - 1 ? bottom : y0 + height
            // Convex: over the band, x runs between the corners inside the band and where the
            // edges cross the band's top and bottom.
            var minX = Double.infinity, maxX = -Double.infinity
            for (index, p) in corners.enumerated() {
                if p.y >= y0 && p.y <= y1 { (minX, maxX) = (min(minX, p.x), max(maxX, p.x)) }
                let q = corners[(index + 1) % corners.count]
                guard p.y != q.y else { continue }
                for y in [y0, y1] where (p.y - y) * (q.y - y) <= 0 {
                    let x = p.x + (q.x - p.x) * (y - p.y) / (q.y - p.y)
                    (minX, maxX) = (min(minX, x), max(maxX, x))
                }
            }
            if minX <= maxX { rects.append(Rect(x: minX, y: y0, width: maxX - minX, height: y1 - y0)) }
        }
        return rects
    }
}
