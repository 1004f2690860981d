import FluidCanvas
import FluidCore
import FluidDrawer
import FluidGestures
import FluidMotion
import FluidSceneKit

extension PlacesScene {
    /// How far past a sheet's edge its shadow can darken a pixel (pt): the blurred image's
    /// margin (1.5 × blur, three σ) and the offset, and a point of slack.
    static var shadowReach: Double { 1.5 * sheetShadow.blur + abs(sheetShadow.offset.y) + 1 }

    /// Each sheet, from its shadow's reach around its top and sides to the bottom of the
    /// canvas: the browser, and while a place's card is up the card too, with its photo strip
    /// (clipped to the strip's frame); the chosen pin and a pressed one. The map (a picture per
    /// appearance) and the chrome are the backdrop. On a phone both sheets span the width; on a
    /// wide window they are panels, and the map beside them is not repainted. Nil while the map
    /// is dimmed: those frames change the whole screen and are drawn whole.
    public var damage: FrameDamage? {
        guard model.browser.snapshot.dim <= 0 else { return nil }
        var hasher = Hasher()
        hasher.combine(dark)
        chrome.combineBackdrop(into: &hasher)
        var rects = [sheetRegion(model.browser.drawerFrame)]
        // The chosen pin and a pressed one are drawn over the map's picture.
        for pin in [model.selected, pinButton.isHighlighted ? touchedPin : nil] {
            if let pin { rects.append(pinRegion(pin)) }
        }
        if model.isCardPresented {
            rects += [sheetRegion(model.card.drawerFrame), model.carouselFrame]
        }
        return FrameDamage(rects: rects, backdrop: hasher.finalize())
    }

    /// Where pin `index` draws, chosen or not: its ring's square and a point of slack.
    private func pinRegion(_ index: Int) -> Rect {
        let pin = model.places[index].pin, size = chrome.size, reach = Self.chosenPinRadius + 2 + 1
        return Rect(x: size.width * pin.x - reach, y: size.height * pin.y - reach, width: 2 * reach, height: 2 * reach)
    }

    /// A sheet's frame grown by its shadow's reach at the top and sides, down to the canvas's
    /// bottom.
    private func sheetRegion(_ frame: Rect) -> Rect {
        let r = Self.shadowReach, height = chrome.size.height
        let top = min(max(frame.minY - r, 0), height)
        return Rect(x: frame.minX - r, y: top, width: frame.width + 2 * r, height: height - top)
    }
}
