import Foundation

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
