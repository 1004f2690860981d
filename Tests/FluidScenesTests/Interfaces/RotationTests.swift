import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import RealModule
import Testing

@testable import FluidScenes

struct RotationTests {
    struct SnapRow: Sendable {
        var projected: Double
        var current: Double
        var expected: Double
        var line: Int
    }

    /// Reach = projected limited to current ± π; the rest is round(reach / (π/2)) quarter turns.
    static let snaps: [SnapRow] = [
        SnapRow(projected: 0.7, current: 0, expected: 0, line: #line),  // q 0.446 → 0
        SnapRow(projected: 0.8, current: 0, expected: .pi / 2, line: #line),  // q 0.509 → 1
        SnapRow(projected: 3.5, current: 0, expected: .pi, line: #line),  // q 2.23 → 2
        SnapRow(projected: 5, current: 0, expected: .pi, line: #line),  // reach π → q 2
        SnapRow(projected: -2.5, current: 0, expected: -.pi, line: #line),  // q −1.59 → −2
        SnapRow(projected: 0.4, current: .pi / 2, expected: 0, line: #line),  // q 0.255 → 0
        SnapRow(projected: 10, current: .pi, expected: 2 * .pi, line: #line),  // reach 2π → q 4
        // 260° held still: reach 260° (q 2.89) → 270°; before, ±π around the start gave 180°.
        SnapRow(projected: 260 * .pi / 180, current: 260 * .pi / 180, expected: 1.5 * .pi, line: #line),
        // 260° and still spinning on: reach 260° + 180° = 440° (q 4.89) → 450°.
        SnapRow(projected: 20, current: 260 * .pi / 180, expected: 2.5 * .pi, line: #line),
        // −400° spun backwards hard: reach −580° (q −6.44) → −540°.
        SnapRow(projected: -30, current: -400 * .pi / 180, expected: -3 * .pi, line: #line)
    ]

    @Test(arguments: snaps)
    func snapsToTheQuarterTurnNearestTheLimitedProjection(row: SnapRow) {
        #expect(
            isClose(RotationModel.snap(projected: row.projected, current: row.current), row.expected, within: 1e-12),
            sourceLocation: .init(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
    }

    /// The gesture: one finger turns the card 260° over 1.3 s (60 Hz), holds still for
    /// 0.2 s and lifts. The release velocity is 0, so the projection is the angle itself: the card
    /// springs on to 270° (3π/2) and rests there.
    @Test func aTurnOf260DegreesHeldAndReleasedRestsAt270() {
        var m = RotationModel()
        m.layout(center: Point(x: 200, y: 400))
        let turn = 260 * Double.pi / 180
        func at(_ a: Double) -> Point { Point(x: 200 + 100 * cosine(a), y: 400 + 100 * sine(a)) }
        for k in 0...78 {
            let t = Double(k) / 60
            m.handle(TouchEvent(id: 1, phase: k == 0 ? .began : .moved, location: at(turn * Double(k) / 78), time: t))
            m.advance(to: t)
        }
        for k in 79...90 {
            m.handle(TouchEvent(id: 1, phase: .moved, location: at(turn), time: Double(k) / 60))
        }
        m.handle(TouchEvent(id: 1, phase: .ended, location: at(turn), time: 1.5))
        #expect(isClose(m.target, 1.5 * .pi, within: 1e-12))
        m.advance(to: 5)
        #expect(isClose(m.angle, 1.5 * .pi, within: 1e-12) && m.phase == .resting)
    }

    /// Centre (200, 400); the finger circles at radius 100 at `omega` rad/s from angle 0 for
    /// `duration` s (60 Hz), then lifts.
    func spin(omega: Double, duration: Double) -> RotationModel {
        var m = RotationModel()
        m.layout(center: Point(x: 200, y: 400))
        let frames = Int((duration * 60).rounded())
        for k in 0...frames {
            let t = Double(k) / 60
            let a = omega * t
            let p = Point(x: 200 + 100 * cosine(a), y: 400 + 100 * sine(a))
            m.handle(TouchEvent(id: 1, phase: k == 0 ? .began : .moved, location: p, time: t))
        }
        let t = Double(frames) / 60
        let a = omega * t
        m.handle(
            TouchEvent(id: 1, phase: .ended, location: Point(x: 200 + 100 * cosine(a), y: 400 + 100 * sine(a)), time: t)
        )
        return m
    }

    @Test func aFastSpinIsProjectedWithFastDeceleration() {
        // A quarter turn in 0.1 s: ω = 5π = 15.708 rad/s. Projection π/2 + ω·0.99/0.01/1000
        // = 1.5708 + 1.5551 = 3.1259 → nearest quarter turn: π.
        let m = spin(omega: 5 * .pi, duration: 0.1)
        #expect(isClose(m.angle, .pi / 2, within: 1e-9))
        #expect(isClose(m.angularVelocity, 5 * .pi, within: 1e-6))
        #expect(isClose(m.projection ?? 0, 3.1258846903, within: 1e-6))
        #expect(isClose(m.target, .pi, within: 1e-12))
    }

    @Test func aSlowTurnSnapsToTheNearest() {
        // 60° in 1 s: ω = π/3 rad/s, projection adds 0.104 → 1.151 rad (q 0.73) → π/2.
        var m = spin(omega: .pi / 3, duration: 1)
        #expect(isClose(m.target, .pi / 2, within: 1e-12))
        m.advance(to: 10)
        #expect(m.angle == .pi / 2 && m.phase == .resting)
    }

    @Test func circlingPastHalfATurnKeepsCounting() {
        // From 3π/4 through π to −3π/4 (= 5π/4): the card turns +π/2, not −3π/2.
        var m = RotationModel()
        m.layout(center: Point(x: 0, y: 0))
        let angles = [0.75, 0.875, 1.0, 1.125, 1.25].map { $0 * Double.pi }
        for (k, a) in angles.enumerated() {
            m.handle(
                TouchEvent(
                    id: 1, phase: k == 0 ? .began : .moved,
                    location: Point(x: 100 * cosine(a), y: 100 * sine(a)), time: Double(k) * 0.5))
        }
        #expect(isClose(m.angle, .pi / 2, within: 1e-9))
    }

    @Test func theCentreIsADeadZone() {
        var m = RotationModel()
        m.layout(center: Point(x: 0, y: 0))
        m.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 5, y: 0), time: 0))
        #expect(!m.isDragging)
        m.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 50, y: 0), time: 0))
        m.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 1, y: 1), time: 0.1))
        #expect(m.angle == 0)
    }

    @Test func theSpringStartsWithTheFingersSpin() {
        // Right after release the spring starts at the finger's angle with its angular velocity.
        var m = spin(omega: 5 * .pi, duration: 0.1)
        m.advance(to: 0.1 + 1e-6)
        #expect(isClose(m.angularVelocity, 5 * .pi, within: 0.01))
        m.advance(to: 5)
        #expect(m.angle == .pi && !m.needsFrames)
    }
}

/// cos and sin for placing the finger on its circle (RealModule, as the standard library has none).
func cosine(_ a: Double) -> Double { Double.cos(a) }
func sine(_ a: Double) -> Double { Double.sin(a) }
