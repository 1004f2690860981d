import CCairo
import CFluidPixels
import FluidCanvas
import FluidCore
import FluidRandom
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
        canvas.fill(
            body,
            gradient: LinearGradient(
                start: Point(x: 0, y: card.minY), end: Point(x: 0, y: card.maxY),
                stops: [
                    .init(offset: 0, color: Color(hex: 0xFF28A5)),
                    .init(offset: 1, color: Color(hex: 0x7934CF))
                ]))
        canvas.fill(Path(circleAround: card.center, radius: 12), color: Color(white: 1, alpha: 0.6))
    }

    static let cases: [(angle: Double, scale: Double, clipped: Bool)] = [
        (0.3, 2, false), (.pi / 4, 2, false), (2.2, 3, false), (-1.1, 3, false), (0.7, 1.5, false),
        (0.3, 2, true), (4.0, 3, true)
    ]

    /// The card turned as case `index` says, on a canvas `configure` sets up.
    func frame(_ index: Int, _ configure: (CairoCanvas) -> Void) throws -> RGBAImage {
        let (angle, scale, clipped) = Self.cases[index]
        let canvas = try CairoCanvas(size: Size(width: 100, height: 100), scale: scale)
        configure(canvas)
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

    @Test(arguments: cases.indices)
    func theLoopPaintsWhatPixmanPaints(_ index: Int) throws {
        let comparison = ImageComparison(
            try frame(index) { $0.turnedPaintUsesPixman = true },
            try frame(index) { $0.turnedPaintUsesPixman = false }, tolerance: 1)
        // A sample point within a unit in the last place of a pixel edge may land on its
        // neighbour; rounding differs by at most one level.
        #expect(comparison.matches(maxFraction: 0.002), "\(comparison)")
    }

    /// The vector loops (8 pixels at a time) paint the frame the one-pixel loops paint, byte
    /// for byte, at every case's angle, scale and clip.
    @Test(.enabled(if: fluid_pixels_vector_loops() != 0, "the processor has no AVX2"), arguments: cases.indices)
    func theVectorLoopsPaintTheScalarLoopsBytes(_ index: Int) throws {
        #expect(
            try frame(index) { $0.turnedPaintUsesVectorLoops = true }.pixels
                == frame(index) { $0.turnedPaintUsesVectorLoops = false }.pixels)
    }

    /// Each vector loop, on random rows of a random picture, paints the run (its last group of 8
    /// masked) and nothing past it, with each painted pixel the sample's copy or its OVER composite as
    /// pixman computes one channel (t = d · (255 − a) + 128, (t + t ≫ 8) ≫ 8), written out here
    /// pixel by pixel.
    @Test(.enabled(if: fluid_pixels_vector_loops() != 0, "the processor has no AVX2"))
    func theVectorLoopsSampleAndCompositeAsPixman() {
        var random = SplitMix64(seed: 25)
        let (width, height, stride) = (53, 41, 56)
        // Premultiplied pixels of every kind: clear, opaque, translucent.
        let picture: [UInt32] = (0..<height * stride).map { _ in
            let a = UInt32([0, 255, UInt32(random.next() % 256)][Int(random.next() % 3)])
            let channel = { a == 0 ? 0 : UInt32(random.next() % UInt64(a + 1)) }
            return a << 24 | channel() << 16 | channel() << 8 | channel()
        }
        func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
            let a = s >> 24
            guard a != 0 else { return d }
            var sum: UInt32 = 0
            for k in 0..<4 {
                let t = ((d >> (8 * k)) & 0xFF) * (255 - a) + 128
                sum |= (((t >> 8) + t) >> 8) << (8 * k)
            }
            return s &+ sum
        }
        var runs = 0
        for trial in 0..<3000 {
            // A run of samples, all inside the picture: from a point inside, a step that stays.
            let count = Int(random.next() % 40)
            let (u0, v0) = (Int(random.next() % UInt64(width << 16)), Int(random.next() % UInt64(height << 16)))
            let reach = max(count, 1)
            let du = Int(random.next() % UInt64(2 * (width << 16) / reach + 1)) - (width << 16) / reach
            let dv = Int(random.next() % UInt64(2 * (height << 16) / reach + 1)) - (height << 16) / reach
            let x0 = Int(random.next() % 7), x1 = x0 + count
            let samples = (x0..<x1).map { x -> Int? in
                let (u, v) = ((u0 + (x - x0) * du) >> 16, (v0 + (x - x0) * dv) >> 16)
                return (0..<width).contains(u) && (0..<height).contains(v) ? v * stride + u : nil
            }
            guard samples.allSatisfy({ $0 != nil }) else { continue }
            runs += 1
            let before: [UInt32] = (0..<x1 + 8).map { _ in UInt32(truncatingIfNeeded: random.next()) }
            let blend = trial % 2 == 0
            var row = before
            let end = picture.withUnsafeBufferPointer { src in
                row.withUnsafeMutableBufferPointer { row in
                    // The loops take the point at x = 0.
                    let (u, v) = (u0 - x0 * du, v0 - x0 * dv)
                    return blend
                        ? fluid_turned_blend(row.baseAddress!, x0, x1, src.baseAddress!, stride, u, v, du, dv)
                        : fluid_turned_copy(
                            row.baseAddress!, x0, x1, src.baseAddress!, stride, u, v, du, dv, 0xFF00_0000)
                }
            }
            #expect(end == x1)
            for x in 0..<row.count {
                guard x >= x0, x < end, let sample = samples[x - x0] else {
                    #expect(row[x] == before[x], "pixel \(x) outside the run")
                    continue
                }
                let expected = blend ? over(picture[sample], before[x]) : picture[sample] | 0xFF00_0000
                #expect(row[x] == expected, "trial \(trial) pixel \(x)")
            }
        }
        #expect(runs > 1000)
    }

    /// The row spans, solved once per row, are exactly the pixels a per-sample test keeps.
    @Test func spansAreThePixelsWhoseSamplesFallInside() {
        let box = PixelBox(x0: 3, y0: 5, x1: 40, y1: 31)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let du = Int.random(in: -150_000...150_000, using: &generator)
            let dv = [0, Int.random(in: -150_000...150_000, using: &generator)].randomElement(using: &generator)!
            let u0 = Int.random(in: -5_000_000...5_000_000, using: &generator)
            let v0 = Int.random(in: -3_000_000...3_000_000, using: &generator)
            let range = -60..<90
            let inside = range.filter { x in
                let (u, v) = ((u0 + x * du) >> 16, (v0 + x * dv) >> 16)
                return u >= box.x0 && u < box.x1 && v >= box.y0 && v < box.y1
            }
            let span = CairoCanvas.span(of: box, u0: u0, v0: v0, du: du, dv: dv, within: range)
            #expect(Array(span) == inside, "u0 \(u0) v0 \(v0) du \(du) dv \(dv)")
        }
    }

    /// A picture's visible box bounds its non-transparent pixels; its opaque box holds only
    /// opaque ones and reaches into the body of a rounded card.
    @Test func extentsOfACardPicture() throws {
        let picture = try CairoCanvas(size: card.size, scale: 2)
        picture.clear(.clear)
        picture.translate(x: -card.minX, y: -card.minY)
        drawCard(picture)
        let image = picture.snapshot()
        let pattern = cairo_pattern_create_for_surface(picture.surface)!
        defer { cairo_pattern_destroy(pattern) }
        let extents = try #require(CairoCanvas.extents(of: pattern))
        let visible = try #require(extents.visible), opaque = try #require(extents.opaque)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = image.pixels[y * image.width + x].a
                let inVisible = x >= visible.x0 && x < visible.x1 && y >= visible.y0 && y < visible.y1
                let inOpaque = x >= opaque.x0 && x < opaque.x1 && y >= opaque.y0 && y < opaque.y1
                if !inVisible { #expect(a == 0) }
                if inOpaque { #expect(a == 255) }
            }
        }
        // The body is card inset by 8 pt with 9 pt corners: its opaque box at 2 px/pt reaches
        // at least within the corners' straight part.
        #expect(opaque.x1 - opaque.x0 >= 2 * (54 - 2 * 9) && opaque.y1 - opaque.y0 >= 2 * (44 - 2 * 9))
    }

    /// The four channels scaled in one word are each what pixman's one-channel rounding gives.
    @Test func scalingAllChannelsAtOnceRoundsEachAsPixman() {
        func reference(_ c: UInt32, _ a: UInt32) -> UInt32 {
            let t = c * a + 128
            return ((t >> 8) + t) >> 8
        }
        var generator = SystemRandomNumberGenerator()
        let pixels: [UInt32] =
            [0, 0xFFFF_FFFF, 0xFF00_FF00, 0x00FF_00FF, 0x8080_8080]
            + (0..<200).map { _ in UInt32.random(in: 0...UInt32.max, using: &generator) }
        for pixel in pixels {
            for a in UInt32(0)...255 {
                let expected = (0..<4).reduce(UInt32(0)) { sum, k in
                    sum | reference((pixel >> (8 * k)) & 0xFF, a) << (8 * k)
                }
                #expect(CairoCanvas.scaled(pixel, by: a) == expected)
            }
        }
    }
}
