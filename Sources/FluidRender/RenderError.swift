import FluidCore

/// What went wrong while rendering or reading/writing images; `description` is one line.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    /// A canvas size (pt) or scale that gives no pixels, or more than `CairoCanvas.maxPixelSide`
    /// a side or `CairoCanvas.maxPixels` in all.
    case invalidSize(Size, scale: Double)
    /// Cairo could not write the PNG at `path`; `reason` is Cairo's or the system's message.
    case writeFailed(path: String, reason: String)
    /// The file at `path` is missing or not a PNG Cairo can read.
    case readFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidSize(let size, let scale):
            return "invalid canvas size \(size.width)x\(size.height) pt at scale \(scale): a canvas needs sides > 0,"
                + " at most \(CairoCanvas.maxPixelSide) pixels a side and \(CairoCanvas.maxPixels) in all"
        case .writeFailed(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .readFailed(let path, let reason):
            return "cannot read \(path): \(reason)"
        }
    }
}
