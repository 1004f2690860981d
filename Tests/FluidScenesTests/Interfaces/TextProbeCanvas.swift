import FluidCanvas
import FluidCore
import FluidMotion
import Foundation

/// A canvas that draws everything but text into `inner` and records each text instead: where it
/// lands on the canvas (the transform applied), in which colour, at what opacity (layers
/// multiplied) and inside which clip. The inner canvas then holds exactly what lies behind the
/// text, for contrast checks. Pictures (`drawCached`) are drawn through this canvas every time,
/// so text inside them is recorded too.
final class TextProbeCanvas: Canvas {
    struct Text {
        var string: String
        var style: TextStyle
        /// The text's box on the canvas (pt), cut by the clip.
        var frame: Rect
        /// Product of the enclosing layers' opacities.
        var opacity: Double
    }

    /// An affine transform: x' = a x + c y + tx, y' = b x + d y + ty.
    struct Transform {
        var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0
        func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }
        func bounds(_ r: Rect) -> Rect {
            let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                           Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)].map(apply)
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        func then(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) -> Transform {
            // self ∘ (new): first the new local transform, then self.
            Transform(a: self.a * a + self.c * b, b: self.b * a + self.d * b,
                      c: self.a * c + self.c * d, d: self.b * c + self.d * d,
                      tx: self.a * tx + self.c * ty + self.tx, ty: self.b * tx + self.d * ty + self.ty)
        }
    }

    let inner: Canvas
    private(set) var texts: [Text] = []
    private var transform = Transform()
    private var clipRect: Rect
    private var opacity = 1.0
    private var stack: [(Transform, Rect, Double)] = []
    private var layers: [Double] = []

    init(_ inner: Canvas) {
        self.inner = inner
        clipRect = Rect(origin: .zero, size: inner.size)
    }

    var size: Size { inner.size }

    func clear(_ color: Color) {
        inner.clear(color)
        transform = Transform()
        clipRect = Rect(origin: .zero, size: inner.size)
        opacity = 1
        stack.removeAll()
        layers.removeAll()
    }

    func save() {
        stack.append((transform, clipRect, opacity))
        inner.save()
    }

    func restore() {
        if let (t, clip, o) = stack.popLast() { (transform, clipRect, opacity) = (t, clip, o) }
        inner.restore()
    }

    func translate(x: Double, y: Double) {
        transform = transform.then(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
        inner.translate(x: x, y: y)
    }

    func scale(x: Double, y: Double) {
        transform = transform.then(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
        inner.scale(x: x, y: y)
    }

    func rotate(by angle: Double) {
        transform = transform.then(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
        inner.rotate(by: angle)
    }

    func clip(to path: Path) {
        if let bounds = path.controlBounds { clipRect = Self.intersection(clipRect, transform.bounds(bounds)) }
        inner.clip(to: path)
    }

    func beginLayer(opacity layer: Double) {
        layers.append(opacity)
        opacity *= layer
        inner.beginLayer(opacity: layer)
    }

    func endLayer() {
        if let previous = layers.popLast() { opacity = previous }
        inner.endLayer()
    }

    func fill(_ path: Path, color: Color) { inner.fill(path, color: color) }
    func fill(_ path: Path, gradient: LinearGradient) { inner.fill(path, gradient: gradient) }
    func stroke(_ path: Path, color: Color, lineWidth: Double, cap: LineCap, join: LineJoin) {
        inner.stroke(path, color: color, lineWidth: lineWidth, cap: cap, join: join)
    }
    func shadow(_ path: Path, shadow: Shadow) { inner.shadow(path, shadow: shadow) }

    @discardableResult
    func drawText(_ text: String, at origin: Point, style: TextStyle) -> Size {
        let measured = inner.measureText(text, style: style)
        let box = transform.bounds(Rect(origin: origin, size: measured))
        texts.append(Text(string: text, style: style, frame: Self.intersection(box, clipRect), opacity: opacity))
        return measured
    }

    func measureText(_ text: String, style: TextStyle) -> Size { inner.measureText(text, style: style) }
    func drawIcon(_ icon: Icon, center: Point, size: Double, color: Color) {
        inner.drawIcon(icon, center: center, size: size, color: color)
    }

    func drawCached(_ key: PictureKey, bounds: Rect, opaque: Bool, opacity: Double, _ draw: (Canvas) -> Void) {
        save()
        beginLayer(opacity: opacity)
        draw(self)
        endLayer()
        restore()
    }

    static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let x = max(a.minX, b.minX), y = max(a.minY, b.minY)
        return Rect(x: x, y: y, width: max(0, min(a.maxX, b.maxX) - x), height: max(0, min(a.maxY, b.maxY) - y))
    }
}
