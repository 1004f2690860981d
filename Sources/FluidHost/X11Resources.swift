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
