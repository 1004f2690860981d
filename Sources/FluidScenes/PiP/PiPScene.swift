import FluidCanvas
import FluidCore
import FluidGestures
import FluidJSON
import FluidLocalization
import FluidMotion
import FluidSceneKit

/// A FaceTime call: the other person fills the screen, your own picture floats in a corner. Flick
/// it; it lands in the corner its momentum carries it towards.
public struct PiPScene: ChromedScene {
    public let name = "pip"
    public package(set) var model = PiPModel()
    package var chrome: SceneChrome
    private var size = Size.zero

    static let callTop = Color(hex: 0x2C3E50)
    static let callBottom = Color(hex: 0x0F1722)
    /// The seed's yellow-orange gradient for the floating window.
    static let pipTop = Color(hex: 0xF2F23A)
    static let pipBottom = Color(hex: 0xF7A51C)

    public init(options: SceneOptions = SceneOptions()) {
        model.reducesMotion = options.reduceMotion
        chrome = SceneChrome(
            title: options.catalog.localized("Picture in Picture"),
            hint: options.catalog.localized("Flick the window: it lands in the corner it is thrown towards."),
            strings: options.catalog, theme: .dark, textSize: options.textSize)
    }

    public mutating func layout(size: Size, safeArea: EdgeInsets) {
        self.size = size
        chrome.layout(size: size, safeArea: safeArea)
        let content = chrome.contentRect
        model.layout(
            bounds: Rect(
                x: content.minX, y: content.minY, width: content.width,
                height: max(0, content.height)))
    }

    public var traceHeader: [(String, JSONValue)] {
        [
            (
                "corners",
                .object(
                    PiPModel.Corner.allCases.map { c in
                        let p = model.corners[c] ?? .zero
                        return (c.rawValue, .object([("x", .number(p.x)), ("y", .number(p.y))]))
                    })
            )
        ]
    }

    public var traceFrame: [(String, JSONValue)] {
        [
            (
                "pip",
                .object([
                    ("x", .number(model.center.x)), ("y", .number(model.center.y)),
                    ("vx", .number(model.velocity.x)), ("vy", .number(model.velocity.y)),
                    ("corner", .string(model.corner.rawValue)),
                    ("projectedX", .number(model.projection?.x)), ("projectedY", .number(model.projection?.y)),
                    ("phase", .string(model.phase.rawValue))
                ])
            )
        ]
    }

    /// The backdrop's opaque gradient covers the whole canvas first.
    public var paintsEveryPixel: Bool { true }

    public func draw(in canvas: Canvas) {
        let screen = Rect(origin: .zero, size: canvas.size)
        // The call's backdrop never changes: one full-screen gradient per size, then copied.
        canvas.drawCached("pip.call", bounds: screen, opaque: true) { canvas in
            Drawing.fillGradient(canvas, Path(rect: screen), rect: screen, top: Self.callTop, bottom: Self.callBottom)
        }
        // The caller: a soft silhouette.
        let face = Point(x: screen.midX, y: screen.height * 0.4)
        canvas.fill(Path(circleAround: face, radius: 62), color: Color(white: 1, alpha: 0.10))
        let shoulders = Rect(x: screen.midX - 130, y: face.y + 84, width: 260, height: 300)
        canvas.fill(Path(roundedRect: shoulders, radius: 130), color: Color(white: 1, alpha: 0.07))
        for c in PiPModel.Corner.allCases {
            guard let p = model.corners[c] else { continue }
            let slot = Rect(
                x: p.x - model.windowSize.width / 2, y: p.y - model.windowSize.height / 2,
                width: model.windowSize.width, height: model.windowSize.height)
            canvas.stroke(Path(roundedRect: slot, radius: 12), color: Color(white: 1, alpha: 0.22), lineWidth: 2)
        }
        if model.isSettling, let landing = model.projection {
            canvas.stroke(Path(circleAround: landing, radius: 6), color: Color(white: 1, alpha: 0.5), lineWidth: 2)
        }
        // The window never changes while it flies, only moves: one picture (with its shadow)
        // drawn about its centre and moved there, which the page shows as a layer of its own.
        canvas.withState {
            canvas.translate(x: model.center.x, y: model.center.y)
            canvas.drawCached(
                PictureKey("pip.window", size: model.windowSize), bounds: windowPictureBounds
            ) { canvas in drawWindow(in: canvas) }
        }
        chrome.draw(in: canvas)
    }
}

extension PiPScene {
    /// The window's shadow: black at 45 %, 20 pt blur, cast 8 pt down.
    static let windowShadow = Shadow(color: Color(white: 0, alpha: 0.45), offset: Point(x: 0, y: 8), blur: 20)

    /// The window centred on the origin (pt).
    var windowRect: Rect { Rect(centeredOnOriginWith: model.windowSize) }

    /// What the window's picture holds, about the window's centre: the window and its shadow
    /// (pt). Its key is the window's size (its shape and its icon's size; the colours are the
    /// scene's own, dark in every theme).
    var windowPictureBounds: Rect { windowRect.holding(Self.windowShadow) }

    /// The window with its shadow, its centre at the origin.
    func drawWindow(in canvas: Canvas) {
        let frame = windowRect
        let window = Path(roundedRect: frame, radius: 12)
        canvas.shadow(window, shadow: Self.windowShadow)
        Drawing.fillGradient(canvas, window, rect: frame, top: Self.pipTop, bottom: Self.pipBottom)
        canvas.drawIcon(
            Icon("account"), center: Point(x: frame.midX, y: frame.midY + 8 * frame.height / 130),
            size: 56 * min(frame.width, frame.height) / 86,
            color: Color(white: 1, alpha: 0.55))
    }
}

extension PiPModel: TouchModel {}
