import CCairo
import FluidMotion
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CairoCanvas {
    /// Whether canvases paint turned pictures through Cairo and pixman rather than
    /// `paintTurnedNearest`, unless told otherwise: set by the environment variable
    /// `FLUID_TURNED_PIXMAN`, for benchmarks comparing the two.
    static let turnedPaintUsesPixmanByDefault = getenv("FLUID_TURNED_PIXMAN") != nil

    /// Paints `pattern`'s picture (`bounds` in user space at `density` pixels per point) with
    /// the current transform, sampled nearest and composited OVER, straight into the canvas's
    /// pixels over `bands` (`turnedCoverage`, Cairo device space: points) and the clip; false, painting
    /// nothing, when it cannot (a layer is open, the clip is not a set of rectangles, the
    /// operator is not OVER, or the picture is not a 32-bit image), and Cairo must paint it.
    ///
    /// Pixman samples a rotated picture through its general affine fetcher and then its general
    /// OVER combiner, about 27 instructions a device pixel (BENCHMARKS.md, "Damage regions");
    /// this loop steps the sample point in 16.16 fixed point as pixman does, so it picks the
    /// same source pixel, skips transparent ones, copies opaque ones, and blends the rest with
    /// pixman's rounding (x · a / 255 as (t + t ≫ 8) ≫ 8, t = x · a + 128).
    func paintTurnedNearest(_ pattern: OpaquePointer, bounds: Rect, density: Double,
                            bands: [(x0: Int, y0: Int, x1: Int, y1: Int)]) -> Bool {
        guard !turnedPaintUsesPixman, cairo_get_group_target(cr) == surface, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER else { return false }
        var source: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &source) == CAIRO_STATUS_SUCCESS, let source,
              cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        let sourceFormat = cairo_image_surface_get_format(source)
        guard sourceFormat == CAIRO_FORMAT_ARGB32 || sourceFormat == CAIRO_FORMAT_RGB24,
              let clip = deviceClipBoxes() else { return false }
        // Where the centre of device pixel (0, 0) samples the picture, and the steps one pixel
        // right and one down take, in picture pixels.
        // (Cairo's device space is in points: the surface's device scale comes after it.)
        func picturePoint(_ x: Double, _ y: Double) -> (Double, Double) {
            var (ux, uy) = (x / scale, y / scale)
            cairo_device_to_user(cr, &ux, &uy)
            return ((ux - bounds.minX) * density, (uy - bounds.minY) * density)
        }
        let o = picturePoint(0.5, 0.5), ox = picturePoint(1.5, 0.5), oy = picturePoint(0.5, 1.5)
        let fixed = { (v: Double) -> Int in Int((v * 65536).rounded()) }
        guard [o.0, o.1, ox.0, ox.1, oy.0, oy.1].allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return false }
        let step = (xx: fixed(ox.0 - o.0), xy: fixed(ox.1 - o.1), yx: fixed(oy.0 - o.0), yy: fixed(oy.1 - o.1))
        let origin = (x: fixed(o.0), y: fixed(o.1))

        cairo_surface_flush(source)
        cairo_surface_flush(surface)
        guard let sourceData = cairo_image_surface_get_data(source),
              let targetData = cairo_image_surface_get_data(surface) else { return false }
        let sourceWidth = Int(cairo_image_surface_get_width(source))
        let sourceHeight = Int(cairo_image_surface_get_height(source))
        let sourceStride = Int(cairo_image_surface_get_stride(source)) / 4
        let targetStride = Int(cairo_image_surface_get_stride(surface)) / 4
        let src = UnsafeRawPointer(sourceData).assumingMemoryBound(to: UInt32.self)
        let dst = UnsafeMutableRawPointer(targetData).assumingMemoryBound(to: UInt32.self)
        let alphaOr: UInt32 = sourceFormat == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0

        let pixelBands = bands.map { band in
            (x0: Int((Double(band.x0) * scale).rounded(.down)), y0: Int((Double(band.y0) * scale).rounded(.down)),
             x1: Int((Double(band.x1) * scale).rounded(.up)), y1: Int((Double(band.y1) * scale).rounded(.up)))
        }
        for band in pixelBands {
            for box in clip {
                let (x0, x1) = (max(band.x0, box.x0), min(band.x1, box.x1))
                let (y0, y1) = (max(band.y0, box.y0), min(band.y1, box.y1))
                guard x0 < x1, y0 < y1 else { continue }
                for y in y0..<y1 {
                    // Nearest picks the pixel whose centre is nearest, ties to the lower one:
                    // pixman subtracts one unit in the last place before truncating.
                    var sx = origin.x &+ x0 &* step.xx &+ y &* step.yx &- 1
                    var sy = origin.y &+ x0 &* step.xy &+ y &* step.yy &- 1
                    let row = dst + y &* targetStride
                    for x in x0..<x1 {
                        let px = sx >> 16, py = sy >> 16
                        sx &+= step.xx
                        sy &+= step.xy
                        guard UInt(bitPattern: px) < UInt(sourceWidth), UInt(bitPattern: py) < UInt(sourceHeight) else { continue }
                        let s = src[py &* sourceStride &+ px] | alphaOr
                        let alpha = s >> 24
                        if alpha == 0xFF {
                            row[x] = s
                        } else if alpha != 0 {
                            row[x] = s &+ Self.scaled(row[x], by: 0xFF &- alpha)
                        }
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return true
    }

    /// `pixel`'s four 8-bit channels each times `a` / 255, rounded as pixman rounds.
    @inline(__always)
    static func scaled(_ pixel: UInt32, by a: UInt32) -> UInt32 {
        var rb = (pixel & 0x00FF_00FF) &* a &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((pixel >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// The clip as boxes of whole device pixels inside the canvas (the whole canvas when there
    /// is no clip); nil when the clip is not whole-pixel rectangles.
    func deviceClipBoxes() -> [(x0: Int, y0: Int, x1: Int, y1: Int)]? {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        defer { cairo_restore(cr) }
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var boxes: [(x0: Int, y0: Int, x1: Int, y1: Int)] = []
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
            if x0 < x1, y0 < y1 { boxes.append((x0, y0, x1, y1)) }
        }
        return boxes
    }
}
