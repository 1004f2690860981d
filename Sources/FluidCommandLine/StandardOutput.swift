import FluidFiles

/// Standard output written whole and checked: a full disk, a closed descriptor or a closed pipe
/// is exit 74 with one line, never a crash or a silent loss. Everything the tools print on
/// stdout goes through here (`print` would lose a failed write without a word).
public enum StandardOutput {
    /// Writes `text` now (unbuffered).
    public static func write(_ text: String) throws(CLIError) {
        let status = StandardStreams.writeOutput(text)
        guard status == 0 else {
            throw CLIError(.ioError, "cannot write to standard output: \(StandardStreams.reason(status))")
        }
    }

    /// Writes `lines`, each followed by a newline.
    public static func write(lines: [String]) throws(CLIError) {
        try write(lines.joined(separator: "\n") + "\n")
    }
}
