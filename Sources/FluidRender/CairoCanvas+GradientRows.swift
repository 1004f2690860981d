import CCairo
import FluidCanvas
import FluidCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CairoCanvas {
    /// Whether canvases fill opaque vertical gradients through Cairo and pixman rather than
    /// `fillGradientRows`, unless told otherwise: set by the environment variable
    /// `FLUID_GRADIENT_PIXMAN`, for benchmarks comparing the two.
    static let gradientRowsUsePixmanByDefault = getenv("FLUID_GRADIENT_PIXMAN") != nil

    /// Fills `path` with `gradient` straight into the canvas's pixels, one colour a device row,
    /// when every device row of it is one colour and every pixel is covered whole: the path is
    /// an axis-aligned rectangle whose edges fall on device pixels, the transform neither turns
    /// nor shears, the gradient runs straight up or down the device, every stop is opaque, no
    /// layer is open, the operator is OVER and the clip is whole-pixel boxes. False, filling
    /// nothing, otherwise: Cairo must fill it.
    ///
    /// Pixman fetches such a gradient pixel by pixel and composites it OVER (about 2.7
    /// instructions a pixel, most of a frame that repaints a whole tablet's room while a light
    /// fades; BENCHMARKS.md, "One colour a row"); here each row's colour is found once, at the
    /// row's centre as pixman samples it, between the stops either side (padded beyond the
    /// first and last, Cairo's default extend), rounded to 8 bits, and the row is stored.
    /// The result is within one level of pixman's in every channel (`GradientRowsTests`).
    func fillGradientRows(_ path: Path, gradient: LinearGradient) -> Bool {
        guard !gradientRowsUsePixman, !gradient.stops.isEmpty,
            gradient.stops.allSatisfy({ $0.color.alpha >= 1 && $0.offset.isFinite }),
            gradient.start.x == gradient.end.x, gradient.start.y != gradient.end.y,
            gradient.start.y.isFinite, gradient.end.y.isFinite,
            let rect = path.axisAlignedRect,
            cairo_get_group_target(cr) == surface, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER
        else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx != 0, m.yy != 0 else { return false }
        // The rectangle in device pixels (Cairo's device space is in points; the surface's
        // scale comes after it).
        let xs = [(rect.minX * m.xx + m.x0) * scale, (rect.maxX * m.xx + m.x0) * scale].sorted()
        let ys = [(rect.minY * m.yy + m.y0) * scale, (rect.maxY * m.yy + m.y0) * scale].sorted()
        let edges = [xs[0], ys[0], xs[1], ys[1]]
        guard edges.allSatisfy({ $0.isFinite && abs($0) < 1e9 && abs($0 - $0.rounded()) < 1e-6 }),
            let clip = deviceClipBoxes()
        else { return false }
        let box = PixelBox(
            x0: Int(edges[0].rounded()), y0: Int(edges[1].rounded()),
            x1: Int(edges[2].rounded()), y1: Int(edges[3].rounded()))

        // As `fill(_:gradient:)` hands them to Cairo: offsets clamped to 0…1, and stops at the
        // same offset kept in the order they were added.
        let stops = gradient.stops.enumerated()
            .map {
                (
                    index: $0.offset,
                    stop: LinearGradient.Stop(offset: min(max($0.element.offset, 0), 1), color: $0.element.color)
                )
            }
            .sorted { ($0.stop.offset, $0.index) < ($1.stop.offset, $1.index) }
            .map { $0.stop }
        let span = gradient.end.y - gradient.start.y
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return false }
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        for part in clip {
            let x0 = max(part.x0, box.x0), x1 = min(part.x1, box.x1)
            let y0 = max(part.y0, box.y0), y1 = min(part.y1, box.y1)
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 {
                // The row's centre in user space, and how far along the gradient it is.
                let userY = ((Double(y) + 0.5) / scale - m.y0) / m.yy
                let pixel = Self.opaquePixel(Self.color(in: stops, at: (userY - gradient.start.y) / span))
                UnsafeMutableBufferPointer(start: pixels + (y &* stride &+ x0), count: x1 - x0)
                    .update(repeating: pixel)
            }
        }
        cairo_surface_mark_dirty(surface)
        return true
    }

    /// The colour `t` of the way along `stops` (sorted by offset): linear between the stops
    /// either side, the first stop's before it and the last's after it; where stops share an
    /// offset, the colour before it comes from the first of them and after it from the last.
    static func color(in stops: [LinearGradient.Stop], at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if !(t > first.offset) { return first.color }
        if t >= last.offset { return last.color }
        var lower = first
        for stop in stops.dropFirst() {
            if t < stop.offset {
                let f = (t - lower.offset) / (stop.offset - lower.offset)
                return lower.color.mix(stop.color, f)
            }
            lower = stop
        }
        return last.color
    }

    /// `color`, taken as opaque, as a native ARGB32 word, each channel rounded to 8 bits.
    static func opaquePixel(_ color: Color) -> UInt32 {
        func level(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        return 0xFF00_0000 | level(color.red) << 16 | level(color.green) << 8 | level(color.blue)
    }
}

extension Path {
    /// The rectangle this path traces when it is one axis-aligned rectangle (four sides, one
    /// subpath, as `Path(rect:)` makes); nil for any other shape.
    var axisAlignedRect: Rect? {
        guard elements.count == 5 || elements.count == 6,
            case let .move(to: a) = elements[0], case let .line(to: b) = elements[1],
            case let .line(to: c) = elements[2], case let .line(to: d) = elements[3]
        else { return nil }
        if elements.count == 6 {
            // A closing line back to the start, then close.
            guard case let .line(to: e) = elements[4], e == a, case .close = elements[5] else { return nil }
        } else {
            guard case .close = elements[4] else { return nil }
        }
        let corners = [a, b, c, d]
        let horizontalFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let verticalFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard horizontalFirst || verticalFirst,
            corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite })
        else { return nil }
        let minX = min(a.x, c.x), minY = min(a.y, c.y)
        return Rect(x: minX, y: minY, width: max(a.x, c.x) - minX, height: max(a.y, c.y) - minY)
    }
}
