import CCairo
import FluidCanvas

/// An image in memory: `width × height` pixels, row-major from the top-left, straight alpha.
/// Used to compare renders with golden PNGs and to check screenshots.
public struct RGBAImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width × height` pixels, row by row.
    public private(set) var pixels: [RGBA8]

    public init(width: Int, height: Int, pixels: [RGBA8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height)
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// From Cairo's premultiplied ARGB32 rows, `stride` bytes apart.
    init(width: Int, height: Int, premultipliedARGB bytes: UnsafeRawBufferPointer, stride: Int) {
        var pixels: [RGBA8] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width {
                let word = bytes.load(fromByteOffset: y * stride + 4 * x, as: UInt32.self)
                pixels.append(RGBA8(premultipliedARGB: word))
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Reads a PNG file (any PNG Cairo reads: RGB, RGBA, grey, palette).
    public init(contentsOfPNG path: String) throws {
        let surface = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.readFailed(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        // Normalise RGB24/A8 files to ARGB32 by painting them onto an ARGB32 surface.
        let w = Int(cairo_image_surface_get_width(surface))
        let h = Int(cairo_image_surface_get_height(surface))
        let argb = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(argb) }
        let cr = cairo_create(argb)!
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(argb)
        let stride = Int(cairo_image_surface_get_stride(argb))
        let data = UnsafeRawBufferPointer(start: cairo_image_surface_get_data(argb), count: stride * h)
        self.init(width: w, height: h, premultipliedARGB: data, stride: stride)
    }

    /// The pixel at column `x`, row `y`. - Precondition: inside the image.
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel out of bounds")
            return pixels[y * width + x]
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel out of bounds")
            pixels[y * width + x] = newValue
        }
    }

    /// Writes the image as a PNG at `path` atomically (temporary file, then rename).
    public func writePNG(to path: String) throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        for y in 0..<height {
            for x in 0..<width {
                let p = pixels[y * width + x]
                let a = UInt32(p.a)
                func premultiply(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                let word = a << 24 | premultiply(p.r) << 16 | premultiply(p.g) << 8 | premultiply(p.b)
                data.storeBytes(of: word, toByteOffset: y * stride + 4 * x, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        try CairoCanvas.writeAtomically(surface, to: path)
    }
}
