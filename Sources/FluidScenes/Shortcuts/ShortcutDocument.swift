import FluidJSON
import FluidLocalization
import FluidSceneKit

/// The shortcut being edited: its name and its steps (action ids, in order).
///
/// Its one JSON form, `{"name": string, "steps": [string, …]}`, is both the shortcut file's
/// (written by the hosts' store) and a recording header's `shortcut` field: written and read
/// through `JSONValue`, so the scenes need no Foundation.
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

extension ShortcutDocument {
    /// The key of the document in a scene's start state and in a recording's header.
    public static let stateKey = "shortcut"

    /// The editor's start-state field: a header's `shortcut` must be a document `init(json:)`
    /// reads. The host keeps it (a file), so the session does not.
    public static let startStateField = StartStateField(stateKey) { (value) throws(StartStateError) in
        do throws(FormatError) {
            _ = try ShortcutDocument(json: value)
        } catch {
            throw StartStateError("\"\(stateKey)\" \(error.description)")
        }
    }

    /// `{"name": …, "steps": […]}`, keys in that order.
    public var json: JSONValue {
        .object([("name", .string(name)), ("steps", .array(steps.map { .string($0) }))])
    }

    /// The document `json` describes: an object with exactly `name` (a string) and `steps` (an
    /// array of strings).
    /// - Throws: `FormatError` when it is anything else.
    public init(json: JSONValue) throws(FormatError) {
        guard case .object(let fields) = json, fields.count == 2,
            case .string(let name)? = fields.first(where: { $0.key == "name" })?.value,
            case .array(let items)? = fields.first(where: { $0.key == "steps" })?.value
        else { throw FormatError() }
        var steps: [String] = []
        for item in items {
            guard case .string(let step) = item else { throw FormatError() }
            steps.append(step)
        }
        self.init(name: name, steps: steps)
    }

    /// The document in the UTF-8 JSON text `bytes` (the shortcut file's content).
    /// - Throws: `FormatError` when the text is not JSON or not a shortcut document.
    public init(jsonText bytes: [UInt8]) throws(FormatError) {
        let value = bytes.withUnsafeBufferPointer { try? JSONReader.parse($0) }
        guard let value else { throw FormatError() }
        try self.init(json: value)
    }

    /// Unknown step ids named in `droppedNotice` before "and N more".
    static let droppedIDsShown = 3

    /// "Dropped 2 unknown steps from PATH: "foo", "bar"" — on one line, ids quoted and cut —
    /// for the steps `validated(against:)` dropped from the document at `source`.
    public static func droppedNotice(_ ids: [String], source: String) -> String {
        let shown = ids.prefix(droppedIDsShown).map { JSONValue.quoted($0, limit: 24) }.joined(separator: ", ")
        let more = ids.count > droppedIDsShown ? " and \(ids.count - droppedIDsShown) more" : ""
        let noun = ids.count == 1 ? "step" : "steps"
        return "Dropped \(ids.count) unknown \(noun) from \(source): \(shown)\(more)"
    }

    /// "Cannot save PATH: REASON; edits will not be saved": the banner when an edit could not
    /// be kept, in `strings`' language (the reason is the store's own words).
    public static func saveProblem(path: String, reason: String, strings: MessageCatalog = .english) -> String {
        strings.localized("Cannot save %@: %@; edits will not be saved", arguments: isolated([path, reason], strings))
    }

    /// "Cannot read PATH: REASON; edits will not be saved": the banner when the stored shortcut
    /// could not be read, in `strings`' language.
    public static func readProblem(path: String, reason: String, strings: MessageCatalog = .english) -> String {
        strings.localized("Cannot read %@: %@; edits will not be saved", arguments: isolated([path, reason], strings))
    }

    /// Right to left, each argument between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE
    /// (U+2068, U+2069): a path or an English reason keeps its own direction inside a Hebrew
    /// sentence (its leading "/" stays at its start). Left to right, as given.
    static func isolated(_ arguments: [String], _ strings: MessageCatalog) -> [String] {
        strings.isRightToLeft ? arguments.map { "\u{2068}" + $0 + "\u{2069}" } : arguments
    }

    /// JSON that is not a shortcut document.
    public struct FormatError: Error, Hashable, Sendable, CustomStringConvertible {
        public init() {}
        public var description: String { "must be {\"name\": string, \"steps\": [string, …]}" }
    }
}
