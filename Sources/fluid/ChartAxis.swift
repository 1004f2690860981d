import Foundation

/// One axis of a chart: the value range it shows and the tick values on it.
///
/// Ticks are "nice" numbers: multiples of 1, 2 or 5 × 10ⁿ, the step chosen so that about
/// `targetTicks` of them fall in the range (Heckbert, "Nice numbers for graph labels", Graphics
/// Gems, 1990).
struct ChartAxis: Equatable {
    /// Shown values, low to high; never empty, both ends finite.
    var range: ClosedRange<Double>

    /// A range holding `values` with `headroom` (a fraction of the spread) above and below;
    /// non-finite values are left out, and an empty or zero-spread set gets a spread of
    /// `minimumSpan`.
    init(covering values: [Double], headroom: Double = 0.08, minimumSpan: Double = 1e-9) {
        let finite = values.filter(\.isFinite)
        let low = finite.min() ?? 0
        let high = finite.max() ?? 0
        let pad = max((high - low) * headroom, minimumSpan / 2)
        range = (low - pad)...(high + pad)
    }

    init(range: ClosedRange<Double>) { self.range = range }

    /// Where 0 sits, as a fraction of the range from its low end; nil when 0 is outside it.
    var zeroFraction: Double? {
        range.contains(0) ? -range.lowerBound / (range.upperBound - range.lowerBound) : nil
    }

    /// The tick step: 1, 2 or 5 × 10ⁿ, nearest to span / targetTicks.
    func step(targetTicks: Int = 5) -> Double {
        let rough = (range.upperBound - range.lowerBound) / Double(max(targetTicks, 1))
        let magnitude = pow(10, floor(log10(rough)))
        let fraction = rough / magnitude
        let nice: Double = fraction < 1.5 ? 1 : fraction < 3.5 ? 2 : fraction < 7.5 ? 5 : 10
        return nice * magnitude
    }

    /// The multiples of `step()` inside the range, low to high (empty if the step is unusable).
    func ticks(targetTicks: Int = 5) -> [Double] {
        let step = step(targetTicks: targetTicks)
        guard step.isFinite, step > 0 else { return [] }
        let first = (range.lowerBound / step).rounded(.up)
        let last = (range.upperBound / step).rounded(.down)
        guard first <= last, last - first <= Double(4 * max(targetTicks, 1)) else { return [] }
        return stride(from: first, through: last, by: 1).map { $0 * step }
    }

    /// Decimal places that show every tick of `step` exactly (0 for steps ≥ 1).
    static func places(forStep step: Double) -> Int {
        guard step.isFinite, step > 0, step < 1 else { return 0 }
        return min(15, Int(-floor(log10(step) + 1e-9)))
    }

    /// The two axes widened (never narrowed) so that 0 sits at the same height on both: the
    /// chart then needs one zero line. Axes that do not both contain 0 come back unchanged.
    static func aligningZero(_ a: ChartAxis, _ b: ChartAxis) -> (ChartAxis, ChartAxis) {
        guard let fa = a.zeroFraction, let fb = b.zeroFraction else { return (a, b) }
        let target = min(max(fa, fb), maximumZeroFraction)
        return (a.withZero(at: target), b.withZero(at: target))
    }

    /// Keeps 0 off the very top, so the widened axis does not grow without bound.
    private static let maximumZeroFraction = 0.9

    /// This axis widened at one end so that 0 sits at `fraction` (0 < fraction < 1).
    private func withZero(at fraction: Double) -> ChartAxis {
        let (low, high) = (range.lowerBound, range.upperBound)
        guard let current = zeroFraction, current != fraction else { return self }
        if current < fraction {
            // Lower the bottom: −low′ / (high − low′) = fraction.
            return ChartAxis(range: (-fraction * high / (1 - fraction))...high)
        }
        // Raise the top: −low / (high′ − low) = fraction.
        return ChartAxis(range: low...(low - low / fraction))
    }
}
