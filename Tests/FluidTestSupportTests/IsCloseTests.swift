import FluidTestSupport
import Testing

/// `isClose`: strict and inclusive bounds at the bound itself, NaN and the infinities, the
/// relative form's floor of 1, and integers without overflow. Bounds are powers of two, so each
/// difference below is exact and its side of the bound known without computing it here.
@Suite struct IsCloseTests {
    @Test func withinIsStrictAndAtMostIsInclusive() {
        // |1 − 1.5| = 0.5 exactly: on the bound.
        #expect(!isClose(1.0, 1.5, within: 0.5))
        #expect(isClose(1.0, 1.5, atMost: 0.5))
        #expect(isClose(1.0, 1.25, within: 0.5))
        #expect(isClose(1.5, 1.0, within: 0.5.nextUp))
        #expect(!isClose(1.0, 1.5, atMost: 0.5.nextDown))
        // The same in single precision.
        #expect(isClose(Float(1), Float(1.5), atMost: 0.5) && !isClose(Float(1), Float(1.5), within: 0.5))
    }

    @Test func theDifferenceIsTheWrittenOne() {
        // 0.1 + 0.2 is 0.30000000000000004, 2⁻⁵⁴ above the double nearest 0.3 (one ulp at 0.3).
        let gap = 1.0 / 18_014_398_509_481_984  // 2⁻⁵⁴
        #expect(!isClose(0.1 + 0.2, 0.3, within: gap))
        #expect(isClose(0.1 + 0.2, 0.3, atMost: gap))
        #expect(isClose(0.1 + 0.2, 0.3, within: gap * 2))
    }

    @Test func equalValuesAtZeroTolerance() {
        #expect(isClose(3.0, 3.0, atMost: 0))
        #expect(!isClose(3.0, 3.0, within: 0))
        #expect(!isClose(3.0, 3.0, atMost: -1))
        #expect(isClose(-0.0, 0.0, atMost: 0))
    }

    @Test func nanIsNeverClose() {
        #expect(!isClose(Double.nan, .nan, within: .infinity))
        #expect(!isClose(Double.nan, .nan, atMost: .infinity))
        #expect(!isClose(1.0, .nan, atMost: .infinity))
        #expect(!isClose(Double.nan, 1, relative: .infinity))
        #expect(!isClose(1.0, 1, within: .nan))
    }

    @Test func infinitiesAreNotCloseWithinAFiniteTolerance() {
        #expect(!isClose(Double.infinity, .infinity, atMost: .greatestFiniteMagnitude))
        #expect(!isClose(Double.infinity, 0, atMost: .greatestFiniteMagnitude))
        #expect(!isClose(-Double.infinity, -.infinity, within: 1))
        // An infinite expectation would allow any finite value (|1 − ∞| ≤ r·∞); it allows none.
        #expect(!isClose(1.0, .infinity, relative: 1))
        #expect(!isClose(Double.infinity, .infinity, relative: 1))
    }

    @Test func relativeScalesWithTheExpectedValueAboveOne() {
        // 2⁻¹¹ of 1024 is 0.5.
        let part = 1.0 / 2048
        #expect(isClose(1024.5, 1024, relative: part))
        #expect(isClose(1023.5, 1024, relative: part))
        #expect(!isClose(1024.5.nextUp, 1024, relative: part))
        #expect(isClose(-1024.5, -1024, relative: part))
        // Below 1 the bound is absolute: 0.5 of 1, not of 0.
        #expect(isClose(0.5, 0, relative: 0.5))
        #expect(!isClose(0.75, 0, relative: 0.5))
        #expect(!isClose(0.5, 0, relative: 0))
    }

    @Test func integersWithoutOverflow() {
        #expect(isClose(UInt8(3), 5, atMost: 2))
        #expect(!isClose(UInt8(5), 3, atMost: 1))
        #expect(isClose(UInt8(255), 0, atMost: 255))
        #expect(isClose(Int.min, Int.min + 3, atMost: 3))
        #expect(!isClose(Int.max, Int.min, atMost: .max))
        #expect(!isClose(Int.min, Int.max, atMost: .max))
        #expect(!isClose(Int(4), 4, atMost: -1))
    }
}
