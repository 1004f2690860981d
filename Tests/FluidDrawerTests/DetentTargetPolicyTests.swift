import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidDrawer

@Suite struct DetentTargetPolicyTests {
    struct Row: Sendable {
        var top: Double
        var velocity: Double
        var expected: Int
        var line: Int
    }

    static let tops = [724.0, 544, 35]

    // projected = top + 0.499·v; nearest; then a flick (|v| ≥ 200) never targets a detent behind it.
    static let rows: [Row] = [
        Row(top: 700, velocity: 0, expected: 0, line: #line),
        Row(top: 640, velocity: 0, expected: 0, line: #line),  // 84 to compressed, 96 to expanded
        Row(top: 634, velocity: 0, expected: 0, line: #line),  // tie 90/90 → the smaller detent
        Row(top: 600, velocity: -199, expected: 1, line: #line),  // → 500.7: expanded
        Row(top: 550, velocity: -200, expected: 1, line: #line),  // → 450.2: expanded, 6 pt ahead
        Row(top: 540, velocity: -199, expected: 1, line: #line),  // → 440.7: not a flick, back to expanded
        Row(top: 540, velocity: -200, expected: 2, line: #line),  // a flick up: expanded is behind → full
        Row(top: 540, velocity: 200, expected: 0, line: #line),  // a flick down: compressed
        Row(top: 724, velocity: -300, expected: 1, line: #line),  // → 574.3: expanded
        Row(top: 724, velocity: -3000, expected: 2, line: #line),  // → −773: full
        Row(top: 20, velocity: -5000, expected: 2, line: #line),  // past the top: the top detent
        Row(top: 900, velocity: 5000, expected: 0, line: #line),  // past the bottom: the bottom one
        Row(top: .nan, velocity: .nan, expected: 0, line: #line)
    ]

    @Test(arguments: rows)
    func target(_ row: Row) {
        let policy = DetentTargetPolicy()
        #expect(
            policy.targetIndex(top: row.top, velocity: row.velocity, tops: Self.tops) == row.expected,
            sourceLocation: here(row.line))
    }

    @Test func projectionIsWWDCs() {
        // (v/1000)·r/(1 − r) with r = 0.998: 0.499·v.
        #expect(isClose(DetentTargetPolicy().projection.projectedDistance(velocity: 1000), 499, within: 1e-9))
    }
}
