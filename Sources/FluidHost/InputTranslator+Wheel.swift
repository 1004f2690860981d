import CSDL2
import FluidCore
import FluidGestures
import FluidMotion
import FluidSession

/// Mouse wheels and touchpads: SDL_MOUSEWHEEL through `WheelSequencer`.
extension InputTranslator {
    /// True while a touchpad's scroll is under way (the host keeps its loop turning to see it end).
    var isScrolling: Bool { wheels.isScrolling }

    mutating func wheelItems(_ w: SDL_MouseWheelEvent, window: SDLWindow) -> [TouchScript.Item] {
        guard w.which != UInt32.max else { return [] }
        let flip = w.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1.0 : 1.0
        // SDL: y > 0 away from the person (the content moves down), x > 0 to the right (the
        // content moves left).
        let delta = Point(x: -Double(w.preciseX) * flip, y: Double(w.preciseY) * flip)
        let location = window.point(x: Double(w.mouseX), y: Double(w.mouseY))
        return wheels.wheel(delta: delta, location: location, time: time(w.timestamp)).map { .input(.scroll($0)) }
    }

    /// The end of a touchpad's scroll that has been idle long enough as of `now` (s, the
    /// translator's clock), else nothing.
    mutating func idleScrollEnd(now: Double) -> [TouchScript.Item] {
        wheels.idleEnd(now: now).map { [.input(.scroll($0))] } ?? []
    }
}
