import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Foundation
import Testing

@testable import FluidScenes

/// Touchpads, wheels and the page keys in the Shortcuts editor. The drawer's list at full height:
/// viewport 844 − 35 − (20 + 52 + 44) = 693 pt, rows of 64 pt, so a page is 693 − 64 = 629 pt.
@Suite struct ShortcutsScrollTests {
    func makeScene(detent: String) -> ShortcutsScene {
        var scene = ShortcutsScene()
        scene.layout(size: Size(width: 390, height: 844), safeArea: .zero)
        _ = scene.drawer.move(to: detent, animated: false, at: 0)
        return scene
    }

    /// A touchpad's gesture at `y`: deltas every 1/120 s from `start`, ended 80 ms after the last.
    func scroll(_ scene: inout ShortcutsScene, y: Double, deltas: [Double], start: Double) {
        let at = Point(x: 195, y: y)
        scene.handle(.scroll(ScrollEvent(phase: .began, location: at, delta: .zero, time: start)))
        var t = start
        for dy in deltas {
            t += 1.0 / 120
            scene.handle(.scroll(ScrollEvent(phase: .changed, location: at, delta: Point(x: 0, y: dy), time: t)))
            scene.advance(to: t)
        }
        scene.handle(.scroll(ScrollEvent(phase: .ended, location: at, delta: .zero, time: t + 0.08)))
    }

    func run(_ scene: inout ShortcutsScene, for seconds: Double) {
        let end = scene.time + seconds
        while scene.time < end { scene.advance(to: min(end, scene.time + 1.0 / 60)) }
    }

    @Test func aTouchpadOverTheListAtFullHeightScrollsItAndItCoasts() {
        var scene = makeScene(detent: "fullHeight")
        // Up 300 pt at 1200 pt/s over a row: the list takes all of it, then coasts on.
        scroll(&scene, y: 400, deltas: Array(repeating: -10, count: 30), start: 0)
        #expect(scene.drawer.snapshot.top == 35)
        #expect(scene.drawer.listOffset == 300)
        #expect(scene.drawer.snapshot.phase == .decelerating)
        run(&scene, for: 10)
        #expect(!scene.drawer.isMoving)
        // 300 + 1200 / (1000 · −ln 0.998) = 899.4 pt.
        let expected: Double = 300 - 1200 / (1000 * log(0.998))
        #expect(isClose(scene.drawer.listOffset, expected, within: 1e-6))
    }

    @Test func aTouchpadAtCompressedMovesTheDrawerLikeAFinger() {
        var scene = makeScene(detent: "compressed")
        // Up 150 pt at 240 pt/s over the header (724 + 60): the drawer follows to 574, the list
        // stays at 0, and the release, still moving up, settles at the next detent up, expanded.
        scroll(&scene, y: 784, deltas: Array(repeating: -2, count: 75), start: 0)
        #expect(isClose(scene.drawer.top, 574, within: 1e-9))
        #expect(scene.drawer.listOffset == 0)
        run(&scene, for: 2)
        #expect(scene.drawer.selectedDetent.name == "expanded")
    }

    @Test func aWheelNotchAtCompressedExpandsAndOverTheListScrollsIt() {
        var scene = makeScene(detent: "compressed")
        scene.handle(
            .scroll(ScrollEvent(phase: .wheel, location: Point(x: 195, y: 784), delta: Point(x: 0, y: -1), time: 0)))
        #expect(scene.drawer.selectedDetent.name == "expanded")
        var full = makeScene(detent: "fullHeight")
        full.handle(
            .scroll(ScrollEvent(phase: .wheel, location: Point(x: 195, y: 400), delta: Point(x: 0, y: -1), time: 0)))
        run(&full, for: 2)
        // One notch: 693^(2/3) = 78.31 pt.
        #expect(isClose(full.drawer.listOffset, 78.3109, within: 1e-3))
    }

    @Test func pageDownScrollsAPage() {
        var scene = makeScene(detent: "fullHeight")
        scene.handle(.key(.pageDown, time: 0))
        run(&scene, for: 2)
        #expect(isClose(scene.drawer.listOffset, 629, within: 1e-6))
        scene.handle(.key(.home, time: scene.time))
        run(&scene, for: 2)
        #expect(isClose(scene.drawer.listOffset, 0, within: 1e-6))
    }
}
