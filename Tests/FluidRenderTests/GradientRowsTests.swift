import FluidCanvas
import FluidCore
import FluidRandom
import Testing

@testable import FluidRender

/// The canvas's own fill of an opaque vertical gradient, one colour a device row, paints what
/// Cairo and pixman paint, within one level in every channel, and declines every fill it
/// cannot paint that way.
@Suite struct GradientRowsTests {
    /// One random gradient fill: a canvas, a transform, a rectangle on whole device pixels,
    /// stops (opaque, some at the same offset), a gradient running up or down and often past
    /// the rectangle's ends, and sometimes a clip of whole device pixels.
    struct Case {
        var size: Size, scale: Double
        var background: Color
        var translation: Point, flip: (x: Double, y: Double)
        var rect: Rect, start: Point, end: Point
        var stops: [LinearGradient.Stop]
        var clip: Rect?

        init(seed: UInt64) {
            var random = SplitMix64(seed: seed)
            scale = random.pick([1, 1.5, 2, 3])
            size = Size(width: Double(Int(random.uniform(20...160))), height: Double(Int(random.uniform(20...160))))
            background = Color(
                red: random.uniform(0...1), green: random.uniform(0...1), blue: random.uniform(0...1),
                alpha: random.pick([1, 0.5, 0]))
            // Whole device pixels in points at this scale.
            let pixel = 1 / scale
            func onGrid(_ range: ClosedRange<Double>) -> Double { (random.uniform(range) / pixel).rounded() * pixel }
            translation = Point(x: onGrid(-20...20), y: onGrid(-20...20))
            flip = (random.pick([1, -1]), random.pick([1, -1]))
            let x = onGrid(-30...100), y = onGrid(-30...100)
            rect = Rect(x: x, y: y, width: onGrid(0...120), height: onGrid(0...120))
            let x0 = random.uniform(-50...150)
            start = Point(x: x0, y: random.uniform(-60...160))
            end = Point(x: x0, y: start.y + random.pick([-1, 1]) * random.uniform(1...200))
            var offsets = (0..<Int(random.uniform(1...6.99))).map { _ in random.uniform(-0.1...1.1) }
            if random.oneIn(2), let first = offsets.first { offsets.append(first) }
            stops = offsets.sorted().map {
                .init(
                    offset: $0,
                    color: Color(red: random.uniform(0...1), green: random.uniform(0...1), blue: random.uniform(0...1)))
            }
            clip =
                random.oneIn(2)
                ? Rect(x: onGrid(0...60), y: onGrid(0...60), width: onGrid(0...100), height: onGrid(0...100)) : nil
        }

        var gradient: LinearGradient { LinearGradient(start: start, end: end, stops: stops) }

        /// The canvas with the case's background, clip and transform applied, ready to fill.
        func canvas(pixman: Bool) throws -> CairoCanvas {
            let canvas = try CairoCanvas(size: size, scale: scale)
            canvas.gradientRowsUsePixman = pixman
            canvas.clear(background)
            if let clip { canvas.clip(to: Path(rect: clip)) }
            // Flipped about the middle of the canvas's pixels, so the rectangle stays on the grid.
            let (w, h) = (Double(canvas.pixelWidth) / scale, Double(canvas.pixelHeight) / scale)
            canvas.translate(x: translation.x + (flip.x < 0 ? w : 0), y: translation.y + (flip.y < 0 ? h : 0))
            canvas.scale(x: flip.x, y: flip.y)
            return canvas
        }
    }

    @Test(arguments: 0..<300)
    func rowsArePixmansColours(_ seed: Int) throws {
        let c = Case(seed: UInt64(seed))
        let pixman = try c.canvas(pixman: true)
        pixman.fill(Path(rect: c.rect), gradient: c.gradient)
        let rows = try c.canvas(pixman: false)
        #expect(rows.fillGradientRows(Path(rect: c.rect), gradient: c.gradient), "seed \(seed) takes the row fill")
        let comparison = ImageComparison(pixman.snapshot(), rows.snapshot(), tolerance: 1)
        #expect(comparison.matches(maxFraction: 0), "seed \(seed): \(comparison)")
    }

    /// Fills whose rows are not one colour each, or whose edges pixman would blend, go to
    /// Cairo: the row fill declines them and leaves the pixels alone.
    @Test func declinesWhatItCannotPaintExactly() throws {
        let stops: [LinearGradient.Stop] = [
            .init(offset: 0, color: Color(hex: 0x102030)), .init(offset: 1, color: Color(hex: 0xF0E0D0))
        ]
        let down = LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 0, y: 50), stops: stops)
        let rect = Path(rect: Rect(x: 10, y: 10, width: 30, height: 30))
        let declined: [(String, (CairoCanvas) -> Bool)] = [
            (
                "a translucent stop",
                {
                    $0.fillGradientRows(
                        rect,
                        gradient: LinearGradient(
                            start: down.start, end: down.end,
                            stops: [stops[0], .init(offset: 1, color: Color(white: 1, alpha: 0.5))]))
                }
            ),
            (
                "a diagonal gradient",
                {
                    $0.fillGradientRows(
                        rect, gradient: LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 5, y: 50), stops: stops))
                }
            ),
            (
                "a horizontal gradient",
                {
                    $0.fillGradientRows(
                        rect, gradient: LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 50, y: 0), stops: stops))
                }
            ),
            (
                "an edge off the device grid",
                { $0.fillGradientRows(Path(rect: Rect(x: 10.25, y: 10, width: 30, height: 30)), gradient: down) }
            ),
            (
                "a rounded rectangle",
                {
                    $0.fillGradientRows(
                        Path(roundedRect: Rect(x: 10, y: 10, width: 30, height: 30), radius: 4), gradient: down)
                }
            ),
            (
                "a turned transform",
                { canvas in
                    canvas.rotate(by: 0.3); return canvas.fillGradientRows(rect, gradient: down)
                }
            ),
            (
                "a clip off the grid",
                { canvas in
                    canvas.clip(to: Path(rect: Rect(x: 0, y: 0, width: 20.25, height: 40)))
                    return canvas.fillGradientRows(rect, gradient: down)
                }
            ),
            (
                "an open layer",
                { canvas in
                    canvas.beginLayer(opacity: 0.5); defer { canvas.endLayer() }
                    return canvas.fillGradientRows(rect, gradient: down)
                }
            )
        ]
        for (name, fill) in declined {
            let canvas = try CairoCanvas(size: Size(width: 50, height: 50), scale: 2)
            canvas.clear(Color(hex: 0x336699))
            let before = canvas.snapshot()
            #expect(!fill(canvas), "declines \(name)")
            #expect(canvas.snapshot() == before, "\(name): nothing painted")
        }
    }

    @Test func aRectangleIsRecognisedOnlyWhenItIsOne() {
        #expect(
            Path(rect: Rect(x: 1, y: 2, width: 3, height: 4)).axisAlignedRect == Rect(x: 1, y: 2, width: 3, height: 4))
        var clockwiseFromBottom = Path()
        clockwiseFromBottom.move(to: Point(x: 4, y: 6))
        clockwiseFromBottom.line(to: Point(x: 4, y: 2))
        clockwiseFromBottom.line(to: Point(x: 1, y: 2))
        clockwiseFromBottom.line(to: Point(x: 1, y: 6))
        clockwiseFromBottom.line(to: Point(x: 4, y: 6))
        clockwiseFromBottom.close()
        #expect(clockwiseFromBottom.axisAlignedRect == Rect(x: 1, y: 2, width: 3, height: 4))
        var kite = Path()
        kite.move(to: Point(x: 0, y: 0))
        kite.line(to: Point(x: 4, y: 0))
        kite.line(to: Point(x: 5, y: 3))
        kite.line(to: Point(x: 0, y: 3))
        kite.close()
        #expect(kite.axisAlignedRect == nil)
        #expect(Path(circleAround: Point(x: 0, y: 0), radius: 3).axisAlignedRect == nil)
        #expect(Path().axisAlignedRect == nil)
    }
}
