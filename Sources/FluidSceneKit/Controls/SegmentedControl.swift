import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion

/// An iOS segmented control: a row of segments, one selected; tapping another selects it (with
/// UIKit's control tracking, so dragging off cancels).
package struct SegmentedControl: Sendable {
    package var titles: [String]
    package private(set) var selectedIndex: Int
    package private(set) var frame = Rect.zero
    private var trackers: [ControlTracker]
    /// Right to left (Hebrew) the segments run from the right, as UISegmentedControl mirrors:
    /// the first at the right end.
    package var rightToLeft = false

    package init(titles: [String], selectedIndex: Int = 0) {
        self.titles = titles
        self.selectedIndex = selectedIndex
        trackers = titles.map { _ in ControlTracker(bounds: .zero, dragMargin: 20) }
    }

    package mutating func layout(frame: Rect) {
        self.frame = frame
        for i in trackers.indices { trackers[i].bounds = segmentFrame(i) }
    }

    /// Segment `index`'s place in `frame`.
    package func segmentFrame(_ index: Int) -> Rect {
        let width = frame.width / Double(max(titles.count, 1))
        let leading = Double(rightToLeft ? titles.count - 1 - index : index)
        return Rect(x: frame.minX + leading * width, y: frame.minY, width: width, height: frame.height)
    }

    package mutating func select(_ index: Int) {
        if titles.indices.contains(index) { selectedIndex = index }
    }

    package var isTracking: Bool { trackers.contains { $0.isTracking } }

    /// Returns true when the control used the touch; `changed` is set when a tap selected a new
    /// segment.
    package mutating func handle(_ touch: TouchEvent, changed: inout Bool) -> Bool {
        var used = false
        for i in trackers.indices {
            let tracking = trackers[i].trackedTouch == touch.id
            guard let event = trackers[i].handle(touch) else {
                used = used || tracking
                continue
            }
            used = true
            if event == .upInside, i != selectedIndex {
                selectedIndex = i
                changed = true
            }
        }
        return used
    }

    /// Draws the control, its titles at `textSize`, each truncated to its segment.
    package func draw(in canvas: Canvas, theme: Theme, textSize: ContentSizeCategory = .default) {
        let dark = theme.label == .white
        canvas.fill(Path(roundedRect: frame, radius: 9), color: Color(hex: 0x767680, alpha: dark ? 0.24 : 0.12))
        let selected = segmentFrame(selectedIndex).insetBy(dx: 2, dy: 2)
        let knob = Path(roundedRect: selected, radius: 7)
        canvas.shadow(knob, shadow: Shadow(color: Color(white: 0, alpha: 0.12), offset: Point(x: 0, y: 3), blur: 8))
        canvas.fill(knob, color: dark ? Color(hex: 0x636366) : .white)
        for (i, title) in titles.enumerated() {
            let pressed = trackers[i].isHighlighted && i != selectedIndex
            let style = Theme.text(
                .footnote, theme.label.opacity(pressed ? 0.4 : 1),
                weight: i == selectedIndex ? .semibold : .medium, category: textSize)
            Drawing.centeredText(
                canvas, title, at: segmentFrame(i).center, width: segmentFrame(i).width - 8, style: style)
        }
    }
}
