import FluidDrawer
import FluidMotion

/// The place browser's measurements and detents, computed from the container at layout time.
/// Everything here uses the drawer's public API only.
enum PlacesLayout {
    static let grabberBand = 20.0
    static let searchBand = 52.0
    /// A place row: name and category, plus one line per note (pt).
    static let rowBase = 56.0
    static let rowLine = 18.0
    /// The card: title block, buttons, the carousel and the notes (pt).
    static let cardTitle = 64.0
    static let cardButtons = 56.0
    static let carouselHeight = 120.0
    static let photoWidth = 160.0
    static let photoSpacing = 10.0
    static let cardPadding = 16.0
    static let cardLine = 20.0
    /// From this container width on, the drawers are a side panel (Apple Maps on iPad).
    static let sidePanelFromWidth = 700.0
    static let sidePanelWidth = 375.0
    static let sidePanelInset = 16.0
    /// The map a person still sees above a full-height drawer: a phone's status bar and a bit.
    static let fullTopGap = 10.0

    static func rowHeight(_ place: Place) -> Double { rowBase + Double(place.notes.count) * rowLine }

    /// The card's block below its grabber band (pt).
    static func cardHeight(_ place: Place) -> Double {
        cardTitle + cardButtons + carouselHeight + cardPadding + Double(place.notes.count) * cardLine + cardPadding
    }

    /// The carousel's top inside the card block (pt).
    static let carouselTop = cardTitle + cardButtons

    /// Landscape (wider than tall): detents come from the height there is, not the phone's
    /// portrait fractions.
    static func isLandscape(_ c: DetentContext) -> Bool { c.container.width > c.container.height }

    static let wideLayout = DrawerWideLayout(minimumContainerWidth: sidePanelFromWidth,
                                             style: .sidePanel(width: sidePanelWidth, inset: sidePanelInset))

    /// The browsing drawer: the search bar at peek, half, and full, over the places list.
    static var browseConfiguration: DrawerConfiguration {
        let peek = Detent.resolved("peek") { grabberBand + searchBand + $0.safeArea.bottom }
        let half = Detent.resolved("half") { c in
            isLandscape(c) ? c.maximumHeight * 0.55 : c.container.height * 0.45
        }
        let full = Detent.resolved("full") { c in c.maximumHeight - (isLandscape(c) ? fullTopGap : 4 * fullTopGap) }
        let rows = DrawerRows(heights: Place.samples.map(rowHeight))
        return DrawerConfiguration(
            detents: [peek, half, full], scrollableDetents: ["full"],
            list: DrawerList(rows: rows, grabberHeight: grabberBand, searchBandHeight: searchBand),
            wideLayout: wideLayout, maxDim: 0.25, titleHiddenDetent: "peek", titleShownDetent: "peek")
    }

    /// The place card: hidden, or as tall as its content (never above the full detent).
    static func cardConfiguration(for place: Place) -> DrawerConfiguration {
        let card = Detent.resolved("card") { c in
            min(c.contentHeight + c.safeArea.bottom, c.maximumHeight - fullTopGap)
        }
        return DrawerConfiguration(detents: [.hidden, card], list: cardList(for: place),
                                   wideLayout: wideLayout, maxDim: 0)
    }

    static func cardList(for place: Place) -> DrawerList {
        .block(height: cardHeight(place), grabberHeight: grabberBand)
    }
}
