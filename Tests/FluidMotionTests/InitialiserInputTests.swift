import FluidCore
import Testing

@testable import FluidMotion

/// Every public initialiser of FluidMotion fed values a caller can pass but must not get away
/// with. Throwing initialisers throw their typed error naming the parameter; the animations,
/// which take state rather than settings, start from a finite state. None may trap (a trap would
/// end this test process).
struct InitialiserInputTests {
    static let hostile: [Double] = [
        .nan, .infinity, -.infinity, -1, 0, -0.0, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .leastNonzeroMagnitude
    ]

    @Test(arguments: hostile)
    func springRejectsEachBadParameterByName(_ bad: Double) {
        func parameter(_ make: () throws(SpringError) -> Spring) -> String? {
            do { _ = try make(); return nil } catch {
                switch error {
                case .notFinite(let p, _), .notPositive(let p, _), .negative(let p, _), .outOfRange(let p, _, _):
                    return p
                case .unrepresentable: return "unrepresentable"
                }
            }
        }
        // mass and stiffness must be finite and > 0, damping finite and ≥ 0.
        if !(bad.isFinite && bad > 0) {
            #expect(
                parameter { () throws(SpringError) in try Spring(mass: bad, stiffness: 100, damping: 10) } == "mass")
            #expect(parameter { () throws(SpringError) in try Spring(stiffness: bad, damping: 10) } == "stiffness")
            #expect(parameter { () throws(SpringError) in try Spring(response: bad, dampingRatio: 1) } == "response")
            #expect(parameter { () throws(SpringError) in try Spring(duration: bad, bounce: 0) } == "duration")
            #expect(
                parameter { () throws(SpringError) in try Spring(response: 0.5, dampingRatio: 1, mass: bad) } == "mass")
        }
        if !(bad.isFinite && bad >= 0) {
            #expect(parameter { () throws(SpringError) in try Spring(stiffness: 100, damping: bad) } == "damping")
            #expect(
                parameter { () throws(SpringError) in try Spring(response: 0.5, dampingRatio: bad) } == "dampingRatio")
        }
        if !(bad.isFinite && bad > -1 && bad <= 1) {
            #expect(parameter { () throws(SpringError) in try Spring(duration: 0.5, bounce: bad) } == "bounce")
        }
    }

    @Test(arguments: hostile)
    func rubberBandAndDecayRejectByName(_ bad: Double) {
        func parameter(_ make: () throws(ParameterError) -> Void) -> String? {
            do { try make(); return nil } catch { return error.parameter }
        }
        if !(bad.isFinite && bad > 0) {
            #expect(
                parameter { () throws(ParameterError) in
                    _ = try RubberBand(coefficient: bad, dimension: 100, range: 0...1)
                } == "coefficient")
            #expect(
                parameter { () throws(ParameterError) in _ = try RubberBand(dimension: bad, range: 0...1) }
                    == "dimension")
        }
        #expect(
            parameter { () throws(ParameterError) in _ = try RubberBand(dimension: 100, range: -.infinity...1) }
                == "range.lowerBound")
        #expect(
            parameter { () throws(ParameterError) in _ = try RubberBand(dimension: 100, range: 0...Double.infinity) }
                == "range.upperBound")
        if !(bad > 0 && bad <= 1) {
            #expect(parameter { () throws(ParameterError) in _ = try PowerRubberBand(exponent: bad) } == "exponent")
        }
        if !(bad > 0 && bad < 1) {
            #expect(parameter { () throws(ParameterError) in _ = try Decay(rate: bad) } == "decelerationRate")
        }
    }

    @Test(arguments: hostile)
    func animationsStartFromAFiniteState(_ bad: Double) {
        var spring = SpringAnimation(
            spring: .constant(response: 0.4, dampingRatio: 0.8), from: bad, to: bad,
            velocity: bad, at: bad, tolerance: SpringTolerance(position: bad, velocity: bad))
        spring.advance(to: 1)
        #expect(spring.value.isFinite && spring.velocity.isFinite && spring.time.isFinite)
        var decay = DecayAnimation(from: bad, velocity: bad, at: bad, stopVelocity: bad)
        decay.advance(to: 1)
        #expect(decay.value.isFinite && decay.velocity.isFinite)
        var tracker = VelocityTracker<Point>()
        tracker.add(Point(x: bad, y: bad), at: bad)
        tracker.add(Point(x: 1, y: 1), at: 0.01)
        #expect(tracker.velocity().isFinite)
    }
}
