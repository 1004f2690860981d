import Foundation

/// Files and directories written whole or not at all: the content goes to a temporary beside
/// the destination, named `.NAME.fluid-tmp-PID`, and is renamed into place when complete. A
/// process killed mid-write leaves only such a temporary, which `sweepStale(besides:)` removes
/// once its process is gone. (Foundation's `.atomic` writes use temporaries of its own naming,
/// `.dat.nosync…`, that nothing ever sweeps.)
public enum AtomicFile {
    /// Writes `data` to `path`: either the old file stays or the new one is complete.
    /// Stale temporaries of `path` are swept first. A symbolic link is written through: its
    /// target is replaced and the link stays (`destination(of:)`). A path that names a device,
    /// a pipe or a descriptor (`/dev/stdout`, `/dev/full`) is written in place, appending.
    public static func write(_ data: Data, to path: String) throws(OutputError) {
        let target: String
        switch destination(of: path) {
        case .inPlace(let place):
            guard !StandardStreams.isClosedDescriptor(place) else { throw failure(path, errno: EBADF) }
            let fd = open(place, O_WRONLY | O_APPEND | O_CLOEXEC)
            guard fd >= 0 else { throw failure(path, errno: errno) }
            let status = RawWrite.whole(data, to: fd)
            let closed = close(fd) == 0 ? 0 : errno
            guard status == 0, closed == 0 else { throw failure(path, errno: status != 0 ? status : closed) }
            return
        case .replace(let file):
            target = file
        }
        sweepStale(besides: target)
        let temporary = temporaryPath(for: target)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(path, errno: errno) }
        var status = RawWrite.whole(data, to: fd)
        if status == 0, fsync(fd) != 0 { status = errno }
        let closed = close(fd) == 0 ? 0 : errno
        guard status == 0, closed == 0 else {
            unlink(temporary)
            throw failure(path, errno: status != 0 ? status : closed)
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(path, errno: code)
        }
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
    static func split(_ path: String) -> (directory: String, name: String) {
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
