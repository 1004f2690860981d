import Testing

@testable import FluidSession

/// A number set by assistive technology (AT-SPI's Value interface): the request "set value N",
/// read as typing N and Return on the slider.
struct SetValueRequestTests {
    func ratio(_ session: Session) -> Double? {
        session.semantics.node(id: "slider.dampingRatio")?.range?.current
    }

    @Test func aNumberSetsTheSliderAsTypedDigitsWould() throws {
        var session = try Session(scene: "spring")
        let set = session.performRequest(Session.setValueRequest("1.25"), on: "slider.dampingRatio")
        #expect(set && ratio(session) == 1.25)
        // Recorded as an action line, it replays the same.
        var replayed = try Session(scene: "spring")
        replayed.apply(.action("set value 1.25", node: "slider.dampingRatio", time: 0.1))
        #expect(ratio(replayed) == 1.25)
    }

    @Test func outOfRangeIsClampedAndNotANumberChangesNothing() throws {
        var session = try Session(scene: "spring")
        let huge = session.performRequest(Session.setValueRequest("1e308"), on: "slider.dampingRatio")
        #expect(huge && ratio(session) == 2)
        let tiny = session.performRequest(Session.setValueRequest("-1e308"), on: "slider.dampingRatio")
        #expect(tiny && ratio(session) == 0.1)
        for text in ["nan", "inf", "-inf", "", "1.5 ", "one"] {
            let before = ratio(session)
            _ = session.performRequest(Session.setValueRequest(text), on: "slider.dampingRatio")
            #expect(ratio(session) == before, "\(text)")
            #expect(ratio(session)?.isFinite == true)
        }
    }

    @Test func onlyAnAdjustableThatTakesTypedValuesTakesANumber() throws {
        var session = try Session(scene: "shortcuts")
        let before = session.semantics.node(id: "grabber")?.value
        let taken = session.performRequest(Session.setValueRequest("2"), on: "grabber")
        #expect(!taken)
        #expect(session.semantics.node(id: "grabber")?.value == before)
    }

    /// `offersRequest` (what the web page asks before it records a request) says what
    /// `performRequest` takes.
    @Test func offeredRequestsAreThoseTaken() throws {
        let spring = try Session(scene: "spring")
        #expect(spring.offersRequest(Session.setValueRequest("1.25"), on: "slider.dampingRatio"))
        #expect(spring.offersRequest("focus", on: "slider.dampingRatio"))
        #expect(spring.offersRequest("increment", on: "slider.dampingRatio"))
        #expect(!spring.offersRequest("increment", on: "no such node"))
        #expect(!spring.offersRequest("focus", on: "no such node"))
        #expect(!spring.offersRequest("Remove", on: "slider.dampingRatio"))
        let shortcuts = try Session(scene: "shortcuts")
        #expect(!shortcuts.offersRequest(Session.setValueRequest("2"), on: "grabber"))
        #expect(shortcuts.offersRequest("increment", on: "grabber"))
    }
}
