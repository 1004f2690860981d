#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file that must not be larger than a limit (a touch script, the shortcut file),
/// without reading more than one byte past the limit: a huge or endless file (`/dev/zero`) is
/// refused, not swallowed. Both readers word a failure the same way (`reason(_:)`).
public enum BoundedFile {
    /// Why a file was not read.
    public enum Failure: Error, Hashable, Sendable {
        /// It could not be opened or read; the system's error number.
        case unreadable(Int32)
        /// It holds more than the limit.
        case tooLarge
    }

    /// The bytes of the file at `path`, at most `limit` of them.
    /// - Throws: `Failure.unreadable` (missing, a directory, no permission…) or `.tooLarge`.
    public static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(errno) }
        defer { close(fd) }
        return try read(descriptor: fd, limit: limit)
    }

    /// The bytes left to read from the open file `fd`, at most `limit` of them, as `read(_:limit:)`
    /// reads them; `fd` stays open. For a reader that checks what it opened first (a catalog
    /// must be a regular file).
    public static func read(descriptor fd: Int32, limit: Int) throws(Failure) -> [UInt8] {
        // A regular file says its size: one read takes it whole (or one byte past the limit).
        // A pipe or a device says 0 and is read a chunk at a time.
        var info = stat()
        let size = fstat(fd, &info) == 0 && info.st_size > 0 ? Int(info.st_size) : 0
        let chunk = size > 0 ? min(limit + 1, size + 1) : 1 << 16
        var bytes: [UInt8] = []
        while bytes.count <= limit {
            var failure: Int32 = 0
            let part = [UInt8](unsafeUninitializedCapacity: min(chunk, limit + 1 - bytes.count)) { buffer, count in
                count = 0
                while true {
                    let n = readDescriptor(fd, buffer.baseAddress, buffer.count)
                    if n < 0, errno == EINTR { continue }
                    if n < 0 { failure = errno } else { count = n }
                    return
                }
            }
            guard failure == 0 else { throw .unreadable(failure) }
            if part.isEmpty { break }
            bytes += part
        }
        guard bytes.count <= limit else { throw .tooLarge }
        return bytes
    }

    /// The system's words for an error number ("No such file or directory", "Is a directory").
    public static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// read(2), out of reach of `BoundedFile.read`'s own name.
private func readDescriptor(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
