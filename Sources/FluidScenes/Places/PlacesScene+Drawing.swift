import FluidCanvas
import FluidCore
import FluidDrawer
import FluidGestures
import FluidLocalization
import FluidMotion
import FluidSceneKit

/// Drawing: the map, the browsing drawer, the place card. Every frame comes from the drawers'
/// public geometry (`drawerFrame`, `searchFieldFrame`, `rowFrame`, `visibleRows`,
/// `contentHeaderFrame`), so drawing, hit-testing and semantics agree.
extension PlacesScene {
    static let cornerRadius = 12.0
    /// Height of the band along a full-width sheet's top edge that casts its shadow (pt): more
    /// than the blur reaches (3σ = 18 pt) past the corners.
    static let shadowStripHeight = 40.0
    /// The sheets' shadow: black at 18 %, 12 pt blur, cast 1 pt upward.
    static let sheetShadow = Shadow(color: Color(white: 0, alpha: 0.18), offset: Point(x: 0, y: -1), blur: 12)

    var mapLand: Color { dark ? Color(hex: 0x22272E) : Color(hex: 0xEDEAE2) }
    var mapWater: Color { dark ? Color(hex: 0x1B3A57) : Color(hex: 0xAAD3F2) }
    var mapPark: Color { dark ? Color(hex: 0x24402C) : Color(hex: 0xC8E6B5) }
    var mapRoad: Color { dark ? Color(hex: 0x3A414B) : .white }
    var sheetColor: Color { dark ? Color(hex: 0x1C1C1E) : Color(hex: 0xF9F9F9) }

    public func draw(in canvas: Canvas) {
        let screen = Rect(origin: .zero, size: canvas.size)
        // What the opaque sheets cover is painted by them: the map's picture and the dimming
        // are left out under them (a tall sheet on a tablet hides a third of the map, a
        // full-height one on a phone all but its top). Only copies and fills are clipped so:
        // text under a clip of several boxes is composited through a mask, a level or two off.
        let cover = sheetCover(in: screen).map { Self.pieces(of: screen, around: $0) }
        canvas.withState {
            if let cover { canvas.clip(toPixelsCovering: cover) }
            drawMap(in: canvas)
        }
        if let selected = model.selected { drawPin(selected, pressed: false, in: canvas) }
        if pinButton.isHighlighted, let touchedPin { drawPin(touchedPin, pressed: true, in: canvas) }
        chrome.draw(in: canvas)
        let dim = model.browser.snapshot.dim
        if dim > 0 {
            canvas.withState {
                if let cover { canvas.clip(toPixelsCovering: cover) }
                // A layer of one translucent fill: faded, not drawn again, where layers are kept.
                canvas.drawLayer("places.dim", bounds: screen, shown: screen) { _ in
                    canvas.fill(Path(rect: screen), color: Color(white: 0, alpha: dim))
                }
            }
        }
        drawBrowser(in: canvas)
        if model.isCardPresented { drawCard(in: canvas) }
    }

    /// Where the sheets (drawn last, opaque) cover everything: the browser's sheet below its
    /// rounded top, together with the card's when the card spans the browser's width; nil when
    /// neither is on screen. Every pixel wholly inside it is painted by a sheet.
    func sheetCover(in screen: Rect) -> Rect? {
        func opaquePart(_ frame: Rect) -> Rect? {
            // The sheet's path runs a corner radius below the frame (`drawSheet`).
            let left = max(frame.minX, screen.minX), right = min(frame.maxX, screen.maxX)
            let top = max(frame.minY + Self.cornerRadius, screen.minY),
                bottom = min(frame.maxY + Self.cornerRadius, screen.maxY)
            return left < right && top < bottom ? Rect(x: left, y: top, width: right - left, height: bottom - top) : nil
        }
        let browser = model.browser.drawerFrame.minY < screen.maxY ? opaquePart(model.browser.drawerFrame) : nil
        let card =
            model.isCardPresented && model.card.drawerFrame.minY < screen.maxY
            ? opaquePart(model.card.drawerFrame) : nil
        guard let browser, let card else { return browser ?? card }
        // One rectangle: the card's columns hold the browser's, and their heights meet.
        if card.minX <= browser.minX, card.maxX >= browser.maxX, card.minY <= browser.maxY, browser.minY <= card.maxY {
            let top = min(browser.minY, card.minY), bottom = max(browser.maxY, card.maxY)
            return Rect(x: browser.minX, y: top, width: browser.width, height: bottom - top)
        }
        return browser.width * browser.height >= card.width * card.height ? browser : card
    }

    /// `screen` outside `hole` (inside it) as up to four rectangles: the bands above and below
    /// it, and beside it.
    static func pieces(of screen: Rect, around hole: Rect) -> [Rect] {
        [
            Rect(x: screen.minX, y: screen.minY, width: screen.width, height: hole.minY - screen.minY),
            Rect(x: screen.minX, y: hole.maxY, width: screen.width, height: screen.maxY - hole.maxY),
            Rect(x: screen.minX, y: hole.minY, width: hole.minX - screen.minX, height: hole.height),
            Rect(x: hole.maxX, y: hole.minY, width: screen.maxX - hole.maxX, height: hole.height)
        ]
        .filter { $0.width > 0 && $0.height > 0 }
    }

    /// The map, one opaque picture per size and appearance with every pin unchosen, so a frame
    /// that moves a drawer or chooses another place copies it instead of drawing it (the chosen
    /// pin, larger, is drawn over it, above the others).
    private func drawMap(in canvas: Canvas) {
        canvas.drawCached(
            PictureKey("places.map", variant: dark ? 1 : 0), bounds: Rect(origin: .zero, size: canvas.size),
            opaque: true, drawMapContents)
    }

    private func drawMapContents(in canvas: Canvas) {
        let size = canvas.size
        canvas.fill(Path(rect: Rect(origin: .zero, size: size)), color: mapLand)
        var bay = Path()
        bay.move(to: Point(x: size.width * 0.55, y: 0))
        bay.line(to: Point(x: size.width, y: 0))
        bay.line(to: Point(x: size.width, y: size.height * 0.45))
        bay.line(to: Point(x: size.width * 0.78, y: size.height * 0.36))
        bay.line(to: Point(x: size.width * 0.62, y: size.height * 0.12))
        bay.close()
        canvas.fill(bay, color: mapWater)
        canvas.fill(
            Path(
                roundedRect: Rect(
                    x: size.width * 0.30, y: size.height * 0.60, width: size.width * 0.22,
                    height: size.height * 0.12), radius: 18), color: mapPark)
        let roads: [(Point, Point)] = [
            (Point(x: 0, y: size.height * 0.35), Point(x: size.width, y: size.height * 0.58)),
            (Point(x: size.width * 0.45, y: 0), Point(x: size.width * 0.38, y: size.height)),
            (Point(x: 0, y: size.height * 0.75), Point(x: size.width, y: size.height * 0.68))
        ]
        for (a, b) in roads {
            var road = Path()
            road.move(to: a)
            road.line(to: b)
            canvas.stroke(road, color: mapRoad, lineWidth: 8)
        }
        for i in model.places.indices { drawPin(i, pressed: false, chosen: false, in: canvas) }
    }

    /// A map pin's radius (pt), and the chosen pin's: its white ring reaches 2 pt further.
    static let pinRadius = 12.0, chosenPinRadius = 16.0

    /// A map pin: white ring, the place's colour, its icon; chosen (by default, the place whose
    /// card is up), larger; pressed, the colour darkens by a fifth (drawn over the cached map
    /// while a finger holds it).
    private func drawPin(_ i: Int, pressed: Bool, chosen: Bool? = nil, in canvas: Canvas) {
        let place = model.places[i], size = canvas.size
        let center = Point(x: size.width * place.pin.x, y: size.height * place.pin.y)
        let radius = chosen ?? (model.selected == i) ? Self.chosenPinRadius : Self.pinRadius
        canvas.fill(Path(circleAround: center, radius: radius + 2), color: pressed ? Color(white: 0.8) : .white)
        canvas.fill(
            Path(circleAround: center, radius: radius), color: pressed ? place.color.mix(.black, 0.2) : place.color)
        canvas.drawIcon(Icon(place.icon), center: center, size: radius * 1.2, color: .white)
    }

    /// A pressed control's fill: darker by a fifth (lighter in dark appearance).
    func pressedFill(_ color: Color) -> Color { color.mix(dark ? .white : .black, dark ? 0.15 : 0.2) }

    private func drawSheet(_ frame: Rect, in canvas: Canvas) -> Path {
        let sheet = Path(
            roundedRect: Rect(
                x: frame.minX, y: frame.minY, width: frame.size.width,
                height: frame.size.height + Self.cornerRadius),
            radius: Self.cornerRadius, corners: .top)
        // A sheet as wide as the screen shows only its top edge's shadow (the sides are off
        // screen, as the bottom always is): a strip of constant size casts it, whose blurred
        // image stays cached, and no shadow is painted under the opaque sheet.
        let caster =
            frame.minX <= 0 && frame.maxX >= canvas.size.width
            ? Path(
                roundedRect: Rect(
                    x: frame.minX, y: frame.minY, width: frame.size.width,
                    height: min(Self.shadowStripHeight, frame.size.height + Self.cornerRadius)),
                radius: Self.cornerRadius, corners: .top)
            : sheet
        // The caster lies within the sheet, whose opaque fill covers the shadow's middle.
        canvas.shadow(caster, shadow: Self.sheetShadow, beneathOpaqueFill: true)
        canvas.fill(sheet, color: sheetColor)
        return sheet
    }

    /// The browsing drawer as layers in its own coordinates (its top at y = 0), which move with
    /// it: the sheet with its shadow, grabber and search field, tall as the screen, then the
    /// list's pages (`DrawerListLayers`). Where layers are kept, dragging the drawer or
    /// scrolling its list draws nothing.
    private func drawBrowser(in canvas: Canvas) {
        let browser = model.browser
        let frame = browser.drawerFrame
        let screen = canvas.size
        guard frame.minY < screen.height else { return }
        let top = frame.minY
        let (bounds, shown, sheetHeight) = Self.sheetLayer(frame, screen: screen)
        // Pressed (a finger down that may still be a tap), the field and a row highlight as
        // UIKit's do: the field's fill darkens, the row takes the system fill.
        let pressed = browser.pressedRegion
        canvas.withState {
            canvas.translate(x: 0, y: top)
            canvas.drawLayer("places.browser", bounds: bounds, shown: shown) { visible in
                _ = drawSheet(
                    Rect(x: frame.minX, y: 0, width: frame.width, height: max(0, min(sheetHeight, visible.maxY))),
                    in: canvas)
                canvas.fill(Path(roundedRect: browser.grabberFrame(top: 0), radius: 2.5), color: Theme.systemGray3)
                drawSearchField(browser.searchFieldFrame(top: 0), pressed: pressed == .searchField, in: canvas)
            }
        }
        let list = DrawerListLayers(
            drawer: browser, count: model.places.count, name: "places", screenHeight: screen.height,
            overhang: Self.cornerRadius)
        list.draw(in: canvas, offset: browser.snapshot.contentOffset, pressed: theme.systemFill) { _ in
        } row: { index, frame in
            drawRow(index, frame: frame, in: canvas)
        }
    }

    /// The browser's search field in `field`, darkened while `pressed`.
    private func drawSearchField(_ field: Rect, pressed: Bool, in canvas: Canvas) {
        let fieldFill = dark ? Color(hex: 0x2C2C2E) : Color(hex: 0xE3E3E8)
        canvas.fill(Path(roundedRect: field, radius: 10), color: pressed ? pressedFill(fieldFill) : fieldFill)
        // The magnifier grows with the prompt, 8 pt from the field's edge.
        let glass = model.metrics.scaled(20)
        canvas.drawIcon(
            Icon("magnify"), center: Point(x: mirror.x(field.minX + 8 + glass / 2), y: field.midY), size: glass,
            color: Theme.systemGray)
        let prompt =
            model.isSearching ? chrome.strings.localized("Search places") : chrome.strings.localized("Search Maps")
        let promptX = field.minX + 16 + glass
        let promptStyle = Theme.text(.body, model.isSearching ? theme.label : theme.secondaryLabel, category: textSize)
        let promptSize = canvas.measureText(prompt, style: promptStyle)
        mirror.drawLeadingText(
            canvas, prompt, at: Point(x: promptX, y: field.midY - promptSize.height / 2),
            width: field.maxX - 8 - promptX, style: promptStyle)
    }

    private func drawRow(_ index: Int, frame: Rect, in canvas: Canvas) {
        let place = model.places[index]
        // Laid out left to right, drawn through `mirror`: right to left the icon is at the right.
        let row = model.metrics.row(place)
        let icon = Point(x: mirror.x(frame.minX + row.iconCenter.x), y: frame.minY + row.iconCenter.y)
        canvas.fill(Path(circleAround: icon, radius: row.iconRadius), color: place.color)
        canvas.drawIcon(Icon(place.icon), center: icon, size: row.iconRadius * 20 / 18, color: .white)
        let x = frame.minX + row.textX
        let width = max(0, frame.size.width - row.textX - 16)
        mirror.drawLeadingText(
            canvas, place.name, at: Point(x: x, y: frame.minY + row.nameTop),
            style: Theme.text(.headline, theme.label, maxWidth: width, maxLines: row.nameLines, category: textSize))
        mirror.drawLeadingText(
            canvas, model.metrics.detail(place), at: Point(x: x, y: frame.minY + row.detailTop),
            style: Theme.text(
                .subheadline, theme.secondaryLabel, maxWidth: width, maxLines: row.detailLines,
                category: textSize))
        for (note, line) in zip(place.notes, row.notes) {
            mirror.drawLeadingText(
                canvas, chrome.strings.localized(note), at: Point(x: x, y: frame.minY + line.top),
                style: Theme.text(
                    .footnote, theme.secondaryLabel, maxWidth: width, maxLines: line.lines, category: textSize))
        }
        canvas.fill(
            Path(rect: mirror.rect(Rect(x: x, y: frame.maxY - 0.5, width: width + 16, height: 0.5))),
            color: theme.separator)
    }

    /// The place card as layers in its own coordinates (its top at y = 0), which move with it:
    /// the sheet with its grabber and content, tall as the screen, then the photos, one layer
    /// that the strip's scroll moves, cut to the strip, and a pressed button over its place.
    /// Where layers are kept, the card coming in or dragged, its photos swiped or a button
    /// pressed draws no more than that button. A card as wide as the screen whose content does
    /// not scroll is its content's layer over one of the plain sheet below it (one colour: one
    /// pixel, stretched, where layers are kept).
    private func drawCard(in canvas: Canvas) {
        let card = model.card
        guard let index = model.selected ?? (card.isMoving ? 0 : nil) else { return }
        let place = model.places[index]
        let frame = card.drawerFrame
        let screen = canvas.size
        guard frame.minY < screen.height else { return }
        let top = frame.minY
        // From the screen's coordinates to the card's.
        let up = Point(x: 0, y: -top)
        var (bounds, shown, sheetHeight) = Self.sheetLayer(frame, screen: screen)
        let scrolls = model.metrics.scrollsCard
        let list = card.listFrame.offsetBy(up)
        canvas.withState {
            canvas.translate(x: 0, y: top)
            let wide = frame.minX <= 0 && frame.maxX >= screen.width
            if wide, !scrolls {
                // The content's sheet ends a little below its content, over the plain sheet.
                let joint = (model.cardBlock.offsetBy(up).maxY).rounded(.up)
                let plain = Rect(
                    x: frame.minX, y: joint, width: frame.width, height: sheetHeight + Self.cornerRadius - joint)
                let plainShown = Rect(
                    x: plain.minX, y: plain.minY, width: plain.width,
                    height: max(0, min(plain.maxY, shown.maxY) - joint))
                canvas.drawLayer("places.card.sheet", bounds: plain, shown: plainShown) { visible in
                    canvas.fill(Path(rect: visible), color: sheetColor)
                }
                sheetHeight = joint + Self.cardJointOverlap - Self.cornerRadius
                bounds.size.height = sheetHeight + Self.cornerRadius - bounds.minY
                shown.size.height = min(shown.size.height, bounds.size.height)
            }
            canvas.drawLayer("places.card", bounds: bounds, shown: shown) { visible in
                _ = drawSheet(
                    Rect(x: frame.minX, y: 0, width: frame.width, height: max(0, min(sheetHeight, visible.maxY))),
                    in: canvas)
                canvas.fill(Path(roundedRect: card.grabberFrame(top: 0), radius: 2.5), color: Theme.systemGray3)
                // A scrolling card's content shows below its grabber band only.
                canvas.withState {
                    if scrolls { canvas.clip(to: Path(rect: list)) }
                    drawCardContent(place, offset: up, in: canvas)
                }
            }
            canvas.withState {
                if scrolls { canvas.clip(to: Path(rect: list)) }
                drawCarousel(place, strip: model.carouselFrame.offsetBy(up), in: canvas)
                drawPressedCardControl(offset: up, in: canvas)
            }
        }
    }

    /// How far the content's sheet reaches below the content, over the plain sheet (pt).
    static let cardJointOverlap = 8.0

    /// A sheet's layer with its frame `frame` on a `screen`-sized canvas, in its own coordinates:
    /// its bounds (with the shadow's reach, above it and, for a sheet narrower than the screen,
    /// beside it), what the screen shows of it (down to the screen's bottom edge), and how tall
    /// its sheet is drawn: to the screen's bottom edge wherever it is, and a step further, and
    /// where it is pulled above the screen's top by more than that, further in steps, so that a
    /// sheet springing past its top keeps its bounds (and a canvas keeping layers its bitmap).
    static func sheetLayer(_ frame: Rect, screen: Size) -> (bounds: Rect, shown: Rect, sheetHeight: Double) {
        let top = frame.minY
        let reach = shadowReach
        let sheetHeight = screen.height + Drawing.sheetReach(top: top)
        // A sheet as wide as the screen casts its shadow above it only (`drawSheet`).
        let side = frame.minX <= 0 && frame.maxX >= screen.width ? 0 : reach
        let bounds = Rect(
            x: frame.minX - side, y: -reach, width: frame.width + 2 * side,
            height: sheetHeight + cornerRadius + 2 * reach)
        let shown = Rect(x: bounds.minX, y: -reach, width: bounds.width, height: max(0, screen.height - top + reach))
        return (bounds, shown, sheetHeight)
    }

    /// The card's content for `place`: its name, detail, close button, buttons (as not pressed)
    /// and notes, moved by `offset` from the screen's coordinates.
    private func drawCardContent(_ place: Place, offset: Point, in canvas: Canvas) {
        let block = model.cardBlock.offsetBy(offset)
        let pad = PlacesLayout.cardPadding
        let width = max(0, block.size.width - 2 * pad)
        let metrics = model.metrics.card(place)
        mirror.drawLeadingText(
            canvas, place.name, at: Point(x: block.minX + pad, y: block.minY + metrics.nameTop),
            style: Theme.text(
                .title2, theme.label, weight: .bold, maxWidth: width - 40,
                maxLines: metrics.nameLines, category: textSize))
        mirror.drawLeadingText(
            canvas, model.metrics.detail(place), at: Point(x: block.minX + pad, y: block.minY + metrics.detailTop),
            style: Theme.text(
                .subheadline, theme.secondaryLabel, maxWidth: width, maxLines: metrics.detailLines,
                category: textSize))
        drawCloseButton(closeButtonFrame.offsetBy(offset), pressed: false, in: canvas)
        for (i, frame) in cardButtonFrames.enumerated() {
            drawCardButton(i, in: frame.offsetBy(offset), pressed: false, in: canvas)
        }
        for (note, line) in zip(place.notes, metrics.notes) {
            mirror.drawLeadingText(
                canvas, chrome.strings.localized(note), at: Point(x: block.minX + pad, y: block.minY + line.top),
                style: Theme.text(.body, theme.label, maxWidth: width, maxLines: line.lines, category: textSize))
        }
    }

    /// The card's control under a finger, pressed, over the card's layer where it lies (moved by
    /// `offset` from the screen's coordinates): a layer of its own, so that pressing it leaves
    /// the card's layer as it was.
    private func drawPressedCardControl(offset: Point, in canvas: Canvas) {
        if closeButton.isHighlighted {
            let close = closeButtonFrame.offsetBy(offset)
            let bounds = Rect(x: close.midX - 15, y: close.midY - 15, width: 30, height: 30).insetBy(dx: -1, dy: -1)
            canvas.drawLayer("places.card.pressed", bounds: bounds, shown: bounds) { _ in
                drawCloseButton(close, pressed: true, in: canvas)
            }
        }
        for (i, frame) in cardButtonFrames.enumerated() where cardButtons[i].isHighlighted {
            let rect = frame.offsetBy(offset)
            let bounds = rect.insetBy(dx: -1, dy: -1)
            canvas.drawLayer("places.card.pressed", bounds: bounds, shown: bounds) { _ in
                drawCardButton(i, in: rect, pressed: true, in: canvas)
            }
        }
    }

    /// The card's close button in `close`, darkened while `pressed`.
    private func drawCloseButton(_ close: Rect, pressed: Bool, in canvas: Canvas) {
        let closeFill = dark ? Color(hex: 0x3A3A3C) : Color(hex: 0xE3E3E8)
        canvas.fill(Path(circleAround: close.center, radius: 15), color: pressed ? pressedFill(closeFill) : closeFill)
        canvas.drawIcon(Icon("close"), center: close.center, size: 18, color: Theme.systemGray)
    }

    /// The card's button `index` (Directions, Call, Website) in `rect`, darkened while `pressed`.
    private func drawCardButton(_ index: Int, in rect: Rect, pressed: Bool, in canvas: Canvas) {
        let title = [
            chrome.strings.localized("Directions"), chrome.strings.localized("Call"),
            chrome.strings.localized("Website")
        ][index]
        let primary = index == 0
        let fill = primary ? Theme.systemBlue : (dark ? Color(hex: 0x2C2C2E) : Color(hex: 0xE3E3E8))
        canvas.fill(Path(roundedRect: rect, radius: 10), color: pressed ? pressedFill(fill) : fill)
        // UIKit dims a pressed button's title too.
        let titleColor = (primary ? Color.white : Theme.systemBlue).opacity(pressed ? 0.7 : 1)
        let style = Theme.text(
            .subheadline, titleColor, weight: .semibold, maxWidth: rect.width, alignment: .center, category: textSize)
        canvas.drawText(
            title, at: Point(x: rect.minX, y: rect.midY - model.metrics.scaled(10, .subheadline)), style: style)
    }

    /// The card's photos in `strip` (the card's coordinates): one layer of them all, laid out as
    /// at the strip's start and moved by its scroll (right to left the first photo is at the
    /// right, mirrored within the strip), cut to the strip.
    private func drawCarousel(_ place: Place, strip: Rect, in canvas: Canvas) {
        let count = place.photoCount
        guard count > 0 else { return }
        let pad = PlacesLayout.cardPadding, photo = PlacesLayout.photoWidth
        let step = photo + PlacesLayout.photoSpacing
        let rightToLeft = chrome.rightToLeft
        let run = Double(count - 1) * step + photo
        let bounds = Rect(
            x: rightToLeft ? strip.maxX - pad - run : strip.minX + pad, y: strip.minY, width: run,
            height: strip.size.height)
        let shift = rightToLeft ? model.carouselOffset : -model.carouselOffset
        // What the strip shows of them, in the layer's coordinates.
        let left = max(bounds.minX, strip.minX - shift), right = min(bounds.maxX, strip.maxX - shift)
        let shown = Rect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
        canvas.withState {
            canvas.clip(to: Path(rect: strip))
            canvas.translate(x: shift, y: 0)
            canvas.drawLayer("places.photos", bounds: bounds, shown: shown) { visible in
                for i in 0..<count {
                    let leading = strip.minX + pad + Double(i) * step
                    let x = rightToLeft ? strip.minX + strip.maxX - leading - photo : leading
                    guard x < visible.maxX, x + photo > visible.minX else { continue }
                    drawPhoto(
                        i, of: place, in: Rect(x: x, y: strip.minY, width: photo, height: strip.size.height),
                        canvas: canvas)
                }
            }
        }
    }

    /// Photo `photo` of `place` (`PlacePhoto`), from a picture kept under its subject, number and
    /// appearance: drawn once, then copied as the strip scrolls and the card moves. The photo is
    /// the same in either appearance; its rounded corners show the sheet's colour. Kept with
    /// alpha although it covers its bounds: a coasting strip paints it at fractions of a pixel,
    /// which Cairo samples from a picture with alpha at half the cost of an opaque one (pixman's
    /// bilinear fast paths; places/photos' p99 1.25 ms opaque, 0.57 ms so).
    func drawPhoto(_ photo: Int, of place: Place, in rect: Rect, canvas: Canvas) {
        let key = PictureKey("places.photo", variant: (place.photos.rawValue * 256 + photo) * 2 + (dark ? 1 : 0))
        let backdrop = sheetColor
        canvas.drawCached(key, bounds: rect, opaque: false) { canvas in
            place.photos.draw(photo, in: rect, radius: Self.photoRadius, backdrop: backdrop, on: canvas)
        }
    }

    /// The photos' corner radius (pt).
    static let photoRadius = 10.0

    /// The card's button `index` (Directions, Call, Website): three side by side, or stacked
    /// full width at the accessibility sizes.
    func cardButtonFrame(_ index: Int, in block: Rect, metrics: PlacesLayout.Card) -> Rect {
        let pad = PlacesLayout.cardPadding, gap = PlacesLayout.buttonGap
        let width = max(0, block.size.width - 2 * pad)
        let i = Double(index)
        if metrics.stacked {
            return Rect(
                x: block.minX + pad, y: block.minY + metrics.buttonsTop + i * (metrics.buttonHeight + gap),
                width: width, height: metrics.buttonHeight)
        }
        let buttonWidth = (width - 2 * gap) / 3
        return Rect(
            x: block.minX + pad + i * (buttonWidth + gap), y: block.minY + metrics.buttonsTop,
            width: buttonWidth, height: metrics.buttonHeight)
    }

    /// The card's close button, at its top trailing corner (the left one, right to left).
    var closeButtonFrame: Rect {
        let block = model.cardBlock
        return mirror.rect(
            Rect(x: block.maxX - PlacesLayout.cardPadding - 30, y: block.minY + 4, width: 30, height: 30))
    }

    /// Right to left (Hebrew) the rows, the search field and the card mirror about the drawers'
    /// centre line: the screen's, or a side panel's, which sits at the right already
    /// (`PlacesLayout.wideLayout`), so what a row lays out from the panel's left edge is drawn
    /// from its right edge, in the panel.
    var mirror: Mirroring {
        let span = model.browser.span
        return Mirroring(rightToLeft: chrome.rightToLeft, width: 2 * span.x + span.width)
    }

    /// "300 m", "1.2 km", the unit in `strings`' language (Hebrew writes מ׳ and ק״מ, which also
    /// keeps the number and its unit in reading order in a right-to-left line); the number in
    /// English form, for `localizedNumber`.
    static func distance(_ km: Double, _ strings: MessageCatalog = .english) -> String {
        km < 1
            ? strings.localized("%@ m", arguments: [String(Int((km * 1000).rounded()))])
            : strings.localized("%@ km", arguments: ["\(Int(km)).\(Int((km * 10).rounded()) % 10)"])
    }
}
