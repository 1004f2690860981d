import CCairo
import FluidCanvas

#if canImport(Glibc)
import Glibc
#endif

extension CairoCanvas {
    /// Calls `body` with the surface's pixels: rows of `pixelWidth` premultiplied ARGB32 words
    /// in native byte order, `stride` bytes apart (stride ≥ 4 × pixelWidth). The buffer is valid
    /// only inside `body`; drawing inside `body` is not allowed.
    public func withPixels<R>(_ body: (_ bytes: UnsafeRawBufferPointer, _ stride: Int) throws -> R)
        rethrows -> R
    {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        return try body(UnsafeRawBufferPointer(start: data, count: stride * pixelHeight), stride)
    }

    /// Runs `body`, whose drawing goes straight into `pixels` instead of the canvas's own
    /// memory: a buffer the caller owns of `pixelHeight` rows of `pixelWidth` ARGB32 words in
    /// native byte order, `stride` bytes apart, such as a window's framebuffer. It saves copying
    /// a finished frame there when a scene paints every pixel of every frame
    /// (`Scene.paintsEveryPixel`): nothing is read from `pixels` but what the drawing composites
    /// onto, and what was drawn before `body` is not there.
    ///
    /// Caches (text, shadows, pictures) are the canvas's and carry over. The canvas's own pixels
    /// are left as they were, and `pixels` is not touched once `body` returns.
    /// - Returns: `nil`, without calling `body`, when `stride` is not a multiple of 4 at least
    ///   `4 × pixelWidth` or Cairo refuses the buffer; otherwise what `body` returned.
    public func drawing<R>(into pixels: UnsafeMutableRawPointer, stride: Int, _ body: () throws -> R)
        rethrows -> R?
    {
        guard stride >= 4 * pixelWidth, stride % 4 == 0, stride <= Int(Int32.max) else { return nil }
        guard
            let target = cairo_image_surface_create_for_data(
                pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(pixelWidth), Int32(pixelHeight), Int32(stride))
        else { return nil }
        defer { cairo_surface_destroy(target) }
        guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_set_device_scale(target, scale, scale)
        let targetContext = CairoCanvas.makeContext(target)
        let own = (surface, cr)
        (surface, cr) = (target, targetContext)
        defer {
            cairo_surface_flush(target)
            cairo_destroy(targetContext)
            (surface, cr) = own
        }
        return try body()
    }

    /// The pixel at column `x`, row `y` (pixels, origin top-left) with straight alpha.
    /// - Precondition: `0 ≤ x < pixelWidth`, `0 ≤ y < pixelHeight`.
    public func pixel(x: Int, y: Int) -> RGBA8 {
        precondition(x >= 0 && x < pixelWidth && y >= 0 && y < pixelHeight, "pixel out of bounds")
        return withPixels { bytes, stride in
            let word = bytes.load(fromByteOffset: y * stride + 4 * x, as: UInt32.self)
            return RGBA8(premultipliedARGB: word)
        }
    }

    /// A copy of the pixels with straight alpha, for comparison and tests.
    public func snapshot() -> RGBAImage {
        withPixels { bytes, stride in
            RGBAImage(width: pixelWidth, height: pixelHeight, premultipliedARGB: bytes, stride: stride)
        }
    }

    /// Writes the canvas as a PNG at `path` atomically: to a temporary file beside it, then
    /// renamed over `path`, so readers never see half a file.
    /// - Parameter atomically: true (the default) writes a temporary beside `path` and renames
    ///   it into place; false writes `path` itself, for a device or pipe that a rename would
    ///   replace with a file.
    public func writePNG(to path: String, atomically: Bool = true) throws {
        cairo_surface_flush(surface)
        guard atomically else {
            let status = cairo_surface_write_to_png(surface, path)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw RenderError.writeFailed(path: path, reason: String(cString: cairo_status_to_string(status)))
            }
            return
        }
        try CairoCanvas.writeAtomically(surface, to: path)
    }

    static func writeAtomically(_ surface: OpaquePointer, to path: String) throws {
        let temporary = path + ".tmp-\(getpid())"
        let status = cairo_surface_write_to_png(surface, temporary)
        guard status == CAIRO_STATUS_SUCCESS else {
            unlink(temporary)
            throw RenderError.writeFailed(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw RenderError.writeFailed(path: path, reason: reason)
        }
    }
}

/// One pixel: red, green, blue and straight (non-premultiplied) alpha, 0…255 each.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// From a Cairo ARGB32 word (alpha in the top byte, colour premultiplied by alpha).
    public init(premultipliedARGB word: UInt32) {
        let a = UInt8(word >> 24)
        func unpremultiply(_ c: UInt32) -> UInt8 {
            guard a != 0 else { return 0 }
            guard a != 255 else { return UInt8(c) }
            return UInt8(min(255, (c * 255 + UInt32(a) / 2) / UInt32(a)))
        }
        self.init(
            r: unpremultiply((word >> 16) & 0xFF), g: unpremultiply((word >> 8) & 0xFF),
            b: unpremultiply(word & 0xFF), a: a)
    }

    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}
