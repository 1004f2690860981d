import FluidCore
import FluidMotion
import FluidSceneKit

/// Where the Shortcuts editor's parts go behind the drawer, computed once per container, safe
/// area and banner: drawing, hit-testing and semantics all read this value, so what assistive
/// technology is told is where things are drawn.
///
/// Frames are in content coordinates (before the editor scrolls by its offset), pt. The save
/// problem's banner sits under the navigation bar and pushes the title and the cards down by
/// `bannerShift`.
struct ShortcutsEditorLayout: Hashable, Sendable {
    /// Where the save-problem banner goes, in screen coordinates (it does not scroll).
    var banner: Rect
    /// How far the title and the cards move down to leave room for the banner (pt).
    var bannerShift: Double
    /// The shortcut's name: its origin is the text's, its width the text's wrap width, its
    /// height one large-title line.
    var title: Rect
    /// "4 actions" under the title, one subheadline line.
    var subtitle: Rect
    /// The top of the first card (pt).
    var cardsTop: Double
    /// The cards' left edge and width (pt).
    var cardX: Double
    var cardWidth: Double
    /// A card's height: 68 pt at the default text size, grown with the text on it (pt).
    var cardHeight: Double
    /// The text size everything here was laid out for.
    var textSize: ContentSizeCategory

    /// The title's line height as drawn (a 34 pt large title), pt.
    static let titleHeight = 41.0
    /// The subtitle's distance below the title's top and its line height, pt.
    static let subtitleOffset = 46.0
    static let subtitleHeight = 20.0
    /// Between the subtitle's line and the first card at the default size, without a safe area
    /// (60 + 46 + 20 + 24 = `Metrics.cardsTop`), pt.
    static let subtitleGap = 24.0

    init(size: Size, safeArea: EdgeInsets, hasBanner: Bool, textSize: ContentSizeCategory = .default) {
        self.textSize = textSize
        let bannerHeight = Metrics.bannerHeight(textSize)
        bannerShift = hasBanner ? Metrics.bannerGap + bannerHeight : 0
        banner = Rect(
            x: safeArea.left + 12, y: safeArea.top + Theme.navigationBarHeight + Metrics.bannerGap,
            width: max(0, size.width - safeArea.left - safeArea.right - 24),
            height: bannerHeight)
        let left = Theme.margin + safeArea.left
        let titleTop = safeArea.top + Metrics.titleTop + bannerShift
        let textWidth = max(0, size.width - 2 * Theme.margin - safeArea.left - safeArea.right)
        // The large title and the subtitle grow with their text; the cards move down by as much.
        let titleHeight = textSize.scaled(Self.titleHeight, relativeTo: .largeTitle)
        let subtitleOffset = textSize.scaled(Self.subtitleOffset, relativeTo: .largeTitle)
        let subtitleHeight = textSize.scaled(Self.subtitleHeight, relativeTo: .subheadline)
        title = Rect(x: left, y: titleTop, width: textWidth, height: titleHeight)
        subtitle = Rect(x: left, y: titleTop + subtitleOffset, width: textWidth, height: subtitleHeight)
        // The cards start below the subtitle, with the gap they leave at the default size.
        cardsTop = max(Metrics.cardsTop + bannerShift, subtitle.maxY + Self.subtitleGap)
        cardX = left
        cardWidth = max(0, size.width - 2 * Theme.margin - safeArea.left - safeArea.right)
        cardHeight = Metrics.cardHeight(textSize)
    }

    /// One card and the gap below it (pt).
    var cardSlot: Double { cardHeight + Metrics.cardSpacing }

    /// Frame of step card `index` (pt).
    func card(_ index: Int) -> Rect {
        Rect(x: cardX, y: cardsTop + Double(index) * cardSlot, width: cardWidth, height: cardHeight)
    }

    /// Frame of the remove button of card `index`: a 44 pt square at the card's right end.
    func removeButton(_ index: Int) -> Rect {
        let card = card(index)
        let side = Metrics.removeButtonSize
        return Rect(x: card.maxX - side - 4, y: card.midY - side / 2, width: side, height: side)
    }

    /// The height of the content of `count` cards: from the top to below the last card's gap.
    func contentHeight(steps count: Int) -> Double {
        cardsTop + Double(count) * cardSlot + Metrics.cardSpacing
    }

    /// The cards as one list: from the first card's top to the content's end (pt).
    func stepList(steps count: Int) -> Rect {
        Rect(x: cardX, y: cardsTop, width: title.width, height: max(0, contentHeight(steps: count) - cardsTop))
    }
}
