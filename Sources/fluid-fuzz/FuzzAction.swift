import FluidCore
import FluidGestures
import FluidMotion

/// One step of a fuzzed stream: what a host can do to an engine model. Times are the host's
/// readings, hostile ones included (NaN, 1e300, a clock that jumps back or ahead by years).
enum FuzzAction: Hashable, Sendable {
    case input(InputEvent)
    case advance(Double)
    case resize(Size, time: Double)
    /// `Drawer.setRowCount` (sessions: ignored; the Shortcuts scene filters with typed text).
    case rowCount(Int, time: Double)
    /// An assistive technology's request on whatever the session shows: `pick` chooses a shown
    /// node and one of its actions (or focus) when applied (sessions only; others: ignored).
    case request(pick: UInt64, time: Double)
    /// `Drawer.move(to:animated:at:)` (sessions: ignored).
    case move(Int, animated: Bool, time: Double)

    /// One line of a reproducer: the call a test would make.
    var line: String {
        switch self {
        case .input(.touch(let t)):
            let force = t.force.map { ", force: \($0)" } ?? ""
            return
                "handle(TouchEvent(id: \(t.id), phase: .\(t.phase), location: Point(x: \(t.location.x), y: \(t.location.y)), time: \(t.time)\(force)))"
        case .input(.scroll(let s)):
            return
                "handle(ScrollEvent(phase: .\(s.phase), location: Point(x: \(s.location.x), y: \(s.location.y)), delta: Point(x: \(s.delta.x), y: \(s.delta.y)), time: \(s.time)))"
        case .input(.key(let key, let time)): return "handle(.key(.\(key), time: \(time)))"
        case .input(.text(let text, let time)): return "handle(.text(\(String(reflecting: text)), time: \(time)))"
        case .advance(let time): return "advance(to: \(time))"
        case .resize(let size, let time):
            return "resize(container: Size(width: \(size.width), height: \(size.height)), at: \(time))"
        case .rowCount(let count, let time): return "setRowCount(\(count), at: \(time))"
        case .move(let index, let animated, let time): return "move(to: \(index), animated: \(animated), at: \(time))"
        case .request(let pick, let time): return "request(pick: \(pick), at: \(time))"
        }
    }
}
