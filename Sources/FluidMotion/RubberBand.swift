/// UIScrollView-like resistance past the ends of a range:
///
///     b(x) = (1 − 1 / (x·c / d + 1))·d
///
/// for an overshoot x ≥ 0, coefficient c (0.55 in UIKit) and dimension d (pt, usually the
/// viewport's extent along the axis). b(x) < d for every x, b′(0) = c, and it is odd in x.
public struct RubberBand: Hashable, Sendable {
    /// How stiff the band is (UIScrollView: 0.55); > 0.
    public let coefficient: Double
    /// The size of the scrolled view along the axis (pt); > 0.
    public let dimension: Double
    /// The free range: offsets inside it move 1:1 (pt).
    public let range: ClosedRange<Double>

    /// UIScrollView's constant.
    public static let defaultCoefficient = 0.55

    /// A band that lets offsets inside `range` move 1:1 and resists past it, for a view
    /// `dimension` points long.
    /// - Throws: `ParameterError` unless coefficient and dimension are finite and > 0 and the
    ///   range's bounds are finite.
    public init(coefficient: Double = RubberBand.defaultCoefficient, dimension: Double,
                range: ClosedRange<Double>) throws(ParameterError) {
        try ParameterError.require(coefficient > 0, "coefficient", coefficient, "finite and > 0")
        try ParameterError.require(dimension > 0, "dimension", dimension, "finite and > 0")
        try ParameterError.require(range.lowerBound.isFinite, "range.lowerBound", range.lowerBound, "finite")
        try ParameterError.require(range.upperBound.isFinite, "range.upperBound", range.upperBound, "finite")
        self.coefficient = coefficient
        self.dimension = dimension
        self.range = range
    }

    /// The displayed offset for an overshoot `x` (pt, any sign).
    public static func offset(forOvershoot x: Double, coefficient: Double, dimension: Double) -> Double {
        let magnitude = (1 - 1 / (abs(x) * coefficient / dimension + 1)) * dimension
        return x < 0 ? -magnitude : magnitude
    }

    /// The overshoot that displays as `offset`; |offset| ≥ dimension is unreachable and returns
    /// ±infinity.
    public static func overshoot(forOffset offset: Double, coefficient: Double, dimension: Double) -> Double {
        let b = abs(offset)
        guard b < dimension else { return offset < 0 ? -.infinity : .infinity }
        let x = (dimension / coefficient) * (b / (dimension - b))
        return offset < 0 ? -x : x
    }

    /// The displayed position for a free position `x`: unchanged inside the range, resisted past
    /// its ends.
    public func clamp(_ x: Double) -> Double {
        if x > range.upperBound {
            return range.upperBound + Self.offset(forOvershoot: x - range.upperBound,
                                                  coefficient: coefficient, dimension: dimension)
        }
        if x < range.lowerBound {
            return range.lowerBound + Self.offset(forOvershoot: x - range.lowerBound,
                                                  coefficient: coefficient, dimension: dimension)
        }
        return x
    }

    /// The free position that `clamp` displays as `y` (the inverse of `clamp`).
    public func unclamp(_ y: Double) -> Double {
        if y > range.upperBound {
            return range.upperBound + Self.overshoot(forOffset: y - range.upperBound,
                                                     coefficient: coefficient, dimension: dimension)
        }
        if y < range.lowerBound {
            return range.lowerBound + Self.overshoot(forOffset: y - range.lowerBound,
                                                     coefficient: coefficient, dimension: dimension)
        }
        return y
    }

    /// d(clamp)/dx at a free position: 1 inside the range, c / (x·c/d + 1)² past its ends.
    public func slope(at x: Double) -> Double {
        let over = x > range.upperBound ? x - range.upperBound
            : (x < range.lowerBound ? range.lowerBound - x : 0)
        guard over > 0 else { return 1 }
        let s = over * coefficient / dimension + 1
        return coefficient / (s * s)
    }
}

/// The seed's simpler resistance (WWDC18 demo): sign(x)·|x|^exponent, exponent 0.7.
public struct PowerRubberBand: Hashable, Sendable {
    /// The power the overshoot is raised to, in (0, 1].
    public let exponent: Double

    /// The exponent WWDC18's demo uses.
    public static let wwdcExponent = 0.7

    /// A power-law band: the displayed offset is |x|^exponent.
    /// - Throws: `ParameterError` unless 0 < exponent ≤ 1.
    public init(exponent: Double = PowerRubberBand.wwdcExponent) throws(ParameterError) {
        try ParameterError.require(exponent > 0 && exponent <= 1, "exponent", exponent, "in (0, 1]")
        self.exponent = exponent
    }

    /// The displayed offset for a free offset `x`.
    public func offset(forOvershoot x: Double) -> Double {
        let magnitude = abs(x).toPower(exponent)
        return x < 0 ? -magnitude : magnitude
    }

    /// The free offset that displays as `y`.
    public func overshoot(forOffset y: Double) -> Double {
        let magnitude = abs(y).toPower(1 / exponent)
        return y < 0 ? -magnitude : magnitude
    }
}

import RealModule

extension Double {
    @inlinable func toPower(_ p: Double) -> Double { self == 0 ? 0 : Double.pow(self, p) }
}
