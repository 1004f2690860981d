import CCairo
import CFluidPixels
import FluidCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a picture painted turned has pixels worth sampling, found once when it is drawn:
/// boxes of picture pixels, half-open.
struct PictureExtents: Equatable {
    /// Every pixel outside it is fully transparent (nil: the picture is empty).
    var visible: PixelBox?
    /// Every pixel inside it is opaque (nil: none found), inside `visible`.
    var opaque: PixelBox?
}

/// A box of whole pixels, `x0 ..< x1` by `y0 ..< y1`.
struct PixelBox: Equatable {
    var x0, y0, x1, y1: Int
}

extension CairoCanvas {
    /// Whether canvases paint turned pictures through Cairo and pixman rather than
    /// `paintTurnedNearest`, unless told otherwise: set by the environment variable
    /// `FLUID_TURNED_PIXMAN`, for benchmarks comparing the two.
    static let turnedPaintUsesPixmanByDefault = getenv("FLUID_TURNED_PIXMAN") != nil

    /// Whether canvases paint turned pictures 8 pixels at a time (`CFluidPixels`: AVX2
    /// gathers) unless told otherwise: where the processor has AVX2 and the environment variable
    /// `FLUID_TURNED_SCALAR` is not set (for benchmarks comparing the two). Both paint the same
    /// bytes.
    static let turnedPaintVectorLoopsByDefault =
        fluid_pixels_vector_loops() != 0 && getenv("FLUID_TURNED_SCALAR") == nil

    /// Pictures the vector loops take: every sample's 16.16 point and picture index fit 31
    /// bits (`fluid_pixels.h`).
    static func vectorLoopsTake(width: Int, height: Int, stride: Int) -> Bool {
        width < 1 << 15 && height < 1 << 15 && height * stride < 1 << 31
    }

    /// Paints `pattern`'s picture (`bounds` in user space at `density` pixels per point) with
    /// the current transform, sampled nearest and composited OVER, straight into the canvas's
    /// pixels inside the clip; false, painting nothing, when it cannot (a layer is open, the
    /// clip is not whole-pixel rectangles, the operator is not OVER, or the picture is not a
    /// 32-bit image), and Cairo must paint it.
    ///
    /// Pixman samples a rotated picture through its general affine fetcher and OVER combiner,
    /// about 26 instructions a device pixel (BENCHMARKS.md, "Damage regions"), and so did a
    /// loop testing each sample against the picture's edges. Here each device row's span is
    /// solved once: the pixels whose samples fall inside the picture's `visible` box, and
    /// within them those inside its `opaque` box, which are copied with no test at all; only
    /// the rest (the shadow's rim, the antialiased edge) test alpha, skip transparent samples
    /// and blend with pixman's rounding (x · a / 255 as (t + t ≫ 8) ≫ 8, t = x · a + 128). The
    /// sample point steps in 16.16 fixed point as pixman's does, so it picks the same pixel.
    /// Runs go 8 pixels at a time through `CFluidPixels` where the processor has AVX2
    /// (`turnedPaintUsesVectorLoops`), the rest one at a time, to the same bytes.
    func paintTurnedNearest(
        _ pattern: OpaquePointer, bounds: Rect, density: Double,
        extents: PictureExtents
    ) -> Bool {
        guard !turnedPaintUsesPixman, cairo_get_group_target(cr) == surface,
            cairo_get_operator(cr) == CAIRO_OPERATOR_OVER
        else { return false }
        var source: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &source) == CAIRO_STATUS_SUCCESS, let source,
            cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_IMAGE
        else { return false }
        let sourceFormat = cairo_image_surface_get_format(source)
        guard sourceFormat == CAIRO_FORMAT_ARGB32 || sourceFormat == CAIRO_FORMAT_RGB24,
            let clip = deviceClipBoxes()
        else { return false }
        guard let visible = extents.visible else { return true }
        // Where the centre of device pixel (0, 0) samples the picture, and the steps one pixel
        // right and one down take, in picture pixels.
        // (Cairo's device space is in points: the surface's device scale comes after it.)
        func picturePoint(_ x: Double, _ y: Double) -> (Double, Double) {
            var (ux, uy) = (x / scale, y / scale)
            cairo_device_to_user(cr, &ux, &uy)
            return ((ux - bounds.minX) * density, (uy - bounds.minY) * density)
        }
        let o = picturePoint(0.5, 0.5), ox = picturePoint(1.5, 0.5), oy = picturePoint(0.5, 1.5)
        guard [o.0, o.1, ox.0, ox.1, oy.0, oy.1].allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return false }
        let fixed = { (v: Double) -> Int in Int((v * 65536).rounded()) }
        let step = (xx: fixed(ox.0 - o.0), xy: fixed(ox.1 - o.1), yx: fixed(oy.0 - o.0), yy: fixed(oy.1 - o.1))
        let origin = (x: fixed(o.0), y: fixed(o.1))

        cairo_surface_flush(source)
        cairo_surface_flush(surface)
        guard let sourceData = cairo_image_surface_get_data(source),
            let targetData = cairo_image_surface_get_data(surface)
        else { return false }
        let sourceStride = Int(cairo_image_surface_get_stride(source)) / 4
        let targetStride = Int(cairo_image_surface_get_stride(surface)) / 4
        let src = UnsafeRawPointer(sourceData).assumingMemoryBound(to: UInt32.self)
        let dst = UnsafeMutableRawPointer(targetData).assumingMemoryBound(to: UInt32.self)
        let alphaOr: UInt32 = sourceFormat == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
        let opaque = sourceFormat == CAIRO_FORMAT_RGB24 ? visible : extents.opaque
        let vector =
            turnedPaintUsesVectorLoops
            && Self.vectorLoopsTake(
                width: Int(cairo_image_surface_get_width(source)),
                height: Int(cairo_image_surface_get_height(source)), stride: sourceStride)

        for box in clip {
            for y in box.y0..<box.y1 {
                // Nearest picks the pixel whose centre is nearest, ties to the lower one:
                // pixman subtracts one unit in the last place before truncating.
                let u0 = origin.x &+ y &* step.yx &- 1, v0 = origin.y &+ y &* step.yy &- 1
                let span = Self.span(of: visible, u0: u0, v0: v0, du: step.xx, dv: step.xy, within: box.x0..<box.x1)
                guard !span.isEmpty else { continue }
                let inner =
                    opaque.map { Self.span(of: $0, u0: u0, v0: v0, du: step.xx, dv: step.xy, within: span) } ?? span
                    .lowerBound..<span.lowerBound
                let row = dst + y &* targetStride
                let edge = inner.isEmpty ? span.lowerBound..<span.lowerBound : inner
                Self.blendRun(
                    row, from: span.lowerBound, to: edge.lowerBound, src: src, stride: sourceStride,
                    u: u0, v: v0, du: step.xx, dv: step.xy, vector: vector)
                Self.copyRun(
                    row, from: edge.lowerBound, to: edge.upperBound, src: src, stride: sourceStride,
                    u: u0, v: v0, du: step.xx, dv: step.xy, alphaOr: alphaOr, vector: vector)
                Self.blendRun(
                    row, from: edge.upperBound, to: span.upperBound, src: src, stride: sourceStride,
                    u: u0, v: v0, du: step.xx, dv: step.xy, vector: vector)
            }
        }
        cairo_surface_mark_dirty(surface)
        return true
    }

    /// The device pixels `x` in `range` whose samples `(u0 + x · du, v0 + x · dv) ≫ 16` fall
    /// inside `box`: one run, as the samples lie on a line and the box is convex.
    static func span(of box: PixelBox, u0: Int, v0: Int, du: Int, dv: Int, within range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        guard constrain(&lower, &upper, c: u0, d: du, lo: box.x0, hi: box.x1),
            constrain(&lower, &upper, c: v0, d: dv, lo: box.y0, hi: box.y1)
        else { return lower..<lower }
        return lower < upper ? lower..<upper : lower..<lower
    }

    /// Narrows `lower ..< upper` to the x where `c + x · d ≫ 16` is in `lo ..< hi`, that is
    /// lo · 65536 ≤ c + x · d < hi · 65536; false when no x is.
    @inline(__always)
    private static func constrain(_ lower: inout Int, _ upper: inout Int, c: Int, d: Int, lo: Int, hi: Int) -> Bool {
        let (a, b) = (lo << 16, hi << 16)
        if d == 0 { return c >= a && c < b }
        if d > 0 {
            lower = max(lower, ceilDiv(a &- c, d))
            upper = min(upper, ceilDiv(b &- c, d))
        } else {
            lower = max(lower, floorDiv(c &- b, -d) &+ 1)
            upper = min(upper, floorDiv(c &- a, -d) &+ 1)
        }
        return true
    }

    private static func floorDiv(_ n: Int, _ d: Int) -> Int {
        let q = n / d
        return (n % d != 0 && n < 0) ? q - 1 : q
    }

    private static func ceilDiv(_ n: Int, _ d: Int) -> Int { -floorDiv(-n, d) }

    /// Copies the samples of device pixels `x0 ..< x1` of `row`: every one inside the picture's
    /// opaque box, so no test. With `vector`, by `CFluidPixels` where the processor can.
    @inline(__always)
    private static func copyRun(
        _ row: UnsafeMutablePointer<UInt32>, from x0: Int, to x1: Int,
        src: UnsafePointer<UInt32>, stride: Int,
        u: Int, v: Int, du: Int, dv: Int, alphaOr: UInt32, vector: Bool
    ) {
        guard x0 < x1 else { return }
        let start = vector ? fluid_turned_copy(row, x0, x1, src, stride, u, v, du, dv, alphaOr) : x0
        var u = u &+ start &* du, v = v &+ start &* dv
        var x = start
        while x < x1 {
            row[x] = src[(v >> 16) &* stride &+ (u >> 16)] | alphaOr
            u &+= du
            v &+= dv
            x &+= 1
        }
    }

    /// Composites the samples of device pixels `x0 ..< x1` of `row` OVER it: every one inside
    /// the picture, an ARGB32 one (an RGB24 picture is opaque throughout, so copied); transparent
    /// samples skipped, opaque ones copied. With `vector`, by `CFluidPixels` where the processor can.
    @inline(__always)
    private static func blendRun(
        _ row: UnsafeMutablePointer<UInt32>, from x0: Int, to x1: Int,
        src: UnsafePointer<UInt32>, stride: Int,
        u: Int, v: Int, du: Int, dv: Int, vector: Bool
    ) {
        guard x0 < x1 else { return }
        let start = vector ? fluid_turned_blend(row, x0, x1, src, stride, u, v, du, dv) : x0
        var u = u &+ start &* du, v = v &+ start &* dv
        var x = start
        while x < x1 {
            let s = src[(v >> 16) &* stride &+ (u >> 16)]
            u &+= du
            v &+= dv
            if s >= 0xFF00_0000 {
                row[x] = s
            } else if s > 0x00FF_FFFF {
                row[x] = s &+ scaled(row[x], by: 0xFF &- (s >> 24))
            }
            x &+= 1
        }
    }

    /// `pixel`'s four 8-bit channels each times `a` / 255, rounded as pixman rounds
    /// (t = x · a + 128, (t + t ≫ 8) ≫ 8): the channels spread 16 bits apart in one 64-bit word,
    /// so one multiplication scales all four without a carry between them.
    @inline(__always)
    static func scaled(_ pixel: UInt32, by a: UInt32) -> UInt32 {
        let p = UInt64(pixel)
        let spread = (p & 0x00FF_00FF) | ((p & 0xFF00_FF00) << 24)
        var t = spread &* UInt64(a) &+ 0x0080_0080_0080_0080
        t = ((t &+ ((t >> 8) & 0x00FF_00FF_00FF_00FF)) >> 8) & 0x00FF_00FF_00FF_00FF
        return UInt32(truncatingIfNeeded: t | (t >> 24))
    }

    /// The clip as boxes of whole device pixels inside the canvas (the whole canvas when there
    /// is no clip); nil when the clip is not whole-pixel rectangles.
    func deviceClipBoxes() -> [PixelBox]? {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        defer { cairo_restore(cr) }
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var boxes: [PixelBox] = []
        for i in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[i]
            var (left, top, right, bottom) = (r.x, r.y, r.x + r.width, r.y + r.height)
            cairo_user_to_device(cr, &left, &top)
            cairo_user_to_device(cr, &right, &bottom)
            (left, top, right, bottom) = (left * scale, top * scale, right * scale, bottom * scale)
            let box = [left, top, right, bottom].map { $0.rounded() }
            // A clip edge off the pixel grid would be antialiased by Cairo; not a box.
            guard zip(box, [left, top, right, bottom]).allSatisfy({ abs($0 - $1) < 1e-6 }) else { return nil }
            let x0 = max(0, Int(box[0])), y0 = max(0, Int(box[1]))
            let x1 = min(pixelWidth, Int(box[2])), y1 = min(pixelHeight, Int(box[3]))
            if x0 < x1, y0 < y1 { boxes.append(PixelBox(x0: x0, y0: y0, x1: x1, y1: y1)) }
        }
        return boxes
    }

    /// The extents of the picture `pattern` holds (see `PictureExtents`): its visible box, the
    /// bounding box of its non-transparent pixels, and an opaque box grown from its centre, the
    /// centre row's and column's opaque runs shrunk together until the box's edge is opaque,
    /// then checked whole. Nil when the pattern is not a 32-bit image.
    static func extents(of pattern: OpaquePointer) -> PictureExtents? {
        var source: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &source) == CAIRO_STATUS_SUCCESS, let source,
            cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_IMAGE
        else { return nil }
        cairo_surface_flush(source)
        guard let data = cairo_image_surface_get_data(source) else { return nil }
        let w = Int(cairo_image_surface_get_width(source)), h = Int(cairo_image_surface_get_height(source))
        guard w > 0, h > 0 else { return PictureExtents(visible: nil, opaque: nil) }
        let full = PixelBox(x0: 0, y0: 0, x1: w, y1: h)
        switch cairo_image_surface_get_format(source) {
        case CAIRO_FORMAT_RGB24: return PictureExtents(visible: full, opaque: full)
        case CAIRO_FORMAT_ARGB32: break
        default: return nil
        }
        let stride = Int(cairo_image_surface_get_stride(source)) / 4
        let pixels = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        let alpha = { (x: Int, y: Int) -> UInt32 in pixels[y * stride + x] >> 24 }

        var visible: PixelBox?
        for y in 0..<h {
            for x in 0..<w where alpha(x, y) != 0 {
                if var box = visible {
                    (box.x0, box.x1, box.y1) = (min(box.x0, x), max(box.x1, x + 1), y + 1)
                    visible = box
                } else {
                    visible = PixelBox(x0: x, y0: y, x1: x + 1, y1: y + 1)
                }
            }
        }
        guard visible != nil else { return PictureExtents(visible: nil, opaque: nil) }

        let (cx, cy) = (w / 2, h / 2)
        guard alpha(cx, cy) == 0xFF else { return PictureExtents(visible: visible, opaque: nil) }
        var (left, right, top, bottom) = (cx, cx + 1, cy, cy + 1)
        while left > 0, alpha(left - 1, cy) == 0xFF { left -= 1 }
        while right < w, alpha(right, cy) == 0xFF { right += 1 }
        while top > 0, alpha(cx, top - 1) == 0xFF { top -= 1 }
        while bottom < h, alpha(cx, bottom) == 0xFF { bottom += 1 }
        func opaque(_ box: PixelBox, edgeOnly: Bool) -> Bool {
            for y in box.y0..<box.y1 {
                let whole = !edgeOnly || y == box.y0 || y == box.y1 - 1
                for x in whole ? Array(box.x0..<box.x1) : [box.x0, box.x1 - 1] where alpha(x, y) != 0xFF {
                    return false
                }
            }
            return true
        }
        var inset = 0
        while true {
            let box = PixelBox(x0: left + inset, y0: top + inset, x1: right - inset, y1: bottom - inset)
            guard box.x0 <= cx, box.x1 > cx, box.y0 <= cy, box.y1 > cy else {
                return PictureExtents(visible: visible, opaque: nil)
            }
            if opaque(box, edgeOnly: true) {
                return PictureExtents(visible: visible, opaque: opaque(box, edgeOnly: false) ? box : nil)
            }
            inset += 1
        }
    }
}
