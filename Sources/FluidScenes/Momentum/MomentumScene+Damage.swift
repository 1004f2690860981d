import FluidCanvas
import FluidCore
import FluidDrawer
import FluidMotion
import FluidSceneKit

extension MomentumScene {
    /// The sheet's shadow: black at 16 %, 16 pt blur, cast 2 pt upward.
    static let sheetShadow = Shadow(color: Color(white: 0, alpha: 0.16), offset: Point(x: 0, y: -2), blur: 16)

    /// How far above the sheet's top its shadow can darken a pixel (pt): the blurred image's
    /// margin (1.5 × blur, three σ) and the offset, and a point of slack.
    static var shadowReach: Double { 1.5 * sheetShadow.blur + abs(sheetShadow.offset.y) + 1 }

    /// The sheet (with its shadow, content and title) from its shadow's reach above its top to
    /// the bottom of the canvas; the background and the chrome above it are the backdrop.
    public var damage: FrameDamage? {
        var hasher = Hasher()
        hasher.combine(theme)
        chrome.combineBackdrop(into: &hasher)
        let size = chrome.size
        let top = min(max(model.drawer.top - Self.shadowReach, 0), size.height)
        return FrameDamage(
            rects: [Rect(x: 0, y: top, width: size.width, height: size.height - top)],
            backdrop: hasher.finalize())
    }
}
