import FluidCore
import FluidGestures
import FluidMotion
import FluidRandom
import Testing

@testable import FluidDrawer

/// Seeded random sequences (SplitMix64, fixed seeds: every failure reproduces).
@Suite struct DrawerRandomTests {
    /// Everything comes to rest within this long after the last touch (s): the slowest path is a
    /// list fling at the 8000 pt/s cap, ln(8000/5)/2.002 ≈ 3.7 s of coasting, then a bounce.
    static let restBound = 6.0

    @Test(arguments: 0..<24)
    func randomDragsSplitExactlyAndComeToRest(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 0x1234_5678_9ABC)
        var configuration = Default.configuration
        configuration.list = DrawerList(rowCount: [0, 3, 40, 10_000_000][seed % 4])
        let detent = ["compressed", "expanded", "fullHeight"][Int.random(in: 0..<3, using: &rng)]
        var run = Harness(Default.drawer(at: detent, configuration: configuration))
        for _ in 0..<12 {
            // Land on the drawer: header or list, somewhere between its top and the bottom.
            let top = run.drawer.top
            let y = Double.random(in: min(top + 1, 843)...843, using: &rng)
            var profile: [(velocity: Double, frames: Int)] = []
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                profile.append((Double.random(in: -4000...4000, using: &rng), Int.random(in: 1...30, using: &rng)))
            }
            let pause = Bool.random(using: &rng) ? 0.1 : 0
            run.play(Stroke(startY: y, startTime: run.drawer.time + 0.001, profile: profile, pause: pause))
            #expect(run.drawer.checkInvariants() == [], "seed \(seed)")
            // Sometimes let it finish, sometimes catch it in flight.
            run.advance(by: Double.random(in: 0...0.6, using: &rng))
            #expect(run.drawer.checkInvariants() == [], "seed \(seed)")
        }
        #expect(run.largestExcessOverFinger() <= 1e-9, "seed \(seed)")
        let elapsed = run.runUntilRest(limit: 30)
        #expect(elapsed <= Self.restBound, "seed \(seed)")
        #expect(!run.drawer.isMoving, "seed \(seed)")
        #expect(run.drawer.top == run.drawer.layout.tops[run.drawer.selectedIndex], "seed \(seed)")
        #expect(run.drawer.checkInvariants() == [], "seed \(seed)")
        #expect(run.steps.allSatisfy { $0.snapshot.top.isFinite && $0.snapshot.contentOffset.isFinite })
    }

    @Test(arguments: 0..<24)
    func garbageNeverBreaksIt(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 0xF00D)
        var drawer = Default.drawer()
        var t = 0.0
        for _ in 0..<300 {
            t = nextTime(after: t, using: &rng)
            switch Int.random(in: 0..<20, using: &rng) {
            case 0..<14:
                drawer.handle(randomTouch(at: t, using: &rng))
            case 14:
                drawer.handle(.key([.up, .down, .escape, .enter][Int.random(in: 0..<4, using: &rng)], time: t))
            case 15:
                drawer.resize(container: randomSize(using: &rng), at: t)
            case 16:
                drawer.move(to: Int.random(in: -2...5, using: &rng), animated: Bool.random(using: &rng), at: t)
            default:
                drawer.advance(to: t)
            }
            let problems = drawer.checkInvariants()
            #expect(problems == [], "seed \(seed)")
            if !problems.isEmpty { return }
            _ = drawer.takeEvents()
        }
        // Lift every finger, then it must come to rest at a detent in bounded time.
        let end = drawer.time + 0.01
        for id in 1...3 {
            drawer.handle(TouchEvent(id: id, phase: .ended, location: .zero, time: end))
        }
        var now = end
        while drawer.isMoving, now - end < 30 {
            now += 1.0 / 60
            drawer.advance(to: now)
        }
        #expect(now - end <= Self.restBound, "seed \(seed)")
        #expect(!drawer.isTouching && !drawer.isMoving, "seed \(seed)")
        #expect(drawer.top == drawer.layout.tops[drawer.selectedIndex], "seed \(seed)")
        #expect(drawer.checkInvariants() == [], "seed \(seed)")
    }

    private func nextTime(after t: Double, using rng: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<40, using: &rng) {
        case 0: return t - 1  // backwards
        case 1: return .nan
        case 2: return t + 300  // minutes of nothing
        default: return t + Double.random(in: 0...0.03, using: &rng)
        }
    }

    private func randomTouch(at t: Double, using rng: inout SplitMix64) -> TouchEvent {
        let phases: [TouchPhase] = [.began, .moved, .moved, .moved, .moved, .ended, .cancelled]
        let phase = phases[Int.random(in: 0..<phases.count, using: &rng)]
        let specials: [Double] = [.nan, .infinity, -.infinity, 1e12, -1e12, 0]
        func coordinate(_ range: ClosedRange<Double>) -> Double {
            Int.random(in: 0..<25, using: &rng) == 0
                ? specials[Int.random(in: 0..<specials.count, using: &rng)]
                : Double.random(in: range, using: &rng)
        }
        let location = Point(x: coordinate(-50...450), y: coordinate(-100...950))
        return TouchEvent(
            id: Int.random(in: 1...3, using: &rng), phase: phase, location: location,
            time: t, force: Bool.random(using: &rng) ? nil : coordinate(0...1))
    }

    private func randomSize(using rng: inout SplitMix64) -> Size {
        let sizes = [
            Size(width: 390, height: 844), Size(width: 844, height: 390), .zero,
            Size(width: -10, height: -20), Size(width: .nan, height: 500),
            Size(width: 320, height: 200), Size(width: 1024, height: 1366)
        ]
        return sizes[Int.random(in: 0..<sizes.count, using: &rng)]
    }
}
