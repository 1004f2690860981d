import FluidCanvas
import FluidCore
import FluidMotion

/// Right to left (Hebrew), a layout mirrors about the vertical line through the middle of the
/// container, as UIKit flips a view whose `effectiveUserInterfaceLayoutDirection` is right to
/// left: what leads from the left edge leads from the right one. Left to right it changes
/// nothing, so scenes compute their left-to-right frames as before and pass them through it.
package struct Mirroring: Hashable, Sendable {
    package let rightToLeft: Bool
    /// The container's width: x mirrors to `width - x`.
    let width: Double

    package init(rightToLeft: Bool, width: Double) {
        self.rightToLeft = rightToLeft
        self.width = width
    }

    /// The x a left-to-right layout puts at `x`.
    package func x(_ x: Double) -> Double { rightToLeft ? width - x : x }

    /// `rect` mirrored: the same size, as far from the right edge as it was from the left.
    package func rect(_ rect: Rect) -> Rect {
        guard rightToLeft else { return rect }
        return Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// A point mirrored (an icon's centre).
    package func point(_ point: Point) -> Point { Point(x: x(point.x), y: point.y) }

    /// Draws `text` where a left-to-right layout draws it from `origin` (its left edge, the
    /// box `style.maxWidth` wide when set). Right to left it ends at the mirrored box's right
    /// edge, right-aligned, whatever the text's own direction: Pango lays Hebrew out right to
    /// left and aligns a Hebrew paragraph's `.leading` to the right, so a Latin or digit-led
    /// string (a shortcut's name) is given `.trailing`, which Pango keeps at the right.
    package func drawLeadingText(_ canvas: Canvas, _ text: String, at origin: Point, style: TextStyle) {
        guard rightToLeft else {
            canvas.drawText(text, at: origin, style: style)
            return
        }
        if let box = style.maxWidth {
            var aligned = style
            aligned.alignment = Self.leadsRightToLeft(text) ? .leading : .trailing
            canvas.drawText(text, at: Point(x: x(origin.x) - max(0, box), y: origin.y), style: aligned)
        } else {
            let size = canvas.measureText(text, style: style)
            canvas.drawText(text, at: Point(x: x(origin.x) - size.width, y: origin.y), style: style)
        }
    }

    /// Draws `text` as `Drawing.text` does (as given while it fits in `width`, else wrapped to
    /// at most `maxLines` lines, the last ending in "…"), where a left-to-right layout draws it
    /// from `origin`; right to left, ending at the mirrored box's right edge.
    package func drawLeadingText(
        _ canvas: Canvas, _ text: String, at origin: Point, width: Double, maxLines: Int = 1,
        style: TextStyle
    ) {
        drawLeadingText(
            canvas, text, at: origin,
            style: Drawing.fitted(canvas, text, width: width, maxLines: maxLines, style: style))
    }

    /// True when the first letter of `text` with a direction is written right to left (Hebrew,
    /// Arabic and their presentation forms), as Pango's automatic paragraph direction decides.
    package static func leadsRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v) {
                return true
            }
            // A Latin, Greek or Cyrillic letter leads left to right; digits and punctuation
            // have no direction of their own.
            if (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) || (0xC0...0x052F).contains(v) {
                return false
            }
        }
        return false
    }
}
