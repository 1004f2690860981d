import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidScenes

struct BouncySheetTests {
    /// Container 844 pt tall with a 34 pt home-indicator inset: hidden top 844, shown 844 − 240 − 34 = 570.
    func model() -> BouncySheetModel {
        var m = BouncySheetModel()
        m.layout(height: 844, bottomInset: 34)
        return m
    }

    @Test func uikitDurationSpringsConvert() {
        // ω₀ = ln 1500 / (ζ·0.5 s): sides 7.313220/0.375 = 19.501921 rad/s → response 0.322183 s;
        // centre 7.313220/0.45 = 16.251601 rad/s → response 0.386619 s.
        #expect(isClose(BouncySheetModel.sideSpring.response, 0.3221828915, within: 1e-9))
        #expect(isClose(BouncySheetModel.centerSpring.response, 0.3866194698, within: 1e-9))
        #expect(isClose(BouncySheetModel.sideSpring.dampingRatio, 0.75, within: 1e-12))
        #expect(isClose(BouncySheetModel.centerSpring.dampingRatio, 0.9, within: 1e-12))
    }

    @Test func showingStartsWithTheSeedsRelativeVelocities() {
        var m = model()
        #expect(m.sideY == 844 && !m.isMoving)
        m.toggle(at: 1)
        // Distance −274 pt: sides 0.8 × −274 = −219.2 pt/s, centre 0.9 × −274 = −246.6 pt/s.
        #expect(isClose(m.sideVelocity, -219.2, within: 1e-9))
        #expect(isClose(m.centerVelocity, -246.6, within: 1e-9))
        m.advance(to: 1.1)
        // Seed 004: control = side + (side − centre). The sides (ζ 0.75) lead the centre (ζ 0.9)
        // up, so the control point is above the corners and the edge bulges up by half the
        // springs' difference.
        #expect(m.sideY < m.centerY)
        #expect(isClose(m.controlY, m.sideY + (m.sideY - m.centerY), within: 1e-9))
        #expect(m.controlY < m.sideY)
        #expect(isClose(m.edgeMidY, m.sideY - (m.centerY - m.sideY) / 2, within: 1e-9))
        m.advance(to: 4)
        #expect(m.sideY == 570 && m.centerY == 570 && !m.isMoving)
    }

    @Test func togglingMidFlightReversesFromTheCurrentState() {
        var m = model()
        m.toggle(at: 0)
        m.advance(to: 0.12)
        let before = (m.sideY, m.centerY, m.sideVelocity, m.centerVelocity)
        m.toggle(at: 0.12)
        #expect(!m.isVisible)
        #expect(m.sideY == before.0 && m.centerY == before.1)
        #expect(m.sideVelocity == before.2 && m.centerVelocity == before.3)  // no velocity kick
        m.advance(to: 0.13)
        // Continuity: a 10 ms step moves by v·dt plus at most ½·|a|·dt², |a| ≤ ω₀²·|d| + 2ζω₀·|v|
        // ≈ 380·274 + 29·1000 pt/s² → under 7 pt.
        #expect(isClose(m.sideY, before.0 + 0.01 * before.2, within: 7))
        m.advance(to: 5)
        #expect(m.sideY == 844 && !m.isMoving)
    }

    @Test func sceneFramesOnlyWhileMoving() {
        var scene = BouncySheetScene()
        scene.layout(size: Size(width: 390, height: 844), safeArea: EdgeInsets(bottom: 34))
        scene.advance(to: 0)
        #expect(!scene.needsFrames)
        scene.handle(.key(.space, time: 0.1))
        scene.advance(to: 0.1)
        #expect(scene.needsFrames)
        #expect(scene.traceFrame[0].1.text.contains("\"visible\":true"))
        scene.advance(to: 3)
        #expect(!scene.needsFrames)
        // Tap the first action (rows start 12 pt below the edge at 570): chosen, sheet hides.
        scene.handle(.touch(TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 600), time: 3)))
        scene.handle(.touch(TouchEvent(id: 1, phase: .ended, location: Point(x: 100, y: 600), time: 3.05)))
        #expect(scene.chosen == "Call" && !scene.model.isVisible)
    }
}
