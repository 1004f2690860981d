import FluidCanvas
import FluidCore
import Testing

@testable import FluidRender

@Suite struct ShadowCacheTests {
    let card = Path(roundedRect: Rect(x: 0, y: 0, width: 60, height: 40), radius: 12)

    func key(_ shape: Path, at offset: Point, sigma: Double = 4) -> ShadowCache.Key {
        let moved = shape.translated(by: offset)
        return ShadowCache.Key(
            shape: moved, origin: moved.controlBounds!.origin, sigma: sigma,
            color: .black, scale: 2)
    }

    @Test func aShapeMovedAnywhereHasOneKey() {
        // Offsets whose sums pick up floating-point noise (0.1 + 0.2 ≠ 0.3 in binary).
        let reference = key(card, at: .zero)
        for offset in [Point(x: 0.1, y: 0.2), Point(x: 1e6 + 0.3, y: -7.7), Point(x: 123.456, y: 0.000_001)] {
            #expect(key(card, at: offset) == reference, "\(offset)")
        }
        #expect(key(card, at: .zero, sigma: 4 + 1e-9) == reference)
        #expect(key(card, at: .zero, sigma: 4.5) != reference)
    }

    @Test func evictsTheLeastRecentlyUsed() {
        var cache = ShadowCache(capacity: 2)
        defer { cache.removeAll() }
        let size = Size(width: 60, height: 40)
        let a = key(card, at: .zero, sigma: 1), b = key(card, at: .zero, sigma: 2), c = key(card, at: .zero, sigma: 3)
        _ = cache.image(for: a, size: size)
        _ = cache.image(for: b, size: size)
        _ = cache.image(for: a, size: size)
        _ = cache.image(for: c, size: size)
        #expect(cache.count == 2)
        #expect(cache.contains(a) && cache.contains(c) && !cache.contains(b))
    }

    @Test func cornerExtentOfStretchableShapes() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 80)
        #expect(Path(rect: rect).cornerExtent == 0)
        #expect(Path(roundedRect: rect, radius: 12).cornerExtent == 12)
        #expect(Path(roundedRect: rect, radius: 12, corners: .top).cornerExtent == 12)
        // Corners that meet, a diagonal edge and two sub-paths do not stretch.
        #expect(Path(circleAround: Point(x: 50, y: 50), radius: 20).cornerExtent == nil)
        var triangle = Path()
        triangle.move(to: Point(x: 0, y: 0))
        triangle.line(to: Point(x: 100, y: 0))
        triangle.line(to: Point(x: 0, y: 100))
        triangle.close()
        #expect(triangle.cornerExtent == nil)
        #expect(twoSubpaths(rect).cornerExtent == nil)
    }

    /// `rect` followed by an empty sub-path: fills exactly as `rect` but is not stretchable.
    func twoSubpaths(_ rect: Rect) -> Path {
        var path = Path(roundedRect: rect, radius: 12)
        path.move(to: rect.origin)
        return path
    }

    @Test func nineSliceMatchesTheShadowBlurredWhole() throws {
        // A tall sheet: drawn in nine slices from the image of a short one, and (the same filled
        // shape as two sub-paths) blurred whole. A blur reaches 3 σ, so they must agree.
        let sheet = Rect(x: 30, y: 40, width: 240, height: 300)
        let shadow = Shadow(color: Color(white: 0, alpha: 0.6), offset: Point(x: 0, y: -2), blur: 16)
        func draw(_ path: Path) throws -> CairoCanvas {
            let canvas = try CairoCanvas(size: Size(width: 300, height: 380), scale: 2)
            canvas.clear()
            canvas.shadow(path, shadow: shadow)
            return canvas
        }
        let sliced = try draw(Path(roundedRect: sheet, radius: 12))
        let whole = try draw(twoSubpaths(sheet))
        #expect(sliced.shadows.count == 1)
        var worst = 0
        for y in stride(from: 0, to: 760, by: 3) {
            for x in stride(from: 0, to: 600, by: 3) {
                worst = max(worst, abs(Int(sliced.pixel(x: x, y: y).a) - Int(whole.pixel(x: x, y: y).a)))
            }
        }
        #expect(worst <= 3, "largest alpha difference \(worst)")
    }

    @Test func aStretchingShapeIsBlurredOnce() throws {
        let canvas = try CairoCanvas(size: Size(width: 300, height: 400), scale: 2)
        for height in stride(from: 100.0, through: 380, by: 7.3) {
            canvas.clear()
            canvas.shadow(
                Path(
                    roundedRect: Rect(x: 10, y: 400 - height, width: 280, height: height + 12),
                    radius: 12, corners: .top),
                shadow: Shadow(color: Color(white: 0, alpha: 0.16), offset: Point(x: 0, y: -2), blur: 16))
        }
        #expect(canvas.shadows.count == 1)
    }
}
