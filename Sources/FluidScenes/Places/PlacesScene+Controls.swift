import FluidCore
import FluidDrawer
import FluidGestures
import FluidMotion
import FluidSceneKit

/// The place browser's controls as UIKit tracks them (`ControlTracker`): the map's pins, the
/// card's close button and its Directions, Call and Website buttons. Each shows its pressed
/// state from touch-down while the finger stays within the extended hit area, lets go of it when
/// the finger slides off or the card starts moving under it (the sheet's pan cancels the
/// control's touch, as in UIKit), and acts only when lifted inside: a pin opens its card, close
/// dismisses the card.
extension PlacesScene {
    /// The card's buttons, leading to trailing, as the trace names them.
    static let cardButtonIDs = ["directions", "call", "website"]

    /// A map pin's touch target (pt): 28 pt around its centre, as its semantic frame.
    func pinFrame(_ index: Int) -> Rect {
        let size = chrome.size, pin = model.places[index].pin
        return Rect(x: size.width * pin.x - 14, y: size.height * pin.y - 14, width: 28, height: 28)
    }

    /// The card's buttons (pt), leading to trailing (Directions leads: at the right, right to
    /// left): three side by side below the title, or stacked at the accessibility sizes; none
    /// without a card.
    var cardButtonFrames: [Rect] {
        guard let index = model.selected else { return [] }
        let block = model.cardBlock, metrics = model.metrics.card(model.places[index])
        return Self.cardButtonIDs.indices.map { mirror.rect(cardButtonFrame($0, in: block, metrics: metrics)) }
    }

    /// The pin a finger touching down at `point` presses: one on the map in view, not under a
    /// drawer or the chrome's bar.
    func pin(at point: Point) -> Int? {
        guard point.isFinite, chrome.contentRect.contains(point) else { return nil }
        if model.browser.drawerFrame.contains(point) { return nil }
        if model.isCardPresented, model.card.drawerFrame.contains(point) { return nil }
        return model.places.indices.last { pinFrame($0).contains(point) }
    }

    /// The id of the control shown pressed, if any ("pin-N", "card-close", or a card button's).
    var pressedControl: String? {
        if pinButton.isHighlighted, let touchedPin { return "pin-\(touchedPin)" }
        guard model.isCardPresented else { return nil }
        if closeButton.isHighlighted { return "card-close" }
        return cardButtons.indices.first { cardButtons[$0].isHighlighted }.map { Self.cardButtonIDs[$0] }
    }

    /// Tracks `touch` on the controls, hands it to the drawers, then acts on a lift inside.
    mutating func handleControls(_ touch: TouchEvent) {
        if touch.phase == .began {
            if model.isCardPresented {
                closeButton.bounds = closeButtonFrame
                for (i, frame) in cardButtonFrames.enumerated() { cardButtons[i].bounds = frame }
            }
            if !pinButton.isTracking, let pin = pin(at: touch.location) {
                touchedPin = pin
                pinButton.bounds = pinFrame(pin)
            }
        }
        if model.isCardPresented {
            if closeButton.handle(touch) == .upInside, model.card.snapshot.phase == .resting {
                model.dismissCard(at: touch.time)
            }
            for i in cardButtons.indices { _ = cardButtons[i].handle(touch) }
        }
        let opens = touchedPin != nil && pinButton.handle(touch) == .upInside
        model.handle(touch)
        // The card's pan took the finger: its controls see it cancelled.
        if let id = model.card.touchID, model.card.touchAxis == .vertical {
            if closeButton.trackedTouch == id { closeButton.reset() }
            for i in cardButtons.indices where cardButtons[i].trackedTouch == id { cardButtons[i].reset() }
        }
        if opens, let pin = touchedPin { model.select(pin, at: touch.time) }
        if !pinButton.isTracking { touchedPin = nil }
    }
}
