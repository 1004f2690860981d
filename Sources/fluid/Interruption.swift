import Foundation

/// SIGINT, SIGTERM and SIGHUP noticed between frames, so a replay can remove its temporary
/// output before the process ends by the same signal (as the shell and `timeout` expect).
enum Interruption {
    /// The signal received, 0 while none; written only by the handler.
    nonisolated(unsafe) private(set) static var signal: Int32 = 0

    private static let handled = [SIGINT, SIGTERM, SIGHUP]

    /// Catches the signals from now on.
    static func install() {
        for number in handled {
            _ = Foundation.signal(number) { Interruption.signal = $0 }
        }
    }

    /// Ends the process by the signal received, with its default action. Does nothing when
    /// none arrived.
    static func resignal() {
        guard signal != 0 else { return }
        _ = Foundation.signal(signal, SIG_DFL)
        raise(signal)
    }
}
