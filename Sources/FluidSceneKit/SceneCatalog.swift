import FluidCore
import FluidJSON

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
        /// The start-state fields the scene restores from (`SceneOptions.startState`); a
        /// recording's header may carry each (`ScriptHeader`).
        public let startState: [StartStateField]
        public let make: @Sendable (SceneOptions) -> AnyScene

        public init(
            _ name: String, _ summary: String, listed: Bool = true, startState: [StartStateField] = [],
            make: @escaping @Sendable (SceneOptions) -> AnyScene
        ) {
            self.name = name
            self.summary = summary
            self.isListed = listed
            self.startState = startState
            self.make = make
        }

        #if hasFeature(Embedded)
        public init<S: Scene>(
            _ name: String, _ summary: String, listed: Bool = true,
            startState: [StartStateField] = [],
            make: @escaping @Sendable (SceneOptions) -> S
        ) {
            self.init(name, summary, listed: listed, startState: startState) { AnyScene(make($0)) }
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

    /// Every scene's start-state fields, in registration order: what a recording's header may
    /// carry beside its own fields.
    public var startStateFields: [StartStateField] { entries.flatMap { $0.startState } }

    /// True when the session keeps `key`'s value when the scene holding it is left
    /// (`StartStateField.keptForSession`).
    public func keepsForSession(_ key: String) -> Bool {
        entries.contains { $0.startState.contains { $0.key == key && $0.keptForSession } }
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
        var options = options
        options.listedScenes = listedEntries.map { ListedScene(name: $0.name, summary: $0.summary) }
        return entry.make(options)
    }

    /// The entry called exactly `name`, else the one whose name matches it ignoring case.
    private func entry(named name: String) -> Entry? {
        entries.first { $0.name == name } ?? entries.first { $0.name.lowercased() == name.lowercased() }
    }
}

/// A scene people may choose, as a menu lists it: its name and one-line summary (English).
public struct ListedScene: Hashable, Sendable {
    public var name: String
    public var summary: String

    public init(name: String, summary: String) {
        self.name = name
        self.summary = summary
    }
}

/// A key of `SceneOptions.startState` a scene restores from (the Shortcuts editor's `shortcut`,
/// the spring designer's `spring`), registered with the scene in its catalog entry.
public struct StartStateField: Sendable {
    /// The key, as a recording's header and `SceneOptions.startState` name it.
    public let key: String
    /// True when the session keeps the scene's value for the rest of the session once the
    /// scene is left, so it opens again as it was (the spring designer); false for a document a
    /// host keeps itself (the shortcut, written to a file and handed back).
    public let keptForSession: Bool
    /// Checks a value a header names: throws what is wrong with it, in words that name the key.
    public let check: @Sendable (JSONValue) throws(StartStateError) -> Void

    public init(
        _ key: String, keptForSession: Bool = false,
        check: @escaping @Sendable (JSONValue) throws(StartStateError) -> Void
    ) {
        self.key = key
        self.keptForSession = keptForSession
        self.check = check
    }
}

/// What is wrong with a start-state value, in one line that names its key.
public struct StartStateError: Error, Hashable, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }
}

/// Why a session could not start; `description` is one line.
public enum SessionError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownScene(String, valid: [String])
    case invalidSize(Size)

    public var description: String {
        switch self {
        case .unknownScene(let name, let valid):
            // Quoted as JSON, cut short: a name from a recording's header may hold a newline or
            // be thousands of characters long, and the message stays one line.
            return
                "unknown scene \(JSONValue.quoted(name))\(NameSuggestion.hint(for: name, in: valid)) (valid: \(valid.joined(separator: ", ")))"
        case .invalidSize(let size):
            return
                "invalid size \(JSONValue.format(size.width))x\(JSONValue.format(size.height)): both sides must be finite and > 0"
        }
    }
}
