import FluidCanvas
import FluidDrawer
import FluidMotion

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
        drawMap(in: canvas)
        chrome.draw(in: canvas)
        let dim = model.browser.snapshot.dim
        if dim > 0 {
            canvas.fill(Path(rect: Rect(origin: .zero, size: canvas.size)), color: Color(white: 0, alpha: dim))
        }
        drawBrowser(in: canvas)
        if model.isCardPresented { drawCard(in: canvas) }
    }

    /// The map, one opaque picture per size, appearance and chosen pin: it moves only when a
    /// pin is chosen, so a frame that moves a drawer copies it instead of drawing it.
    private func drawMap(in canvas: Canvas) {
        let variant = (dark ? 1 : 0) + 2 * ((model.selected ?? -1) + 1)
        canvas.drawCached(PictureKey("places.map", variant: variant), bounds: Rect(origin: .zero, size: canvas.size),
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
        canvas.fill(Path(roundedRect: Rect(x: size.width * 0.30, y: size.height * 0.60, width: size.width * 0.22,
                                           height: size.height * 0.12), radius: 18), color: mapPark)
        let roads: [(Point, Point)] = [
            (Point(x: 0, y: size.height * 0.35), Point(x: size.width, y: size.height * 0.58)),
            (Point(x: size.width * 0.45, y: 0), Point(x: size.width * 0.38, y: size.height)),
            (Point(x: 0, y: size.height * 0.75), Point(x: size.width, y: size.height * 0.68)),
        ]
        for (a, b) in roads {
            var road = Path()
            road.move(to: a)
            road.line(to: b)
            canvas.stroke(road, color: mapRoad, lineWidth: 8)
        }
        for (i, place) in model.places.enumerated() {
            let center = Point(x: size.width * place.pin.x, y: size.height * place.pin.y)
            let chosen = model.selected == i
            let radius = chosen ? 16.0 : 12.0
            canvas.fill(Path(circleAround: center, radius: radius + 2), color: .white)
            canvas.fill(Path(circleAround: center, radius: radius), color: place.color)
            canvas.drawIcon(Icon(place.icon), center: center, size: radius * 1.2, color: .white)
        }
    }

    private func drawSheet(_ frame: Rect, in canvas: Canvas) -> Path {
        let sheet = Path(roundedRect: Rect(x: frame.minX, y: frame.minY, width: frame.size.width,
                                           height: frame.size.height + Self.cornerRadius),
                         radius: Self.cornerRadius, corners: .top)
        // A sheet as wide as the screen shows only its top edge's shadow (the sides are off
        // screen, as the bottom always is): a strip of constant size casts it, whose blurred
        // image stays cached, and no shadow is painted under the opaque sheet.
        let caster = frame.minX <= 0 && frame.maxX >= canvas.size.width
            ? Path(roundedRect: Rect(x: frame.minX, y: frame.minY, width: frame.size.width,
                                     height: min(Self.shadowStripHeight, frame.size.height + Self.cornerRadius)),
                   radius: Self.cornerRadius, corners: .top)
            : sheet
        // The caster lies within the sheet, whose opaque fill covers the shadow's middle.
        canvas.shadow(caster, shadow: Self.sheetShadow, beneathOpaqueFill: true)
        canvas.fill(sheet, color: sheetColor)
        return sheet
    }

    private func drawGrabber(_ drawer: Drawer, in canvas: Canvas) {
        canvas.fill(Path(roundedRect: drawer.grabberFrame, radius: 2.5), color: Theme.systemGray3)
    }

    private func drawBrowser(in canvas: Canvas) {
        let browser = model.browser
        let frame = browser.drawerFrame
        guard frame.minY < canvas.size.height else { return }
        _ = drawSheet(frame, in: canvas)
        drawGrabber(browser, in: canvas)
        let field = browser.searchFieldFrame
        canvas.fill(Path(roundedRect: field, radius: 10), color: dark ? Color(hex: 0x2C2C2E) : Color(hex: 0xE3E3E8))
        canvas.drawIcon(Icon("magnify"), center: Point(x: field.minX + 18, y: field.midY), size: 20, color: Theme.systemGray)
        let prompt = model.isSearching ? chrome.strings.localized("Search places") : chrome.strings.localized("Search Maps")
        let promptStyle = Theme.text(.body, model.isSearching ? theme.label : theme.secondaryLabel)
        let promptSize = canvas.measureText(prompt, style: promptStyle)
        canvas.drawText(prompt, at: Point(x: field.minX + 36, y: field.midY - promptSize.height / 2), style: promptStyle)
        canvas.withState {
            canvas.clip(to: Path(rect: browser.listFrame))
            for index in browser.visibleRows { drawRow(index, frame: browser.rowFrame(index), in: canvas) }
        }
    }

    private func drawRow(_ index: Int, frame: Rect, in canvas: Canvas) {
        let place = model.places[index]
        let icon = Point(x: frame.minX + 36, y: frame.minY + 28)
        canvas.fill(Path(circleAround: icon, radius: 18), color: place.color)
        canvas.drawIcon(Icon(place.icon), center: icon, size: 20, color: .white)
        let x = frame.minX + 66
        let width = max(0, frame.size.width - 66 - 16)
        canvas.drawText(place.name, at: Point(x: x, y: frame.minY + 10), style: Theme.text(.headline, theme.label, maxWidth: width))
        let detail = chrome.strings.localized(place.category) + " · " + chrome.strings.localizedNumber(Self.distance(place.distance))
        canvas.drawText(detail, at: Point(x: x, y: frame.minY + 32), style: Theme.text(.subheadline, theme.secondaryLabel, maxWidth: width))
        for (line, note) in place.notes.enumerated() {
            canvas.drawText(chrome.strings.localized(note), at: Point(x: x, y: frame.minY + PlacesLayout.rowBase + Double(line) * PlacesLayout.rowLine - 4),
                            style: Theme.text(.footnote, theme.secondaryLabel, maxWidth: width))
        }
        canvas.fill(Path(rect: Rect(x: x, y: frame.maxY - 0.5, width: width + 16, height: 0.5)), color: theme.separator)
    }

    private func drawCard(in canvas: Canvas) {
        let card = model.card
        guard let index = model.selected ?? (card.isMoving ? 0 : nil) else { return }
        let place = model.places[index]
        let frame = card.drawerFrame
        guard frame.minY < canvas.size.height else { return }
        _ = drawSheet(frame, in: canvas)
        drawGrabber(card, in: canvas)
        let block = card.contentHeaderFrame
        let pad = PlacesLayout.cardPadding
        let width = max(0, block.size.width - 2 * pad)
        canvas.drawText(place.name, at: Point(x: block.minX + pad, y: block.minY + 4),
                        style: Theme.text(.title2, theme.label, weight: .bold, maxWidth: width - 40))
        canvas.drawText(chrome.strings.localized(place.category) + " · " + chrome.strings.localizedNumber(Self.distance(place.distance)), at: Point(x: block.minX + pad, y: block.minY + 34),
                        style: Theme.text(.subheadline, theme.secondaryLabel, maxWidth: width))
        let close = closeButtonFrame
        canvas.fill(Path(circleAround: close.center, radius: 15), color: dark ? Color(hex: 0x3A3A3C) : Color(hex: 0xE3E3E8))
        canvas.drawIcon(Icon("close"), center: close.center, size: 18, color: Theme.systemGray)
        let buttons = [chrome.strings.localized("Directions"), chrome.strings.localized("Call"), chrome.strings.localized("Website")]
        let buttonWidth = (width - 2 * 8) / 3
        for (i, title) in buttons.enumerated() {
            let rect = Rect(x: block.minX + pad + Double(i) * (buttonWidth + 8), y: block.minY + PlacesLayout.cardTitle,
                            width: buttonWidth, height: 44)
            let primary = i == 0
            canvas.fill(Path(roundedRect: rect, radius: 10),
                         color: primary ? Theme.systemBlue : (dark ? Color(hex: 0x2C2C2E) : Color(hex: 0xE3E3E8)))
            let style = Theme.text(.subheadline, primary ? .white : Theme.systemBlue, weight: .semibold,
                                   maxWidth: buttonWidth, alignment: .center)
            canvas.drawText(title, at: Point(x: rect.minX, y: rect.midY - 10), style: style)
        }
        let strip = model.carouselFrame
        canvas.withState {
            canvas.clip(to: Path(rect: strip))
            for photo in 0..<place.photoCount {
                let x = strip.minX + pad + Double(photo) * (PlacesLayout.photoWidth + PlacesLayout.photoSpacing) - model.carouselOffset
                guard x < strip.maxX, x + PlacesLayout.photoWidth > strip.minX else { continue }
                let rect = Rect(x: x, y: strip.minY, width: PlacesLayout.photoWidth, height: strip.size.height)
                let shade = 0.55 + 0.45 * Double((photo * 5 + index) % 7) / 6
                canvas.fill(Path(roundedRect: rect, radius: 10), color: place.color.opacity(shade))
                canvas.drawIcon(Icon(place.icon), center: rect.center, size: 36, color: Color(white: 1, alpha: 0.8))
            }
        }
        for (line, note) in place.notes.enumerated() {
            canvas.drawText(chrome.strings.localized(note), at: Point(x: block.minX + pad, y: strip.maxY + pad + Double(line) * PlacesLayout.cardLine),
                            style: Theme.text(.body, theme.label, maxWidth: width))
        }
    }

    /// The card's close button, at its top trailing corner.
    var closeButtonFrame: Rect {
        let block = model.card.contentHeaderFrame
        return Rect(x: block.maxX - PlacesLayout.cardPadding - 30, y: block.minY + 4, width: 30, height: 30)
    }

    static func distance(_ km: Double) -> String {
        km < 1 ? "\(Int((km * 1000).rounded())) m" : "\(Int(km)).\(Int((km * 10).rounded()) % 10) km"
    }
}
