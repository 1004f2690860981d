/// The version both commands print for `--version` (semantic versioning: the engine's public API
/// and the file formats in docs/ change incompatibly only with the first number).
public enum FluidVersion {
    public static let current = "0.2.0"
}
