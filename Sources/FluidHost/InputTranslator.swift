import CSDL2
import FluidCore
import FluidGestures
import FluidMotion
import FluidSession

/// Turns SDL events into script items (input events and resizes) in the session's terms:
/// points and seconds since the host started.
///
/// The left mouse button is finger 1; touchscreen fingers get ids from 2 up, pressure as force.
/// Keys map to `Key` (Tab with Shift to `.shiftTab`); SDL text input becomes `.text`. Wheel
/// events become scrolls (see `wheelItems`).
struct InputTranslator {
    /// Finger id of the left mouse button.
    static let mouseFinger = 1

    private var mouseDown = false
    private var mouseLocation = Point.zero
    private var fingers: [Int64: (id: Int, location: Point)] = [:]
    private var nextFinger = 2
    /// Wheel deltas into scroll events (a touchpad's gestures and a wheel's notches).
    var wheels = WheelSequencer()
    /// SDL_GetTicks at the host's time 0 (ms).
    let startTicks: UInt64
    /// Puts the X server's times of pointer and touch events on SDL's clock; nil when the
    /// window system gives none (events keep SDL's stamps, taken when the host pumped).
    var serverClock: ServerClock?

    init(startTicks: UInt64) {
        self.startTicks = startTicks
    }

    /// True while the mouse button or any touchscreen finger is down.
    var isTouching: Bool { mouseDown || !fingers.isEmpty }

    /// Seconds since start for an SDL timestamp (ms since SDL_Init, 32-bit).
    func time(_ timestamp: UInt32) -> Double {
        max(0, (Double(timestamp) - Double(startTicks)) / 1000)
    }

    /// Seconds since start for a pointer or touch event SDL stamped `timestamp`, which the
    /// window system stamped `server` (its own clock, ms) when it produced it.
    mutating func time(_ timestamp: UInt32, server: UInt32?) -> Double {
        guard let server, var clock = serverClock else { return time(timestamp) }
        let ticks = clock.ticks(server: server, received: timestamp)
        serverClock = clock
        return max(0, (ticks - Double(startTicks)) / 1000)
    }

    /// What `event` means for the session, or [] when nothing. `serverTime`: the window
    /// system's stamp of a pointer or touch event (`fluid_input_time_kind`).
    mutating func translate(_ event: SDL_Event, window: SDLWindow, serverTime: UInt32? = nil) -> [TouchScript.Item] {
        let type = SDL_EventType(rawValue: event.type)
        switch type {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let b = event.button
            guard b.which != UInt32.max, b.button == UInt8(SDL_BUTTON_LEFT) else { return [] }
            let down = type == SDL_MOUSEBUTTONDOWN
            guard down != mouseDown else { return [] }
            mouseDown = down
            mouseLocation = window.point(x: Double(b.x), y: Double(b.y))
            return [
                touch(
                    InputTranslator.mouseFinger, down ? .began : .ended, mouseLocation,
                    time(b.timestamp, server: serverTime), nil)
            ]
        case SDL_MOUSEMOTION:
            let m = event.motion
            guard mouseDown, m.which != UInt32.max else { return [] }
            mouseLocation = window.point(x: Double(m.x), y: Double(m.y))
            return [
                touch(InputTranslator.mouseFinger, .moved, mouseLocation, time(m.timestamp, server: serverTime), nil)
            ]
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let at = time(event.tfinger.timestamp, server: serverTime)
            return fingerItems(event.tfinger, type: type, at: at, window: window)
        case SDL_KEYDOWN:
            guard var key = InputTranslator.key(event.key.keysym.sym) else { return [] }
            if key == .tab, event.key.keysym.mod & UInt16(KMOD_SHIFT.rawValue) != 0 { key = .shiftTab }
            if key == .up || key == .down, event.key.keysym.mod & UInt16(KMOD_ALT.rawValue) != 0 {
                key = key == .up ? .moveUp : .moveDown
            }
            return [.input(.key(key, time: time(event.key.timestamp)))]
        case SDL_MOUSEWHEEL:
            return wheelItems(event.wheel, window: window)
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.isEmpty ? [] : [.input(.text(text, time: time(event.text.timestamp)))]
        case SDL_WINDOWEVENT:
            return windowItems(event.window, window: window)
        default:
            return []
        }
    }

    private mutating func fingerItems(
        _ f: SDL_TouchFingerEvent, type: SDL_EventType, at time: Double,
        window: SDLWindow
    ) -> [TouchScript.Item] {
        let size = window.pointSize
        let location = Point(x: Double(f.x) * size.width, y: Double(f.y) * size.height)
        let force = f.pressure > 0 ? min(max(Double(f.pressure), 0), 1) : nil
        switch type {
        case SDL_FINGERDOWN:
            let id = nextFinger
            nextFinger += 1
            fingers[f.fingerId] = (id, location)
            return [touch(id, .began, location, time, force)]
        case SDL_FINGERUP:
            guard let id = fingers.removeValue(forKey: f.fingerId)?.id else { return [] }
            if fingers.isEmpty { nextFinger = 2 }
            return [touch(id, .ended, location, time, force)]
        default:
            guard let id = fingers[f.fingerId]?.id else { return [] }
            fingers[f.fingerId] = (id, location)
            return [touch(id, .moved, location, time, force)]
        }
    }

    private mutating func windowItems(_ w: SDL_WindowEvent, window: SDLWindow) -> [TouchScript.Item] {
        switch SDL_WindowEventID(rawValue: UInt32(w.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            return [.resize(window.pointSize, time: time(w.timestamp))]
        case SDL_WINDOWEVENT_FOCUS_LOST:
            // The window will not hear about the release: cancel what is down.
            var items: [TouchScript.Item] = []
            if mouseDown {
                items.append(touch(InputTranslator.mouseFinger, .cancelled, mouseLocation, time(w.timestamp), nil))
                mouseDown = false
            }
            for finger in fingers.values.sorted(by: { $0.id < $1.id }) {
                items.append(touch(finger.id, .cancelled, finger.location, time(w.timestamp), nil))
            }
            fingers.removeAll()
            return items
        default:
            return []
        }
    }

    private func touch(
        _ id: Int, _ phase: TouchPhase, _ location: Point, _ time: Double,
        _ force: Double?
    ) -> TouchScript.Item {
        .input(.touch(TouchEvent(id: id, phase: phase, location: location, time: time, force: force)))
    }

    static func key(_ code: SDL_Keycode) -> Key? {
        switch Int(code) {
        case Int(SDLK_UP.rawValue): .up
        case Int(SDLK_DOWN.rawValue): .down
        case Int(SDLK_LEFT.rawValue): .left
        case Int(SDLK_RIGHT.rawValue): .right
        case Int(SDLK_ESCAPE.rawValue): .escape
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): .enter
        case Int(SDLK_BACKSPACE.rawValue): .backspace
        case Int(SDLK_TAB.rawValue): .tab
        case Int(SDLK_SPACE.rawValue): .space
        case Int(SDLK_PAGEUP.rawValue): .pageUp
        case Int(SDLK_PAGEDOWN.rawValue): .pageDown
        case Int(SDLK_HOME.rawValue): .home
        case Int(SDLK_END.rawValue): .end
        default: nil
        }
    }
}
