import CCairo
import FluidCanvas
import FluidCore

extension CairoCanvas {
    /// Pixels per point of a picture painted turned (not a scale and a translation): twice the
    /// canvas's density up to `turnedPictureMaxDensity`, and never less than the canvas's.
    ///
    /// A turned picture is sampled nearest, not bilinear: bilinear sampling under a rotation
    /// takes the rasteriser's slowest path (BENCHMARKS.md, "Rendering"). Drawn at twice the density, its antialiased edges survive nearest sampling
    /// to within a quarter of a device pixel; past 4 pixels per point (scale 3) the picture's
    /// size costs more in memory traffic than it shows, and a third of a point is the error.
    var turnedPictureDensity: Double {
        max(scale, min(2 * scale, CairoCanvas.turnedPictureMaxDensity))
    }

    /// Pixels per point above which a turned picture is not oversampled.
    static let turnedPictureMaxDensity = 4.0

    /// Paints the picture kept under `key` and `bounds.size`, drawing it first when none is
    /// kept. Painted on whole device pixels without rotation it is copied; turned, it is
    /// sampled nearest from a picture of `turnedPictureDensity`, by `paintTurnedNearest` where
    /// it can.
    public func drawCached(
        _ key: PictureKey, bounds: Rect, opaque: Bool, opacity: Double,
        _ draw: (Canvas) -> Void
    ) {
        guard !Opacity.isInvisible(opacity), bounds.size.isUsable else { return }
        let turned = devicePixelSize == nil
        guard let (pattern, pictureKey) = picture(key, bounds: bounds, opaque: opaque, turned: turned, draw) else {
            withOpacity(opacity, bounds: bounds) { draw(self) }
            return
        }
        cairo_save(cr)
        cairo_pattern_set_filter(pattern, turned ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_translate(&matrix, -bounds.minX, -bounds.minY)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_set_source(cr, pattern)
        if turned {
            // The picture's own transparent edge bounds it: painted over whole-pixel bands of
            // what it covers, with no antialiased mask of a turned rectangle to build, and not
            // over the empty corners of its turned extents (up to half their area at 45°).
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
            if Opacity.isOpaque(opacity), let extents = pictures.extents(for: pictureKey),
                paintTurnedNearest(pattern, bounds: bounds, density: turnedPictureDensity, extents: extents)
            {
                cairo_restore(cr)
                return
            }
            addTurnedCoverage(of: bounds)
            if Opacity.isOpaque(opacity) {
                cairo_fill(cr)
            } else {
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, opacity)
            }
        } else {
            cairo_new_path(cr)
            cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
            if Opacity.isOpaque(opacity) {
                cairo_fill(cr)
            } else {
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, opacity)
            }
        }
        cairo_restore(cr)
    }

    /// Draws the picture `drawCached` would paint under `key` and `bounds.size` (at
    /// `turnedPictureDensity` when `turned`, else at the canvas's scale) unless it is kept.
    public func prepareCached(
        _ key: PictureKey, bounds: Rect, opaque: Bool, turned: Bool,
        _ draw: (Canvas) -> Void
    ) {
        guard bounds.size.isUsable else { return }
        picture(key, bounds: bounds, opaque: opaque, turned: turned, draw)
    }

    /// The picture kept under `key` and `bounds.size` at the density for painting it `turned`
    /// or not, drawn first when none is kept, with the key it is kept under; nil when its
    /// pixels cannot be allocated.
    @discardableResult
    private func picture(
        _ key: PictureKey, bounds: Rect, opaque: Bool, turned: Bool,
        _ draw: (Canvas) -> Void
    ) -> (OpaquePointer, PictureCache.Key)? {
        let density = turned ? turnedPictureDensity : scale
        let pictureKey = PictureCache.Key(key: key, size: bounds.size, opaque: opaque, density: density)
        return pictures.pattern(for: pictureKey) { render(bounds: bounds, density: density, opaque: opaque, draw) }
            .map { ($0, pictureKey) }
    }

    /// Replaces the path with whole-device-pixel rectangles, in horizontal bands, that cover
    /// `bounds` (user space) as the current transform turns it, and sets the transform to the
    /// identity (the source, already set, keeps the transform it was set under).
    ///
    /// A band spans the pixels its stretch of the turned rectangle's edges spans, one pixel
    /// more each side; bands are at least 8 pixels high and at most 32 of them cover the
    /// whole, so the rectangles stay few and the pixels they add past the edges a sliver.
    func addTurnedCoverage(of bounds: Rect) {
        let corners = [
            (bounds.minX, bounds.minY), (bounds.maxX, bounds.minY),
            (bounds.maxX, bounds.maxY), (bounds.minX, bounds.maxY)
        ].map { corner in
            var (x, y) = corner
            cairo_user_to_device(cr, &x, &y)
            return (x: x, y: y)
        }
        cairo_new_path(cr)
        cairo_identity_matrix(cr)
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let top = corners.map(\.y).min()!.rounded(.down), bottom = corners.map(\.y).max()!.rounded(.up)
        let bandHeight = max(8, ((bottom - top) / 32).rounded(.up))
        var y0 = top
        while y0 < bottom {
            let y1 = min(y0 + bandHeight, bottom)
            // The turned rectangle is convex: over the band its x runs between the corners
            // inside the band and where its edges cross the band's top and bottom.
            var minX = Double.infinity, maxX = -Double.infinity
            for (index, p) in corners.enumerated() {
                if p.y >= y0 && p.y <= y1 { (minX, maxX) = (min(minX, p.x), max(maxX, p.x)) }
                let q = corners[(index + 1) % 4]
                guard p.y != q.y else { continue }
                for y in [y0, y1] where (p.y - y) * (q.y - y) <= 0 {
                    let x = p.x + (q.x - p.x) * (y - p.y) / (q.y - p.y)
                    (minX, maxX) = (min(minX, x), max(maxX, x))
                }
            }
            if minX <= maxX {
                var (left, upper) = (minX.rounded(.down) - 1, y0)
                var (right, lower) = (maxX.rounded(.up) + 1, y1)
                cairo_device_to_user(cr, &left, &upper)
                cairo_device_to_user(cr, &right, &lower)
                cairo_rectangle(cr, left, upper, right - left, lower - upper)
            }
            y0 = y1
        }
    }

    /// A pattern of what `draw` draws inside `bounds` (user space at identity, points) at
    /// `density` pixels per point; nil when the picture's pixels cannot be allocated.
    private func render(bounds: Rect, density: Double, opaque: Bool, _ draw: (Canvas) -> Void) -> OpaquePointer? {
        guard let picture = try? CairoCanvas(size: bounds.size, scale: density, opaque: opaque) else { return nil }
        picture.clear(.clear)
        picture.translate(x: -bounds.minX, y: -bounds.minY)
        draw(picture)
        cairo_surface_flush(picture.surface)
        return cairo_pattern_create_for_surface(picture.surface)
    }
}

/// Pictures drawn once and painted every frame (`Canvas.drawCached`), keeping the `capacity`
/// most recently used.
struct PictureCache {
    struct Key: Hashable {
        var key: PictureKey
        var size: Size
        var opaque: Bool
        /// Pixels per point.
        var density: Double
    }

    /// Pictures kept: a scene draws a few (a card, a backdrop in one or two states); every one
    /// of them may be full-screen, so the count stays small.
    let capacity: Int
    private var patterns: [Key: (pattern: OpaquePointer, lastUse: UInt64)] = [:]
    /// The extents of kept pictures that were painted turned, found on the first such paint.
    private var extents: [Key: PictureExtents] = [:]
    private var uses: UInt64 = 0

    init(capacity: Int = 8) {
        self.capacity = max(1, capacity)
    }

    var count: Int { patterns.count }

    /// The pattern for `key`, made with `make` when none is kept (nil when `make` fails).
    mutating func pattern(for key: Key, make: () -> OpaquePointer?) -> OpaquePointer? {
        uses += 1
        if let kept = patterns[key] {
            patterns[key] = (kept.pattern, uses)
            return kept.pattern
        }
        guard let pattern = make() else { return nil }
        if patterns.count >= capacity, let oldest = patterns.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            cairo_pattern_destroy(oldest.value.pattern)
            patterns[oldest.key] = nil
            extents[oldest.key] = nil
        }
        patterns[key] = (pattern, uses)
        return pattern
    }

    /// The extents of the picture kept under `key` (see `PictureExtents`), found the first time
    /// they are asked for; nil when none is kept or it is not a 32-bit image.
    mutating func extents(for key: Key) -> PictureExtents? {
        if let found = extents[key] { return found }
        guard let pattern = patterns[key]?.pattern, let found = CairoCanvas.extents(of: pattern) else { return nil }
        extents[key] = found
        return found
    }

    mutating func removeAll() {
        for entry in patterns.values { cairo_pattern_destroy(entry.pattern) }
        patterns.removeAll()
        extents.removeAll()
    }
}
