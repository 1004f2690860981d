import FluidMotion

/// Where a recorded touch script started: its scene, container, scale and options, written by
/// `fluid-playground --record` as the script's first line so that `fluid replay` starts from the
/// same state (unless its own options say otherwise). Hand-written scripts need none.
///
/// ```
/// {"type":"header","scene":"pip","width":600,"height":500,"scale":2,"dark":true,"shortcut":{"name":"Morning Routine","steps":["weather","text"]}}
/// ```
/// `width` and `height` are the container in points (finite, > 0, at most 16 384), `scale`
/// pixels per point (finite, 0.25…8), `dark` the appearance, and `shortcut` (optional) the
/// Shortcuts editor's starting document: its `name` and `steps` (action ids, in order), and
/// `spring` (optional) the spring designer's starting values (`SpringDesign`), e.g.
/// `"spring":{"dampingRatio":0.8,"response":0.4,"platform":"Flutter"}`. Headers without the
/// optional fields (every recording made before they existed) start from the defaults.
public struct ScriptHeader: Hashable, Sendable {
    /// The scene the recording started in.
    public var scene: String
    /// The container at the start, in points.
    public var size: Size
    /// Pixels per point the recording was made at.
    public var scale: Double
    /// Dark appearance.
    public var dark: Bool
    /// The shortcut the Shortcuts editor started from; nil: the sample.
    public var shortcut: ShortcutDocument?
    /// The spring designer's starting values; nil: its defaults.
    public var spring: SpringDesign?

    /// A header; nothing is checked here (parsing checks every field).
    public init(scene: String, size: Size, scale: Double, dark: Bool = false, shortcut: ShortcutDocument? = nil,
                spring: SpringDesign? = nil) {
        self.scene = scene
        self.size = size
        self.scale = scale
        self.dark = dark
        self.shortcut = shortcut
        self.spring = spring
    }

    /// The header as one JSON line (without the newline), keys in the documented order.
    public var line: String {
        var fields: [(String, JSONValue)] = [
            ("type", .string(Self.type)), ("scene", .string(scene)),
            ("width", .number(size.width)), ("height", .number(size.height)),
            ("scale", .number(scale)), ("dark", .bool(dark)),
        ]
        if let shortcut {
            fields.append(("shortcut", .object([("name", .string(shortcut.name)),
                                                ("steps", .array(shortcut.steps.map { .string($0) }))])))
        }
        if let spring { fields.append(("spring", spring.json)) }
        return JSONValue.object(fields).text
    }

    /// The `type` that marks a header line.
    static let type = "header"
    /// The largest container side a header may name (pt), as `--size` accepts.
    static let maxSide = 16_384.0
    /// Scales a header may name, as the commands accept them.
    static let scaleRange = 0.25...8.0

    /// True when a line's object is a header (`"type":"header"`).
    static func isHeader(_ fields: [JSONValue.Field]) -> Bool {
        fields.contains { $0.key == "type" && $0.value == .string(type) }
    }

    /// The header a line's object describes, or the problem with it.
    init(fields: [JSONValue.Field]) throws(TouchScriptError.Problem) {
        var reader = FieldReader(fields: fields)
        _ = try reader.string("type")
        scene = try reader.string("scene")
        size = Size(width: try reader.number("width"), height: try reader.number("height"))
        guard size.width > 0, size.height > 0, size.width <= Self.maxSide, size.height <= Self.maxSide else {
            throw .init("\"width\" and \"height\" must be \(Size.argumentRule)")
        }
        scale = try reader.number("scale")
        guard Self.scaleRange.contains(scale) else { throw .init("\"scale\" must be in 0.25…8") }
        guard case .bool(let dark) = reader.find("dark") ?? .bool(false) else { throw .init("\"dark\" must be true or false") }
        self.dark = dark
        shortcut = try reader.find("shortcut").map { (value) throws(TouchScriptError.Problem) in
            try Self.document(value)
        }
        spring = try reader.find("spring").map { (value) throws(TouchScriptError.Problem) in
            try SpringDesign(json: value)
        }
        try reader.rejectUnused()
    }

    private static func document(_ value: JSONValue) throws(TouchScriptError.Problem) -> ShortcutDocument {
        let problem = TouchScriptError.Problem("\"shortcut\" must be {\"name\": string, \"steps\": [string, …]}")
        guard case .object(let fields) = value, fields.count == 2,
              case .string(let name)? = fields.first(where: { $0.key == "name" })?.value,
              case .array(let items)? = fields.first(where: { $0.key == "steps" })?.value
        else { throw problem }
        var steps: [String] = []
        for item in items {
            guard case .string(let step) = item else { throw problem }
            steps.append(step)
        }
        return ShortcutDocument(name: name, steps: steps)
    }
}
