import ArgumentParser
import FluidSceneKit

/// `--text-size`, the Dynamic Type size, as `fluid replay` and `fluid-playground` take it: a
/// `ContentSizeCategory` name (`xSmall` … `xxxLarge`, `AX1` … `AX5`, any case). The commands
/// differ in their default (the script's header, the desktop's) and keep their own `@Option`.
public enum TextSizeArgument {
    /// Throws a `ValidationError` naming every size unless `name` is absent or one of them.
    public static func validate(_ name: String?) throws {
        guard let name else { return }
        guard ContentSizeCategory(name: name) != nil else {
            throw ValidationError("--text-size must be one of \(ContentSizeCategory.namesText), got '\(name)'")
        }
    }
}
