import Foundation

/// Files and directories written whole or not at all: the content goes to a temporary beside
/// the destination, named `.NAME.fluid-tmp-PID`, and is renamed into place when complete. A
/// process killed mid-write leaves only such a temporary, which `sweepStale(besides:)` removes
/// once its process is gone. (Foundation's `.atomic` writes use temporaries of its own naming,
/// `.dat.nosync…`, that nothing ever sweeps.)
public enum AtomicFile {
    /// Writes `data` to `path`: either the old file stays or the new one is complete.
    /// Stale temporaries of `path` are swept first.
    /// A path that names a device or a pipe (`/dev/stdout`, `/dev/full`) is written in place:
    /// renaming over it would replace the device with a file.
    public static func write(_ data: Data, to path: String) throws(OutputError) {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
            let fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
            guard fd >= 0 else { throw failure(path, errno: errno) }
            let status = writeAll(data, to: fd, sync: false)
            let closed = close(fd) == 0 ? 0 : errno
            guard status == 0, closed == 0 else { throw failure(path, errno: status != 0 ? status : closed) }
            return
        }
        sweepStale(besides: path)
        let temporary = temporaryPath(for: path)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(path, errno: errno) }
        let status = writeAll(data, to: fd, sync: true)
        let closed = close(fd) == 0 ? 0 : errno
        guard status == 0, closed == 0 else {
            unlink(temporary)
            throw failure(path, errno: status != 0 ? status : closed)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(path, errno: code)
        }
    }

    /// Writes every byte of `data` to `fd` (then fsyncs when `sync`); 0, or the error number.
    private static func writeAll(_ data: Data, to fd: Int32, sync: Bool) -> Int32 {
        var written = 0
        let status: Int32 = data.withUnsafeBytes { raw in
            while written < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + written, raw.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += n
            }
            return !sync || fsync(fd) == 0 ? 0 : errno
        }
        return status
    }

    /// `.NAME.fluid-tmp-PID` in the destination's directory, for this process.
    public static func temporaryPath(for path: String) -> String {
        let (directory, name) = split(path)
        return directory + "." + name + marker + String(getpid())
    }

    /// Removes the temporaries (files or directories) of `path` whose process no longer runs.
    public static func sweepStale(besides path: String) {
        let (directory, name) = split(path)
        let prefix = "." + name + marker
        let listed = directory.isEmpty ? "." : directory
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: listed) else { return }
        for entry in entries where entry.hasPrefix(prefix) {
            guard let pid = pid_t(entry.dropFirst(prefix.count)), pid > 0, pid != getpid() else { continue }
            // kill(pid, 0) probes without signalling; ESRCH means no such process.
            if kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(atPath: directory + entry)
            }
        }
    }

    private static let marker = ".fluid-tmp-"

    /// The directory part (empty or ending in "/") and the last component of `path`.
    private static func split(_ path: String) -> (directory: String, name: String) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return ("", String(trimmed)) }
        return (String(trimmed[...slash]), String(trimmed[trimmed.index(after: slash)...]))
    }

    private static func failure(_ path: String, errno code: Int32) -> OutputError {
        OutputError(path: path, reason: reason(errno: code), code: code)
    }

    /// What went wrong, in words a person can act on.
    public static func reason(errno code: Int32) -> String {
        switch code {
        case EROFS: "the folder is on a read-only file system"
        case EACCES, EPERM: "the folder is read-only (no permission to write there)"
        case ENOSPC, EDQUOT: "the disk is full"
        case EISDIR: "the path is a directory"
        case ENOENT: "the folder does not exist"
        case ENOTDIR: "a part of the path is not a folder"
        default: String(cString: strerror(code))
        }
    }
}
