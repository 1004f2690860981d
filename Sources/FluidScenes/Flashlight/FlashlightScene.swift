import FluidCanvas
import FluidCore
import FluidGestures
import FluidJSON
import FluidLocalization
import FluidMotion
import FluidSceneKit

/// The lock screen with its force-press flashlight button (bottom left) and camera button.
///
/// With a mouse (no pressure reported) holding the button ramps a simulated force 0 → 1 over
/// 0.6 s: hold at least 0.3 s (the button grows, a light haptic pulse marks activation), then let
/// go to switch the flashlight (a medium pulse); the screen lights up while it is on.
public struct FlashlightScene: ChromedScene {
    public let name = "flashlight"
    public package(set) var model = FlashlightModel()
    package var chrome: SceneChrome
    private var size = Size.zero
    private var safeArea = EdgeInsets.zero
    /// The text size (`SceneOptions.textSize`): the date grows with it; the clock, as on the iOS
    /// lock screen, does not.
    let textSize: ContentSizeCategory

    static let wallpaperTop = Color(hex: 0x23315A)
    static let wallpaperBottom = Color(hex: 0x0B0E1C)
    static let offColor = Color(white: 0.2)
    static let onColor = Color(white: 0.95)
    static let lamp = Color(hex: 0xFFF6DF)

    /// The back button's blue over the lit room: the light theme's tint is 4.1:1 on the lamp's
    /// wash at the top; this darker blue is 5.7:1.
    static let litTint = Color(hex: 0x004FA8)
    /// Behind the hint: white text on it is at least 4.7:1 whatever the room's light.
    static let hintPlate = Color(white: 0, alpha: 0.55)

    public init(options: SceneOptions = SceneOptions()) {
        model.reducesMotion = options.reduceMotion
        textSize = options.textSize
        chrome = SceneChrome(
            title: options.catalog.localized("Flashlight"),
            hint: options.catalog.localized(
                "Press the flashlight firmly. Mouse: holding ramps force 0 → 1 over 0.6 s; hold 0.3 s, release to switch."
            ),
            strings: options.catalog, theme: .dark, textSize: options.textSize)
    }

    public mutating func layout(size: Size, safeArea: EdgeInsets) {
        self.size = size
        self.safeArea = safeArea
        chrome.layout(size: size, safeArea: safeArea)
        model.layout(
            center: Point(
                x: safeArea.left + 46 + FlashlightModel.minWidth / 2,
                y: chrome.contentBottom - 44))
    }

    public var traceFrame: [(String, JSONValue)] {
        let events = model.log.published
        return [
            (
                "flashlight",
                .object([
                    ("isOn", .bool(model.isOn)),
                    ("force", .number(model.press.force)),
                    ("scale", .number(model.scale)),
                    ("width", .number(FlashlightModel.minWidth * model.scale)),
                    ("stage", .string(model.press.stage.rawValue)),
                    ("phase", .string(model.phase.rawValue)),
                    ("cancelled", .bool(model.press.isCancelled)),
                    ("simulatedForce", .bool(model.isSimulatingForce)),
                    ("light", .number(model.light)),
                    ("events", .array(events.filter { !$0.hasPrefix("haptic:") }.map { .string($0) })),
                    (
                        "haptics",
                        .array(events.filter { $0.hasPrefix("haptic:") }.map { .string(String($0.dropFirst(7))) })
                    )
                ])
            )
        ]
    }

    /// The backdrop's opaque gradient covers the whole canvas first.
    public var paintsEveryPixel: Bool { true }

    public func draw(in canvas: Canvas) {
        let screen = Rect(origin: .zero, size: canvas.size)
        // The room in one pass: the dark room, with the lamp's wash over it at `light`.
        drawRoom(canvas, screen: screen, light: model.light)
        drawClock(canvas)
        drawButton(
            canvas, center: model.center, scale: model.scale, icon: "flashlight",
            on: model.isOn, force: model.press.isPressing ? model.press.force : 0)
        let camera = Point(x: size.width - model.center.x, y: model.center.y)
        drawButton(canvas, center: camera, scale: 1, icon: "camera", on: false, force: 0)
        for pulse in model.pulses {
            Drawing.hapticPulse(
                canvas, center: model.center, radius: FlashlightModel.minWidth / 2 * model.scale,
                age: model.time - pulse.time, color: model.isOn ? Theme.systemOrange : .white,
                strength: pulse.haptic == .light ? 0.6 : 1)
        }
        // Over the lit room the bar and hint switch to dark ink, as iOS does over a light wallpaper.
        // The hint keeps white ink on a dark plate: the wash below the lamp is mid-grey, where
        // neither ink alone reads (grey on grey was 1.3:1).
        var bar = chrome
        if model.light > 0.5 {
            bar.theme = .light
            bar.theme.tint = Self.litTint
        }
        bar.draw(in: canvas, hintColor: .white, hintBacking: Self.hintPlate)
    }

    /// The wallpaper, and over it the lamp's warm wash at `light` (0…1), brightest at the top
    /// where the LED is. Both are vertical gradients, so every row of the room is one colour:
    /// the room is filled as one opaque vertical gradient whose stops are the composite's
    /// colours (`roomColor`) at the wash's own stops and every 1/32 of the height between
    /// them. Between two stops the composite is quadratic, so interpolating it linearly is off
    /// by under a hundredth of a level; one opaque fill is one pass over the pixels, where the
    /// wallpaper and a blended wash (or a picture of each, mixed at `light`) were two or three.
    func drawRoom(_ canvas: Canvas, screen: Rect, light: Double) {
        let offsets = ((0...32).map { Double($0) / 32 } + Self.washStops.map { $0.offset }).sorted()
        canvas.fill(
            Path(rect: screen),
            gradient: LinearGradient(
                start: Point(x: screen.midX, y: screen.minY), end: Point(x: screen.midX, y: screen.maxY),
                stops: offsets.map { .init(offset: $0, color: Self.roomColor(at: $0, light: light)) }))
    }

    /// The lamp's wash: its opacity at the light's full strength down the screen (offset 0 at
    /// the top, 1 at the bottom), linear between these.
    static let washStops: [(offset: Double, alpha: Double)] = [(0, 0.92), (0.55, 0.55), (1, 0.3)]

    /// The room's colour `t` of the way down (0…1) at `light` (0…1): the wallpaper's gradient
    /// with the lamp's colour over it at the wash's opacity × `light`.
    static func roomColor(at t: Double, light: Double) -> Color {
        let t = min(max(t, 0), 1), light = min(max(light, 0), 1)
        var alpha = washStops[washStops.count - 1].alpha
        for (a, b) in zip(washStops, washStops.dropFirst()) where t <= b.offset {
            alpha = a.alpha + (b.alpha - a.alpha) * (t - a.offset) / (b.offset - a.offset)
            break
        }
        return wallpaperTop.mix(wallpaperBottom, t).mix(lamp, alpha * light)
    }

    /// The lock icon, the clock and the date, from the top of the content down: 172 pt at the
    /// default text size (the date's line centred 160 pt down), taller as the date grows, and
    /// shrunk as a whole where the content is shorter than that (a landscape phone at the larger
    /// text sizes), so the date never runs into the hint.
    private func drawClock(_ canvas: Canvas) {
        let ink = Color.white.mix(Color(white: 0.1), model.light)
        let top = chrome.contentTop
        // The date is 21 pt medium at the default size, a little larger than title 3.
        let date = textSize.scaled(Self.dateSize, relativeTo: .title3)
        // Its line (1.2 em) grows downwards from where it was.
        let dateCenter = Self.dateCenter + (date - Self.dateSize) * 0.6
        let natural = dateCenter + date * 0.6
        let room = chrome.contentBottom - top
        let k = natural > room && room > 0 ? room / natural : 1
        canvas.drawIcon(Icon("lock"), center: Point(x: size.width / 2, y: top + 16 * k), size: 22 * k, color: ink)
        Drawing.centeredText(
            canvas, "9:41", at: Point(x: size.width / 2, y: top + 92 * k),
            style: TextStyle(size: 88 * k, weight: .regular, color: ink))
        Drawing.centeredText(
            canvas, chrome.strings.localized("Monday, June 4"), at: Point(x: size.width / 2, y: top + dateCenter * k),
            width: chrome.contentRect.width - 2 * Theme.margin,
            style: TextStyle(size: date * k, weight: .medium, color: ink))
    }

    /// The date's size at the default text size (pt) and its centre below the content's top (pt).
    static let dateSize = 21.0
    static let dateCenter = 160.0

    private func drawButton(_ canvas: Canvas, center: Point, scale: Double, icon: String, on: Bool, force: Double) {
        let radius = FlashlightModel.minWidth / 2 * scale
        let circle = Path(circleAround: center, radius: radius)
        // Seed: off grey 0.2 darkening towards black with force; on near-white.
        let fill = on ? Self.onColor : Color(white: 0.2 - 0.2 * min(max(force, 0), 1))
        canvas.fill(circle, color: on ? fill : fill.opacity(0.85))
        canvas.drawIcon(Icon(icon), center: center, size: 24 * scale, color: on ? .black : .white)
    }
}

extension FlashlightModel: TouchModel {}
