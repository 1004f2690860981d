extension Int {
    /// `value` rounded toward zero, saturating at `Int.min` and `Int.max` instead of trapping;
    /// NaN becomes 0. For indices and counts computed in `Double` (a row under a point, the rows
    /// in a viewport) whose inputs may be far outside what an `Int` holds.
    @inlinable public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 0x1p63 {
            self = .max
        } else if value <= -0x1p63 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
