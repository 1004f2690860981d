import FluidCanvas
import FluidCore
import Testing

@testable import FluidRender

#if canImport(Glibc)
import Glibc
#endif

@Suite struct ImageTests {
    func temporaryPath(_ name: String) -> String {
        "/tmp/fluid-render-tests-\(getpid())-\(name)"
    }

    @Test func pngRoundTripKeepsPixels() throws {
        let canvas = try CairoCanvas(size: Size(width: 30, height: 20), scale: 2)
        canvas.clear(Color(white: 0.9))
        canvas.fill(Path(circleAround: Point(x: 15, y: 10), radius: 8), color: Color(hex: 0x3478F6, alpha: 0.6))
        let path = temporaryPath("round-trip.png")
        defer { unlink(path) }
        try canvas.writePNG(to: path)
        let read = try RGBAImage(contentsOfPNG: path)
        let comparison = ImageComparison(canvas.snapshot(), read, tolerance: 0)
        #expect(comparison.sameSize && comparison.differingPixels == 0, "\(comparison)")
        // No temporary file is left beside the PNG.
        #expect(access(path + ".tmp-\(getpid())", F_OK) != 0)
    }

    @Test func writingIntoAMissingDirectoryFailsWithoutLeavingFiles() throws {
        let canvas = try CairoCanvas(size: Size(width: 2, height: 2), scale: 1)
        #expect(throws: RenderError.self) { try canvas.writePNG(to: "/nonexistent-dir/x.png") }
    }

    @Test func readingANonPNGFails() throws {
        let path = temporaryPath("not.png")
        defer { unlink(path) }
        let file = fopen(path, "w")
        fputs("hello", file)
        fclose(file)
        #expect(throws: RenderError.self) { try RGBAImage(contentsOfPNG: path) }
    }

    @Test func comparisonCountsPixelsBeyondTolerance() {
        let grey = RGBA8(r: 100, g: 100, b: 100)
        let a = RGBAImage(width: 2, height: 2, pixels: Array(repeating: grey, count: 4))
        var b = a
        b[0, 0] = RGBA8(r: 103, g: 100, b: 100)
        b[1, 1] = RGBA8(r: 100, g: 90, b: 100)
        let loose = ImageComparison(a, b, tolerance: 5)
        #expect(loose.differingPixels == 1 && loose.maxChannelDelta == 10)
        #expect(loose.differingFraction == 0.25)
        #expect(loose.matches(maxFraction: 0.25) && !loose.matches(maxFraction: 0.2))
        #expect(ImageComparison(a, b, tolerance: 0).differingPixels == 2)
        let other = RGBAImage(width: 1, height: 4, pixels: Array(repeating: grey, count: 4))
        #expect(!ImageComparison(a, other).sameSize)
    }

    @Test func premultipliedWordsAreUnpremultiplied() {
        // 50 % alpha red: premultiplied red 128 → straight 255.
        #expect(RGBA8(premultipliedARGB: 0x80_80_00_00) == RGBA8(r: 255, g: 0, b: 0, a: 128))
        #expect(RGBA8(premultipliedARGB: 0).a == 0)
    }
}
