import FluidCanvas
import FluidCore
import FluidMotion
import FluidSceneKit

extension ProbeScene {
    /// Background: iOS system grouped background, light #F2F2F7 / dark #000000.
    static func background(dark: Bool) -> Color { dark ? .black : Color(hex: 0xF2F2F7) }
    /// Ball: iOS system blue #007AFF.
    static let ballColor = Color(hex: 0x007AFF)

    /// The first fill covers the whole canvas with an opaque colour.
    public var paintsEveryPixel: Bool { true }

    public func draw(in canvas: Canvas) {
        canvas.fill(
            Path(rect: Rect(origin: .zero, size: canvas.size)),
            color: ProbeScene.background(dark: isDark))
        let label = isDark ? Color.white : Color(hex: 0x1C1C1E)
        let title = TextStyle(
            size: 17, weight: .semibold, color: label, maxWidth: canvas.size.width - 32,
            alignment: .center)
        canvas.drawText("Drag the ball", at: Point(x: 16, y: 60), style: title)
        let detail = TextStyle(
            size: 13, color: label.opacity(0.6), maxWidth: canvas.size.width - 32,
            maxLines: 2, alignment: .center)
        canvas.drawText(caption.isEmpty ? phase.rawValue : caption, at: Point(x: 16, y: 86), style: detail)
        canvas.drawIcon(
            Icon("gesture-tap"), center: Point(x: home.x, y: home.y + 90), size: 28,
            color: label.opacity(0.3))
        let ball = Path(circleAround: position, radius: ProbeScene.radius)
        canvas.shadow(
            ball,
            shadow: Shadow(
                color: Color(white: 0, alpha: 0.25),
                offset: Point(x: 0, y: 6), blur: 16))
        canvas.fill(ball, color: ProbeScene.ballColor)
    }
}
