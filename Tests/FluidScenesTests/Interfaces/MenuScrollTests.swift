import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Foundation
import Testing

@testable import FluidScenes

/// Touchpads, wheels and the page keys on the menu. Viewport 390 × 500 from y 0; header 112;
/// ten rows of 76: content 112 + 760 + 24 = 896, so the list scrolls 0…396 pt.
struct MenuScrollTests {
    func scene() -> MenuScene {
        var s = MenuScene(entries: MenuTests.entries)
        s.layout(size: Size(width: 390, height: 500), safeArea: .zero)
        return s
    }

    func run(_ s: inout MenuScene, from t: Double, for seconds: Double) {
        var now = t
        while now < t + seconds {
            now += 1.0 / 60
            s.advance(to: now)
        }
    }

    @Test func aTouchpadScrollFollowsAndCoastsAndOpensNothing() {
        var s = scene()
        let at = Point(x: 195, y: 300)
        s.handle(.scroll(ScrollEvent(phase: .began, location: at, delta: .zero, time: 0)))
        var t = 0.0
        for _ in 0..<10 {
            t += 1.0 / 120
            s.handle(.scroll(ScrollEvent(phase: .changed, location: at, delta: Point(x: 0, y: -5), time: t)))
        }
        #expect(s.model.offset == 50)
        #expect(s.model.phase == .dragging)
        s.handle(.scroll(ScrollEvent(phase: .ended, location: at, delta: .zero, time: t + 0.08)))
        #expect(s.model.phase == .decelerating)
        run(&s, from: t + 0.08, for: 10)
        #expect(!s.model.isScrolling)
        // 600 pt/s from 50: 50 + 600 / (1000 · −ln 0.998) = 349.7 pt, inside the 396 pt.
        let expected: Double = 50 - 600 / (1000 * log(0.998))
        #expect(isClose(s.model.offset, expected, within: 1e-6))
        #expect(s.takeRequests().navigation == nil)
    }

    @Test func aTouchpadPastTheTopRubberBandsAndComesBack() {
        var s = scene()
        let at = Point(x: 195, y: 300)
        for (k, phase) in [ScrollPhase.began, .changed, .changed, .changed].enumerated() {
            s.handle(.scroll(ScrollEvent(phase: phase, location: at, delta: Point(x: 0, y: 40), time: Double(k) / 120)))
        }
        #expect(s.model.offset < 0 && s.model.offset > -160)
        s.handle(.scroll(ScrollEvent(phase: .ended, location: at, delta: .zero, time: 0.2)))
        run(&s, from: 0.2, for: 3)
        #expect(isClose(s.model.offset, 0, within: 1e-3))
    }

    @Test func wheelNotchesAndPageKeysScroll() {
        var s = scene()
        s.handle(
            .scroll(ScrollEvent(phase: .wheel, location: Point(x: 195, y: 300), delta: Point(x: 0, y: -1), time: 0)))
        run(&s, from: 0, for: 2)
        // One notch: 500^(2/3) = 63.0 pt.
        #expect(isClose(s.model.offset, 62.9961, within: 1e-3))
        s.handle(.key(.pageDown, time: 2))
        run(&s, from: 2, for: 2)
        // A page is 500 − 76 = 424 pt, more than is left: the end, 396.
        #expect(isClose(s.model.offset, 396, within: 1e-3))
        s.handle(.key(.home, time: 4))
        run(&s, from: 4, for: 2)
        #expect(isClose(s.model.offset, 0, within: 1e-3))
        s.handle(.key(.end, time: 6))
        run(&s, from: 6, for: 2)
        #expect(isClose(s.model.offset, 396, within: 1e-3))
    }
}
