import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidDrawer

/// One finger for drawer and list: the exact split of every movement, with no jump at the
/// hand-off in either direction.
@Suite struct DrawerHandOffTests {
    @Test func pullUpFromExpandedIntoListScrolling() throws {
        var run = Harness(Default.drawer(at: "expanded"))
        // On row 0 (30 pt below the header), up 700 pt at 600 pt/s (140 frames of 5 pt), then
        // 0.1 s still. Beyond the 10 pt slop, 690 pt: the drawer takes 544 − 35 = 509, the list
        // the remaining 181.
        let stroke = Stroke(
            startY: Default.expanded + Default.header + 30, startTime: 0,
            profile: [(-600, 140)], pause: 0.1)
        run.play(stroke)
        let end = run.last
        #expect(isClose(end.top, Default.full, within: 1e-9))
        #expect(isClose(end.contentOffset, 181, within: 1e-9))
        // Every event: the drawer's and the list's movements add up to at most the finger's,
        // exactly once past the slop.
        #expect(run.largestExcessOverFinger() <= 1e-9)
        for step in run.steps.dropFirst(4) where step.event?.phase == .moved {
            let offset = step.snapshot.contentOffset
            if offset == 0 { #expect(step.snapshot.phase == .dragging) }
            if offset > 5 { #expect(step.snapshot.phase == .scrolling) }
        }
        run.runUntilRest()
        #expect(run.drawer.snapshot.detent == .fullHeight)
        #expect(isClose(run.drawer.listOffset, 181, within: 1e-9))
        #expect(run.events.first == .detentChanged(from: .expanded, to: .fullHeight))
    }

    @Test func listKeepsTheMomentumOfAPullThatBecameAScroll() {
        var run = Harness(Default.drawer(at: "expanded"))
        // As above but lifted while moving at 600 pt/s: the list coasts with UIScrollView's
        // deceleration to x∞ = x₀ − v₀/(1000·ln 0.998) = 181 + 600/2.002 = 480.7 pt.
        run.play(Stroke(startY: Default.expanded + Default.header + 30, startTime: 0, profile: [(-600, 140)]))
        #expect(run.last.phase == .decelerating)
        #expect(isClose(run.last.contentVelocity, 600, within: 1e-6))
        run.runUntilRest()
        let expected = 181 - 600 / (1000 * (0.998).logarithm)
        #expect(isClose(run.drawer.listOffset, expected, within: 1e-6))
        #expect(run.drawer.snapshot.detent == .fullHeight)
    }

    @Test func scrollThenDragDownWithoutLifting() {
        var run = Harness(Default.drawer(at: "fullHeight"))
        // First scroll the list to 200: up 210 pt on a row, released still.
        run.play(Stroke(startY: 400, startTime: 0, profile: [(-600, 42)], pause: 0.1))
        #expect(isClose(run.last.contentOffset, 200, within: 1e-9))
        #expect(run.last.top == Default.full)
        // Then down 500 pt at 600 pt/s, one touch: beyond the slop 490 pt — the list gives its
        // 200, then the drawer follows the finger for the remaining 290, to 35 + 290 = 325.
        let begin = run.steps.count
        run.play(Stroke(startY: 400, startTime: 1, profile: [(600, 100)], pause: 0.1))
        let drag = run.steps[begin...].map(\.snapshot)
        #expect(isClose(run.last.contentOffset, 0, within: 1e-9))
        #expect(isClose(run.last.top, 325, within: 1e-9))
        #expect(run.largestExcessOverFinger() <= 1e-9)
        // The drawer does not move until the list reached 0, and the list stays at 0 afterwards.
        for (a, b) in zip(drag, drag.dropFirst()) where b.top != a.top {
            #expect(a.contentOffset == 0 || b.contentOffset == 0)
            #expect(b.contentOffset == 0)
        }
        // Released at 325: expanded is 219 away, full 290.
        run.runUntilRest()
        #expect(run.drawer.snapshot.detent == .expanded)
        #expect(run.drawer.listOffset == 0)
    }

    @Test func scrollUpAndDownInOneTouchAtFullHeight() {
        // Down 100 (the drawer moves 90 below full height), then up 300: the drawer comes back
        // to 35 and the list takes the rest, 300 − 90 = 210. No frame moves more than the finger.
        var run = Harness(Default.drawer(at: "fullHeight"))
        run.play(Stroke(startY: 400, startTime: 0, profile: [(600, 20), (-600, 60)], pause: 0.1))
        #expect(isClose(run.last.top, Default.full, within: 1e-9))
        #expect(isClose(run.last.contentOffset, 210, within: 1e-9))
        #expect(run.largestExcessOverFinger() <= 1e-9)
    }

    @Test func listRubberBandsPastItsEnd() {
        // 1707 is the last offset; past it the viewport-sized rubber band resists.
        var run = Harness(Default.drawer(at: "fullHeight"))
        // Finger: 364 frames of 5 pt = 1820 pt; beyond the slop 1810, 1810 − 1707 = 103 pt past
        // the end: b = (1 − 1/(103·0.55/693 + 1))·693 = 52.4 pt shown.
        run.play(Stroke(startY: 800, startTime: 0, profile: [(-600, 364)], pause: 0.1))
        let b = (1 - 1 / (103 * 0.55 / 693 + 1)) * 693
        #expect(isClose(run.last.contentOffset, 1707 + b, within: 1e-6))
        run.runUntilRest()
        #expect(isClose(run.drawer.listOffset, Default.maxOffset, within: 1e-9))
    }

    @Test func listFlingBouncesAtTheTopWithMatchedVelocity() {
        var run = Harness(Default.drawer(at: "fullHeight"))
        run.play(Stroke(startY: 400, startTime: 0, profile: [(-600, 42)], pause: 0.1))  // offset 200
        // Fling down at 2000 pt/s: the coast would travel 2000/2.002 ≈ 999 pt, past 0. It reaches
        // 0 with some speed and bounces (negative offsets) back to 0; the drawer stays at full.
        run.play(Stroke(startY: 300, startTime: 1, profile: [(2000, 6)]))
        #expect(run.last.phase == .decelerating)
        run.runUntilRest()
        let offsets = run.steps.map(\.snapshot.contentOffset)
        #expect(offsets.min()! < -1)
        #expect(run.drawer.listOffset == 0)
        #expect(run.drawer.snapshot.detent == .fullHeight)
        #expect(run.steps.allSatisfy { $0.snapshot.top == Default.full })
    }

    @Test func listDoesNotScrollBelowFullHeight() {
        // At expanded a drag on a row moves the drawer, never the list.
        var run = Harness(Default.drawer(at: "expanded"))
        run.play(Stroke(startY: 700, startTime: 0, profile: [(600, 20)], pause: 0.1))
        #expect(run.steps.allSatisfy { $0.snapshot.contentOffset == 0 })
        #expect(isClose(run.last.top, Default.expanded + 90, within: 1e-9))
    }

    @Test func scrollableSmallerDetentScrollsInsteadOfRaising() {
        // With the list scrollable at expanded too, a drag up on a row there scrolls the list
        // (UISheetPresentationController's prefersScrollingExpandsWhenScrolledToEdge = false);
        // the header still raises the drawer.
        var configuration = Default.configuration
        configuration.scrollableDetents = ["expanded", "fullHeight"]
        var run = Harness(Default.drawer(at: "expanded", configuration: configuration))
        run.play(Stroke(startY: 700, startTime: 0, profile: [(-600, 20)], pause: 0.1))
        #expect(run.last.top == Default.expanded)
        #expect(isClose(run.last.contentOffset, 90, within: 1e-9))
        // Down 150 on a row: the list gives back its 90 (after the slop 140), then the drawer 50.
        run.play(Stroke(startY: 700, startTime: 1, profile: [(600, 30)], pause: 0.1))
        #expect(isClose(run.last.contentOffset, 0, within: 1e-9))
        #expect(isClose(run.last.top, Default.expanded + 50, within: 1e-9))
        #expect(run.largestExcessOverFinger() <= 1e-9)
        run.runUntilRest()
        #expect(run.drawer.snapshot.detent == .expanded)
        // The grabber raises it.
        run.play(Stroke(startY: Default.expanded + 10, startTime: 3, profile: [(-600, 60)], pause: 0.1))
        #expect(isClose(run.last.top, Default.expanded - 290, within: 1e-9))
    }

    @Test func emptyListRubberBandsTheDrawerAtFullHeight() throws {
        var configuration = Default.configuration
        configuration.list = Default.list(rowCount: 0)
        var run = Harness(Default.drawer(at: "fullHeight", configuration: configuration))
        run.play(Stroke(startY: 400, startTime: 0, profile: [(-600, 20)], pause: 0.1))
        // 90 pt above full height, resisted: b = (1 − 1/(90·0.55/844 + 1))·844 = 46.76 pt.
        let b = (1 - 1 / (90 * 0.55 / 844 + 1)) * 844
        #expect(isClose(run.last.top, Default.full - b, within: 1e-6))
        #expect(run.last.contentOffset == 0)
        run.runUntilRest()
        #expect(run.drawer.top == Default.full)
    }
}

extension Double {
    var logarithm: Double {
        // ln via the series-free identity used only in tests: ln x = 2·atanh((x − 1)/(x + 1)).
        let z = (self - 1) / (self + 1)
        var sum = 0.0
        var term = z
        var k = 1.0
        while abs(term) > 1e-18 {
            sum += term / k
            term *= z * z
            k += 2
        }
        return 2 * sum
    }
}
