import FluidCore
import FluidGestures
import FluidSession
import Testing

@testable import FluidHost

/// Stamp, record, apply: what the playground gives its session and its recording. Expected
/// lines are written out as `fluid replay` reads them (docs/touch-script.md: keys in order `t`,
/// `type`, then the item's own).
@Suite struct InputRecorderTests {
    /// A recorder writing into `lines`, and a session at the menu (the standard catalog's first).
    final class Lines { var all: [String] = [] }

    static func make() throws -> (InputRecorder, Lines, Session) {
        let lines = Lines()
        return (InputRecorder(write: { lines.all.append($0) }), lines, try Session())
    }

    static func touch(_ phase: TouchPhase, x: Double, y: Double, at time: Double) -> TouchScript.Item {
        .input(.touch(TouchEvent(id: 1, phase: phase, location: Point(x: x, y: y), time: time)))
    }

    /// An input earlier than the last one (two event sources read at different moments) takes
    /// the last one's time, in the recording as in the session: 0.5, then 0.3 → 0.5; a later one
    /// keeps its own (0.75).
    @Test func anInputNeverGoesBackInTime() throws {
        var (recorder, lines, session) = try Self.make()
        recorder.give(Self.touch(.began, x: 10, y: 20, at: 0.5), to: &session)
        let late = recorder.give(Self.touch(.moved, x: 10, y: 30, at: 0.3), to: &session)
        recorder.give(Self.touch(.ended, x: 10, y: 40, at: 0.75), to: &session)
        #expect(late.time == 0.5)
        #expect(
            lines.all == [
                #"{"t":0.5,"type":"touch","id":1,"phase":"began","x":10,"y":20}"#,
                #"{"t":0.5,"type":"touch","id":1,"phase":"moved","x":10,"y":30}"#,
                #"{"t":0.75,"type":"touch","id":1,"phase":"ended","x":10,"y":40}"#
            ])
        #expect(recorder.lastTime == 0.75)
        #expect(session.time == 0.75)
    }

    /// The session's clock is a floor too: frames advanced it to 2 s, so a size the window
    /// manager gave at 1 s is recorded and applied at 2 s, and the session takes the size.
    @Test func theSessionClockIsAFloor() throws {
        var (recorder, lines, session) = try Self.make()
        session.advance(to: 2)
        recorder.give(.resize(Size(width: 400, height: 800), time: 1), to: &session)
        #expect(lines.all == [#"{"t":2,"type":"resize","width":400,"height":800}"#])
        #expect(session.size == Size(width: 400, height: 800))
        #expect(recorder.lastTime == 2)
    }

    /// An assistive technology's request is recorded as an action and performed: focus moves to
    /// the node it names (the menu's first focusable node).
    @Test func aRequestIsRecordedAndPerformed() throws {
        var (recorder, lines, session) = try Self.make()
        let target = try #require(session.semantics.focusOrder.first).id
        recorder.give(.action(Session.focusRequest, node: target, time: 1.25), to: &session)
        #expect(lines.all == [#"{"t":1.25,"type":"action","node":"\#(target)","action":"focus"}"#])
        #expect(session.focus.focusedID == target)
    }

    /// Without a recording the session still gets every input, stamped the same way.
    @Test func withoutARecordingTheSessionStillGetsEverything() throws {
        var recorder = InputRecorder(record: nil)
        var session = try Session()
        recorder.give(.resize(Size(width: 320, height: 640), time: 3), to: &session)
        let late = recorder.give(.resize(Size(width: 330, height: 650), time: 1), to: &session)
        #expect(late.time == 3)
        #expect(session.size == Size(width: 330, height: 650) && session.time == 3)
    }
}
