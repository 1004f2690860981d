/// When a motion counts as at rest: |displacement| ≤ `position` (pt) and |velocity| ≤ `velocity`
/// (pt/s), for good.
public struct SpringTolerance: Hashable, Sendable {
    /// Largest displacement from the target that counts as at rest (pt, > 0).
    public var position: Double
    /// Largest speed that counts as at rest (pt/s, > 0; infinity ignores speed).
    public var velocity: Double

    /// A tolerance of `position` points and `velocity` points per second.
    public init(position: Double, velocity: Double) {
        self.position = position
        self.velocity = velocity
    }

    /// Half a device pixel and 10 device pixels per second at `scale` pixels per point: the
    /// remaining jump when the motion snaps to its target is invisible.
    public init(scale: Double) {
        self.init(position: 0.5 / scale, velocity: 10 / scale)
    }

    /// Tolerances for a 2× screen: 0.25 pt and 5 pt/s.
    public static let `default` = SpringTolerance(scale: 2)
}
