import FluidCanvas
import FluidCore
import FluidGestures
import FluidLocalization
import FluidMotion

/// The frame every interface scene shares: a navigation bar with a "‹ Scenes" back button at the
/// top-left and the scene's title, and a one-line hint at the bottom. Tapping back (with UIKit's
/// extended hit area, so dragging off cancels) or pressing Escape asks for the menu.
///
/// Feed every input event to `handle(_:)` first: it returns true when it used the event (a touch
/// that began on the back button belongs to it until it lifts), and the scene then ignores it.
package struct SceneChrome {
    /// Width of the back button's hit area (pt).
    static let backWidth = 116.0
    /// Width the title may use beside a back button drawn as its chevron alone (pt): when the
    /// title does not fit between two full back buttons, UINavigationBar drops the back
    /// button's text before it truncates the title (long German titles on a small phone).
    static let compactBackWidth = 44.0
    /// How long the back button takes to fade back after a tap (s).
    static let fadeDuration = 0.3

    /// Where the hint line goes: above the bottom edge (most scenes), or just under the
    /// navigation bar for scenes whose content covers the bottom (a drawer).
    package enum HintPlacement: Sendable { case bottom, top }

    /// Height of the hint band at the default text size: two lines of footnote text and
    /// padding (pt). It grows with the text (`hintBandHeight`).
    package static let hintBandHeight = 36.0

    /// The hint band at the chrome's text size: two footnote lines and their padding, grown as
    /// the footnote grows. The bar keeps its 44 pt and its 17 pt title and back button at every
    /// size, as UINavigationBar does (iOS shows a bar's items in the large content viewer
    /// instead of growing the bar).
    package var hintBandHeight: Double { textSize.scaled(Self.hintBandHeight, relativeTo: .footnote) }

    package var title: String
    var hint: String
    package var theme: Theme
    var hintPlacement: HintPlacement
    package private(set) var backButton = ControlTracker(bounds: .zero)
    var navigation: Navigation?
    package private(set) var size = Size.zero
    package private(set) var safeArea = EdgeInsets.zero
    private var releaseTime: Double?
    private var time = 0.0

    /// The back button's label and its hint for assistive technology, translated.
    let backLabel: String
    let backHint: String
    /// The scene's translations, for the scene's own labels.
    package let strings: MessageCatalog
    /// Right to left (Hebrew): the back button sits at the top right, its chevron pointing
    /// right, as UINavigationBar mirrors it.
    package let rightToLeft: Bool
    /// The text size (`SceneOptions.textSize`) of the hint.
    let textSize: ContentSizeCategory

    package init(
        title: String, hint: String, strings: MessageCatalog = .english, theme: Theme,
        hintPlacement: HintPlacement = .bottom,
        textSize: ContentSizeCategory = .default
    ) {
        self.strings = strings
        self.textSize = textSize
        rightToLeft = strings.isRightToLeft
        backLabel = strings.localized("Scenes")
        backHint = strings.localized("Returns to the list of scenes")
        self.title = title
        self.hint = hint
        self.theme = theme
        self.hintPlacement = hintPlacement
    }

    /// The bottom of the navigation bar (pt).
    package var barBottom: Double { safeArea.top + Theme.navigationBarHeight }
    /// The top of the content below the navigation bar and, when placed there, the hint (pt).
    package var contentTop: Double { barBottom + (hintPlacement == .top ? hintBandHeight : 0) }
    /// The bottom of the content above the hint line, or the bottom edge (pt).
    package var contentBottom: Double {
        size.height - max(safeArea.bottom, 8) - (hintPlacement == .bottom ? hintBandHeight : 0)
    }
    /// Where the title is centred: the bar between the back button and its mirror image, both
    /// inside the safe area (pt).
    var titleRect: Rect {
        let inset = max(safeArea.left, safeArea.right) + Self.backWidth
        return Rect(x: inset, y: safeArea.top, width: max(0, size.width - 2 * inset), height: Theme.navigationBarHeight)
    }

    /// The hint's top where the scene places it in its own scrolling content (the scene then
    /// draws it with `drawHint`, and `draw` leaves it out); nil: where `hintPlacement` says.
    package var scrolledHintTop: Double?

    /// Where the hint is drawn (pt).
    var hintRect: Rect {
        let y = scrolledHintTop ?? (hintPlacement == .top ? barBottom : contentBottom)
        return Rect(
            x: safeArea.left + Theme.margin, y: y,
            width: max(0, size.width - 2 * Theme.margin - safeArea.left - safeArea.right),
            height: hintBandHeight)
    }
    /// The area between the bar and the hint (pt).
    package var contentRect: Rect {
        Rect(
            x: safeArea.left, y: contentTop, width: max(0, size.width - safeArea.left - safeArea.right),
            height: max(0, contentBottom - contentTop))
    }

    package mutating func layout(size: Size, safeArea: EdgeInsets) {
        self.size = size
        self.safeArea = safeArea
        let backX = rightToLeft ? size.width - safeArea.right - Self.backWidth : safeArea.left
        backButton.bounds = Rect(
            x: backX, y: safeArea.top, width: Self.backWidth,
            height: Theme.navigationBarHeight)
    }

    /// True when the chrome used `event`.
    package mutating func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(.escape, _):
            navigation = .back
            return true
        case .touch(let touch):
            let wasTracking = backButton.trackedTouch == touch.id
            guard let control = backButton.handle(touch) else { return wasTracking }
            switch control {
            case .upInside:
                navigation = .back
                releaseTime = touch.time
            case .dragExit, .cancel:
                releaseTime = touch.time
            case .touchDown, .dragEnter:
                releaseTime = nil
            case .upOutside:
                break
            }
            return true
        default:
            return false
        }
    }

    package mutating func advance(to time: Double) {
        if time.isFinite, time > self.time { self.time = time }
    }

    package mutating func takeNavigation() -> Navigation? {
        defer { navigation = nil }
        return navigation
    }

    /// True while the back button is pressed or fading.
    package var needsFrames: Bool {
        backButton.isTracking || (releaseTime.map { time - $0 < Self.fadeDuration } ?? false)
    }

    /// 0 (normal) … 1 (pressed): UIKit dims a pressed bar button and fades it back.
    private var pressAmount: Double {
        if backButton.isHighlighted { return 1 }
        guard let releaseTime else { return 0 }
        return max(0, 1 - (time - releaseTime) / Self.fadeDuration)
    }

    /// Draws the bar (over `background`, which the scene already filled) and the hint.
    /// `hintBacking` puts a rounded plate behind the hint, for hints over imagery whose colour
    /// changes under them (a lamp-lit wallpaper).
    package func draw(
        in canvas: Canvas, barBackground: Color? = nil, hintColor: Color? = nil, hintBacking: Color? = nil
    ) {
        let barRect = Rect(x: 0, y: 0, width: size.width, height: barBottom)
        if let barBackground {
            canvas.fill(Path(rect: barRect), color: barBackground)
            canvas.fill(
                Path(rect: Rect(x: 0, y: barBottom - 0.5, width: size.width, height: 0.5)),
                color: theme.separator)
        }
        let alpha = 1 - 0.7 * pressAmount
        let tint = theme.tint.opacity(alpha)
        let midY = safeArea.top + Theme.navigationBarHeight / 2
        var chevron = Path()
        // Distances from the leading edge: the left one, or the right one mirrored.
        let x0 = (rightToLeft ? safeArea.right : safeArea.left) + 8
        let leading = { (x: Double) in self.rightToLeft ? self.size.width - x : x }
        chevron.move(to: Point(x: leading(x0 + 11), y: midY - 10.5))
        chevron.line(to: Point(x: leading(x0 + 1.5), y: midY))
        chevron.line(to: Point(x: leading(x0 + 11), y: midY + 10.5))
        canvas.stroke(chevron, color: tint, lineWidth: 3, cap: .round, join: .round)
        var titleBox = titleRect
        let titleWidth = canvas.measureText(title, style: Theme.text(.headline, theme.label)).width
        if titleWidth <= titleBox.width {
            let label = Theme.text(.body, tint)
            let labelSize = canvas.measureText(backLabel, style: label)
            let labelX = rightToLeft ? leading(x0 + 20) - labelSize.width : x0 + 20
            canvas.drawText(backLabel, at: Point(x: labelX, y: midY - labelSize.height / 2), style: label)
        } else {
            let inset = max(safeArea.left, safeArea.right) + Self.compactBackWidth
            titleBox = Rect(x: inset, y: titleBox.minY, width: max(0, size.width - 2 * inset), height: titleBox.height)
        }
        let titleStyle = Theme.text(.headline, theme.label, maxWidth: titleBox.width, alignment: .center)
        let titleSize = canvas.measureText(title, style: titleStyle)
        canvas.drawText(title, at: Point(x: titleBox.minX, y: midY - titleSize.height / 2), style: titleStyle)
        if scrolledHintTop == nil { drawHint(in: canvas, hintColor: hintColor, hintBacking: hintBacking) }
    }

    /// Draws the hint in `hintRect`.
    package func drawHint(in canvas: Canvas, hintColor: Color? = nil, hintBacking: Color? = nil) {
        let hintBox = hintRect
        let hintStyle = Theme.text(
            .footnote, hintColor ?? theme.secondaryLabel, maxWidth: hintBox.width,
            maxLines: 2, alignment: .center, category: textSize)
        let hintSize = canvas.measureText(hint, style: hintStyle)
        if let hintBacking, !hint.isEmpty {
            let plate = Rect(
                x: hintBox.minX - 8, y: hintBox.midY - hintSize.height / 2 - 4,
                width: hintBox.width + 16, height: hintSize.height + 8)
            canvas.fill(Path(roundedRect: plate, radius: Theme.controlRadius), color: hintBacking)
        }
        canvas.drawText(hint, at: Point(x: hintBox.minX, y: hintBox.midY - hintSize.height / 2), style: hintStyle)
    }
}

extension SceneChrome {
    /// Feeds `hasher` everything `draw(in:)` draws from, for a scene's `FrameDamage.backdrop`:
    /// the bar, title and hint are backdrop, and change only with these.
    package func combineBackdrop(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(hint)
        hasher.combine(textSize)
        hasher.combine(theme)
        hasher.combine(size)
        hasher.combine(safeArea)
        hasher.combine(pressAmount)
        hasher.combine(scrolledHintTop)
    }
}
