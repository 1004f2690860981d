import FluidCanvas
import FluidCore
import FluidSceneKit

/// The body the stage springs across, as the picture `drawStage` moves.
extension SpringDemoScene {
    /// The body with its top-left at the origin (pt).
    var bodyRect: Rect { Rect(x: 0, y: 0, width: bodySide, height: bodySide) }

    /// What the body's picture holds, about its top-left: the body and its shadow (pt). Its key
    /// is the body's side: its colours and shadow are the same in every theme, text size and
    /// language.
    var bodyPictureBounds: Rect { bodyRect.holding(Theme.cardShadow) }

    /// The body with its shadow, its top-left at the origin.
    func drawBody(in canvas: Canvas) {
        let body = bodyRect
        let path = Path(roundedRect: body, radius: bodySide * 0.225)
        canvas.shadow(path, shadow: Theme.cardShadow)
        Drawing.fillGradient(canvas, path, rect: body, top: Self.bodyTop, bottom: Self.bodyBottom)
    }
}
