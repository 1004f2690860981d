import Testing

@testable import FluidSession

/// A number set by assistive technology (AT-SPI's Value interface): the request "set value N",
/// read as typing N and Return on the slider; and requests taken only when offered.
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
        // Not taken through the web page's path either, its time not read.
        let takenAt = session.takeRequest(Session.setValueRequest("2"), on: "grabber", at: 7)
        #expect(!takenAt && session.time == 0)
        #expect(session.semantics.node(id: "grabber")?.value == before)
    }

    // Taken only when offered (`Session.takeRequest`, the web page's path): one taken reads its
    // time and is performed as its `action` item would be; one not taken changes nothing, not even
    // the clock, so a recording of the requests taken replays the same.
    @Test func anOfferedRequestIsTakenAtItsTimeAsItsActionItemIs() throws {
        var session = try Session(scene: "spring")
        let set = session.takeRequest("set value 1.25", on: "slider.dampingRatio", at: 2)
        #expect(set && ratio(session) == 1.25)
        #expect(session.time == 2)
        var applied = try Session(scene: "spring")
        applied.apply(.action("set value 1.25", node: "slider.dampingRatio", time: 2))
        #expect(ratio(applied) == ratio(session) && applied.time == session.time)
        // Offered, so taken, though the scene finds no number in it.
        let notANumber = session.takeRequest("set value nan", on: "slider.dampingRatio", at: 3)
        #expect(notANumber && ratio(session) == 1.25)
        #expect(session.time == 3)
        let focused = session.takeRequest(Session.focusRequest, on: "slider.dampingRatio", at: 4)
        #expect(focused && session.focus.focusedID == "slider.dampingRatio")
    }

    @Test func aRequestNotOfferedChangesNothingNotEvenTheClock() throws {
        var session = try Session(scene: "spring")
        let set = session.takeRequest("set value 1.25", on: "slider.dampingRatio", at: 2)
        let noNode = session.takeRequest("activate", on: "no.such.node", at: 50)
        let noAction = session.takeRequest("no such action", on: "slider.dampingRatio", at: 60)
        #expect(set && !noNode && !noAction)
        #expect(session.time == 2)
        #expect(ratio(session) == 1.25)
    }
}
