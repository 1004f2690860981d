import FluidCanvas
import FluidCore
import FluidMotion

/// Text that must stay inside a width whatever the text size: a label drawn exactly as before
/// while it fits, truncated with "…" (or wrapped, up to `maxLines`) as UILabel is when it does not.
extension Drawing {
    /// Draws `text` centred on `center`, no wider than `width` (pt): as `centeredText` while it
    /// fits on one line, else set in a box `width` wide, centred, wrapped to at most `maxLines`
    /// lines, the last ending in "…".
    /// `growsUp` keeps the bottom of a one-line label where it was when the text wraps (a label
    /// sitting on a control below it).
    package static func centeredText(
        _ canvas: Canvas, _ text: String, at center: Point, width: Double,
        maxLines: Int = 1, growsUp: Bool = false, style: TextStyle
    ) {
        let natural = canvas.measureText(text, style: style)
        guard natural.width > width, width > 0 else {
            centeredText(canvas, text, at: center, style: style)
            return
        }
        var boxed = style
        boxed.maxWidth = width
        boxed.maxLines = maxLines
        boxed.alignment = .center
        let size = canvas.measureText(text, style: boxed)
        let top = growsUp ? center.y + natural.height / 2 - size.height : center.y - size.height / 2
        canvas.drawText(text, at: Point(x: center.x - width / 2, y: top), style: boxed)
    }

    /// Draws `text` from `origin` (its top leading corner), no wider than `width` (pt): as given
    /// while it fits, else wrapped to at most `maxLines` lines, the last ending in "…". Text that
    /// fits is set without a box, so it sits where it always did whatever its direction.
    /// Returns the drawn size.
    @discardableResult
    package static func text(
        _ canvas: Canvas, _ text: String, at origin: Point, width: Double, maxLines: Int = 1,
        style: TextStyle
    ) -> Size {
        canvas.drawText(text, at: origin, style: fitted(canvas, text, width: width, maxLines: maxLines, style: style))
    }

    /// `style` as `text` is set no wider than `width` (pt): unchanged while the text fits on one
    /// line, else boxed `width` wide and wrapped to at most `maxLines` lines.
    static func fitted(_ canvas: Canvas, _ text: String, width: Double, maxLines: Int, style: TextStyle) -> TextStyle {
        var style = style
        if canvas.measureText(text, style: style).width > width, width > 0 {
            style.maxWidth = width
            style.maxLines = maxLines
        }
        return style
    }

    /// How many lines (1 … `maxLines`) `text` in `style` takes in `width` (pt), estimated
    /// without a canvas for layouts made before anything is drawn (a drawer's row heights): an
    /// average advance of `averageAdvance` em, wider than Inter's for ordinary text, so the
    /// estimate errs towards a line too many (space left blank) rather than one too few (text
    /// drawn with "…" where it would have fitted).
    package static func estimatedLines(_ text: String, size: Double, width: Double, maxLines: Int) -> Int {
        guard maxLines > 1, width > 0, size > 0 else { return 1 }
        let length = Double(text.count) * averageAdvance * size
        let lines = Int(saturating: (length / width).rounded(.up))
        return min(max(lines, 1), maxLines)
    }

    /// The advance of an average character in Inter, as a fraction of its size (em), with
    /// room for wide words.
    static let averageAdvance = 0.6
}
