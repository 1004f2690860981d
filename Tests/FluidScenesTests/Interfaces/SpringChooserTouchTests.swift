import FluidCore
import FluidGestures
import FluidMotion
import Testing

@testable import FluidScenes
@testable import FluidSession

/// A finger already down when the list of platforms opens (assistive technology or the keyboard
/// activated the platform button) is let go of by whatever held it: the list takes every touch
/// from then on, so that finger's lift never reached its holder, and the designer asked for
/// frames for ever (`make fuzz`, seed 1: cases 84257, 37099 and 71451).
@Suite struct SpringChooserTouchTests {
    /// A finger on the platform button when the list opened, on a phone and on a tablet (the
    /// fuzzer's three reproducers, lifted where they pressed and at the origin, as it lifts).
    static let presses: [(size: Size, down: Point, up: Point)] = [
        (Size(width: 390, height: 844), Point(x: 17, y: 729), .zero),
        (Size(width: 1024, height: 1366), Point(x: 375, y: 742), .zero),
        (Size(width: 1024, height: 1366), Point(x: 420.283, y: 709.59), Point(x: 420.283, y: 709.59))
    ]

    /// Frames until the session rests, for at most `seconds`; true when it rests.
    static func settles(_ s: inout Session, from start: Double, within seconds: Double = 5) -> Bool {
        var now = start
        while s.needsFrames, now - start < seconds {
            now += 1.0 / 60
            s.advance(to: now)
        }
        return !s.needsFrames
    }

    @Test(arguments: 0..<3) func aFingerOnTheButtonsLetsGoWhenTheListOpens(_ index: Int) throws {
        let press = Self.presses[index]
        var s = try Session(scene: "spring", size: press.size)
        s.handle(.touch(TouchEvent(id: 1, phase: .began, location: press.down, time: 1)))
        s.apply(.action("activate", node: "platform", time: 1.009))
        let open = try #require(s.scene as? SpringDemoScene)
        #expect(open.code.chooser.isOpen)
        // Nothing under the list stays pressed.
        #expect(!open.code.platformButton.isTracking && !open.code.copyButton.isTracking)
        s.handle(.touch(TouchEvent(id: 1, phase: .ended, location: press.up, time: 1.1)))
        let rests = Self.settles(&s, from: 1.1)
        #expect(rests, "still asking for frames after the finger lifted")
        // The lift chose nothing and left the list open: that finger did not come down on it.
        let scene = try #require(s.scene as? SpringDemoScene)
        #expect(scene.code.chooser.isOpen && scene.code.platform == .swiftUIResponse)
    }

    /// Where the content scrolls, a finger on it that has not yet dragged past the slop when the
    /// list opens lets go of the content at its next event; one on the stage is the stage's tap's
    /// too, and its lift still reaches the tap (seed 1, cases 115721 and 243173: the stage at
    /// 320 × 200).
    @Test(arguments: [false, true]) func aFingerOnScrollingContentLetsGoWhenTheListOpens(onStage: Bool) throws {
        var scene = SpringScrollTests.scene()
        #expect(scene.isScrollable)
        let spot = onStage ? scene.model.stage.center : try #require(scene.parts.graph ?? scene.parts.code).center
        scene.handle(.touch(TouchEvent(id: 1, phase: .began, location: spot, time: 1)))
        #expect(scene.scrollPan.isTouching && !scene.scrollPan.isPanning)
        let opened = scene.perform(.activate, on: "platform", at: 1.01)
        #expect(opened)
        #expect(scene.code.chooser.isOpen)
        scene.handle(.touch(TouchEvent(id: 1, phase: .ended, location: spot, time: 1.1)))
        var now = 1.1
        while scene.needsFrames, now < 6 {
            now += 1.0 / 60
            scene.advance(to: now)
        }
        let rests = !scene.needsFrames
        #expect(rests, "still asking for frames after the finger lifted")
        #expect(scene.code.chooser.isOpen && scene.scroll.offset == 0)
    }
}
