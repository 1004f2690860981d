import FluidCore
import RealModule

/// A `Canvas` that draws nothing and records every call, for scene tests without pixels:
/// "which strings were drawn, where on screen, at what opacity".
///
/// Text is measured with a fixed approximation (each character 0.55 × size wide, lines
/// 1.2 × size tall, wrapping by character count at `maxWidth`) so results never depend on the
/// fonts installed.
public final class RecordingCanvas: Canvas {
    /// One recorded call with the state it was made in.
    public struct Call: Hashable, Sendable {
        public var command: Command
        /// User space → canvas points at the time of the call.
        public var transform: CanvasTransform
        /// Product of the enclosing layers' opacities, 0…1.
        public var opacity: Double
    }

    public enum Command: Hashable, Sendable {
        case save, restore, endLayer
        case clear(Color)
        case translate(x: Double, y: Double)
        case scale(x: Double, y: Double)
        case rotate(Double)
        case clip(Path)
        case beginLayer(opacity: Double)
        case fill(Path, Color)
        case fillGradient(Path, LinearGradient)
        case stroke(Path, Color, lineWidth: Double)
        case shadow(Path, Shadow)
        case text(String, origin: Point, style: TextStyle)
        case icon(Icon, center: Point, size: Double, color: Color)
    }

    /// One `drawLayer` call: its name, bounds and what the screen shows of it (the layer's
    /// coordinates), the transform it was placed with, and its drawing as a canvas keeping
    /// layers sees it — every command of `draw(bounds)`, in the layer's coordinates, which name
    /// its bitmap there. In `calls` the layer is drawn in place, as `draw(shown)`.
    public struct Layer: Hashable, Sendable {
        public var name: String
        public var bounds: Rect
        public var shown: Rect
        public var transform: CanvasTransform
        public var drawing: [Command]
    }

    public var size: Size
    public private(set) var calls: [Call] = []
    public private(set) var drawnLayers: [Layer] = []

    private var transform = CanvasTransform.identity
    private var stack: [CanvasTransform] = []
    private var layers: [Double] = []

    public init(size: Size) {
        self.size = size
    }

    /// Forgets every call and resets the state (a new frame).
    public func reset() {
        calls.removeAll(keepingCapacity: true)
        drawnLayers.removeAll(keepingCapacity: true)
        transform = .identity
        stack.removeAll()
        layers.removeAll()
    }

    /// Every string drawn, in order.
    public var texts: [String] {
        calls.compactMap { if case .text(let s, _, _) = $0.command { s } else { nil } }
    }

    /// The first call that drew `text`, if any.
    public func call(drawing text: String) -> Call? {
        calls.first { if case .text(text, _, _) = $0.command { true } else { false } }
    }

    /// Where `text`'s layout origin ended up, in canvas points, or nil if it was not drawn.
    public func origin(of text: String) -> Point? {
        guard let call = call(drawing: text), case .text(_, let origin, _) = call.command else { return nil }
        return call.transform.apply(to: origin)
    }

    /// Records the clear and resets transform, clip and layers, as a backend's `clear` does.
    public func clear(_ color: Color) {
        transform = .identity
        stack.removeAll()
        layers.removeAll()
        record(.clear(color))
    }

    /// The damage the last frame reported to `beginFrame` (nil: none, or drawn whole).
    public private(set) var frameDamage: FrameDamage?

    /// Records the clear when `background` is given, as before frames reported damage, and
    /// keeps `damage` in `frameDamage`: a recording always holds the whole frame.
    public func beginFrame(background: Color?, damage: FrameDamage?) {
        frameDamage = damage
        if let background { clear(background) }
    }

    public func save() {
        record(.save)
        stack.append(transform)
    }

    public func restore() {
        record(.restore)
        if let last = stack.popLast() { transform = last }
    }

    public func translate(x: Double, y: Double) {
        record(.translate(x: x, y: y))
        transform = transform.translated(x: x, y: y)
    }

    public func scale(x: Double, y: Double) {
        record(.scale(x: x, y: y))
        transform = transform.scaled(x: x, y: y)
    }

    public func rotate(by angle: Double) {
        record(.rotate(angle))
        transform = transform.rotated(by: angle)
    }

    public func clip(to path: Path) { record(.clip(path)) }

    public func beginLayer(opacity: Double) {
        record(.beginLayer(opacity: opacity))
        layers.append(min(max(opacity, 0), 1))
        stack.append(transform)
    }

    public func endLayer() {
        _ = layers.popLast()
        if let last = stack.popLast() { transform = last }
        record(.endLayer)
    }

    public func fill(_ path: Path, color: Color) { record(.fill(path, color)) }
    public func fill(_ path: Path, gradient: LinearGradient) { record(.fillGradient(path, gradient)) }

    public func stroke(_ path: Path, color: Color, lineWidth: Double, cap: LineCap, join: LineJoin) {
        record(.stroke(path, color, lineWidth: lineWidth))
    }

    public func shadow(_ path: Path, shadow: Shadow) { record(.shadow(path, shadow)) }

    public func drawLayer(_ name: String, bounds: Rect, shown: Rect, _ draw: (_ visible: Rect) -> Void) {
        let start = calls.count
        let placed = transform
        draw(bounds)
        let drawing = calls[start...].map { $0.command }
        calls.removeSubrange(start...)
        drawnLayers.append(Layer(name: name, bounds: bounds, shown: shown, transform: placed, drawing: drawing))
        draw(shown)
    }

    /// The layers named `name` drawn since the last `reset`, in order.
    public func layers(named name: String) -> [Layer] { drawnLayers.filter { $0.name == name } }

    @discardableResult
    public func drawText(_ text: String, at origin: Point, style: TextStyle) -> Size {
        record(.text(text, origin: origin, style: style))
        return measureText(text, style: style)
    }

    public func measureText(_ text: String, style: TextStyle) -> Size {
        let advance = 0.55 * style.size
        let lineHeight = 1.2 * style.size
        let width = Double(text.count) * advance
        guard let maxWidth = style.maxWidth, width > maxWidth, maxWidth > 0 else {
            return Size(width: width, height: lineHeight)
        }
        let perLine = max(1, Int(maxWidth / advance))
        let lines = min(max(style.maxLines, 1), (text.count + perLine - 1) / perLine)
        return Size(width: maxWidth, height: Double(lines) * lineHeight)
    }

    public func drawIcon(_ icon: Icon, center: Point, size: Double, color: Color) {
        record(.icon(icon, center: center, size: size, color: color))
    }

    private func record(_ command: Command) {
        calls.append(Call(command: command, transform: transform, opacity: layers.reduce(1, *)))
    }
}

/// A 2-D affine transform mapping (x, y) to (a x + c y + tx, b x + d y + ty).
public struct CanvasTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = CanvasTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// This transform preceded by a translation (as `Canvas.translate` composes).
    public func translated(x: Double, y: Double) -> CanvasTransform {
        var t = self
        t.tx += a * x + c * y
        t.ty += b * x + d * y
        return t
    }

    public func scaled(x: Double, y: Double) -> CanvasTransform {
        CanvasTransform(a: a * x, b: b * x, c: c * y, d: d * y, tx: tx, ty: ty)
    }

    /// Preceded by a rotation of `angle` radians (clockwise on screen, y down).
    public func rotated(by angle: Double) -> CanvasTransform {
        let (s, k) = (Double.sin(angle), Double.cos(angle))
        return CanvasTransform(
            a: a * k + c * s, b: b * k + d * s,
            c: -a * s + c * k, d: -b * s + d * k, tx: tx, ty: ty)
    }
}
