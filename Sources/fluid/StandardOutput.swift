import Foundation

/// Standard output written whole and checked: a full disk or a closed pipe is exit 74 with one
/// line, never a crash or a silent loss.
enum StandardOutput {
    /// Writes `text` now (unbuffered).
    static func write(_ text: String) throws(CLIError) {
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
        } catch {
            throw CLIError(.ioError, "cannot write to standard output: \(systemReason(error))")
        }
    }

    /// Turns the signals a failed write raises into errors the writer reports: SIGPIPE (the
    /// reader went away) and SIGXFSZ (a file-size limit, `ulimit -f`) would otherwise kill the
    /// process without a word.
    static func reportWriteFailuresAsErrors() {
        _ = signal(SIGPIPE, SIG_IGN)
        _ = signal(SIGXFSZ, SIG_IGN)
    }

    /// Writes `lines`, each followed by a newline.
    static func write(lines: [String]) throws(CLIError) {
        try write(lines.joined(separator: "\n") + "\n")
    }
}

/// The operating system's words for a failed file operation ("No space left on device"), or
/// Foundation's description when it carries no error number.
func systemReason(_ error: Error) -> String {
    let ns = error as NSError
    if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
    if let posix = ns.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(posix.code)))
    }
    return ns.localizedDescription
}
