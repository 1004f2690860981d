/// SplitMix64 (Steele, Lea, Flood 2014, "Fast splittable pseudorandom number generators"): a
/// tiny, fixed generator, so a seed reproduces a stream on every machine and toolchain (the
/// standard library's generator promises neither). The generated gestures of `fluid bench`, the
/// hostile streams of `fluid-fuzz` and the seeded tests all draw from it.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The paper's GOLDEN_GAMMA, 2⁶⁴/φ rounded to odd: the step between states, and a good
    /// multiplier for mixing a seed with an index.
    public static let goldenGamma: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The generator's whole state: the stream continues from here.
    public var state: UInt64

    /// A generator whose stream is fixed by `seed` (any value, 0 included).
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= Self.goldenGamma
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform double in `range`, from 53 random bits: the lower bound can come out, the upper
    /// bound is not reached (unless the range is a single value).
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) / Double(1 << 53)
    }

    /// An element of a non-empty array (modulo reduction: the bias is below 2⁻⁵⁰ for any array
    /// that fits in memory).
    public mutating func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }

    /// True with probability 1/`n` (`n` ≥ 1).
    public mutating func oneIn(_ n: UInt64) -> Bool { next() % n == 0 }
}
