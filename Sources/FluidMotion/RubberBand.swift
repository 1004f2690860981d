import RealModule

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
    public init(
        coefficient: Double = RubberBand.defaultCoefficient, dimension: Double,
        range: ClosedRange<Double>
    ) throws(ParameterError) {
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

    /// The displayed position for a free position `x` (pt): unchanged inside the range, resisted
    /// past its ends. The result leaves the range by less than `dimension`.
    public func displayed(forFree x: Double) -> Double {
        Self.displayed(
            forFree: x, lower: range.lowerBound, upper: range.upperBound,
            coefficient: coefficient, dimension: dimension)
    }

    /// The free position that displays as `y` (pt): the inverse of `displayed(forFree:)`; a
    /// displayed overshoot of `dimension` or more is unreachable and returns ±infinity.
    public func free(forDisplayed y: Double) -> Double {
        Self.free(
            forDisplayed: y, lower: range.lowerBound, upper: range.upperBound,
            coefficient: coefficient, dimension: dimension)
    }

    /// d(displayed)/d(free) at a free position: 1 inside the range, c / (x·c/d + 1)² past its
    /// ends, x the overshoot.
    public func slope(atFree x: Double) -> Double {
        Self.slope(
            atFree: x, lower: range.lowerBound, upper: range.upperBound,
            coefficient: coefficient, dimension: dimension)
    }

    /// `displayed(forFree:)` for a band given by its parts (the free range `lower…upper`),
    /// unchecked: for callers that check the parts once and whose range moves (the drawer's, with
    /// its layout).
    @inlinable
    public static func displayed(
        forFree x: Double, lower: Double, upper: Double,
        coefficient: Double, dimension: Double
    ) -> Double {
        beyondRange(x, lower: lower, upper: upper) {
            offset(forOvershoot: $0, coefficient: coefficient, dimension: dimension)
        }
    }

    /// `free(forDisplayed:)` for a band given by its parts, unchecked.
    @inlinable
    public static func free(
        forDisplayed y: Double, lower: Double, upper: Double,
        coefficient: Double, dimension: Double
    ) -> Double {
        beyondRange(y, lower: lower, upper: upper) {
            overshoot(forOffset: $0, coefficient: coefficient, dimension: dimension)
        }
    }

    /// `v` where it is inside `lower…upper`; past an end, that end moved by `transform` of the
    /// distance past it (signed): the shape both directions of the band share.
    @inlinable @inline(__always)
    static func beyondRange(
        _ v: Double, lower: Double, upper: Double,
        _ transform: (Double) -> Double
    ) -> Double {
        if v > upper { return upper + transform(v - upper) }
        if v < lower { return lower + transform(v - lower) }
        return v
    }

    /// `slope(atFree:)` for a band given by its parts, unchecked.
    @inlinable
    public static func slope(
        atFree x: Double, lower: Double, upper: Double,
        coefficient: Double, dimension: Double
    ) -> Double {
        let over = x > upper ? x - upper : (x < lower ? lower - x : 0)
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

extension Double {
    @inlinable func toPower(_ p: Double) -> Double { self == 0 ? 0 : Double.pow(self, p) }
}
