extension Double {
    /// The models' clock rule: time (s) only runs forward. Sets `self` to `newTime` and returns
    /// true when `newTime` is finite and not earlier than `self` (the same time counts: a frame
    /// may repeat a touch's time); otherwise leaves `self` alone and returns false, so
    /// `guard time.moveForward(to: newTime) else { return }` ignores a late or broken event.
    @inlinable public mutating func moveForward(to newTime: Double) -> Bool {
        guard newTime.isFinite, newTime >= self else { return false }
        self = newTime
        return true
    }
}
