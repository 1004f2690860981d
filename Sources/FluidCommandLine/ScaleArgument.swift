import ArgumentParser
import FluidSceneKit

/// `--scale`, pixels per point, as every command takes it: a number in `PixelScale.range`, the
/// range recorded script headers are held to as well. The commands differ in their default (2,
/// the desktop's, the script's header) and so keep their own `@Option`; the rule lives here.
public enum ScaleArgument {
    /// Throws a `ValidationError` naming the range unless `scale` is absent or in it.
    public static func validate(_ scale: Double?) throws {
        guard let scale else { return }
        guard PixelScale.range.contains(scale) else {
            throw ValidationError("--scale must be a number in \(PixelScale.rangeText), got \(scale)")
        }
    }
}
