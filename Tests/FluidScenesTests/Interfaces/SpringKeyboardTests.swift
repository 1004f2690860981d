import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidScenes
@testable import FluidSession

/// The spring designer from the keyboard, through the session's focus: Tab to a slider, nudge it
/// with the arrows (a twentieth of its range), type a value and Return; copy the code.
@Suite struct SpringKeyboardTests {
    func session() throws -> Session {
        try Session(scene: "spring", size: Size(width: 390, height: 844))
    }

    func focus(_ id: String, in session: inout Session, at time: Double) {
        for _ in 0..<12 where session.focusedNode?.id != id { session.handle(.key(.tab, time: time)) }
    }

    @Test func aFocusedSliderTakesArrowsAndTypedValues() throws {
        var s = try session()
        focus("slider.dampingRatio", in: &s, at: 0)
        #expect(s.focusedNode?.id == "slider.dampingRatio")
        var model: SpringDemoModel { (s.scene as! SpringDemoScene).model }
        // Right: 0.5 + (2 − 0.1) / 20 = 0.595.
        s.handle(.key(.right, time: 0.1))
        #expect(isClose(model.dampingRatio, 0.595, within: 1e-12))
        // Typed "1.5", Return: over-damped.
        s.handle(.text("1.", time: 0.2))
        s.handle(.text("5", time: 0.3))
        #expect(s.typedValue == "1.5")
        s.handle(.key(.enter, time: 0.4))
        #expect(model.dampingRatio == 1.5 && s.typedValue.isEmpty)
        // Out of range is clamped, as a drag would be; Backspace takes a digit back.
        s.handle(.text("97", time: 0.5))
        s.handle(.key(.backspace, time: 0.6))
        s.handle(.key(.enter, time: 0.7))
        #expect(model.dampingRatio == 2)
        // Escape drops a half-typed value without leaving the scene.
        s.handle(.text("0.3", time: 0.8))
        s.handle(.key(.escape, time: 0.9))
        #expect(s.typedValue.isEmpty && s.sceneName == "spring" && model.dampingRatio == 2)
    }

    @Test func copyPutsTheChosenPlatformsCodeOnTheClipboard() throws {
        var s = try session()
        focus("platform", in: &s, at: 0)
        s.handle(.key(.enter, time: 0.1))  // opens the list, focus on the chosen platform
        #expect(s.focusedNode?.id == "platform.2")  // SwiftUI (response), the default
        s.handle(.key(.down, time: 0.12))
        s.handle(.key(.enter, time: 0.14))  // the next one: SwiftUI (duration); the list closes
        #expect(s.focusedNode?.id == "platform")
        focus("copy", in: &s, at: 0.2)
        s.handle(.key(.enter, time: 0.3))
        let spring = Spring.constant(response: 1, dampingRatio: 0.5)
        #expect(s.takeClipboard() == spring.code(for: .swiftUIDuration))
        #expect(s.takeClipboard() == nil)
        let trace = (s.scene as! SpringDemoScene).traceFrame.first?.1.text ?? ""
        #expect(trace.contains("\"copied\":true") && trace.contains("SwiftUI (duration)"), "\(trace)")
    }
}

/// Fingers stay with what took their `began`: found by `fluid-fuzz` (seed 3, case 4008), a host
/// that repeated a slider finger's `began` over the Copy button handed the rest of the touch to
/// the button, so the slider never saw its lift and the scene asked for frames forever.
@Suite struct SpringTouchOwnershipTests {
    @Test func aRepeatedBeganOverACodeButtonStaysWithTheSlider() throws {
        var scene = SpringDemoScene()
        scene.layout(size: Size(width: 390, height: 844), safeArea: EdgeInsets())
        let slider = try #require(scene.model.sliders[.dampingRatio])
        let copy = scene.code.copyButton.bounds
        #expect(copy.width > 0)
        scene.handle(
            .touch(TouchEvent(id: 1, phase: .began, location: Point(x: slider.minX + 10, y: slider.y), time: 0.1)))
        #expect(scene.model.activeSlider?.touch == 1)
        scene.handle(.touch(TouchEvent(id: 1, phase: .began, location: Point(x: copy.midX, y: copy.midY), time: 0.15)))
        scene.handle(.touch(TouchEvent(id: 1, phase: .ended, location: Point(x: copy.midX, y: copy.midY), time: 0.2)))
        scene.advance(to: 10)
        #expect(scene.model.activeSlider == nil)
        #expect(!scene.code.isConfirming)
        #expect(!scene.needsFrames)
    }
}
