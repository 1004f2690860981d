import FluidCanvas
import FluidCore

/// A canvas that records a frame (as `RecordingCanvas`) and measures its text with a real text
/// engine (`measurer`, a `CairoCanvas` for Pango), so a test can say where every drawn text
/// lies: `texts()` gives each string's style, its box in canvas points, the part of it the clip
/// lets show, its opacity and the filled shape it sits on.
///
/// With a `backdrop`, everything but text is drawn into it as well, so it holds exactly what
/// lies behind the text (for contrast checks). Pictures (`drawCached`) are drawn through this
/// canvas every time, so the text inside them is recorded too.
public final class DrawnTextCanvas: Canvas {
    /// One text as drawn.
    public struct DrawnText {
        public var text: String
        public var style: TextStyle
        /// The text's box in canvas points (the layout's logical extents, placed by alignment).
        public var frame: Rect
        /// `frame` cut by the clip in force: what can show.
        public var visible: Rect
        /// The smallest filled shape drawn before it that holds the box's centre (its card, row,
        /// button or the backdrop), in canvas points, of those neither hidden there by a later
        /// opaque fill, nor a faint tint, nor smaller than the text; nil when none.
        public var container: Rect?
        /// Index of the call that drew it, for what was drawn later on top.
        public var call: Int
        /// The enclosing layers' opacity times the colour's alpha.
        public var opacity: Double
    }

    /// One filled shape, for containers and for what covers text.
    public struct Filled {
        public var bounds: Rect
        public var call: Int
        public var opaque: Bool
        /// Seen as a surface text can sit on: not a faint tint (`tintAlpha`).
        public var surface: Bool
    }

    /// Fills fainter than this (alpha) are tints over what is below (a silhouette on a call's
    /// backdrop), not surfaces text sits on.
    public static let tintAlpha = 0.15

    public let recorder: RecordingCanvas
    /// Where everything but text is drawn too, when given.
    public let backdrop: Canvas?
    private let measurer: Canvas
    private let leadsRightToLeft: (String) -> Bool

    /// A canvas of `size` measuring text with `measurer` and drawing all but text into
    /// `backdrop` when given. `leadsRightToLeft` says which strings the text engine lays out
    /// right to left (Pango: those whose first letter with a direction is Hebrew), whose
    /// alignment in a `maxWidth` it swaps.
    public init(
        size: Size, measurer: Canvas, backdrop: Canvas? = nil,
        leadsRightToLeft: @escaping (String) -> Bool = { _ in false }
    ) {
        recorder = RecordingCanvas(size: size)
        self.measurer = measurer
        self.backdrop = backdrop
        self.leadsRightToLeft = leadsRightToLeft
    }

    public var size: Size { recorder.size }
    public func clear(_ color: Color) {
        recorder.clear(color)
        backdrop?.clear(color)
    }
    public func beginFrame(background: Color?, damage: FrameDamage?) {
        recorder.beginFrame(background: background, damage: nil)
        backdrop?.beginFrame(background: background, damage: nil)
    }
    public func save() { recorder.save(); backdrop?.save() }
    public func restore() { recorder.restore(); backdrop?.restore() }
    public func translate(x: Double, y: Double) { recorder.translate(x: x, y: y); backdrop?.translate(x: x, y: y) }
    public func scale(x: Double, y: Double) { recorder.scale(x: x, y: y); backdrop?.scale(x: x, y: y) }
    public func rotate(by angle: Double) { recorder.rotate(by: angle); backdrop?.rotate(by: angle) }
    public func clip(to path: Path) { recorder.clip(to: path); backdrop?.clip(to: path) }
    /// As a canvas with pixels clips: what the rects leave out does not show (their bounding
    /// box, where the texts' visible parts are measured).
    public func clip(toPixelsCovering rects: [Rect]) {
        let box = rects.dropFirst().reduce(rects.first) { box, rect in
            guard let box else { return rect }
            let x = min(box.minX, rect.minX), y = min(box.minY, rect.minY)
            return Rect(x: x, y: y, width: max(box.maxX, rect.maxX) - x, height: max(box.maxY, rect.maxY) - y)
        }
        recorder.clip(to: Path(rect: box ?? Rect(x: 0, y: 0, width: 0, height: 0)))
        backdrop?.clip(toPixelsCovering: rects)
    }
    public func beginLayer(opacity: Double) {
        recorder.beginLayer(opacity: opacity); backdrop?.beginLayer(opacity: opacity)
    }
    public func endLayer() { recorder.endLayer(); backdrop?.endLayer() }
    public func fill(_ path: Path, color: Color) {
        recorder.fill(path, color: color); backdrop?.fill(path, color: color)
    }
    public func fill(_ path: Path, gradient: LinearGradient) {
        recorder.fill(path, gradient: gradient)
        backdrop?.fill(path, gradient: gradient)
    }
    public func stroke(_ path: Path, color: Color, lineWidth: Double, cap: LineCap, join: LineJoin) {
        recorder.stroke(path, color: color, lineWidth: lineWidth, cap: cap, join: join)
        backdrop?.stroke(path, color: color, lineWidth: lineWidth, cap: cap, join: join)
    }
    public func shadow(_ path: Path, shadow: Shadow) {
        recorder.shadow(path, shadow: shadow); backdrop?.shadow(path, shadow: shadow)
    }
    @discardableResult
    public func drawText(_ text: String, at origin: Point, style: TextStyle) -> Size {
        recorder.drawText(text, at: origin, style: style)
        return measurer.measureText(text, style: style)
    }
    public func measureText(_ text: String, style: TextStyle) -> Size { measurer.measureText(text, style: style) }
    public func drawIcon(_ icon: Icon, center: Point, size: Double, color: Color) {
        recorder.drawIcon(icon, center: center, size: size, color: color)
        backdrop?.drawIcon(icon, center: center, size: size, color: color)
    }
    public func drawCached(_ key: PictureKey, bounds: Rect, opaque: Bool, opacity: Double, _ draw: (Canvas) -> Void) {
        withOpacity(opacity, bounds: bounds) { draw(self) }
    }
    public func prepareCached(_ key: PictureKey, bounds: Rect, opaque: Bool, turned: Bool, _ draw: (Canvas) -> Void) {}

    /// Every filled shape of the frame, in canvas points (its transformed control bounds).
    public private(set) var filled: [Filled] = []

    /// Every text of the frame that shows: more opaque than `opacityAbove` (layers times colour)
    /// and with a visible part wider and taller than `sideAbove` (pt); with its box, visible part
    /// and container.
    public func texts(opacityAbove: Double = 0.05, sideAbove: Double = 0.5) -> [DrawnText] {
        let everywhere = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        var clip = everywhere
        var clips: [Rect] = []
        var result: [DrawnText] = []
        filled = []
        for (index, call) in recorder.calls.enumerated() {
            switch call.command {
            case .save, .beginLayer: clips.append(clip)
            case .restore, .endLayer: clip = clips.popLast() ?? clip
            case .clear: clips.removeAll(); clip = everywhere
            case .clip(let path):
                if let bounds = path.controlBounds {
                    clip = Self.intersection(clip, Self.apply(call.transform, bounds))
                }
            case .fill(let path, let color):
                if let bounds = path.controlBounds, color.alpha > 0.02 {
                    filled.append(
                        Filled(
                            bounds: Self.intersection(clip, Self.apply(call.transform, bounds)), call: index,
                            opaque: color.alpha >= 0.99 && call.opacity >= 0.99,
                            surface: color.alpha * call.opacity >= Self.tintAlpha))
                }
            case .fillGradient(let path, _):
                if let bounds = path.controlBounds {
                    filled.append(
                        Filled(
                            bounds: Self.intersection(clip, Self.apply(call.transform, bounds)), call: index,
                            opaque: false, surface: true))
                }
            case .text(let string, let origin, let style):
                let opacity = call.opacity * style.color.alpha
                guard opacity > opacityAbove, !string.isEmpty else { continue }
                let frame = Self.apply(call.transform, box(of: string, at: origin, style: style))
                let visible = Self.intersection(frame, clip)
                guard visible.width > sideAbove, visible.height > sideAbove else { continue }
                result.append(
                    DrawnText(
                        text: string, style: style, frame: frame, visible: visible,
                        container: container(of: visible), call: index, opacity: opacity))
            default: break
            }
        }
        return result
    }

    /// The text's logical box where the text engine puts it: at `origin`, moved across
    /// `style.maxWidth` by its alignment, which the engine swaps for a paragraph it lays out
    /// right to left (as `Mirroring` relies on).
    private func box(of string: String, at origin: Point, style: TextStyle) -> Rect {
        let size = measurer.measureText(string, style: style)
        var x = origin.x
        if let maxWidth = style.maxWidth {
            let flipped = leadsRightToLeft(string)
            switch style.alignment {
            case .leading: if flipped { x += maxWidth - size.width }
            case .center: x += (maxWidth - size.width) / 2
            case .trailing: if !flipped { x += maxWidth - size.width }
            }
        }
        return Rect(x: x, y: origin.y, width: size.width, height: size.height)
    }

    /// What a text showing `visible` sits on among the shapes filled so far. What an opaque
    /// fill under the centre hides (a map's shapes under a sheet) is not what the text sits on,
    /// nor a mark smaller than the text that it passes over (a map pin under the hint).
    private func container(of visible: Rect) -> Rect? {
        let centre = Point(x: visible.midX, y: visible.midY)
        let under = filled.filter { $0.bounds.contains(centre) && $0.bounds.width > 0 && $0.bounds.height > 0 }
        let hidden = under.last { $0.opaque }?.call ?? -1
        return under.filter {
            $0.call >= hidden && $0.surface
                && $0.bounds.width * $0.bounds.height >= visible.width * visible.height
        }
        .min { $0.bounds.width * $0.bounds.height < $1.bounds.width * $1.bounds.height }?.bounds
    }

    /// True when an opaque shape drawn after call `after` and before call `before` covers `rect`.
    public func covered(_ rect: Rect, after: Int, before: Int = .max) -> Bool {
        filled.contains { $0.opaque && $0.call > after && $0.call < before && Self.contains($0.bounds, rect) }
    }

    /// True when `inner` lies in `outer`, each edge allowed `slack` (pt) beyond it.
    public static func contains(_ outer: Rect, _ inner: Rect, slack: Double = 0.5) -> Bool {
        inner.minX >= outer.minX - slack && inner.minY >= outer.minY - slack
            && inner.maxX <= outer.maxX + slack && inner.maxY <= outer.maxY + slack
    }

    /// The overlap of `a` and `b`; an empty rect at the nearer corner when they do not meet.
    public static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let x = max(a.minX, b.minX), y = max(a.minY, b.minY)
        return Rect(x: x, y: y, width: max(0, min(a.maxX, b.maxX) - x), height: max(0, min(a.maxY, b.maxY) - y))
    }

    /// The axis-aligned box of `rect`'s corners under `t`.
    public static func apply(_ t: CanvasTransform, _ rect: Rect) -> Rect {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)
        ].map { t.apply(to: $0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
