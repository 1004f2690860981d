import CCairo
import FluidCanvas
import FluidCore

extension CairoCanvas {
    /// The text family in use: "Inter", or "sans-serif" when Inter is not installed.
    public var textFamily: String { text.textFamily }
    /// True when the Material Design Icons font is installed (else icons are drawn as a rounded
    /// square with the name's first letter).
    public var hasIconFont: Bool { text.iconFamily != nil }

    @discardableResult
    public func drawText(_ string: String, at origin: Point, style: TextStyle) -> Size {
        text.draw(string, at: origin, style: style, in: cr)
    }

    public func measureText(_ string: String, style: TextStyle) -> Size {
        text.measure(string, style: style)
    }

    public func drawIcon(_ icon: Icon, center: Point, size: Double, color: Color) {
        guard size > 0, size.isFinite else { return }
        if let codepoint = icon.codepoint,
            text.drawIcon(codepoint: codepoint, center: center, size: size, color: color, in: cr)
        {
            return
        }
        drawFallbackIcon(icon, center: center, size: size, color: color)
    }

    /// A rounded-square outline with the icon name's first letter: legible and clearly a
    /// placeholder when the font or the name is missing.
    private func drawFallbackIcon(_ icon: Icon, center: Point, size: Double, color: Color) {
        let side = size * 0.8
        let frame = Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
        stroke(Path(roundedRect: frame, radius: side * 0.25), color: color, lineWidth: size * 0.08)
        let letter = icon.name.first.map { String($0).uppercased() } ?? "?"
        let style = TextStyle(size: size * 0.5, weight: .semibold, color: color)
        let box = measureText(letter, style: style)
        drawText(
            letter, at: Point(x: center.x - box.width / 2, y: center.y - box.height / 2),
            style: style)
    }
}
