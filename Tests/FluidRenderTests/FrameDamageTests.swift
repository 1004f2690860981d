import FluidCanvas
import FluidCore
import Testing

@testable import FluidRender

/// `CairoCanvas.beginFrame`: with the last frame kept and the same backdrop, only the union of
/// both frames' damage is repainted; anything else repaints the whole canvas.
@Suite struct FrameDamageTests {
    let size = Size(width: 100, height: 80)
    let white = Color(white: 1)
    let blue = Color(red: 0, green: 0, blue: 1)
    let red = Color(red: 1, green: 0, blue: 0)

    /// A frame of a square moving over a white backdrop; `stray` draws a red dot at (90, 70),
    /// outside the damage, as a scene breaking the contract would: it shows only where the
    /// frame was repainted whole.
    func drawFrame(_ canvas: CairoCanvas, squareAt x: Double, backdrop: Int = 1, stray: Bool = false) {
        let square = Rect(x: x, y: 20.25, width: 20, height: 20)
        canvas.beginFrame(background: white, damage: FrameDamage(rects: [square], backdrop: backdrop))
        canvas.fill(Path(rect: square), color: blue)
        if stray { canvas.fill(Path(rect: Rect(x: 88, y: 68, width: 4, height: 4)), color: red) }
    }

    @Test(arguments: [1.0, 1.5, 2, 3])
    func movedSquareMatchesAWholeRepaint(scale: Double) throws {
        let kept = try CairoCanvas(size: size, scale: scale)
        let whole = try CairoCanvas(size: size, scale: scale)
        // Fractional positions: the damage must round out to whole pixels at every scale.
        for x in [10.0, 13.3, 17.7, 40.1, 39.9, 70.5] {
            drawFrame(kept, squareAt: x)
            whole.clear(white)
            whole.fill(Path(rect: Rect(x: x, y: 20.25, width: 20, height: 20)), color: blue)
            let comparison = ImageComparison(kept.snapshot(), whole.snapshot())
            #expect(comparison.differingPixels == 0, "x \(x) at \(scale)x: \(comparison)")
        }
    }

    @Test func onlyTheUnionOfBothFramesDamageIsRepainted() throws {
        let canvas = try CairoCanvas(size: size, scale: 2)
        drawFrame(canvas, squareAt: 10)
        drawFrame(canvas, squareAt: 40, stray: true)
        #expect(canvas.pixel(x: 180, y: 140) == RGBA8(r: 255, g: 255, b: 255), "the stray dot is outside the damage")
        #expect(canvas.pixel(x: 30, y: 60) == RGBA8(r: 255, g: 255, b: 255), "the old square is cleared")
        #expect(canvas.pixel(x: 90, y: 60) == RGBA8(r: 0, g: 0, b: 255))
    }

    /// A frame whose damage names the kept frame's content is that frame: nothing is repainted,
    /// not even inside the rects. Without a content, or with another, the rects are.
    @Test func theSameContentRepaintsNothing() throws {
        let square = Rect(x: 40, y: 20, width: 20, height: 20)
        func frame(_ canvas: CairoCanvas, content: Int?, mark: Color) {
            canvas.beginFrame(background: white, damage: FrameDamage(rects: [square], backdrop: 1, content: content))
            canvas.fill(Path(rect: square), color: blue)
            // A mark inside the rects that the content does not name: a repainted frame shows it.
            canvas.fill(Path(rect: Rect(x: 48, y: 28, width: 4, height: 4)), color: mark)
        }
        let canvas = try CairoCanvas(size: size, scale: 2)
        frame(canvas, content: 7, mark: blue)
        frame(canvas, content: 7, mark: red)
        #expect(canvas.pixel(x: 100, y: 60) == RGBA8(r: 0, g: 0, b: 255), "the same content: nothing repainted")
        frame(canvas, content: 8, mark: red)
        #expect(canvas.pixel(x: 100, y: 60) == RGBA8(r: 255, g: 0, b: 0), "another content: the rects repainted")
        frame(canvas, content: nil, mark: blue)
        frame(canvas, content: nil, mark: red)
        #expect(canvas.pixel(x: 100, y: 60) == RGBA8(r: 255, g: 0, b: 0), "no content: the rects repainted")
        #expect(
            FrameDamage(rects: [square], backdrop: 1, content: 7)
                .drawsTheSameFrame(
                    as: FrameDamage(rects: [square.offsetBy(Point(x: 1, y: 0))], backdrop: 1, content: 7)) == false)
    }

    @Test func aNewBackdropRepaintsEverything() throws {
        let canvas = try CairoCanvas(size: size, scale: 2)
        drawFrame(canvas, squareAt: 10)
        drawFrame(canvas, squareAt: 40, backdrop: 2, stray: true)
        #expect(canvas.pixel(x: 180, y: 140) == RGBA8(r: 255, g: 0, b: 0))
    }

    @Test func aFrameWithoutDamageOrAfterAClearOrResizeIsRepaintedWhole() throws {
        let canvas = try CairoCanvas(size: size, scale: 2)
        drawFrame(canvas, squareAt: 10)
        canvas.beginFrame(background: white, damage: nil)
        drawFrame(canvas, squareAt: 40, stray: true)
        #expect(canvas.pixel(x: 180, y: 140) == RGBA8(r: 255, g: 0, b: 0), "after a frame without damage")

        drawFrame(canvas, squareAt: 10)
        canvas.clear(white)
        drawFrame(canvas, squareAt: 40, stray: true)
        #expect(canvas.pixel(x: 180, y: 140) == RGBA8(r: 255, g: 0, b: 0), "after a clear")

        drawFrame(canvas, squareAt: 10)
        try canvas.resize(to: size)
        drawFrame(canvas, squareAt: 40, stray: true)
        #expect(canvas.pixel(x: 180, y: 140) == RGBA8(r: 255, g: 0, b: 0), "after a resize")
    }

    @Test func framesDrawnIntoAnotherBufferAreRepaintedWhole() throws {
        let canvas = try CairoCanvas(size: size, scale: 1)
        drawFrame(canvas, squareAt: 10)
        var pixels = [UInt32](repeating: 0, count: 100 * 80)
        pixels.withUnsafeMutableBytes { buffer in
            _ = canvas.drawing(into: buffer.baseAddress!, stride: 400) { drawFrame(canvas, squareAt: 40, stray: true) }
        }
        // ARGB32, native order: opaque red.
        #expect(pixels[70 * 100 + 90] == 0xFFFF_0000)
    }
}
