import FluidCanvas
import FluidCore
import FluidRandom
import Testing

@testable import FluidRender

/// A small shadow painted from its image upsampled once to the canvas's pixels is the shadow
/// upsampled every time it is painted, within two levels, wherever it lands on whole device pixels;
/// elsewhere (a scaled or turned transform) it is upsampled as before.
@Suite struct ShadowPixelsTests {
    @Test(arguments: 0..<60)
    func keptPixelsPaintWhatUpsamplingPaints(_ seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        let scale = random.pick([1.0, 2, 3, 1.5])
        let size = Size(width: 120, height: 120)
        let side = random.uniform(8...50)
        let shape =
            random.oneIn(2)
            ? Path(circleAround: Point(x: side / 2, y: side / 2), radius: side / 2)
            : Path(
                roundedRect: Rect(x: 0, y: 0, width: side, height: side * random.uniform(0.5...1.5)),
                radius: random.uniform(0...side / 3))
        let shadow = Shadow(
            color: Color(white: 0, alpha: random.uniform(0.1...0.6)),
            offset: Point(x: 0, y: random.uniform(-2...6).rounded()), blur: random.uniform(2...24))
        // Positions in whole points (whole pixels at whole scales), some in fractions of one,
        // moving as a dragged shape does; sometimes under a scale.
        let scaled = random.oneIn(6)
        let moves = (0..<4).map { _ in
            Point(x: random.uniform(0...60), y: random.uniform(0...60)).applying(
                random.oneIn(3) ? { $0 } : { $0.rounded() })
        }
        func frame(resampled: Bool) throws -> RGBAImage {
            let canvas = try CairoCanvas(size: size, scale: scale)
            canvas.shadowsResampledEachFrame = resampled
            canvas.clear(Color(hex: 0xF2F2F7))
            for move in moves {
                canvas.withState {
                    canvas.translate(x: move.x, y: move.y)
                    if scaled { canvas.scale(x: 0.9, y: 0.9) }
                    canvas.shadow(shape, shadow: shadow)
                }
            }
            return canvas.snapshot()
        }
        let kept = try frame(resampled: false), resampled = try frame(resampled: true)
        // Upsampled straight onto the canvas, pixman rounds once; kept, twice: a level or two.
        let comparison = ImageComparison(kept, resampled, tolerance: 2)
        #expect(comparison.matches(maxFraction: 0), "seed \(seed): \(comparison)")
    }
}

private extension Point {
    func applying(_ f: (Double) -> Double) -> Point { Point(x: f(x), y: f(y)) }
}
