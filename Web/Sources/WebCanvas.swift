import FluidCanvas
import FluidCore
import FluidMotion

/// A `Canvas` that records each call as numbers in a command buffer, which the page's
/// JavaScript (Web/host/canvas.js) replays on a Canvas 2D context; text goes to a byte buffer
/// and commands refer to it by offset and length. Text is measured by the page (`measureText`
/// with the Inter font) through the `fluid.text_layout` import, as it will be drawn.
///
/// Each command is an opcode (`Op`) followed by its operands; a path is its element count,
/// then per element its kind (`PathKind`) and points. Colours are four numbers (r, g, b, a in
/// 0…1). The layout is the contract with canvas.js: change both together.
///
/// A picture (`drawCached`) is the opcode `picture`, its key's name (text) and variant, its
/// bounds (x, y, width, height), its opacity and how many numbers its drawing takes, then the
/// drawing: canvas.js paints the bitmap it kept under the key and skips the drawing, or draws it
/// into a new bitmap first.
///
/// A layer (`drawLayer`) is the opcode `layer`, its name (text), its bounds (x, y, width,
/// height) and how many numbers its drawing takes, then the drawing, always: the page keys the
/// layer's bitmap by the drawing's commands (Web/host/layers.js), or plays them in place.
///
/// A frame begins with the opcode `frame` (`beginFrame`): whether a background is painted (0 or
/// 1) and its colour, then what to repaint: -1 for every pixel, else a count of rectangles (x, y,
/// width, height, pt) — the union of the last frame's damage and this one's, as the Cairo
/// renderer repaints (`CairoCanvas.beginFrame`) — and 0 when the frame is the last one again.
/// canvas.js repaints only inside them when its canvas still holds the last frame.
final class WebCanvas: Canvas {
    enum Op: Double {
        case clear = 0, save, restore, translate, scale, rotate, clip, beginLayer, endLayer
        case fill, fillGradient, stroke, shadow, text, icon, picture, frame, layer
    }

    enum PathKind: Double { case move = 0, line, quad, curve, close }

    var size: Size
    /// The damage of the frame last begun: what the next frame's is measured against.
    private var kept: FrameDamage?
    let commands = WebBuffer<Double>(capacity: 4096)
    let strings = WebBuffer<UInt8>(capacity: 1024)

    init(size: Size) { self.size = size }

    /// Empties both buffers for a new frame.
    func reset(size: Size) {
        if size != self.size { kept = nil }
        self.size = size
        commands.count = 0
        strings.count = 0
    }

    private func op(_ op: Op) { commands.append(op.rawValue) }
    private func put(_ values: Double...) { for v in values { commands.append(v) } }
    private func put(_ color: Color) { put(color.red, color.green, color.blue, color.alpha) }
    private func put(_ text: String) {
        let start = strings.count
        strings.append(text)
        put(Double(start), Double(strings.count - start))
    }

    private func put(_ path: Path) {
        commands.append(Double(path.elements.count))
        for element in path.elements {
            switch element {
            case .move(let p): put(PathKind.move.rawValue, p.x, p.y)
            case .line(let p): put(PathKind.line.rawValue, p.x, p.y)
            case .quadCurve(let p, let c): put(PathKind.quad.rawValue, c.x, c.y, p.x, p.y)
            case .curve(let p, let c1, let c2): put(PathKind.curve.rawValue, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: put(PathKind.close.rawValue)
            }
        }
    }

    func clear(_ color: Color) {
        kept = nil
        op(.clear)
        put(color)
    }

    func beginFrame(background: Color?, damage: FrameDamage?) {
        op(.frame)
        put(background == nil ? 0 : 1)
        put(background ?? .clear)
        if let damage, let kept, kept.backdrop == damage.backdrop {
            let rects = damage.drawsTheSameFrame(as: kept) ? [] : kept.rects + damage.rects
            put(Double(rects.count))
            for r in rects { put(r.origin.x, r.origin.y, r.size.width, r.size.height) }
        } else {
            put(-1)
        }
        kept = damage
    }

    func drawCached(_ key: PictureKey, bounds: Rect, opaque: Bool, opacity: Double, _ draw: (Canvas) -> Void) {
        guard !Opacity.isInvisible(opacity) else { return }
        op(.picture)
        put(key.name)
        put(Double(key.variant), bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height, opacity)
        let lengthIndex = commands.count
        put(0)
        draw(self)
        commands.base[lengthIndex] = Double(commands.count - lengthIndex - 1)
    }
    /// The whole layer, whatever `shown` is: the page may keep its bitmap and show other parts
    /// of it as it moves.
    func drawLayer(_ name: String, bounds: Rect, shown: Rect, _ draw: (_ visible: Rect) -> Void) {
        op(.layer)
        put(name)
        put(bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height)
        let lengthIndex = commands.count
        put(0)
        draw(bounds)
        commands.base[lengthIndex] = Double(commands.count - lengthIndex - 1)
    }
    func save() { op(.save) }
    func restore() { op(.restore) }
    func translate(x: Double, y: Double) { op(.translate); put(x, y) }
    func scale(x: Double, y: Double) { op(.scale); put(x, y) }
    func rotate(by angle: Double) { op(.rotate); put(angle) }
    func clip(to path: Path) { op(.clip); put(path) }
    func beginLayer(opacity: Double) { op(.beginLayer); put(opacity) }
    func endLayer() { op(.endLayer) }
    func fill(_ path: Path, color: Color) { op(.fill); put(path); put(color) }

    func fill(_ path: Path, gradient: LinearGradient) {
        op(.fillGradient)
        put(path)
        put(gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y, Double(gradient.stops.count))
        for stop in gradient.stops {
            put(stop.offset)
            put(stop.color)
        }
    }

    func stroke(_ path: Path, color: Color, lineWidth: Double, cap: LineCap, join: LineJoin) {
        op(.stroke)
        put(path)
        put(color)
        put(lineWidth, WebCanvas.code(cap), WebCanvas.code(join))
    }

    func shadow(_ path: Path, shadow: Shadow) { self.shadow(path, shadow: shadow, beneathOpaqueFill: false) }

    /// The shadow's last operand is 1 when an opaque fill of the shape follows: canvas.js may
    /// leave out what the fill covers.
    func shadow(_ path: Path, shadow: Shadow, beneathOpaqueFill: Bool) {
        op(.shadow)
        put(path)
        put(shadow.color)
        put(shadow.offset.x, shadow.offset.y, shadow.blur, beneathOpaqueFill ? 1 : 0)
    }

    @discardableResult
    func drawText(_ text: String, at origin: Point, style: TextStyle) -> Size {
        let measured = measureText(text, style: style)
        op(.text)
        put(text)
        put(origin.x, origin.y)
        putStyle(style)
        put(style.color)
        return measured
    }

    func measureText(_ text: String, style: TextStyle) -> Size {
        let key = Measured(
            text: text, size: style.size, weight: WebCanvas.code(style.weight), maxWidth: style.maxWidth ?? -1,
            maxLines: Int32(clamping: style.maxLines), monospaced: style.monospacedDigits)
        if let size = measured[key] { return size }
        var text = text
        let width = text.withUTF8 { bytes in
            webTextLayout(
                bytes.baseAddress, Int32(bytes.count), key.size, key.weight, key.maxWidth, key.maxLines,
                key.monospaced ? 1 : 0)
        }
        let size = Size(width: width, height: webTextHeight())
        if measured.count >= Self.measuredKept { measured.removeAll(keepingCapacity: true) }
        measured[key] = size
        return size
    }

    /// What the page measured, by text and the style's parts that lay it out: a frame measures
    /// the same labels again (every `drawText` measures its text), and asking the page costs a
    /// call out of the module and the text decoded there. The page's fonts are loaded before
    /// the module starts, so a measurement holds for the session; at most `measuredKept` kept.
    private struct Measured: Hashable {
        var text: String
        var size: Double
        var weight: Double
        var maxWidth: Double
        var maxLines: Int32
        var monospaced: Bool
    }
    private var measured: [Measured: Size] = [:]
    static let measuredKept = 2000

    func drawIcon(_ icon: Icon, center: Point, size: Double, color: Color) {
        op(.icon)
        put(icon.name)
        put(center.x, center.y, size)
        put(color)
    }

    private func putStyle(_ style: TextStyle) {
        put(
            style.size, WebCanvas.code(style.weight), style.maxWidth ?? -1, Double(style.maxLines),
            WebCanvas.code(style.alignment), style.monospacedDigits ? 1 : 0)
    }

    static func code(_ cap: LineCap) -> Double {
        switch cap {
        case .butt: 0;
        case .round: 1;
        case .square: 2
        }
    }

    static func code(_ join: LineJoin) -> Double {
        switch join {
        case .miter: 0;
        case .round: 1;
        case .bevel: 2
        }
    }

    static func code(_ weight: TextStyle.Weight) -> Double {
        switch weight {
        case .regular: 400;
        case .medium: 500;
        case .semibold: 600;
        case .bold: 700
        }
    }

    static func code(_ alignment: TextStyle.Alignment) -> Double {
        switch alignment {
        case .leading: 0;
        case .center: 1;
        case .trailing: 2
        }
    }
}

/// The page lays `length` bytes of UTF-8 at `text` out as `Canvas.drawText` would and returns
/// the width (pt); `webTextHeight` then gives the height (pt).
@_extern(wasm, module: "fluid", name: "text_layout")
@_extern(c)
func webTextLayout(
    _ text: UnsafePointer<UInt8>?, _ length: Int32, _ size: Double, _ weight: Double,
    _ maxWidth: Double, _ maxLines: Int32, _ monospaced: Int32
) -> Double

@_extern(wasm, module: "fluid", name: "text_height")
@_extern(c)
func webTextHeight() -> Double
