import FluidCore
import FluidGestures
import FluidMotion
import FluidRandom

/// A synthetic one-finger drag for measuring release velocity: a piecewise-linear speed profile
/// along y (pt/s against s), sampled like a touch screen at a fixed rate, optionally with
/// jittered timestamps, and lifted the way real hardware lifts.
struct DragShape {
    /// What the row in the table is called.
    var name: String
    /// Speed knots (time s, velocity pt/s), first at t = 0; linear between knots. The drag lasts
    /// until the last knot.
    var knots: [(time: Double, velocity: Double)]
    /// Whether the screen keeps reporting the finger while it holds still (touch screens do;
    /// a mouse sends nothing until it moves).
    var reportsStillFinger = true
    /// Timestamp jitter as a fraction of the sampling interval (0…0.5): each event is stamped up
    /// to this much early or late, while its position is where the finger really was.
    var timestampJitter = 0.0

    /// Duration of the drag (s).
    var duration: Double { knots.last!.time }

    /// The finger's true velocity at `t` (pt/s).
    func velocity(at t: Double) -> Double {
        guard let next = knots.firstIndex(where: { $0.time >= t }), next > 0 else {
            return t <= 0 ? knots[0].velocity : knots.last!.velocity
        }
        let a = knots[next - 1], b = knots[next]
        let u = (t - a.time) / (b.time - a.time)
        return a.velocity + u * (b.velocity - a.velocity)
    }

    /// The finger's true position at `t` (pt from the start): the exact integral of the profile.
    func position(at t: Double) -> Double {
        var y = 0.0
        for k in 1..<knots.count {
            let a = knots[k - 1], b = knots[k]
            let end = min(t, b.time)
            guard end > a.time else { break }
            y += (end - a.time) * (a.velocity + velocity(at: end)) / 2
        }
        return y
    }

    /// The touch events of one stroke sampled at `rate` (Hz), starting `phase` (0…1 of an
    /// interval) into the grid, from 700 pt moving by the profile's (signed) displacement along
    /// −y (up, as a drawer is flicked). The lift comes one interval after the last sample, at its
    /// position, as touch hardware reports it; a finger that is not reported while still sends
    /// nothing between its last movement and the lift.
    /// `lastSample` is the true time of the last reported position (s): the finger's velocity
    /// then is what the release should report.
    func events(rate: Double, phase: Double, jitterSeed: UInt64) -> (events: [TouchEvent], lastSample: Double) {
        var rng = SplitMix64(seed: jitterSeed)
        let interval = 1 / rate
        let origin = Point(x: 195, y: 700)
        func point(_ t: Double) -> Point { Point(x: origin.x, y: origin.y - position(at: t)) }
        func stamp(_ t: Double) -> Double { t + timestampJitter * interval * rng.uniform(-1...1) }
        var events = [TouchEvent(id: 1, phase: .began, location: origin, time: 0)]
        var t = phase * interval
        var last = origin
        var lastTime = 0.0
        var lastSample = 0.0
        while t <= duration + 1e-12 {
            let p = point(t)
            if t > 0, reportsStillFinger || p != last {
                events.append(TouchEvent(id: 1, phase: .moved, location: p, time: stamp(t)))
                lastSample = t
            }
            last = p
            lastTime = t
            t += interval
        }
        // A finger not reported while still lifts one interval after the end of the drag.
        let liftTime = reportsStillFinger ? lastTime + interval : duration + interval
        events.append(TouchEvent(id: 1, phase: .ended, location: last, time: max(stamp(liftTime), events.last!.time)))
        return (events, lastSample)
    }
}

extension DragShape {
    /// The drags the velocity table measures.
    static let all: [DragShape] = [
        DragShape(name: "constant 1500", knots: [(0, 1500), (0.25, 1500)]),
        DragShape(name: "accelerating 200→2500", knots: [(0, 200), (0.25, 2500)]),
        // The drag: 0.2 s at 1500 pt/s, slows to 100 pt/s, lifts 50 ms later.
        DragShape(name: "decelerating 1500→100", knots: [(0, 1500), (0.2, 1500), (0.22, 100), (0.27, 100)]),
        // The pause scene's swipe that never goes below 100 pt/s.
        DragShape(name: "slowing 800→150", knots: [(0, 800), (0.15, 800), (0.2, 150), (0.24, 150)]),
        DragShape(name: "stop, hold 33 ms", knots: [(0, 1500), (0.2, 1500), (0.21, 0), (0.243, 0)]),
        DragShape(
            name: "stop, hold 33 ms, no events", knots: [(0, 1500), (0.2, 1500), (0.21, 0), (0.243, 0)],
            reportsStillFinger: false),
        DragShape(name: "constant 1000, jittered ±30 %", knots: [(0, 1000), (0.25, 1000)], timestampJitter: 0.3)
    ]
}
