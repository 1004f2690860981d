import Foundation

/// Standard input, output and error as the tools use them, whatever state they were started in:
/// closed (`>&-`), full (`/dev/full`), or a pipe whose reader has gone (`| head`).
///
/// The policy (docs/commands.md, "Exit codes"): SIGPIPE is ignored, so a reader that went away
/// is a failed write (EPIPE) and the tool exits 74 with one line on standard error; when
/// standard error cannot take that line either (it is the same closed pipe, `2>&1 | head`, or it
/// is closed or full), the tool exits with the same code silently. No write traps.
public enum StandardStreams {
    /// Call first in `main`: keeps descriptors 0, 1 and 2 taken and turns the signals a failed
    /// write raises into errors.
    ///
    /// A closed descriptor among 0–2 is filled with /dev/null opened read-only: reading it is
    /// empty and writing it still fails with EBADF, as the closed descriptor did, but no file the
    /// tool opens later can land on it (an error line must never end up inside a trace).
    /// SIGPIPE (the reader went away) and SIGXFSZ (a file-size limit, `ulimit -f`) would
    /// otherwise kill the process without a word.
    public static func prepare() {
        for fd in Int32(0)...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let filler = open("/dev/null", O_RDONLY)
            if filler >= 0, filler != fd {
                dup2(filler, fd)
                close(filler)
            }
            filled.insert(fd)
        }
        _ = signal(SIGPIPE, SIG_IGN)
        _ = signal(SIGXFSZ, SIG_IGN)
    }

    /// The standard descriptors that were closed at start and hold /dev/null since `prepare()`.
    nonisolated(unsafe) private static var filled: Set<Int32> = []

    /// Whether `path` names, through /proc or /dev/fd, a standard descriptor that was closed at
    /// start (`--trace /dev/stdout` after `>&-`). Opening it would open the /dev/null that
    /// stands in for it, writable, and lose the output without a word; a writer treats it as
    /// the closed descriptor it stands for (EBADF).
    public static func isClosedDescriptor(_ path: String) -> Bool {
        guard !filled.isEmpty, case .inPlace(let place) = AtomicFile.destination(of: path) else { return false }
        let (directory, name) = AtomicFile.split(place)
        guard let fd = Int32(name), filled.contains(fd),
            let resolved = realpath(directory.isEmpty ? "." : directory, nil)
        else { return false }
        defer { free(resolved) }
        let folder = String(cString: resolved)
        return folder == "/proc/\(getpid())/fd" || folder == "/proc/self/fd"
    }

    /// Writes `text` to standard output: 0, or the error number (EPIPE, ENOSPC, EBADF…).
    public static func writeOutput(_ text: String) -> Int32 {
        RawWrite.whole(text, to: STDOUT_FILENO)
    }

    /// Writes `text` to standard error, best effort: when standard error cannot be written
    /// there is nowhere left to say so, and the exit code alone reports the failure.
    public static func writeError(_ text: String) {
        _ = RawWrite.whole(text, to: STDERR_FILENO)
    }

    /// The system's words for an error number ("Broken pipe", "No space left on device").
    public static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
