import FluidCanvas
import FluidCore
import FluidMotion
import FluidSceneKit

extension FlashlightScene {
    /// How far from the flashlight button's centre its drawing reaches (pt): the button at its
    /// widest, with room for its spring to overshoot by half again, and a haptic pulse's ring
    /// (28 pt past the button at most, 5 pt wide).
    static var buttonReach: Double { 0.75 * FlashlightModel.maxWidth + 28 + 3 + 1 }

    /// The flashlight button and its pulses; the room, the clock, the camera button and the
    /// chrome are the backdrop, which changes with the room's light, so a frame drawn while the
    /// light fades in or out is drawn whole.
    public var damage: FrameDamage? {
        var hasher = Hasher()
        hasher.combine(model.light)
        chrome.combineBackdrop(into: &hasher)
        let c = model.center, r = Self.buttonReach
        return FrameDamage(
            rects: [Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)],
            backdrop: hasher.finalize())
    }
}
