import FluidCanvas
import FluidCore
import FluidSceneKit

/// The body the stage springs across, as the picture `drawStage` moves.
extension SpringDemoScene {
    /// The body with its top-left at the origin (pt).
    var bodyRect: Rect { Rect(x: 0, y: 0, width: bodySide, height: bodySide) }

    /// What the body's picture holds, about its top-left: the body and its shadow's reach (the
    /// blurred image's margin, 1.5 × blur, and the offset) (pt).
    var bodyPictureBounds: Rect {
        let shadow = Theme.cardShadow
        let reach = 1.5 * shadow.blur + max(abs(shadow.offset.x), abs(shadow.offset.y))
        return bodyRect.insetBy(dx: -reach, dy: -reach)
    }

    /// What the body's picture shows besides its bounds: its side (its colours and shadow are the
    /// same in every theme, text size and language). A hash, kept only for the life of the
    /// process, as the pictures are.
    var bodyVariant: Int {
        var hasher = Hasher()
        hasher.combine(bodySide)
        return hasher.finalize()
    }

    /// The body with its shadow, its top-left at the origin.
    func drawBody(in canvas: Canvas) {
        let body = bodyRect
        let path = Path(roundedRect: body, radius: bodySide * 0.225)
        canvas.shadow(path, shadow: Theme.cardShadow)
        Drawing.fillGradient(canvas, path, rect: body, top: Self.bodyTop, bottom: Self.bodyBottom)
    }
}
