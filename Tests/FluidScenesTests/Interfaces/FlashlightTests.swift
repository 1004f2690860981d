import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidScenes

struct FlashlightTests {
    static let center = Point(x: 71, y: 700)

    func model() -> FlashlightModel {
        var m = FlashlightModel()
        m.layout(center: Self.center)
        return m
    }

    @Test func scaleFollowsTheSeedFormula() {
        // 1 + (92/50 − 1)·f = 1 + 0.84·f.
        #expect(FlashlightModel.scale(forForce: 0) == 1)
        #expect(isClose(FlashlightModel.scale(forForce: 0.5), 1.42, within: 1e-12))
        #expect(isClose(FlashlightModel.scale(forForce: 1), 92.0 / 50, within: 1e-12))
        #expect(isClose(FlashlightModel.scale(forForce: 3), 92.0 / 50, within: 1e-12))
    }

    @Test func aHeldMouseRampsForceActivatesAndTogglesOnRelease() {
        var m = model()
        m.handle(touch(.began, Self.center, 0))  // no force reported: simulated
        #expect(m.isSimulatingForce && m.press.isPressing)
        m.advance(to: 0.25)  // force 0.25/0.6 = 0.4167 < 0.5
        #expect(m.press.stage == .reset && m.log.published.isEmpty)
        m.advance(to: 0.35)  // 0.5833 ≥ 0.5: activated, light haptic
        #expect(m.press.stage == .activated)
        #expect(m.log.published == ["activated", "haptic:light"])
        #expect(isClose(m.scale, 1.49, within: 1e-12))  // 1 + 0.84·0.35/0.6
        m.advance(to: 0.5)  // 0.8333: scale 1.7
        #expect(isClose(m.scale, 1.7, within: 1e-12))
        m.handle(touch(.ended, Self.center, 0.5))  // lifting = force 0: confirm, medium haptic
        m.advance(to: 0.5)
        #expect(m.isOn)
        #expect(m.log.published == ["on", "haptic:medium"])
        // Rest spring ζ 0.4, response 0.2 from 1.7 to 1: ω₀ = 10π, β = 4π, ω_d = 10π·√0.84,
        // s(t) = 1 + 0.7·e^(−βt)(cos ω_d t + β/ω_d·sin ω_d t): 1.210416 at 0.05 s, 0.830131 at 0.1 s.
        m.advance(to: 0.55)
        #expect(isClose(m.scale, 1.210415934, within: 1e-8))
        m.advance(to: 0.6)
        #expect(isClose(m.scale, 0.8301305765, within: 1e-8))
        m.advance(to: 5)
        #expect(m.scale == 1 && m.light == 1 && !m.needsFrames)
    }

    @Test func aQuickClickDoesNothing() {
        var m = model()
        m.handle(touch(.began, Self.center, 0))
        m.advance(to: 0.1)
        m.handle(touch(.ended, Self.center, 0.15))
        m.advance(to: 0.15)
        #expect(!m.isOn && m.log.published.isEmpty)
    }

    @Test func reportedPressureDrivesThePress() {
        var m = model()
        let forces = [0.2, 0.6, 0.45, 0.3, 0.55, 0.35]
        var scales: [Double] = []
        for (i, f) in forces.enumerated() {
            m.handle(touch(i == 0 ? .began : .moved, Self.center, Double(i) * 0.05, force: f))
            scales.append(m.scale)
        }
        #expect(!m.isSimulatingForce)
        // 0.6 activates, 0.45 toggles on, 0.3 resets, 0.55 activates again, 0.35 toggles off.
        #expect(!m.isOn)
        for (s, f) in zip(scales, forces) { #expect(isClose(s, 1 + 0.84 * f, within: 1e-12)) }
    }

    @Test func slidingOffCancelsAndSpringsBack() {
        var m = model()
        m.handle(touch(.began, Self.center, 0, force: 0.3))
        m.handle(touch(.moved, Point(x: 71, y: 746), 0.1, force: 0.3))  // 46 pt > 45 pt
        m.advance(to: 0.1)
        #expect(m.press.isCancelled && m.phase == .settling)
        #expect(m.log.published == ["cancelled"])
        m.handle(touch(.moved, Self.center, 0.2, force: 0.9))  // ignored now
        #expect(!m.isOn)
    }

    @Test func touchesOffTheButtonAreIgnored() {
        var m = model()
        m.handle(touch(.began, Point(x: 71 + 40, y: 700), 0))  // beyond 25 + 8 pt
        #expect(m.press.trackedTouch == nil && !m.needsFrames)
    }

    @Test func sceneTraceReportsHaptics() {
        var scene = FlashlightScene()
        scene.layout(size: Size(width: 390, height: 844), safeArea: .zero)
        let c = scene.model.center
        scene.handle(.touch(TouchEvent(id: 1, phase: .began, location: c, time: 0)))
        scene.advance(to: 0.4)
        let text = scene.traceFrame[0].1.text
        #expect(text.contains("\"haptics\":[\"light\"]"))
        #expect(text.contains("\"stage\":\"activated\""))
        #expect(text.contains("\"simulatedForce\":true"))
    }
}
