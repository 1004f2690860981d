import FluidCanvas
import FluidCore
import Testing

/// `FrameDamage.cover(ofConvex:)`: the bands cover every point of the turned rectangle and add
/// little of its bounding box.
@Suite struct FrameDamageCoverTests {
    /// Turns given by their cosine and sine (exact Pythagorean pairs, and 45°), either way.
    static let turns: [(Double, Double)] = [
        (1, 0), (0.8, 0.6), (0.6, 0.8), (0.5.squareRoot(), 0.5.squareRoot()),
        (0, 1), (-0.6, 0.8), (0.28, -0.96), (-0.8, -0.6)
    ]

    /// A 300 × 200 rectangle centred on (400, 300), turned by the angle of cosine `c` and sine
    /// `s`, corners in order.
    func turned(_ c: Double, _ s: Double) -> [Point] {
        return [(-150.0, -100.0), (150, -100), (150, 100), (-150, 100)].map { x, y in
            Point(x: 400 + c * x - s * y, y: 300 + s * x + c * y)
        }
    }

    @Test(arguments: 0..<turns.count)
    func coversEveryPointOfTheTurnedRectangle(turn: Int) {
        let (c, s) = Self.turns[turn]
        let angle = "cos \(c), sin \(s)"
        let corners = turned(c, s)
        let rects = FrameDamage.cover(ofConvex: corners)
        #expect(rects.count == 16)
        // Points on a 21 × 21 grid of the rectangle's own coordinates, edges included.
        for i in 0...20 {
            for j in 0...20 {
                let (u, v) = (Double(i) / 20, Double(j) / 20)
                let top = corners[0] + u * (corners[1] - corners[0])
                let bottom = corners[3] + u * (corners[2] - corners[3])
                let p = top + v * (bottom - top)
                let inside = rects.contains { r in
                    p.x >= r.minX - 1e-9 && p.x <= r.maxX + 1e-9 && p.y >= r.minY - 1e-9 && p.y <= r.maxY + 1e-9
                }
                #expect(inside, "angle \(angle): \(p)")
            }
        }
        // At most the rectangle and a sliver per band: each band overshoots the turned edges by
        // at most its height × |cot| on either side, bounded here by the bounding box's width.
        let area = rects.reduce(0) { $0 + $1.width * $1.height }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let box = (xs.max()! - xs.min()!) * (ys.max()! - ys.min()!)
        #expect(area <= box + 1e-6)
        #expect(area >= 300 * 200 - 1e-6)
    }

    @Test func anUnturnedRectangleIsItsOwnCover() {
        let rects = FrameDamage.cover(ofConvex: turned(1, 0), bands: 4)
        #expect(
            rects == [
                Rect(x: 250, y: 200, width: 300, height: 50), Rect(x: 250, y: 250, width: 300, height: 50),
                Rect(x: 250, y: 300, width: 300, height: 50), Rect(x: 250, y: 350, width: 300, height: 50)
            ])
    }

    @Test func nonFiniteOrTooFewCornersCoverNothing() {
        #expect(FrameDamage.cover(ofConvex: [Point(x: .nan, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1)]).isEmpty)
        #expect(FrameDamage.cover(ofConvex: [Point(x: 0, y: 0), Point(x: 1, y: 1)]).isEmpty)
    }
}
