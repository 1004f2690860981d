import CCairo
import FluidCanvas
import FluidCore

/// The frame a canvas last drew with damage: what the next frame's damage is measured against.
struct KeptFrame {
    var damage: FrameDamage
    /// The pixels it was drawn into (the canvas's own, or a window's through `drawing(into:)`).
    var pixels: UnsafeMutableRawPointer
}

extension CairoCanvas {
    /// Starts a frame (see `Canvas.beginFrame`): when the pixels drawn into hold the frame last
    /// begun here and its damage has this frame's backdrop, clips to the union of both frames'
    /// rects, rounded out to whole device pixels, so drawing inside it reproduces a whole
    /// repaint exactly, or to nothing when the damage says the frame is the kept one
    /// (`FrameDamage.drawsTheSameFrame(as:)`); otherwise repaints everything. A resize or
    /// `clear` forgets the kept frame.
    public func beginFrame(background: Color?, damage: FrameDamage?) {
        cairo_reset_clip(cr)
        cairo_identity_matrix(cr)
        let pixels = cairo_image_surface_get_data(surface).map(UnsafeMutableRawPointer.init)
        if let damage, let kept = keptFrame, kept.pixels == pixels, kept.damage.backdrop == damage.backdrop {
            clipToPixels(covering: damage.drawsTheSameFrame(as: kept.damage) ? [] : kept.damage.rects + damage.rects)
        }
        keptFrame = damage.flatMap { damage in pixels.map { KeptFrame(damage: damage, pixels: $0) } }
        guard let background else { return }
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        setSource(background)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Clips to the whole device pixels that `rects` (points, current user space) touch:
    /// whole pixels, so the clip is a set of boxes with no antialiased edge, and a pixel inside
    /// is drawn exactly as without the clip, one outside is left as it was. Under a transform
    /// that turns or shears, does nothing.
    public func clip(toPixelsCovering rects: [Rect]) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, !ignoresPixelClips else { return }
        clipToPixels(
            covering: rects.map { rect in
                let xs = [rect.minX * m.xx + m.x0, rect.maxX * m.xx + m.x0],
                    ys = [rect.minY * m.yy + m.y0, rect.maxY * m.yy + m.y0]
                return Rect(x: xs.min()!, y: ys.min()!, width: abs(xs[1] - xs[0]), height: abs(ys[1] - ys[0]))
            })
    }

    /// Clips to the whole device pixels that `rects` (points at the identity transform, that
    /// is Cairo's device space before the surface's scale) touch.
    private func clipToPixels(covering rects: [Rect]) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        for rect in rects where rect.minX.isFinite && rect.minY.isFinite && rect.maxX.isFinite && rect.maxY.isFinite {
            let left = (rect.minX * scale).rounded(.down), top = (rect.minY * scale).rounded(.down)
            let right = (rect.maxX * scale).rounded(.up), bottom = (rect.maxY * scale).rounded(.up)
            guard right > left, bottom > top else { continue }
            cairo_rectangle(cr, left / scale, top / scale, (right - left) / scale, (bottom - top) / scale)
        }
        // The path is kept in device space as it is built, so the clip outlives the restore.
        cairo_restore(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }
}
