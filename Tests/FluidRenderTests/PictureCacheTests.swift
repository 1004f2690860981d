import FluidCanvas
import FluidCore
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidRender

@Suite struct PictureTests {
    let card = Rect(x: 20, y: 30, width: 60, height: 40)

    func drawCard(_ canvas: Canvas) {
        canvas.fill(Path(roundedRect: card, radius: 8), color: Color(red: 0.9, green: 0.2, blue: 0.4))
        canvas.fill(Path(rect: Rect(x: 30, y: 40, width: 20, height: 20)), color: .white)
    }

    @Test func aPictureIsDrawnOnceAndPaintsWhatItsDrawingDraws() throws {
        let direct = try CairoCanvas(size: Size(width: 100, height: 100), scale: 2)
        direct.clear(.white)
        drawCard(direct)
        let cached = try CairoCanvas(size: Size(width: 100, height: 100), scale: 2)
        var draws = 0
        for _ in 0..<3 {
            cached.clear(.white)
            cached.drawCached("card", bounds: card) { canvas in
                draws += 1
                drawCard(canvas)
            }
        }
        #expect(draws == 1)
        // On whole device pixels the picture is copied: identical pixels.
        let comparison = ImageComparison(direct.snapshot(), cached.snapshot())
        #expect(comparison.differingPixels == 0, "\(comparison)")
    }

    /// A turn, 45° where the turned extents are emptiest, a turn past a quarter, a skew (a
    /// stretch between two turns: not a turn, nor a scale and a translation), and a turn at
    /// partial opacity.
    static let turns: [(angle: Double, stretch: Double, opacity: Double)] = [
        (0.3, 1, 1), (.pi / 4, 1, 1), (2.2, 1, 1), (0.3, 1.25, 1), (.pi / 4, 1, 0.6)
    ]

    @Test(arguments: turns.indices)
    func aTurnedPictureLandsWhereTheTurnedDrawingDoes(_ index: Int) throws {
        let (angle, stretch, opacity) = Self.turns[index]
        func turned(_ canvas: CairoCanvas, _ draw: () -> Void) {
            canvas.clear(.white)
            canvas.withState {
                canvas.translate(x: 50, y: 50)
                canvas.rotate(by: angle)
                if stretch != 1 {
                    canvas.scale(x: stretch, y: 1 / stretch)
                    canvas.rotate(by: 0.4)
                }
                canvas.translate(x: -50, y: -50)
                draw()
            }
        }
        let direct = try CairoCanvas(size: Size(width: 100, height: 100), scale: 2)
        turned(direct) { direct.withOpacity(opacity, bounds: card) { drawCard(direct) } }
        let cached = try CairoCanvas(size: Size(width: 100, height: 100), scale: 2)
        turned(cached) { cached.drawCached("card", bounds: card, opaque: false, opacity: opacity) { drawCard($0) } }
        // Nearest sampling of a twice-as-dense picture: a sample lies within a quarter of a device
        // pixel of the pixel's centre, so an edge pixel's coverage is off by at most about a half
        // (the card's green is 204 levels from white's: at most ≈ 102 off), and few pixels are.
        let comparison = ImageComparison(direct.snapshot(), cached.snapshot(), tolerance: 110)
        #expect(comparison.differingPixels == 0, "\(comparison)")
        let exact = ImageComparison(direct.snapshot(), cached.snapshot())
        #expect(Double(exact.differingPixels) < 0.05 * 200 * 200, "\(exact)")
    }

    @Test func opacityFadesThePicture() throws {
        let canvas = try CairoCanvas(size: Size(width: 100, height: 100), scale: 1)
        canvas.clear(.white)
        let all = Rect(x: 0, y: 0, width: 100, height: 100)
        canvas.drawCached("black", bounds: all, opaque: true, opacity: 0.25) { canvas in
            canvas.fill(Path(rect: all), color: .black)
        }
        // White under black at 25 %: 255 × 0.75 ≈ 191.
        #expect(isClose(Int(canvas.pixel(x: 50, y: 50).r), 191, atMost: 1))
    }

    @Test func keepsTheMostRecentlyUsedPictures() throws {
        let canvas = try CairoCanvas(size: Size(width: 20, height: 20), scale: 1)
        var draws: [String: Int] = [:]
        func paint(_ key: String) {
            canvas.drawCached(PictureKey(key), bounds: Rect(x: 0, y: 0, width: 4, height: 4)) { _ in
                draws[key, default: 0] += 1
            }
        }
        for i in 0..<canvas.pictures.capacity { paint("p\(i)") }
        paint("p0")
        paint("new")  // evicts p1, the least recently used
        paint("p0")
        paint("p1")
        #expect(draws["p0"] == 1 && draws["p1"] == 2 && draws["new"] == 1)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aPreparedPictureIsPaintedWithoutDrawingAgain(scale: Double) throws {
        let canvas = try CairoCanvas(size: Size(width: 100, height: 100), scale: scale)
        var draws = 0
        let draw = { (canvas: Canvas) in
            draws += 1
            drawCard(canvas)
        }
        canvas.prepareCached("card", bounds: card, opaque: false, turned: false, draw)
        canvas.prepareCached("card", bounds: card, opaque: false, turned: false, draw)
        #expect(draws == 1)
        canvas.clear(.white)
        canvas.drawCached("card", bounds: card, draw)
        #expect(draws == 1)
        // Painted as prepared, it gives what drawing directly gives (copied on whole pixels).
        let direct = try CairoCanvas(size: Size(width: 100, height: 100), scale: scale)
        direct.clear(.white)
        drawCard(direct)
        #expect(ImageComparison(direct.snapshot(), canvas.snapshot()).differingPixels == 0)

        // A turned painting uses the turned picture: prepared for turning, it is not drawn again.
        canvas.prepareCached("card", bounds: card, opaque: false, turned: true, draw)
        let preparedTurned = draws
        // The turned picture is denser than the canvas below 4 pixels per point: a second one.
        #expect(preparedTurned == (scale < CairoCanvas.turnedPictureMaxDensity ? 2 : 1))
        canvas.withState {
            canvas.rotate(by: 0.3)
            canvas.drawCached("card", bounds: card, draw)
        }
        #expect(draws == preparedTurned)
    }

    @Test func aCanvasWithoutPicturesPreparesNothing() {
        let canvas = RecordingCanvas(size: Size(width: 100, height: 100))
        var draws = 0
        canvas.prepareCached("card", bounds: card, opaque: false, turned: true) { _ in draws += 1 }
        #expect(draws == 0)
        #expect(canvas.calls.isEmpty)
    }
}
