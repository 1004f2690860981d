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

    /// Options for the scenes a session opens.
    public init(dark: Bool = false, startState: [JSONValue.Field] = [], documentProblem: String? = nil,
                reduceMotion: Bool = false, textSize: ContentSizeCategory = .default,
                catalog: MessageCatalog = .english) {
        self.dark = dark
        self.textSize = textSize
        self.catalog = catalog
        self.reduceMotion = reduceMotion
        self.startState = startState
        self.documentProblem = documentProblem
    }

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

/// The scenes a session can open, by command-line name.
///
/// Registering a scene is one line in `SceneCatalog.standard` below:
/// `.init("pip", "Picture in picture: flick to a corner") { options in PipScene(options: options) }`.
public struct SceneCatalog: Sendable {
    /// A scene name, a one-line summary (for menus and `--help`) and how to make the scene.
    public struct Entry: Sendable {
        public let name: String
        public let summary: String
        /// False for internal scenes (the host check): opened by name only, never listed in the
        /// menu or `--help`.
        public let isListed: Bool
        public let make: @Sendable (SceneOptions) -> AnyScene

        public init(_ name: String, _ summary: String, listed: Bool = true,
                    make: @escaping @Sendable (SceneOptions) -> AnyScene) {
            self.name = name
            self.summary = summary
            self.isListed = listed
            self.make = make
        }

        #if hasFeature(Embedded)
        public init<S: Scene>(_ name: String, _ summary: String, listed: Bool = true,
                              make: @escaping @Sendable (SceneOptions) -> S) {
            self.init(name, summary, listed: listed) { AnyScene(make($0)) }
        }
        #endif
    }

    public let entries: [Entry]

    /// - Precondition: names are unique (ignoring case) and the list is not empty.
    public init(_ entries: [Entry]) {
        precondition(Set(entries.map { $0.name.lowercased() }).count == entries.count, "scene names must be unique")
        precondition(!entries.isEmpty, "a catalog needs at least one scene")
        self.entries = entries
    }

    /// Scene names in registration order, internal ones included (all of them open by name).
    public var names: [String] { entries.map { $0.name } }

    /// The scenes people choose from (menu, `--help`), in registration order.
    public var listedEntries: [Entry] { entries.filter { $0.isListed } }

    /// The scene hosts open without `--scene`: the first registered (`shortcuts` in `standard`).
    public var defaultSceneName: String { names[0] }

    /// The scene `Navigation.back` returns to (`menu`), nil when none is registered.
    public var menuSceneName: String? { names.contains("menu") ? "menu" : nil }

    /// True when `name` names a scene, ignoring case.
    public func contains(_ name: String) -> Bool { entry(named: name) != nil }

    /// The registered spelling of `name`, matched ignoring case ("PiP" → "pip"); nil if none.
    public func canonicalName(_ name: String) -> String? { entry(named: name)?.name }

    /// A fresh scene called `name` (ignoring case).
    /// - Throws: `SessionError.unknownScene` listing the valid names.
    public func makeScene(named name: String, options: SceneOptions = SceneOptions()) throws(SessionError) -> AnyScene {
        guard let entry = entry(named: name) else { throw SessionError.unknownScene(name, valid: names) }
        return entry.make(options)
    }

    /// The entry called exactly `name`, else the one whose name matches it ignoring case.
    private func entry(named name: String) -> Entry? {
        entries.first { $0.name == name } ?? entries.first { $0.name.lowercased() == name.lowercased() }
    }
}

extension SceneCatalog {
    /// Every scene of the package, one line each. docs/commands.md lists the names.
    public static let standard = SceneCatalog([
        .init("shortcuts", "The Siri Shortcuts editor and its three-height actions drawer") { ShortcutsScene(options: $0) },
        .init("menu", "Every scene, one tap away") { MenuScene(options: $0) },
        .init("calculator", "Calculator keys: instant highlight, 0.5 s fade, drag off to cancel") { CalculatorScene(options: $0) },
        .init("spring", "Damping and response sliders with the spring's curve") { SpringDemoScene(options: $0) },
        .init("flashlight", "Force-press flashlight: grows, clicks at 0.5, toggles at 0.49") { FlashlightScene(options: $0) },
        .init("rubberband", "A card that resists being dragged away and springs back") { RubberbandScene(options: $0) },
        .init("pause", "Swipe up and pause: detected from deceleration, no timer") { PauseScene(options: $0) },
        .init("momentum", "Two-state drawer: taps glide, flicks bounce") { MomentumScene(options: $0) },
        .init("pip", "Picture in picture: flick to the projected corner") { PiPScene(options: $0) },
        .init("rotation", "Spin a card; it snaps to the nearest quarter turn") { RotationScene(options: $0) },
        .init("bouncy-sheet", "Skype's action sheet with a springy curved edge") { BouncySheetScene(options: $0) },
        .init("places", "A maps-style place browser: search, place cards, photos that swipe sideways") { PlacesScene(options: $0) },
        .init("probe", "A ball that follows the finger and springs home (host check)", listed: false) { ProbeScene(options: $0) },
    ])
}
