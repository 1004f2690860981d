import FluidCanvas
import FluidCore
import FluidDrawer
import FluidLocalization
import FluidMotion
import FluidSceneKit

/// The drawer: sheet, grabber, search field, fading title and the visible rows only.
extension ShortcutsScene {
    /// Corner radius of the drawer's top corners (pt), as iOS sheets.
    static let drawerRadius = 12.0
    /// Height of the band along the drawer's top edge that casts its shadow (pt).
    static let shadowStripHeight = 40.0

    /// How far above the sheet's top edge its shadow reaches (pt): the blur's reach and more.
    static let shadowReach = 32.0

    /// The shadow the sheet casts on what is behind it, in the sheet's coordinates (its top edge
    /// at y = 0). Only the top edge casts a visible one (the sides are at the screen's edges and
    /// the bottom is off screen), and a strip of constant size keeps its blurred mask cached.
    private func drawDrawerShadow(in canvas: Canvas, x: Double, width: Double) {
        let edge = Path(
            roundedRect: Rect(x: x, y: 0, width: width, height: Self.shadowStripHeight),
            radius: Self.drawerRadius, corners: .top)
        // Only above the sheet's opaque part shows: the shadow is cut there (below its rounded
        // corners the sheet covers it), which saves compositing a blurred band under the sheet.
        canvas.withState {
            canvas.clip(
                to: Path(
                    rect: Rect(
                        x: 0, y: -Self.shadowReach, width: size.width, height: Self.shadowReach + Self.drawerRadius)))
            canvas.shadow(
                edge,
                shadow: Shadow(
                    color: Color(white: 0, alpha: 0.16),
                    offset: Point(x: 0, y: -1), blur: 10))
        }
    }

    /// The sheet and what moves with it, as layers in the sheet's own coordinates (its top edge
    /// at y = 0): the sheet itself, as tall as the screen, with its shadow, grabber and search
    /// field; the list's pages; the title, which fades as the sheet moves. Moving the sheet moves
    /// the layers, and a canvas keeping layers draws one again only when its content changes
    /// (the search field pressed or typed in, a row pressed).
    func drawDrawer(in canvas: Canvas, snapshot: DrawerSnapshot) {
        let frame = drawer.drawerFrame
        let top = frame.minY
        // Down to the screen's bottom edge wherever the sheet is, and a step further, and where
        // the sheet is pulled above the screen's top by more than that, further in steps: a
        // sheet springing past its full height keeps its bounds (and a canvas keeping layers
        // its bitmap) as it moves.
        let sheetHeight = size.height + Drawing.sheetReach(top: top) + Self.drawerRadius
        let bounds = Rect(
            x: frame.minX, y: -Self.shadowReach, width: frame.width, height: sheetHeight + Self.shadowReach)
        // What the screen shows of it: down to the screen's bottom edge.
        let shown = Rect(
            x: frame.minX, y: -Self.shadowReach, width: frame.width,
            height: max(0, size.height - top + Self.shadowReach))
        canvas.withState {
            canvas.translate(x: 0, y: top)
            canvas.drawLayer("shortcuts.sheet", bounds: bounds, shown: shown) { visible in
                drawDrawerShadow(in: canvas, x: frame.minX, width: frame.width)
                let sheet = Path(
                    roundedRect: Rect(x: frame.minX, y: 0, width: frame.width, height: max(0, visible.maxY)),
                    radius: Self.drawerRadius, corners: .top)
                canvas.fill(sheet, color: theme.secondarySystemBackground.mix(theme.systemBackground, 0.55))
                let grabber = drawer.grabberFrame(top: 0)
                canvas.fill(Path(roundedRect: grabber, radius: grabber.height / 2), color: Theme.systemGray3)
                drawSearchField(in: canvas)
            }
        }
        drawRows(in: canvas, offset: snapshot.contentOffset)
        // One line of text fades with the alpha in its colour: no group. A layer of its own,
        // over the sheet's: where layers are kept, the compositor moves and fades it.
        guard !Opacity.isInvisible(snapshot.titleAlpha) else { return }
        let titleFrame = drawer.titleFrame(top: 0)
        let title =
            isSearching && !query.isEmpty
            ? strings.localized("%d Result", plural: "%d Results", count: rows.count)
            : strings.localized("All Actions")
        let ink = theme.label.opacity(Opacity.isOpaque(snapshot.titleAlpha) ? 1 : snapshot.titleAlpha)
        // Glyphs reach a little past the band (a large size's descenders): room for them.
        let room = titleFrame.insetBy(dx: 0, dy: -textSize.scaled(8, relativeTo: .title3))
        canvas.withState {
            canvas.translate(x: 0, y: top)
            canvas.drawLayer("shortcuts.title", bounds: room, shown: room) { _ in
                mirror.drawLeadingText(
                    canvas, title,
                    at: Point(
                        x: titleFrame.minX + Theme.margin,
                        y: titleFrame.minY + textSize.scaled(8, relativeTo: .title3)),
                    style: Theme.text(
                        .title3, ink, weight: .bold,
                        maxWidth: textSize == .default ? nil : max(0, titleFrame.width - 2 * Theme.margin),
                        category: textSize))
            }
        }
    }

    /// Cancel's text opacity while pressed: UIKit's dimmed bar button.
    static let pressedCancelOpacity = 0.4

    /// The area of the search field's Cancel button while searching (pt): at the field's
    /// trailing end (the left one, right to left).
    var cancelFrame: Rect { cancelFrame(field: drawer.searchFieldFrame) }

    /// The Cancel button's area at the end of the search field `field`.
    private func cancelFrame(field: Rect) -> Rect {
        let width = textSize.scaled(64)
        return mirror.rect(
            Rect(x: field.maxX - width, y: field.minY, width: width + Theme.margin, height: field.height))
    }

    /// The search field, in the sheet's coordinates.
    private func drawSearchField(in canvas: Canvas) {
        // Laid out left to right, drawn through `mirror`: right to left the magnifier is at the
        // right, the text leads from it and Cancel is at the left.
        let whole = drawer.searchFieldFrame(top: 0)
        var field = whole
        if isSearching {
            let cancelFrame = cancelFrame(field: whole)
            field.size.width -= cancelFrame.width
            // Pressed: dimmed, as UIKit dims a bar button under the finger.
            // A word too long for the button ("Abbrechen" at the largest sizes) ends in an ellipsis.
            let cancel = Theme.text(
                .body, theme.tint.opacity(cancelPressed ? Self.pressedCancelOpacity : 1),
                maxWidth: max(0, cancelFrame.width - Theme.margin - 8), category: textSize)
            let cancelSize = canvas.measureText(strings.localized("Cancel"), style: cancel)
            canvas.drawText(
                strings.localized("Cancel"),
                at: Point(
                    x: mirror.x(whole.maxX) - (mirror.rightToLeft ? 0 : cancelSize.width),
                    y: field.midY - cancelSize.height / 2), style: cancel)
        }
        canvas.fill(
            Path(roundedRect: mirror.rect(field), radius: Theme.controlRadius), color: theme.secondarySystemFill)
        // Pressed (a finger down on it that may still be a tap): darker, as UIKit's search field.
        if drawer.pressedRegion == .searchField {
            canvas.fill(Path(roundedRect: mirror.rect(field), radius: Theme.controlRadius), color: theme.systemFill)
        }
        // The magnifier grows with the text, as an SF Symbol at the text's size.
        let icon = textSize.scaled(20)
        canvas.drawIcon(
            Icon("magnify"), center: Point(x: mirror.x(field.minX + 8 + icon / 2), y: field.midY), size: icon,
            color: theme.secondaryLabel)
        let textX = field.minX + 14 + icon
        let style = Theme.text(
            .body, query.isEmpty ? theme.secondaryLabel : theme.label,
            maxWidth: max(0, field.maxX - textX - 8), category: textSize)
        let text = query.isEmpty ? strings.localized("Search") : query
        let measured = canvas.measureText(text, style: style)
        let origin = Point(x: textX, y: field.midY - measured.height / 2)
        mirror.drawLeadingText(canvas, text, at: origin, style: style)
        if isSearching {
            // Right to left the text ends at the right; the caret follows it where the query's own
            // direction ends it: at the left end of Hebrew, at the right end of a Latin query.
            let caretX =
                mirror.rightToLeft
                ? (query.isEmpty || !Mirroring.leadsRightToLeft(query)
                    ? mirror.x(textX) - 1
                    : max(mirror.x(textX) - measured.width - 3, mirror.x(field.maxX - 8)))
                : (query.isEmpty ? textX - 1 : min(textX + measured.width + 1, field.maxX - 8))
            let caret = textSize.scaled(22)
            canvas.fill(
                Path(roundedRect: Rect(x: caretX, y: field.midY - caret / 2, width: 2, height: caret), radius: 1),
                color: theme.tint)
        }
    }

    /// The list's rows, in pages that move with the sheet and scroll with the list
    /// (`DrawerListLayers`).
    private func drawRows(in canvas: Canvas, offset: Double) {
        let layers = DrawerListLayers(
            drawer: drawer, count: rows.count, name: "shortcuts", screenHeight: size.height, overhang: Self.drawerRadius
        )
        layers.draw(in: canvas, offset: offset, pressed: theme.systemFill) { list in
            let style = Theme.text(
                .title3, theme.secondaryLabel, weight: .semibold,
                maxWidth: list.width, alignment: .center, category: textSize)
            canvas.drawText(
                strings.localized("No Results"), at: Point(x: list.minX, y: list.minY + 40), style: style)
        } row: { index, frame in
            drawRow(index, in: frame, canvas: canvas)
        }
    }

    /// Row `index` in `frame`.
    private func drawRow(_ index: Int, in frame: Rect, canvas: Canvas) {
        let action = catalog.actions[rows[index]]
        drawActionLabel(
            icon: action.icon, category: action.category, title: strings.localized(action.title),
            summary: strings.localized(action.summary),
            in: Rect(
                x: frame.minX + Theme.margin, y: frame.minY,
                width: frame.width - 2 * Theme.margin, height: frame.height),
            canvas: canvas)
        // Under the text: beside the icon, or the row's width when stacked.
        let separatorX =
            frame.minX + Theme.margin + (textSize.isAccessibilityCategory ? 0 : Metrics.iconSize + 12)
        canvas.fill(
            Path(
                rect: mirror.rect(
                    Rect(
                        x: separatorX, y: frame.maxY - 0.5,
                        width: frame.maxX - separatorX, height: 0.5))),
            color: theme.separator)
    }
}
