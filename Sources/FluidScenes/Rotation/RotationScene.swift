import FluidCanvas
import FluidCore
import FluidGestures
import FluidJSON
import FluidLocalization
import FluidMotion
import FluidSceneKit
import RealModule

/// A photo-like card: drag around its centre to turn it; let go and it settles upright or on a
/// side, carried by the spin you gave it.
public struct RotationScene: ChromedScene {
    public let name = "rotation"
    public package(set) var model = RotationModel()
    package var chrome: SceneChrome
    private let theme: Theme
    /// The text size (`SceneOptions.textSize`).
    let textSize: ContentSizeCategory

    /// The card's side where there is room (pt); smaller containers get a smaller card.
    public static let cardSize = 240.0
    /// Room for the angle readout beside (landscape) or below (portrait) the ring at the default
    /// text size (pt); it grows with the readout's text (`readoutRoom`).
    static let readoutRoom = 56.0
    /// The ring around the card: its radius past the card's half diagonal (pt).
    static let ringGap = 18.0

    /// The card's side in the current layout (pt).
    private(set) var cardSide = Self.cardSize
    /// Where the angle readout is centred (pt).
    private var readoutCenter = Point.zero
    /// Corner radius of the card (pt).
    static let cardRadius = 28.0
    /// The seed's pink-to-purple gradient.
    static let cardTop = Color(hex: 0xFF28A5)
    static let cardBottom = Color(hex: 0x7934CF)

    public init(options: SceneOptions = SceneOptions()) {
        model.reducesMotion = options.reduceMotion
        theme = options.theme
        textSize = options.textSize
        chrome = SceneChrome(
            title: options.catalog.localized("Rotation"),
            hint: options.catalog.localized("Drag around the card to turn it. It snaps to the nearest quarter turn."),
            strings: options.catalog, theme: theme, textSize: options.textSize)
    }

    public mutating func layout(size: Size, safeArea: EdgeInsets) {
        chrome.layout(size: size, safeArea: safeArea)
        let content = chrome.contentRect
        let landscape = content.width > content.height
        let room = readoutRoom
        // The ring, and the readout beside or below it, fit the content with a margin.
        let across =
            landscape
            ? min(content.height, content.width - 2 * room)
            : min(content.width, content.height - 2 * room)
        let outer = across / 2 - Theme.margin / 2
        cardSide = min(Self.cardSize, max(40, (outer - Self.ringGap) / (0.5 * 2.0.squareRoot())))
        let center = content.center
        let ring = ringRadius(for: cardSide)
        // Beside the ring the readout trails it: at its left, right to left.
        let mirror = Mirroring(rightToLeft: chrome.rightToLeft, width: 2 * center.x)
        readoutCenter =
            landscape
            ? mirror.point(Point(x: center.x + ring + room / 2 + 8, y: center.y))
            : Point(x: center.x, y: center.y + ring + textSize.scaled(36, relativeTo: .title3))
        model.layout(center: center)
    }

    /// Room for the angle readout beside or below the ring (pt): `Self.readoutRoom`, grown with
    /// the readout's text.
    var readoutRoom: Double { textSize.scaled(Self.readoutRoom, relativeTo: .title3) }

    /// The ring's radius around a card of side `side` (pt).
    func ringRadius(for side: Double) -> Double { side * 0.5 * 2.0.squareRoot() + Self.ringGap }

    public var traceFrame: [(String, JSONValue)] {
        [
            (
                "rotation",
                .object([
                    ("angle", .number(model.angle)),
                    ("degrees", .number(model.angle * 180 / .pi)),
                    ("velocity", .number(model.angularVelocity)),
                    ("target", .number(model.target)),
                    ("targetDegrees", .number((model.target * 180 / .pi).rounded())),
                    ("projected", .number(model.projection)),
                    ("phase", .string(model.phase.rawValue))
                ])
            )
        ]
    }

    /// The first fill covers the whole canvas with an opaque colour.
    public var paintsEveryPixel: Bool { true }

    public func draw(in canvas: Canvas) {
        // The background, ring and quarter dots: one opaque picture, copied while the card turns
        // over it (stroking the ring cost a quarter of a turning frame). The lit dot is drawn
        // over it, so heading for another quarter repaints two dots, not the whole canvas.
        canvas.drawCached(
            PictureKey("rotation.background", variant: backgroundVariant),
            bounds: Rect(origin: .zero, size: canvas.size), opaque: true
        ) { canvas in
            drawBackground(in: canvas)
        }
        if let lit = litDot { drawDot(lit, lit: true, in: canvas) }
        let c = model.center
        canvas.withState {
            canvas.translate(x: c.x, y: c.y)
            canvas.rotate(by: model.angle)
            canvas.scale(x: cardSide / Self.cardSize, y: cardSide / Self.cardSize)
            // The card never changes, only turns: drawn once with its shadow, then its picture
            // is painted rotated (a rotated blur and gradient each fall off the rasteriser's
            // fast paths, and glyphs at each new angle would be rasterised anew).
            let rect = Self.cardRect
            let shadow = Theme.cardShadow
            let drawCard = { (canvas: Canvas) in
                let card = Path(roundedRect: rect, radius: Self.cardRadius)
                canvas.shadow(card, shadow: shadow)
                Drawing.fillGradient(canvas, card, rect: rect, top: Self.cardTop, bottom: Self.cardBottom)
                canvas.drawIcon(
                    Icon("arrow-up"), center: Point(x: 0, y: -18), size: 96, color: Color(white: 1, alpha: 0.9))
                Drawing.centeredText(
                    canvas, chrome.strings.localized("UP"), at: Point(x: 0, y: 62),
                    style: TextStyle(size: 22, weight: .bold, color: Color(white: 1, alpha: 0.9)))
            }
            let bounds = Self.cardPictureBounds
            // The picture a turn paints is drawn while the card rests, not by the turn's first frame.
            canvas.prepareCached("rotation.card", bounds: bounds, opaque: false, turned: true, drawCard)
            canvas.drawCached("rotation.card", bounds: bounds, drawCard)
        }
        Drawing.centeredText(
            canvas, "\(degrees)°", at: readoutCenter,
            style: Theme.text(.title3, theme.secondaryLabel, weight: .semibold, category: textSize))
        chrome.draw(in: canvas)
    }
}

extension RotationScene {
    /// The card at its full size, centred on the origin (pt).
    static var cardRect: Rect { Rect(x: -cardSize / 2, y: -cardSize / 2, width: cardSize, height: cardSize) }

    /// What the card's picture holds: the card and its shadow's reach (pt, before the card is
    /// scaled to `cardSide`).
    static var cardPictureBounds: Rect { cardRect.holding(Theme.cardShadow) }

    /// The readout's whole degrees.
    var degrees: Int { Int(saturating: (model.angle * 180 / .pi).rounded()) }

    /// The quarter dot (0…3 clockwise from the top) where the card rests or heads, if any.
    var litDot: Int? {
        (0..<4).first { k in abs(RotationModel.wrapped(model.target - Double(k) * .pi / 2)) < 0.01 }
    }

    /// Room the readout can take around its centre (pt): "-1080°" in title3 semibold is about
    /// 75 × 25 pt; the box is kept generous, since text outside it would be left behind. At the
    /// default text size; it grows with the readout's text.
    static let readoutBox = Size(width: 200, height: 60)

    /// The turned card (with its shadow) and the readout change; the background picture and
    /// the chrome are the backdrop.
    public var damage: FrameDamage? {
        var hasher = Hasher()
        hasher.combine(backgroundVariant)
        chrome.combineBackdrop(into: &hasher)
        let k = cardSide / Self.cardSize
        let (sin, cos) = (Double.sin(model.angle), Double.cos(model.angle))
        // A point of slack, so rounding in the canvas's own rotation cannot put a pixel of the
        // card outside.
        let b = Self.cardPictureBounds.insetBy(dx: -1, dy: -1)
        let corners = [
            Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
            Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY)
        ].map { p in
            Point(x: model.center.x + k * (cos * p.x - sin * p.y), y: model.center.y + k * (sin * p.x + cos * p.y))
        }
        let box = Size(
            width: textSize.scaled(Self.readoutBox.width, relativeTo: .title3),
            height: textSize.scaled(Self.readoutBox.height, relativeTo: .title3))
        let readout = Rect(
            x: readoutCenter.x - box.width / 2, y: readoutCenter.y - box.height / 2,
            width: box.width, height: box.height)
        let backdrop = hasher.finalize()
        let dot = litDot.map { [dotRect($0)] } ?? []
        return FrameDamage(
            rects: FrameDamage.cover(ofConvex: corners) + [readout] + dot, backdrop: backdrop,
            content: content(backdrop: backdrop))
    }

    /// Names what `draw` paints inside the damage besides the backdrop: the lit dot, the card
    /// where it is and how it is turned, and the readout's text where it stands. A finger holding
    /// the card still changes none of them, so such frames repaint nothing.
    private func content(backdrop: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(backdrop)
        hasher.combine(litDot)
        hasher.combine(model.angle)
        hasher.combine(model.center.x)
        hasher.combine(model.center.y)
        hasher.combine(cardSide)
        hasher.combine(degrees)
        hasher.combine(readoutCenter.x)
        hasher.combine(readoutCenter.y)
        hasher.combine(textSize)
        hasher.combine(chrome.strings.localized("UP"))
        return hasher.finalize()
    }

    /// Radii of a quarter dot, unlit and lit (pt).
    static let dotRadius = (unlit: 4.0, lit: 6.0)

    /// The canvas filled, the ring, and its four quarter dots unlit.
    func drawBackground(in canvas: Canvas) {
        canvas.fill(Path(rect: Rect(origin: .zero, size: canvas.size)), color: theme.systemGroupedBackground)
        let ring = ringRadius(for: cardSide)
        canvas.stroke(Path(circleAround: model.center, radius: ring), color: theme.separator, lineWidth: 1.5)
        for k in 0..<4 { drawDot(k, lit: false, in: canvas) }
    }

    /// Quarter dot `k` (0…3 clockwise from the top) on the ring; lit, it marks where the card
    /// rests or heads, and covers the unlit dot under it.
    func drawDot(_ k: Int, lit: Bool, in canvas: Canvas) {
        let ring = ringRadius(for: cardSide)
        canvas.withState {
            canvas.translate(x: model.center.x, y: model.center.y)
            canvas.rotate(by: Double(k) * .pi / 2)
            canvas.fill(
                Path(circleAround: Point(x: 0, y: -ring), radius: lit ? Self.dotRadius.lit : Self.dotRadius.unlit),
                color: lit ? theme.tint : theme.tertiaryLabel)
        }
    }

    /// Where the lit dot `k` draws (pt), with a point of slack for its antialiased edge.
    func dotRect(_ k: Int) -> Rect {
        let ring = ringRadius(for: cardSide)
        let a = Double(k) * .pi / 2
        let center = Point(x: model.center.x + ring * Double.sin(a), y: model.center.y - ring * Double.cos(a))
        let r = Self.dotRadius.lit + 1
        return Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)
    }

    /// What the background picture shows besides the canvas size: the theme and the layout (a
    /// safe area can move the ring within one size). A hash, kept only for the life of the
    /// process, as the pictures are.
    var backgroundVariant: Int {
        var hasher = Hasher()
        hasher.combine(theme)
        hasher.combine(model.center.x)
        hasher.combine(model.center.y)
        hasher.combine(cardSide)
        return hasher.finalize()
    }
}

extension RotationModel: TouchModel {}
