import FluidCanvas
import FluidCore
import FluidDrawer

/// A drawer's list drawn as layers (`Canvas.drawLayer`) that move with the drawer and scroll
/// with the list: the rows in pages, each a layer in its own coordinates, and a pressed row's
/// highlight under its page. Where layers are kept (the web page), dragging the drawer or
/// scrolling the list moves them, and a page is drawn again only when a row on it changes; in
/// place, only the rows above the screen's bottom edge are drawn.
struct DrawerListLayers {
    /// Rows a page holds: about half a phone's screen at the default text size.
    static let rowsPerPage = 8

    /// The drawer whose list is drawn, at its current top and scroll position.
    var drawer: Drawer
    /// The rows the list has (the drawer's configuration may count more while they change).
    var count: Int
    /// The layers' names: `name.rows.N` for page N, `name.pressed` for the highlight.
    var name: String
    /// The screen's height (pt), and how far below the drawer's top the sheet reaches past it
    /// (its rounded corners' radius, pt).
    var screenHeight: Double
    var overhang: Double

    /// Draws the list, its top at the drawer's header: `row(index, frame)` draws row `index` in
    /// `frame` (the page's coordinates); `pressed` fills a pressed row; `empty(list)` draws what
    /// shows when there are no rows, in the drawer's coordinates (`list` the list's area).
    func draw(
        in canvas: Canvas, offset: Double, pressed: Color, empty: (_ list: Rect) -> Void,
        row: (_ index: Int, _ frame: Rect) -> Void
    ) {
        let list = drawer.configuration.list
        let header = list.headerHeight
        let span = drawer.span
        let top = drawer.drawerFrame.minY
        // The rows show from the header down: the clip reaches past the screen's bottom edge,
        // as the sheet does, so that it does not change as the sheet moves (but for a sheet
        // pulled above the screen's top).
        let below = screenHeight + max(0, -top)
        let clip = Rect(x: span.x, y: header, width: span.width, height: max(0, below + overhang - header))
        // The list's rows shown (in its content's coordinates): with the sheet where it is, and
        // with its top at the screen's top or above (every row a kept layer may have to show).
        let viewport = max(0, screenHeight - top - header)
        let reach = max(0, below - header)
        canvas.withState {
            canvas.translate(x: 0, y: top)
            canvas.clip(to: Path(rect: clip))
            guard count > 0 else {
                if viewport > 0 { empty(clip) }
                return
            }
            let all = list.rows.range(from: offset, to: offset + reach).clamped(to: 0..<count)
            guard !all.isEmpty else { return }
            for page in (all.lowerBound / Self.rowsPerPage)...((all.upperBound - 1) / Self.rowsPerPage) {
                let indices = (page * Self.rowsPerPage)..<min(count, (page + 1) * Self.rowsPerPage)
                let pageTop = list.rows.top(of: indices.lowerBound)
                let frame = { (index: Int) in
                    Rect(
                        x: span.x, y: list.rows.top(of: index) - pageTop, width: span.width,
                        height: list.rows.height(of: index))
                }
                let bounds = Rect(
                    x: span.x, y: 0, width: span.width, height: list.rows.top(of: indices.upperBound) - pageTop)
                let from = max(0, offset - pageTop)
                let shown = Rect(
                    x: span.x, y: from, width: span.width,
                    height: max(0, min(bounds.height, offset + viewport - pageTop) - from))
                canvas.withState {
                    canvas.translate(x: 0, y: header + pageTop - offset)
                    // A row under the finger darkens: a layer under the page's, so that pressing
                    // it leaves the page as it was.
                    if case .row(let index) = drawer.pressedRegion, indices.contains(index) {
                        let highlight = frame(index)
                        canvas.drawLayer("\(name).pressed", bounds: highlight, shown: highlight) { _ in
                            canvas.fill(Path(rect: highlight), color: pressed)
                        }
                    }
                    canvas.drawLayer("\(name).rows.\(page)", bounds: bounds, shown: shown) { visible in
                        // A row is cut where what is drawn ends: at the screen's bottom edge in
                        // place, at the page's end where kept (never at the list's top: the list's
                        // clip cuts there, and two cuts along one edge would darken it).
                        let cut = Rect(
                            x: bounds.minX, y: bounds.minY - bounds.height, width: bounds.width,
                            height: max(0, visible.maxY - bounds.minY + bounds.height))
                        guard visible.height > 0 else { return }
                        canvas.withState {
                            canvas.clip(to: Path(rect: cut))
                            let meeting = list.rows.range(from: pageTop + visible.minY, to: pageTop + visible.maxY)
                            for index in meeting.clamped(to: indices) { row(index, frame(index)) }
                        }
                    }
                }
            }
        }
    }
}
