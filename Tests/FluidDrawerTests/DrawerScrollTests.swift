import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidDrawer

/// Scrolling the list without a finger (accessibility and keyboard): pages of the viewport less
/// one row, within bounds, only where the list scrolls (see `Default` for the numbers).
@Suite struct DrawerScrollTests {
    /// A page at full height: the 693 pt viewport less one 60 pt row.
    static let page = 693.0 - 60

    func settle(_ drawer: inout Drawer, from time: Double, seconds: Double = 3) {
        var t = time
        while t < time + seconds {
            t += 1.0 / 120
            drawer.advance(to: t)
        }
    }

    @Test func scrollsAPageDownThenClampsAtTheEnd() {
        var drawer = Default.drawer(at: "fullHeight")
        #expect(!drawer.canScrollListUp && drawer.canScrollListDown)
        let moved1 = drawer.scrollList(pages: 1, at: 0)
        #expect(moved1)
        settle(&drawer, from: 0)
        #expect(isClose(drawer.snapshot.contentOffset, Self.page, within: 0.01))
        #expect(drawer.canScrollListUp)
        // 633 + 633 = 1266, then 1899 clamps to the 1707 pt end.
        let moved2 = drawer.scrollList(pages: 2, at: 3)
        #expect(moved2)
        settle(&drawer, from: 3)
        #expect(isClose(drawer.snapshot.contentOffset, Default.maxOffset, within: 0.01))
        #expect(!drawer.canScrollListDown)
        let moved3 = drawer.scrollList(pages: 1, at: 6)
        #expect(!moved3)
        #expect(drawer.checkInvariants().isEmpty)
    }

    @Test func pagesAddUpWhileTheSpringRuns() {
        var drawer = Default.drawer(at: "fullHeight")
        let moved4 = drawer.scrollList(pages: 1, at: 0)
        #expect(moved4)
        drawer.advance(to: 0.05)
        // The second page counts from where the first is headed, not from where the list is.
        let moved5 = drawer.scrollList(pages: 1, at: 0.05)
        #expect(moved5)
        settle(&drawer, from: 0.05)
        #expect(isClose(drawer.snapshot.contentOffset, 2 * Self.page, within: 0.01))
    }

    @Test func doesNotScrollWhereTheListDoesNotOrUnderAFinger() {
        var compressed = Default.drawer()
        #expect(!compressed.canScrollListDown)
        let moved6 = compressed.scrollList(pages: 1, at: 0)
        #expect(!moved6)
        var held = Default.drawer(at: "fullHeight")
        _ = held.handle(TouchEvent(id: 1, phase: .began, location: Point(x: Default.x, y: 400), time: 0))
        let moved7 = held.scrollList(pages: 1, at: 0.01)
        #expect(!moved7)
        #expect(!Default.drawer(at: "fullHeight").canScrollListUp)
    }
}
