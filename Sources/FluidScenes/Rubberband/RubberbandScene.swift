import FluidCanvas
import FluidCore
import FluidGestures
import FluidJSON
import FluidLocalization
import FluidMotion
import FluidSceneKit

/// Drag the card anywhere: it follows less and less the farther it goes, and springs home on
/// release. The segmented control switches between the seed's power law and UIKit's formula.
public struct RubberbandScene: ChromedScene {
    public let name = "rubberband"
    public package(set) var model = RubberbandModel()
    package var chrome: SceneChrome
    var toggle = SegmentedControl(titles: ["Power |x|^0.7", "UIKit 0.55"])
    private let theme: Theme
    /// The text size (`SceneOptions.textSize`).
    let textSize: ContentSizeCategory

    public static let cardSize = 160.0
    /// The least card beside a readout (pt); without the readout it may be half that.
    static let leastCard = 40.0
    /// False where the content is too short for the readout above the control.
    private(set) var showsReadout = true
    static let cardTop = Color(hex: 0xFF8A65)
    static let cardBottom = Color(hex: 0xF4511E)

    public init(options: SceneOptions = SceneOptions()) {
        model.reducesMotion = options.reduceMotion
        theme = options.theme
        textSize = options.textSize
        chrome = SceneChrome(
            title: options.catalog.localized("Rubber Banding"),
            hint: options.catalog.localized("Drag the card past its place: it resists, then springs back."),
            strings: options.catalog, theme: theme, textSize: options.textSize)
        toggle.rightToLeft = chrome.rightToLeft
    }

    public mutating func layout(size: Size, safeArea: EdgeInsets) {
        chrome.layout(size: size, safeArea: safeArea)
        let content = chrome.contentRect
        // The segmented control grows with its titles, 12 pt above the content's bottom.
        let height = textSize.scaled(32, relativeTo: .footnote)
        let width = min(textSize.scaled(300, relativeTo: .footnote), content.width - 2 * Theme.margin)
        toggle.layout(
            frame: Rect(x: content.midX - width / 2, y: content.maxY - 12 - height, width: width, height: height))
        // The card rests above the centre, smaller where the content is short (a landscape phone,
        // the larger text sizes), its bottom above the readout: one line of subheadline (1.2 em)
        // centred over the control, two at the accessibility sizes, growing up.
        let line = 1.2 * Theme.TextRole.subheadline.size(at: textSize)
        let readoutTop =
            toggle.frame.minY - textSize.scaled(28, relativeTo: .subheadline) - line / 2
            - (textSize.isAccessibilityCategory ? line : 0)
        // Where that leaves no room for a card of the least size (a landscape phone at the
        // accessibility sizes), the readout gives way: the card's semantics say the same.
        showsReadout = readoutTop - 2 - content.minY - Theme.margin / 4 >= Self.leastCard
        let bottom = showsReadout ? readoutTop - 2 : toggle.frame.minY - 4
        let s = min(Self.cardSize, max(Self.leastCard / 2, bottom - content.minY - Theme.margin / 4))
        let centerY = min(content.midY - 20, bottom - s / 2)
        model.layout(
            home: Rect(x: content.midX - s / 2, y: centerY - s / 2, width: s, height: s),
            container: size)
    }

    public mutating func handle(_ event: InputEvent) {
        if chrome.handle(event) { return }
        switch event {
        case .touch(let touch):
            var changed = false
            if !model.isDragging || toggle.isTracking, toggle.handle(touch, changed: &changed) {
                if changed { model.setLaw(toggle.selectedIndex == 0 ? .power : .uikit) }
                return
            }
            model.handle(touch)
        case .key(.space, _):
            toggle.select(1 - toggle.selectedIndex)
            model.setLaw(toggle.selectedIndex == 0 ? .power : .uikit)
        default: break
        }
    }

    public var needsFrames: Bool { model.needsFrames || chrome.needsFrames || toggle.isTracking }

    public var traceFrame: [(String, JSONValue)] {
        [
            (
                "rubberband",
                .object([
                    ("law", .string(model.law.rawValue)),
                    ("x", .number(model.offset.x)), ("y", .number(model.offset.y)),
                    ("freeX", .number(model.freeOffset.x)), ("freeY", .number(model.freeOffset.y)),
                    ("velocityX", .number(model.velocity.x)), ("velocityY", .number(model.velocity.y)),
                    ("phase", .string(model.phase.rawValue))
                ])
            )
        ]
    }

    /// The first fill covers the whole canvas with an opaque colour.
    public var paintsEveryPixel: Bool { true }

    public func draw(in canvas: Canvas) {
        canvas.fill(Path(rect: Rect(origin: .zero, size: canvas.size)), color: theme.systemGroupedBackground)
        let home = model.home
        canvas.stroke(Path(roundedRect: home, radius: 24), color: theme.separator, lineWidth: 2)
        // A thread from home to the card shows how far the finger is ahead of it.
        if model.offset.length > 1 {
            var thread = Path()
            thread.move(to: home.center)
            thread.line(to: model.frame.center)
            canvas.stroke(thread, color: theme.tertiaryLabel, lineWidth: 2)
            canvas.fill(Path(circleAround: home.center, radius: 4), color: theme.tertiaryLabel)
        }
        // The card never changes while it is dragged, only moves: one picture (with its shadow)
        // drawn about its centre and moved there, which the page shows as a layer of its own.
        let frame = model.frame
        canvas.withState {
            canvas.translate(x: frame.midX, y: frame.midY)
            canvas.drawCached(PictureKey("rubberband.card", size: model.home.size), bounds: cardPictureBounds) {
                canvas in drawCard(in: canvas)
            }
        }
        let finger = Int(saturating: model.freeOffset.length.rounded())
        let shown = Int(saturating: model.offset.length.rounded())
        if showsReadout {
            Drawing.centeredText(
                canvas,
                chrome.strings.localized("finger %@ pt  →  card %@ pt", arguments: [String(finger), String(shown)]),
                at: Point(x: home.midX, y: toggle.frame.minY - textSize.scaled(28, relativeTo: .subheadline)),
                width: chrome.contentRect.width - 2 * Theme.margin, maxLines: 2, growsUp: true,
                style: Theme.text(.subheadline, theme.secondaryLabel, category: textSize))
        }
        toggle.draw(in: canvas, theme: theme, textSize: textSize)
        chrome.draw(in: canvas)
    }
}

extension RubberbandScene {
    /// The card centred on the origin (pt): its side is the layout's.
    var cardRect: Rect { Rect(centeredOnOriginWith: model.home.size) }

    /// What the card's picture holds, about the card's centre: the card and its shadow (pt). Its
    /// key is the card's size: its colours and shadow are the same in every theme, text size
    /// and language.
    var cardPictureBounds: Rect { cardRect.holding(Theme.cardShadow) }

    /// The card with its shadow, its centre at the origin.
    func drawCard(in canvas: Canvas) {
        let frame = cardRect
        let card = Path(roundedRect: frame, radius: 24)
        canvas.shadow(card, shadow: Theme.cardShadow)
        Drawing.fillGradient(canvas, card, rect: frame, top: Self.cardTop, bottom: Self.cardBottom)
    }
}

extension RubberbandModel: TouchModel {}
