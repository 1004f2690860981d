import FluidCanvas
import FluidCore
import Testing

@testable import FluidRender

/// A shadow drawn beneath an opaque fill may leave out what the fill covers: the frame is the
/// same, byte for byte, as the whole shadow with the fill over it.
@Suite struct ShadowBeneathOpaqueFillTests {
    struct Case: Sendable {
        var sheet: Rect
        var radius: Double
        var shadow: Shadow
        var scale: Double
    }

    static let cases: [Case] = [
        // A sheet inset from the sides (the momentum sheet on a tablet), offset upward.
        Case(
            sheet: Rect(x: 24, y: 60.3, width: 252, height: 400), radius: 12,
            shadow: Shadow(color: Color(white: 0, alpha: 0.16), offset: Point(x: 0, y: -2), blur: 16), scale: 2),
        // Wider than the canvas, at a fractional scale.
        Case(
            sheet: Rect(x: -5, y: 100.7, width: 310, height: 250), radius: 12,
            shadow: Shadow(color: Color(white: 0, alpha: 0.18), offset: Point(x: 0, y: -1), blur: 12), scale: 1.5),
        // Too short to stretch vertically (one row of pieces spans the top and bottom edges).
        Case(
            sheet: Rect(x: 20, y: 200.25, width: 260, height: 40), radius: 12,
            shadow: Shadow(color: Color(white: 0, alpha: 0.18), offset: Point(x: 0, y: -1), blur: 12), scale: 2),
        // An offset larger than the corners and blur reach: nothing may be left out.
        Case(
            sheet: Rect(x: 40, y: 80, width: 200, height: 300), radius: 4,
            shadow: Shadow(color: Color(white: 0, alpha: 0.4), offset: Point(x: 0, y: 30), blur: 6), scale: 3)
    ]

    @Test(arguments: cases.indices)
    func theFrameIsTheSame(_ index: Int) throws {
        let c = Self.cases[index]
        let path = Path(roundedRect: c.sheet, radius: c.radius, corners: .top)
        func frame(leavingOut: Bool) throws -> RGBAImage {
            let canvas = try CairoCanvas(size: Size(width: 300, height: 500), scale: c.scale)
            canvas.clear(Color(hex: 0xEDEAE2))
            if leavingOut {
                canvas.shadow(path, shadow: c.shadow, beneathOpaqueFill: true)
            } else {
                canvas.shadow(path, shadow: c.shadow)
            }
            canvas.fill(path, color: Color(hex: 0xF9F9F9))
            return canvas.snapshot()
        }
        let whole = try frame(leavingOut: false), leftOut = try frame(leavingOut: true)
        #expect(whole == leftOut, "\(ImageComparison(whole, leftOut))")
    }

    /// Without the fill, the middle is left out: the shadow's inside stays the background.
    @Test func theMiddleIsLeftOut() throws {
        let c = Self.cases[0]
        let path = Path(roundedRect: c.sheet, radius: c.radius, corners: .top)
        let canvas = try CairoCanvas(size: Size(width: 300, height: 500), scale: 2)
        canvas.clear(.white)
        canvas.shadow(path, shadow: c.shadow, beneathOpaqueFill: true)
        let inside = canvas.pixel(x: Int(c.sheet.midX * 2), y: Int(c.sheet.midY * 2))
        #expect(inside.r == 255 && inside.g == 255 && inside.b == 255)
        // Outside the sheet the shadow is drawn as before.
        let above = canvas.pixel(x: Int(c.sheet.midX * 2), y: Int((c.sheet.minY - 4) * 2))
        #expect(above.r < 255)
    }

    /// A canvas without its own version draws the whole shadow.
    @Test func aRecordingCanvasRecordsTheShadow() {
        let canvas = RecordingCanvas(size: Size(width: 100, height: 100))
        let path = Path(rect: Rect(x: 10, y: 10, width: 50, height: 50))
        canvas.shadow(path, shadow: Self.cases[0].shadow, beneathOpaqueFill: true)
        #expect(canvas.calls.map(\.command) == [.shadow(path, Self.cases[0].shadow)])
    }
}
