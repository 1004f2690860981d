import FluidCore
import FluidGestures
import FluidMotion
import Testing

@testable import FluidDrawer

#if canImport(Glibc)
import FluidTestSupport
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Momentum carried across the hand-off, upward (issue: "release at the moment of the hand-off
/// has a cliff"). A finger drags a row up from expanded at 2000 pt/s; the drawer takes the
/// movement until full height (35), then the list. The finger goes down on a row at
/// y = 544 + 116 + 30 = 690 and the drawer trails it by the 10 pt slop, so it reaches 35 when
/// the finger has travelled 509 + 10 = 519 pt.
@Suite struct DrawerCarryTests {
    static let speed = 2000.0
    static let handOffTravel = 519.0
    /// UIScrollView's coast for a velocity v: v / (−1000·ln 0.998) pt (its decelerationRate 0.998 per ms, `.normal`).
    static func coast(_ v: Double) -> Double { v / (-1000 * log(0.998)) }

    /// A drag whose last move has the finger `travel` pt above where it went down, on a line at
    /// 2000 pt/s sampled at 120 Hz (the first sample's phase absorbs the fraction), lifted one
    /// interval later at the last position. Returns the harness after the drawer and list rest,
    /// and the snapshot at the lift.
    static func release(
        travel: Double, configuration: DrawerConfiguration = .init(),
        frame: Double = Stroke.frame
    ) -> (Harness, DrawerSnapshot) {
        var run = Harness(Default.drawer(at: "expanded", configuration: configuration))
        let y0 = 690.0, t0 = 1.0
        let frames = Int((travel / speed / Stroke.frame).rounded(.up))
        let phase = travel / speed - Double(frames - 1) * Stroke.frame
        var touches = [TouchEvent(id: 1, phase: .began, location: Point(x: Default.x, y: y0), time: t0)]
        var t = t0
        for k in 0..<frames {
            t = t0 + phase + Double(k) * Stroke.frame
            touches.append(
                TouchEvent(id: 1, phase: .moved, location: Point(x: Default.x, y: y0 - speed * (t - t0)), time: t))
        }
        let lift = TouchEvent(id: 1, phase: .ended, location: touches.last!.location, time: t + Stroke.frame)
        touches.append(lift)
        run.play(touches)
        let released = run.last
        let start = run.drawer.time
        while run.drawer.isMoving, run.drawer.time - start < 20 {
            run.drawer.advance(to: run.drawer.time + frame)
            run.record(nil)
        }
        return (run, released)
    }

    /// Lifts from 20 pt (10 ms) before to 20 pt after the hand-off, 1 pt (0.5 ms) apart: nothing
    /// shows above full height, and where the list comes to rest changes by at most 40 pt between
    /// neighbouring release times (before, it jumped by ≈ 990 pt: the drawer overshot and the
    /// list got nothing, or the list coasted with everything).
    @Test func theOutcomeIsContinuousInTheReleaseTime() {
        var previous: Double?
        for e in stride(from: -20.0, through: 20.0, by: 1) {
            let (run, released) = Self.release(travel: Self.handOffTravel + e)
            let tops = run.steps.map(\.snapshot.top)
            #expect(tops.allSatisfy { $0 >= Default.full - 1e-9 }, "e \(e): top \(tops.min()!)")
            #expect(run.drawer.snapshot.detent.name == "fullHeight" && run.drawer.top == Default.full)
            let rest = run.drawer.snapshot.contentOffset
            if let p = previous { #expect(isClose(rest, p, within: 40), "e \(e): \(p) → \(rest)") }
            previous = rest
            // After the hand-off the list took the finger's velocity: it coasts UIScrollView's
            // distance for 2000 pt/s from where it was let go.
            if e >= 2 {
                #expect(isClose(rest, released.contentOffset + Self.coast(Self.speed), within: 1), "e \(e)")
            }
        }
    }

    /// The two releases, 4 ms (8 pt) either side of the hand-off: both let the list
    /// coast most of the way (before: a drawer overshooting to a top of ≈ 9 and a list that got
    /// nothing, against a list that coasted ≈ 990 pt).
    @Test func fourMillisecondsEitherSide() {
        let (early, releasedEarly) = Self.release(travel: Self.handOffTravel - 8)
        let (late, _) = Self.release(travel: Self.handOffTravel + 8)
        #expect(releasedEarly.phase == .settling && releasedEarly.top > Default.full)
        let earlyRest = early.drawer.snapshot.contentOffset
        let lateRest = late.drawer.snapshot.contentOffset
        #expect(earlyRest > 0.8 * Self.coast(Self.speed), "\(earlyRest)")
        #expect(lateRest > earlyRest && lateRest - earlyRest < 0.2 * Self.coast(Self.speed), "\(earlyRest) \(lateRest)")
        #expect(early.steps.allSatisfy { $0.snapshot.top >= Default.full - 1e-9 })
    }

    /// The hand-off instant is solved, not sampled: stepping the settle at 60 Hz or 240 Hz ends
    /// with the list at the same offset.
    @Test func frameRateIndependent() {
        let (slow, _) = Self.release(travel: Self.handOffTravel - 8, frame: 1.0 / 60)
        let (fast, _) = Self.release(travel: Self.handOffTravel - 8, frame: 1.0 / 240)
        #expect(isClose(slow.drawer.snapshot.contentOffset, fast.drawer.snapshot.contentOffset, within: 1e-6))
    }

    /// With the setting off, the old behaviour: the settle spring overshoots above full height
    /// and the list keeps its offset.
    @Test func offKeepsTheSpringsOvershoot() {
        var configuration = Default.configuration
        configuration.carriesMomentumIntoList = false
        let (run, released) = Self.release(travel: Self.handOffTravel - 8, configuration: configuration)
        let highest = run.steps.map(\.snapshot.top).min()!
        #expect(highest < Default.full - 5)
        #expect(run.drawer.snapshot.contentOffset == released.contentOffset)
        #expect(Default.configuration.carriesMomentumIntoList)
    }

    /// Downward, UIKit's behaviour stays: a list flung down into its top bounces there and the
    /// drawer stays at full height.
    @Test func downwardTheListBouncesAndTheDrawerStays() {
        var run = Harness(Default.drawer(at: "fullHeight"))
        run.play(Stroke(startY: 400, startTime: 0, profile: [(-1500, 12)]))  // scroll up 150 pt
        run.runUntilRest()
        let scrolled = run.drawer.snapshot.contentOffset
        #expect(scrolled > 150)
        run.play(Stroke(startY: 300, startTime: run.drawer.time + 0.1, profile: [(3000, 4)]))
        run.runUntilRest()
        #expect(run.steps.allSatisfy { $0.snapshot.top == Default.full })
        #expect(run.drawer.snapshot.contentOffset == 0)
        #expect(run.steps.contains { $0.snapshot.contentOffset < -1 })  // the bounce
    }
}

/// The slow-down on the list: at full height a finger scrolls the list up at 1500 pt/s
/// for 0.2 s, slows to 100 pt/s and lifts 50 ms later. The list coasts on the way the finger
/// went, about UIScrollView's distance for 100 pt/s (before: ≈ 250 pt the wrong way).
@Suite struct DrawerListSlowDownTests {
    @Test func theListNeverCoastsBackwards() {
        var run = Harness(Default.drawer(at: "fullHeight"))
        run.play(Stroke(startY: 700, startTime: 0, profile: [(-1500, 24), (-800, 1), (-100, 6)]))
        let released = run.last
        #expect(released.contentVelocity >= 0)
        run.runUntilRest()
        let rest = run.drawer.snapshot.contentOffset
        let coast = rest - released.contentOffset
        // 100 pt/s coasts 100 / (−1000·ln 0.998) ≈ 50 pt; the estimate may read a little above
        // the finger's last chord, never against it.
        #expect(coast >= 0 && coast < 120, "\(coast)")
        #expect(run.drawer.top == Default.full)
    }
}
