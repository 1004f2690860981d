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
        // Only while a push or pop runs, likewise.
        fields += session.navigationTraceFields
        fields += extra
        return JSONValue.object(fields).text
    }
}

/// Writes `text` to `path` whole or not at all (see `AtomicFile`).
public func writeFileAtomically(_ text: String, to path: String) throws(OutputError) {
    try AtomicFile.write(Data(text.utf8), to: path)
}

/// A file written line by line, each line reaching the file as it is written, so another
/// process can follow it while it grows (the playground's `--trace` and `--record`). It is
/// written in place, through a symbolic link (the link's target grows), as a log is. A class:
/// it owns the descriptor.
public final class LineFile {
    public let path: String
    private var descriptor: Int32
    /// The first write that failed (a full disk, a reader that went away); nothing is written
    /// after it, so the file ends at a whole line.
    public private(set) var failure: OutputError?

    /// Creates or truncates the file at `path`.
    public init(path: String) throws(OutputError) {
        self.path = path
        guard !StandardStreams.isClosedDescriptor(path) else {
            throw OutputError(path: path, reason: String(cString: strerror(EBADF)), code: EBADF)
        }
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw OutputError(path: path, reason: String(cString: strerror(errno)), code: errno)
        }
    }

    deinit { close() }

    /// Appends `line` and a newline. Does nothing after `close()` or a failure.
    public func write(_ line: String) {
        guard descriptor >= 0, failure == nil else { return }
        let status = RawWrite.whole(line + "\n", to: descriptor)
        if status != 0 {
            failure = OutputError(path: path, reason: String(cString: strerror(status)), code: status)
        }
    }

    public func close() {
        if descriptor >= 0, closeDescriptor(descriptor) != 0, failure == nil {
            failure = OutputError(path: path, reason: String(cString: strerror(errno)), code: errno)
        }
        descriptor = -1
    }
}

/// close(2), out of reach of `LineFile.close()`'s own name.
private func closeDescriptor(_ fd: Int32) -> Int32 { close(fd) }

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

    /// Whether the data could not be written (a full disk, an I/O error, a size limit, a pipe
    /// whose reader went away, a closed descriptor) rather than the file not created: sysexits'
    /// EX_IOERR (74) instead of EX_CANTCREAT (73).
    public var isWriteFailure: Bool { [ENOSPC, EDQUOT, EIO, EFBIG, EPIPE, EBADF].contains(code) }

    public var description: String { "cannot write \(path): \(reason)" }
}
