/// Puts the window system's time of an input event on the host's clock.
///
/// SDL stamps an event when the host pumps the window system's queue, so a move looks as young
/// as the last pump, up to a pump interval after the finger was there — and touch prediction
/// extrapolates from a sample's time. The X server stamps each event when it produced it, in
/// milliseconds on its own clock (32 bits, wrapping). The two clocks differ by an offset that is
/// not known in advance (the server may run on another machine), but every event is received
/// after it was produced, so `received − server` is the offset plus a delay that is never
/// negative: the smallest value seen is the best estimate of the offset, and it is reached
/// whenever an event is taken the moment it arrives.
///
/// A gap more than `resetAfter` above that estimate is not a delay but a changed clock (a
/// server restarted, a clock stepped): the estimate starts again from it. Times given out never
/// go backwards and are never later than the event was received.
struct ServerClock {
    /// How far above the offset a delay may be before the clock is taken to have changed (ms).
    static let resetAfter = 1000.0

    /// Received − server time, ms: the smallest seen since the last reset.
    private(set) var offset: Double?
    /// The last time given out, in the host's ticks (ms).
    private var last: Double?

    /// The host's tick (ms, SDL's clock) when the server produced an event stamped `server`
    /// that the host received at tick `received`: the middle of the server's millisecond (a
    /// stamp is the millisecond the event happened in) moved by the offset, no later than
    /// `received` and no earlier than the time given out before.
    mutating func ticks(server: UInt32, received: UInt32) -> Double {
        // The difference of two 32-bit clocks, each wrapping: a signed 32-bit distance.
        let delay = Double(Int32(bitPattern: received &- server))
        let offset: Double
        if let known = self.offset, delay >= known, delay - known <= ServerClock.resetAfter {
            offset = known
        } else {
            offset = delay
        }
        self.offset = offset
        let receivedTicks = Double(received)
        var ticks = min(receivedTicks, receivedTicks - (delay - offset) + 0.5)
        if let last, ticks < last { ticks = min(last, receivedTicks) }
        last = ticks
        return ticks
    }
}
