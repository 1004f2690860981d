import Foundation
import FluidMotion

/// The trace format of docs/trace.md: a header line, then one line per frame written after the
/// frame's events were applied and the scene advanced to the frame's time.
public enum Trace {
    /// `{"scene":…,"width":…,"height":…,"scale":…, <scene header fields>}`
    /// `extra` fields (a host's, such as its clock) follow the scene's.
    public static func header(_ session: Session, extra: [(String, JSONValue)] = []) -> String {
        var fields: [(String, JSONValue)] = [
            ("scene", .string(session.sceneName)),
            ("width", .number(session.size.width)),
            ("height", .number(session.size.height)),
            ("scale", .number(session.scale)),
        ]
        fields += session.scene.traceHeader
        fields += extra
        return JSONValue.object(fields).text
    }

    /// `{"frame":index,"t":time,"scene":…, <scene frame fields>}` for the session's current time;
    /// `extra` fields (a host's, such as when the frame was presented) come last.
    public static func frame(_ session: Session, index: Int, extra: [(String, JSONValue)] = []) -> String {
        var fields: [(String, JSONValue)] = [
            ("frame", .number(Double(index))),
            ("t", .number(session.time)),
            ("scene", .string(session.sceneName)),
        ]
        fields += session.scene.traceFrame
        // Only while something has keyboard focus, so traces of touch-only runs are unchanged.
        if let focused = session.focus.focusedID { fields.append(("focus", .string(focused))) }
        fields += extra
        return JSONValue.object(fields).text
    }
}

/// Writes `text` to `path` whole or not at all (see `AtomicFile`).
public func writeFileAtomically(_ text: String, to path: String) throws(OutputError) {
    try AtomicFile.write(Data(text.utf8), to: path)
}

/// A file written line by line and flushed after each line, so another process can follow it
/// while it grows (the playground's `--trace` and `--record`). A class: it owns the file.
public final class LineFile {
    public let path: String
    private var file: UnsafeMutablePointer<FILE>?

    /// Creates or truncates the file at `path`.
    public init(path: String) throws(OutputError) {
        self.path = path
        guard let file = fopen(path, "w") else {
            throw OutputError(path: path, reason: String(cString: strerror(errno)))
        }
        self.file = file
    }

    deinit { close() }

    /// Appends `line` and a newline, then flushes. Does nothing after `close()`.
    public func write(_ line: String) {
        guard let file else { return }
        fputs(line, file)
        fputs("\n", file)
        fflush(file)
    }

    public func close() {
        if let file { fclose(file) }
        file = nil
    }
}

/// An output file could not be written; `description` is one line.
public struct OutputError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    /// The system's error number when there is one (ENOSPC, EACCES…), else 0.
    public var code: Int32

    public init(path: String, reason: String, code: Int32 = 0) {
        self.path = path
        self.reason = reason
        self.code = code
    }

    /// Whether the data could not be written (a full disk, an I/O error, a size limit) rather
    /// than the file not created: sysexits' EX_IOERR (74) instead of EX_CANTCREAT (73).
    public var isWriteFailure: Bool { [ENOSPC, EDQUOT, EIO, EFBIG].contains(code) }

    public var description: String { "cannot write \(path): \(reason)" }
}
