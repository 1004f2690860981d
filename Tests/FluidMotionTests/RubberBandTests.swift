import FluidRandom
import FluidTestSupport
import Testing

@testable import FluidMotion

@Suite("RubberBand")
struct RubberBandTests {
    struct Row: Sendable {
        var overshoot: Double, dimension: Double, coefficient: Double, offset: Double
        var line: Int
    }

    /// b = (1 − 1/(x·c/d + 1))·d, by hand:
    static let rows: [Row] = [
        // x = 100, d = 844: x·c/d = 0.0651658768…; b = 844·0.0651658768/1.0651658768 = 51.63515
        .init(overshoot: 100, dimension: 844, coefficient: 0.55, offset: 51.63515016685207, line: #line),
        // x = d: b = d·(1 − 1/1.55) = 844·0.354838… = 299.48387…
        .init(overshoot: 844, dimension: 844, coefficient: 0.55, offset: 299.48387096774195, line: #line),
        // c = 1, x = d: b = d/2
        .init(overshoot: 390, dimension: 390, coefficient: 1, offset: 195, line: #line),
        .init(overshoot: 0, dimension: 390, coefficient: 0.55, offset: 0, line: #line),
        .init(overshoot: -100, dimension: 844, coefficient: 0.55, offset: -51.63515016685207, line: #line)
    ]

    @Test(arguments: rows)
    func formulaByHand(row: Row) {
        let loc = here(row.line)
        let b = RubberBand.offset(
            forOvershoot: row.overshoot, coefficient: row.coefficient,
            dimension: row.dimension)
        #expect(isClose(b, row.offset, within: 1e-9), sourceLocation: loc)
        let x = RubberBand.overshoot(forOffset: row.offset, coefficient: row.coefficient, dimension: row.dimension)
        #expect(isClose(x, row.overshoot, within: 1e-9), sourceLocation: loc)
    }

    @Test func neverReachesTheDimensionAndIsOdd() {
        for x in [1.0, 10, 1e3, 1e6, 1e12] {
            let b = RubberBand.offset(forOvershoot: x, coefficient: 0.55, dimension: 844)
            #expect(b < 844 && b > 0)
            #expect(RubberBand.offset(forOvershoot: -x, coefficient: 0.55, dimension: 844) == -b)
        }
        #expect(RubberBand.overshoot(forOffset: 844, coefficient: 0.55, dimension: 844) == .infinity)
        #expect(RubberBand.overshoot(forOffset: -900, coefficient: 0.55, dimension: 844) == -.infinity)
    }

    @Test func displayedAndFreeAreInverses() throws {
        let band = try RubberBand(dimension: 844, range: 35...724)
        #expect(band.displayed(forFree: 400) == 400)
        #expect(band.displayed(forFree: 35) == 35 && band.displayed(forFree: 724) == 724)
        #expect(isClose(band.displayed(forFree: 824), 724 + 51.63515016685207, within: 1e-9))
        #expect(isClose(band.displayed(forFree: -65), 35 - 51.63515016685207, within: 1e-9))
        var rng = SplitMix64(seed: 5)
        for _ in 0..<500 {
            let x = rng.uniform(-3000...3000)
            #expect(isClose(band.free(forDisplayed: band.displayed(forFree: x)), x, relative: 1e-9))
        }
    }

    /// The slope is 1 inside, c at the ends, c/(x·c/d + 1)² beyond — and matches a central
    /// difference of `displayed(forFree:)`.
    @Test func slope() throws {
        let band = try RubberBand(dimension: 600, range: 0...1000)
        #expect(band.slope(atFree: 500) == 1)
        #expect(isClose(band.slope(atFree: 1000.000001), 0.55, within: 1e-6))
        for x in [-400.0, -10, 1010, 1300, 5000] {
            let h = 1e-4
            let numeric = (band.displayed(forFree: x + h) - band.displayed(forFree: x - h)) / (2 * h)
            #expect(isClose(band.slope(atFree: x), numeric, within: 1e-7))
        }
        #expect(band.slope(atFree: 1600) == 0.55 / ((600 * 0.55 / 600 + 1) * (600 * 0.55 / 600 + 1)))
    }

    @Test func invalidParametersThrow() {
        #expect(throws: ParameterError.self) { try RubberBand(dimension: 0, range: 0...1) }
        #expect(throws: ParameterError.self) { try RubberBand(dimension: -5, range: 0...1) }
        #expect(throws: ParameterError.self) { try RubberBand(dimension: .nan, range: 0...1) }
        #expect(throws: ParameterError.self) { try RubberBand(coefficient: 0, dimension: 10, range: 0...1) }
        #expect(throws: ParameterError.self) { try RubberBand(coefficient: .infinity, dimension: 10, range: 0...1) }
        #expect(throws: ParameterError.self) { try RubberBand(dimension: 10, range: -.infinity...1) }
        #expect(throws: ParameterError.self) { try RubberBand(dimension: 10, range: 0...(.infinity)) }
    }
}

@Suite("PowerRubberBand")
struct PowerRubberBandTests {
    /// sign(x)·|x|^0.7: 100^0.7 = 10^1.4 = 25.118864315095799.
    @Test func wwdcExponent() throws {
        let band = try PowerRubberBand()
        #expect(band.exponent == 0.7)
        #expect(isClose(band.offset(forOvershoot: 100), 25.118864315095799, within: 1e-9))
        #expect(isClose(band.offset(forOvershoot: -100), -25.118864315095799, within: 1e-9))
        #expect(band.offset(forOvershoot: 0) == 0)
        #expect(isClose(band.offset(forOvershoot: 1), 1, within: 1e-15))
        var rng = SplitMix64(seed: 9)
        for _ in 0..<300 {
            let x = rng.uniform(-2000...2000)
            #expect(isClose(band.overshoot(forOffset: band.offset(forOvershoot: x)), x, relative: 1e-9))
        }
    }

    @Test func exponentOneIsIdentity() throws {
        let band = try PowerRubberBand(exponent: 1)
        #expect(band.offset(forOvershoot: -37.5) == -37.5)
    }

    @Test(arguments: [0.0, -0.7, 1.01, Double.nan])
    func invalidExponentsThrow(exponent: Double) {
        #expect(throws: ParameterError.self) { try PowerRubberBand(exponent: exponent) }
    }
}
