import FluidCore
import FluidTestSupport
import Testing

@testable import FluidMotion

@Suite("Decay")
struct DecayTests {
    /// v(t) = v₀·r^(1000t), x(t) = x₀ + v₀·(r^(1000t) − 1)/(1000·ln r), by hand with libm.
    @Test(arguments: [0.998, 0.99, 0.95, 0.9999])
    func positionAndVelocityFollowUIScrollView(rate: Double) throws {
        let decay = try Decay(rate: rate)
        let (x0, v0) = (120.0, -2400.0)
        for t in [0.0, 0.001, 0.016, 0.1, 0.5, 1, 3, 10] {
            let p = M.pow(rate, 1000 * t)
            let x = x0 + v0 * (p - 1) / (1000 * M.log(rate))
            #expect(isClose(decay.position(from: x0, velocity: v0, at: t), x, within: 1e-9))
            #expect(isClose(decay.velocity(from: v0, at: t), v0 * p, within: 1e-9))
        }
    }

    /// The per-millisecond rule itself: each millisecond keeps `rate` of the velocity.
    @Test func velocityFallsByTheRateEveryMillisecond() {
        let v = Decay.normal.velocity(from: 1000.0, at: 0.001)
        #expect(isClose(v, 998, within: 1e-9))
        #expect(isClose(Decay.fast.velocity(from: 1000.0, at: 0.001), 990, within: 1e-9))
        #expect(Decay.normal.rate == 0.998 && Decay.fast.rate == 0.99)
    }

    /// x∞ = x₀ − v₀/(1000·ln r): 1000 pt/s at 0.998 travels 1000/2.002002… = 499.4998 pt.
    @Test func finalPosition() {
        let final = Decay.normal.finalPosition(from: 100.0, velocity: 1000)
        #expect(isClose(final, 100 - 1000 / (1000 * M.log(0.998)), within: 1e-9))
        #expect(isClose(final, 599.4998331665, within: 1e-6))
        #expect(isClose(Decay.normal.position(from: 100.0, velocity: 1000, at: 60), final, within: 1e-9))
        let p = Decay.fast.finalPosition(from: Point(x: 1, y: 2), velocity: Point(x: 100, y: -50))
        #expect(isClose(p.x, 1 + 100 / 10.050335853501, within: 1e-9))
        #expect(isClose(p.y, 2 - 50 / 10.050335853501, within: 1e-9))
    }

    /// WWDC18: (v₀/1000)·r/(1 − r) — 0.998/0.002 = 499, so ≈ 0.499·v₀ — which is the discrete
    /// sum Σₖ (v₀/1000)·rᵏ over every later millisecond.
    @Test func projection() {
        #expect(isClose(Decay.normal.projectedDistance(velocity: 1000), 499, within: 1e-9))
        #expect(isClose(Decay.normal.projectedDistance(velocity: -2000), -998, within: 1e-9))
        #expect(isClose(Decay.fast.projectedDistance(velocity: 1000), 99, within: 1e-9))
        var sum = 0.0, v = 1000.0
        for _ in 0..<40_000 {
            v *= 0.998
            sum += v / 1000
        }
        #expect(isClose(Decay.normal.projectedDistance(velocity: 1000), sum, within: 1e-6))
        let p = Decay.normal.project(Point(x: 10, y: 20), velocity: Point(x: 1000, y: -500))
        #expect(isClose(p.x, 509, within: 1e-9) && isClose(p.y, 20 - 249.5, within: 1e-9))
        #expect(isClose(Decay.normal.project(5.0, velocity: 100), 54.9, within: 1e-9))
    }

    /// Time until the speed falls to a threshold: t = ln(threshold/|v₀|)/(1000·ln r).
    @Test func durationUntilAVelocity() {
        let t = Decay.normal.duration(from: -3000, until: 5)
        #expect(isClose(t, M.log(5.0 / 3000) / (1000 * M.log(0.998)), within: 1e-12))
        #expect(isClose(abs(Decay.normal.velocity(from: -3000.0, at: t)), 5, within: 1e-9))
        #expect(Decay.normal.duration(from: 4, until: 5) == 0)
        #expect(Decay.normal.duration(from: 100, until: 0) == 0)
        #expect(Decay.normal.duration(from: .nan, until: 5) == 0)
    }

    struct ReachRow: Sendable {
        var boundary: Double, position: Double, velocity: Double
        var reachable: Bool
        var line: Int
    }

    static let reachRows: [ReachRow] = [
        .init(boundary: 300, position: 0, velocity: 1000, reachable: true, line: #line),  // 300 < 499.5
        .init(boundary: 600, position: 0, velocity: 1000, reachable: false, line: #line),  // stops short
        .init(boundary: -300, position: 0, velocity: 1000, reachable: false, line: #line),  // behind it
        .init(boundary: -100, position: 50, velocity: -800, reachable: true, line: #line),
        .init(boundary: 10, position: 0, velocity: 0, reachable: false, line: #line),
        .init(boundary: 10, position: 0, velocity: .nan, reachable: false, line: #line)
    ]

    @Test(arguments: reachRows)
    func timeToReach(row: ReachRow) throws {
        let loc = here(row.line)
        let t = Decay.normal.time(toReach: row.boundary, from: row.position, velocity: row.velocity)
        #expect((t != nil) == row.reachable, sourceLocation: loc)
        if let t {
            let x = Decay.normal.position(from: row.position, velocity: row.velocity, at: t)
            #expect(isClose(x, row.boundary, within: 1e-9), sourceLocation: loc)
            #expect(t > 0, sourceLocation: loc)
        }
    }

    @Test func alreadyAtTheBoundary() {
        #expect(Decay.normal.time(toReach: 5, from: 5, velocity: 0) == 0)
    }

    @Test(arguments: [0.0, 1.0, -0.5, 1.5, Double.nan, .infinity])
    func invalidRatesThrow(rate: Double) {
        #expect(throws: ParameterError.self) { try Decay(rate: rate) }
        do {
            _ = try Decay(rate: rate)
        } catch {
            #expect(error.parameter == "decelerationRate")
            #expect(error.description.hasPrefix("decelerationRate must be in (0, 1)"))
        }
    }

    @Test func negativeTimesAreTheStart() {
        #expect(Decay.normal.position(from: 7.0, velocity: 100, at: -1) == 7)
        #expect(Decay.normal.velocity(from: 100.0, at: -1) == 100)
    }
}

@Suite("DecayAnimation")
struct DecayAnimationTests {
    /// Any cadence gives the closed form at each frame.
    @Test(arguments: [60.0, 120.0, 37.3])
    func followsTheClosedFormAtAnyCadence(hz: Double) {
        var a = DecayAnimation(from: 200.0, velocity: -1500, at: 1)
        var frame = 0
        while !a.isSettled {
            frame += 1
            let t = 1 + Double(frame) / hz
            a.advance(to: t)
            if a.isSettled { break }
            let p = M.pow(0.998, 1000 * (t - 1))
            #expect(isClose(a.value, 200 - 1500 * (p - 1) / (1000 * M.log(0.998)), within: 1e-9))
            #expect(isClose(a.velocity, -1500 * p, within: 1e-9))
        }
        #expect(a.value == a.finalValue && a.velocity == 0)
        #expect(a.time >= a.stopTime)
    }

    /// It stops when the speed reaches `stopVelocity`; the snap to the final position is then
    /// |v|/|λ| = 0.5/2.002 ≈ 0.25 pt with the defaults: invisible on a 2× screen.
    @Test func stopsAtTheStopVelocityWithAnInvisibleSnap() {
        var a = DecayAnimation(from: 0.0, velocity: 2000)
        #expect(a.stopVelocity == 0.5)
        let stop = M.log(0.5 / 2000) / (1000 * M.log(0.998))
        #expect(isClose(a.stopTime, stop, within: 1e-12))
        a.advance(to: stop - 1e-9)
        #expect(!a.isSettled)
        #expect(isClose(a.finalValue, a.value, atMost: 0.25 + 1e-6))
        a.advance(to: stop)
        #expect(a.isSettled && a.value == a.finalValue && a.velocity == 0)
    }

    @Test func slowStartIsAtRestAtItsFinalPosition() {
        let a = DecayAnimation(from: 10.0, velocity: 0.3, at: 4)
        #expect(a.isSettled && a.value == a.finalValue && a.velocity == 0)
        #expect(isClose(a.value, 10, within: 0.25))
        #expect(a.state(at: 4).value == a.value)
    }

    @Test func pointDecay() {
        var a = DecayAnimation(decay: .fast, from: Point(x: 0, y: 0), velocity: Point(x: 300, y: -400))
        a.advance(to: 0.1)
        let p = M.pow(0.99, 100)
        let scale = (p - 1) / (1000 * M.log(0.99))
        #expect(isClose(a.value.x, 300 * scale, within: 1e-9) && isClose(a.value.y, -(400 * scale), within: 1e-9))
        // Stops on the speed (|v| = 500 at the start).
        #expect(isClose(a.stopTime, M.log(0.5 / 500) / (1000 * M.log(0.99)), within: 1e-12))
    }

    @Test func nonFiniteInputsAreSanitized() {
        let a = DecayAnimation(from: Double.nan, velocity: .infinity, at: .nan, stopVelocity: .nan)
        #expect(a.value == 0 && a.velocity == 0 && a.time == 0 && a.isSettled)
        #expect(a.stopVelocity == DecayAnimation<Double>.defaultStopVelocity)
        var b = DecayAnimation(from: 0.0, velocity: 1000, stopVelocity: -3)
        #expect(b.stopVelocity == 0.5)
        b.advance(to: 0.2)
        let snapshot = (b.value, b.velocity, b.time)
        b.advance(to: 0.1)
        b.advance(to: .nan)
        #expect(b.value == snapshot.0 && b.velocity == snapshot.1 && b.time == snapshot.2)
    }
}
