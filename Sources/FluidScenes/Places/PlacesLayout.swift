import FluidCore
import FluidDrawer
import FluidLocalization
import FluidMotion
import FluidSceneKit

/// The place browser's measurements and detents at one text size, computed before anything is
/// drawn: drawing, hit-testing and semantics all read them. Everything here uses the drawer's
/// public API only.
///
/// The constants are the default text size's (Large); the rest grows with `textSize` as
/// `UIFontMetrics` grows a self-sizing cell: the search field, each row (its lines and their
/// spacing), the card's title block, buttons and notes. Photos keep their size. Above the
/// default size a name, detail or note may take two lines where it needs them; at the
/// accessibility sizes a row's icon stands above its text and the card's buttons are stacked, as
/// iOS stacks what sits side by side. Lines are counted without a canvas
/// (`Drawing.estimatedLines`) for the drawers' width, and text that still does not fit is
/// truncated, so no text is ever cut by its row.
struct PlacesLayout: Sendable {
    static let grabberBand = 20.0
    static let searchBand = 52.0
    /// The search field's inset in its band, above and below (pt).
    static let searchFieldInset = 8.0
    /// A place row: name and category, plus one line per note (pt).
    static let rowBase = 56.0
    static let rowLine = 18.0
    /// The card: title block, buttons, the carousel and the notes (pt).
    static let cardTitle = 64.0
    static let cardButtons = 56.0
    static let buttonHeight = 44.0
    static let buttonGap = 8.0
    static let carouselHeight = 120.0
    static let photoWidth = 160.0
    static let photoSpacing = 10.0
    static let cardPadding = 16.0
    static let cardLine = 20.0
    /// The card's close button (pt): UIKit's 30 pt circle, which does not grow with the text.
    static let closeSide = 30.0
    /// From this container width on, the drawers are a side panel (Apple Maps on iPad).
    static let sidePanelFromWidth = 700.0
    static let sidePanelWidth = 375.0
    static let sidePanelInset = 16.0
    /// The map a person still sees above a full-height drawer: a phone's status bar and a bit.
    static let fullTopGap = 10.0
    /// The least room between the hint (under the bar) and a half-height drawer (pt).
    static let hintGap = 8.0

    /// The text size (`SceneOptions.textSize`).
    let textSize: ContentSizeCategory
    /// The translations the rows and card show, for their line counts.
    let strings: MessageCatalog
    /// From the safe area's top to the bottom of the hint under the bar (pt): a half-height
    /// drawer stays below it.
    let chromeHeight: Double
    /// The drawers' width (pt), for the lines their text takes: a 320 pt phone's until the
    /// first layout says.
    var width = 320.0

    init(textSize: ContentSizeCategory = .default, strings: MessageCatalog = .english, chromeHeight: Double = 0) {
        self.textSize = textSize
        self.strings = strings
        self.chromeHeight = chromeHeight
    }

    /// The width of a row's or the card's text column at full width (pt).
    private var textWidth: Double { max(0, width - 2 * Self.cardPadding) }

    /// At the accessibility sizes rows and the card stack what sits side by side.
    var isStacked: Bool { textSize.isAccessibilityCategory }

    /// `value` (pt at the default text size) grown with text of `role`.
    func scaled(_ value: Double, _ role: Theme.TextRole = .body) -> Double {
        textSize.scaled(value, relativeTo: role)
    }

    /// Lines a label may take: one at the default size and below, else up to two.
    private var maxLines: Int { textSize > .default ? 2 : 1 }

    private func lines(_ text: String, _ role: Theme.TextRole, width: Double) -> Int {
        Drawing.estimatedLines(text, size: role.size(at: textSize), width: width, maxLines: maxLines)
    }

    // MARK: Search

    /// The search band: the field (36 pt at the default size, grown with its text) and its insets.
    var searchBand: Double { scaled(Self.searchBand - 2 * Self.searchFieldInset) + 2 * Self.searchFieldInset }

    // MARK: Rows

    /// Where a place row's parts go, from the row's top and leading edge (pt).
    struct Row: Sendable {
        var iconCenter: Point
        var iconRadius: Double
        var textX: Double
        var nameTop: Double
        var nameLines: Int
        var detailTop: Double
        var detailLines: Int
        /// Each note's top and line count.
        var notes: [(top: Double, lines: Int)]
        var height: Double
    }

    /// The row of `place`: icon and lines as at the default size (56 pt and 18 pt per note),
    /// each line's room grown with its text; at the accessibility sizes the icon stands above.
    func row(_ place: Place) -> Row {
        // 10 pt above the name's 22 pt line, the detail's 20 pt line, notes 18 pt each, 4 below.
        let radius = isStacked ? min(scaled(18), 2 * 18) : scaled(18)
        let iconCenter = Point(x: 18 + radius, y: isStacked ? scaled(10, .headline) + radius : scaled(28, .headline))
        let textX = isStacked ? Self.cardPadding : iconCenter.x + radius + 12
        let width = textWidth - (isStacked ? 0 : textX - Self.cardPadding)
        let nameTop = isStacked ? iconCenter.y + radius + 8 : scaled(10, .headline)
        let nameLines = lines(place.name, .headline, width: width)
        let detailTop = nameTop + Double(nameLines) * scaled(22, .headline)
        let detailLines = lines(detail(place), .subheadline, width: width)
        var top = detailTop + Double(detailLines) * scaled(20, .subheadline)
        var notes: [(top: Double, lines: Int)] = []
        for note in place.notes {
            let count = lines(strings.localized(note), .footnote, width: width)
            notes.append((top, count))
            top += Double(count) * scaled(Self.rowLine, .footnote)
        }
        return Row(
            iconCenter: iconCenter, iconRadius: radius, textX: textX, nameTop: nameTop, nameLines: nameLines,
            detailTop: detailTop, detailLines: detailLines, notes: notes,
            height: top + scaled(Self.rowBase - 52, .footnote))
    }

    /// "Bakery · 300 m", translated.
    func detail(_ place: Place) -> String {
        strings.localized(place.category) + " · "
            + strings.localizedNumber(PlacesScene.distance(place.distance, strings))
    }

    // MARK: Card

    /// Where the card's parts go, from the top of its block (below the grabber band), pt.
    struct Card: Sendable {
        var nameTop: Double
        var nameLines: Int
        var detailTop: Double
        var detailLines: Int
        /// The title block's height (name and detail).
        var title: Double
        /// The buttons, from the block's top, and whether they are stacked.
        var buttonsTop: Double
        var buttonHeight: Double
        var stacked: Bool
        var carouselTop: Double
        var notes: [(top: Double, lines: Int)]
        var height: Double
    }

    /// The card of `place`: at the default size a 64 pt title block, 56 pt of buttons, the
    /// 120 pt carousel and a 20 pt line per note between 16 pt paddings.
    func card(_ place: Place) -> Card {
        let width = textWidth
        let nameTop = scaled(4, .title2)
        let nameLines = lines(place.name, .title2, width: width - Self.closeSide - 10)
        let detailTop = nameTop + Double(nameLines) * scaled(30, .title2)
        let detailLines = lines(detail(place), .subheadline, width: width)
        let title = detailTop + Double(detailLines) * scaled(Self.cardTitle - 34, .subheadline)
        let buttonHeight = scaled(Self.buttonHeight, .subheadline)
        let below = scaled(Self.cardButtons - Self.buttonHeight, .subheadline)
        let buttons = isStacked ? 3 * buttonHeight + 2 * Self.buttonGap + below : buttonHeight + below
        let carouselTop = title + buttons
        var top = carouselTop + Self.carouselHeight + Self.cardPadding
        var notes: [(top: Double, lines: Int)] = []
        for note in place.notes {
            let count = lines(strings.localized(note), .body, width: width)
            notes.append((top, count))
            top += Double(count) * scaled(Self.cardLine)
        }
        return Card(
            nameTop: nameTop, nameLines: nameLines, detailTop: detailTop, detailLines: detailLines,
            title: title, buttonsTop: title, buttonHeight: buttonHeight, stacked: isStacked,
            carouselTop: carouselTop, notes: notes, height: top + Self.cardPadding)
    }

    // MARK: Drawers

    /// Landscape (wider than tall): detents come from the height there is, not the phone's
    /// portrait fractions.
    static func isLandscape(_ c: DetentContext) -> Bool { c.container.width > c.container.height }

    /// The side panel from `sidePanelFromWidth` on, at the leading edge: the right one in a
    /// right-to-left language, as UIKit puts a leading panel (the map stays as it is).
    var wideLayout: DrawerWideLayout {
        DrawerWideLayout(
            minimumContainerWidth: Self.sidePanelFromWidth,
            style: .sidePanel(width: Self.sidePanelWidth, inset: Self.sidePanelInset),
            rightToLeft: strings.isRightToLeft)
    }

    /// The browsing drawer: the search bar at peek, half, and full, over the places list. Half
    /// stays below the hint (a landscape phone at the larger text sizes), where it may come
    /// down to the peek height.
    var browseConfiguration: DrawerConfiguration {
        let grabber = Self.grabberBand, search = searchBand
        let peek = Detent.resolved("peek") { grabber + search + $0.safeArea.bottom }
        let below = chromeHeight + Self.hintGap
        let half = Detent.resolved("half") { c in
            let natural = Self.isLandscape(c) ? c.maximumHeight * 0.55 : c.container.height * 0.45
            return min(natural, c.maximumHeight - below)
        }
        let full = Detent.resolved("full") { c in
            c.maximumHeight - (Self.isLandscape(c) ? Self.fullTopGap : 4 * Self.fullTopGap)
        }
        return DrawerConfiguration(
            detents: [peek, half, full], scrollableDetents: ["full"], list: browseList,
            wideLayout: wideLayout, maxDim: 0.25, titleHiddenDetent: "peek", titleShownDetent: "peek")
    }

    /// The places list under the search band, a row per place.
    var browseList: DrawerList {
        DrawerList(
            rows: DrawerRows(heights: Place.samples.map { row($0).height }), grabberHeight: Self.grabberBand,
            searchBandHeight: searchBand)
    }

    /// The place card: hidden, or as tall as its content (never above the full detent).
    func cardConfiguration(for place: Place) -> DrawerConfiguration {
        let card = Detent.resolved("card") { c in
            min(c.contentHeight + c.safeArea.bottom, c.maximumHeight - Self.fullTopGap)
        }
        return DrawerConfiguration(
            detents: [.hidden, card], list: cardList(for: place),
            wideLayout: wideLayout, maxDim: 0)
    }

    /// The card's content: a block at and below the default text size; above it one row as tall
    /// as the card, which scrolls where the card is taller than the screen lets it be (three
    /// notes at AX3 on a phone, any card on a phone in landscape), as a sheet's content does.
    func cardList(for place: Place) -> DrawerList {
        let height = card(place).height
        guard scrollsCard else { return .block(height: height, grabberHeight: Self.grabberBand) }
        return DrawerList(rows: DrawerRows(heights: [height]), grabberHeight: Self.grabberBand)
    }

    /// True when the card's content is a scrolling row (`cardList(for:)`).
    var scrollsCard: Bool { textSize > .default }
}
