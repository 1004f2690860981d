extension Int {
    /// `value` rounded toward zero, saturating at `Int.min` and `Int.max` instead of trapping;
    /// NaN becomes 0. For indices and counts computed in `Double` (a row under a point, the rows
    /// in a viewport) whose inputs may be far outside what an `Int` holds.
    @inlinable public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= -Double(Int.min) {
            // 2^(bitWidth − 1), exact in a Double: 2^63, or 2^31 where `Int` is 32 bits (wasm32,
            // watchOS's arm64_32), so no width is assumed.
            self = .max
        } else if value <= Double(Int.min) {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
