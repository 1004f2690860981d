#if !hasFeature(Embedded)
import Foundation
#endif

/// The shortcut being edited: its name and its steps (action ids, in order).
public struct ShortcutDocument: Hashable, Sendable {
    public var name: String
    public var steps: [String]

    public init(name: String, steps: [String]) {
        self.name = name
        self.steps = steps
    }

    /// The document without steps whose action `catalog` does not offer (a file edited by hand
    /// or by another version), and the ids it dropped, in order.
    public func validated(against catalog: ActionCatalog) -> (document: ShortcutDocument, dropped: [String]) {
        var kept = self
        kept.steps = steps.filter { catalog.action(id: $0) != nil }
        return (kept, steps.filter { catalog.action(id: $0) == nil })
    }

    /// What a fresh install shows: a small morning routine.
    public static let sample = ShortcutDocument(
        name: "Morning Routine",
        steps: ["weather", "text", "play-music", "travel-time"])
}

#if !hasFeature(Embedded)  // file I/O stays out of the Embedded (web) build
extension ShortcutDocument: Codable {}

/// Loads and saves the shortcut as JSON, by default at `$XDG_DATA_HOME/fluid/shortcut.json`
/// (`~/.local/share/fluid/shortcut.json` when XDG_DATA_HOME is unset). Saving is atomic: the file
/// is either the old one or the new one, never half-written; the temporary is the store's own
/// (`AtomicFile`), and one left by a killed process is swept when the store loads or saves.
public struct ShortcutStore: Hashable, Sendable {
    public let url: URL

    /// The largest shortcut file read (1 MiB, tens of thousands of steps); a larger one is not
    /// a shortcut document.
    public static let maxFileSize = 1 << 20

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

    /// The saved document; nil when there is none yet. Sweeps stale temporaries first.
    /// - Throws: `OutputError` (its `reason` in words) when the file exists but cannot be read,
    ///   is larger than `maxFileSize`, or is not a shortcut document.
    public func load() throws(OutputError) -> ShortcutDocument? {
        AtomicFile.sweepStale(besides: url.path)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: ShortcutStore.maxFileSize + 1) ?? Data()
        } catch {
            throw OutputError(path: url.path, reason: ShortcutStore.reason(error))
        }
        guard data.count <= ShortcutStore.maxFileSize else {
            throw OutputError(path: url.path, reason: "larger than \(ShortcutStore.maxFileSize >> 20) MiB, not a shortcut document")
        }
        do {
            return try JSONDecoder().decode(ShortcutDocument.self, from: data)
        } catch {
            throw OutputError(path: url.path, reason: "not a shortcut document")
        }
    }

    /// Writes `document` atomically, creating the folder if needed.
    /// - Throws: `OutputError` saying what failed in words (read-only folder, disk full, the
    ///   path is a directory…).
    public func save(_ document: ShortcutDocument) throws(OutputError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: url.deletingLastPathComponent().path, reason: ShortcutStore.reason(error))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(document)
        } catch {
            throw OutputError(path: url.path, reason: "cannot encode the shortcut")
        }
        try AtomicFile.write(data, to: url.path)
    }

    /// A Foundation file error in the words of `AtomicFile.reason(errno:)` when it carries an
    /// error number, else Foundation's description.
    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return AtomicFile.reason(errno: Int32(ns.code)) }
        if let posix = ns.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return AtomicFile.reason(errno: Int32(posix.code))
        }
        return ns.localizedDescription
    }
}
#endif
