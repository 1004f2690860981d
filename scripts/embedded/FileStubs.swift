/// The file layer's types as FluidScenes names them, for the Embedded (web) build only: that
/// build has no files, so no store is ever made and these only let the scenes compile. The
/// real ones (Trace.swift, ShortcutDocument.swift) are left out of Embedded builds; this file
/// goes away once FluidScenes no longer names them.

/// An output file could not be written; never raised in an Embedded build.
public struct OutputError: Error, Hashable, Sendable {
    public var path: String
    public var reason: String
    public var code: Int32

    public init(path: String, reason: String, code: Int32 = 0) {
        self.path = path
        self.reason = reason
        self.code = code
    }
}

/// Where the shortcut would be saved; an Embedded build makes none.
public struct ShortcutStore: Hashable, Sendable {
    /// The file's location, with only the path the scenes read.
    public struct Location: Hashable, Sendable {
        public var path: String
    }

    public let url: Location

    public func load() throws(OutputError) -> ShortcutDocument? { nil }

    public func save(_ document: ShortcutDocument) throws(OutputError) {
        throw OutputError(path: url.path, reason: "this build has no files")
    }
}
