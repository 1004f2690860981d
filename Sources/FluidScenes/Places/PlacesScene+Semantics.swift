import FluidCore
import FluidDrawer
import FluidGestures
import FluidLocalization
import FluidMotion
import FluidSceneKit
import FluidSemantics

/// The place browser as assistive technology sees it: the map's pins, then the drawer in front
/// (the places list with its search field, or the place card with its photos), built from the
/// same drawer geometry the drawing uses.
extension PlacesScene {
    public var semantics: SemanticNode {
        var content: [SemanticNode] = [mapSemantics]
        content.append(model.isCardPresented && model.selected != nil ? cardSemantics : browserSemantics)
        return chrome.sceneSemantics(content: content)
    }

    private var mapSemantics: SemanticNode {
        let size = chrome.size
        // Only pins a person can see: below the bar and hint, above the drawer in front.
        let content = chrome.contentRect
        let front = model.isCardPresented ? model.card.top : model.browser.top
        let visible = Rect(
            x: content.minX, y: content.minY, width: content.size.width,
            height: max(0, min(content.maxY, front) - content.minY))
        let beside = model.browser.isSidePanel ? model.browser.drawerFrame : Rect(x: 0, y: 0, width: 0, height: 0)
        let pins = model.places.enumerated().compactMap { i, place -> SemanticNode? in
            let frame = Rect(x: size.width * place.pin.x - 14, y: size.height * place.pin.y - 14, width: 28, height: 28)
            let shown =
                visible.contains(Point(x: frame.minX, y: frame.minY))
                && visible.contains(Point(x: frame.maxX, y: frame.maxY))
            let underPanel = frame.maxX > beside.minX && frame.minX < beside.maxX && frame.maxY > beside.minY
            guard shown, !underPanel else { return nil }
            return SemanticNode(
                id: "pin-\(i)", role: .button, label: place.name, value: chrome.strings.localized(place.category),
                frame: frame, states: model.selected == i ? .selected : [], actions: [.activate])
        }
        return SemanticNode(
            id: "map", role: .group, label: chrome.strings.localized("Map"), frame: Rect(origin: .zero, size: size),
            children: pins)
    }

    private var browserSemantics: SemanticNode {
        let browser = model.browser
        let expanded = browser.selectedDetent.name != "peek"
        let search = SemanticNode(
            id: "search", role: .textField, label: chrome.strings.localized("Search Maps"),
            frame: browser.searchFieldFrame,
            states: model.isSearching ? .editing : [], actions: [.activate])
        var actions: [SemanticAction] = []
        if browser.canScrollListUp { actions.append(.scrollUp) }
        if browser.canScrollListDown { actions.append(.scrollDown) }
        let rows = browser.visibleRows.map { i in
            let place = model.places[i]
            return SemanticNode(
                id: "place-\(i)", role: .listItem, label: place.name,
                value: chrome.strings.localized(place.category) + ", "
                    + chrome.strings.localizedNumber(Self.distance(place.distance, chrome.strings)),
                frame: browser.rowFrame(i), actions: [.activate])
        }
        let list = SemanticNode(
            id: "places", role: .list, label: chrome.strings.localized("Places"), frame: browser.listFrame,
            actions: actions, children: rows)
        return SemanticNode(
            id: "drawer", role: .group, label: chrome.strings.localized("Places drawer"),
            value: spokenDetent(browser.selectedDetent.name),
            frame: browser.drawerFrame, states: expanded ? .expanded : .collapsed,
            actions: [.increment, .decrement], children: [search, list])
    }

    private var cardSemantics: SemanticNode {
        let card = model.card
        guard let index = model.selected else { return SemanticNode(id: "card", role: .group, label: "", frame: .zero) }
        let place = model.places[index]
        let block = model.cardBlock
        let title = SemanticNode(
            id: "card-title", role: .staticText, label: place.name,
            value: chrome.strings.localized(place.category) + ", "
                + chrome.strings.localizedNumber(Self.distance(place.distance, chrome.strings)),
            frame: Rect(
                x: block.minX, y: block.minY, width: block.size.width,
                height: model.metrics.card(place).title))
        let close = SemanticNode(
            id: "card-close", role: .button, label: chrome.strings.localized("Close"), frame: closeButtonFrame,
            actions: [.activate])
        let photos = SemanticNode(
            id: "photos", role: .adjustable, label: chrome.strings.localized("Photos"),
            value: chrome.strings.localized("%d photo", plural: "%d photos", count: place.photoCount),
            frame: model.carouselFrame,
            actions: [.increment, .decrement], orientation: .horizontal)
        let notes = SemanticNode(
            id: "card-notes", role: .staticText,
            label: place.notes.map { chrome.strings.localized($0) }.joined(separator: ". "),
            frame: Rect(
                x: block.minX, y: model.carouselFrame.maxY, width: block.size.width,
                height: max(0, block.maxY - model.carouselFrame.maxY)))
        var actions: [SemanticAction] = [.dismiss]
        if card.canScrollListUp { actions.append(.scrollUp) }
        if card.canScrollListDown { actions.append(.scrollDown) }
        return SemanticNode(
            id: "card", role: .group, label: chrome.strings.localized("%@ card", arguments: [place.name]),
            frame: card.drawerFrame,
            states: .modal, actions: actions, children: [title, close, photos, notes])
    }

    public mutating func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool {
        if chrome.perform(action, on: id) { return true }
        switch (id, action) {
        case ("card", .dismiss), ("card-close", .activate):
            return model.dismissCard(at: time)
        case ("search", .activate):
            model.activateSearch(at: time)
            return true
        case ("drawer", .increment):
            return model.handleKey(.up, at: time)
        case ("drawer", .decrement):
            return model.handleKey(.down, at: time)
        case ("card", .scrollDown):
            return model.scrollCard(pages: 1, at: time)
        case ("card", .scrollUp):
            return model.scrollCard(pages: -1, at: time)
        case ("places", .scrollDown):
            return model.scrollPlaces(pages: 1, at: time)
        case ("places", .scrollUp):
            return model.scrollPlaces(pages: -1, at: time)
        case ("photos", .increment):
            model.scrollPhotos(by: 1, at: time)
            return true
        case ("photos", .decrement):
            model.scrollPhotos(by: -1, at: time)
            return true
        default:
            if action == .activate,
                let index = Self.index(in: id, prefix: "place-") ?? Self.index(in: id, prefix: "pin-")
            {
                model.select(index, at: time)
                return true
            }
            return false
        }
    }

    /// A detent's name as spoken: "peek" → "Peek", translated; an unknown name as it is.
    private func spokenDetent(_ name: String) -> String {
        switch name {
        case "peek": chrome.strings.localized("Peek")
        case "half": chrome.strings.localized("Half")
        case "full": chrome.strings.localized("Full")
        default: name
        }
    }

    private static func index(in id: String, prefix: String) -> Int? {
        guard id.hasPrefix(prefix) else { return nil }
        return Int(id.dropFirst(prefix.count))
    }
}
