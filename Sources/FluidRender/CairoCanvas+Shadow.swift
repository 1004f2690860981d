import CCairo
import FluidMotion

extension CairoCanvas {
    /// Draws a Gaussian-like shadow of `path` (σ = blur / 2, as CSS and Core Animation use).
    ///
    /// Cairo has no blur, so the shape is rasterised into a small A8 mask at a resolution of
    /// about 4 pixels per σ (never more than the canvas scale), blurred there with three box
    /// passes, and composited upscaled with bilinear filtering: a blurred edge has no detail
    /// the low resolution could lose. Masks are cached by shape, so a shadow that only moves
    /// (a sliding drawer) costs one composite per frame.
    public func shadow(_ path: Path, shadow: Shadow) {
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
        let key = ShadowCache.Key(shape: path.translated(by: -bounds.origin), sigma: sigma, scale: scale)
        let mask = shadows.mask(for: key, size: bounds.size)
        cairo_save(cr)
        setSource(shadow.color)
        cairo_mask_surface(cr, mask.surface,
                           bounds.minX - mask.margin + shadow.offset.x,
                           bounds.minY - mask.margin + shadow.offset.y)
        cairo_restore(cr)
    }
}

/// Blurred shadow masks by shape, σ and canvas scale.
struct ShadowCache {
    struct Key: Hashable {
        /// The shape moved so its control bounds start at (0, 0).
        var shape: Path
        var sigma: Double
        var scale: Double
    }

    struct Mask {
        /// An A8 surface whose device scale maps it to points.
        var surface: OpaquePointer
        /// Points of blur room around the shape's bounds on each side.
        var margin: Double
    }

    /// Masks kept before the cache is emptied (a frame rarely has more than a few shadows).
    private let capacity = 32
    private var masks: [Key: Mask] = [:]

    mutating func mask(for key: Key, size: Size) -> Mask {
        if let mask = masks[key] { return mask }
        if masks.count >= capacity { removeAll() }
        let mask = ShadowCache.render(key, size: size)
        masks[key] = mask
        return mask
    }

    mutating func removeAll() {
        for mask in masks.values { cairo_surface_destroy(mask.surface) }
        masks.removeAll()
    }

    /// Mask pixels per σ: enough for a smooth bilinear upscale of a Gaussian edge.
    private static let pixelsPerSigma = 4.0

    private static func render(_ key: Key, size: Size) -> Mask {
        let margin = 3 * key.sigma
        let resolution = min(key.scale, pixelsPerSigma / key.sigma)
        let width = max(1, Int(((size.width + 2 * margin) * resolution).rounded(.up)))
        let height = max(1, Int(((size.height + 2 * margin) * resolution).rounded(.up)))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        cairo_scale(cr, resolution, resolution)
        cairo_translate(cr, margin, margin)
        CairoCanvas.append(key.shape, to: cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        BoxBlur.gaussian(data, width: width, height: height, stride: stride,
                         sigma: key.sigma * resolution)
        cairo_surface_mark_dirty(surface)
        cairo_surface_set_device_scale(surface, resolution, resolution)
        return Mask(surface: surface, margin: margin)
    }
}

extension Path {
    /// The bounds of every end and control point (contains the curve), or nil when empty.
    var controlBounds: Rect? {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The path moved by `offset` (points).
    func translated(by offset: Point) -> Path {
        var moved = Path()
        for element in elements {
            switch element {
            case .move(let p): moved.move(to: p + offset)
            case .line(let p): moved.line(to: p + offset)
            case .quadCurve(let p, let c): moved.quadCurve(to: p + offset, control: c + offset)
            case .curve(let p, let c1, let c2):
                moved.curve(to: p + offset, control1: c1 + offset, control2: c2 + offset)
            case .close: moved.close()
            }
        }
        return moved
    }
}
