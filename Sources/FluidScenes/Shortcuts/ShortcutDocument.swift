import Foundation

/// The shortcut being edited: its name and its steps (action ids, in order).
public struct ShortcutDocument: Codable, Hashable, Sendable {
    public var name: String
    public var steps: [String]

    public init(name: String, steps: [String]) {
        self.name = name
        self.steps = steps
    }

    /// What a fresh install shows: a small morning routine.
    public static let sample = ShortcutDocument(
        name: "Morning Routine",
        steps: ["weather", "text", "play-music", "travel-time"])
}

/// Loads and saves the shortcut as JSON, by default at `$XDG_DATA_HOME/fluid/shortcut.json`
/// (`~/.local/share/fluid/shortcut.json` when XDG_DATA_HOME is unset). Saving is atomic: the file
/// is either the old one or the new one, never half-written.
public struct ShortcutStore: Hashable, Sendable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// The store at the default location for `environment`.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> ShortcutStore {
        let base: URL
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty, xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".local/share", isDirectory: true)
        }
        return ShortcutStore(url: base.appendingPathComponent("fluid/shortcut.json"))
    }

    /// The saved document; nil when there is none yet.
    /// - Throws: when the file exists but cannot be read or is not a shortcut document.
    public func load() throws -> ShortcutDocument? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data = try Data(contentsOf: url)
        return try JSONDecoder().decode(ShortcutDocument.self, from: data)
    }

    /// Writes `document` atomically, creating the folder if needed.
    public func save(_ document: ShortcutDocument) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(document).write(to: url, options: .atomic)
    }
}
