import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import FluidRender
import Foundation
import Testing

@testable import FluidSceneKit
@testable import FluidSession

/// Mid-transition frames of the navigation transition, compared with committed PNGs in
/// `../Golden/navigation/` (390 × 844 at half a pixel per point, as `SceneGoldenTests`): a push
/// 0.1 s in, a back swipe held at 150 pt, and a pop springing back 0.15 s after Escape.
///
/// Re-record with `FLUID_RECORD_GOLDEN=1 swift test --filter NavigationGoldenTests`, then look
/// at every re-recorded PNG before committing it.
@Suite struct NavigationGoldenTests {
    static let size = Size(width: 390, height: 844)

    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden/navigation")
    }

    static func states() throws -> [(String, Session)] {
        var push = try Session(scene: "menu", size: size)
        push.advance(to: 1)
        push.navigate(.open("pip"))
        push.advance(to: 1.1)

        var swipe = try Session(scene: "calculator", size: size)
        swipe.handle(.touch(TouchEvent(id: 1, phase: .began, location: Point(x: 5, y: 400), time: 1)))
        swipe.handle(.touch(TouchEvent(id: 1, phase: .moved, location: Point(x: 25, y: 400), time: 1.05)))
        swipe.handle(.touch(TouchEvent(id: 1, phase: .moved, location: Point(x: 175, y: 400), time: 1.2)))
        swipe.advance(to: 1.2)

        var pop = try Session(scene: "spring", size: size, options: SceneOptions(dark: true))
        pop.handle(.key(.escape, time: 1))
        pop.advance(to: 1.15)
        return [("push-pip-0.1s", push), ("swipe-calculator-150pt", swipe), ("pop-spring-dark-0.15s", pop)]
    }

    @Test func midTransitionFramesMatchTheirGoldens() throws {
        for (name, session) in try Self.states() {
            #expect(session.transition != nil, "\(name)")
            let canvas = try CairoCanvas(size: Self.size, scale: 0.5)
            session.drawFrame(in: canvas)
            try GoldenImage.check(canvas.snapshot(), named: name, in: Self.directory)
        }
    }
}
