import FluidMotion

/// Chooses the detent a released drawer settles at.
///
/// 1. Project where the flick would come to rest with UIScrollView's deceleration (WWDC18
///    "Designing Fluid Interfaces": distance = (v/1000)·r/(1 − r), ≈ 0.499·v for r = 0.998) and
///    take the detent nearest to that projection.
/// 2. If the release is a flick (|v| ≥ `flickVelocity`) and that detent is not strictly beyond
///    the drawer in the flick's direction, take the nearest detent that is (or the last one in
///    that direction if the drawer is already past it). A deliberate flick never springs back
///    against its direction, however close the drawer was to the detent it left.
///
/// Examples on the default 390 × 844 layout (tops 724, 544, 35): released at 724 moving up at
/// 3000 pt/s projects to 724 − 1497 = −773 → full height; at 300 pt/s to 724 − 149.7 = 574.3 →
/// expanded (30.3 pt away, against 149.7 to compressed).
public struct DetentTargetPolicy: Hashable, Sendable {
    /// WWDC18's demo projects with UIScrollView's normal rate.
    public var projection: Decay
    /// Release speed (pt/s, ≥ 0) from which the direction rule applies.
    public var flickVelocity: Double

    /// Twice the 100 pt/s below which WWDC18's "acceleration pausing" treats a finger as
    /// stopped: slower releases are placements, faster ones are deliberate flicks. (Compose's
    /// anchoredDraggable uses 125 dp/s for the same decision.)
    public static let defaultFlickVelocity = 200.0

    /// A policy projecting with `projection` and treating releases of at least `flickVelocity`
    /// pt/s as flicks (`Drawer.init` rejects a negative or non-finite one).
    public init(projection: Decay = .normal, flickVelocity: Double = DetentTargetPolicy.defaultFlickVelocity) {
        self.projection = projection
        self.flickVelocity = flickVelocity
    }

    /// A release is a flick when its speed is at least `flickVelocity`.
    public func isFlick(velocity: Double) -> Bool {
        abs(velocity) >= flickVelocity
    }

    /// The index into `tops` (non-increasing drawer tops, smallest detent first) for a drawer
    /// released with its top at `top` (pt) moving at `velocity` (pt/s, positive = down).
    /// Non-finite inputs count as 0 velocity / the nearest detent to the last finite top.
    public func targetIndex(top: Double, velocity: Double, tops: [Double]) -> Int {
        guard !tops.isEmpty else { return 0 }
        let v = velocity.isFinite ? velocity : 0
        let position = top.isFinite ? top : tops[0]
        let projected = position + projection.projectedDistance(velocity: v)
        var best = Self.nearest(to: projected, in: tops)
        guard isFlick(velocity: v) else { return best }
        // Half a pixel at 2×: a detent this close to the drawer is where it is, not beyond it.
        let epsilon = 0.25
        if v < 0, !(tops[best] < position - epsilon) {
            // Upward: the nearest detent strictly above, i.e. the first (smallest) one above.
            best = tops.firstIndex(where: { $0 < position - epsilon }) ?? tops.count - 1
        } else if v > 0, !(tops[best] > position + epsilon) {
            // Downward: the nearest detent strictly below, the last one below.
            best = tops.lastIndex(where: { $0 > position + epsilon }) ?? 0
        }
        return best
    }

    static func nearest(to value: Double, in tops: [Double]) -> Int {
        var best = 0
        var bestDistance = Double.infinity
        for i in tops.indices where abs(tops[i] - value) < bestDistance {
            best = i
            bestDistance = abs(tops[i] - value)
        }
        return best
    }
}
