import ArgumentParser
import FluidSceneKit

/// `--scale`, pixels per point, as every command takes it: a number in `PixelScale.range`, the
/// range recorded script headers are held to as well. The scene commands take it in
/// `SceneArguments`, `fluid spring plot` in its own `@Option`; the rule lives here.
public enum ScaleArgument {
    /// Throws a `ValidationError` naming the range unless `scale` is absent or in it.
    public static func validate(_ scale: Double?) throws {
        guard let scale else { return }
        guard PixelScale.range.contains(scale) else {
            throw ValidationError("--scale must be a number in \(PixelScale.rangeText), got \(scale)")
        }
    }
}
