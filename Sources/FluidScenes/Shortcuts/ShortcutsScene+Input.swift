import FluidCore
import FluidDrawer
import FluidGestures
import FluidMotion
import FluidSceneKit

extension ShortcutsScene {
    public mutating func handle(_ event: InputEvent) {
        if event.time.isFinite, event.time > time { time = event.time }
        switch event {
        case .touch(let touch):
            handleTouch(touch)
        case .scroll(let scroll):
            handleScroll(scroll)
        case .text(let text, let at):
            guard isSearching else { return }
            setQuery(query + text.filter { !$0.isNewline }, at: at)
        case .key(let key, let at):
            handleKey(key, at: at)
        }
        applyDrawerEvents()
    }

    private mutating func handleTouch(_ touch: TouchEvent) {
        // Cancel ends the search on touch-up, like a bar button; the touch is the button's.
        if touch.id == cancelTouchID {
            let inside = cancelFrame.insetBy(dx: -20, dy: -20).contains(touch.location)
            if touch.phase == .ended, inside {
                endSearch(at: touch.time)
            }
            cancelPressed = inside && touch.phase == .moved
            if touch.phase == .ended || touch.phase == .cancelled { cancelTouchID = nil }
            return
        }
        if touch.phase == .began, isSearching, !drawer.isTouching, editorPan.touchID == nil,
            cancelFrame.contains(touch.location)
        {
            cancelTouchID = touch.id
            cancelPressed = true
            return
        }
        // A finger already owned stays with its owner until it lifts, whatever other fingers do.
        if touch.id == chrome.backButton.trackedTouch {
            _ = chrome.handle(.touch(touch))
            return
        }
        if touch.id == drawer.touchID {
            drawer.handle(touch)
            return
        }
        if touch.id == editorPan.touchID {
            handleEditorTouch(touch)
            return
        }
        // A new finger: the drawer sits above everything but the navigation bar; what it does not
        // consume belongs to the cards behind it (or the back button).
        if editorPan.touchID == nil, !drawer.isTouching, chrome.handle(.touch(touch)) { return }
        if editorPan.touchID == nil, drawer.handle(touch) { return }
        handleEditorTouch(touch)
    }

    /// A touchpad's gesture or a wheel's notch: the drawer takes it where it is (and keeps a
    /// gesture it began), the cards behind it take the rest, as they would a finger.
    private mutating func handleScroll(_ scroll: ScrollEvent) {
        if !editorScroller.isScrolling, drawer.handle(scroll) { return }
        guard editorPan.touchID == nil else { return }
        if scroll.phase == .wheel {
            guard scroll.delta.y.isFinite else { return }
            editor.scroll(to: editor.offset - scroll.delta.y * editor.wheelStep, at: scroll.time)
            return
        }
        let steps = editorScroller.handle(scroll)
        if steps.began { editor.beginDrag() }
        if steps.began || steps.delta != .zero { editor.drag(translation: editorScroller.translation.y) }
        if let velocity = steps.endVelocity { editor.endDrag(velocity: velocity.y, at: scroll.time) }
    }

    mutating func handleKey(_ key: Key, at time: Double) {
        switch key {
        case .escape:
            if isSearching {
                endSearch(at: time)
            } else if drawer.selectedIndex > 0 {
                _ = drawer.handle(.key(.escape, time: time))
            } else {
                pendingNavigation = .back
            }
        case .backspace:
            if isSearching, !query.isEmpty { setQuery(String(query.dropLast()), at: time) }
        case .enter:
            // Enter adds the first match, as a search field's return key would.
            if isSearching, let first = rows.first { addStep(catalogIndex: first, at: time) }
        default:
            _ = drawer.handle(.key(key, time: time))
        }
    }

    /// Turns the drawer's events into what they mean for the shortcut.
    mutating func applyDrawerEvents() {
        for event in drawer.takeEvents() {
            switch event {
            case .rowSelected(let index) where rows.indices.contains(index):
                addStep(catalogIndex: rows[index], at: time)
            case .searchActivated:
                isSearching = true
            case .detentChanged(_, let to) where to.name == Detent.compressed.name && isSearching && query.isEmpty:
                isSearching = false
            default:
                break
            }
        }
    }

    mutating func setQuery(_ newQuery: String, at time: Double) {
        query = newQuery
        rows = catalog.matches(for: newQuery)
        drawer.setRowCount(rows.count, at: time)
    }

    mutating func endSearch(at time: Double) {
        isSearching = false
        if !query.isEmpty { setQuery("", at: time) }
        _ = drawer.move(to: Detent.compressed.name, at: time)
    }

    /// Appends the action as the shortcut's last step, springs its card in, scrolls to it, and
    /// sends the drawer back to compressed.
    mutating func addStep(catalogIndex: Int, at time: Double) {
        document.steps.append(catalog.actions[catalogIndex].id)
        let index = document.steps.count - 1
        var arrival = SpringAnimation(spring: Self.arrivalSpring, from: 0, to: 1, at: time)
        arrival.reduceMotion(drawer.reducesMotion)
        arrivals[index] = arrival
        // Appended last: every card keeps its index, and the cards still making room or settling
        // after a drop carry on where they are.
        pendingFocus = "step.\(index)"
        isSearching = false
        if !query.isEmpty { setQuery("", at: time) }
        _ = drawer.move(to: Detent.compressed.name, at: time)
        updateEditorBounds()
        editor.scroll(to: cardFrame(index).maxY + Metrics.cardSpacing - editorViewportBottom, at: time)
        documentChanged = true
    }

    mutating func removeStep(_ index: Int, at time: Double) {
        guard document.steps.indices.contains(index) else { return }
        removals.advance(to: time)
        reorder.advance(to: time)
        var shown = cardFrame(index)
        shown.origin.y = shownCardTop(index)
        removals.remove(
            index, count: document.steps.count, actionID: document.steps[index], frame: shown,
            slot: editorLayout.cardSlot, at: time)
        document.steps.remove(at: index)
        // Cards still arriving keep growing in under their new indices.
        var arriving: [Int: SpringAnimation<Double>] = [:]
        for (old, arrival) in arrivals where old != index { arriving[old > index ? old - 1 : old] = arrival }
        arrivals = arriving
        // The reorder's springs carry on under the cards' new indices (the removal's add the gap).
        reorder.remove(index, at: time)
        updateEditorBounds()
        documentChanged = true
    }

    /// A new card scales and fades in with a little overshoot.
    static let arrivalSpring = Spring.constant(response: 0.45, dampingRatio: 0.7)
}
