import CCairo
import FluidCanvas
import FluidCore

/// Blurred, coloured shadow images by shape, σ, colour and canvas scale, keeping the
/// `capacity` most recently used.
struct ShadowCache {
    struct Key: Hashable {
        /// The shape moved so its control bounds start at (0, 0), every coordinate a multiple
        /// of `ShadowCache.quantum`.
        var shape: Path
        /// σ in points, a multiple of `ShadowCache.quantum`.
        var sigma: Double
        var color: Color
        var scale: Double

        /// The key of `shape` (any position) blurred by `sigma` (points): shapes and blurs that
        /// differ by less than half a quantum share it, so a shadow that only moves, or whose
        /// bounds pick up floating-point noise as it moves, is blurred once.
        init(shape: Path, origin: Point, sigma: Double, color: Color, scale: Double) {
            self.shape = shape.translated(by: -origin).quantized(step: ShadowCache.quantum)
            self.sigma = (sigma / ShadowCache.quantum).rounded() * ShadowCache.quantum
            self.color = color
            self.scale = scale
        }
    }

    /// Points: coordinates and σ are keyed to multiples of this. 1/64 pt is under 1/8 of a
    /// device pixel at the highest scale the tools take (8), far below what a blur shows.
    static let quantum = 1.0 / 64

    struct Image {
        /// A bilinear-filtered pattern of a premultiplied ARGB32 surface whose device scale
        /// maps it to points.
        var pattern: OpaquePointer
        /// The image's size in points (shape bounds plus `margin` on each side).
        var size: Size
        /// Points of blur room around the shape's bounds on each side (3 σ).
        var margin: Double
        /// A rectangle (points, image coordinates) where the blurred mask is fully opaque and
        /// the image is the plain shadow colour, nil when there is none.
        var solid: Rect?
        /// The image upsampled once to the canvas's pixels (`pixels(for:)`), nil until asked for.
        var pixels: OpaquePointer?
    }

    /// Images kept; the least recently used goes first when another is needed. A frame rarely
    /// has more than a few shadows, and a stretching shape is drawn from one image (nine-slice).
    let capacity: Int
    private var images: [Key: (image: Image, lastUse: UInt64)] = [:]
    private var uses: UInt64 = 0

    init(capacity: Int = 32) {
        self.capacity = max(1, capacity)
    }

    /// Number of images held.
    var count: Int { images.count }

    /// The image for `key`, blurred now unless cached; `key.shape`'s control bounds are `size`.
    mutating func image(for key: Key, size: Size) -> Image {
        uses += 1
        if let cached = images[key] {
            images[key] = (cached.image, uses)
            return cached.image
        }
        if images.count >= capacity, let oldest = images.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            cairo_pattern_destroy(oldest.value.image.pattern)
            if let pixels = oldest.value.image.pixels { cairo_pattern_destroy(pixels) }
            images[oldest.key] = nil
        }
        let image = ShadowCache.render(key, size: size)
        images[key] = (image, uses)
        return image
    }

    /// True when `key` is held (does not count as a use).
    func contains(_ key: Key) -> Bool { images[key] != nil }

    /// The kept image for `key` upsampled to the canvas's pixels (`key.scale` per point), as
    /// the bilinear pattern samples it when painted on whole device pixels: a pattern whose
    /// surface has that device scale, to be painted unscaled or stretched with nearest sampling
    /// (a nine-slice's pieces), which pixman composites several times faster than it upsamples
    /// bilinear. Nil when no image is kept for `key` or the pixels cannot be allocated.
    mutating func pixels(for key: Key) -> OpaquePointer? {
        guard var entry = images[key] else { return nil }
        if let kept = entry.image.pixels { return kept }
        let width = Int((entry.image.size.width * key.scale).rounded(.up))
        let height = Int((entry.image.size.height * key.scale).rounded(.up))
        guard width > 0, height > 0, width <= 32767, height <= 32767,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, key.scale, key.scale)
        let cr = cairo_create(surface)!
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        cairo_pattern_set_matrix(entry.image.pattern, &identity)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source(cr, entry.image.pattern)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let pattern = cairo_pattern_create_for_surface(surface)!
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        entry.image.pixels = pattern
        images[key] = entry
        return pattern
    }

    mutating func removeAll() {
        for entry in images.values {
            cairo_pattern_destroy(entry.image.pattern)
            if let pixels = entry.image.pixels { cairo_pattern_destroy(pixels) }
        }
        images.removeAll()
    }

    /// Mask pixels per σ: enough for a smooth bilinear upscale of a Gaussian edge.
    private static let pixelsPerSigma = 4.0

    private static func render(_ key: Key, size: Size) -> Image {
        let margin = 3 * key.sigma
        let resolution = min(key.scale, pixelsPerSigma / key.sigma)
        let width = max(1, Int(((size.width + 2 * margin) * resolution).rounded(.up)))
        let height = max(1, Int(((size.height + 2 * margin) * resolution).rounded(.up)))
        var mask = [UInt8](repeating: 0, count: width * height)
        rasterize(key.shape, into: &mask, width: width, height: height, resolution: resolution, margin: margin)
        mask.withUnsafeMutableBufferPointer {
            BoxBlur.gaussian(
                $0.baseAddress!, width: width, height: height, stride: width,
                sigma: key.sigma * resolution)
        }
        let surface = colored(mask, width: width, height: height, color: key.color)
        cairo_surface_set_device_scale(surface, resolution, resolution)
        let pattern = cairo_pattern_create_for_surface(surface)!
        cairo_surface_destroy(surface)
        // Bilinear, not Cairo's default GOOD filter: upscaling with GOOD convolves every pixel
        // and costs several times more on a drawer-sized shadow, for nothing visible on a blur.
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        let solid = SolidRegion.find(in: mask, width: width, height: height).map {
            // One pixel in from the opaque run so bilinear samples never reach a soft pixel.
            Rect(
                x: Double($0.minX + 1) / resolution, y: Double($0.minY + 1) / resolution,
                width: Double($0.maxX - $0.minX - 2) / resolution, height: Double($0.maxY - $0.minY - 2) / resolution)
        }
        return Image(
            pattern: pattern, size: Size(width: Double(width) / resolution, height: Double(height) / resolution),
            margin: margin, solid: solid)
    }

    private static func rasterize(
        _ shape: Path, into mask: inout [UInt8], width: Int, height: Int,
        resolution: Double, margin: Double
    ) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        cairo_scale(cr, resolution, resolution)
        cairo_translate(cr, margin, margin)
        CairoCanvas.append(shape, to: cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        for y in 0..<height {
            for x in 0..<width { mask[y * width + x] = data[y * stride + x] }
        }
        cairo_surface_destroy(surface)
    }

    /// A premultiplied ARGB32 surface of `color` with the mask as coverage.
    private static func colored(_ mask: [UInt8], width: Int, height: Int, color: Color) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        let alpha = min(max(color.alpha, 0), 1)
        func channel(_ c: Double) -> Double { min(max(c, 0), 1) * alpha }
        let (r, g, b) = (channel(color.red), channel(color.green), channel(color.blue))
        for y in 0..<height {
            for x in 0..<width {
                let m = Double(mask[y * width + x]) / 255
                func byte(_ v: Double) -> UInt32 { UInt32((v * m * 255).rounded()) }
                let word = byte(alpha) << 24 | byte(r) << 16 | byte(g) << 8 | byte(b)
                data.storeBytes(of: word, toByteOffset: y * stride + 4 * x, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}

/// Finds a large rectangle of fully opaque (255) mask pixels around the centre.
enum SolidRegion {
    struct Box { var minX, minY, maxX, maxY: Int }

    /// The opaque run through the centre row × the run through the centre column, if every
    /// pixel inside is 255 (true for convex shapes; others may get nil, which only costs speed).
    static func find(in mask: [UInt8], width: Int, height: Int) -> Box? {
        let cx = width / 2, cy = height / 2
        guard width > 4, height > 4, mask[cy * width + cx] == 255 else { return nil }
        var box = Box(minX: cx, minY: cy, maxX: cx + 1, maxY: cy + 1)
        while box.minX > 0, mask[cy * width + box.minX - 1] == 255 { box.minX -= 1 }
        while box.maxX < width, mask[cy * width + box.maxX] == 255 { box.maxX += 1 }
        while box.minY > 0, mask[(box.minY - 1) * width + cx] == 255 { box.minY -= 1 }
        while box.maxY < height, mask[box.maxY * width + cx] == 255 { box.maxY += 1 }
        guard box.maxX - box.minX > 4, box.maxY - box.minY > 4 else { return nil }
        for y in box.minY..<box.maxY {
            for x in box.minX..<box.maxX where mask[y * width + x] != 255 { return nil }
        }
        return box
    }
}
