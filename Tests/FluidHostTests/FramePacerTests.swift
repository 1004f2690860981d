import FluidTestSupport
import Testing

@testable import FluidHost

@Suite struct FramePacerTests {
    let interval = 1.0 / 60

    @Test func theFirstFrameAfterIdlingIsDrawnAtOnce() {
        var pacer = FramePacer(interval: interval, vsync: false)
        #expect(pacer.deadline(now: 5) == nil)
        pacer.didPresent(start: 5, end: 5.001, deadline: nil, continuous: false)
        pacer.idle()
        #expect(pacer.deadline(now: 5.002) == nil)
    }

    @Test func continuousFramesAreDueOneIntervalApartAndWakeAMarginBefore() {
        var pacer = FramePacer(interval: interval, vsync: false)
        pacer.didPresent(start: 1, end: 1.001, deadline: nil, continuous: false)
        // The deadline follows the last frame (presented at 1.001) by one interval.
        let due = pacer.deadline(now: 1.002)
        #expect(due.map { isClose($0, 1.001 + interval, within: 1e-12) } == true)
        // One frame of 1 ms seen: margin = max(3 ms, 1 ms × 1.25 + 2 ms) = 3.25 ms.
        #expect(isClose(pacer.margin, 0.00325, within: 1e-9))
        #expect(isClose(pacer.wakeTime(for: due!), due! - 0.00325, within: 1e-12))
        pacer.didPresent(start: due! - 0.003, end: due! - 0.002, deadline: due, continuous: true)
        // Presented before its deadline: the cadence keeps to the deadlines.
        #expect(pacer.deadline(now: due! + 0.001).map { isClose($0, due! + interval, within: 1e-12) } == true)
    }

    /// Touch prediction aims at when a frame is seen: the deadline where presents wait for the
    /// vblank; elsewhere start + the median cost of recent frames (costs 1, 2 and 9 ms: 2 ms).
    @Test func aFrameIsSeenAtItsDeadlineOrWhenItsPresentReturns() {
        var vsync = FramePacer(interval: interval, vsync: true)
        #expect(vsync.presentationTime(start: 2, deadline: 2.01) == 2.01)
        var none = FramePacer(interval: interval, vsync: false)
        #expect(none.presentationTime(start: 2, deadline: 2.01) == 2)
        for cost in [0.001, 0.009, 0.002] { none.didPresent(start: 1, end: 1 + cost, deadline: nil, continuous: false) }
        #expect(isClose(none.presentationTime(start: 2, deadline: 2.01), 2.002, within: 1e-12))
        vsync.didPresent(start: 1, end: 1.016, deadline: nil, continuous: false)
        #expect(isClose(vsync.presentationTime(start: 2, deadline: nil), 2.016, within: 1e-12))
    }

    @Test func theMarginLearnsFromTheSlowestRecentFrameAndForgetsIt() {
        var pacer = FramePacer(interval: interval, vsync: false)
        var t = 0.0
        pacer.didPresent(start: t, end: t + 0.008, deadline: nil, continuous: false)
        // 8 ms × 1.25 + 2 ms = 12 ms.
        #expect(isClose(pacer.margin, 0.012, within: 1e-9))
        for _ in 0..<FramePacer.window {
            t += interval
            pacer.didPresent(start: t, end: t + 0.0005, deadline: t + 0.001, continuous: true)
        }
        // The slow frame left the window: back to the 3 ms floor.
        #expect(isClose(pacer.margin, FramePacer.minimumMargin, within: 1e-12))
        // A frame slower than the interval caps the margin at one interval.
        pacer.didPresent(start: t, end: t + 0.05, deadline: nil, continuous: true)
        #expect(pacer.margin == interval)
    }

    @Test func aLateFrameMovesTheDeadlineToTheFirstRefreshStillAhead() {
        var pacer = FramePacer(interval: interval, vsync: false)
        pacer.didPresent(start: 0, end: 0.001, deadline: 0.001, continuous: false)
        // At 0.015 the next refresh (0.001 + 1/60 ≈ 0.0177) is under the 3.25 ms margin away:
        // the frame is due one refresh later.
        let due = pacer.deadline(now: 0.015)!
        #expect(isClose(due, 0.001 + 2 * interval, within: 1e-12))
    }

    @Test func quickPresentsSwitchVsyncOff() {
        var pacer = FramePacer(interval: interval, vsync: true)
        for k in 0..<10 {
            let t = Double(k) * interval
            pacer.didPresent(start: t, end: t + 0.0001, deadline: nil, continuous: true)
        }
        #expect(!pacer.vsyncWaits)
    }
}
