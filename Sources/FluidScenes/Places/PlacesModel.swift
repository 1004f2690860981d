import FluidCore
import FluidDrawer
import FluidGestures
import FluidMotion
import FluidSceneKit

/// The place browser as an app would write it against the drawer's public API: a map, a
/// browsing drawer (search bar at peek, the places list) and a place card (a content-sized
/// detent over a hidden one, a photo carousel inside, dismissed by a flick down).
public struct PlacesModel: Sendable {
    public let places = Place.samples
    /// The browsing drawer: search bar, then the places, rows as tall as their notes.
    public private(set) var browser: Drawer
    /// The place card: hidden until a place is chosen; flick it down to dismiss.
    public private(set) var card: Drawer
    /// Reduce Motion for both drawers (`Drawer.reducesMotion`).
    public var reducesMotion: Bool {
        get { browser.reducesMotion }
        set { browser.reducesMotion = newValue; card.reducesMotion = newValue }
    }
    /// The place the card shows (nil: no card).
    public private(set) var selected: Int?
    /// The card's photo strip.
    private(set) var carousel = PhotoCarousel()
    /// True from a touch-down on the carousel to its lift.
    private var carouselTouch: Int?
    /// True while the search field is active (tapped; the browser heads for full height).
    public private(set) var isSearching = false
    public private(set) var time = 0.0
    /// The rows', card's and detents' measurements at the scene's text size.
    private(set) var metrics: PlacesLayout

    init(size: Size, safeArea: EdgeInsets, metrics: PlacesLayout = PlacesLayout()) {
        self.metrics = metrics
        // The configurations are fixed and valid for any usable size; an unusable one is laid
        // out degenerately by the drawer itself.
        let fallback = SceneOptions.defaultContainer
        let usable = size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite
        browser = try! Drawer(
            configuration: metrics.browseConfiguration, container: usable ? size : fallback,
            safeArea: safeArea, initialDetent: "half")
        card = try! Drawer(
            configuration: metrics.cardConfiguration(for: Place.samples[0]),
            container: usable ? size : fallback, safeArea: safeArea, initialDetent: "hidden")
        if !usable { layout(size: size, safeArea: safeArea) }
    }

    /// True while the card is up or on its way (it takes the touches).
    public var isCardPresented: Bool { !card.isDismissed || card.isMoving }

    /// How far the card's photos are scrolled (pt).
    public var carouselOffset: Double { carousel.offset }

    /// Right to left the photo strip runs from the right (`PhotoCarousel.rightToLeft`).
    var carouselRightToLeft: Bool {
        get { carousel.rightToLeft }
        set { carousel.rightToLeft = newValue }
    }

    mutating func layout(size: Size, safeArea: EdgeInsets) {
        browser.resize(container: size, safeArea: safeArea, at: time)
        card.resize(container: size, safeArea: safeArea, at: time)
        // Above the default text size, lines wrap by the drawers' width: the rows and the card
        // are measured again for a new one (at and below it every label is one line).
        let width = browser.span.width
        if width != metrics.width, width > 0 {
            metrics.width = width
            if metrics.textSize > .default {
                browser.setContent(metrics.browseList, at: time)
                card.setContent(metrics.cardList(for: places[selected ?? 0]), at: time)
            }
        }
        resetCarousel()
    }

    var needsFrames: Bool { browser.needsFrames || card.needsFrames || carousel.isMoving }

    /// The card's measurements for the place it shows (the first place's while none is chosen).
    var cardMetrics: PlacesLayout.Card { metrics.card(places[selected ?? 0]) }

    /// The card's content below its grabber band, where its scroll puts it (container
    /// coordinates, pt).
    var cardBlock: Rect { metrics.scrollsCard ? card.rowFrame(0) : card.contentHeaderFrame }

    /// The carousel's frame for the card's current position (container coordinates, pt).
    package var carouselFrame: Rect {
        let block = cardBlock
        return Rect(
            x: block.minX, y: block.minY + cardMetrics.carouselTop,
            width: block.size.width, height: PlacesLayout.carouselHeight)
    }

    mutating func handle(_ touch: TouchEvent) {
        // A finger belongs to the drawer it went down on, whatever is presented after it: a card
        // opened from the keyboard or by assistive technology while a finger holds the browser
        // leaves that finger the browser's, down to its lift.
        let toCard = touch.id == browser.touchID ? false : (touch.id == card.touchID || isCardPresented)
        if toCard {
            if touch.phase == .began, carouselTouch == nil, carouselFrame.contains(touch.location) {
                carouselTouch = touch.id
            }
            let axisBefore = card.touchAxis
            _ = card.handle(touch)
            if touch.id == carouselTouch {
                // The drawer decides at the slop; only a touch it gave away scrolls the photos
                // (after the lift the drawer no longer reports the axis: the one it had counts).
                let axis = card.touchAxis ?? axisBefore
                carousel.handle(touch, owns: axis == .horizontal || touch.phase == .began)
                if touch.phase == .ended || touch.phase == .cancelled { carouselTouch = nil }
            }
            applyCardEvents()
        } else {
            _ = browser.handle(touch)
            applyBrowserEvents()
        }
    }

    /// A touchpad's gesture or a wheel's notch goes to the drawer in front (the card while one
    /// is presented), as a new finger would; a gesture stays with the drawer it began on.
    mutating func handle(_ scroll: ScrollEvent) {
        let toCard = browser.isScrollGesture ? false : (card.isScrollGesture || isCardPresented)
        if toCard {
            _ = card.handle(scroll)
            applyCardEvents()
        } else {
            _ = browser.handle(scroll)
            applyBrowserEvents()
        }
    }

    mutating func advance(to time: Double) {
        guard time.isFinite, time > self.time else { return }
        self.time = time
        browser.advance(to: time)
        card.advance(to: time)
        carousel.advance(to: time)
        applyBrowserEvents()
        applyCardEvents()
    }

    /// Keys: Escape closes the card (or ends a search); up and down move the drawer in front.
    /// Returns false for keys it leaves to the scene (Escape with nothing to close).
    mutating func handleKey(_ key: Key, at time: Double) -> Bool {
        if isCardPresented {
            if key == .escape { return dismissCard(at: time) }
            let used = card.handle(.key(key, time: time))
            applyCardEvents()
            return used
        }
        if key == .escape {
            guard isSearching else { return false }
            isSearching = false
            browser.move(to: "half", at: time)
            return true
        }
        let used = browser.handle(.key(key, time: time))
        applyBrowserEvents()
        return used
    }

    /// Opens the card for place `index` at `time`.
    public mutating func select(_ index: Int, at time: Double) {
        guard places.indices.contains(index) else { return }
        selected = index
        card.setContent(metrics.cardList(for: places[index]), at: time)
        resetCarousel()
        card.move(to: "card", at: time)
        _ = card.takeEvents()
    }

    /// Sends the card away at `time`; false when there is none.
    @discardableResult
    public mutating func dismissCard(at time: Double) -> Bool {
        guard isCardPresented, !card.isDismissed else { return false }
        card.move(to: "hidden", at: time)
        return true
    }

    /// Activates the search field, as a tap on it does.
    public mutating func activateSearch(at time: Double) {
        browser.activate(.searchField, at: time)
        applyBrowserEvents()
    }

    /// Scrolls the places list by `pages` at `time`; false when it cannot move.
    mutating func scrollPlaces(pages: Double, at time: Double) -> Bool {
        browser.scrollList(pages: pages, at: time)
    }

    /// Scrolls a card taller than its sheet by `pages` at `time`; false when it cannot move.
    mutating func scrollCard(pages: Double, at time: Double) -> Bool {
        card.scrollList(pages: pages, at: time)
    }

    /// Shows the next (`photos` > 0) or previous photos, one photo per step.
    mutating func scrollPhotos(by photos: Int, at time: Double) {
        carousel.scroll(by: Double(photos) * (PlacesLayout.photoWidth + PlacesLayout.photoSpacing))
    }

    private mutating func resetCarousel() {
        let count = Double(selected.map { places[$0].photoCount } ?? 0)
        let strip =
            count * PlacesLayout.photoWidth + max(0, count - 1) * PlacesLayout.photoSpacing
            + 2 * PlacesLayout.cardPadding
        carousel.reset(maxOffset: strip - cardBlock.size.width)
    }

    private mutating func applyBrowserEvents() {
        for event in browser.takeEvents() {
            switch event {
            case .rowSelected(let index): select(index, at: time)
            case .searchActivated: isSearching = true
            case .detentChanged(_, let to) where to.name == "peek": isSearching = false
            default: break
            }
        }
    }

    private mutating func applyCardEvents() {
        for event in card.takeEvents() {
            if case .didDismiss = event { selected = nil }
        }
    }
}
