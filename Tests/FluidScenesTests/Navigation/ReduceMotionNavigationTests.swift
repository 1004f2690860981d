import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import FluidRender
import FluidTestSupport
import Foundation
import Testing

@testable import FluidSceneKit
@testable import FluidSession

/// Under Reduce Motion (issue 24) a push or a pop is a short cross-fade in place, as iOS does,
/// while the back swipe still slides with the finger. Read through the trace and the drawing.
@Suite struct ReduceMotionNavigationTests {
    static let size = Size(width: 390, height: 844)

    func session(_ scene: String, reduceMotion: Bool = true) throws -> Session {
        var options = SceneOptions()
        options.reduceMotion = reduceMotion
        return try Session(scene: scene, size: Self.size, options: options)
    }

    func navigation(_ s: Session) throws -> [String: Any]? {
        let line = Trace.frame(s, index: 0)
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return object?["navigation"] as? [String: Any]
    }

    /// Critically damped from `from` to 0 at rest, response 0.25 s (ω = 2π / 0.25):
    /// x(t) = from · (1 + ωt) · e^(−ωt).
    static func critical(from: Double, after t: Double) -> Double {
        let w = 2 * Double.pi / 0.25
        return from * (1 + w * t) * exp(-w * t)
    }

    /// The opacities of the layers a frame draws.
    func layerOpacities(_ s: Session) -> [Double] {
        let canvas = RecordingCanvas(size: Self.size)
        s.drawFrame(in: canvas)
        return canvas.calls.compactMap { if case .beginLayer(let opacity) = $0.command { opacity } else { nil } }
    }

    @Test func aPushFadesTheSceneInOnAShortSpring() throws {
        var s = try session("menu")
        s.advance(to: 1)
        s.navigate(.open("pip"))
        #expect(try navigation(s)?["style"] as? String == "crossFade")
        s.advance(to: 1.05)
        let progress = try #require(try navigation(s)?["progress"] as? Double)
        #expect(isClose(progress, Self.critical(from: 1, after: 0.05), within: 1e-6), "\(progress)")
        // The top scene is drawn in place at opacity 1 − progress, nothing translated sideways.
        let opacities = layerOpacities(s)
        #expect(opacities.contains { isClose($0, 1 - progress, within: 1e-9) }, "\(opacities)")
        // Done well before the slide's 0.5 s spring would be.
        s.advance(to: 1.6)
        #expect(try navigation(s) == nil && s.sceneName == "pip")
    }

    @Test func backFadesOutToTheMenu() throws {
        var s = try session("menu")
        s.navigate(.open("pip"))
        s.advance(to: 2)
        s.handle(.key(.escape, time: 2))
        #expect(s.sceneName == "menu")
        s.advance(to: 2.05)
        let fields = try #require(try navigation(s))
        #expect(fields["kind"] as? String == "pop" && fields["style"] as? String == "crossFade")
        let progress = try #require(fields["progress"] as? Double)
        #expect(isClose(progress, 1 - Self.critical(from: 1, after: 0.05), within: 1e-6))
        s.advance(to: 3)
        #expect(try navigation(s) == nil)
    }

    @Test func theBackSwipeStillFollowsTheFinger() throws {
        var s = try session("pip")
        let touch = { (phase: TouchPhase, x: Double, t: Double) in
            InputEvent.touch(TouchEvent(id: 7, phase: phase, location: Point(x: x, y: 400), time: t))
        }
        s.handle(touch(.began, 4, 1))
        s.handle(touch(.moved, 20, 1.02))
        s.handle(touch(.moved, 120, 1.1))
        let fields = try #require(try navigation(s))
        #expect(fields["offset"] as? Double == 100)
        #expect(fields["style"] == nil, "a slide")
    }

    @Test func withoutReduceMotionItSlidesAsBefore() throws {
        var s = try session("menu", reduceMotion: false)
        s.navigate(.open("pip"))
        #expect(try navigation(s)?["style"] == nil)
        #expect(try navigation(s)?["offset"] as? Double == 390)
    }

    /// 0.05 s into a push of the picture-in-picture scene under Reduce Motion: the menu in place
    /// under the new scene half faded in. Compared with `../Golden/navigation/crossfade-pip-0.05s.png`
    /// (re-record with FLUID_RECORD_GOLDEN=1, then look at it).
    @Test func aCrossFadeMidFlightMatchesItsGolden() throws {
        var s = try session("menu")
        s.advance(to: 1)
        s.navigate(.open("pip"))
        s.advance(to: 1.05)
        let canvas = try CairoCanvas(size: Self.size, scale: 0.5)
        s.drawFrame(in: canvas)
        try GoldenImage.check(canvas.snapshot(), named: "crossfade-pip-0.05s", in: NavigationGoldenTests.directory)
    }
}
