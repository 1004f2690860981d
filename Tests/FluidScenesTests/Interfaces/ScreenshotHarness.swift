import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import FluidRender
import FluidTestSupport
import Glibc
import Testing

@testable import FluidSceneKit
@testable import FluidScenes

/// Renders every interface scene at 390 × 844 pt @2x to /tmp/scenes/NAME.png for a visual check.
/// Runs only with FLUID_SCREENSHOTS=1 in the environment.
struct ScreenshotHarness {
    static let enabled: Bool = {
        guard let value = getenvValue("FLUID_SCREENSHOTS") else { return false }
        return value == "1"
    }()

    static func shoot(_ scene: inout some Scene, _ file: String, script: [InputEvent] = [], until end: Double = 0)
        throws
    {
        scene.layout(size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        var t = 0.0
        var events = script[...]
        while t <= end + 1e-9 {
            while let e = events.first, e.time <= t + 1e-9 {
                scene.handle(e)
                events.removeFirst()
            }
            scene.advance(to: t)
            t += 1.0 / 60
        }
        let canvas = try CairoCanvas(size: Size(width: 390, height: 844), scale: 2)
        scene.draw(in: canvas)
        try canvas.writePNG(to: "/tmp/scenes/\(file).png")
    }

    @Test(.enabled(if: enabled)) func calculator() throws {
        var s = CalculatorScene()
        try Self.shoot(
            &s, "calculator",
            script: [
                .text("1234.5+", time: 0.0),
                .touch(touch(.began, 100, 700, 0.2)), .touch(touch(.ended, 100, 700, 0.3)),
                .touch(touch(.began, 300, 600, 0.4))
            ], until: 0.5)
    }

    @Test(.enabled(if: enabled)) func spring() throws {
        var s = SpringDemoScene()
        try Self.shoot(
            &s, "spring",
            script: [
                .touch(touch(.began, 200, 160, 0.0)), .touch(touch(.ended, 200, 160, 0.05))
            ], until: 0.45)
    }

    @Test(.enabled(if: enabled)) func flashlight() throws {
        var s = FlashlightScene()
        try Self.shoot(
            &s, "flashlight",
            script: [
                .touch(touch(.began, 71, 730, 0.0)), .touch(touch(.ended, 71, 730, 0.5)),
                .touch(touch(.began, 71, 730, 1.2))
            ], until: 1.45)
    }

    @Test(.enabled(if: enabled)) func rest() throws {
        var a = RubberbandScene()
        try Self.shoot(
            &a, "rubberband",
            script: [
                .touch(touch(.began, 195, 400, 0.0)), .touch(touch(.moved, 260, 300, 0.1)),
                .touch(touch(.moved, 320, 200, 0.2))
            ], until: 0.25)
        var b = PauseScene()
        var script: [InputEvent] = [.touch(touch(.began, 195, 610, 0))]
        for k in 1...20 { script.append(.touch(touch(.moved, 195, 610 - Double(k) * 15, Double(k) / 60))) }
        try Self.shoot(&b, "pause", script: script, until: 0.5)
        var c = PiPScene()
        try Self.shoot(
            &c, "pip",
            script: [
                .touch(touch(.began, 322, 690, 0.0)), .touch(touch(.moved, 300, 640, 0.05)),
                .touch(touch(.moved, 270, 560, 0.1)),
                .touch(touch(.ended, 240, 480, 0.15))
            ], until: 0.3)
        var d = RotationScene()
        try Self.shoot(
            &d, "rotation",
            script: [
                .touch(touch(.began, 300, 430, 0.0)), .touch(touch(.moved, 290, 500, 0.1)),
                .touch(touch(.moved, 260, 540, 0.2))
            ], until: 0.25)
        var e = BouncySheetScene()
        try Self.shoot(&e, "bouncy-sheet", script: [.key(.space, time: 0)], until: 0.12)
        var e2 = BouncySheetScene()
        try Self.shoot(&e2, "bouncy-sheet-open", script: [.key(.space, time: 0)], until: 2)
        var f = MomentumScene()
        try Self.shoot(
            &f, "momentum",
            script: [
                .touch(touch(.began, 195, 700, 0.0)), .touch(touch(.ended, 195, 700, 0.05))
            ], until: 0.25)
        var g = MenuScene()
        try Self.shoot(&g, "menu", script: [.touch(touch(.began, 195, 300, 0))], until: 0.05)
        var h = FlashlightScene()
        try Self.shoot(
            &h, "flashlight-on",
            script: [
                .touch(touch(.began, 71, 730, 0.0)), .touch(touch(.ended, 71, 730, 0.5))
            ], until: 2)
    }
}

func getenvValue(_ name: String) -> String? {
    guard let p = getenv(name) else { return nil }
    return String(cString: p)
}
