import FluidCore

/// A value a spring or a decay can animate: a vector space over `Double` with a fixed number of
/// scalar components (1 for `Double`, 2 for `Point`).
///
/// The physics is linear and acts on each component alike, so an animation of any conforming type
/// is exact component by component. Conform a new type (a size, a colour, a 3-D point) by
/// providing the arithmetic and its components.
public protocol AnimatableVector: Equatable, Sendable {
    /// The zero vector: no displacement, no velocity.
    static var zero: Self { get }
    /// Component-wise sum.
    static func + (lhs: Self, rhs: Self) -> Self
    /// Component-wise difference.
    static func - (lhs: Self, rhs: Self) -> Self
    /// Scalar multiplication.
    static func * (lhs: Double, rhs: Self) -> Self

    /// Number of scalar components.
    static var scalarCount: Int { get }
    /// Component `index`, 0 ..< scalarCount.
    subscript(scalar index: Int) -> Double { get }
    /// The vector whose component `index` is `component(index)` for every index in
    /// 0 ..< scalarCount (a per-axis operation, such as clamping each axis on its own).
    init(components component: (Int) -> Double)
}

extension AnimatableVector {
    /// Euclidean norm of the components. Scaled by the largest component, so it is finite for
    /// every finite vector (squaring 1e200 directly would overflow to ∞).
    @inlinable public var magnitude: Double {
        var largest = 0.0
        for i in 0..<Self.scalarCount { largest = Swift.max(largest, Swift.abs(self[scalar: i])) }
        guard largest.isFinite, largest > 0 else { return largest }
        var sum = 0.0
        for i in 0..<Self.scalarCount {
            let c = self[scalar: i] / largest
            sum += c * c
        }
        return largest * sum.squareRoot()
    }

    /// True when every component is finite.
    @inlinable public var isFiniteVector: Bool {
        for i in 0..<Self.scalarCount where !self[scalar: i].isFinite { return false }
        return true
    }
}

extension Double: AnimatableVector {
    @inlinable public static var scalarCount: Int { 1 }
    @inlinable public subscript(scalar index: Int) -> Double { self }
    @inlinable public init(components component: (Int) -> Double) { self = component(0) }
}

extension Point: AnimatableVector {
    @inlinable public static var scalarCount: Int { 2 }
    @inlinable public subscript(scalar index: Int) -> Double { index == 0 ? x : y }
    @inlinable public init(components component: (Int) -> Double) {
        self.init(x: component(0), y: component(1))
    }
}
