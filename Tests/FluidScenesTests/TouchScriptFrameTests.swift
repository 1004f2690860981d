import FluidCore
import FluidSession
import Testing

/// Frame lines (docs/touch-script.md, "Frames"): a web page's recording says when it drew each
/// frame; a replay draws at exactly those times, after exactly the items above each line, then
/// goes on at the fixed clock from the last of them.
@Suite struct TouchScriptFrameTests {
    /// Three frames (two at one time), a key between the first two, a text after the last.
    static let recorded = """
        {"t":0.5,"type":"frame"}
        {"t":0.52,"type":"key","key":"tab"}
        {"t":0.53,"type":"frame"}
        {"t":0.53,"type":"frame"}
        {"t":0.6,"type":"text","text":"a"}

        """

    @Test func framesAreReadBetweenTheItemsAndWrittenBackAsRead() throws {
        let script = try TouchScript(parsing: Self.recorded)
        #expect(script.items.count == 2)
        #expect(
            script.frames == [
                .init(time: 0.5, itemCount: 0), .init(time: 0.53, itemCount: 1),
                .init(time: 0.53, itemCount: 1)
            ])
        #expect(script.text == Self.recorded)
    }

    @Test func aReplayDrawsAtTheRecordedTimesThenAtTheFixedClockFromTheLast() throws {
        let script = try TouchScript(parsing: Self.recorded)
        var session = try Session(scene: "calculator")
        var frames: [(time: Double, focused: Bool)] = []
        try Replay(script: script, fps: 60).run(&session) { _, session in
            frames.append((session.time, session.focus.focusedID != nil))
        }
        // The recorded frames: the first before the Tab (nothing focused), the next two after it.
        let recordedTimes: [Double] = [0.5, 0.53, 0.53]
        #expect(frames.prefix(3).map(\.time) == recordedTimes)
        #expect(frames.prefix(3).map(\.focused) == [false, true, true])
        // Then 0.53 + n / 60: the text at 0.6 is applied at n = 5 (0.6133 s), the first at or after it.
        #expect(frames.count >= 8)
        #expect(frames[3].time == 0.53 + 1.0 / 60)
        #expect(frames[7].time == 0.53 + 5.0 / 60)
    }

    @Test func aScriptWithoutFramesKeepsTheFixedClockFromZero() throws {
        let script = try TouchScript(parsing: #"{"t":0.05,"type":"key","key":"tab"}"# + "\n")
        var session = try Session(scene: "calculator")
        var times: [Double] = []
        try Replay(script: script, fps: 60).run(&session) { _, session in times.append(session.time) }
        #expect(script.frames.isEmpty)
        let fixedClock: [Double] = [0, 1.0 / 60, 2.0 / 60, 3.0 / 60]
        #expect(Array(times.prefix(4)) == fixedClock)
    }

    @Test(arguments: [
        (#"{"t":1,"type":"frame","x":1}"#, #"unknown field "x""#),
        (#"{"t":-1,"type":"frame"}"#, #""t" must be ≥ 0, got -1"#),
        (#"{"t":0.5,"type":"frame"}"#, #""t" 0.5 is earlier than the previous event's 1"#)
    ])
    func aBadFrameLineIsRefusedNamingIt(line: String, message: String) {
        let text = #"{"t":1,"type":"key","key":"tab"}"# + "\n" + line + "\n"
        #expect(throws: TouchScriptError(source: "s.jsonl", line: 2, message: message)) {
            _ = try TouchScript(parsing: text, source: "s.jsonl")
        }
    }

    @Test func aFrameAfterTheItemsItFollowsIsKeptByAppend() {
        var script = TouchScript()
        script.append(.input(.key(.tab, time: 1)))
        // A frame whose timestamp is earlier than the event before it is written at that event's time.
        script.appendFrame(at: 0.9)
        script.append(.input(.key(.tab, time: 0.95)))
        #expect(script.frames == [.init(time: 1, itemCount: 1)])
        #expect(script.items.map(\.time) == [1, 1])
    }
}
