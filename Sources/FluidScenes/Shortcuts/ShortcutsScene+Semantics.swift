import FluidCore
import FluidDrawer
import FluidGestures
import FluidLocalization
import FluidMotion
import FluidSceneKit
import FluidSemantics

/// The editor as assistive technology sees it: the shortcut's steps behind, the actions drawer
/// over them. At full height the drawer is a modal sheet: the editor is hidden from the tree and
/// the dimmed backdrop is a "Dismiss" button.
extension ShortcutsScene {
    public var semantics: SemanticNode {
        let modal = isSheetModal
        var children = [editorSemantics(hidden: modal)]
        var sheet = sheetSemantics(modal: modal)
        if modal {
            sheet.children.insert(
                SemanticNode(
                    id: "backdrop", role: .button, label: strings.localized("Dismiss"),
                    hint: strings.localized("Lowers the actions drawer"),
                    frame: Rect(x: 0, y: 0, width: size.width, height: drawer.drawerFrame.minY),
                    actions: [.activate, .dismiss]), at: 0)
        }
        children.append(sheet)
        if let saveError {
            children.append(
                SemanticNode(id: "banner", role: .staticText, label: saveError, frame: mirror.rect(editorLayout.banner))
            )
        }
        return SemanticNode(
            id: "scene", role: .group, label: strings.localized("Shortcuts"), frame: Rect(origin: .zero, size: size),
            children: children)
    }

    /// True while the drawer rests at (or heads for) its largest detent, covering the editor.
    var isSheetModal: Bool { drawer.selectedIndex == drawer.detents.count - 1 && drawer.detents.count > 1 }

    /// The detent as a person would say it: "Full Height, 3 of 3".
    var detentValue: String {
        strings.localized(
            "%@, %@ of %@",
            arguments: [
                spokenDetent(drawer.selectedDetent.name), String(drawer.selectedIndex + 1), String(drawer.detents.count)
            ])
    }

    /// The drawer's detent names as spoken and translated; another name in words (`spokenName`).
    func spokenDetent(_ name: String) -> String {
        switch name {
        case "compressed": strings.localized("Compressed")
        case "expanded": strings.localized("Expanded")
        case "fullHeight": strings.localized("Full Height")
        default: Self.spokenName(name)
        }
    }

    /// `fullHeight` → "Full Height": a camel-case detent name in words, each capitalised. A word
    /// starts at a capital: a character that is its own uppercase and changes when lowercased
    /// (not `isUppercase`, whose property tables the web build would link for this alone).
    static func spokenName(_ name: String) -> String {
        var words = ""
        for character in name {
            let text = String(character)
            let isCapital = text == character.uppercased() && text != character.lowercased()
            if isCapital, !words.isEmpty { words.append(" ") }
            words.append(words.isEmpty || words.last == " " ? Character(character.uppercased()) : character)
        }
        return words
    }

    /// Scroll actions of the step cards, where they can scroll.
    private var stepScrolls: [SemanticAction] {
        var actions: [SemanticAction] = []
        if editor.offset > 0 { actions.append(.scrollUp) }
        if editor.offset < editor.maxOffset { actions.append(.scrollDown) }
        return actions
    }

    /// "1 action", "4 actions": the subtitle under the shortcut's name.
    var stepCountText: String {
        strings.localized("%d action", plural: "%d actions", count: document.steps.count)
    }

    private func editorSemantics(hidden: Bool) -> SemanticNode {
        let layout = editorLayout
        let scrolled = Point(x: 0, y: -editor.offset)
        let count = document.steps.count
        let covered = drawer.drawerFrame.minY
        let steps = document.steps.enumerated().map { index, id in
            let action = catalog.action(id: id)
            let title = action.map { strings.localized($0.title) } ?? strings.localized("Unknown Action")
            let frame = mirror.rect(layout.card(index)).offsetBy(scrolled)
            let remove = removeButtonFrame(index).offsetBy(scrolled)
            let states: SemanticStates = frame.minY >= covered || frame.maxY <= 0 ? .hidden : []
            return SemanticNode(
                id: "step.\(index)", role: .listItem, label: title,
                value: strings.localized("Step %@ of %@", arguments: [String(index + 1), String(count)]),
                hint: action.map { strings.localized($0.summary) }, frame: frame, states: states,
                actions: [.custom(strings.localized("Remove"))]
                    + (index > 0 ? [SemanticAction.moveUp(in: strings)] : [])
                    + (index < count - 1 ? [SemanticAction.moveDown(in: strings)] : []),
                children: [
                    SemanticNode(
                        id: "step.\(index).remove", role: .button,
                        label: strings.localized("Remove %@", arguments: [title]),
                        frame: remove, actions: [.activate])
                ],
                position: SemanticPosition(index: index + 1, count: count))
        }
        return SemanticNode(
            id: "editor", role: .group, label: document.name,
            frame: Rect(x: 0, y: 0, width: size.width, height: covered), states: hidden ? .hidden : [],
            children: [
                chrome.backButtonSemantics,
                SemanticNode(
                    id: "title", role: .staticText, label: document.name,
                    frame: mirror.rect(layout.title).offsetBy(scrolled)),
                SemanticNode(
                    id: "subtitle", role: .staticText, label: stepCountText,
                    frame: mirror.rect(layout.subtitle).offsetBy(scrolled)),
                SemanticNode(
                    id: "steps", role: .list, label: strings.localized("Steps"),
                    frame: mirror.rect(layout.stepList(steps: count)).offsetBy(scrolled),
                    states: .live, actions: stepScrolls, children: steps)
            ])
    }

    private func sheetSemantics(modal: Bool) -> SemanticNode {
        let last = drawer.detents.count - 1
        let index = drawer.selectedIndex
        var grabberActions: [SemanticAction] = [.activate]
        if index < last { grabberActions += [.increment, .custom(strings.localized("Expand"))] }
        if index > 0 { grabberActions += [.decrement, .custom(strings.localized("Collapse"))] }
        var children = [
            SemanticNode(
                id: "grabber", role: .adjustable, label: strings.localized("Actions drawer"), value: detentValue,
                hint: strings.localized("Adjust to raise or lower the drawer"),
                frame: drawer.grabberFrame.insetBy(dx: -12, dy: -8),
                // Live: a drawer moved by something else (a search, an added step) says so.
                states: [index == 0 ? .collapsed : .expanded, .live], actions: grabberActions,
                range: SemanticRange(
                    current: Double(index + 1), minimum: 1,
                    maximum: Double(drawer.detents.count), step: 1),
                orientation: .vertical),
            SemanticNode(
                id: "search", role: .textField, label: strings.localized("Search"), value: query,
                hint: strings.localized("Filters the actions"), frame: mirror.rect(drawer.searchFieldFrame),
                states: isSearching ? .editing : [], actions: [.activate])
        ]
        if isSearching {
            children.append(
                SemanticNode(
                    id: "cancel", role: .button, label: strings.localized("Cancel"), frame: cancelFrame,
                    actions: [.activate]))
        }
        let titled = isSearching && !query.isEmpty
        children.append(
            SemanticNode(
                id: "heading", role: .staticText,
                label: titled
                    ? strings.localized("%d Result", plural: "%d Results", count: rows.count)
                    : strings.localized("All Actions"),
                frame: drawer.titleFrame, states: index == 0 ? [.hidden, .live] : .live))
        children.append(actionListSemantics)
        var actions: [SemanticAction] = []
        if index > 0 || isSearching { actions.append(.dismiss) }
        return SemanticNode(
            id: "sheet", role: .group, label: strings.localized("Actions"), frame: drawer.drawerFrame,
            states: modal ? .modal : [], actions: actions, children: children)
    }

    private var actionListSemantics: SemanticNode {
        // Only the rows inside the list's viewport are described, as a table view exposes only
        // its visible cells: the tree stays the size of the screen whatever the catalog holds,
        // and the list's scroll actions bring the others in. A row counts as shown when at
        // least half of it is inside the viewport (at 120 pt the compressed drawer shows a 4 pt
        // sliver of the first row: not readable).
        let list = drawer.listFrame
        let listShown = list.height >= Metrics.rowHeight(textSize) / 2
        let shown = listShown ? drawer.visibleRows.clamped(to: rows.indices) : 0..<0
        var items = shown.map { index in
            let action = catalog.actions[rows[index]]
            let frame = drawer.rowFrame(index)
            let inside = min(frame.maxY, list.maxY) - max(frame.minY, list.minY)
            let visible = inside >= frame.height / 2
            return SemanticNode(
                id: "row.\(action.id)", role: .listItem, label: strings.localized(action.title),
                hint: strings.localized(
                    "Adds this action to the shortcut: %@", arguments: [strings.localized(action.summary)]),
                frame: frame,
                states: visible ? [] : .hidden, actions: [.activate],
                position: SemanticPosition(index: index + 1, count: rows.count))
        }
        if rows.isEmpty {
            items.append(
                SemanticNode(
                    id: "no-results", role: .staticText, label: strings.localized("No Results"),
                    frame: Rect(x: list.minX, y: list.minY + 40, width: list.width, height: 24),
                    states: listShown ? [] : .hidden))
        }
        var scrolls: [SemanticAction] = []
        if drawer.canScrollListUp { scrolls.append(.scrollUp) }
        if drawer.canScrollListDown { scrolls.append(.scrollDown) }
        let searched = isSearching && !query.isEmpty
        return SemanticNode(
            id: "actions", role: .list,
            label: searched ? strings.localized("Results") : strings.localized("All Actions"), frame: list,
            states: listShown ? [] : .hidden, actions: scrolls, children: items)
    }

    /// The step cards' scrollable height: from the first card to the drawer's lowest top (pt).
    private var stepsPage: Double {
        max(
            editorLayout.cardHeight,
            editorViewportBottom - editorLayout.cardsTop + editorLayout.bannerShift - editorLayout.cardHeight)
    }

    /// Scrolls the step cards by `pages` pages (a page keeps one card in view); false at an end.
    private mutating func scrollSteps(pages: Double) -> Bool {
        let target = min(max(editor.offset + pages * stepsPage, 0), editor.maxOffset)
        guard target != editor.offset else { return false }
        editor.scroll(to: target, at: time)
        return true
    }

    /// The custom actions as performed: by the English name or the translated one the tree lists.
    static let removeAction = "Remove"
    static let expandAction = "Expand"
    static let collapseAction = "Collapse"

    /// True when `action` is the custom action `english`, by that name or its translation.
    func isCustom(_ action: SemanticAction, _ english: String) -> Bool {
        action == .custom(english) || action == .custom(strings.localized(english))
    }

    public mutating func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool {
        if time.isFinite, time > self.time { self.time = time }
        defer { applyDrawerEvents() }
        switch (id, action) {
        case ("back", _):
            return chrome.perform(action, on: id)
        case ("grabber", .activate):
            // Space or Return: the next detent up, and from the top back to the first.
            if drawer.selectedIndex < drawer.detents.count - 1 { return drawer.handle(.key(.up, time: self.time)) }
            return drawer.move(to: 0, at: self.time)
        case ("grabber", .increment),
            ("grabber", _) where isCustom(action, Self.expandAction):
            return drawer.selectedIndex < drawer.detents.count - 1 && drawer.handle(.key(.up, time: self.time))
        case ("grabber", .decrement),
            ("grabber", _) where isCustom(action, Self.collapseAction):
            return drawer.selectedIndex > 0 && drawer.handle(.key(.down, time: self.time))
        case ("search", .activate):
            drawer.activate(.searchField, at: self.time)
        case ("cancel", .activate) where isSearching:
            endSearch(at: self.time)
        case ("backdrop", .activate), ("backdrop", .dismiss):
            drawer.activate(.backdrop, at: self.time)
        case ("sheet", .dismiss):
            handleKey(.escape, at: self.time)
        case ("actions", .scrollDown), ("actions", .scrollUp):
            return drawer.scrollList(pages: action == .scrollDown ? 1 : -1, at: self.time)
        case ("steps", .scrollDown), ("steps", .scrollUp):
            return scrollSteps(pages: action == .scrollDown ? 1 : -1)
        default:
            return performOnItem(action, id: id)
        }
        return true
    }

    /// Actions on the rows (`row.ID`) and the step cards (`step.N`: Remove, Move up, Move down;
    /// `step.N.remove`).
    private mutating func performOnItem(_ action: SemanticAction, id: String) -> Bool {
        if id.hasPrefix("row."), action == .activate {
            let actionID = id.dropFirst("row.".count)
            guard let catalogIndex = rows.first(where: { catalog.actions[$0].id == actionID }) else { return false }
            addStep(catalogIndex: catalogIndex, at: time)
            return true
        }
        let parts = id.split(separator: ".")
        guard parts.count >= 2, parts[0] == "step", let index = Int(parts[1]),
            document.steps.indices.contains(index)
        else { return false }
        let up = action == .moveUp || action == .moveUp(in: strings)
        if parts.count == 2, up || action == .moveDown || action == .moveDown(in: strings) {
            return moveStep(index, by: up ? -1 : 1, at: time)
        }
        let removes =
            (parts.count == 2 && isCustom(action, Self.removeAction))
            || (parts.count == 3 && parts[2] == "remove" && action == .activate)
        guard removes else { return false }
        removeStep(index, at: time)
        return true
    }
}
