import FluidCanvas
import FluidMotion
import Testing
@testable import FluidRender

/// The canvas's own loop for painting a turned picture picks the pixels pixman's nearest
/// sampling picks and blends them as pixman's OVER does.
@Suite struct TurnedPaintTests {
    let card = Rect(x: 15, y: 20, width: 70, height: 60)

    /// A card with a soft shadow (partly transparent pixels), an opaque gradient body and a
    /// translucent glyph on it: every branch of the loop.
    func drawCard(_ canvas: Canvas) {
        let body = Path(roundedRect: card.insetBy(dx: 8, dy: 8), radius: 9)
        canvas.shadow(body, shadow: Shadow(color: Color(white: 0, alpha: 0.3), offset: Point(x: 0, y: 3), blur: 8))
        canvas.fill(body, gradient: LinearGradient(start: Point(x: 0, y: card.minY), end: Point(x: 0, y: card.maxY),
                                                   stops: [.init(offset: 0, color: Color(hex: 0xFF28A5)),
                                                           .init(offset: 1, color: Color(hex: 0x7934CF))]))
        canvas.fill(Path(circleAround: card.center, radius: 12), color: Color(white: 1, alpha: 0.6))
    }

    static let cases: [(angle: Double, scale: Double, clipped: Bool)] = [
        (0.3, 2, false), (.pi / 4, 2, false), (2.2, 3, false), (-1.1, 3, false), (0.7, 1.5, false),
        (0.3, 2, true), (4.0, 3, true),
    ]

    @Test(arguments: cases.indices)
    func theLoopPaintsWhatPixmanPaints(_ index: Int) throws {
        let (angle, scale, clipped) = Self.cases[index]
        func frame(pixman: Bool) throws -> RGBAImage {
            let canvas = try CairoCanvas(size: Size(width: 100, height: 100), scale: scale)
            canvas.turnedPaintUsesPixman = pixman
            canvas.clear(Color(hex: 0x36C3E8))
            canvas.withState {
                if clipped {
                    // Whole device pixels, as a frame's damage clips.
                    canvas.clip(to: Path(rect: Rect(x: 10, y: 24, width: 50, height: 52)))
                }
                canvas.translate(x: 50, y: 50)
                canvas.rotate(by: angle)
                canvas.translate(x: -50, y: -50)
                canvas.drawCached("card", bounds: card) { drawCard($0) }
            }
            return canvas.snapshot()
        }
        let comparison = ImageComparison(try frame(pixman: true), try frame(pixman: false), tolerance: 1)
        // A sample point within a unit in the last place of a pixel edge may land on its
        // neighbour; rounding differs by at most one level.
        #expect(comparison.matches(maxFraction: 0.002), "\(comparison)")
    }
}
