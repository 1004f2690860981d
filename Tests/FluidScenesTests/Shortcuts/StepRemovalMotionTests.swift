import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import FluidRender
import FluidTestSupport
import Foundation
import Testing

@testable import FluidSceneKit
@testable import FluidScenes

/// Removing a step animates (issue 24): the cards below start where they were and spring up by
/// one slot (card 68 pt + spacing 12 pt = 80 pt), the removed card fades where it was, and a
/// second removal mid-flight moves nothing by a jump.
@Suite struct StepRemovalMotionTests {
    static let slot = 80.0

    func scene() throws -> ShortcutsScene {
        var scene = try #require(try SceneCatalog.standard.makeScene(named: "shortcuts") as? ShortcutsScene)
        scene.layout(size: Size(width: 390, height: 844), safeArea: .zero)
        scene.advance(to: 0)
        return scene
    }

    func tapRemove(_ index: Int, in scene: inout ShortcutsScene, at t: Double) {
        let button = scene.removeButtonFrame(index).center
        scene.handle(.touch(TouchEvent(id: 1, phase: .began, location: button, time: t)))
        scene.handle(.touch(TouchEvent(id: 1, phase: .ended, location: button, time: t)))
    }

    /// The trace's `shortcut` object as a dictionary.
    func shortcut(_ scene: ShortcutsScene) throws -> [String: Any] {
        let text = try #require(scene.traceFrame.last?.1.text)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Critically damped, response 0.35 s (ω = 2π / 0.35), from `from` to 0 at rest:
    /// x(t) = from · (1 + ωt) · e^(−ωt).
    static func closing(_ from: Double, after t: Double) -> Double {
        let w = 2 * Double.pi / 0.35
        return from * (1 + w * t) * exp(-w * t)
    }

    @Test func theCardsBelowCloseTheGapWithASpring() throws {
        var scene = try scene()
        let steps = scene.document.steps.count
        #expect(steps >= 3)
        #expect(try shortcut(scene)["gap"] == nil)
        tapRemove(0, in: &scene, at: 1)
        #expect(scene.document.steps.count == steps - 1)
        #expect(scene.needsFrames)
        // At once: the cards below are drawn where they were.
        #expect(try shortcut(scene)["gap"] as? Double == Self.slot)
        #expect(try shortcut(scene)["leaving"] as? Double == 1)
        #expect(scene.removals.shift(of: 0) == Self.slot && scene.removals.shift(of: 1) == Self.slot)
        scene.advance(to: 1.1)
        let gap = try #require(try shortcut(scene)["gap"] as? Double)
        #expect(isClose(gap, Self.closing(Self.slot, after: 0.1), within: 1e-9), "\(gap)")
        // The removed card fades and shrinks where it was.
        let canvas = RecordingCanvas(size: Size(width: 390, height: 844))
        scene.draw(in: canvas)
        let layers = canvas.calls.compactMap { if case .beginLayer(let opacity) = $0.command { opacity } else { nil } }
        #expect(layers.contains { $0 > 0 && $0 < 1 }, "\(layers)")
        scene.advance(to: 3)
        #expect(try shortcut(scene)["gap"] == nil)
        #expect(scene.removals.shift(of: 0) == 0 && !scene.removals.isMoving)
    }

    @Test func aSecondRemovalMidFlightDoesNotJump() throws {
        var scene = try scene()
        tapRemove(0, in: &scene, at: 1)
        scene.advance(to: 1.08)
        // Card 1 now (the third step at the start) is drawn at its place plus its shift.
        let before = scene.cardFrame(1).minY + scene.removals.shift(of: 1)
        let velocity = scene.removals.shifts[1]?.velocity ?? 0
        tapRemove(0, in: &scene, at: 1.08)
        let after = scene.cardFrame(0).minY + scene.removals.shift(of: 0)
        #expect(isClose(before, after, within: 1e-9))
        #expect(scene.removals.shifts[0]?.velocity == velocity)
        #expect(scene.removals.leaving.count == 2)
    }

    /// 0.1 s into a removal, with the first card's ⊗ tapped: the removed card half faded and
    /// shrunk, the cards below on their way up. Compared with `../Golden/shortcuts-removing-0.1s.png`
    /// (re-record with FLUID_RECORD_GOLDEN=1, then look at it).
    @Test func aRemovalMidFlightMatchesItsGolden() throws {
        var scene = try scene()
        tapRemove(0, in: &scene, at: 1)
        scene.advance(to: 1.1)
        let canvas = try CairoCanvas(size: Size(width: 390, height: 844), scale: 0.5)
        scene.drawFrame(in: canvas, background: .black)
        try GoldenImage.check(canvas.snapshot(), named: "shortcuts-removing-0.1s")
    }
}
