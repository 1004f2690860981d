import FluidGestures
import FluidMotion

/// The step cards behind the drawer: layout, scrolling and taps.
extension ShortcutsScene {
    /// Where the visible editor ends: the top of the drawer at its lowest detent, so the last
    /// card can always be scrolled clear of the compressed drawer.
    var editorViewportBottom: Double {
        drawer.layout.tops.first ?? size.height
    }

    /// How far the editor's content moves down to leave room for the save-problem banner (pt).
    var bannerShift: Double { saveError == nil ? 0 : Metrics.bannerGap + Metrics.bannerHeight }

    /// Where the banner sits: under the navigation bar, inside the safe area (pt).
    var bannerFrame: Rect {
        Rect(x: safeArea.left + 12, y: safeArea.top + Theme.navigationBarHeight + Metrics.bannerGap,
             width: max(0, size.width - safeArea.left - safeArea.right - 24), height: Metrics.bannerHeight)
    }

    var editorContentHeight: Double {
        let count = Double(document.steps.count)
        return Metrics.cardsTop + bannerShift + count * (Metrics.cardHeight + Metrics.cardSpacing) + Metrics.cardSpacing
    }

    mutating func updateEditorBounds() {
        editor.setBounds(contentHeight: editorContentHeight, viewport: editorViewportBottom, at: time)
    }

    /// Frame of step card `index` in content coordinates (before scrolling), pt.
    func cardFrame(_ index: Int) -> Rect {
        Rect(x: Theme.margin + safeArea.left,
             y: Metrics.cardsTop + bannerShift + Double(index) * (Metrics.cardHeight + Metrics.cardSpacing),
             width: max(0, size.width - 2 * Theme.margin - safeArea.left - safeArea.right),
             height: Metrics.cardHeight)
    }

    /// Frame of the remove button of card `index`, in content coordinates.
    func removeButtonFrame(_ index: Int) -> Rect {
        let card = cardFrame(index)
        let side = Metrics.removeButtonSize
        return Rect(x: card.maxX - side - 4, y: card.midY - side / 2, width: side, height: side)
    }

    mutating func handleEditorTouch(_ touch: TouchEvent) {
        if touch.phase == .began, editorPan.touchID == nil {
            editorScroller.cancel()
            editor.beginDrag()
        }
        let tap = editorTap.handle(touch)
        _ = editorPan.handle(touch)
        if editorPan.isPanning {
            editorTap.fail()
            editor.drag(translation: editorPan.translation.y)
        }
        if touch.phase == .ended || touch.phase == .cancelled, editorPan.touchID == nil {
            editor.endDrag(velocity: editorPan.velocity.y, at: touch.time)
        }
        if let tap { handleEditorTap(at: tap.location, time: tap.time) }
    }

    /// The step whose ⊗ a finger is pressing: a touch that began on it and may still be its tap
    /// (UIKit highlights a button under the finger until the touch moves off into a scroll or
    /// lifts). Nil when none.
    var pressedRemoveIndex: Int? {
        guard editorTap.state == .tracking, !editorPan.isPanning else { return nil }
        let content = Point(x: editorTap.startLocation.x, y: editorTap.startLocation.y + editor.offset)
        return document.steps.indices.first { removeButtonFrame($0).contains(content) }
    }

    private mutating func handleEditorTap(at location: Point, time: Double) {
        let content = Point(x: location.x, y: location.y + editor.offset)
        for index in document.steps.indices where removeButtonFrame(index).contains(content) {
            removeStep(index, at: time)
            return
        }
    }
}
