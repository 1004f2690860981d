import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Foundation
import Testing

@testable import FluidScenes
@testable import FluidSession

/// Menu ↔ scene with UIKit's navigation transition and the interactive back swipe (issue 24),
/// checked through the session and its trace. Times are arguments; nothing waits.
@Suite struct NavigationTransitionTests {
    static let size = Size(width: 390, height: 844)

    func touch(_ phase: TouchPhase, _ x: Double, _ t: Double, y: Double = 400, id: Int = 7) -> InputEvent {
        .touch(TouchEvent(id: id, phase: phase, location: Point(x: x, y: y), time: t))
    }

    /// The trace line's `navigation` object, or nil when none runs.
    func navigation(_ s: Session) throws -> [String: Any]? {
        let line = Trace.frame(s, index: 0)
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return object?["navigation"] as? [String: Any]
    }

    /// Critically damped from `from` to 0 with no start velocity, response 0.5 s
    /// (ω = 2π / 0.5): x(t) = from · (1 + ωt) · e^(−ωt).
    static func critical(from: Double, after t: Double) -> Double {
        let w = 2 * Double.pi / 0.5
        return from * (1 + w * t) * exp(-w * t)
    }

    /// A finger left on a scene when back starts the pop, then a second finger catching the pop
    /// and throwing it back left, so the scene comes back: once every finger lifts it comes to
    /// rest (the scene saw its finger cancelled when it was left; it used to wait for it for ever).
    @Test(arguments: ["shortcuts", "momentum", "rotation", "bouncy-sheet"])
    func aSceneLeftWithAFingerOnItComesToRest(_ name: String) throws {
        var session = try Session(scene: name, size: Size(width: 390, height: 844))
        session.advance(to: 0.2)
        session.handle(.touch(TouchEvent(id: 2, phase: .began, location: Point(x: 71, y: 436), time: 0.22)))
        session.handle(.key(.escape, time: 0.304))
        #expect(session.transition != nil)
        session.handle(.touch(TouchEvent(id: 1, phase: .began, location: Point(x: 307, y: 822), time: 0.679)))
        session.handle(.touch(TouchEvent(id: 2, phase: .ended, location: Point(x: 71, y: 436), time: 0.7)))
        session.handle(.touch(TouchEvent(id: 1, phase: .ended, location: Point(x: 0, y: 822), time: 0.7)))
        session.advance(to: 40)
        let (transition, scene, resting) = (session.transition, session.sceneName, !session.needsFrames)
        #expect(transition == nil)
        #expect(scene == name)
        #expect(resting, "\(scene) still needs frames")
    }

    /// A second `began` for a finger already down (a hostile stream, from `make fuzz`): here the
    /// first is held by the rotation scene, the second by its back button, Escape starts the pop
    /// and a third catches it. Once every finger lifts the session comes to rest.
    @Test func aRepeatedBeganDoesNotLeaveAFingerHeldForEver() throws {
        var session = try Session(scene: "rotation", size: Size(width: 390, height: 844))
        session.handle(.touch(TouchEvent(id: 1, phase: .began, location: Point(x: -18, y: -14), time: -998.117)))
        session.handle(.touch(TouchEvent(id: 1, phase: .began, location: Point(x: 34.845, y: 35.01), time: -998.041)))
        session.handle(.key(.escape, time: -998.022))
        session.handle(.touch(TouchEvent(id: 1, phase: .began, location: Point(x: 974, y: 949), time: 2602.538)))
        session.handle(.touch(TouchEvent(id: 1, phase: .ended, location: .zero, time: 2602.6)))
        var now = 2602.6
        while session.needsFrames, now < 2602.6 + 35 {
            now += 1.0 / 60
            session.advance(to: now)
        }
        let (scene, resting) = (session.sceneName, !session.needsFrames)
        #expect(resting, "\(scene) still needs frames")
    }

    @Test func aPushSlidesTheSceneInFromTheRight() throws {
        var s = try Session(scene: "menu", size: Self.size)
        s.advance(to: 1)
        s.navigate(.open("pip"))
        #expect(s.sceneName == "pip" && s.needsFrames)
        #expect(try navigation(s)?["offset"] as? Double == 390)
        #expect(try navigation(s)?["kind"] as? String == "push")
        s.advance(to: 1.1)
        let offset = try #require(try navigation(s)?["offset"] as? Double)
        #expect(isClose(offset, Self.critical(from: 390, after: 0.1), within: 1e-6), "\(offset)")
        #expect(try navigation(s)?["top"] as? String == "pip" && navigation(s)?["bottom"] as? String == "menu")
        s.advance(to: 4)
        #expect(try navigation(s) == nil && !s.needsFrames && s.sceneName == "pip")
    }

    @Test func backPopsToTheMenuWhereItWasScrolled() throws {
        var s = try Session(scene: "menu", size: Size(width: 390, height: 600))
        s.handle(.key(.pageDown, time: 0))
        s.advance(to: 2)
        let scrolled = (s.scene as! MenuScene).model.offset
        #expect(scrolled > 0)
        s.navigate(.open("pip"))
        s.advance(to: 4)
        s.handle(.key(.escape, time: 4))
        #expect(s.sceneName == "menu")
        #expect(try navigation(s)?["kind"] as? String == "pop")
        s.advance(to: 4.1)
        // The scene leaving on top has moved right as far as the push's mirror image.
        let offset = try #require(try navigation(s)?["offset"] as? Double)
        #expect(isClose(offset, 390 - Self.critical(from: 390, after: 0.1), within: 1e-6))
        s.advance(to: 7)
        #expect(try navigation(s) == nil)
        #expect((s.scene as! MenuScene).model.offset == scrolled)
    }

    /// From the left edge, once past the slop, the scene follows the finger 1:1.
    @Test func theEdgeSwipeFollowsTheFinger() throws {
        var s = try Session(scene: "pip", size: Self.size)
        s.handle(touch(.began, 4, 1))
        #expect(try navigation(s) == nil)  // a tap here is still the back button's
        s.handle(touch(.moved, 20, 1.02))  // 16 pt right: the swipe takes it from here
        #expect(try navigation(s)?["phase"] as? String == "tracking")
        #expect(try navigation(s)?["offset"] as? Double == 0)
        s.handle(touch(.moved, 120, 1.1))
        #expect(try navigation(s)?["offset"] as? Double == 100)
        s.handle(touch(.moved, 520, 1.2))
        #expect(try navigation(s)?["offset"] as? Double == 390)
        s.handle(touch(.moved, 0, 1.3))
        #expect(try navigation(s)?["offset"] as? Double == 0)
        #expect(s.sceneName == "pip")
    }

    /// Slow: lands where it is (100 < 195), so it cancels. A flick at about 1 000 pt/s projects
    /// 0.998 / 0.002 / 1000 × 1000 ≈ 499 pt further: past half the width, so it completes.
    @Test func releaseCompletesOrCancelsByProjectedVelocity() throws {
        var slow = try Session(scene: "pip", size: Self.size)
        slow.handle(touch(.began, 4, 1))
        slow.handle(touch(.moved, 20, 1.1))
        slow.handle(touch(.moved, 120, 1.5))
        slow.handle(touch(.ended, 120, 2.0))
        #expect(try navigation(slow)?["target"] as? String == "shown")
        slow.advance(to: 5)
        #expect(try slow.sceneName == "pip" && navigation(slow) == nil)

        var fast = try Session(scene: "pip", size: Self.size)
        fast.handle(touch(.began, 4, 1))
        for i in 1...6 { fast.handle(touch(.moved, 4 + Double(i) * 1000 / 60, 1 + Double(i) / 60)) }
        fast.handle(touch(.ended, 104, 1.1))
        #expect(fast.sceneName == "menu")
        #expect(try navigation(fast)?["target"] as? String == "gone")
        fast.advance(to: 5)
        #expect(try fast.sceneName == "menu" && navigation(fast) == nil)
    }

    /// Thrown toward the menu, caught mid-flight where it is (no jump), dragged back and let go
    /// slowly: it cancels and the scene stays.
    @Test func aSwipeIsCaughtMidFlightAndReversed() throws {
        var s = try Session(scene: "pip", size: Self.size)
        s.handle(touch(.began, 4, 1))
        for i in 1...6 { s.handle(touch(.moved, 4 + Double(i) * 1000 / 60, 1 + Double(i) / 60)) }
        s.handle(touch(.ended, 104, 1.1))
        s.advance(to: 1.2)
        let flying = try #require(try navigation(s)?["offset"] as? Double)
        #expect(flying > 120 && flying < 390)
        s.handle(touch(.began, 250, 1.2, id: 8))
        #expect(try navigation(s)?["phase"] as? String == "tracking")
        #expect(try navigation(s)?["offset"] as? Double == flying)
        #expect(s.sceneName == "pip")  // caught: heading nowhere yet, the top scene is current
        s.handle(touch(.moved, 200, 1.3, id: 8))
        s.handle(touch(.moved, 100, 1.6, id: 8))
        s.handle(touch(.ended, 100, 2.2, id: 8))
        #expect(try navigation(s)?["target"] as? String == "shown")
        s.advance(to: 6)
        #expect(try s.sceneName == "pip" && navigation(s) == nil)
    }

    @Test func aTapOnTheBackButtonAtTheEdgeStillGoesBack() throws {
        var s = try Session(scene: "pip", size: Self.size)
        s.handle(touch(.began, 12, 1, y: 22))
        s.handle(touch(.ended, 12, 1.05, y: 22))
        #expect(s.sceneName == "menu")
        #expect(try navigation(s)?["kind"] as? String == "pop")
    }

    @Test func aReplayOfASwipeIsTheSameTwice() throws {
        let lines =
            [#"{"t":0.1,"type":"touch","id":1,"phase":"began","x":5,"y":400}"#]
            + (1...12).map {
                #"{"t":\#(0.1 + Double($0) / 60),"type":"touch","id":1,"phase":"moved","x":\#(5 + 20 * $0),"y":400}"#
            }
            + [#"{"t":0.35,"type":"touch","id":1,"phase":"ended","x":245,"y":400}"#]
        let script = try TouchScript(parsing: lines.joined(separator: "\n"))
        func trace() throws -> String {
            var s = try Session(scene: "pip", size: Self.size)
            var out = [Trace.header(s)]
            try Replay(script: script, fps: 60).run(&s) { i, s in out.append(Trace.frame(s, index: i)) }
            return out.joined(separator: "\n")
        }
        let a = try trace(), b = try trace()
        #expect(a == b)
        #expect(a.contains(#""navigation":{"kind":"pop","phase":"tracking""#))
        #expect(a.split(separator: "\n").last?.contains(#""scene":"menu""#) == true)
    }
}
