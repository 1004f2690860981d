import CCairo
import FluidCanvas
import FluidCore

extension CairoCanvas {
    /// Draws a Gaussian-like shadow of `path` (σ = blur / 2, as CSS and Core Animation use)
    /// under where the shape would be.
    ///
    /// Cairo has no blur, so the shape is rasterised into a small mask at about 4 pixels per σ
    /// (never more than the canvas scale), blurred there with three box passes, coloured, and
    /// painted upscaled with bilinear filtering: a blurred edge has no detail the low
    /// resolution could lose. Images are cached by shape (quantised, see `ShadowCache.Key`), σ,
    /// colour and scale, so a shadow that only moves (a sliding drawer) is never blurred again;
    /// a rectangle, rounded or not, that changes size is drawn in nine slices from the image of
    /// its smallest stretchable size (`NineSlice`). Where the blurred mask is fully opaque (the
    /// inside of a large shape) a plain rectangle fill replaces the image, which keeps a
    /// drawer-sized shadow cheap enough to draw every frame.
    public func shadow(_ path: Path, shadow: Shadow) {
        self.shadow(path, shadow: shadow, beneathOpaqueFill: false)
    }

    /// `shadow(_:shadow:)`, leaving out, when `beneathOpaqueFill`, what of a nine-slice the
    /// caller's opaque fill of the shape covers: its middle, a plain fill lying inside the shape
    /// (its corners' extent and 3 σ in from every edge, more than the offset), and the parts of
    /// its stretched edge pieces over whole pixels inside the shape's straight edges.
    public func shadow(_ path: Path, shadow: Shadow, beneathOpaqueFill: Bool) {
        guard shadow.color.alpha > 0, !path.elements.isEmpty else { return }
        let sigma = max(shadow.blur, 0) / 2
        guard sigma > 0.01 else {
            save()
            translate(x: shadow.offset.x, y: shadow.offset.y)
            fill(path, color: shadow.color)
            restore()
            return
        }
        guard let bounds = path.controlBounds, bounds.width.isFinite, bounds.height.isFinite else { return }
        if let pixel = devicePixelSize, let extent = path.cornerExtent,
            drawNineSlice(
                path, bounds: bounds, extent: extent, sigma: sigma, shadow: shadow, pixel: pixel,
                leavingOutMiddle: beneathOpaqueFill
                    && extent + 3 * sigma > max(abs(shadow.offset.x), abs(shadow.offset.y)) + 1)
        {
            return
        }
        let key = ShadowCache.Key(shape: path, origin: bounds.origin, sigma: sigma, color: shadow.color, scale: scale)
        // A shape seen before (one that moves) is worth its image at the canvas's pixels; one
        // seen once (a shape that bends every frame) is not.
        let seenBefore = shadows.contains(key)
        let image = shadows.image(for: key, size: bounds.size)
        // On whole device pixels the blurred image is copied rather than resampled (a blur
        // moved by under half a pixel looks the same, and costs a fraction).
        let origin = snappedToPixels(
            Point(
                x: bounds.minX - image.margin + shadow.offset.x,
                y: bounds.minY - image.margin + shadow.offset.y))
        // Untransformed on whole device pixels, the image upsampled to the canvas's pixels once
        // (kept with it) is copied instead of upsampled again every frame.
        let kept = !shadowsResampledEachFrame && seenBefore && isOnDevicePixels(origin)
        let source = (kept ? shadows.pixels(for: key) : nil) ?? image.pattern
        cairo_save(cr)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_translate(&matrix, -origin.x, -origin.y)
        cairo_pattern_set_matrix(source, &matrix)
        cairo_set_source(cr, source)
        cairo_new_path(cr)
        cairo_rectangle(cr, origin.x, origin.y, image.size.width, image.size.height)
        if let solid = image.solid.map({ snappedInward($0.offsetBy(origin)) }), solid.width > 0, solid.height > 0 {
            // The ring around the opaque interior from the image, the interior as a plain fill.
            cairo_rectangle(cr, solid.minX, solid.minY, solid.width, solid.height)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(cr)
            setSource(shadow.color)
            cairo_rectangle(cr, solid.minX, solid.minY, solid.width, solid.height)
        }
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Draws the shadow of a stretchable shape larger than its smallest stretchable size from
    /// the image of that size (`NineSlice`); false, drawing nothing, when the shape is too small
    /// to need it.
    private func drawNineSlice(
        _ path: Path, bounds: Rect, extent: Double, sigma: Double, shadow: Shadow,
        pixel: (x: Double, y: Double), leavingOutMiddle: Bool
    ) -> Bool {
        let small = Size(
            width: NineSlice.sourceLength(of: bounds.width, extent: extent, sigma: sigma),
            height: NineSlice.sourceLength(of: bounds.height, extent: extent, sigma: sigma))
        guard small != bounds.size else { return false }
        let key = ShadowCache.Key(
            shape: path.resizingMiddle(extent: extent, to: small), origin: .zero,
            sigma: sigma, color: shadow.color, scale: scale)
        let image = shadows.image(for: key, size: small)
        // The image at the canvas's pixels: corners copied, straight middles stretched nearest
        // (every sample along a stretch is the same), instead of upsampled bilinear each frame.
        let source = shadows.pixels(for: key) ?? image.pattern
        let origin = snappedToPixels(
            Point(
                x: bounds.minX - image.margin + shadow.offset.x,
                y: bounds.minY - image.margin + shadow.offset.y))
        func snap(_ v: Double, _ step: Double) -> Double { (v / step).rounded() * step }
        let columns = NineSlice.pieces(
            sourceImage: image.size.width,
            targetImage: image.size.width + bounds.width - small.width,
            extent: extent, sigma: sigma
        ) { snap($0, pixel.x) }
        let rows = NineSlice.pieces(
            sourceImage: image.size.height,
            targetImage: image.size.height + bounds.height - small.height,
            extent: extent, sigma: sigma
        ) { snap($0, pixel.y) }
        // Whole device pixels inside the shape's straight edges (one pixel in from each, past
        // its antialiased edge), which the caller's opaque fill covers: an edge's stretched
        // piece is drawn only outside them.
        let inside = (
            minX: (bounds.minX / pixel.x).rounded(.up) * pixel.x + pixel.x,
            minY: (bounds.minY / pixel.y).rounded(.up) * pixel.y + pixel.y,
            maxX: (bounds.maxX / pixel.x).rounded(.down) * pixel.x - pixel.x,
            maxY: (bounds.maxY / pixel.y).rounded(.down) * pixel.y - pixel.y
        )
        cairo_save(cr)
        for (i, column) in columns.enumerated() {
            for (j, row) in rows.enumerated() {
                if column.isStretched && row.isStretched && leavingOutMiddle { continue }
                var (x0, x1) = (origin.x + column.target, origin.x + column.target + column.targetLength)
                var (y0, y1) = (origin.y + row.target, origin.y + row.target + row.targetLength)
                if leavingOutMiddle && column.isStretched != row.isStretched {
                    // Only an end piece of three spans one edge; a single piece spans both.
                    if row.isStretched, columns.count == 3, i == 0 { x1 = min(x1, inside.minX) }
                    if row.isStretched, columns.count == 3, i == 2 { x0 = max(x0, inside.maxX) }
                    if column.isStretched, rows.count == 3, j == 0 { y1 = min(y1, inside.minY) }
                    if column.isStretched, rows.count == 3, j == 2 { y0 = max(y0, inside.maxY) }
                    guard x1 > x0, y1 > y0 else { continue }
                }
                cairo_new_path(cr)
                cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
                if column.isStretched && row.isStretched {
                    // The middle of both axes lies over 3 σ inside every edge: fully covered.
                    setSource(shadow.color)
                } else {
                    let sx = column.sourceLength / column.targetLength
                    let sy = row.sourceLength / row.targetLength
                    var matrix = cairo_matrix_t()
                    cairo_matrix_init(
                        &matrix, sx, 0, 0, sy,
                        column.source - (origin.x + column.target) * sx,
                        row.source - (origin.y + row.target) * sy)
                    cairo_pattern_set_matrix(source, &matrix)
                    cairo_set_source(cr, source)
                }
                cairo_fill(cr)
            }
        }
        cairo_restore(cr)
        return true
    }

    /// The size of one device pixel in user space along x and y, nil unless the transform is a
    /// scale and a translation.
    var devicePixelSize: (x: Double, y: Double)? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return nil }
        return (1 / m.xx, 1 / m.yy)
    }

    /// Whether `point` (user space) falls on a corner of a device pixel under a transform that
    /// only translates.
    private func isOnDevicePixels(_ point: Point) -> Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xx == 1, m.yy == 1, m.xy == 0, m.yx == 0 else { return false }
        let x = (point.x + m.x0) * scale, y = (point.y + m.y0) * scale
        return abs(x - x.rounded()) < 1e-6 && abs(y - y.rounded()) < 1e-6
    }

    /// `point` (user space) moved to the nearest whole device pixel when the transform is a
    /// scale and a translation.
    private func snappedToPixels(_ point: Point) -> Point {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return point }
        var (x, y) = (point.x, point.y)
        cairo_user_to_device(cr, &x, &y)
        (x, y) = (x.rounded(), y.rounded())
        cairo_device_to_user(cr, &x, &y)
        return Point(x: x, y: y)
    }

    /// `rect` (user space) shrunk to whole device pixels when the transform is a scale and a
    /// translation, so the ring and the interior meet without an antialiased seam.
    private func snappedInward(_ rect: Rect) -> Rect {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return rect }
        var (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        (x0, y0, x1, y1) = (x0.rounded(.up), y0.rounded(.up), x1.rounded(.down), y1.rounded(.down))
        cairo_device_to_user(cr, &x0, &y0)
        cairo_device_to_user(cr, &x1, &y1)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
