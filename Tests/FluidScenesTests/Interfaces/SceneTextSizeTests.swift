import FluidCanvas
import FluidCore
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidSceneKit
@testable import FluidScenes

/// What grows with the text size in the interface scenes and Places, with expected figures from
/// Apple's type sizes (Body 17 pt at Large, 19 at xLarge, 21 at xxLarge, 23 at xxxLarge, 40 at
/// AX3, 53 at AX5) worked by hand, and what must not change at the default size.
@Suite struct SceneTextSizeTests {
    static func options(_ size: ContentSizeCategory) -> SceneOptions { SceneOptions(textSize: size) }

    // MARK: Fitting text

    /// Lines counted at 0.6 em a character: "Harbour Bakery" (14 characters) at 40 pt is
    /// 336 pt, two lines in 288 pt, one in 358; never more than asked, never fewer than one.
    @Test(arguments: [(288.0, 2, 2), (358, 2, 1), (288, 1, 1), (100, 2, 2), (0, 2, 1)] as [(Double, Int, Int)])
    func linesAreEstimated(_ width: Double, _ maxLines: Int, _ expected: Int) {
        #expect(Drawing.estimatedLines("Harbour Bakery", size: 40, width: width, maxLines: maxLines) == expected)
    }

    /// A label that fits is drawn as it always was, without a box (so right-to-left text stays
    /// where it was); a longer one gets the box, wrapped or truncated. RecordingCanvas measures
    /// 0.55 em a character: "Call" at 17 pt is 37.4 pt, "Send photo" 93.5 pt.
    @Test func onlyTextThatDoesNotFitIsBoxed() {
        let canvas = RecordingCanvas(size: Size(width: 390, height: 844))
        let style = Theme.text(.body, .black)
        Drawing.text(canvas, "Call", at: .zero, width: 60, style: style)
        Drawing.text(canvas, "Send photo", at: .zero, width: 60, maxLines: 2, style: style)
        let styles = canvas.calls.compactMap { call -> TextStyle? in
            if case .text(_, _, let style) = call.command { return style }
            return nil
        }
        #expect(styles.count == 2)
        #expect(styles.first?.maxWidth == nil)
        #expect(styles.last?.maxWidth == 60 && styles.last?.maxLines == 2)
    }

    // MARK: Bouncy sheet

    /// Rows grow as Body does: 54 × 40/17 pt at AX3, and the sheet with them
    /// (240 × 40/17 = 564.7 pt), shown that far above the bottom.
    @Test func bouncySheetRowsGrow() {
        var scene = BouncySheetScene(options: Self.options(.accessibilityExtraLarge))
        scene.layout(size: Size(width: 390, height: 844), safeArea: .zero)
        #expect(isClose(scene.rowHeight, 54.0 * 40 / 17, within: 1e-9))
        #expect(isClose(scene.model.shownY, 844 - 240.0 * 40 / 17, within: 1e-9))
    }

    /// On a landscape phone 320 pt tall (no safe area) 276 pt are left under the bar: the
    /// sheet at xLarge (240 × 19/17 = 268.2 pt) fits, at xxLarge (296.5 pt) it does not, so
    /// AX3 text falls back to xLarge there and every row shows.
    @Test func bouncySheetTextFallsBackWhereTheSheetWouldNotFit() {
        var scene = BouncySheetScene(options: Self.options(.accessibilityExtraLarge))
        scene.layout(size: Size(width: 568, height: 320), safeArea: .zero)
        #expect(scene.sheetTextSize == .extraLarge)
        #expect(isClose(scene.model.shownY, 320 - 240.0 * 19 / 17, within: 1e-9))
    }

    /// The default size keeps the seed's sheet: 240 pt, rows 54 pt, button 180 × 50.
    @Test func bouncySheetAtTheDefaultSizeIsTheSeeds() {
        var scene = BouncySheetScene()
        scene.layout(size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, bottom: 34))
        #expect(scene.model.shownY == 844 - 240 - 34)
        #expect(scene.rowHeight == 54)
        #expect(scene.button.bounds == Rect(x: 105, y: 47 + 44 + 250, width: 180, height: 50))
    }

    // MARK: Places

    /// At the default size a row is 56 pt and 18 pt per note (Harbour Bakery has one note, Market
    /// Hall three): as before text sizes.
    @Test func placeRowsAtTheDefaultSize() {
        let layout = PlacesLayout()
        #expect(layout.row(Place.samples[0]).height == 74)
        #expect(layout.row(Place.samples[3]).height == 110)
        let card: Double = 64 + 56 + 120 + 16 + 3 * 20 + 16
        #expect(layout.card(Place.samples[3]).height == card)
        #expect(layout.searchBand == 52)
    }

    /// At xxxLarge each line's room grows with its text: Harbour Bakery's row is
    /// 10·23/17 + 22·23/17 (headline) + 20·21/15 (subheadline) + (18 + 4)·19/13 (footnote) pt,
    /// its one-line name and detail fitting the narrowest phone.
    @Test func placeRowsGrowAtXXXLarge() {
        let layout = PlacesLayout(textSize: .extraExtraExtraLarge)
        let row = layout.row(Place.samples[0])
        #expect(row.nameLines == 1 && row.detailLines == 1)
        let expected = 32.0 * 23 / 17 + 20.0 * 21 / 15 + 22.0 * 19 / 13
        #expect(isClose(row.height, expected, within: 1e-9))
    }

    /// The compressed drawer always shows its whole search field: at every size the peek
    /// drawer holds the grabber band and the field with its insets, inside the container.
    @Test(arguments: ContentSizeCategory.allCases)
    func peekShowsTheWholeSearchField(_ size: ContentSizeCategory) {
        var scene = PlacesScene(options: Self.options(size))
        scene.layout(size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, bottom: 34))
        let performed = scene.perform(.decrement, on: "drawer", at: 0)
        #expect(performed)
        scene.advance(to: 5)
        let browser = scene.model.browser
        #expect(browser.selectedDetent.name == "peek")
        let field = browser.searchFieldFrame
        #expect(field.minY >= browser.top && field.maxY <= 844 - 34 + 1e-9)
        // The field is as tall as its text grows: 36 pt at the default size.
        #expect(isClose(field.height, 36 * Theme.TextRole.body.size(at: size) / 17, within: 1e-9))
    }

    /// At the accessibility sizes the card's three buttons are stacked, full width, one under
    /// another; below them, side by side in one row.
    @Test func cardButtonsStackAtAccessibilitySizes() {
        for (size, stacked) in [(ContentSizeCategory.extraExtraExtraLarge, false), (.accessibilityMedium, true)] {
            var scene = PlacesScene(options: Self.options(size))
            scene.layout(size: Size(width: 390, height: 844), safeArea: .zero)
            let performed = scene.perform(.activate, on: "place-0", at: 0)
            #expect(performed)
            scene.advance(to: 5)
            let block = scene.model.card.contentHeaderFrame
            let metrics = scene.model.cardMetrics
            let frames = (0..<3).map { scene.cardButtonFrame($0, in: block, metrics: metrics) }
            if stacked {
                #expect(frames[0].maxY < frames[1].minY && frames[1].maxY < frames[2].minY)
                #expect(frames.allSatisfy { $0.width == 390 - 32 })
            } else {
                #expect(frames[0].maxX < frames[1].minX && frames[1].maxX < frames[2].minX)
                #expect(frames[0].minY == frames[2].minY)
            }
            // The photos follow the buttons, whatever their layout.
            #expect(scene.model.carouselFrame.minY > frames[2].maxY)
        }
    }

    /// At AX3 Market Hall's card (three notes, stacked buttons) is taller than a 844 pt screen
    /// lets it be: it scrolls, as a sheet's content does, down to its last line; at the default
    /// size it fits and does not.
    @Test func aCardTallerThanTheScreenScrolls() {
        var scene = PlacesScene(options: Self.options(.accessibilityExtraLarge))
        scene.layout(size: Size(width: 390, height: 844), safeArea: .zero)
        let opened = scene.perform(.activate, on: "place-3", at: 0)
        #expect(opened)
        scene.advance(to: 5)
        #expect(scene.model.cardBlock.maxY > 844)
        #expect(scene.semantics.node(id: "card")?.actions.contains(.scrollDown) == true)
        var time = 5.0
        while scene.perform(.scrollDown, on: "card", at: time), time < 20 {
            time += 2
            scene.advance(to: time)
        }
        scene.advance(to: time + 5)
        #expect(isClose(scene.model.cardBlock.maxY, 844, within: 1))

        var fitting = PlacesScene()
        fitting.layout(size: Size(width: 390, height: 844), safeArea: .zero)
        _ = fitting.perform(.activate, on: "place-3", at: 0)
        fitting.advance(to: 5)
        #expect(fitting.model.cardBlock.maxY <= 844)
        #expect(fitting.semantics.node(id: "card")?.actions.contains(.scrollDown) == false)
    }

    // MARK: Momentum, rubber banding, pausing

    /// However tall the hint under the bar grows, the open drawer stays below it.
    @Test(arguments: ContentSizeCategory.allCases)
    func momentumDrawerOpensBelowTheHint(_ size: ContentSizeCategory) {
        var scene = MomentumScene(options: Self.options(size))
        scene.layout(size: Size(width: 390, height: 844), safeArea: .zero)
        let performed = scene.perform(.activate, on: "drawer", at: 0)
        #expect(performed)
        scene.advance(to: 5)
        #expect(scene.model.isOpen)
        #expect(scene.model.drawer.top >= scene.chrome.contentTop)
        if size == .default { #expect(scene.model.drawer.top == 44 + 80) }
    }

    /// The segmented control grows with its titles (32 pt at the default size, footnote
    /// 13 → 33 pt at AX3), staying 12 pt above the content's bottom; the card stays above it.
    @Test func rubberbandControlGrows() {
        var scene = RubberbandScene(options: Self.options(.accessibilityExtraLarge))
        scene.layout(size: Size(width: 390, height: 844), safeArea: .zero)
        let content = scene.chrome.contentRect
        #expect(isClose(scene.toggle.frame.height, 32.0 * 33 / 13, within: 1e-9))
        #expect(isClose(scene.toggle.frame.maxY, content.maxY - 12, within: 1e-9))
        #expect(scene.model.home.maxY <= scene.toggle.frame.minY)
    }
}
