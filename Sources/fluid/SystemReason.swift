import Foundation

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
