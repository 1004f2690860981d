import FluidCanvas
import FluidCore
import FluidGestures
import FluidJSON
import FluidLocalization
import FluidMotion
import FluidSceneKit

/// The playground's home: every scene with a one-line description, the Shortcuts editor first.
/// Tap a row to open it; every scene offers "‹ Scenes" (or Escape) to come back.
public struct MenuScene: Scene {
    public let name = "menu"
    public internal(set) var model: MenuModel
    private let theme: Theme
    let strings: MessageCatalog
    /// The text size (`SceneOptions.textSize`): the heading and the rows grow with it, and at
    /// the accessibility sizes a row stacks its tile over its text.
    let textSize: ContentSizeCategory
    var size = Size.zero
    private var safeArea = EdgeInsets.zero

    /// Display names, icons and tile colours by scene name, in the order the menu lists them.
    static let catalogOrder: [(name: String, title: String, icon: String, color: Color)] = [
        ("shortcuts", "Shortcuts Editor", "apps", Theme.systemIndigo),
        ("calculator", "Calculator Button", "calculator", Theme.systemOrange),
        ("spring", "Spring Animations", "tune", Theme.systemBlue),
        ("flashlight", "Flashlight Button", "flashlight", Color(hex: 0x3A3A3C)),
        ("rubberband", "Rubber Banding", "hand-pointing-right", Color(hex: 0xF4511E)),
        ("pause", "Acceleration Pausing", "pause", Theme.systemGreen),
        ("momentum", "Rewarding Momentum", "swap-vertical", Theme.systemGray),
        ("pip", "FaceTime PiP", "picture-in-picture-bottom-right", Color(hex: 0xF7A51C)),
        ("rotation", "Rotation", "rotate-right", Theme.systemPink),
        ("bouncy-sheet", "Bouncy Action Sheet", "format-list-bulleted", Color(red: 0, green: 0.722, blue: 1)),
        ("places", "Places", "map-marker", Color(red: 0.204, green: 0.78, blue: 0.349))
    ]

    /// The menu's entries from the scene catalog's names and summaries: known scenes in the
    /// menu's order (Shortcuts first), then any others, never the menu itself.
    public static func entries(from catalog: [(name: String, summary: String)]) -> [MenuModel.Entry] {
        var out: [MenuModel.Entry] = []
        for known in catalogOrder {
            if let e = catalog.first(where: { $0.name == known.name }) {
                out.append(.init(name: e.name, title: known.title, summary: e.summary))
            }
        }
        for e in catalog where e.name != "menu" && !catalogOrder.contains(where: { $0.name == e.name }) {
            out.append(
                .init(name: e.name, title: e.name.prefix(1).uppercased() + e.name.dropFirst(), summary: e.summary))
        }
        return out
    }

    public init(options: SceneOptions = SceneOptions(), entries: [MenuModel.Entry]? = nil) {
        theme = options.theme
        strings = options.catalog
        textSize = options.textSize
        // Titles and summaries are shown and spoken in the catalog's language; names stay English.
        // The catalog that made the menu lists its scenes; a menu made outside one, the standard's.
        let listed =
            options.listedScenes.isEmpty
            ? SceneCatalog.standard.listedEntries.map { ListedScene(name: $0.name, summary: $0.summary) }
            : options.listedScenes
        model = MenuModel(
            entries: (entries ?? Self.entries(from: listed.map { ($0.name, $0.summary) })).map {
                .init(
                    name: $0.name, title: options.catalog.localized($0.title),
                    summary: options.catalog.localized($0.summary))
            })
    }

    public mutating func layout(size: Size, safeArea: EdgeInsets) {
        self.size = size
        self.safeArea = safeArea
        let viewport = Rect(
            x: safeArea.left + Theme.margin, y: safeArea.top,
            width: max(0, size.width - safeArea.left - safeArea.right - 2 * Theme.margin),
            height: max(0, size.height - safeArea.top))
        model.layout(viewport: viewport, headerHeight: Self.headerHeight(textSize), rowHeight: Self.rowHeight(textSize))
    }

    /// The subtitle's top below the heading's (pt): 46 at the default size, as the large title grows.
    static func subtitleOffset(_ size: ContentSizeCategory) -> Double { size.scaled(46, relativeTo: .largeTitle) }
    /// Lines the subtitle may take: one, two at the accessibility sizes.
    static func subtitleLines(_ size: ContentSizeCategory) -> Int { size.isAccessibilityCategory ? 2 : 1 }

    /// Room above the rows for the heading and its subtitle (pt): 112 at the default size.
    static func headerHeight(_ size: ContentSizeCategory) -> Double {
        max(112, 14 + subtitleOffset(size) + Double(subtitleLines(size)) * Theme.lineHeight(.subheadline, size) + 16)
    }

    /// Lines a row's title and summary may take: one and two; at the accessibility sizes two and
    /// three, stacked under the tile, as a UITableViewCell's labels wrap there.
    static func rowLines(_ size: ContentSizeCategory) -> (title: Int, summary: Int) {
        size.isAccessibilityCategory ? (2, 3) : (1, 2)
    }

    /// A row's height (pt): 76 at the default size, grown as the body text grows (the summary's
    /// two lines fit up to xxxLarge); at the accessibility sizes the tile, then the title and
    /// summary below it, each padded.
    static func rowHeight(_ size: ContentSizeCategory) -> Double {
        let lines = rowLines(size)
        let text =
            Double(lines.title) * Theme.lineHeight(.body, size) + 3 + Double(lines.summary)
            * Theme.lineHeight(.footnote, size)
        if size.isAccessibilityCategory { return 12 + tileSide + 8 + text + 12 }
        return size.scaled(MenuModel.rowHeight)
    }

    /// A row's coloured tile (pt).
    static let tileSide = 32.0

    public mutating func handle(_ event: InputEvent) {
        switch event {
        case .touch(let touch): model.handle(touch)
        case .scroll(let scroll): model.handleScroll(scroll)
        case .key(let key, _): model.handleKey(key)
        case .text: break
        }
    }

    public mutating func advance(to time: Double) { model.advance(to: time) }
    public var needsFrames: Bool { model.needsFrames }
    public mutating func takeRequests() -> SceneRequests { SceneRequests(navigation: model.takeNavigation()) }

    public var traceFrame: [(String, JSONValue)] {
        [
            (
                "menu",
                .object([
                    ("scenes", .array(model.entries.map { .string($0.name) })),
                    ("offset", .number(model.offset)),
                    ("pressed", .string(model.pressedIndex.map { model.entries[$0].name })),
                    ("focused", .string(model.focusedIndex.map { model.entries[$0].name })),
                    ("phase", .string(model.phase.rawValue))
                ])
            )
        ]
    }

    /// The first fill covers the whole canvas with an opaque colour.
    public var paintsEveryPixel: Bool { true }

    /// The list scrolls as layers in the content's own coordinates, moved to the offset: the
    /// heading with the rows' rounded group, a pressed or focused row's highlight, and the
    /// rows. Where layers are kept, scrolling moves them and draws nothing; in place, only the
    /// rows on screen are drawn.
    public func draw(in canvas: Canvas) {
        canvas.fill(Path(rect: Rect(origin: .zero, size: canvas.size)), color: theme.systemGroupedBackground)
        let v = model.viewport
        let content = Rect(x: 0, y: 0, width: canvas.size.width, height: max(model.contentHeight, v.height))
        // What the viewport shows of the content (in its coordinates).
        let shown = Rect(x: 0, y: model.offset, width: canvas.size.width, height: v.height)
        canvas.withState {
            canvas.clip(to: Path(rect: Rect(x: 0, y: v.minY, width: canvas.size.width, height: v.height)))
            canvas.translate(x: 0, y: v.minY - model.offset)
            canvas.drawLayer("menu.heading", bounds: content, shown: shown) { _ in
                drawHeading(canvas)
                if let group = rowsGroup {
                    canvas.withState {
                        canvas.clip(to: Path(roundedRect: group, radius: 10))
                        canvas.fill(Path(rect: group), color: theme.secondarySystemGroupedBackground)
                    }
                }
            }
            if let group = rowsGroup, let index = model.pressedIndex ?? model.focusedIndex {
                let row = model.contentRowFrame(index)
                canvas.drawLayer("menu.highlight", bounds: row, shown: row) { _ in
                    canvas.withState {
                        canvas.clip(to: Path(roundedRect: group, radius: 10))
                        canvas.fill(
                            Path(rect: row),
                            color: theme.label == .white ? Color(hex: 0x3A3A3C) : Color(hex: 0xD1D1D6))
                    }
                }
            }
            canvas.drawLayer("menu.rows", bounds: content, shown: shown) { visible in
                drawRows(canvas, within: visible)
            }
        }
        // The status bar area stays opaque over scrolled content.
        canvas.fill(
            Path(rect: Rect(x: 0, y: 0, width: canvas.size.width, height: v.minY)),
            color: theme.systemGroupedBackground)
    }

    /// The rows' rounded group in the content's coordinates, nil without rows.
    private var rowsGroup: Rect? {
        guard !model.entries.isEmpty else { return nil }
        let first = model.contentRowFrame(0)
        let last = model.contentRowFrame(model.entries.count - 1)
        return Rect(x: first.minX, y: first.minY, width: first.width, height: last.maxY - first.minY)
    }

    /// The large title and its subtitle, in the content's coordinates.
    private func drawHeading(_ canvas: Canvas) {
        let v = model.viewport
        let headerY = 8.0
        // The large title and its subtitle lead from the right edge when right to left.
        let heading = Theme.text(.largeTitle, theme.label, category: textSize)
        let subtitle = strings.localized("Designing Fluid Interfaces, on Linux")
        let subtitleStyle = Theme.text(
            .subheadline, theme.secondaryLabel, maxWidth: max(0, v.width - 8),
            maxLines: Self.subtitleLines(textSize), category: textSize)
        let leading = { (width: Double) in strings.isRightToLeft ? v.maxX - 4 - width : v.minX + 4 }
        canvas.drawText(
            "Fluid", at: Point(x: leading(canvas.measureText("Fluid", style: heading).width), y: headerY + 14),
            style: heading)
        canvas.drawText(
            subtitle,
            at: Point(
                x: leading(canvas.measureText(subtitle, style: subtitleStyle).width),
                y: headerY + 14 + Self.subtitleOffset(textSize)),
            style: subtitleStyle)
    }

    /// The rows meeting `visible` (the content's coordinates), over their group.
    private func drawRows(_ canvas: Canvas, within visible: Rect) {
        guard let group = rowsGroup else { return }
        canvas.withState {
            canvas.clip(to: Path(roundedRect: group, radius: 10))
            for (i, entry) in model.entries.enumerated() {
                let row = model.contentRowFrame(i)
                guard row.maxY >= visible.minY, row.minY <= visible.maxY else { continue }
                drawRow(canvas, entry, in: row, separator: i < model.entries.count - 1)
            }
        }
    }

    private func drawRow(_ canvas: Canvas, _ entry: MenuModel.Entry, in row: Rect, separator: Bool) {
        let known = Self.catalogOrder.first { $0.name == entry.name }
        // Right to left (Hebrew) the row mirrors about its centre, as a UITableView cell does:
        // the tile at the right, the text leading from it, the chevron at the left pointing left.
        let rtl = strings.isRightToLeft
        let flip = { (x: Double) in rtl ? row.minX + row.maxX - x : x }
        // At the accessibility sizes the tile sits over the text, which takes the row's width.
        let stacked = textSize.isAccessibilityCategory
        let leadingTextX = stacked ? row.minX + 16 : row.minX + 16 + Self.tileSide + 14
        let tileY = stacked ? row.minY + 12 : row.midY - Self.tileSide / 2
        let tile = Rect(
            x: rtl ? flip(row.minX + 16 + Self.tileSide) : row.minX + 16, y: tileY,
            width: Self.tileSide, height: Self.tileSide)
        canvas.fill(Path(roundedRect: tile, radius: 8), color: known?.color ?? Theme.systemGray)
        canvas.drawIcon(Icon(known?.icon ?? "gesture-tap"), center: tile.center, size: 20, color: .white)
        let width = row.maxX - leadingTextX - 34
        let textX = rtl ? row.minX + 34 : leadingTextX
        let lines = Self.rowLines(textSize)
        let titleY = stacked ? tile.maxY + 8 : row.minY + textSize.scaled(9)
        let titleSize = canvas.drawText(
            entry.title, at: Point(x: textX, y: titleY),
            style: Theme.text(
                .body, theme.label, maxWidth: width, maxLines: lines.title,
                category: textSize))
        // Under the title as drawn: 32 pt below the row's top at the default size.
        let summaryY = textSize == .default ? row.minY + 32 : titleY + titleSize.height + 3
        canvas.drawText(
            entry.summary, at: Point(x: textX, y: summaryY),
            style: Theme.text(
                .footnote, theme.secondaryLabel, maxWidth: width, maxLines: lines.summary,
                category: textSize))
        var chevron = Path()
        chevron.move(to: Point(x: flip(row.maxX - 21), y: row.midY - 6))
        chevron.line(to: Point(x: flip(row.maxX - 15), y: row.midY))
        chevron.line(to: Point(x: flip(row.maxX - 21), y: row.midY + 6))
        canvas.stroke(chevron, color: Theme.systemGray3, lineWidth: 2)
        if separator {
            let lineWidth = row.maxX - leadingTextX
            canvas.fill(
                Path(rect: Rect(x: rtl ? row.minX : leadingTextX, y: row.maxY - 0.5, width: lineWidth, height: 0.5)),
                color: theme.separator)
        }
    }
}
