import FluidCanvas
import FluidCore
import FluidMotion
import Testing

@testable import FluidRender
@testable import FluidScenes
@testable import FluidSession

#if canImport(Glibc)
import Glibc
#endif

/// Places leaves out the map, the chrome and the dimming where its opaque sheets cover them
/// (`Canvas.clip(toPixelsCovering:)`): every frame is byte for byte the frame drawn with nothing
/// left out, on phones and a tablet, at scales whose pixels fall between points.
@Suite struct SheetCoverTests {
    static let cases: [(width: Double, height: Double, scale: Double, seed: UInt64, rate: Double, card: Bool)] = [
        (390, 844, 1.5, 1, 60, false), (390, 844, 3, 2, 120, false), (390, 844, 1.5, 3, 60, true),
        (844, 390, 2.5, 1, 120, false), (1024, 1366, 1.5, 1, 60, true), (1024, 1366, 1, 2, 120, false)
    ]

    @Test(arguments: cases.indices)
    func framesLeavingOutWhatSheetsCoverEqualWholeFrames(_ index: Int) throws {
        let c = Self.cases[index]
        let size = Size(width: c.width, height: c.height)
        var session = try Session(scene: "places", size: size, scale: 1)
        let text =
            c.card
            ? try FrameDamageSceneTests.cardGestures(seed: c.seed, rate: c.rate, size: size)
            : FrameDamageSceneTests.sheetGestures(
                "places", seed: c.seed,
                top: (session.scene as! PlacesScene).model.browser.drawerFrame.minY, rate: c.rate)
        let leaving = try CairoCanvas(size: size, scale: c.scale)
        let whole = try CairoCanvas(size: size, scale: c.scale)
        whole.ignoresPixelClips = true
        var frames = 0, covered = 0, dimmed = 0
        var mismatches: [String] = []
        _ = try Replay(script: TouchScript(parsing: text), fps: c.rate).run(&session) { index, session in
            session.drawFrame(in: leaving, whole: true)
            session.drawFrame(in: whole, whole: true)
            let places = session.scene as! PlacesScene
            if let cover = places.sheetCover(in: Rect(origin: .zero, size: size)),
                cover.width * cover.height > size.width * size.height / 10
            {
                covered += 1
                if places.model.browser.snapshot.dim > 0 { dimmed += 1 }
            }
            frames += 1
            let same = leaving.withPixels { a, _ in
                whole.withPixels { b, _ in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
            }
            // The comparison (slow in a debug build) only for the first, to report it.
            if !same {
                mismatches.append(
                    mismatches.isEmpty
                        ? "frame \(index): \(ImageComparison(leaving.snapshot(), whole.snapshot()))" : "frame \(index)")
            }
        }
        #expect(frames > 60)
        // A fifth of the frames or more leave a tenth of the screen or more out.
        #expect(covered * 5 > frames, "\(covered) of \(frames) frames covered")
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        if index == 0 { #expect(dimmed > 0, "a frame dims the map under a tall sheet") }
    }

    /// The clip is whole device pixels: under it a pixel is drawn as without it, and one wholly
    /// outside is left as it was; a turning transform leaves the clip alone.
    @Test func theClipIsTheWholePixelsTouched() throws {
        let canvas = try CairoCanvas(size: Size(width: 10, height: 10), scale: 2)
        canvas.clear(.black)
        canvas.withState {
            canvas.translate(x: 0.25, y: 0)
            canvas.clip(toPixelsCovering: [Rect(x: 1, y: 1, width: 2.1, height: 1)])
            canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: .white)
        }
        let image = canvas.snapshot()
        // x from 1.25 to 3.35 pt: pixels 2 … 6 (2.5 … 6.7 px rounded out); y 1 … 2 pt: pixels 2, 3.
        for y in 0..<20 {
            for x in 0..<20 {
                let inside = (2...6).contains(x) && (2...3).contains(y)
                #expect(image.pixels[y * 20 + x].r == (inside ? 255 : 0), "pixel \(x), \(y)")
            }
        }
        let turned = try CairoCanvas(size: Size(width: 10, height: 10), scale: 2)
        turned.clear(.black)
        turned.withState {
            turned.rotate(by: 0.3)
            turned.clip(toPixelsCovering: [Rect(x: 1, y: 1, width: 1, height: 1)])
            turned.rotate(by: -0.3)
            turned.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: .white)
        }
        #expect(turned.snapshot().pixels.allSatisfy { $0.r == 255 })
    }
}
