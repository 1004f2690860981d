import Foundation

/// Every byte the tools write to a descriptor goes through here: write(2) in a loop, with
/// EINTR retried and every other failure returned as its error number. Nothing here traps or
/// raises a signal of its own: `print` loses a failed write without a word, and Foundation's
/// `FileHandle.write(_:)` traps on one (EPIPE, EBADF, ENOSPC), which is how a closed pipe used
/// to end the tools with SIGILL. (SIGPIPE itself is ignored by `StandardStreams.prepare()`, so a
/// closed pipe arrives here as EPIPE.)
public enum RawWrite {
    /// Writes all of `bytes` to `fd`. Returns 0, or the error number of the first failure
    /// (EPIPE, ENOSPC, EBADF, EFBIG…); a write that makes no progress is EIO.
    public static func whole(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var written = 0
        while written < bytes.count {
            let n = write(fd, base + written, bytes.count - written)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if n == 0 { return EIO }
            written += n
        }
        return 0
    }

    /// Writes the UTF-8 of `text` to `fd`: 0, or the error number.
    public static func whole(_ text: String, to fd: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { whole(UnsafeRawBufferPointer($0), to: fd) }
    }

    /// Writes `data` to `fd`: 0, or the error number.
    public static func whole(_ data: Data, to fd: Int32) -> Int32 {
        data.withUnsafeBytes { whole($0, to: fd) }
    }
}
