import FluidCore
import FluidJSON
import FluidLocalization

/// Settings every scene may honour, chosen by the host (`--dark`), and where scenes start.
public struct SceneOptions: Hashable, Sendable {
    /// Dark appearance (iOS "Dark Mode").
    public var dark: Bool
    /// Where scenes start, as fields a scene restores from: each scene reads the keys it owns
    /// (`shortcut`, the Shortcuts editor's document) and starts as it does by default without
    /// them. A host fills it from what it keeps (the shortcut file), a replay from the
    /// recording's header (`ScriptHeader.startState`); scenes report theirs (`Scene.startState`).
    public var startState: [JSONValue.Field]
    /// A problem with the document the host keeps for a scene (a file that cannot be read, steps
    /// dropped from it), shown by the scene whose document it is as its `notice`; nil when none.
    public var documentProblem: String?
    /// Reduce Motion (iOS Accessibility › Motion): springs that would bounce are critically
    /// damped and never carry a value past its target, large movements become short direct
    /// moves; what follows a finger is unchanged. The host reads the desktop's setting.
    public var reduceMotion: Bool
    /// The reader's text size (iOS's Dynamic Type, `--text-size`): scenes draw text at
    /// `Theme.text(…, category: textSize)` and grow what holds it by `textSize.scaled(_:)`;
    /// `large` by default. The host reads the desktop's text scaling factor.
    public var textSize: ContentSizeCategory
    /// The UI strings' translations (the host loads the `.mo` catalog for the locale and hands
    /// it in); `.english` by default.
    public var catalog: MessageCatalog
    /// The scenes people choose from in the catalog that made the scene
    /// (`SceneCatalog.listedEntries`), set by `SceneCatalog.makeScene`: what a menu lists.
    /// Empty for a scene made outside a catalog.
    public var listedScenes: [ListedScene] = []

    /// The container scenes are laid out in until the host's first layout, and a session's
    /// size when none is given: 390 × 844 pt, an iPhone-sized portrait container
    /// (docs/architecture.md).
    public static let defaultContainer = Size(width: 390, height: 844)

    /// Options for the scenes a session opens.
    public init(
        dark: Bool = false, startState: [JSONValue.Field] = [], documentProblem: String? = nil,
        reduceMotion: Bool = false, textSize: ContentSizeCategory = .default,
        catalog: MessageCatalog = .english
    ) {
        self.dark = dark
        self.textSize = textSize
        self.catalog = catalog
        self.reduceMotion = reduceMotion
        self.startState = startState
        self.documentProblem = documentProblem
    }

    /// The colours for `dark`: `Theme.dark` or `Theme.light`.
    public var theme: Theme { dark ? .dark : .light }

    /// The start-state value under `key`, nil when there is none.
    public func startValue(_ key: String) -> JSONValue? {
        startState.first { $0.key == key }?.value
    }

    /// Sets the start-state value under `key`, in place of the one there (appended when new).
    public mutating func setStartValue(_ value: JSONValue, for key: String) {
        if let index = startState.firstIndex(where: { $0.key == key }) {
            startState[index].value = value
        } else {
            startState.append(JSONValue.Field(key, value))
        }
    }
}
