import FluidCore
import FluidDrawer
import FluidGestures
import FluidLocalization
import FluidMotion
import FluidSceneKit

/// The step cards behind the drawer: layout, scrolling and taps.
extension ShortcutsScene {
    /// Where the visible editor ends: the top of the drawer at its lowest detent, so the last
    /// card can always be scrolled clear of the compressed drawer.
    var editorViewportBottom: Double {
        drawer.layout.tops.first ?? size.height
    }

    /// How far the editor's content moves down to leave room for the save-problem banner (pt).
    var bannerShift: Double { editorLayout.bannerShift }

    /// Where the banner sits: under the navigation bar, inside the safe area (pt).
    var bannerFrame: Rect { editorLayout.banner }

    var editorContentHeight: Double { editorLayout.contentHeight(steps: document.steps.count) }

    /// Lays the editor out again (the container, the safe area or the banner changed) and
    /// bounds its scrolling by the content.
    mutating func updateEditorBounds() {
        editorLayout = ShortcutsEditorLayout(
            size: size, safeArea: safeArea, hasBanner: saveError != nil, textSize: textSize)
        editor.setBounds(contentHeight: editorContentHeight, viewport: editorViewportBottom, at: time)
    }

    /// Frame of step card `index` in content coordinates (before scrolling), pt.
    func cardFrame(_ index: Int) -> Rect { editorLayout.card(index) }

    /// Frame of the remove button of card `index`, in content coordinates.
    func removeButtonFrame(_ index: Int) -> Rect { mirror.rect(editorLayout.removeButton(index)) }

    /// Right to left (Hebrew) the editor and the drawer's rows mirror: the remove button at the
    /// card's left, the icon tile at its right, the text leading from the right.
    var mirror: Mirroring { Mirroring(rightToLeft: strings.isRightToLeft, width: size.width) }

    mutating func handleEditorTouch(_ touch: TouchEvent) {
        liftIfLongPressed(at: touch.time)
        if touch.id == reorder.lifted?.touchID {
            _ = editorTap.handle(touch)
            _ = editorPan.handle(touch)
            carryLiftedCard(touch)
            return
        }
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
        guard editorTap.state == .tracking, !editorPan.isPanning, reorder.lifted == nil else { return nil }
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
