import FluidCore
import FluidGestures
import FluidMotion
import FluidSceneKit

/// Reordering the steps: a finger held still on a card for `longPressDuration` lifts it, and the
/// card then follows that finger (`StepReorderMotion`) until it lifts; a finger that moves first
/// scrolls the cards as before; a carried card held near the cards' visible top or bottom
/// scrolls them (`autoscrollLiftedCard`). Move up and Move down (semantic actions, Alt+Up and Alt+Down on
/// the focused step) move a step by one place with the same springs. Either way the document
/// changes once, when the card lands in a new place, and leaves through `takeDocumentChange()`.
extension ShortcutsScene {
    /// UIKit's long-press default (`UILongPressGestureRecognizer.minimumPressDuration`, 0.5 s),
    /// which a table view's drag-to-reorder waits for.
    static let longPressDuration = 0.5

    /// A card's height plus the gap below it: how far a card moves to make room (pt).
    var cardSlot: Double { editorLayout.cardSlot }

    /// Where card `index` is drawn, in content coordinates: its place, moved by a removal's or a
    /// reorder's spring (the lifted card is drawn at the finger instead).
    func shownCardTop(_ index: Int) -> Double {
        cardFrame(index).minY + removals.shift(of: index) + reorder.shift(of: index)
    }

    /// Lifts the card under the editor's finger when it has been held still there long enough
    /// by `time`: the touch stops scrolling (and stops being a tap) and carries the card.
    mutating func liftIfLongPressed(at time: Double) {
        guard reorder.lifted == nil, let touchID = editorPan.touchID, touchID == editorTap.touchID,
            !editorPan.isPanning, time - editorTap.startTime >= Self.longPressDuration
        else { return }
        let start = Point(x: editorTap.startLocation.x, y: editorTap.startLocation.y + editor.offset)
        guard
            let index = document.steps.indices.first(where: { index in
                var frame = cardFrame(index)
                frame.origin.y = shownCardTop(index)
                return frame.contains(start)
            })
        else { return }
        editorTap.fail()
        editor.endDrag(velocity: 0, at: time)
        // The removal's springs are by the old indices: the gap closes at once rather than
        // under the lifted card.
        removals.reset()
        reorder.begin(
            index, touchID: touchID, top: cardFrame(index).minY + reorder.shift(of: index),
            fingerY: editorPan.location.y + editor.offset, at: time)
    }

    /// How close to the cards' visible top (under the navigation bar) or bottom (the drawer) a
    /// finger carrying a card starts scrolling them (pt), and their speed with the finger at the
    /// very edge (pt/s), rising linearly across the band, as a table view autoscrolls a drag.
    static let autoscrollBand = 60.0
    static let autoscrollMaxSpeed = 600.0

    /// Scrolls the cards while the finger carrying one is held in an edge band, for `elapsed`
    /// seconds, keeping the card under the finger.
    mutating func autoscrollLiftedCard(elapsed: Double) {
        guard reorder.lifted != nil, elapsed > 0, elapsed.isFinite else { return }
        let finger = editorPan.location.y
        let top = safeArea.top + Theme.navigationBarHeight
        let bottom = editorViewportBottom
        let band = Self.autoscrollBand
        let depth = finger < top + band ? -(top + band - finger) : finger > bottom - band ? finger - (bottom - band) : 0
        guard depth != 0 else { return }
        let speed = Self.autoscrollMaxSpeed * min(1, abs(depth) / band)
        editor.nudge(by: (depth < 0 ? -speed : speed) * elapsed)
        reorder.drag(
            fingerY: finger + editor.offset, cardsTop: editorLayout.cardsTop, slot: cardSlot,
            count: document.steps.count, at: time)
    }

    /// The lifted card's finger moved, lifted or was cancelled.
    mutating func carryLiftedCard(_ touch: TouchEvent) {
        let count = document.steps.count
        switch touch.phase {
        case .began, .moved:
            reorder.drag(
                fingerY: touch.location.y + editor.offset, cardsTop: editorLayout.cardsTop,
                slot: cardSlot, count: count, at: touch.time)
        case .ended, .cancelled:
            let layout = editorLayout
            guard let move = reorder.drop(cardTop: { layout.card($0).minY }, count: count, at: touch.time)
            else { return }
            applyMove(from: move.from, to: move.to)
        }
    }

    /// Moves step `index` one place up (`by` -1) or down (+1), its card and the one it passes
    /// springing to their new places; false at the list's end.
    mutating func moveStep(_ index: Int, by offset: Int, at time: Double) -> Bool {
        let to = index + offset
        guard reorder.lifted == nil, document.steps.indices.contains(index), document.steps.indices.contains(to)
        else { return false }
        let layout = editorLayout
        removals.reset()
        reorder.move(from: index, to: to, cardTop: { layout.card($0).minY }, count: document.steps.count, at: time)
        applyMove(from: index, to: to)
        pendingFocus = "step.\(to)"
        return true
    }

    /// The document's side of a move: step `from` now stands at `to`.
    private mutating func applyMove(from: Int, to: Int) {
        guard from != to else { return }
        let step = document.steps.remove(at: from)
        document.steps.insert(step, at: to)
        arrivals = [:]
        documentChanged = true
    }
}
