import FluidCanvas
import FluidCore
import Testing

@testable import FluidRender

/// `CairoCanvas.drawing(into:stride:_:)`: drawing straight into memory the caller owns (a
/// window's framebuffer) gives the pixels drawing into the canvas gives.
@Suite struct DrawingIntoTests {
    let size = Size(width: 50, height: 40)

    func draw(_ canvas: Canvas) {
        canvas.clear(.white)
        canvas.fill(
            Path(roundedRect: Rect(x: 5, y: 6, width: 30, height: 20), radius: 6),
            color: Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.7))
        canvas.shadow(
            Path(rect: Rect(x: 10, y: 20, width: 20, height: 10)),
            shadow: Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.4), offset: Point(x: 0, y: 2), blur: 4))
        canvas.drawCached("dot", bounds: Rect(x: 30, y: 25, width: 10, height: 10)) { picture in
            picture.fill(Path(circleAround: Point(x: 35, y: 30), radius: 5), color: .black)
        }
    }

    /// The pixels of `buffer` (rows `stride` bytes apart) as the canvas's image type.
    func image(_ buffer: [UInt8], width: Int, height: Int, stride: Int) -> RGBAImage {
        buffer.withUnsafeBytes { RGBAImage(width: width, height: height, premultipliedARGB: $0, stride: stride) }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func drawingIntoABufferGivesTheCanvasPixels(scale: Double) throws {
        let own = try CairoCanvas(size: size, scale: scale)
        draw(own)
        let canvas = try CairoCanvas(size: size, scale: scale)
        // Rows padded past the width, as framebuffers often are; filled with junk first.
        let stride = 4 * canvas.pixelWidth + 28
        var buffer = [UInt8](repeating: 0xA5, count: stride * canvas.pixelHeight)
        let drawn = buffer.withUnsafeMutableBytes { bytes in
            canvas.drawing(into: bytes.baseAddress!, stride: stride) {
                draw(canvas); return 7
            }
        }
        #expect(drawn == 7)
        let comparison = ImageComparison(
            own.snapshot(),
            image(buffer, width: canvas.pixelWidth, height: canvas.pixelHeight, stride: stride))
        #expect(comparison.differingPixels == 0, "\(comparison)")
        // The padding past each row is not written.
        for row in 0..<canvas.pixelHeight {
            let padding = buffer[(row * stride + 4 * canvas.pixelWidth)..<((row + 1) * stride)]
            #expect(padding.allSatisfy { $0 == 0xA5 })
        }
    }

    @Test func theCanvasKeepsItsOwnPixelsAndItsCaches() throws {
        let canvas = try CairoCanvas(size: size, scale: 2)
        canvas.clear(Color(red: 1, green: 0, blue: 0))
        let before = canvas.snapshot()
        var pictureDraws = 0
        let stride = 4 * canvas.pixelWidth
        var buffer = [UInt8](repeating: 0, count: stride * canvas.pixelHeight)
        for _ in 0..<2 {
            _ = buffer.withUnsafeMutableBytes { bytes in
                canvas.drawing(into: bytes.baseAddress!, stride: stride) {
                    canvas.clear(.white)
                    canvas.drawCached("dot", bounds: Rect(x: 0, y: 0, width: 10, height: 10)) { picture in
                        pictureDraws += 1
                        picture.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: .black)
                    }
                }
            }
        }
        #expect(pictureDraws == 1)
        #expect(ImageComparison(before, canvas.snapshot()).differingPixels == 0)
        // The picture landed in the buffer: its top-left pixel is black, opaque.
        let word = buffer.withUnsafeBytes { $0.load(as: UInt32.self) }
        #expect(word == 0xFF00_0000)
    }

    @Test(arguments: [0, 4, 3, -8])
    func aStrideTooShortOrUnalignedIsRefused(shortBy: Int) throws {
        let canvas = try CairoCanvas(size: size, scale: 1)
        let stride = shortBy < 0 ? 4 * canvas.pixelWidth + 2 : 4 * canvas.pixelWidth - shortBy - 1
        var buffer = [UInt8](repeating: 0, count: max(stride, 4 * canvas.pixelWidth + 8) * canvas.pixelHeight)
        var called = false
        let result: Void? = buffer.withUnsafeMutableBytes { bytes in
            canvas.drawing(into: bytes.baseAddress!, stride: stride) { called = true }
        }
        #expect(result == nil)
        #expect(!called)
        #expect(buffer.allSatisfy { $0 == 0 })
    }
}
