/// How two images differ, for golden tests: a pixel differs when any channel (r, g, b, a)
/// differs by more than the tolerance.
public struct ImageComparison: Hashable, Sendable, CustomStringConvertible {
    /// Largest difference of any channel of any pixel, 0…255.
    public var maxChannelDelta: Int
    /// Pixels with a channel difference above the tolerance.
    public var differingPixels: Int
    /// `differingPixels` / pixel count, 0…1 (1 when the sizes differ).
    public var differingFraction: Double
    /// False when the images do not have the same width and height.
    public var sameSize: Bool

    /// Compares `a` with `b`; `tolerance` is the per-channel difference still counted as equal
    /// (0…255; antialiasing differences between library versions are usually ≤ 8).
    public init(_ a: RGBAImage, _ b: RGBAImage, tolerance: Int = 0) {
        guard a.width == b.width, a.height == b.height else {
            self.init(
                maxChannelDelta: 255, differingPixels: max(a.pixels.count, b.pixels.count),
                differingFraction: 1, sameSize: false)
            return
        }
        var maxDelta = 0
        var differing = 0
        for (p, q) in zip(a.pixels, b.pixels) {
            let delta = max(
                abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)),
                abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
            maxDelta = max(maxDelta, delta)
            if delta > tolerance { differing += 1 }
        }
        let count = a.pixels.count
        self.init(
            maxChannelDelta: maxDelta, differingPixels: differing,
            differingFraction: count == 0 ? 0 : Double(differing) / Double(count), sameSize: true)
    }

    init(maxChannelDelta: Int, differingPixels: Int, differingFraction: Double, sameSize: Bool) {
        self.maxChannelDelta = maxChannelDelta
        self.differingPixels = differingPixels
        self.differingFraction = differingFraction
        self.sameSize = sameSize
    }

    /// True when at most `maxFraction` (0…1) of the pixels differ beyond the tolerance.
    public func matches(maxFraction: Double) -> Bool {
        sameSize && differingFraction <= maxFraction
    }

    public var description: String {
        guard sameSize else { return "images differ in size" }
        return "\(differingPixels) pixels differ (\(differingFraction * 100)%), max channel delta \(maxChannelDelta)"
    }
}
