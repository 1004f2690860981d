import CSDL2
import FluidCanvas
import FluidCore
import FluidMotion
import FluidRender

/// An SDL2 window that shows a `CairoCanvas`: a resizable, HiDPI-aware window and the
/// presentation path that costs least (`WindowPresenter`: a GPU renderer with vsync, or the
/// window surface where OpenGL is emulated in software). A class: it owns SDL resources.
///
/// Sizes: the scene works in points; SDL positions the mouse in window units; the renderer
/// draws in pixels. `windowUnitsPerPoint = pixelsPerPoint / (pixels per window unit)`.
final class SDLWindow {
    let window: OpaquePointer
    let presenter: WindowPresenter
    /// Pixels per point of the canvas.
    let pixelsPerPoint: Double
    /// Window units (mouse coordinates) per point.
    private(set) var windowUnitsPerPoint: Double
    /// True when presents were set up to wait for vsync (they may still not wait, e.g. under Xvfb).
    var hasVSync: Bool { presenter.hasVSync }
    /// Display refresh interval (s), 1/60 when the display does not say.
    let refreshInterval: Double

    /// The scale the window uses and where it came from (`--scale`, Xft.dpi, …).
    let desktopScale: DesktopScale
    /// How the requested container was fitted to the screen; `message` is nil when it fit.
    let fit: WindowFit

    /// Opens a window showing `size` points at `scale` pixels per point (nil: the desktop's
    /// scale, see `DesktopScale`). A window that would not fit the screen is made to fit (see
    /// `WindowFit`); it opens centred on the screen, fully inside it.
    init(title: String, size: Size, scale: Double?) throws(HostError) {
        let chosen = try SDLWindow.chooseVideoDrivers()
        // Before SDL's own X11 handler, which keeps the one it found and puts it back when the
        // video closes: the filter then also covers a lost wakeup answered while SDL closes its
        // display connections (see `X11ErrorFilter`). Xlib's handler is process-wide and unused
        // by the other drivers.
        X11ErrorFilter.install()
        guard SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            throw chosen ? HostError.noDisplay(driver: nil) : HostError.sdl("SDL_Init")
        }
        // When no display answers (or one is resetting as its last client leaves), SDL quietly
        // falls back to a driver that shows nothing; the playground would run with no window.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let requested = SDL_getenv("SDL_VIDEODRIVER").map { String(cString: $0) } ?? ""
        if SDLWindow.windowlessDrivers.contains(driver), !requested.contains(driver) {
            SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
            throw HostError.noDisplay(driver: driver)
        }
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // The compositor's pixel ratio needs a window: a hidden one measures it, then the real
        // window is created at its final size, so X centres it by that size (a window resized
        // after creation keeps the position computed for its first size).
        let highDPI = SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard
            let probe = SDL_CreateWindow(
                "", 0, 0, Int32(size.width.rounded()), Int32(size.height.rounded()),
                highDPI | SDL_WINDOW_HIDDEN.rawValue)
        else { throw HostError.sdl("SDL_CreateWindow") }
        let display = max(SDL_GetWindowDisplayIndex(probe), 0)
        // Pixels per window unit: 2 on a Retina-class Wayland or macOS screen, 1 on X11.
        let ratio = SDLWindow.pixelRatio(window: probe)
        // Destroyed only once the real window exists: SDL announces SDL_QUIT when its last
        // window goes, and the playground would quit as it starts.
        defer { SDL_DestroyWindow(probe) }
        desktopScale = DesktopScale(
            flag: scale, report: SDLWindow.report(display: display, ratio: ratio, driver: driver))
        var bounds = SDL_Rect()
        let usable =
            SDL_GetDisplayUsableBounds(display, &bounds) == 0
            ? Size(width: Double(bounds.w), height: Double(bounds.h)) : .zero
        fit = WindowFit(
            size: size, scale: desktopScale.scale, scaleIsExplicit: desktopScale.source == .flag,
            pixelsPerWindowUnit: ratio, usable: usable)
        pixelsPerPoint = fit.scale
        windowUnitsPerPoint = fit.scale / ratio
        let centered = Int32(SDL_WINDOWPOS_CENTERED_MASK | UInt32(display))
        let flags = SDL_WINDOW_RESIZABLE.rawValue | highDPI | SDL_WINDOW_SHOWN.rawValue
        guard
            let window = SDL_CreateWindow(
                title, centered, centered,
                Int32((fit.size.width * windowUnitsPerPoint).rounded()),
                Int32((fit.size.height * windowUnitsPerPoint).rounded()), flags)
        else { throw HostError.sdl("SDL_CreateWindow") }
        self.window = window
        presenter = try WindowPresenter(window: window)
        var mode = SDL_DisplayMode()
        let hz = SDL_GetCurrentDisplayMode(display, &mode) == 0 ? mode.refresh_rate : 0
        refreshInterval = 1 / Double(hz > 0 ? hz : 60)
    }

    /// What the desktop says about its scale (see `DesktopScale`).
    private static func report(display: Int32, ratio: Double, driver: String) -> DesktopScale.Report {
        var dpi: Float = 0
        let displayDPI = SDL_GetDisplayDPI(display, &dpi, nil, nil) == 0 && dpi > 0 ? Double(dpi) : nil
        return DesktopScale.Report(
            compositorRatio: ratio,
            xftDPI: driver == "x11" ? X11Resources.xftDPI() : nil,
            gdkScale: SDL_getenv("GDK_SCALE").map { String(cString: $0) },
            qtScaleFactor: SDL_getenv("QT_SCALE_FACTOR").map { String(cString: $0) },
            displayDPI: displayDPI)
    }

    deinit {
        presenter.close()
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
    }

    /// Unless SDL_VIDEODRIVER chooses, lets SDL try only the displays the environment names
    /// (Wayland for WAYLAND_DISPLAY, X11 for DISPLAY). SDL would otherwise try every driver, and
    /// libwayland prints its own "XDG_RUNTIME_DIR is invalid" line on stderr before our message.
    /// Returns whether it chose (false: SDL_VIDEODRIVER did).
    /// - Throws: `HostError.noDisplay` when the environment names no display at all.
    private static func chooseVideoDrivers() throws(HostError) -> Bool {
        func isSet(_ name: String) -> Bool { SDL_getenv(name).map { $0.pointee != 0 } ?? false }
        if isSet("SDL_VIDEODRIVER") { return false }
        var drivers: [String] = []
        if isSet("WAYLAND_DISPLAY") { drivers.append("wayland") }
        if isSet("DISPLAY") { drivers.append("x11") }
        guard !drivers.isEmpty else { throw HostError.noDisplay(driver: nil) }
        SDL_SetHint(SDL_HINT_VIDEODRIVER, drivers.joined(separator: ","))
        return true
    }

    /// SDL video drivers that open no visible window.
    static let windowlessDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// The window's content size in points.
    var pointSize: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Size(width: Double(w) / windowUnitsPerPoint, height: Double(h) / windowUnitsPerPoint)
    }

    /// Converts window units (mouse coordinates) to points.
    func point(x: Double, y: Double) -> Point {
        Point(x: x / windowUnitsPerPoint, y: y / windowUnitsPerPoint)
    }

    func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }

    /// Unmaps the window at once and tells the window system now (not at the next pump), so it
    /// is gone from the screen before the slower teardown that follows a quit.
    func hide() {
        SDL_HideWindow(window)
        SDL_PumpEvents()
    }

    /// Shows the canvas pixels (blocking until vblank with working vsync).
    func present(_ canvas: CairoCanvas) { presenter.present(canvas) }

    /// Draws a frame with `body`, into the window's framebuffer itself where it can
    /// (`WindowPresenter.draw`); `present` then shows it.
    func draw(_ canvas: CairoCanvas, _ body: () -> Void) { presenter.draw(canvas, body) }

    private static func pixelRatio(window: OpaquePointer) -> Double {
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        SDL_GetWindowSizeInPixels(window, &pw, &ph)
        guard w > 0, pw > 0 else { return 1 }
        return Double(pw) / Double(w)
    }
}

/// Why the host could not run; `description` is one line.
public enum HostError: Error, CustomStringConvertible {
    case sdl(String)
    /// No display could be opened; SDL fell back to `driver`, which shows nothing, or (nil) the
    /// environment names no display.
    case noDisplay(driver: String?)

    public var description: String {
        switch self {
        case .sdl(let call): "\(call) failed: \(String(cString: SDL_GetError()))"
        case .noDisplay(let driver):
            "no display could be opened (DISPLAY=\(HostError.environment("DISPLAY")), "
                + "WAYLAND_DISPLAY=\(HostError.environment("WAYLAND_DISPLAY")))"
                + (driver.map { " and SDL fell back to its windowless '\($0)' driver" } ?? "")
                + "; set SDL_VIDEODRIVER=\(driver ?? "offscreen") to run windowless on purpose"
        }
    }

    private static func environment(_ name: String) -> String {
        SDL_getenv(name).map { String(cString: $0) } ?? "unset"
    }
}
