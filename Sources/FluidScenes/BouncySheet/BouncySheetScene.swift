import FluidCanvas
import FluidCore
import FluidGestures
import FluidJSON
import FluidLocalization
import FluidMotion
import FluidSceneKit

/// A chat with Skype's bouncy action sheet: the button (or Space) shows and hides the sheet, whose
/// top edge bows and wobbles as its corners outrun its middle. Tap an action or the dimmed chat to
/// close it; toggle as fast as you like — it reverses from wherever it is.
public struct BouncySheetScene: Scene {
    public let name = "bouncy-sheet"
    public internal(set) var model = BouncySheetModel()
    var chrome: SceneChrome
    private let theme: Theme
    /// The UI strings' translations (`SceneOptions.catalog`).
    let strings: MessageCatalog
    var size = Size.zero
    private var safeArea = EdgeInsets.zero
    var button = ControlTracker(bounds: .zero)
    private var tap = TapRecognizer()
    /// The last action chosen, for the trace.
    public internal(set) var chosen: String?
    var log = FrameLog()

    /// The seed's sheet colour, Skype blue.
    /// Skype's cyan, darkened so white text on it meets WCAG AA.
    static let sheetColor = Theme.cyanFill
    /// Icons and English titles: the trace keeps the English, the sheet shows the translation.
    static let actions: [(icon: String, title: String)] = [
        ("phone", "Call"), ("video", "Video call"), ("image", "Send photo"), ("file", "Send file")
    ]
    /// A row's height at the default text size (pt); rows grow with the text (`rowHeight`).
    static let rowHeight = 54.0
    /// Space between the edge's corners and the first row at the default text size (pt).
    static let rowsTop = 12.0
    /// The show/hide button at the default text size (pt); it grows with its title.
    static let buttonSize = Size(width: 180, height: 50)

    /// The text size (`SceneOptions.textSize`).
    let textSize: ContentSizeCategory
    /// The sheet's text size: the reader's, or the largest at which the whole sheet fits under
    /// the navigation bar (a landscape phone at the larger sizes), as an action sheet taller
    /// than the screen would hide its last actions.
    private(set) var sheetTextSize = ContentSizeCategory.default
    /// A row's height (pt): the seed's 54 pt, grown with the sheet's text.
    var rowHeight: Double { sheetTextSize.scaled(Self.rowHeight) }
    /// Space between the edge's corners and the first row (pt).
    var rowsTop: Double { sheetTextSize.scaled(Self.rowsTop) }

    public init(options: SceneOptions = SceneOptions()) {
        model.reducesMotion = options.reduceMotion
        theme = options.theme
        strings = options.catalog
        textSize = options.textSize
        // The sheet rises over the bottom of the screen, where other scenes put their hint.
        chrome = SceneChrome(
            title: options.catalog.localized("Bouncy Sheet"),
            hint: options.catalog.localized("Toggle again mid-flight: the sheet reverses from where it is."),
            strings: options.catalog, theme: theme, hintPlacement: .top, textSize: options.textSize)
    }

    public mutating func layout(size: Size, safeArea: EdgeInsets) {
        self.size = size
        self.safeArea = safeArea
        chrome.layout(size: size, safeArea: safeArea)
        let room = size.height - max(0, safeArea.bottom) - chrome.barBottom
        sheetTextSize = textSize
        while sheetTextSize > .default, Self.sheetHeight(at: sheetTextSize) > room,
            let smaller = ContentSizeCategory(rawValue: sheetTextSize.rawValue - 1)
        {
            sheetTextSize = smaller
        }
        model.layout(
            height: size.height, bottomInset: safeArea.bottom, sheetHeight: Self.sheetHeight(at: sheetTextSize))
        let width = min(
            textSize.scaled(Self.buttonSize.width, relativeTo: .headline),
            size.width - safeArea.left - safeArea.right - 2 * Theme.margin)
        let height = textSize.scaled(Self.buttonSize.height, relativeTo: .headline)
        // 250 pt below the bar (the seed's place, under the hint band), or higher where the content ends sooner (landscape).
        let buttonTop = min(chrome.barBottom + 250, chrome.contentBottom - height - Theme.margin)
        button.bounds = Rect(
            x: size.width / 2 - width / 2, y: max(chrome.contentTop, buttonTop), width: width, height: height)
    }

    /// The sheet's height with its text at `category` (pt): the seed's 240 (two 12 pt margins
    /// and four 54 pt rows), grown as the rows grow.
    static func sheetHeight(at category: ContentSizeCategory) -> Double {
        category.scaled(BouncySheetModel.sheetHeight)
    }

    /// The action row a finger is pressing: a touch that began on it and may still be its tap
    /// (UIKit highlights a sheet's row under the finger until it moves off or lifts). Nil when none.
    var pressedRow: Int? {
        guard tap.state == .tracking else { return nil }
        return row(at: tap.startLocation)
    }

    /// A pressed row's highlight over the sheet: white at this alpha, as a UIKit action sheet's
    /// row darkens or lightens under the finger.
    static let pressedRowAlpha = 0.18

    /// The row under `point` while the sheet is shown, if any.
    func row(at point: Point) -> Int? {
        let y = point.y - (model.sideY + rowsTop)
        guard model.isVisible, y >= 0 else { return nil }
        let index = Int(saturating: (y / rowHeight).rounded(.down))
        return index < Self.actions.count ? index : nil
    }

    public mutating func handle(_ event: InputEvent) {
        // Under the sheet's dim the bar is inactive, as the rest of the backdrop is: a tap there
        // dismisses the sheet (the back button's own touches, begun before, still end there).
        let dimmed: Bool
        if case .touch(let touch) = event, model.isVisible, chrome.backButton.trackedTouch != touch.id {
            dimmed = true
        } else {
            dimmed = false
        }
        if !dimmed, chrome.handle(event) { return }
        switch event {
        case .touch(let touch):
            // A finger the tap follows stays the tap's, even if it comes down again on the button.
            if tap.touchID != touch.id, let control = button.handle(touch) {
                if control == .upInside { toggle(at: touch.time) }
                return
            }
            if button.trackedTouch == touch.id { return }
            if touch.phase == .began, !model.isVisible { return }
            if let t = tap.handle(touch) {
                if let index = row(at: t.location) {
                    chosen = Self.actions[index].title
                    log.add("chose:" + Self.actions[index].title)
                    model.setVisible(false, at: t.time)
                } else if t.location.y < model.sideY {
                    log.add("dismissed")
                    model.setVisible(false, at: t.time)
                }
            }
        case .key(.space, let time), .key(.enter, let time):
            toggle(at: time)
        default:
            break
        }
    }

    mutating func toggle(at time: Double) {
        model.toggle(at: time)
        log.add(model.isVisible ? "show" : "hide")
    }

    public mutating func advance(to time: Double) {
        log.publish()
        chrome.advance(to: time)
        model.advance(to: time)
    }

    public var needsFrames: Bool {
        model.isMoving || button.isTracking || tap.isTouching || chrome.needsFrames || log.hasPending
    }

    public mutating func takeRequests() -> SceneRequests { SceneRequests(navigation: chrome.takeNavigation()) }

    /// The backdrop's darkest dim (black's alpha), with the sheet fully shown.
    static let maxDim = 0.35

    public var traceFrame: [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [
            ("visible", .bool(model.isVisible)),
            ("side", .number(model.sideY)),
            ("center", .number(model.centerY)),
            ("control", .number(model.controlY)),
            ("edgeMid", .number(model.edgeMidY)),
            ("sideVelocity", .number(model.sideVelocity)),
            ("centerVelocity", .number(model.centerVelocity)),
            ("progress", .number(model.progress)),
            ("moving", .bool(model.isMoving)),
            ("chosen", .string(chosen)),
            ("events", .array(log.published.map { .string($0) }))
        ]
        // Only while an action row is pressed, so other lines stay as they were.
        if let pressedRow { fields.append(("pressed", .number(Double(pressedRow)))) }
        return [("sheet", .object(fields))]
    }

    /// The first fill covers the whole canvas with an opaque colour.
    public var paintsEveryPixel: Bool { true }

    public func draw(in canvas: Canvas) {
        canvas.fill(Path(rect: Rect(origin: .zero, size: canvas.size)), color: theme.systemBackground)
        drawChat(canvas)
        drawButton(canvas)
        chrome.draw(in: canvas, barBackground: nil)
        // The whole screen dims under the sheet, the navigation bar too, as under a UIKit action
        // sheet (a dim that stopped at the bar left a bright strip above it); back and Escape
        // still work through it.
        // A layer of one translucent fill: where layers are kept (the web page), faded by the
        // compositor while the chat under it is left as it was.
        let dim = min(max(model.progress, 0), 1) * Self.maxDim
        if dim > 0 {
            let screen = Rect(origin: .zero, size: canvas.size)
            canvas.drawLayer("bouncy.dim", bounds: screen, shown: screen) { _ in
                canvas.fill(Path(rect: screen), color: Color(white: 0, alpha: dim))
            }
        }
        drawSheet(canvas)
    }

    /// The chat's bubbles, from under the bar down, as many as fit above the button and the
    /// content's bottom (the larger text sizes leave room for fewer). At the accessibility sizes a bubble may take
    /// nearly the whole width and more lines, as Messages' bubbles do.
    private func drawChat(_ canvas: Canvas) {
        let w = size.width
        // Right to left the conversation mirrors, as Messages does: mine at the left.
        let mirror = Mirroring(rightToLeft: chrome.rightToLeft, width: w)
        let top = chrome.contentTop + 20
        let bubbles: [(String, Bool)] = [
            (strings.localized("Are we still on for Friday?"), false),
            (strings.localized("Yes! Call me when you land ✈️"), true)
        ]
        let large = textSize.isAccessibilityCategory
        let padX = textSize.scaled(14), padY = textSize.scaled(8)
        let widest = large ? w - safeArea.left - safeArea.right - 2 * Theme.margin - 2 * padX : w * 0.62
        var y = top
        for (text, mine) in bubbles {
            let style = Theme.text(
                .body, mine ? .white : theme.label, maxWidth: widest, maxLines: large ? 6 : 3,
                category: textSize)
            let s = canvas.measureText(text, style: style)
            let laid = Rect(
                x: mine ? w - Theme.margin - s.width - 2 * padX : Theme.margin, y: y,
                width: s.width + 2 * padX, height: s.height + 2 * padY)
            // A bubble that would run past the content's bottom (the largest sizes in a short
            // landscape window) is left out with those after it, as one under the button is.
            guard laid.maxY <= chrome.contentBottom,
                laid.maxY <= button.bounds.minY - 10 || button.bounds.minY < top
            else { return }
            let rect = mirror.rect(laid)
            canvas.fill(
                Path(roundedRect: rect, radius: 18),
                color: mine ? Self.sheetColor : (theme.label == .white ? Color(hex: 0x2C2C2E) : Theme.systemGray5))
            // Right to left, the text's box is the bubble's, right-aligned in it.
            var boxed = style
            if mirror.rightToLeft { boxed.maxWidth = s.width }
            mirror.drawLeadingText(canvas, text, at: Point(x: laid.minX + padX, y: rect.minY + padY), style: boxed)
            y = rect.maxY + 10
        }
    }

    private func drawButton(_ canvas: Canvas) {
        let r = button.bounds
        let path = Path(roundedRect: r, radius: r.height / 2)
        canvas.shadow(path, shadow: Theme.controlShadow)
        canvas.fill(path, color: Self.sheetColor.mix(.black, button.isHighlighted ? 0.2 : 0))
        Drawing.centeredText(
            canvas, model.isVisible ? strings.localized("Hide actions") : strings.localized("Show actions"),
            at: r.center,
            width: r.width - r.height / 2, style: Theme.text(.headline, .white, category: textSize))
    }

    /// The sheet as layers in its own coordinates (the edge's ends at y = 0), moved to where
    /// the edge's ends are: the plain sheet below the edge (one colour), the bending edge over
    /// it (a band from the edge's highest point to its lowest, the one layer that changes as
    /// the edge bends), and the rows. Where layers are kept (the web page), the sheet coming in
    /// redraws only the band its edge bends in; drawn in place, the pieces meet where each is
    /// opaque, so the sheet is the one shape it was.
    private func drawSheet(_ canvas: Canvas) {
        let ys = model.sideY
        guard min(ys, model.edgeMidY) < size.height + 1 else { return }
        // The edge's middle above or below its ends (a quadratic's halfway point is its
        // extreme), relative to them.
        let bend = model.edgeMidY - ys
        let edgeTop = min(0, bend), edgeBottom = max(0, bend) + 1
        // Below the screen wherever the sheet is: an overshoot never shows a gap.
        let bottom = size.height + 400
        let plain = Rect(x: 0, y: edgeBottom - 0.5, width: size.width, height: bottom - edgeBottom + 0.5)
        let shown = { (rect: Rect) -> Rect in
            let end = min(rect.maxY, self.size.height - ys)
            return Rect(x: rect.minX, y: rect.minY, width: rect.width, height: max(0, end - rect.minY))
        }
        canvas.withState {
            canvas.translate(x: 0, y: ys)
            canvas.drawLayer("bouncy.sheet", bounds: plain, shown: shown(plain)) { visible in
                canvas.fill(Path(rect: visible), color: Self.sheetColor)
            }
            let band = Rect(x: 0, y: edgeTop, width: size.width, height: edgeBottom - edgeTop)
            canvas.drawLayer("bouncy.edge", bounds: band, shown: band) { _ in
                var path = Path()
                path.move(to: Point(x: 0, y: 0))
                path.quadCurve(to: Point(x: size.width, y: 0), control: Point(x: size.width / 2, y: 2 * bend))
                path.line(to: Point(x: size.width, y: edgeBottom))
                path.line(to: Point(x: 0, y: edgeBottom))
                path.close()
                canvas.fill(path, color: Self.sheetColor)
            }
            let rows = Rect(x: 0, y: rowsTop, width: size.width, height: Double(Self.actions.count) * rowHeight)
            canvas.drawLayer("bouncy.rows", bounds: rows, shown: shown(rows)) { _ in
                drawRows(canvas)
            }
        }
    }

    /// The actions' rows, the sheet's top at 0: icon, title and separator, and the pressed row's
    /// highlight.
    private func drawRows(_ canvas: Canvas) {
        // Right to left each row mirrors: the icon at the right, the title leading from it.
        let mirror = Mirroring(rightToLeft: chrome.rightToLeft, width: size.width)
        // The icon grows with the text, as a symbol beside a label does; the title follows it.
        let iconSize = sheetTextSize.scaled(24)
        let iconX = 24 + iconSize / 2
        let titleX = iconX + iconSize / 2 + 16
        for (i, action) in Self.actions.enumerated() {
            let y = rowsTop + Double(i) * rowHeight
            if i > 0 {
                canvas.fill(
                    Path(rect: mirror.rect(Rect(x: titleX, y: y, width: size.width - titleX, height: 0.5))),
                    color: Color(white: 1, alpha: 0.3))
            }
            if pressedRow == i {
                canvas.fill(
                    Path(rect: Rect(x: 0, y: y, width: size.width, height: rowHeight)),
                    color: Color(white: 1, alpha: Self.pressedRowAlpha))
            }
            let mid = y + rowHeight / 2
            canvas.drawIcon(Icon(action.icon), center: Point(x: mirror.x(iconX), y: mid), size: iconSize, color: .white)
            let style = Theme.text(.body, .white, weight: .semibold, category: sheetTextSize)
            let s = canvas.measureText(strings.localized(action.title), style: style)
            mirror.drawLeadingText(
                canvas, strings.localized(action.title), at: Point(x: titleX, y: mid - s.height / 2),
                width: size.width - titleX - Theme.margin, style: style)
        }
    }
}
