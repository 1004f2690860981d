import FluidCore
import RealModule

/// Choosing where a released motion should come to rest: the target nearest to its projection.
public enum Snapping {
    /// Index of the target nearest to `value` (ties: the first), nil if `targets` is empty or
    /// `value` is NaN.
    public static func nearestIndex(to value: Double, in targets: [Double]) -> Int? {
        nearestIndex(count: targets.count, distance: { abs(targets[$0] - value) })
    }

    /// Index of the point nearest to `point` (Euclidean), nil if `targets` is empty.
    public static func nearestIndex(to point: Point, in targets: [Point]) -> Int? {
        nearestIndex(count: targets.count, distance: { targets[$0].distance(to: point) })
    }

    /// Index of the angle nearest to `angle` around the circle (radians, wrap-around: 350° is
    /// near 0°), nil if `targets` is empty.
    public static func nearestAngleIndex(to angle: Double, in targets: [Double]) -> Int? {
        nearestIndex(count: targets.count, distance: { angularDistance(targets[$0], angle) })
    }

    /// The multiple of `step` (radians, > 0) nearest to `angle`, limited to `limit` (e.g.
    /// multiples of π/2 within ±π).
    public static func nearestMultiple(
        of step: Double, to angle: Double,
        within limit: ClosedRange<Double>
    ) -> Double {
        guard step > 0, angle.isFinite else { return min(max(0, limit.lowerBound), limit.upperBound) }
        let snapped = (angle / step).rounded() * step
        return min(max(snapped, limit.lowerBound), limit.upperBound)
    }

    /// The distance between two angles around the circle, in [0, π].
    public static func angularDistance(_ a: Double, _ b: Double) -> Double {
        let twoPi = 2 * Double.pi
        var d = (a - b).truncatingRemainder(dividingBy: twoPi)
        if d < 0 { d += twoPi }
        return min(d, twoPi - d)
    }

    private static func nearestIndex(count: Int, distance: (Int) -> Double) -> Int? {
        var best: Int?
        var bestDistance = Double.infinity
        for i in 0..<count {
            let d = distance(i)
            if d < bestDistance {
                best = i
                bestDistance = d
            }
        }
        return best
    }
}
