import FluidCanvas
import FluidCore
import FluidDrawer
import FluidGestures
import FluidJSON
import FluidLocalization
import FluidMotion
import FluidSceneKit

/// The momentum drawer: tap it to open or close without a bounce, flick it to feel the bounce your
/// flick earned, catch it mid-flight and throw it back.
public struct MomentumScene: ChromedScene {
    public let name = "momentum"
    public package(set) var model = MomentumModel()
    package var chrome: SceneChrome
    let theme: Theme
    /// The UI strings' translations (`SceneOptions.catalog`).
    let strings: MessageCatalog
    /// The text size (`SceneOptions.textSize`).
    let textSize: ContentSizeCategory
    private var time = 0.0

    /// The seed's drawer inset from the container's sides and corner radius (pt).
    static let sideInset = 8.0
    static let cornerRadius = 20.0
    /// The least room between the hint and the open drawer (pt).
    static let hintGap = 8.0

    public init(options: SceneOptions = SceneOptions()) {
        theme = options.theme
        strings = options.catalog
        textSize = options.textSize
        model.reducesMotion = options.reduceMotion
        // The drawer covers the bottom of the screen, where other scenes put their hint.
        chrome = SceneChrome(
            title: options.catalog.localized("Momentum"),
            hint: options.catalog.localized(
                "Tap the drawer, or flick it: the harder the flick, the bigger the bounce."),
            strings: options.catalog, theme: theme, hintPlacement: .top, textSize: options.textSize)
    }

    public mutating func layout(size: Size, safeArea: EdgeInsets) {
        chrome.layout(size: size, safeArea: safeArea)
        // The open drawer stays clear of the hint above it, however tall the text makes it.
        model.layout(
            size: size, contentTop: chrome.barBottom, minimumOpenTop: chrome.contentTop + Self.hintGap, at: time)
    }

    public mutating func handle(_ event: InputEvent) {
        if chrome.handle(event) { return }
        switch event {
        case .touch(let touch): model.handle(touch)
        case .key(.space, let t), .key(.enter, let t): model.toggle(at: t)
        case .key(.up, let t): if !model.isOpen { model.toggle(at: t) }
        case .key(.down, let t): if model.isOpen { model.toggle(at: t) }
        default: break
        }
    }

    public mutating func advance(to time: Double) {
        if time.isFinite, time > self.time { self.time = time }
        chrome.advance(to: time)
        model.advance(to: time)
    }

    public var traceHeader: [(String, JSONValue)] {
        [("detents", .object(zip(model.drawer.detents, model.drawer.layout.tops).map { ($0.name, .number($1)) }))]
    }

    public var traceFrame: [(String, JSONValue)] {
        let s = model.drawer.snapshot
        return [
            (
                "momentum",
                .object([
                    ("top", .number(s.top)),
                    ("detent", .string(s.detent.name)),
                    ("target", .string(s.target?.name)),
                    ("phase", .string(s.phase.rawValue)),
                    ("velocity", .number(s.velocity)),
                    ("open", .bool(model.isOpen)),
                    ("touching", .bool(s.isTouching))
                ])
            )
        ]
    }

    /// The first fill covers the whole canvas with an opaque colour.
    public var paintsEveryPixel: Bool { true }

    public func draw(in canvas: Canvas) {
        canvas.fill(Path(rect: Rect(origin: .zero, size: canvas.size)), color: theme.systemGroupedBackground)
        chrome.draw(in: canvas)
        // The sheet only moves while it is dragged or settles: layers in its own coordinates
        // (its top at 0) moved to the drawer's top, which the page keeps and moves. The sheet
        // (with its shadow and rows) is the same at either detent; its title, the detent's
        // name, is a layer over it. What lies below the screen's edge is cut by it (a clip of
        // the whole canvas, which the page's layers have at the canvas's edges).
        let size = canvas.size
        let top = model.drawer.top
        let bounds = Self.sheetPictureBounds(size: size, top: top)
        let shown = Rect(
            x: bounds.minX, y: bounds.minY, width: bounds.width,
            height: max(0, min(bounds.maxY, size.height - top) - bounds.minY))
        canvas.withState {
            canvas.clip(to: Path(rect: Rect(origin: .zero, size: size)))
            canvas.translate(x: 0, y: top)
            // In place (Cairo), one picture per size, appearance and text size, copied as it
            // moves.
            canvas.drawLayer("momentum.sheet", bounds: bounds, shown: shown) { _ in
                canvas.drawCached(PictureKey("momentum.sheet", variant: sheetVariant(size: size)), bounds: bounds) {
                    canvas in drawSheet(in: canvas, width: size.width, height: bounds.maxY)
                }
            }
            let title = titleFrame(width: size.width)
            canvas.drawLayer("momentum.title", bounds: title, shown: title) { _ in
                drawTitle(in: canvas, width: size.width)
            }
        }
    }
}

extension MomentumScene {
    /// What the sheet's layer and picture hold, its top at 0 (pt): its shadow's reach above it,
    /// the canvas's width (the shadow past the sheet's sides is cut by the screen's edges, as it
    /// was drawn in place) and, below, the canvas's height, or more by steps
    /// (`Drawing.sheetReach`) when `top` is above the screen, so that the sheet reaches the screen's
    /// bottom wherever it is and keeps its bounds while it springs a little past its top.
    static func sheetPictureBounds(size: Size, top: Double) -> Rect {
        let height = size.height + Drawing.sheetReach(top: top, minimumSteps: 0)
        return Rect(x: 0, y: -shadowReach, width: size.width, height: shadowReach + height)
    }

    /// The title's band on the sheet, its top at 0 (pt): the line's height with room for glyphs
    /// reaching past it.
    func titleFrame(width: Double) -> Rect {
        let rect = Rect(x: Self.sideInset, y: 0, width: width - 2 * Self.sideInset, height: 0)
        let y = textSize.scaled(28, relativeTo: .title2)
        let line = Theme.lineHeight(.title2, textSize)
        let room = textSize.scaled(8, relativeTo: .title2)
        return Rect(x: rect.minX + 20, y: y - room, width: max(0, rect.width - 40), height: line + 2 * room)
    }

    /// The sheet's title, its top at 0, in a canvas `width` wide.
    func drawTitle(in canvas: Canvas, width: Double) {
        let rect = Rect(x: Self.sideInset, y: 0, width: width - 2 * Self.sideInset, height: 0)
        let title = Theme.text(.title2, theme.label, weight: .bold, category: textSize)
        // Right to left the title leads from the right.
        let mirror = Mirroring(rightToLeft: strings.isRightToLeft, width: width)
        mirror.drawLeadingText(
            canvas, sheetTitle, at: Point(x: rect.minX + 20, y: textSize.scaled(28, relativeTo: .title2)),
            width: rect.width - 40, style: title)
    }

    /// What the sheet's picture shows besides its bounds: the theme, the text size and the
    /// writing direction (its title is a layer of its own). A hash, kept only for the life of
    /// the process, as the pictures are.
    func sheetVariant(size: Size) -> Int {
        var hasher = Hasher()
        hasher.combine(theme)
        hasher.combine(textSize)
        hasher.combine(strings.isRightToLeft)
        hasher.combine(size.width)
        hasher.combine(size.height)
        return hasher.finalize()
    }

    /// The sheet's title: the detent it rests at or heads for.
    var sheetTitle: String { model.isOpen ? strings.localized("Open") : strings.localized("Closed") }

    /// The sheet with its shadow and rows (its title is `drawTitle`'s), its top at 0 in a canvas
    /// `width` wide, down to `height` (what lies further down is cut off).
    func drawSheet(in canvas: Canvas, width: Double, height: Double) {
        let rect = Rect(x: Self.sideInset, y: 0, width: width - 2 * Self.sideInset, height: height + 200)
        let sheet = Path(roundedRect: rect, radius: Self.cornerRadius, corners: .top)
        canvas.shadow(sheet, shadow: Self.sheetShadow, beneathOpaqueFill: true)
        canvas.fill(sheet, color: theme.secondarySystemGroupedBackground)
        // Nothing of the content leaves the sheet's sides.
        canvas.save()
        defer { canvas.restore() }
        canvas.clip(to: Path(rect: Rect(x: rect.minX, y: 0, width: rect.width, height: height)))
        let grabber = Rect(x: rect.midX - 18, y: 8, width: 36, height: 5)
        canvas.fill(Path(roundedRect: grabber, radius: 2.5), color: Theme.systemGray3)
        // Right to left the rows lead from the right.
        let mirror = Mirroring(rightToLeft: strings.isRightToLeft, width: width)
        // Placeholder content, so the motion reads as a sheet of stuff: rows whose icon and
        // two lines of "text" grow as rows of text do.
        let k = { (value: Double) in self.textSize.scaled(value) }
        for i in 0..<6 {
            let y = textSize.scaled(84, relativeTo: .title2) + Double(i) * k(64)
            guard y < height else { break }
            let laid = Rect(x: rect.minX + 20, y: y, width: k(44), height: k(44))
            let icon = mirror.rect(laid)
            let hues = [
                Theme.systemBlue, Theme.systemOrange, Theme.systemGreen, Theme.systemPink,
                Theme.systemPurple, Theme.systemTeal
            ]
            canvas.fill(Path(roundedRect: icon, radius: k(10)), color: hues[i % hues.count])
            canvas.fill(
                Path(
                    roundedRect: mirror.rect(
                        Rect(x: laid.maxX + 14, y: y + k(8), width: rect.width * 0.45, height: k(12))), radius: k(6)),
                color: theme.systemFill)
            canvas.fill(
                Path(
                    roundedRect: mirror.rect(
                        Rect(x: laid.maxX + 14, y: y + k(26), width: rect.width * 0.3, height: k(10))), radius: k(5)),
                color: theme.secondarySystemFill)
        }
    }
}

extension MomentumModel: TouchModel {}
