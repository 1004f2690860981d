import CCairo
import FluidCanvas
import FluidMotion

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
    /// repaint exactly; otherwise repaints everything. A resize or `clear` forgets the kept frame.
    public func beginFrame(background: Color?, damage: FrameDamage?) {
        cairo_reset_clip(cr)
        cairo_identity_matrix(cr)
        let pixels = cairo_image_surface_get_data(surface).map(UnsafeMutableRawPointer.init)
        if let damage, let kept = keptFrame, kept.pixels == pixels, kept.damage.backdrop == damage.backdrop {
            clipToPixels(covering: kept.damage.rects + damage.rects)
        }
        keptFrame = damage.flatMap { damage in pixels.map { KeptFrame(damage: damage, pixels: $0) } }
        guard let background else { return }
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        setSource(background)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Clips to the whole device pixels that `rects` (points, at the identity transform) touch.
    /// Whole pixels, so the clip is a set of boxes with no antialiased edge: a pixel inside is
    /// drawn exactly as without the clip, one outside is left as it was.
    private func clipToPixels(covering rects: [Rect]) {
        cairo_new_path(cr)
        for rect in rects where rect.minX.isFinite && rect.minY.isFinite && rect.maxX.isFinite && rect.maxY.isFinite {
            let left = (rect.minX * scale).rounded(.down), top = (rect.minY * scale).rounded(.down)
            let right = (rect.maxX * scale).rounded(.up), bottom = (rect.maxY * scale).rounded(.up)
            guard right > left, bottom > top else { continue }
            cairo_rectangle(cr, left / scale, top / scale, (right - left) / scale, (bottom - top) / scale)
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }
}
