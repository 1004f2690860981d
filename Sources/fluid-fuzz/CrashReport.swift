import Glibc

/// What to print if the process dies on a trap (a failed precondition, an overflow, an index
/// out of range): a trap cannot be caught, so the case being run is written down before it runs
/// and a signal handler prints it.
enum CrashReport {
    private static let capacity = 512
    nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var length = 0

    /// Installs the handler for the signals a Swift trap raises.
    static func install() {
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE] {
            Glibc.signal(signal) { number in
                _ = Glibc.write(2, CrashReport.buffer, CrashReport.length)
                Glibc.signal(number, SIG_DFL)
                Glibc.raise(number)
            }
        }
    }

    /// Nothing printed if the process traps from now on (a process run to see whether an
    /// input traps, whose parent reports it).
    static func clear() { length = 0 }

    /// The line printed if the process traps from now on.
    static func set(_ message: String) {
        var utf8 = Array(message.utf8.prefix(capacity - 1))
        utf8.append(UInt8(ascii: "\n"))
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                buffer.update(from: chars.baseAddress!, count: chars.count)
            }
        }
        length = utf8.count
    }
}
