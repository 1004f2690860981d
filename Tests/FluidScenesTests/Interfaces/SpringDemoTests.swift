import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidScenes

struct SpringDemoTests {
    /// Stage (16, 100, 358, 128); damping slider track x 30…360 at y 500, response at y 580.
    func model() -> SpringDemoModel {
        var m = SpringDemoModel()
        m.layout(
            stage: Rect(x: 16, y: 100, width: 358, height: 128),
            dampingSlider: .init(minX: 30, maxX: 360, y: 500),
            responseSlider: .init(minX: 30, maxX: 360, y: 580))
        return m
    }

    @Test func aTapStartsAStepThatFollowsTheClosedForm() {
        // ζ 0.5, response 1 s: ω₀ = 2π, β = π, ω_d = 2π·√0.75; from rest at 0 towards 1,
        // p(t) = 1 − e^(−βt)·(cos ω_d t + (β/ω_d)·sin ω_d t); p(0.25) = 0.647328, p(0.4) = 1.026972.
        var m = model()
        m.handle(touch(.began, 200, 160, 1.0))
        m.handle(touch(.ended, 200, 160, 1.05))  // the tap is recognised at lift-off
        #expect(m.isAtEnd && m.stepStart == 1.05)
        m.advance(to: 1.30)
        #expect(isClose(m.progress, 0.6473275507, within: 1e-9))
        m.advance(to: 1.45)
        #expect(isClose(m.progress, 1.0269719504, within: 1e-9))
        m.advance(to: 10)
        #expect(m.progress == 1 && !m.isMoving && !m.needsFrames)
    }

    @Test func tappingMidFlightReversesWithoutAJump() {
        var m = model()
        m.toggle(at: 0)
        m.advance(to: 0.3)
        let (x, v) = (m.progress, m.animation.velocity)
        m.toggle(at: 0.3)
        #expect(m.progress == x && m.animation.velocity == v)
        #expect(!m.isAtEnd && m.stepStart == nil)
        m.advance(to: 0.31)
        // Continuity: one 10 ms step moves by about v·dt, not a jump.
        #expect(isClose(m.progress - x, v * 0.01, within: 0.01))
    }

    @Test func slidersSetTheParametersLive() {
        var m = model()
        // The damping thumb sits at (0.5 − 0.1)/1.9 of the track: x = 30 + 330·0.210526 = 99.47.
        // Grab it 5 pt right of its centre and drag to x 365: the thumb centre lands at 360 → 2.0.
        m.handle(touch(.began, 30 + 330.0 * 4 / 19 + 5, 505, 0))
        #expect(m.activeSlider?.parameter == .dampingRatio)
        m.handle(touch(.moved, 280, 505, 0.1))
        // Thumb at 275 → fraction (275 − 30)/330 = 0.742424 → ζ = 0.1 + 1.9·0.742424 = 1.510606.
        #expect(isClose(m.dampingRatio, 1.5106060606, within: 1e-6))
        m.handle(touch(.moved, 365, 505, 0.2))
        m.handle(touch(.ended, 500, 505, 0.3))  // beyond the track: clamped
        #expect(m.dampingRatio == 2 && m.activeSlider == nil)  // over-damped springs allowed
        // Touching the response track away from its thumb jumps there: x 30 → 0.1 s.
        m.handle(touch(.began, 30, 580, 1))
        #expect(m.response == 0.1)
        m.handle(touch(.ended, 30, 580, 1.1))
        #expect(isClose(m.spring.dampingRatio, 2, within: 1e-12) && isClose(m.spring.response, 0.1, within: 1e-12))
    }

    @Test func changingTheSpringMidFlightKeepsTheMotionContinuous() {
        // ζ 1, response 0.5 after the change: ω₀ = 4π. From rest at 0: p(0.2) = 1 − e^(−0.8π)(1 + 0.8π)
        // = 0.715416 — but here the change comes at t = 0.1 of a ζ 0.5 / 1 s step, so only
        // continuity is checked.
        var m = model()
        m.toggle(at: 0)
        m.advance(to: 0.1)
        let (x, v) = (m.progress, m.animation.velocity)
        m.set(.dampingRatio, to: 1, at: 0.1)
        m.set(.response, to: 0.5, at: 0.1)
        #expect(m.progress == x && m.animation.velocity == v)
        #expect(m.stepStart == nil)
    }

    @Test func aCleanStepWithTheStiffestSpringMatchesTheCriticalForm() {
        var m = model()
        m.set(.dampingRatio, to: 1, at: 0)
        m.set(.response, to: 0.5, at: 0)
        m.toggle(at: 1)
        m.advance(to: 1.2)
        // ζ = 1, ω₀ = 4π: p(0.2) = 1 − e^(−0.8π)·(1 + 0.8π) = 0.715416.
        #expect(isClose(m.progress, 0.7154156891, within: 1e-9))
    }

    @Test func outOfRangeAndBadValuesAreClampedOrIgnored() {
        var m = model()
        m.set(.response, to: 9, at: 0)
        #expect(m.response == 2)
        m.set(.dampingRatio, to: -1, at: 0)
        #expect(m.dampingRatio == 0.1)
        m.set(.dampingRatio, to: .nan, at: 0)
        #expect(m.dampingRatio == 0.1)
    }

    @Test func sceneTraceAndKeys() {
        var scene = SpringDemoScene()
        scene.layout(size: Size(width: 390, height: 844), safeArea: .zero)
        scene.handle(.key(.space, time: 0))
        scene.advance(to: 0.1)
        let text = scene.traceFrame[0].1.text
        #expect(text.contains("\"target\":\"right\""))
        #expect(text.contains("\"dampingRatio\":0.5"))
        #expect(text.contains("\"moving\":true"))
        #expect(scene.needsFrames)
    }
}
