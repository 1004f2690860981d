import FluidFiles
import FluidSession

/// Gives the window's inputs to the session and to the recording under one time rule: an input
/// is stamped with the latest of its own time, the last input's and the session's clock. The
/// session and the recording then get the same non-decreasing times, so `fluid replay` of the
/// recording feeds the engine exactly what the window did (a time in the past would be clamped by
/// the engine, skewing the velocity a flick is released with, and a replay could not reproduce it).
///
/// Every input the playground gives its session goes through `give`: translated events, a size
/// the window manager gave, assistive technology's requests, and focus kept for a screen reader.
struct InputRecorder {
    /// Takes each recorded line (`TouchScript.line`, without its newline); nil records nothing.
    private let write: ((String) -> Void)?
    /// The time the last input was stamped with (s, the window's clock); 0 before the first.
    private(set) var lastTime = 0.0

    init(write: ((String) -> Void)?) {
        self.write = write
    }

    /// Records to `file` (nil: records nothing).
    init(record file: LineFile?) {
        self.init(write: file.map { file in { file.write($0) } })
    }

    /// Stamps `item` (stamp), writes its line (record) and applies it to `session` (apply).
    /// Returns the item as stamped.
    @discardableResult
    mutating func give(_ item: TouchScript.Item, to session: inout Session) -> TouchScript.Item {
        let stamped = item.retimed(max(item.time, lastTime, session.time))
        lastTime = stamped.time
        write?(TouchScript.line(for: stamped))
        session.apply(stamped)
        return stamped
    }
}
