import FluidCore
import FluidDrawer
import FluidGestures
import FluidMotion
import Testing

@testable import FluidScenes

#if canImport(Glibc)
import FluidTestSupport
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Container 390 × 844, content top 91: open top 91 + 80 = 171, closed 171 + 0.6·844 = 677.4.
struct MomentumTests {
    func model() -> MomentumModel {
        var m = MomentumModel()
        m.layout(size: Size(width: 390, height: 844), contentTop: 91, at: 0)
        return m
    }

    @Test func detentsFollowTheSeed() {
        let m = model()
        #expect(m.drawer.layout.tops.count == 2)
        #expect(isClose(m.drawer.layout.tops[0], 677.4, within: 1e-9))
        #expect(m.drawer.layout.tops[1] == 171)
        #expect(!m.isOpen && m.drawer.top == m.drawer.layout.tops[0])
    }

    /// Runs frames at 60 Hz until `end`, returning the smallest top seen.
    func run(_ m: inout MomentumModel, from start: Double, to end: Double) -> Double {
        var lowest = Double.infinity
        var t = start
        while t <= end {
            m.advance(to: t)
            lowest = min(lowest, m.drawer.top)
            t += 1.0 / 60
        }
        return lowest
    }

    @Test func aTapOpensWithoutBounce() {
        var m = model()
        m.handle(touch(.began, 195, 700, 0))
        m.handle(touch(.ended, 195, 700, 0.05))
        let lowest = run(&m, from: 0.05, to: 2)
        #expect(m.isOpen && m.drawer.top == 171)
        #expect(lowest >= 171 - 1e-9)  // ζ 1: never past the open detent
        // And a tap on the open drawer closes it.
        m.handle(touch(.began, 195, 300, 3))
        m.handle(touch(.ended, 195, 300, 3.05))
        _ = run(&m, from: 3.05, to: 5)
        #expect(!m.isOpen && isClose(m.drawer.top, 677.4, within: 1e-9))
    }

    @Test func aFlickOpensWithABounce() {
        // 60 pt up in 0.05 s (1200 pt/s), released: a flick upward, flick spring ζ 0.8 with the
        // release velocity overshoots the open detent.
        var m = model()
        for k in 0...3 {
            m.handle(touch(k == 0 ? .began : .moved, 195, 700 - 20 * Double(k), Double(k) / 60))
        }
        m.handle(touch(.ended, 195, 640, 3.0 / 60))
        let lowest = run(&m, from: 3.0 / 60, to: 2)
        #expect(m.isOpen && m.drawer.top == 171)
        #expect(lowest < 171 - 1)
    }

    @Test func aSlowShortDragFallsBack() {
        var m = model()
        m.handle(touch(.began, 195, 700, 0))
        m.handle(touch(.moved, 195, 680, 0.5))
        m.handle(touch(.moved, 195, 670, 1.0))
        m.handle(touch(.ended, 195, 670, 1.5))
        _ = run(&m, from: 1.5, to: 3)
        #expect(!m.isOpen)
    }

    /// A resize mid-flight keeps the motion: in a 390 × 700 container the open top stays 171 and
    /// closed becomes 171 + 0.6·700 = 591; the drawer keeps its visible height (700 − top =
    /// 844 − top before) and velocity, and goes on to rest at the new open top.
    @Test func resizingMidFlightKeepsTheMotion() {
        var m = model()
        m.toggle(at: 0)
        m.advance(to: 0.1)
        let before = m.drawer.snapshot
        m.layout(size: Size(width: 390, height: 700), contentTop: 91, at: 0.1)
        let after = m.drawer.snapshot
        #expect(isClose(m.drawer.layout.tops[0], 591, within: 1e-9) && m.drawer.layout.tops[1] == 171)
        #expect(isClose(700 - after.top, 844 - before.top, within: 1e-9))
        #expect(after.velocity == before.velocity && after.velocity < 0)
        #expect(after.phase == .settling && m.drawer.isMoving)
        _ = run(&m, from: 0.1, to: 2)
        #expect(m.isOpen && m.drawer.top == 171)
    }

    /// A container too short for two detents keeps the previous layout.
    @Test func aTooShortContainerKeepsTheLayout() {
        var m = model()
        let tops = m.drawer.layout.tops
        m.layout(size: Size(width: 390, height: 150), contentTop: 91, at: 1)
        #expect(m.drawer.layout.tops == tops)
        #expect(!m.isOpen && m.drawer.top == tops[0] && !m.drawer.isMoving)
    }

    @Test func aTouchMidFlightCatchesInsteadOfToggling() {
        var m = model()
        m.toggle(at: 0)
        m.advance(to: 0.1)
        let top = m.drawer.top
        m.handle(touch(.began, 195, top + 20, 0.1))
        #expect(m.drawer.top == top && !m.drawer.isMoving)
        m.handle(touch(.ended, 195, top + 20, 0.15))
        _ = run(&m, from: 0.15, to: 3)
        // Released still, it settles at a detent; the catch was not a tap that toggles back.
        #expect(m.drawer.top == 171 || isClose(m.drawer.top, 677.4, within: 1e-9))
    }

    /// The tap: the drawer opening (tap, gentle spring) is touched at 47 % of the way and
    /// the finger lifts 80 ms later without moving. It pauses under the finger, then carries on
    /// and opens (before: the release picked the nearest detent and it went back closed).
    @Test func aTapOnTheMovingDrawerPausesItThenItCarriesOn() {
        var m = model()
        m.handle(touch(.began, 195, 700, 0))
        m.handle(touch(.ended, 195, 700, 0.05))
        var t = 0.05
        let closed = 677.4, open = 171.0
        while (closed - m.drawer.top) / (closed - open) < 0.47 {
            t += 1.0 / 240
            m.advance(to: t)
        }
        let caughtAt = m.drawer.top
        #expect(caughtAt > (closed + open) / 2)  // nearer closed than open
        let y = caughtAt + 40
        m.handle(touch(.began, 195, y, t))
        m.advance(to: t + 0.04)
        #expect(m.drawer.top == caughtAt)  // paused under the finger
        m.handle(touch(.ended, 195, y, t + 0.08))
        _ = run(&m, from: t + 0.08, to: t + 3)
        #expect(m.isOpen && m.drawer.top == open)
    }

    /// A flick's bounce is the flick spring's own (ζ 0.8, response 0.3 s) from the release state:
    /// the farthest point past the open detent matches the closed form to within what a 240 Hz
    /// sampling can miss, instead of the rubber band's squashed version.
    @Test func aFlickShowsTheSpringsOwnOvershoot() {
        var m = model()
        for k in 0...6 {
            m.handle(touch(k == 0 ? .began : .moved, 195, 700 - 40 * Double(k), Double(k) / 120))
        }
        m.handle(touch(.ended, 195, 460, 7.0 / 120))
        let released = m.drawer.snapshot
        #expect(released.target?.name == "open")
        var highest = Double.infinity
        var t = released.time
        while t < released.time + 1.5 {
            t += 1.0 / 240
            m.advance(to: t)
            highest = min(highest, m.drawer.top)
        }
        let own = springOvershootPeak(
            from: released.top, velocity: released.velocity, to: 171,
            response: 0.3, dampingRatio: 0.8)
        #expect(own < 171 - 3)
        #expect(isClose(highest, own, within: 0.2), "shown \(highest), spring \(own)")
    }

    /// A finger that catches the bounce above the open detent holds the drawer exactly where it
    /// shows, and moving it 1 pt moves the drawer by less than 1 pt (the rubber band resists
    /// from there), with no jump.
    @Test func catchingTheBounceIsExact() {
        var m = model()
        for k in 0...6 {
            m.handle(touch(k == 0 ? .began : .moved, 195, 700 - 40 * Double(k), Double(k) / 120))
        }
        m.handle(touch(.ended, 195, 460, 7.0 / 120))
        var t = 7.0 / 120
        while m.drawer.top > 171 - 2 {
            t += 1.0 / 240
            m.advance(to: t)
        }
        let shown = m.drawer.top
        m.handle(touch(.began, 195, shown + 30, t))
        #expect(m.drawer.top == shown)
        m.handle(touch(.moved, 195, shown + 31, t + 0.01))
        let moved = m.drawer.top - shown
        #expect(moved > 0 && moved < 1)
    }
}
