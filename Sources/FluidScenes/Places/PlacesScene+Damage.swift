import FluidCanvas
import FluidDrawer
import FluidMotion

extension PlacesScene {
    /// How far past a sheet's edge its shadow can darken a pixel (pt): the blurred image's
    /// margin (1.5 × blur, three σ) and the offset, and a point of slack.
    static var shadowReach: Double { 1.5 * sheetShadow.blur + abs(sheetShadow.offset.y) + 1 }

    /// The browser sheet, from its shadow's reach around its top and sides to the bottom of
    /// the canvas, and while a place's card is up the whole width from the higher of the two
    /// sheets' shadows down (the card's photo strip may run past its sides); the map (a picture
    /// per appearance and chosen pin) and the chrome are the backdrop. Nil while the map is
    /// dimmed: those frames change the whole screen and are drawn whole.
    public var damage: FrameDamage? {
        guard model.browser.snapshot.dim <= 0 else { return nil }
        var hasher = Hasher()
        hasher.combine(dark)
        hasher.combine(model.selected)
        hasher.combine(pinButton.isHighlighted ? touchedPin : nil)
        chrome.combineBackdrop(into: &hasher)
        let size = chrome.size, r = Self.shadowReach
        let frame = model.browser.drawerFrame
        if model.isCardPresented {
            let top = min(max(min(frame.minY, model.card.drawerFrame.minY) - r, 0), size.height)
            return FrameDamage(rects: [Rect(x: 0, y: top, width: size.width, height: size.height - top)],
                               backdrop: hasher.finalize())
        }
        let top = min(max(frame.minY - r, 0), size.height)
        return FrameDamage(rects: [Rect(x: frame.minX - r, y: top, width: frame.width + 2 * r, height: size.height - top)],
                           backdrop: hasher.finalize())
    }
}
