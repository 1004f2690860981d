/// How text is set: size (pt), weight, colour, and optional wrapping.
public struct TextStyle: Hashable, Sendable {
    public enum Weight: Hashable, Sendable { case regular, medium, semibold, bold }
    public enum Alignment: Hashable, Sendable { case leading, center, trailing }

    public var size: Double
    public var weight: Weight
    public var color: Color
    /// Width of the layout box in points; nil lays out on one unbounded line.
    public var maxWidth: Double?
    /// Lines before the ellipsis when `maxWidth` is set (1 = a single line ending in "…").
    public var maxLines: Int
    public var alignment: Alignment
    /// Use the monospaced-digit / monospace face (calculator display, numeric readouts).
    public var monospacedDigits: Bool

    public init(
        size: Double, weight: Weight = .regular, color: Color = .black,
        maxWidth: Double? = nil, maxLines: Int = 1, alignment: Alignment = .leading,
        monospacedDigits: Bool = false
    ) {
        self.size = size
        self.weight = weight
        self.color = color
        self.maxWidth = maxWidth
        self.maxLines = maxLines
        self.alignment = alignment
        self.monospacedDigits = monospacedDigits
    }
}

/// A named icon, drawn from the Material Design Icons font where installed and as a simple
/// vector fallback otherwise.
public struct Icon: Hashable, Sendable {
    /// Material Design Icons name without the `mdi-` prefix, e.g. `"magnify"`, `"web"`.
    public var name: String
    public init(_ name: String) { self.name = name }
}
