import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import FluidSceneKit

/// The list the platform button opens (its › says it opens a choice, as a UIKit pull-down
/// button does): every `Spring.Platform`, the chosen one checked. A tap on a row chooses it and
/// closes the list; a touch anywhere else closes it and goes no further; Escape closes it too
/// (its semantics node is modal and can be dismissed).
struct SpringPlatformChooser: Sendable {
    /// One row's height: a 44 pt touch target (pt).
    static let rowHeight = 44.0
    /// The text size of the names (`SceneOptions.textSize`).
    var textSize = ContentSizeCategory.default
    /// A row at that size: 44 pt, or a line of the name and padding where that is taller (a
    /// menu's rows grow no more than their text).
    var rowHeight: Double { max(Self.rowHeight, Theme.lineHeight(.body, textSize) + 12) }
    /// The list's padding above the first row and below the last (pt).
    static let padding = 6.0
    /// The least width of the list (pt): the longest name, "SwiftUI (duration)", and its check.
    static let minimumWidth = 230.0

    private(set) var isOpen = false
    /// The rows' frames, in `Spring.Platform.allCases` order (pt).
    private(set) var rows: [Rect] = []
    /// The list's frame (pt).
    private(set) var frame = Rect.zero
    /// Right to left (set when it opens): aligned with the button's right edge, each row mirrored.
    private(set) var rightToLeft = false
    /// The row a finger is on, while it may still choose it.
    private(set) var pressedRow: Int?
    private var touch: Int?
    /// The rows' scrolling where the list is capped to the window, and the finger dragging them.
    private var scroll = EditorScroll()
    private var pan = PanTracker()

    /// Opens the list over the button `anchor`, above it where it fits under `top` (the content's
    /// top, pt), else below it, moved up to end above `bottom` (over the button, when the button is
    /// low or scrolled out of the window) but not above `top`, and within `width` (the container's).
    mutating func open(
        above anchor: Rect, top: Double, bottom: Double = .infinity, width: Double, rightToLeft: Bool = false
    ) {
        self.rightToLeft = rightToLeft
        let count = Double(Spring.Platform.allCases.count)
        let rowHeight = self.rowHeight
        let height = count * rowHeight + 2 * Self.padding
        let w = min(max(anchor.width, Self.minimumWidth), max(0, width - 2 * Theme.margin))
        let x = min(
            max(rightToLeft ? anchor.maxX - w : anchor.minX, Theme.margin), max(Theme.margin, width - Theme.margin - w))
        let above = anchor.minY - 8 - height
        let below = anchor.maxY + 8
        let y = max(top, min(above >= top ? above : below, bottom - height))
        // Taller than the window: capped to it, its rows scrolling.
        let shown = min(height, max(0, bottom - y))
        frame = Rect(x: x, y: y, width: w, height: shown)
        scroll.setBounds(contentHeight: height, viewport: shown, at: 0)
        scroll.nudge(by: -scroll.offset)
        placeRows()
        isOpen = true
        pressedRow = nil
        touch = nil
        // Opened anew (or laid out again), the list lets go of a finger that was dragging it.
        pan.cancel()
    }

    /// The rows where the list is scrolled to.
    private mutating func placeRows() {
        let rowHeight = self.rowHeight
        rows = (0..<Spring.Platform.allCases.count).map { i in
            Rect(
                x: frame.minX, y: frame.minY + Self.padding + Double(i) * rowHeight - scroll.offset,
                width: frame.width, height: rowHeight)
        }
    }

    /// True when the list is capped to the window and its rows scroll.
    var scrolls: Bool { scroll.maxOffset > 0 }

    mutating func advance(to time: Double) {
        guard scrolls else { return }
        scroll.advance(to: time)
        placeRows()
    }

    var isMoving: Bool { scroll.isMoving || pan.isTouching }

    mutating func close() {
        isOpen = false
        pressedRow = nil
        touch = nil
        pan.cancel()
    }

    /// Feeds a touch while the list is open (every touch is the list's then). Returns the
    /// platform a tap chose, if any.
    mutating func handle(_ event: TouchEvent) -> Spring.Platform? {
        if scrolls, dragRows(event) { return nil }
        switch event.phase {
        case .began:
            guard touch == nil else { return nil }
            guard frame.contains(event.location), let row = rows.firstIndex(where: { $0.contains(event.location) })
            else {
                close()
                return nil
            }
            touch = event.id
            pressedRow = row
        case .moved:
            guard event.id == touch, let row = pressedRow else { return nil }
            if !rows[row].insetBy(dx: -8, dy: -8).contains(event.location) { pressedRow = nil }
        case .ended, .cancelled:
            guard event.id == touch else { return nil }
            let chosen = event.phase == .ended ? pressedRow : nil
            touch = nil
            pressedRow = nil
            if let chosen {
                close()
                return Spring.Platform.allCases[chosen]
            }
        }
        return nil
    }

    /// A finger on a capped list's rows that moves past the slop scrolls them and chooses none.
    /// True when the drag took the event.
    private mutating func dragRows(_ event: TouchEvent) -> Bool {
        if event.phase == .began {
            guard !pan.isTouching, frame.contains(event.location) else { return false }
        }
        guard pan.handle(event) else { return false }
        if event.phase == .began { scroll.beginDrag() }
        guard pan.isPanning || pan.state == .ended || pan.state == .cancelled else { return false }
        if pan.isPanning || pan.state == .ended {
            scroll.drag(translation: pan.translation.y)
            pressedRow = nil
            if pan.state == .ended { touch = nil }
        }
        switch pan.state {
        case .ended: scroll.endDrag(velocity: pan.velocity.y, at: pan.time)
        case .cancelled: scroll.endDrag(velocity: 0, at: event.time)
        default: break
        }
        placeRows()
        return pan.state != .cancelled
    }

    func draw(in canvas: Canvas, theme: Theme, chosen: Spring.Platform) {
        guard isOpen else { return }
        let card = Path(roundedRect: frame, radius: Theme.cardRadius)
        canvas.shadow(card, shadow: Theme.cardShadow)
        canvas.fill(card, color: theme.secondarySystemGroupedBackground)
        guard scrolls else { return drawRows(in: canvas, theme: theme, chosen: chosen) }
        canvas.withState {
            canvas.clip(to: card)
            drawRows(in: canvas, theme: theme, chosen: chosen)
        }
    }

    private func drawRows(in canvas: Canvas, theme: Theme, chosen: Spring.Platform) {
        for (i, platform) in Spring.Platform.allCases.enumerated() {
            let row = rows[i]
            if pressedRow == i {
                canvas.fill(Path(rect: row), color: theme.systemFill)
            }
            // Right to left each row mirrors about its centre: the checkmark at the right.
            let inRow = Mirroring(rightToLeft: rightToLeft, width: row.minX + row.maxX)
            let style = Theme.text(.body, theme.label, maxWidth: max(0, row.width - 56), category: textSize)
            let size = canvas.measureText(platform.rawValue, style: style)
            inRow.drawLeadingText(
                canvas, platform.rawValue, at: Point(x: row.minX + 40, y: row.midY - size.height / 2), style: style)
            if platform == chosen {
                var check = Path()
                check.move(to: Point(x: inRow.x(row.minX + 14), y: row.midY))
                check.line(to: Point(x: inRow.x(row.minX + 19), y: row.midY + 5))
                check.line(to: Point(x: inRow.x(row.minX + 28), y: row.midY - 6))
                canvas.stroke(check, color: theme.tint, lineWidth: 2.5, cap: .round, join: .round)
            }
            if i > 0 {
                canvas.fill(
                    Path(rect: inRow.rect(Rect(x: row.minX + 40, y: row.minY, width: row.width - 40, height: 0.5))),
                    color: theme.separator)
            }
        }
    }
}
