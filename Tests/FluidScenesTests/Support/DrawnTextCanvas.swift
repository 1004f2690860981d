import FluidCanvas
import FluidCore
import FluidMotion
import FluidRender
@testable import FluidSceneKit

/// A canvas that records a frame (as `RecordingCanvas`) but measures text with the real text
/// engine (Pango, through a `CairoCanvas`), so a test can say where every drawn text really
/// lies: `texts` gives each string's box in canvas points, the part of it the clip lets show,
/// and the filled shape it sits on.
final class DrawnTextCanvas: Canvas {
    /// One text as drawn.
    struct DrawnText {
        var text: String
        /// The text's box in canvas points (the layout's logical extents, placed by alignment).
        var frame: Rect
        /// `frame` cut by the clip in force: what can show.
        var visible: Rect
        /// The smallest filled shape drawn before it that holds the box's centre (its card, row,
        /// button or the backdrop), in canvas points, of those neither hidden there by a later
        /// opaque fill, nor a faint tint, nor smaller than the text; nil when none.
        var container: Rect?
        /// Index of the call that drew it, for what was drawn later on top.
        var call: Int
        /// The enclosing layers' opacity times the colour's alpha.
        var opacity: Double
    }

    /// One filled shape, for containers and for what covers text.
    struct Filled {
        var bounds: Rect
        var call: Int
        var opaque: Bool
        /// Seen as a surface text can sit on: not a faint tint (`tintAlpha`).
        var surface: Bool
    }

    /// Fills fainter than this (alpha) are tints over what is below (a silhouette on a call's
    /// backdrop), not surfaces text sits on.
    static let tintAlpha = 0.15

    let recorder: RecordingCanvas
    private let measurer: CairoCanvas

    init(size: Size) throws {
        recorder = RecordingCanvas(size: size)
        measurer = try CairoCanvas(size: Size(width: 8, height: 8), scale: 1)
    }

    var size: Size { recorder.size }
    func clear(_ color: Color) { recorder.clear(color) }
    func beginFrame(background: Color?, damage: FrameDamage?) { recorder.beginFrame(background: background, damage: nil) }
    func save() { recorder.save() }
    func restore() { recorder.restore() }
    func translate(x: Double, y: Double) { recorder.translate(x: x, y: y) }
    func scale(x: Double, y: Double) { recorder.scale(x: x, y: y) }
    func rotate(by angle: Double) { recorder.rotate(by: angle) }
    func clip(to path: Path) { recorder.clip(to: path) }
    func beginLayer(opacity: Double) { recorder.beginLayer(opacity: opacity) }
    func endLayer() { recorder.endLayer() }
    func fill(_ path: Path, color: Color) { recorder.fill(path, color: color) }
    func fill(_ path: Path, gradient: LinearGradient) { recorder.fill(path, gradient: gradient) }
    func stroke(_ path: Path, color: Color, lineWidth: Double, cap: LineCap, join: LineJoin) {
        recorder.stroke(path, color: color, lineWidth: lineWidth, cap: cap, join: join)
    }
    func shadow(_ path: Path, shadow: Shadow) { recorder.shadow(path, shadow: shadow) }
    @discardableResult
    func drawText(_ text: String, at origin: Point, style: TextStyle) -> Size {
        recorder.drawText(text, at: origin, style: style)
        return measurer.measureText(text, style: style)
    }
    func measureText(_ text: String, style: TextStyle) -> Size { measurer.measureText(text, style: style) }
    func drawIcon(_ icon: Icon, center: Point, size: Double, color: Color) {
        recorder.drawIcon(icon, center: center, size: size, color: color)
    }
    func drawCached(_ key: PictureKey, bounds: Rect, opaque: Bool, opacity: Double, _ draw: (Canvas) -> Void) {
        withOpacity(opacity, bounds: bounds) { draw(self) }
    }
    func prepareCached(_ key: PictureKey, bounds: Rect, opaque: Bool, turned: Bool, _ draw: (Canvas) -> Void) {}

    /// Every filled shape of the frame, in canvas points (its transformed control bounds).
    private(set) var filled: [Filled] = []

    /// Every visible text of the frame, with its box, visible part and container.
    func texts() -> [DrawnText] {
        var clip = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        var clips: [Rect] = []
        var result: [DrawnText] = []
        filled = []
        for (index, call) in recorder.calls.enumerated() {
            switch call.command {
            case .save, .beginLayer: clips.append(clip)
            case .restore, .endLayer: clip = clips.popLast() ?? clip
            case .clear: clips.removeAll(); clip = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
            case .clip(let path):
                if let bounds = path.controlBounds { clip = Self.intersection(clip, Self.apply(call.transform, bounds)) }
            case .fill(let path, let color):
                if let bounds = path.controlBounds, color.alpha > 0.02 {
                    filled.append(Filled(bounds: Self.intersection(clip, Self.apply(call.transform, bounds)), call: index,
                                         opaque: color.alpha >= 0.99 && call.opacity >= 0.99,
                                         surface: color.alpha * call.opacity >= Self.tintAlpha))
                }
            case .fillGradient(let path, _):
                if let bounds = path.controlBounds {
                    filled.append(Filled(bounds: Self.intersection(clip, Self.apply(call.transform, bounds)), call: index,
                                         opaque: false, surface: true))
                }
            case .text(let string, let origin, let style):
                let opacity = call.opacity * style.color.alpha
                guard opacity > 0.05, !string.isEmpty else { continue }
                let size = measurer.measureText(string, style: style)
                var x = origin.x
                if let maxWidth = style.maxWidth {
                    // Pango swaps left and right for a paragraph it finds written right to left
                    // (its first letter with a direction is Hebrew), as `Mirroring` relies on.
                    let flipped = Mirroring.leadsRightToLeft(string)
                    switch style.alignment {
                    case .leading: if flipped { x += maxWidth - size.width }
                    case .center: x += (maxWidth - size.width) / 2
                    case .trailing: if !flipped { x += maxWidth - size.width }
                    }
                }
                let frame = Self.apply(call.transform, Rect(x: x, y: origin.y, width: size.width, height: size.height))
                let visible = Self.intersection(frame, clip)
                guard visible.width > 0.5, visible.height > 0.5 else { continue }
                let centre = Point(x: visible.midX, y: visible.midY)
                // What an opaque fill under the centre hides (a map's shapes under a sheet) is
                // not what the text sits on, nor a mark smaller than the text that it passes
                // over (a map pin under the hint).
                let under = filled.filter { $0.bounds.contains(centre) && $0.bounds.width > 0 && $0.bounds.height > 0 }
                let hidden = under.last { $0.opaque }?.call ?? -1
                let container = under.filter { $0.call >= hidden && $0.surface
                    && $0.bounds.width * $0.bounds.height >= visible.width * visible.height }
                    .min { $0.bounds.width * $0.bounds.height < $1.bounds.width * $1.bounds.height }?.bounds
                result.append(DrawnText(text: string, frame: frame, visible: visible, container: container,
                                        call: index, opacity: opacity))
            default: break
            }
        }
        return result
    }

    /// True when an opaque shape drawn after call `after` and before call `before` covers `rect`.
    func covered(_ rect: Rect, after: Int, before: Int = .max) -> Bool {
        filled.contains { $0.opaque && $0.call > after && $0.call < before && Self.contains($0.bounds, rect) }
    }

    static func contains(_ outer: Rect, _ inner: Rect, slack: Double = 0.5) -> Bool {
        inner.minX >= outer.minX - slack && inner.minY >= outer.minY - slack
            && inner.maxX <= outer.maxX + slack && inner.maxY <= outer.maxY + slack
    }

    static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let x = max(a.minX, b.minX), y = max(a.minY, b.minY)
        return Rect(x: x, y: y, width: max(0, min(a.maxX, b.maxX) - x), height: max(0, min(a.maxY, b.maxY) - y))
    }

    /// The axis-aligned box of `rect`'s corners under `t`.
    static func apply(_ t: CanvasTransform, _ rect: Rect) -> Rect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map { t.apply(to: $0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
