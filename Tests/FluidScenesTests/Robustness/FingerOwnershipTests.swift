import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidSession

/// A finger stays with whatever took it until it lifts, whatever the other fingers do and
/// wherever it comes down again (a host that lost a lift repeats `began`). Each case was found by
/// `fluid-fuzz`, minimised: before the fix the scene wanted frames for ever.
@Suite struct FingerOwnershipTests {
    /// Lifts fingers 1…5 at `t`, then runs frames for up to 35 s; true if the scene came to rest.
    func liftAndRest(_ session: inout Session, at t: Double) -> Bool {
        for id in 1...5 { session.handle(.touch(touch(.ended, 0, 0, t, id: id))) }
        var now = t
        while session.needsFrames, now - t < 35 {
            now += 1.0 / 60
            session.advance(to: now)
        }
        return !session.needsFrames
    }

    @Test func shortcutsDrawerFingerLiftsWhileAnotherIsOnTheEditor() throws {
        // 320 × 200: the compressed drawer's top is at 80. Finger 1 holds the drawer, finger 5
        // goes down on the editor; the drawer must still see finger 1 lift.
        var session = try Session(scene: "shortcuts", size: Size(width: 320, height: 200))
        session.handle(.touch(touch(.began, 34, 99, 1)))
        session.handle(.touch(touch(.began, 160, 60, 1.05, id: 5)))
        #expect(liftAndRest(&session, at: 1.1))
    }

    @Test func shortcutsBackButtonFingerLiftsWhileAnotherIsOnTheEditor() throws {
        var session = try Session(scene: "shortcuts")
        session.handle(.touch(touch(.began, 12, 11, 0.25)))
        session.handle(.touch(touch(.began, 195, 300, 0.3, id: 2)))
        #expect(liftAndRest(&session, at: 0.4))
    }

    @Test func springDemoTapFingerComingDownAgainOnASliderStaysTheTaps() throws {
        // Down on the stage in portrait, the container rotates, the same finger comes down again
        // where a slider now is.
        var session = try Session(scene: "spring")
        session.handle(.touch(touch(.began, 67, 164, 0.004, id: 2)))
        session.apply(.resize(Size(width: 844, height: 390), time: 0.763))
        session.handle(.touch(touch(.began, 71.368, 243.04, 0.874, id: 2)))
        #expect(liftAndRest(&session, at: 0.9))
    }

    @Test func bouncySheetTapFingerComingDownAgainOnTheButtonStaysTheTaps() throws {
        var session = try Session(scene: "bouncy-sheet", size: Size(width: 1024, height: 1366))
        session.handle(.key(.space, time: 0.1))
        session.advance(to: 1.5)
        session.handle(.touch(touch(.began, 416, 349, 1.6)))
        session.handle(.touch(touch(.began, 438.113, 315.72, 1.6)))
        #expect(liftAndRest(&session, at: 1.7))
    }
}
