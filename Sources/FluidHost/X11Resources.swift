import CX11

/// The X resource database of the display in `DISPLAY` (what `xrdb` sets and desktops publish).
enum X11Resources {
    /// The `Xft.dpi` resource as written (e.g. "192"); nil without an X display or the resource.
    static func xftDPI() -> String? {
        guard let display = XOpenDisplay(nil) else { return nil }
        defer { XCloseDisplay(display) }
        guard let manager = XResourceManagerString(display) else { return nil }
        XrmInitialize()
        guard let database = XrmGetStringDatabase(manager) else { return nil }
        defer { XrmDestroyDatabase(database) }
        var type: UnsafeMutablePointer<CChar>?
        var value = XrmValue()
        guard XrmGetResource(database, "Xft.dpi", "Xft.Dpi", &type, &value) != 0, let address = value.addr
        else { return nil }
        return String(cString: address)
    }
}

/// Keeps a message sent to a window that no longer exists from ending the program.
///
/// SDL wakes its event wait by sending a message to one of its windows over a second display
/// connection; when that window has just been destroyed (the hidden window that measures the
/// screen, or the window itself while quitting), the server answers BadWindow, and Xlib's
/// default handler prints it and exits with status 1. Such a message carries nothing, so that
/// error is ignored; every other error goes to the handler installed before (Xlib's).
///
/// It is installed before SDL's video starts: SDL's own handler (on top while SDL runs) passes
/// every error to the handler it found, this one, and SDL puts this one back when its video
/// closes — so an answer that arrives while SDL closes its display connections, after the
/// window and the a11y bridge's last wakeup, is filtered too (installed after SDL, it was
/// replaced by Xlib's at that moment, which printed the error and exited with status 1).
enum X11ErrorFilter {
    /// `X_SendEvent` from X11/Xproto.h, and `BadWindow` from X11/X.h.
    static let sendEventRequest: UInt8 = 25
    static let badWindow: UInt8 = 3

    nonisolated(unsafe) private static var previous: XErrorHandler?
    nonisolated(unsafe) private static var installed = false

    /// Whether an error is one a lost wakeup message raises.
    static func isHarmless(requestCode: UInt8, errorCode: UInt8) -> Bool {
        requestCode == sendEventRequest && errorCode == badWindow
    }

    /// Installs the filter once; call from the main thread before SDL's video starts.
    static func install() {
        guard !installed else { return }
        installed = true
        previous = XSetErrorHandler { display, error in
            guard let error else { return 0 }
            if X11ErrorFilter.isHarmless(requestCode: error.pointee.request_code, errorCode: error.pointee.error_code) {
                return 0
            }
            return X11ErrorFilter.previous?(display, error) ?? 0
        }
    }
}
