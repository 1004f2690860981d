import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidScenes

struct PauseTests {
    func model() -> PauseModel {
        var m = PauseModel()
        m.layout(home: Rect(x: 115, y: 522, width: 160, height: 160))
        return m
    }

    @Test func swipeUpAndHoldIsDetectedOnceTheTrackerSeesTheStop() throws {
        // Up 15 pt per 60 Hz frame (900 pt/s) for 20 frames, then the finger stays still and sends
        // nothing. The velocity tracker keeps reporting 900 pt/s until the last movement (20/60 s)
        // is more than 40 ms old (a steady finger's silence may be the lift's delay; frame 22,
        // 0.3667 s, is still moving): the first frame after it is 23/60 = 0.3833 s. There |v| = 0 ≤ 100, the offset
        // is 300 ≥ 50 and the 100 ms window still holds 900.
        var m = model()
        var detected: Int?
        for k in 0...40 {
            let t = Double(k) / 60
            if k <= 20 {
                m.handle(
                    TouchEvent(
                        id: 1, phase: k == 0 ? .began : .moved,
                        location: Point(x: 195, y: 600 - 15 * Double(k)), time: t))
            }
            m.advance(to: t)
            if m.isPaused, detected == nil {
                detected = k
                #expect(m.log.published == ["paused", "haptic:light"])
                #expect(m.indicator == 1)
            }
        }
        // Seen at frame 23, but detected at the instant the estimate became zero: the last
        // movement (20/60 s) plus the 40 ms a steady finger's silence may be a lift's delay,
        // whatever the frames.
        #expect(detected == 23)
        #expect(isClose(try #require(m.detector.pauseTime), 20.0 / 60 + 0.040, within: 1e-12))
        // Within free travel.
        #expect(isClose(m.fingerOffset, -300, within: 1e-9) && isClose(m.offset, -300, within: 1e-9))
    }

    /// The swipe: up at 800 pt/s, slowing to 150 pt/s (never below 100) over 0–50 ms,
    /// touch events at 60/120/240 Hz with frames at 60 Hz between them. The finger never paused,
    /// so nothing is detected (the bare quadratic fit swung through zero at the slow-down).
    @Test(arguments: [60.0, 120.0, 240.0])
    func slowingSwipeIsNotAPause(rate: Double) {
        for ramp in [0.0001, 0.02, 0.05] {
            var m = model()
            var y = 600.0, t = 0.0, frame = 0
            m.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 195, y: y), time: 0))
            while t < 0.45 {
                let speed = t < 0.15 ? 800 : max(150, 800 - (t - 0.15) / ramp * 650)
                t += 1 / rate
                y -= speed / rate
                m.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 195, y: y), time: t))
                while Double(frame + 1) / 60 <= t {
                    frame += 1
                    m.advance(to: Double(frame) / 60)
                }
                m.advance(to: t)
            }
            #expect(!m.isPaused, "\(rate) Hz, ramp \(ramp)")
        }
    }

    /// The same touches give the same pause at any frame clock: a swipe at 900 pt/s sampled at
    /// 60 Hz with one hitch (no event for `gap` s) and then a hold, presented at 60 Hz, at 144 Hz
    /// and at irregular frame times. Before, the pause was looked for at frame times only, so a
    /// hitch could be a pause at one frame rate and not at another (a live recording and its
    /// replay disagreed).
    @Test(arguments: [0.02, 0.035, 0.045, 0.06])
    func detectionIsTheSameAtAnyFrameRate(gap: Double) {
        var touches: [TouchEvent] = [TouchEvent(id: 1, phase: .began, location: Point(x: 195, y: 600), time: 0)]
        var y = 600.0, t = 0.0
        for k in 1...24 {
            t += k == 12 ? gap : 1.0 / 60
            y -= 15
            touches.append(TouchEvent(id: 1, phase: .moved, location: Point(x: 195, y: y), time: t))
        }
        let end = t + 0.3
        func run(frames: [Double]) -> (Bool, Double?) {
            var m = model()
            var next = 0
            for frame in frames {
                while next < touches.count, touches[next].time <= frame {
                    m.handle(touches[next])
                    next += 1
                }
                m.advance(to: frame)
            }
            return (m.isPaused, m.detector.pauseTime)
        }
        let at60 = run(frames: stride(from: 0.0, through: end, by: 1.0 / 60).map { $0 })
        let at144 = run(frames: stride(from: 0.0, through: end, by: 1.0 / 144).map { $0 })
        var irregular: [Double] = []
        var f = 0.0
        var k = 0
        while f <= end {
            irregular.append(f)
            f += [0.007, 0.019, 0.011, 0.023, 0.013][k % 5]
            k += 1
        }
        let atIrregular = run(frames: irregular)
        #expect(at60.0 && at60 == at144 && at60 == atIrregular, "gap \(gap): \(at60) \(at144) \(atIrregular)")
    }

    @Test func releaseSpringsHomeAndFadesTheIndicator() {
        var m = model()
        for k in 0...20 {
            m.handle(
                TouchEvent(
                    id: 1, phase: k == 0 ? .began : .moved,
                    location: Point(x: 195, y: 600 - 15 * Double(k)), time: Double(k) / 60))
            m.advance(to: Double(k) / 60)
        }
        for k in 21...30 { m.advance(to: Double(k) / 60) }
        #expect(m.isPaused)
        m.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 195, y: 300), time: 0.5))
        #expect(m.phase == .settling)
        m.advance(to: 3)
        #expect(m.offset == 0 && m.indicator == 0 && !m.needsFrames)
    }

    @Test func resistanceMatchesTheSeed() {
        // Down: x^0.7 (100 → 25.118864); up past 360: −360 − (x − 360)^0.7 (460 → −385.118864).
        #expect(isClose(PauseModel.displayed(100), 25.1188643151, within: 1e-9))
        #expect(isClose(PauseModel.displayed(-200), -200, within: 1e-12))
        #expect(isClose(PauseModel.displayed(-460), -385.1188643151, within: 1e-9))
        for x in [-900.0, -460, -10, 0, 42, 300] {
            #expect(isClose(PauseModel.free(PauseModel.displayed(x)), x, within: 1e-9))
        }
    }

    @Test func aSlowSteadyDragNeverPauses() {
        var m = model()
        for k in 0...120 {  // 1 pt per frame: 60 pt/s for 2 s, never 90 % slower than before
            m.handle(
                TouchEvent(
                    id: 1, phase: k == 0 ? .began : .moved,
                    location: Point(x: 195, y: 600 - Double(k)), time: Double(k) / 60))
            m.advance(to: Double(k) / 60)
        }
        #expect(!m.isPaused)
    }
}
