import CSDL2
import FluidRender

/// Shows canvas pixels in a window by the path that costs the CPU least.
///
/// - `renderer`: an SDL renderer on the GPU (vsync when the driver offers it); each frame's
///   pixels are uploaded to a streaming texture the GPU draws.
/// - `windowSurface`: SDL's window surface, where the only OpenGL is a software one (Mesa's
///   llvmpipe or softpipe, as under Xvfb) or SDL offers only its software renderer. The scene
///   draws straight into the window's framebuffer (shared memory on X11) when it is laid out as
///   the canvas (`draw`), or the canvas is copied there once, instead of being uploaded to a
///   texture that a CPU-emulated GPU then scales and blends into its own buffer.
///
/// `FLUID_PRESENTER=renderer|surface` in the environment forces one path (to measure both).
/// A class: it owns SDL resources.
final class WindowPresenter {
    enum Path: String {
        case renderer
        case windowSurface = "surface"
    }

    let path: Path
    /// True when presenting blocks until the display's vblank (a renderer created with vsync).
    let hasVSync: Bool
    /// What renders: the SDL renderer and GL renderer names, for logs and benchmarks.
    let description: String
    private let window: OpaquePointer
    private var renderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var textureSize = (width: Int32(0), height: Int32(0))

    /// GL renderer names that mean OpenGL emulated on the CPU.
    static let softwareGLNames = ["llvmpipe", "softpipe", "swrast", "software rasterizer"]
    /// `GL_RENDERER`, the `glGetString` name of the renderer's description.
    private static let glRenderer: UInt32 = 0x1F01

    init(window: OpaquePointer) throws(HostError) {
        self.window = window
        let forced = SDL_getenv("FLUID_PRESENTER").map { String(cString: $0) }.flatMap(Path.init(rawValue:))
        var renderer =
            forced == .windowSurface
            ? nil
            : SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        let (name, glName) = renderer.map(WindowPresenter.names) ?? ("none", nil)
        let software = name == "software" || glName.map(WindowPresenter.isSoftwareGL) ?? false
        if let created = renderer, forced == .windowSurface || (software && forced != .renderer) {
            SDL_DestroyRenderer(created)
            renderer = nil
        }
        if renderer == nil && forced == .renderer {
            renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        let via = renderer == nil ? "window surface" : "renderer"
        description = "\(via); SDL renderer \(name)" + (glName.map { ", GL \($0)" } ?? "")
        if let renderer {
            var info = SDL_RendererInfo()
            SDL_GetRendererInfo(renderer, &info)
            hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
            path = .renderer
            self.renderer = renderer
        } else {
            // X11's own framebuffer (shared-memory images), not a texture through a renderer.
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
            guard SDL_GetWindowSurface(window) != nil else { throw HostError.sdl("SDL_GetWindowSurface") }
            hasVSync = false
            path = .windowSurface
        }
    }

    deinit { close() }

    /// Frees the texture and renderer; call before the window is destroyed. Presents after it
    /// do nothing.
    func close() {
        if let texture { SDL_DestroyTexture(texture) }
        if let renderer { SDL_DestroyRenderer(renderer) }
        texture = nil
        renderer = nil
        closed = true
    }

    private var closed = false

    /// The drawable size in pixels (differs from the window size on HiDPI screens).
    var outputPixelSize: (width: Int32, height: Int32) {
        var w: Int32 = 0, h: Int32 = 0
        if let renderer {
            SDL_GetRendererOutputSize(renderer, &w, &h)
        } else {
            SDL_GetWindowSizeInPixels(window, &w, &h)
        }
        return (w, h)
    }

    /// Draws a frame with `body`. Through the window surface, when the surface's pixels are the
    /// canvas's size and layout, the drawing goes straight into the window's framebuffer and
    /// `present` only shows it; otherwise it goes into the canvas, which `present` copies.
    func draw(_ canvas: CairoCanvas, _ body: () -> Void) {
        drawnInPlace = false
        if !closed, renderer == nil, let surface = SDL_GetWindowSurface(window), let format = surface.pointee.format,
            let pixels = surface.pointee.pixels, surface.pointee.flags & UInt32(SDL_RLEACCEL) == 0,
            Int(surface.pointee.w) == canvas.pixelWidth, Int(surface.pointee.h) == canvas.pixelHeight,
            WindowPresenter.sharesCanvasLayout(format.pointee.format),
            canvas.drawing(into: pixels, stride: Int(surface.pointee.pitch), body) != nil
        {
            drawnInPlace = true
            return
        }
        body()
    }

    /// True when the last `draw` drew into the window surface itself.
    private var drawnInPlace = false

    /// Shows the canvas's pixels at the window's top-left (blocking until vblank with vsync), or
    /// the frame `draw` drew into the window surface.
    func present(_ canvas: CairoCanvas) {
        guard !closed else { return }
        if let renderer {
            presentThroughRenderer(canvas, renderer)
        } else if drawnInPlace {
            drawnInPlace = false
            SDL_UpdateWindowSurface(window)
        } else {
            presentThroughSurface(canvas)
        }
    }

    private func presentThroughRenderer(_ canvas: CairoCanvas, _ renderer: OpaquePointer) {
        let width = Int32(canvas.pixelWidth), height = Int32(canvas.pixelHeight)
        if texture == nil || textureSize != (width, height) {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(
                renderer, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue),
                Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width, height)
            textureSize = (width, height)
        }
        guard let texture else { return }
        canvas.withPixels { bytes, stride in
            _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(stride))
        }
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        var output = SDL_Rect(x: 0, y: 0, w: width, h: height)
        SDL_RenderCopy(renderer, texture, nil, &output)
        SDL_RenderPresent(renderer)
    }

    /// Copies the canvas into the window surface (converting the pixel format only when the
    /// surface's differs) and updates the window.
    private func presentThroughSurface(_ canvas: CairoCanvas) {
        // Fetched every frame: SDL replaces the surface when the window is resized.
        guard let surface = SDL_GetWindowSurface(window), let format = surface.pointee.format else { return }
        let width = min(Int32(canvas.pixelWidth), surface.pointee.w)
        let height = min(Int32(canvas.pixelHeight), surface.pointee.h)
        guard width > 0, height > 0 else { return }
        let locked = surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0
        if locked { SDL_LockSurface(surface) }
        let source = WindowPresenter.sourceFormat(copyingInto: format.pointee.format)
        canvas.withPixels { bytes, stride in
            _ = SDL_ConvertPixels(
                width, height, source, bytes.baseAddress,
                Int32(stride), format.pointee.format, surface.pointee.pixels, surface.pointee.pitch)
        }
        if locked { SDL_UnlockSurface(surface) }
        SDL_UpdateWindowSurface(window)
    }

    /// The format to read the canvas's pixels as when copying them into a surface of format
    /// `destination`. The canvas is ARGB8888 (Cairo's native-endian ARGB32); a window surface
    /// with no alpha (XRGB8888, as X11 gives a 24-bit visual) lays out red, green and blue the
    /// same way and ignores the fourth byte, so the canvas is read as that format and SDL copies
    /// rows instead of converting every pixel (dropping alpha is all the conversion would do).
    static func sourceFormat(copyingInto destination: UInt32) -> UInt32 {
        let argb = UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue)
        return destination == UInt32(SDL_PIXELFORMAT_XRGB8888.rawValue) ? destination : argb
    }

    /// Whether pixels of `format` are laid out as the canvas's (ARGB8888, or XRGB8888 whose
    /// fourth byte nothing reads), so the canvas can draw into them.
    static func sharesCanvasLayout(_ format: UInt32) -> Bool {
        sourceFormat(copyingInto: format) == format
    }

    /// The SDL renderer's name and, for an OpenGL one, the GL renderer's description.
    private static func names(_ renderer: OpaquePointer) -> (String, String?) {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        let name = info.name.map { String(cString: $0) } ?? "unknown"
        guard name.hasPrefix("opengl"), let proc = SDL_GL_GetProcAddress("glGetString") else { return (name, nil) }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let getString = unsafeBitCast(proc, to: GetString.self)
        return (name, getString(glRenderer).map { String(cString: $0) })
    }

    private static func isSoftwareGL(_ glName: String) -> Bool {
        let lowered = glName.lowercased()
        return softwareGLNames.contains { lowered.contains($0) }
    }
}
