import FluidCanvas
import FluidCore
import FluidDrawer
import FluidLocalization
import FluidMotion
import FluidSceneKit

extension ShortcutsScene {
    public func draw(in canvas: Canvas) {
        let snapshot = drawer.snapshot
        let screen = Rect(origin: .zero, size: size)
        // The sheet is opaque and spans the width from its rounded corners down: a canvas drawing
        // in place leaves out what lies behind it — background, editor, dim and the sheet's own
        // shadow — (at full height that is nearly the whole screen). One keeping layers draws
        // all of it, so that none of it changes while the sheet moves over it.
        let shown = Rect(
            x: 0, y: 0, width: size.width,
            height: max(0, min(size.height, drawer.drawerFrame.minY + ShortcutsScene.drawerRadius)))
        canvas.withState {
            canvas.clip(toPixelsCovering: [shown])
            canvas.drawLayer("shortcuts.editor", bounds: screen, shown: shown) { visible in
                canvas.fill(Path(rect: visible), color: theme.systemGroupedBackground)
                drawEditor(in: canvas, visibleHeight: visible.maxY)
                // Opaque: the steps scroll under the bar, and a translucent bar without the blur
                // iOS puts behind it showed their text through it, sharp.
                chrome.draw(in: canvas, barBackground: theme.systemGroupedBackground)
            }
            if snapshot.dim > 0 {
                // A layer of one translucent fill: faded, not drawn again, where layers are kept.
                canvas.drawLayer("shortcuts.dim", bounds: screen, shown: shown) { visible in
                    canvas.fill(Path(rect: visible), color: Color(white: 0, alpha: snapshot.dim))
                }
            }
        }
        drawDrawer(in: canvas, snapshot: snapshot)
        if let saveError { drawBanner(saveError, in: canvas) }
    }

    // MARK: The shortcut behind the drawer

    /// The editor's title and the step cards that show in the top `visibleHeight` points.
    private func drawEditor(in canvas: Canvas, visibleHeight: Double) {
        canvas.withState {
            canvas.translate(x: 0, y: -editor.offset)
            let layout = editorLayout
            // A large title stays on one line and ends in an ellipsis, as UINavigationBar's.
            let titleStyle = Theme.text(
                .largeTitle, theme.label, weight: .bold, maxWidth: layout.title.width, category: textSize)
            mirror.drawLeadingText(canvas, document.name, at: layout.title.origin, style: titleStyle)
            mirror.drawLeadingText(
                canvas, stepCountText, at: layout.subtitle.origin,
                style: Theme.text(
                    .subheadline, theme.secondaryLabel, maxWidth: layout.subtitle.width, category: textSize))
            let visible = (editor.offset - layout.cardHeight)...(editor.offset + visibleHeight)
            // A removed card fades and shrinks where it was, under the cards closing its gap.
            for item in removals.leaving where visible.contains(item.frame.minY) {
                drawCard(
                    index: nil, action: catalog.action(id: item.actionID), frame: item.frame,
                    progress: item.presence.value, in: canvas)
            }
            for (index, id) in document.steps.enumerated() where index != reorder.raisedIndex {
                var frame = cardFrame(index)
                frame.origin.y = shownCardTop(index)
                guard visible.contains(frame.minY) else { continue }
                drawCard(
                    index: index, action: catalog.action(id: id), frame: frame,
                    progress: arrivals[index]?.value ?? 1, in: canvas)
            }
            drawRaisedCard(in: canvas)
        }
    }

    /// The lifted card (or the dropped one settling) over the others: grown by up to 4 % about
    /// its centre, with a soft shadow that deepens with the lift.
    private func drawRaisedCard(in canvas: Canvas) {
        guard let index = reorder.raisedIndex, document.steps.indices.contains(index) else { return }
        var frame = cardFrame(index)
        frame.origin.y = reorder.lifted?.top ?? shownCardTop(index)
        let shown = mirror.rect(frame)
        let lift = min(1, max(0, reorder.liftProgress))
        let scale = 1 + (StepReorderMotion.liftedScale - 1) * reorder.liftProgress
        canvas.withState {
            canvas.translate(x: shown.midX, y: shown.midY)
            canvas.scale(x: scale, y: scale)
            canvas.translate(x: -shown.midX, y: -shown.midY)
            if lift > 0 {
                canvas.shadow(
                    Path(roundedRect: shown, radius: Theme.cardRadius),
                    shadow: Shadow(
                        color: Color(white: 0, alpha: Self.liftedShadowAlpha * lift),
                        offset: Point(x: 0, y: 4 * lift), blur: 16 * lift))
            }
            drawCard(
                index: index, action: catalog.action(id: document.steps[index]), frame: frame,
                progress: 1, in: canvas)
        }
    }

    /// The lifted card's shadow at full lift: black at a fifth, 4 pt down, blurred 16 pt.
    static let liftedShadowAlpha = 0.2

    /// A step's card at `frame`, grown from 85 % and faded in by `progress` (0…1, past 1 while an
    /// arrival overshoots); `index` is nil for a removed step's card.
    private func drawCard(
        index: Int?, action: ShortcutAction?, frame ltrFrame: Rect, progress: Double, in canvas: Canvas
    ) {
        // Right to left the card's parts mirror (`drawActionLabel`, the remove button); the
        // card itself takes the mirrored place.
        let frame = mirror.rect(ltrFrame)
        canvas.withState {
            if progress < 1 {
                // Grow from 85 % about the card's centre while fading in.
                let scale = 0.85 + 0.15 * progress
                canvas.translate(x: frame.midX, y: frame.midY)
                canvas.scale(x: scale, y: scale)
                canvas.translate(x: -frame.midX, y: -frame.midY)
            }
            // The card and what is on it overlap, so they fade as one group, only as big as the card.
            canvas.withOpacity(min(1, max(0, progress)), bounds: frame) {
                // Inset grouped cards on iOS carry no shadow: white on the grouped grey.
                canvas.fill(
                    Path(roundedRect: frame, radius: Theme.cardRadius),
                    color: theme.secondarySystemGroupedBackground)
                let title = action.map { strings.localized($0.title) } ?? strings.localized("Unknown Action")
                let summary =
                    action.map { strings.localized($0.summary) } ?? strings.localized("This action is not available")
                drawActionLabel(
                    icon: action?.icon ?? "help-circle", category: action?.category,
                    title: title, summary: summary,
                    in: Rect(
                        x: ltrFrame.minX + 14, y: frame.minY, width: frame.width - 14 - 48,
                        height: frame.height), canvas: canvas, titleWeight: .semibold)
                let side = Metrics.removeButtonSize
                let remove = mirror.rect(
                    Rect(x: ltrFrame.maxX - side - 4, y: frame.midY - side / 2, width: side, height: side))
                // Pressed: darker and a little smaller, as a UIKit button under the finger.
                let pressed = index != nil && pressedRemoveIndex == index
                canvas.drawIcon(
                    Icon("close-circle"), center: remove.center, size: pressed ? Metrics.removeIconPressedSize : 22,
                    color: pressed ? Theme.systemGray : Theme.systemGray3)
            }
        }
    }

    /// An action's icon tile, title and one-line summary, vertically centred in `rect` (laid out
    /// left to right; right to left they mirror: the tile at the right, the text leading from it).
    func drawActionLabel(
        icon: String, category: ShortcutAction.Category?, title: String, summary: String,
        in rect: Rect, canvas: Canvas, titleWeight: TextStyle.Weight = .regular
    ) {
        let stacked = textSize.isAccessibilityCategory
        let laid = Rect(
            x: rect.minX, y: stacked ? rect.minY + Metrics.stackedPadding : rect.midY - Metrics.iconSize / 2,
            width: Metrics.iconSize, height: Metrics.iconSize)
        let tile = mirror.rect(laid)
        canvas.fill(Path(roundedRect: tile, radius: 8), color: category.map(Self.color) ?? Theme.systemGray)
        canvas.drawIcon(Icon(icon), center: tile.center, size: 22, color: .white)
        if stacked {
            let width = max(0, rect.width)
            let titleStyle = Theme.text(
                .body, theme.label, weight: titleWeight, maxWidth: width,
                maxLines: Metrics.stackedTitleLines, category: textSize)
            let titleY = laid.maxY + Metrics.stackedIconGap
            let titleSize = canvas.measureText(title, style: titleStyle)
            mirror.drawLeadingText(canvas, title, at: Point(x: rect.minX, y: titleY), style: titleStyle)
            mirror.drawLeadingText(
                canvas, summary, at: Point(x: rect.minX, y: titleY + titleSize.height + 4),
                style: Theme.text(
                    .footnote, theme.secondaryLabel, maxWidth: width,
                    maxLines: Metrics.stackedSummaryLines, category: textSize))
            return
        }
        let textX = laid.maxX + 12
        let width = max(0, rect.maxX - textX)
        // The two lines keep their places about the middle as the text grows (the row grows as
        // much), and a line too long for the width ends in an ellipsis, as a UITableViewCell's.
        mirror.drawLeadingText(
            canvas, title, at: Point(x: textX, y: rect.midY - textSize.scaled(20)),
            style: Theme.text(.body, theme.label, weight: titleWeight, maxWidth: width, category: textSize))
        mirror.drawLeadingText(
            canvas, summary, at: Point(x: textX, y: rect.midY + textSize.scaled(2)),
            style: Theme.text(.footnote, theme.secondaryLabel, maxWidth: width, category: textSize))
    }

    /// The tile colour of each category, after the Shortcuts app's palette.
    static func color(_ category: ShortcutAction.Category) -> Color {
        switch category {
        case .scripting: Theme.systemGray
        case .media: Theme.systemPink
        case .location: Theme.systemBlue
        case .web: Theme.systemTeal
        case .documents: Theme.systemOrange
        case .sharing: Theme.systemGreen
        case .device: Theme.systemIndigo
        case .calendar: Theme.systemRed
        }
    }

    /// The save problem under the navigation bar (never over the back button), up to two lines.
    private func drawBanner(_ text: String, in canvas: Canvas) {
        let rect = bannerFrame
        canvas.fill(Path(roundedRect: mirror.rect(rect), radius: 10), color: Theme.bannerRed)
        let style = Theme.text(
            .footnote, .white, weight: .semibold, maxWidth: max(0, rect.width - 24), maxLines: 2,
            category: textSize)
        let textSize = canvas.measureText(text, style: style)
        mirror.drawLeadingText(
            canvas, text, at: Point(x: rect.minX + 12, y: rect.midY - textSize.height / 2), style: style)
    }
}
