import FluidCanvas
import FluidCore
import FluidGestures
import FluidJSON
import FluidLocalization
import FluidMotion
import FluidSceneKit

/// Swipe the card up and hold still: "PAUSED" appears with a haptic pulse as soon as the finger's
/// deceleration says it stopped. A strip chart shows the finger's speed over the last 1.5 s with the
/// 100 pt/s limit and the moment the pause was detected.
public struct PauseScene: ChromedScene {
    public let name = "pause"
    public package(set) var model = PauseModel()
    package var chrome: SceneChrome
    private let theme: Theme
    private var chart = Rect.zero
    /// The text size (`SceneOptions.textSize`).
    let textSize: ContentSizeCategory

    public static let cardSize = 160.0
    /// The seed places the card 180 pt below the centre.
    public static let restOffset = 180.0
    static let cardTop = Color(hex: 0x64FF8F)
    static let cardBottom = Color(hex: 0x51FFEA)
    /// Seconds of history in the chart.
    static let chartDuration = 1.5
    /// Top of the chart's speed scale (pt/s).
    static let chartMaxSpeed = 2000.0

    public init(options: SceneOptions = SceneOptions()) {
        model.reducesMotion = options.reduceMotion
        theme = options.theme
        textSize = options.textSize
        chrome = SceneChrome(
            title: options.catalog.localized("Pausing"),
            hint: options.catalog.localized(
                "Swipe the card up and pause: the stop is seen from how fast you slow down."),
            strings: options.catalog, theme: theme, textSize: options.textSize)
    }

    public mutating func layout(size: Size, safeArea: EdgeInsets) {
        chrome.layout(size: size, safeArea: safeArea)
        let content = chrome.contentRect
        // Under the "PAUSED" pill, which grows with its text.
        let chartTop = content.minY + textSize.scaled(64, relativeTo: .callout)
        if content.width > content.height {
            // Landscape: the chart on the left, the card resting low on the right with room
            // above it to be swiped up; right to left the two sides swap (the chart leads), the
            // chart itself drawn as in portrait.
            let mirror = Mirroring(rightToLeft: chrome.rightToLeft, width: size.width)
            let s = min(Self.cardSize, content.height * 0.4)
            let centerX = content.midX + content.width / 4
            let centerY = content.maxY - s / 2 - 12
            model.layout(home: mirror.rect(Rect(x: centerX - s / 2, y: centerY - s / 2, width: s, height: s)))
            chart = mirror.rect(
                Rect(
                    x: content.minX + Theme.margin + Self.chartPadding, y: chartTop,
                    width: max(0, content.width / 2 - 2 * Theme.margin - 2 * Self.chartPadding),
                    height: max(0, min(chartHeight, content.maxY - 24 - chartTop))))
        } else {
            chart = Rect(
                x: content.minX + Theme.margin + Self.chartPadding, y: chartTop,
                width: max(0, content.width - 2 * Theme.margin - 2 * Self.chartPadding), height: chartHeight)
            // Below the chart's card: a smaller card where the larger text sizes leave less room.
            let room = content.maxY - 12 - (chartCard.maxY + 12)
            let s = min(Self.cardSize, max(40, room))
            let centerY = min(size.height / 2 + Self.restOffset, content.maxY - s / 2 - 12)
            model.layout(home: Rect(x: size.width / 2 - s / 2, y: centerY - s / 2, width: s, height: s))
        }
    }

    public var traceFrame: [(String, JSONValue)] {
        let events = model.log.published
        return [
            (
                "pause",
                .object([
                    ("offset", .number(model.offset)),
                    ("fingerOffset", .number(model.fingerOffset)),
                    ("velocity", .number(model.velocity)),
                    ("paused", .bool(model.isPaused)),
                    ("pauseTime", .number(model.detector.pauseTime)),
                    ("indicator", .number(model.indicator)),
                    ("phase", .string(model.phase.rawValue)),
                    (
                        "haptics",
                        .array(events.filter { $0.hasPrefix("haptic:") }.map { .string(String($0.dropFirst(7))) })
                    )
                ])
            )
        ]
    }

    /// The first fill covers the whole canvas with an opaque colour.
    public var paintsEveryPixel: Bool { true }

    public func draw(in canvas: Canvas) {
        canvas.fill(Path(rect: Rect(origin: .zero, size: canvas.size)), color: theme.systemGroupedBackground)
        drawIndicator(canvas)
        drawChart(canvas)
        let frame = model.frame
        for t in model.hapticTimes {
            Drawing.hapticPulse(
                canvas, center: frame.center, radius: frame.width / 2 + 6, age: model.time - t,
                color: Theme.systemGreen, strength: 0.8)
        }
        // The card never changes while it is swiped, only moves: one picture (with its shadow)
        // drawn about its centre and moved there, which the page shows as a layer of its own.
        canvas.withState {
            canvas.translate(x: frame.midX, y: frame.midY)
            canvas.drawCached(PictureKey("pause.card", size: model.home.size), bounds: cardPictureBounds) { canvas in
                drawCard(in: canvas)
            }
        }
        chrome.draw(in: canvas)
    }

    /// The card centred on the origin (pt): its side is the layout's.
    var cardRect: Rect { Rect(centeredOnOriginWith: model.home.size) }

    /// What the card's picture holds, about the card's centre: the card and its shadow (pt). Its
    /// key is the card's size: its colours, shadow and arrow are the same in every theme, text
    /// size and language.
    var cardPictureBounds: Rect { cardRect.holding(Theme.cardShadow) }

    /// The card with its shadow and arrow, its centre at the origin.
    private func drawCard(in canvas: Canvas) {
        let frame = cardRect
        let card = Path(roundedRect: frame, radius: 28)
        canvas.shadow(card, shadow: Theme.cardShadow)
        Drawing.fillGradient(canvas, card, rect: frame, top: Self.cardTop, bottom: Self.cardBottom)
        canvas.drawIcon(Icon("arrow-up"), center: frame.center, size: 44, color: Color(white: 0, alpha: 0.25))
    }

    private func drawIndicator(_ canvas: Canvas) {
        let alpha = model.indicator
        guard alpha > 0 else { return }
        // 112 × 34 pt at the default text size, its 16 pt bold label the callout's size.
        let center = Point(x: canvas.size.width / 2, y: chrome.contentTop + textSize.scaled(28, relativeTo: .callout))
        let style = Theme.text(.callout, theme.systemBackground, weight: .bold, category: textSize)
        let label = chrome.strings.localized("PAUSED")
        let height = textSize.scaled(34, relativeTo: .callout)
        let widest = max(0, chrome.contentRect.width - 2 * Theme.margin)
        let width = min(
            widest,
            max(
                textSize.scaled(112, relativeTo: .callout),
                canvas.measureText(label, style: style).width + height))
        let pill = Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
        canvas.withOpacity(alpha, bounds: pill) {
            canvas.fill(Path(roundedRect: pill, radius: height / 2), color: theme.label)
            Drawing.centeredText(canvas, label, at: center, width: width - height / 2, style: style)
        }
    }

    /// The chart's card: the chart with `chartPadding` around it, at the content's margins as
    /// every other card (the spring designer's, the calculator's) is (pt).
    var chartCard: Rect { chart.insetBy(dx: -Self.chartPadding, dy: -Self.chartPadding) }
    /// The chart's height (pt): 96 at the default text size, and two caption lines' growth more,
    /// so its label at the top and the limit's label near the bottom stay apart.
    var chartHeight: Double { 96 + 2 * (textSize.scaled(13, relativeTo: .caption2) - 13) }
    /// Room between the chart's card and the chart (pt).
    static let chartPadding = 10.0

    private func drawChart(_ canvas: Canvas) {
        // A chart squeezed shorter than its labels need (a landscape phone at the larger text
        // sizes) is left out, as auxiliary content is where there is no room.
        guard chart.height >= chartHeight else { return }
        let card = chartCard
        canvas.fill(Path(roundedRect: card, radius: Theme.cardRadius), color: theme.secondarySystemGroupedBackground)
        let now = model.time
        func px(_ t: Double) -> Double { chart.maxX - (now - t) / Self.chartDuration * chart.width }
        func py(_ v: Double) -> Double { chart.maxY - min(v, Self.chartMaxSpeed) / Self.chartMaxSpeed * chart.height }
        var limit = Path()
        limit.move(to: Point(x: chart.minX, y: py(100)))
        limit.line(to: Point(x: chart.maxX, y: py(100)))
        canvas.stroke(limit, color: Theme.systemOrange.opacity(0.7), lineWidth: 1, cap: .butt, join: .miter)
        Drawing.text(
            canvas, chrome.strings.localized("finger speed"), at: Point(x: chart.minX, y: chart.minY - 4),
            width: chart.width, style: Theme.text(.caption2, theme.secondaryLabel, category: textSize))
        Drawing.trailingText(
            canvas, "100 pt/s", right: chart.maxX, centerY: py(100) - textSize.scaled(8, relativeTo: .caption2),
            style: Theme.text(
                .caption2, theme.label == .white ? Theme.systemOrange : Theme.orangeText,
                category: textSize))
        var line = Path()
        var started = false
        for sample in model.history where now - sample.time <= Self.chartDuration {
            let p = Point(x: px(sample.time), y: py(sample.speed))
            if started { line.line(to: p) } else { line.move(to: p); started = true }
        }
        if started { canvas.stroke(line, color: theme.tint, lineWidth: 2) }
        if let t = model.detector.pauseTime, now - t <= Self.chartDuration {
            var mark = Path()
            mark.move(to: Point(x: px(t), y: chart.minY))
            mark.line(to: Point(x: px(t), y: chart.maxY))
            canvas.stroke(mark, color: Theme.systemGreen, lineWidth: 2)
        }
    }
}

extension PauseModel: TouchModel {}
