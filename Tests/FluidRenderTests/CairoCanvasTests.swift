import FluidCanvas
import FluidCore
import FluidTestSupport
import Testing

@testable import FluidRender

@Suite struct CairoCanvasTests {
    let red = Color(red: 1, green: 0, blue: 0)

    @Test func filledRectCoversExactlyItsPixelsAtScale2() throws {
        let canvas = try CairoCanvas(size: Size(width: 100, height: 100), scale: 2)
        canvas.clear()
        canvas.fill(Path(rect: Rect(x: 10, y: 20, width: 30, height: 40)), color: red)
        // Points 10…40 × 20…60 are pixels 20…79 × 40…119.
        #expect(canvas.pixel(x: 20, y: 40) == RGBA8(r: 255, g: 0, b: 0))
        #expect(canvas.pixel(x: 79, y: 119) == RGBA8(r: 255, g: 0, b: 0))
        #expect(canvas.pixel(x: 19, y: 40).a == 0)
        #expect(canvas.pixel(x: 80, y: 119).a == 0)
        #expect(canvas.pixel(x: 20, y: 39).a == 0)
        #expect(canvas.pixel(x: 79, y: 120).a == 0)
        #expect(canvas.pixelWidth == 200 && canvas.pixelHeight == 200)
    }

    @Test func invalidSizesAreRejected() {
        for size in [
            Size(width: 0, height: 5), Size(width: .nan, height: 5), Size(width: 5, height: -1),
            Size(width: 20_000, height: 10)
        ] {
            #expect(throws: RenderError.self) { try CairoCanvas(size: size, scale: 2) }
        }
        #expect(throws: RenderError.self) { try CairoCanvas(size: Size(width: 5, height: 5), scale: 0) }
    }

    /// Sides within Cairo's limit may still ask for gigabytes: 8 000 pt at scale 4 is 32 000
    /// pixels a side, 1.02 × 10^9 pixels (4 GB); 2^26 pixels is the most, whatever the shape.
    @Test func canvasesOverTheirPixelBudgetAreRejected() throws {
        #expect(throws: RenderError.self) { try CairoCanvas(size: Size(width: 8_000, height: 8_000), scale: 4) }
        // 8192 × 8192 pixels is 2^26 exactly; one row more is over.
        #expect(throws: RenderError.self) { try CairoCanvas(size: Size(width: 8_192, height: 8_193), scale: 1) }
        #expect(throws: RenderError.self) { try CairoCanvas(size: Size(width: 32_767, height: 2_049), scale: 1) }
        let square = try CairoCanvas(size: Size(width: 4_096, height: 4_096), scale: 2)
        #expect(square.pixelWidth == 8_192 && square.pixelHeight == 8_192)
    }

    @Test func layerOpacityBlendsTheGroupOnce() throws {
        let canvas = try CairoCanvas(size: Size(width: 10, height: 10), scale: 1)
        canvas.clear(.white)
        canvas.beginLayer(opacity: 0.25)
        // Two overlapping opaque black fills: inside a group they composite as one black shape,
        // so the result is white × (1 − 0.25) = 191.25, not the 143 two separate 25 % fills give.
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: .black)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 5, height: 10)), color: .black)
        canvas.endLayer()
        for x in [2, 7] {
            let p = canvas.pixel(x: x, y: 5)
            #expect(isClose(Int(p.r), 191, atMost: 1), "\(p)")
            #expect(p.a == 255)
        }
    }

    @Test func translatedAndScaledDrawingLandsWhereTheTransformSays() throws {
        let canvas = try CairoCanvas(size: Size(width: 50, height: 50), scale: 2)
        canvas.clear()
        canvas.withState {
            canvas.translate(x: 10, y: 10)
            canvas.scale(x: 2, y: 2)
            canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 5, height: 5)), color: red)
        }
        // (0…5) × 2 + 10 = 10…20 pt = pixels 20…39.
        #expect(canvas.pixel(x: 20, y: 20).r == 255)
        #expect(canvas.pixel(x: 39, y: 39).r == 255)
        #expect(canvas.pixel(x: 40, y: 40).a == 0)
        // restore() undid the transform.
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), color: red)
        #expect(canvas.pixel(x: 1, y: 1).r == 255)
    }

    @Test func clipLimitsDrawing() throws {
        let canvas = try CairoCanvas(size: Size(width: 20, height: 20), scale: 1)
        canvas.clear()
        canvas.save()
        canvas.clip(to: Path(rect: Rect(x: 0, y: 0, width: 10, height: 20)))
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 20, height: 20)), color: red)
        canvas.restore()
        #expect(canvas.pixel(x: 9, y: 10).a == 255)
        #expect(canvas.pixel(x: 10, y: 10).a == 0)
    }

    @Test func gradientRunsFromStartToEndColour() throws {
        let canvas = try CairoCanvas(size: Size(width: 100, height: 4), scale: 1)
        canvas.clear()
        let gradient = LinearGradient(
            start: Point(x: 0, y: 0), end: Point(x: 100, y: 0),
            stops: [
                .init(offset: 0, color: .black), .init(offset: 1, color: .white)
            ])
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 4)), gradient: gradient)
        #expect(canvas.pixel(x: 0, y: 2).r <= 3)
        #expect(canvas.pixel(x: 99, y: 2).r >= 252)
        // Pixel 50's centre is at x = 50.5: 255 × 0.505 ≈ 128.8.
        #expect(isClose(Int(canvas.pixel(x: 50, y: 2).r), 129, atMost: 2))
    }

    @Test func resizeKeepsScaleAndChangesPixels() throws {
        let canvas = try CairoCanvas(size: Size(width: 10, height: 10), scale: 1.5)
        try canvas.resize(to: Size(width: 20, height: 7))
        #expect(canvas.pixelWidth == 30 && canvas.pixelHeight == 11)
        #expect(canvas.size == Size(width: 20, height: 7))
    }

    @Test func drawingAnotherCanvasScalesIt() throws {
        let small = try CairoCanvas(size: Size(width: 10, height: 10), scale: 1)
        small.clear(red)
        let big = try CairoCanvas(size: Size(width: 40, height: 40), scale: 1)
        big.clear()
        big.draw(small, in: Rect(x: 10, y: 10, width: 20, height: 20))
        #expect(big.pixel(x: 20, y: 20) == RGBA8(r: 255, g: 0, b: 0))
        #expect(big.pixel(x: 5, y: 5).a == 0)
    }
}

@Suite struct CanvasOpacityTests {
    @Test func boundedGroupBlendsOnceInsideAndLeavesTheRestAlone() throws {
        let canvas = try CairoCanvas(size: Size(width: 20, height: 10), scale: 1)
        canvas.clear(.white)
        canvas.withOpacity(0.25, bounds: Rect(x: 0, y: 0, width: 10, height: 10)) {
            canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: .black)
            canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 5, height: 10)), color: .black)
        }
        // One group: white × (1 − 0.25) = 191.25 on both halves (two fills would give 143).
        for x in [2, 7] { #expect(isClose(Int(canvas.pixel(x: x, y: 5).r), 191, atMost: 1)) }
        #expect(canvas.pixel(x: 15, y: 5).r == 255)
    }

    @Test func nearlyOpaqueDrawsWithoutAGroupAndNearlyClearDrawsNothing() throws {
        let canvas = try CairoCanvas(size: Size(width: 10, height: 10), scale: 1)
        canvas.clear(.white)
        let all = Rect(x: 0, y: 0, width: 10, height: 10)
        canvas.withOpacity(0.004, bounds: all) { canvas.fill(Path(rect: all), color: .black) }
        #expect(canvas.pixel(x: 5, y: 5).r == 255)
        canvas.withOpacity(0.996, bounds: all) { canvas.fill(Path(rect: all), color: .black) }
        #expect(canvas.pixel(x: 5, y: 5).r == 0)
        #expect(Opacity.isInvisible(.nan))
    }
}
