/// Whether `a` and `b` differ by less than `tolerance`: |a − b| < tolerance, strictly, as the
/// `abs(a - b) < tolerance` it stands for. Use it as `#expect(isClose(x, 0.25, within: 1e-9))`,
/// so a failure shows both values and the tolerance.
///
/// The difference is computed once, as `a - b`, so the answer is the written comparison's to
/// the last bit. A NaN is never close to anything, itself included; an infinity is close to
/// nothing within a finite tolerance (∞ − ∞ is NaN); nothing is close within 0 or less.
public func isClose<T: FloatingPoint>(_ a: T, _ b: T, within tolerance: T) -> Bool {
    abs(a - b) < tolerance
}

/// Whether `a` and `b` differ by at most `tolerance`: |a − b| ≤ tolerance, the bound itself
/// allowed, as the `abs(a - b) <= tolerance` it stands for. A NaN is never close, an infinity
/// never within a finite tolerance; equal finite values are close within 0.
public func isClose<T: FloatingPoint>(_ a: T, _ b: T, atMost tolerance: T) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether `a` is within a `relative` part of `expected`, or of 1 when `expected` is smaller:
/// |a − expected| ≤ relative · max(1, |expected|). Relative for large values, absolute for those
/// under 1, where a relative bound would ask for more digits than the value has near 0. A NaN
/// or an infinity is never close (an infinite `expected` would otherwise allow anything).
public func isClose<T: FloatingPoint>(_ a: T, _ expected: T, relative: T) -> Bool {
    expected.isFinite && abs(a - expected) <= relative * max(1, abs(expected))
}

/// Whether the integers `a` and `b` differ by at most `tolerance` (pixel levels, counts): the
/// `abs(a - b) <= tolerance` it stands for, without its trap where `a - b` does not fit `T`
/// (unsigned values, or signed ones far apart): such a difference is never close.
public func isClose<T: FixedWidthInteger>(_ a: T, _ b: T, atMost tolerance: T) -> Bool {
    let (difference, overflow) = a >= b ? a.subtractingReportingOverflow(b) : b.subtractingReportingOverflow(a)
    return !overflow && difference <= tolerance
}
