import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import FluidRender
import FluidTestSupport
import Foundation
import Testing

@testable import FluidSession

/// A push caught mid-flight (issue 24), as iOS 17 lets a back swipe catch a push: a finger on
/// the left edge holds it where it is and drags it, its release completes or cancels by
/// projected velocity, and back (Escape) during the push turns it round with its velocity.
/// Checked through the session's trace, frame by frame; times are arguments.
@Suite struct PushCatchTests {
    static let size = Size(width: 390, height: 844)

    func touch(_ phase: TouchPhase, _ x: Double, _ t: Double, id: Int = 7) -> InputEvent {
        .touch(TouchEvent(id: id, phase: phase, location: Point(x: x, y: 400), time: t))
    }

    func navigation(_ s: Session) throws -> [String: Any]? {
        let line = Trace.frame(s, index: 0)
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return object?["navigation"] as? [String: Any]
    }

    func offset(_ s: Session) throws -> Double? { try navigation(s)?["offset"] as? Double }

    /// The menu pushing pip, 0.1 s in: critically damped from 390 pt, response 0.5 s
    /// (ω = 2π / 0.5): 390 · (1 + 0.1ω) · e^(−0.1ω) ≈ 250.5 pt.
    func pushing() throws -> (Session, Double) {
        var s = try Session(scene: "menu", size: Self.size)
        s.advance(to: 1)
        s.navigate(.open("pip"))
        s.advance(to: 1.1)
        let w = 2 * Double.pi / 0.5
        let expected = 390 * (1 + 0.1 * w) * exp(-0.1 * w)
        let flying = try #require(try offset(s))
        #expect(isClose(flying, expected, within: 1e-6))
        return (s, flying)
    }

    /// Largest change of the offset between frames 1/120 s apart over `span` seconds from `t`
    /// (pt), with the offsets seen.
    func largestStep(_ s: inout Session, from t: Double, span: Double) throws -> Double {
        var last = try #require(try offset(s))
        var largest = 0.0
        var now = t
        while now < t + span {
            now += 1.0 / 120
            s.advance(to: now)
            guard let next = try offset(s) else { break }
            largest = max(largest, abs(next - last))
            last = next
        }
        return largest
    }

    @Test func aFingerOnTheScreensLeftEdgeCatchesAPushWhereItIs() throws {
        var (s, flying) = try pushing()
        s.handle(touch(.began, 5, 1.1))
        #expect(try navigation(s)?["phase"] as? String == "tracking")
        #expect(try offset(s) == flying)
        #expect(try navigation(s)?["kind"] as? String == "push")
        // Held, it goes nowhere: the pushed scene is the current one until the finger lifts.
        #expect(s.sceneName == "pip")
        s.advance(to: 1.3)
        #expect(try offset(s) == flying)
        s.handle(touch(.moved, 55, 1.35))
        #expect(try isClose(#require(try offset(s)), flying + 50, within: 1e-9))
        s.handle(touch(.moved, -45, 1.45))
        #expect(try isClose(#require(try offset(s)), flying - 50, within: 1e-9))
    }

    @Test func aFingerOnTheArrivingScenesEdgeCatchesItToo() throws {
        var (s, flying) = try pushing()
        s.handle(touch(.began, flying + 8, 1.1))
        #expect(try navigation(s)?["phase"] as? String == "tracking")
        #expect(try offset(s) == flying)
    }

    /// A finger elsewhere is the pushed scene's, as before: the push runs on.
    @Test func aFingerElsewhereLeavesThePushRunning() throws {
        var (s, _) = try pushing()
        s.handle(touch(.began, 300, 1.1))
        #expect(try navigation(s)?["phase"] as? String == "settling")
        #expect(try navigation(s)?["target"] as? String == "shown")
    }

    /// Caught and thrown right at about 1 000 pt/s: the projection (≈ 499 pt further) passes half
    /// the width, so the push turns into a pop and the menu comes back; no frame jumps.
    @Test func aCaughtPushThrownRightCompletesAsAPop() throws {
        var (s, _) = try pushing()
        s.handle(touch(.began, 5, 1.1))
        for i in 1...6 { s.handle(touch(.moved, 5 + Double(i) * 1000 / 60, 1.1 + Double(i) / 60)) }
        s.handle(touch(.ended, 105, 1.2))
        #expect(try navigation(s)?["target"] as? String == "gone")
        #expect(s.sceneName == "menu")
        // The spring starts at the finger's 1 000 pt/s: at most about that far per frame.
        let step = try largestStep(&s, from: 1.2, span: 0.5)
        #expect(step < 1100.0 / 120, "\(step) pt in a frame")
        s.advance(to: 5)
        #expect(try s.sceneName == "menu" && navigation(s) == nil && !s.needsFrames)
    }

    /// Caught, dragged back left and let go slowly: it lands where it is, under half the width,
    /// so the push completes and pip stays.
    @Test func aCaughtPushReversedAndReleasedSlowlyCompletes() throws {
        var (s, flying) = try pushing()
        s.handle(touch(.began, 5, 1.1))
        s.handle(touch(.moved, -95, 1.4))
        s.handle(touch(.moved, -100, 1.8))
        s.handle(touch(.ended, -100, 2.3))
        #expect(try isClose(#require(try offset(s)), flying - 105, within: 1e-9))
        #expect(try navigation(s)?["target"] as? String == "shown")
        s.advance(to: 6)
        #expect(try s.sceneName == "pip" && navigation(s) == nil && !s.needsFrames)
    }

    /// Escape (back) during the push turns it round from where it is, with the velocity it had
    /// (leftward: 390 · ω² · 0.1 · e^(−0.1ω) ≈ 1 753 pt/s at 0.1 s): the offset keeps decreasing a little before it
    /// heads back right, and no frame jumps (it used to finish the push and pop from 0: a jump
    /// of 250 pt).
    @Test func backDuringAPushTurnsItRoundWithoutAJump() throws {
        var (s, flying) = try pushing()
        s.handle(.key(.escape, time: 1.1))
        #expect(s.sceneName == "menu")
        #expect(try navigation(s)?["kind"] as? String == "push")
        #expect(try navigation(s)?["target"] as? String == "gone")
        #expect(try offset(s) == flying)
        s.advance(to: 1.1 + 1.0 / 120)
        let next = try #require(try offset(s))
        #expect(next < flying, "the leftward velocity carries on: \(next) after \(flying)")
        // Critically damped, response 0.5 s, over at most 390 pt: never faster than
        // 390 · ω / e ≈ 1 803 pt/s plus the velocity it started with (≈ 1 753 pt/s).
        let step = try largestStep(&s, from: 1.1 + 1.0 / 120, span: 1)
        #expect(step < 3600.0 / 120, "\(step) pt in a frame")
        s.advance(to: 5)
        #expect(try s.sceneName == "menu" && navigation(s) == nil && !s.needsFrames)
    }

    /// A push caught by a finger on the left edge and held 50 pt left of where it was caught.
    @Test func aCaughtPushMatchesItsGolden() throws {
        var (s, _) = try pushing()
        s.handle(touch(.began, 5, 1.1))
        s.handle(touch(.moved, -45, 1.2))
        s.advance(to: 1.2)
        let canvas = try CairoCanvas(size: Self.size, scale: 0.5)
        s.drawFrame(in: canvas)
        try GoldenImage.check(canvas.snapshot(), named: "push-caught-pip-200pt", in: NavigationGoldenTests.directory)
    }
}
