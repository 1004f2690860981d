/// A failure with its exit code; the message is one line without the program name.
public struct CLIError: Error {
    /// Exit codes from sysexits(3).
    public enum Code: Int32, Sendable {
        case usage = 64
        case dataError = 65
        case unavailable = 69
        case software = 70
        case cannotCreate = 73
        case ioError = 74
    }

    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}
