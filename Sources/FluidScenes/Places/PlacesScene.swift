import FluidCanvas
import FluidCore
import FluidDrawer
import FluidGestures
import FluidJSON
import FluidLocalization
import FluidMotion
import FluidSceneKit

/// A maps-style place browser built on the drawer's public API only: a map, a drawer with a
/// search bar at its peek height over a list of places of different heights, and a place card
/// sized to its content with a photo carousel that scrolls sideways without moving the card.
/// Flick the card down to dismiss it. On a wide screen both drawers are a side panel.
public struct PlacesScene: Scene {
    public let name = "places"
    public internal(set) var model: PlacesModel
    var chrome: SceneChrome
    let theme: Theme
    let dark: Bool
    /// The text size (`SceneOptions.textSize`): rows, the search field and the card grow with it.
    let textSize: ContentSizeCategory
    /// The card's close button, tracked as UIKit tracks a control.
    var closeButton = ControlTracker(bounds: .zero)
    /// The card's Directions, Call and Website buttons, tracked the same way (pressed states).
    var cardButtons = [ControlTracker](repeating: ControlTracker(bounds: .zero), count: PlacesScene.cardButtonIDs.count)
    /// The map pin a finger went down on, and its tracker: a tap on a pin opens its card.
    var pinButton = ControlTracker(bounds: .zero)
    var touchedPin: Int?

    public init(options: SceneOptions = SceneOptions()) {
        dark = options.dark
        textSize = options.textSize
        theme = options.theme
        chrome = SceneChrome(
            title: options.catalog.localized("Places"),
            hint: options.catalog.localized(
                "Pick a place; swipe its photos sideways, flick the card down to close it."),
            strings: options.catalog, theme: theme, hintPlacement: .top, textSize: options.textSize)
        // Before any layout the chrome's content top is its bar and hint alone.
        let metrics = PlacesLayout(
            textSize: options.textSize, strings: options.catalog, chromeHeight: chrome.contentTop)
        model = PlacesModel(size: SceneOptions.defaultContainer, safeArea: .zero, metrics: metrics)
        model.reducesMotion = options.reduceMotion
        model.carouselRightToLeft = chrome.rightToLeft
    }

    public mutating func layout(size: Size, safeArea: EdgeInsets) {
        chrome.layout(size: size, safeArea: safeArea)
        model.layout(size: size, safeArea: safeArea)
    }

    public mutating func handle(_ event: InputEvent) {
        switch event {
        case .key(let key, let time):
            if model.handleKey(key, at: time) { return }
            _ = chrome.handle(event)
        case .touch(let touch):
            if chrome.handle(event) { return }
            handleControls(touch)
        case .scroll(let scroll):
            model.handle(scroll)
        case .text:
            break
        }
    }

    public mutating func advance(to time: Double) {
        chrome.advance(to: time)
        model.advance(to: time)
    }

    public var needsFrames: Bool { model.needsFrames || chrome.needsFrames }

    public mutating func takeRequests() -> SceneRequests { SceneRequests(navigation: chrome.takeNavigation()) }

    /// The map covers the whole canvas with opaque paint.
    public var paintsEveryPixel: Bool { true }

    public var traceHeader: [(String, JSONValue)] {
        let browser = model.browser
        return [("detents", .object(zip(browser.detents, browser.layout.tops).map { ($0.name, .number($1)) }))]
    }

    public var traceFrame: [(String, JSONValue)] {
        let c = model.card.snapshot
        // The control under a finger, only while one is pressed (traces without one unchanged).
        let pressed: [(String, JSONValue)] = pressedControl.map { [("pressed", .string($0))] } ?? []
        return [
            ("drawer", model.browser.snapshot.traceObject(withTitleAlpha: false)),
            (
                "places",
                .object(
                    [
                        ("selected", .string(model.selected.map { model.places[$0].name })),
                        ("cardTop", .number(c.top)),
                        ("cardDetent", .string(c.detent.name)),
                        ("cardPhase", .string(c.phase.rawValue)),
                        ("carousel", .number(model.carouselOffset)),
                        ("searching", .bool(model.isSearching))
                    ] + pressed)
            )
        ]
    }
}
