import FluidCore
import FluidRandom
import FluidTestSupport
import Testing

@testable import FluidMotion

@Suite("Snapping")
struct SnappingTests {
    @Test func nearestValue() {
        let detents = [35.0, 544, 724]
        #expect(Snapping.nearestIndex(to: 600, in: detents) == 1)
        #expect(Snapping.nearestIndex(to: 700, in: detents) == 2)
        #expect(Snapping.nearestIndex(to: -1e9, in: detents) == 0)
        #expect(Snapping.nearestIndex(to: 634, in: detents) == 1)  // tie 90/90: the first
        #expect(Snapping.nearestIndex(to: 5, in: []) == nil)
        #expect(Snapping.nearestIndex(to: .nan, in: detents) == nil)
    }

    /// A flick's projection picks the target: 400 pt/s upward from 700 projects 199.6 pt to 500.4.
    @Test func projectedValuePicksTheTarget() {
        let projected = Decay.normal.project(700.0, velocity: -400)
        #expect(isClose(projected, 500.4, within: 1e-9))
        #expect(Snapping.nearestIndex(to: projected, in: [35, 544, 724]) == 1)
    }

    @Test func nearestPoint() {
        // PiP corners in a 390 × 844 container.
        let corners = [Point(x: 67, y: 89), Point(x: 323, y: 89), Point(x: 67, y: 755), Point(x: 323, y: 755)]
        #expect(Snapping.nearestIndex(to: Point(x: 250, y: 600), in: corners) == 3)
        #expect(Snapping.nearestIndex(to: Point(x: 100, y: 300), in: corners) == 0)
        #expect(Snapping.nearestIndex(to: Point(x: .nan, y: 0), in: corners) == nil)
        #expect(Snapping.nearestIndex(to: Point(x: 0, y: 0), in: []) == nil)
    }

    @Test func anglesWrapAround() {
        let quarter = M.pi / 2
        let targets = [0, quarter, M.pi, 3 * quarter]
        // 350° is 10° from 0°, not 350°.
        #expect(Snapping.nearestAngleIndex(to: 350 * M.pi / 180, in: targets) == 0)
        #expect(Snapping.nearestAngleIndex(to: -M.pi * 0.9, in: targets) == 2)
        #expect(Snapping.nearestAngleIndex(to: 7 * M.pi / 4 + 0.01, in: targets) == 0)
        #expect(Snapping.nearestAngleIndex(to: 4 * M.pi + 1.5, in: targets) == 1)
        #expect(Snapping.nearestAngleIndex(to: 1, in: []) == nil)
    }

    @Test func angularDistance() {
        #expect(isClose(Snapping.angularDistance(350 * M.pi / 180, 10 * M.pi / 180), 20 * M.pi / 180, within: 1e-12))
        #expect(isClose(Snapping.angularDistance(-M.pi, M.pi), 0, within: 1e-12))
        #expect(isClose(Snapping.angularDistance(0, M.pi), M.pi, within: 1e-12))
        #expect(isClose(Snapping.angularDistance(0.25, -0.25), 0.5, within: 1e-12))
        var rng = SplitMix64(seed: 17)
        for _ in 0..<200 {
            let d = Snapping.angularDistance(rng.uniform(-50...50), rng.uniform(-50...50))
            #expect(d >= 0 && d <= M.pi + 1e-12)
        }
    }

    @Test func nearestMultiple() {
        let quarter = M.pi / 2
        #expect(Snapping.nearestMultiple(of: quarter, to: 0.9, within: -M.pi...M.pi) == quarter)
        #expect(Snapping.nearestMultiple(of: quarter, to: -2.5, within: -M.pi...M.pi) == -2 * quarter)
        #expect(Snapping.nearestMultiple(of: quarter, to: 9, within: -M.pi...M.pi) == M.pi)
        #expect(Snapping.nearestMultiple(of: quarter, to: .nan, within: -M.pi...M.pi) == 0)
        #expect(Snapping.nearestMultiple(of: 0, to: 1, within: -M.pi...M.pi) == 0)
        #expect(Snapping.nearestMultiple(of: 1, to: 5, within: 2...3) == 3)
    }
}
