import CCairo
import FluidCanvas
import FluidCore

/// A `Canvas` that draws into a Cairo ARGB32 image surface held in memory.
///
/// Scenes draw in points; the surface has `scale` pixels per point (2 by default, an iPhone-like
/// density), so a 390 × 844 pt canvas is 780 × 1688 pixels. Pixels are premultiplied ARGB in
/// native byte order (B, G, R, A in memory on little-endian machines), the layout SDL calls
/// `ARGB8888` and ffmpeg calls `bgra`.
///
/// Text is set with Pango in the Inter family (falling back to `sans-serif` when Inter is not
/// installed), icons come from the Material Design Icons font (see `Icon.codepoints`).
/// A class because it owns C resources; not thread-safe: use one canvas per thread.
public final class CairoCanvas: Canvas {
    /// The drawable area, in points.
    public private(set) var size: Size
    /// Pixels per point, > 0.
    public let scale: Double
    /// Surface width and height, in pixels: `size × scale`, rounded up.
    public private(set) var pixelWidth: Int
    public private(set) var pixelHeight: Int

    var surface: OpaquePointer
    var cr: OpaquePointer
    let text: TextEngine
    var shadows = ShadowCache()
    var pictures = PictureCache()
    /// The frame last begun with damage, and the pixels it was drawn into: what the next
    /// frame's damage is measured against (`beginFrame`). Nil when the pixels hold no such frame.
    var keptFrame: KeptFrame?
    /// True when the surface has no alpha channel (RGB24): every pixel is opaque.
    let opaque: Bool
    /// Paints turned pictures through Cairo and pixman, not `paintTurnedNearest`: for tests
    /// and benchmarks comparing the two.
    var turnedPaintUsesPixman = CairoCanvas.turnedPaintUsesPixmanByDefault
    /// Whether `paintTurnedNearest` runs its vector loops where the processor has them
    /// (`turnedPaintVectorLoopsByDefault`); false paints one pixel at a time.
    var turnedPaintUsesVectorLoops = CairoCanvas.turnedPaintVectorLoopsByDefault
    /// Fills opaque vertical gradients through Cairo and pixman, not `fillGradientRows`: for
    /// tests and benchmarks comparing the two.
    var gradientRowsUsePixman = CairoCanvas.gradientRowsUsePixmanByDefault
    /// Ignores `clip(toPixelsCovering:)`, drawing what it would leave out: for tests comparing
    /// frames with and without it.
    var ignoresPixelClips = false
    /// Upsamples a small shadow's image every time it is painted, as it did before keeping the
    /// upsampled image: for tests comparing the two.
    var shadowsResampledEachFrame = false

    /// Creates a canvas of `size` points at `scale` pixels per point, cleared to transparent.
    /// - Throws: `RenderError.invalidSize` unless both sides and the scale are finite and > 0 and
    ///   the pixel size stays within `maxPixelSide` pixels a side (Cairo's limit) and `maxPixels` in all.
    public convenience init(size: Size, scale: Double = 2) throws {
        try self.init(size: size, scale: scale, opaque: false)
    }

    /// A canvas whose pixels have no alpha (Cairo's RGB24): drawing on it over opaque paint,
    /// and painting it elsewhere, copies rather than blends.
    init(size: Size, scale: Double, opaque: Bool) throws {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidSize(size, scale: scale) }
        let (w, h) = try CairoCanvas.pixelSize(size, scale: scale)
        self.size = size
        self.scale = scale
        self.pixelWidth = w
        self.pixelHeight = h
        self.opaque = opaque
        (surface, cr) = CairoCanvas.makeSurface(width: w, height: h, scale: scale, opaque: opaque)
        text = TextEngine()
    }

    deinit {
        shadows.removeAll()
        pictures.removeAll()
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Changes the canvas size (points) keeping the scale; the contents are cleared.
    /// Does nothing when the pixel size is unchanged.
    public func resize(to newSize: Size) throws {
        let (w, h) = try CairoCanvas.pixelSize(newSize, scale: scale)
        size = newSize
        keptFrame = nil
        guard w != pixelWidth || h != pixelHeight else { return }
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        (surface, cr) = CairoCanvas.makeSurface(width: w, height: h, scale: scale, opaque: opaque)
        pixelWidth = w
        pixelHeight = h
    }

    /// Replaces every pixel with `color` and resets transform, clip and layers: the start of a
    /// frame.
    public func clear(_ color: Color = .clear) {
        keptFrame = nil
        cairo_reset_clip(cr)
        cairo_identity_matrix(cr)
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        setSource(color)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    // MARK: State

    public func save() { cairo_save(cr) }
    public func restore() { cairo_restore(cr) }
    public func translate(x: Double, y: Double) { cairo_translate(cr, x, y) }
    public func scale(x: Double, y: Double) { cairo_scale(cr, x, y) }
    public func rotate(by angle: Double) { cairo_rotate(cr, angle) }

    public func clip(to path: Path) {
        apply(path)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }

    public func beginLayer(opacity: Double) {
        cairo_save(cr)
        cairo_push_group(cr)
        layerOpacities.append(min(max(opacity, 0), 1))
    }

    public func endLayer() {
        guard let opacity = layerOpacities.popLast() else { return }
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
        cairo_restore(cr)
    }

    private var layerOpacities: [Double] = []

    // MARK: Shapes

    public func fill(_ path: Path, color: Color) {
        apply(path)
        setSource(color)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
    }

    public func fill(_ path: Path, gradient: LinearGradient) {
        if fillGradientRows(path, gradient: gradient) { return }
        let pattern = cairo_pattern_create_linear(
            gradient.start.x, gradient.start.y,
            gradient.end.x, gradient.end.y)
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(
                pattern, min(max(stop.offset, 0), 1),
                c.red, c.green, c.blue, c.alpha)
        }
        apply(path)
        cairo_set_source(cr, pattern)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
    }

    public func stroke(_ path: Path, color: Color, lineWidth: Double, cap: LineCap, join: LineJoin) {
        apply(path)
        setSource(color)
        cairo_set_line_width(cr, lineWidth)
        switch cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_stroke(cr)
    }

    /// Draws another canvas's pixels scaled into `rect` (points), bilinear filtered.
    public func draw(_ other: CairoCanvas, in rect: Rect) {
        guard other.size.isUsable else { return }
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / other.size.width, rect.height / other.size.height)
        cairo_surface_flush(other.surface)
        cairo_set_source_surface(cr, other.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_rectangle(cr, 0, 0, other.size.width, other.size.height)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    // MARK: Helpers

    func setSource(_ c: Color) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }

    /// Replaces Cairo's current path with `path`.
    func apply(_ path: Path) {
        CairoCanvas.append(path, to: cr)
    }

    static func append(_ path: Path, to cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                current = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                current = p
            case .quadCurve(let p, let c):
                // Degree elevation: the cubic with controls 2/3 of the way to the quad control.
                let c1 = current + (2.0 / 3.0) * (c - current)
                let c2 = p + (2.0 / 3.0) * (c - p)
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .close:
                cairo_close_path(cr)
            }
        }
    }

    /// The most pixels a side (Cairo's limit) and in all (2^26, 256 MB of ARGB: four times an
    /// 8K screen) a canvas may have: sizes and scales each within their rules may otherwise ask
    /// for gigabytes (16 384 pt at scale 2, 8 000 pt at scale 4).
    public static let maxPixelSide = 32_767
    public static let maxPixels = 1 << 26

    static func pixelSize(_ size: Size, scale: Double) throws -> (Int, Int) {
        let maxSide = Double(maxPixelSide)
        guard size.isUsable, scale.isFinite, scale > 0,
            (size.width * scale).rounded(.up) <= maxSide,
            (size.height * scale).rounded(.up) <= maxSide,
            (size.width * scale).rounded(.up) * (size.height * scale).rounded(.up) <= Double(maxPixels)
        else { throw RenderError.invalidSize(size, scale: scale) }
        // Tolerate floating-point noise (389.99999 × 2) before rounding up.
        let w = Int((size.width * scale - 1e-6).rounded(.up))
        let h = Int((size.height * scale - 1e-6).rounded(.up))
        return (max(w, 1), max(h, 1))
    }

    static func makeSurface(width: Int, height: Int, scale: Double, opaque: Bool = false) -> (
        OpaquePointer, OpaquePointer
    ) {
        let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        let surface = cairo_image_surface_create(format, Int32(width), Int32(height))!
        cairo_surface_set_device_scale(surface, scale, scale)
        return (surface, makeContext(surface))
    }

    /// A drawing context for `surface`, set up as every canvas draws.
    static func makeContext(_ surface: OpaquePointer) -> OpaquePointer {
        let cr = cairo_create(surface)!
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GOOD)
        return cr
    }
}
