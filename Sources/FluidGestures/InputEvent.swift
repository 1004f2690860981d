import FluidCore
import FluidMotion

/// The phase of one finger's touch, as in UIKit.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
    /// A finger went down, moved, lifted, or was taken away by the system.
    case began, moved, ended, cancelled
}

/// One finger's state at one moment: which finger (`id`), what happened, where (pt, container
/// coordinates), when (s, any monotone clock), and how hard (`force` 0…1 where reported).
public struct TouchEvent: Hashable, Sendable {
    /// Which finger: the same id from `began` to `ended` or `cancelled`.
    public var id: Int
    /// What happened to the finger.
    public var phase: TouchPhase
    /// Where the finger is, in container coordinates (pt).
    public var location: Point
    /// When it happened (s), on the host's clock.
    public var time: Double
    /// Normalised pressure, 0…1; nil when the device does not measure it.
    public var force: Double?

    /// A touch event; values are taken as given (recognisers ignore what they cannot use).
    public init(id: Int, phase: TouchPhase, location: Point, time: Double, force: Double? = nil) {
        self.id = id
        self.phase = phase
        self.location = location
        self.time = time
        self.force = force
    }
}

/// Keys the scenes respond to (keyboard or accessibility actions). `shiftTab` is Tab with Shift
/// held (focus moves backwards).
public enum Key: String, Hashable, Sendable, CaseIterable {
    /// Arrow keys, Escape, Return, Backspace, Tab and Space.
    case up, down, left, right, escape, enter, backspace, tab, space
    /// Tab with Shift held.
    case shiftTab = "shift-tab"
    /// Page Up and Page Down: scroll by a page.
    case pageUp = "page-up", pageDown = "page-down"
    /// Home and End: scroll to the first or the last row.
    case home, end
    /// Up and Down with Alt held: move the focused item up or down its list (a step of a
    /// shortcut), as GTK's and many editors' Alt+Up and Alt+Down do.
    case moveUp = "alt-up", moveDown = "alt-down"
}

/// Everything a host feeds into an interaction, timestamped in seconds.
public enum InputEvent: Hashable, Sendable {
    /// A finger event.
    case touch(TouchEvent)
    /// A key press at `time` (s).
    case key(Key, time: Double)
    /// Typed text (already composed by the host's input method).
    case text(String, time: Double)
    /// A touchpad's or a mouse wheel's scroll.
    case scroll(ScrollEvent)

    /// When the event happened, in seconds.
    public var time: Double {
        switch self {
        case .touch(let touch): touch.time
        case .scroll(let scroll): scroll.time
        case .key(_, let time), .text(_, let time): time
        }
    }

    /// The same event at another `time` (s).
    public func retimed(_ time: Double) -> InputEvent {
        switch self {
        case .touch(var touch):
            touch.time = time
            return .touch(touch)
        case .scroll(var scroll):
            scroll.time = time
            return .scroll(scroll)
        case .key(let key, _): return .key(key, time: time)
        case .text(let text, _): return .text(text, time: time)
        }
    }
}
