import FluidJSON
import FluidLocalization
import FluidScenes
import Foundation

/// Loads and saves the shortcut as JSON (`ShortcutDocument.json`, one line), by default at
/// `$XDG_DATA_HOME/fluid/shortcut.json` (`~/.local/share/fluid/shortcut.json` when XDG_DATA_HOME
/// is unset). Saving is atomic: the file is either the old one or the new one, never
/// half-written; the temporary is the store's own (`AtomicFile`), and one left by a killed
/// process is swept when the store loads or saves.
///
/// The Shortcuts editor never touches it: a host reads it into the editor's start state
/// (`start(catalog:)`) and writes the documents the editor hands out (`keep(_:)`).
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
        -> ShortcutStore
    {
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
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(url.path, limit: ShortcutStore.maxFileSize)
        } catch {
            switch error {
            case .unreadable(let code):
                throw OutputError(path: url.path, reason: BoundedFile.reason(code), code: code)
            case .tooLarge:
                throw OutputError(
                    path: url.path,
                    reason: "larger than \(ShortcutStore.maxFileSize >> 20) MiB, not a shortcut document")
            }
        }
        do {
            return try ShortcutDocument(jsonText: bytes)
        } catch {
            throw OutputError(path: url.path, reason: "not a shortcut document")
        }
    }

    /// Writes `document` atomically, creating the folder if needed.
    /// - Throws: `OutputError` saying what failed in words (read-only folder, disk full, the
    ///   path is a directory…).
    public func save(_ document: ShortcutDocument) throws(OutputError) {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: url.deletingLastPathComponent().path, reason: ShortcutStore.reason(error))
        }
        try AtomicFile.write(Data((document.json.text + "\n").utf8), to: url.path)
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

extension ShortcutStore {
    /// How the Shortcuts editor starts from this store.
    public struct Start: Hashable, Sendable {
        /// The editor's start state (`SceneOptions.startState`): the stored shortcut without the
        /// steps the catalog lacks, or the sample when nothing is stored or the file cannot be read.
        public var state: [JSONValue.Field]
        /// What the editor shows and the host prints: a file that cannot be read, or the unknown
        /// steps dropped from it; nil when the shortcut loaded whole.
        public var problem: String?
        /// False when the file could not be read: it is left untouched, and edits are not saved.
        public var canSave: Bool
    }

    /// Reads the store for the editor. Steps whose action `catalog` lacks are dropped, and the
    /// problem says which; the file keeps them until the next edit saves. A problem reading the
    /// file is in `strings`' language.
    public func start(catalog: ActionCatalog = ActionCatalog(), strings: MessageCatalog = .english) -> Start {
        do {
            let (valid, dropped) = (try load() ?? .sample).validated(against: catalog)
            return Start(
                state: [JSONValue.Field(ShortcutDocument.stateKey, valid.json)],
                problem: dropped.isEmpty ? nil : ShortcutDocument.droppedNotice(dropped, source: url.path),
                canSave: true)
        } catch {
            return Start(
                state: [JSONValue.Field(ShortcutDocument.stateKey, ShortcutDocument.sample.json)],
                problem: ShortcutDocument.readProblem(path: error.path, reason: error.reason, strings: strings),
                canSave: false)
        }
    }

    /// Saves the document a scene handed out (`Session.takeDocumentChange()`): nil once saved,
    /// else the problem in words, for the scene to show. Fields that are not a shortcut are not
    /// this store's and are left alone. The problem is in `strings`' language.
    public func keep(_ field: JSONValue.Field, strings: MessageCatalog = .english) -> String? {
        guard field.key == ShortcutDocument.stateKey, let document = try? ShortcutDocument(json: field.value) else {
            return nil
        }
        do {
            try save(document)
            return nil
        } catch {
            // The store's own words for what failed, and where (the file or its folder).
            return ShortcutDocument.saveProblem(path: error.path, reason: error.reason, strings: strings)
        }
    }
}
