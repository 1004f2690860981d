import FluidFiles
import Foundation
import FluidScenes

/// Standard output written whole and checked: a full disk, a closed descriptor or a closed pipe
/// is exit 74 with one line, never a crash or a silent loss. Everything `fluid` prints on
/// stdout goes through here (`print` would lose a failed write without a word).
enum StandardOutput {
    /// Writes `text` now (unbuffered).
    static func write(_ text: String) throws(CLIError) {
        let status = StandardStreams.writeOutput(text)
        guard status == 0 else {
            throw CLIError(.ioError, "cannot write to standard output: \(StandardStreams.reason(status))")
        }
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
