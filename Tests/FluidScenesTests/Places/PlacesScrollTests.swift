import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidScenes
@testable import FluidSession

/// A touchpad's scroll goes to the drawer in front: the browser, or the card once one is open.
@Suite struct PlacesScrollTests {
    static func scroll(_ session: inout Session, at point: Point, deltas: [Double], start: Double) {
        session.handle(.scroll(ScrollEvent(phase: .began, location: point, delta: .zero, time: start)))
        var t = start
        for dy in deltas {
            t += 1.0 / 120
            session.handle(.scroll(ScrollEvent(phase: .changed, location: point, delta: Point(x: 0, y: dy), time: t)))
        }
    }

    @Test func theBrowserFollowsATouchpadAsItFollowsAFinger() throws {
        var session = try Session(scene: "places")
        let before = try PlacesSceneTests.places(session).model.browser.top
        // Up 60 pt over the browser's grabber: the drawer takes all of it.
        Self.scroll(&session, at: Point(x: 195, y: before + 8), deltas: Array(repeating: -6, count: 10), start: 0.5)
        let browser = try PlacesSceneTests.places(session).model.browser
        #expect(isClose(browser.top, before - 60, within: 1e-9))
        #expect(browser.isScrollGesture)
    }

    @Test func anOpenCardTakesTheScroll() throws {
        var session = try Session(scene: "places")
        try PlacesSceneTests.openCard(&session)
        let model = try PlacesSceneTests.places(session).model
        let browserTop = model.browser.top
        let cardTop = model.card.top
        // Down 30 pt over the card's grabber: the card follows, the browser stays.
        Self.scroll(&session, at: Point(x: 195, y: cardTop + 8), deltas: Array(repeating: 3, count: 10), start: 3)
        let after = try PlacesSceneTests.places(session).model
        #expect(isClose(after.card.top, cardTop + 30, within: 1e-9))
        #expect(after.browser.top == browserTop)
    }
}
