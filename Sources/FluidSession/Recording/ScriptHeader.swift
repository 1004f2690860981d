import FluidCore
import FluidJSON
import FluidMotion
import FluidSceneKit
import FluidScenes

/// Where a recorded touch script started: its scene, container, scale and options, written by
/// `fluid-playground --record` as the script's first line so that `fluid replay` starts from the
/// same state (unless its own options say otherwise). Hand-written scripts need none.
///
/// ```
/// {"type":"header","scene":"pip","width":600,"height":500,"scale":2,"dark":true,"shortcut":{"name":"Morning Routine","steps":["weather","text"]}}
/// ```
/// `width` and `height` are the container in points (finite, > 0, at most 16 384), `scale`
/// pixels per point (finite, 0.25…8), each read as `line` writes it (to a billionth, so a header
/// read, written and read again is the same, and a side that is 0 written is refused), `dark` the appearance, `reduceMotion` (written only when
/// true, after `dark`; absent means false, so headers written before it read as they did) Reduce
/// Motion (`SceneOptions.reduceMotion`), `rightToLeft` (likewise written only when true, after
/// `reduceMotion`) that the layout was mirrored, a right-to-left language's, so the touches land
/// where they did on a replay, `textSize` (written only when not `large`, after `rightToLeft`;
/// absent means `large`) the text size (`SceneOptions.textSize`, a `ContentSizeCategory` name
/// such as `"AX3"`), `locale` (written only when the recording's UI strings were translated,
/// after `textSize`: the locale as given, e.g. `"de_DE.UTF-8"`; absent means the replay's own)
/// the language of the UI strings. Any further fields are the scenes'
/// start state (`SceneOptions.startState`), each a key a scene restores from: today `shortcut`,
/// the Shortcuts editor's starting document (`ShortcutDocument.json`: its `name` and `steps`),
/// and `spring`, the spring designer's values (`SpringDesign`:
/// `{"dampingRatio":0.8,"response":0.4,"platform":"Flutter"}`). Headers without a field (every
/// recording made before it existed) start that scene from its defaults.
public struct ScriptHeader: Hashable, Sendable {
    /// The scene the recording started in.
    public var scene: String
    /// The container at the start, in points.
    public var size: Size
    /// Pixels per point the recording was made at.
    public var scale: Double
    /// Dark appearance.
    public var dark: Bool
    /// Reduce Motion was on (`SceneOptions.reduceMotion`).
    public var reduceMotion: Bool
    /// The layout was right to left (`MessageCatalog.isRightToLeft`).
    public var rightToLeft: Bool
    /// The text size (`SceneOptions.textSize`).
    public var textSize: ContentSizeCategory
    /// The locale whose UI strings the recording showed (`--locale`, `LANG`), nil when English
    /// or unknown: a replay that names none uses it.
    public var locale: String?
    /// The scenes' start state (`SceneOptions.startState`), written after `dark` in this order
    /// and parsed in `startStateFields`' order; empty: every scene starts as it does by default.
    public var startState: [JSONValue.Field]

    /// A header; nothing is checked here (parsing checks every field).
    public init(
        scene: String, size: Size, scale: Double, dark: Bool = false, reduceMotion: Bool = false,
        rightToLeft: Bool = false, textSize: ContentSizeCategory = .default, locale: String? = nil,
        startState: [JSONValue.Field] = []
    ) {
        self.reduceMotion = reduceMotion
        self.rightToLeft = rightToLeft
        self.textSize = textSize
        self.locale = locale
        self.scene = scene
        self.size = size
        self.scale = scale
        self.dark = dark
        self.startState = startState
    }

    /// The header as one JSON line (without the newline), keys in the documented order.
    public var line: String {
        let fields: [(String, JSONValue)] =
            [
                ("type", .string(Self.type)), ("scene", .string(scene)),
                ("width", .number(size.width)), ("height", .number(size.height)),
                ("scale", .number(scale)), ("dark", .bool(dark))
            ] + (reduceMotion ? [("reduceMotion", .bool(true))] : [])
            + (rightToLeft ? [("rightToLeft", .bool(true))] : [])
            + (textSize != .default ? [("textSize", .string(textSize.name))] : [])
            + (locale.map { [("locale", JSONValue.string($0))] } ?? [])
        return JSONValue.object(fields.map { JSONValue.Field($0.0, $0.1) } + startState).text
    }

    /// The `type` that marks a header line.
    static let type = "header"
    /// The largest container side a header may name (pt), as `--size` accepts.
    static let maxSide = 16_384.0

    /// True when a line's object is a header (`"type":"header"`).
    static func isHeader(_ fields: [JSONValue.Field]) -> Bool {
        fields.contains { $0.key == "type" && $0.value == .string(type) }
    }

    /// The header a line's object describes, or the problem with it.
    init(fields: [JSONValue.Field]) throws(TouchScriptError.Problem) {
        var reader = FieldReader(fields: fields)
        _ = try reader.string("type")
        scene = try reader.string("scene")
        size = Size(
            width: Self.asWritten(try reader.number("width")), height: Self.asWritten(try reader.number("height")))
        guard size.width > 0, size.height > 0, size.width <= Self.maxSide, size.height <= Self.maxSide else {
            throw .init("\"width\" and \"height\" must be \(Size.argumentRule)")
        }
        scale = Self.asWritten(try reader.number("scale"))
        guard PixelScale.range.contains(scale) else { throw .init("\"scale\" must be in \(PixelScale.rangeText)") }
        guard case .bool(let dark) = reader.find("dark") ?? .bool(false) else {
            throw .init("\"dark\" must be true or false")
        }
        self.dark = dark
        guard case .bool(let reduceMotion) = reader.find("reduceMotion") ?? .bool(false) else {
            throw .init("\"reduceMotion\" must be true or false")
        }
        self.reduceMotion = reduceMotion
        guard case .bool(let rightToLeft) = reader.find("rightToLeft") ?? .bool(false) else {
            throw .init("\"rightToLeft\" must be true or false")
        }
        self.rightToLeft = rightToLeft
        switch reader.find("textSize") {
        case nil: textSize = .default
        case .string(let name)?:
            guard let category = ContentSizeCategory(name: name) else {
                throw .init("\"textSize\" must be one of \(ContentSizeCategory.namesText)")
            }
            textSize = category
        default: throw .init("\"textSize\" must be one of \(ContentSizeCategory.namesText)")
        }
        switch reader.find("locale") {
        case nil: locale = nil
        case .string(let name)? where Self.isLocaleName(name): locale = name
        default: throw .init("\"locale\" must be a locale name such as \"de_DE.UTF-8\"")
        }
        startState = []
        for field in Self.startStateFields {
            guard let value = reader.find(field.key) else { continue }
            do throws(StartStateError) {
                try field.check(value)
            } catch {
                throw TouchScriptError.Problem(error.message)
            }
            startState.append(JSONValue.Field(field.key, value))
        }
        try reader.rejectUnused()
    }

    /// `x` as `line` writes it and reads back (a billionth's precision, `JSONValue.format`):
    /// `5e-10` is 0, so a side that small is refused when read, not when a header that accepted
    /// it is read again (`fluid-fuzz --target header` found that).
    static func asWritten(_ x: Double) -> Double {
        x.isFinite ? Double(JSONValue.format(x)) ?? x : x
    }

    /// A locale name a header may carry: 1 to 64 characters of letters, digits, `_`, `-`, `.`
    /// and `@` (`de_DE.UTF-8`, `sr_RS@latin`), so a header cannot name a path.
    static func isLocaleName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 64
            && name.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == 0x5F || byte == 0x2D || byte == 0x2E || byte == 0x40
            }
    }

    /// The start-state fields a header may carry, each with the check of its value: those the
    /// standard catalog's scenes register (`SceneCatalog.Entry.startState`).
    static let startStateFields = SceneCatalog.standard.startStateFields
}
