import FluidTestSupport
import Testing

@testable import FluidMotion

@Suite("Spring parameters")
struct SpringTests {
    /// Apple's documented example: `Spring(duration: 0.5, bounce: 0.3)` has stiffness 157.9 and
    /// damping 17.6 with mass 1. By hand: k = (2π/0.5)² = 16π² = 157.91367…, ζ = 1 − 0.3 = 0.7,
    /// c = 4π·0.7/0.5 = 5.6π = 17.59291…
    @Test func applesDocumentedExample() throws {
        let spring = try Spring(duration: 0.5, bounce: 0.3)
        #expect(isClose(spring.stiffness, 157.91367041742973, within: 1e-10))
        #expect(isClose(spring.damping, 17.592918860102841, within: 1e-10))
        #expect(spring.mass == 1)
        #expect(isClose(spring.dampingRatio, 0.7, within: 1e-14))
        #expect(isClose(spring.response, 0.5, within: 1e-14))
        #expect(isClose(spring.duration, 0.5, within: 1e-14))
        #expect(isClose(spring.bounce, 0.3, within: 1e-14))
    }

    struct DesignerRow: Sendable {
        var response: Double, ratio: Double, mass: Double
        var stiffness: Double, damping: Double
        var line: Int
    }

    /// k = (2π/response)²·m and c = 4π·ζ·m/response, evaluated by hand (π to 17 digits).
    static let designerRows: [DesignerRow] = [
        // (2π/1)² = 39.478417604357434; 4π·0.5 = 6.283185307179586
        .init(
            response: 1, ratio: 0.5, mass: 1, stiffness: 39.478417604357434,
            damping: 6.283185307179586, line: #line),
        // ×3 for mass 3; (2π/0.4)² = 246.74011002723396; 4π·0.5·3/0.4 = 47.12388980384690
        .init(
            response: 0.4, ratio: 0.5, mass: 3, stiffness: 740.2203300817019,
            damping: 47.1238898038469, line: #line),
        // critical, mass 0.25: (2π/0.3)²·0.25 = 109.66227112321508; 4π·0.25/0.3 = 10.471975511965976
        .init(
            response: 0.3, ratio: 1, mass: 0.25, stiffness: 109.66227112321508,
            damping: 10.471975511965976, line: #line),
        // over-damped, response 2 s: π² = 9.869604401089358; 4π·2.5/2 = 15.707963267948966
        .init(
            response: 2, ratio: 2.5, mass: 1, stiffness: 9.869604401089358,
            damping: 15.707963267948966, line: #line),
        // undamped: c = 0
        .init(response: 0.5, ratio: 0, mass: 1, stiffness: 157.91367041742973, damping: 0, line: #line)
    ]

    @Test(arguments: designerRows)
    func designerParameters(row: DesignerRow) throws {
        let loc = here(row.line)
        let spring = try Spring(response: row.response, dampingRatio: row.ratio, mass: row.mass)
        #expect(isClose(spring.stiffness, row.stiffness, atMost: 1e-12 * row.stiffness), sourceLocation: loc)
        #expect(isClose(spring.damping, row.damping, atMost: 1e-12 * max(row.damping, 1)), sourceLocation: loc)
        #expect(spring.mass == row.mass, sourceLocation: loc)
        // And back: the physical form exposes the designer parameters.
        let physical = try Spring(mass: row.mass, stiffness: row.stiffness, damping: row.damping)
        #expect(isClose(physical.response, row.response, atMost: 1e-12 * row.response), sourceLocation: loc)
        #expect(isClose(physical.dampingRatio, row.ratio, atMost: 1e-12), sourceLocation: loc)
        // ω₀ = 2π/response does not depend on the mass.
        #expect(
            isClose(physical.naturalFrequency, 2 * M.pi / row.response, atMost: 1e-12 * physical.naturalFrequency),
            sourceLocation: loc)
    }

    struct BounceRow: Sendable {
        var duration: Double, bounce: Double, ratio: Double
        var line: Int
    }

    /// SwiftUI: ζ = 1 − bounce for bounce ≥ 0, ζ = 1/(1 + bounce) for bounce < 0.
    static let bounceRows: [BounceRow] = [
        .init(duration: 0.5, bounce: 0.3, ratio: 0.7, line: #line),
        .init(duration: 1, bounce: 0, ratio: 1, line: #line),
        .init(duration: 0.35, bounce: 1, ratio: 0, line: #line),
        .init(duration: 0.8, bounce: -0.5, ratio: 2, line: #line),
        .init(duration: 0.2, bounce: -0.2, ratio: 1.25, line: #line)
    ]

    @Test(arguments: bounceRows)
    func durationAndBounce(row: BounceRow) throws {
        let loc = here(row.line)
        for mass in [1.0, 0.4, 7.0] {
            let spring = try Spring(duration: row.duration, bounce: row.bounce, mass: mass)
            #expect(isClose(spring.dampingRatio, row.ratio, within: 1e-13), sourceLocation: loc)
            #expect(isClose(spring.response, row.duration, within: 1e-13), sourceLocation: loc)
            #expect(isClose(spring.duration, row.duration, within: 1e-13), sourceLocation: loc)
            #expect(isClose(spring.bounce, row.bounce, within: 1e-13), sourceLocation: loc)
            #expect(spring.mass == mass, sourceLocation: loc)
            // Same spring from the designer form and from the physical form.
            let designer = try Spring(response: row.duration, dampingRatio: row.ratio, mass: mass)
            #expect(
                isClose(designer.stiffness, spring.stiffness, atMost: 1e-12 * spring.stiffness), sourceLocation: loc)
            #expect(
                isClose(designer.damping, spring.damping, atMost: 1e-12 * max(1, spring.damping)), sourceLocation: loc)
            let physical = try Spring(mass: mass, stiffness: spring.stiffness, damping: spring.damping)
            #expect(isClose(physical.bounce, row.bounce, within: 1e-12), sourceLocation: loc)
        }
    }

    /// Mass scales stiffness and damping; the motion depends on k/m and c/m only.
    @Test func massDoesNotChangeTheMotionOfADesignerSpring() throws {
        let light = try Spring(response: 0.45, dampingRatio: 0.6, mass: 1)
        let heavy = try Spring(response: 0.45, dampingRatio: 0.6, mass: 12.5)
        #expect(isClose(heavy.stiffness, 12.5 * light.stiffness, within: 1e-9))
        #expect(isClose(heavy.damping, 12.5 * light.damping, within: 1e-9))
        for t in stride(from: 0.0, through: 2, by: 0.05) {
            let a = light.state(displacement: -50, velocity: 700, at: t)
            let b = heavy.state(displacement: -50, velocity: 700, at: t)
            #expect(isClose(a.displacement, b.displacement, within: 1e-9))
            #expect(isClose(a.velocity, b.velocity, within: 1e-8))
        }
    }

    /// With physical parameters a heavier mass is a slower, less damped spring: ω₀ = √(k/m),
    /// ζ = c/(2√(km)).
    @Test func heavierMassWithSameStiffnessIsSlower() throws {
        let spring = try Spring(mass: 4, stiffness: 100, damping: 8)
        #expect(isClose(spring.naturalFrequency, 5, within: 1e-14))  // √(100/4)
        #expect(isClose(spring.dampingRatio, 0.2, within: 1e-14))  // 8/(2·√400)
        #expect(isClose(spring.response, 2 * M.pi / 5, within: 1e-14))
    }

    @Test func regimes() throws {
        #expect(try Spring(mass: 1, stiffness: 100, damping: 19.9).regime == .underdamped)
        #expect(try Spring(mass: 1, stiffness: 100, damping: 20).regime == .critical)
        #expect(try Spring(mass: 2, stiffness: 50, damping: 20).regime == .critical)  // c² = 4km = 400
        #expect(try Spring(mass: 1, stiffness: 100, damping: 20.1).regime == .overdamped)
        #expect(try Spring(mass: 1, stiffness: 100, damping: 0).regime == .underdamped)
    }

    @Test func constantBuildsValidSprings() {
        let spring = Spring.constant(response: 0.4, dampingRatio: 0.8, mass: 2)
        #expect(isClose(spring.response, 0.4, within: 1e-14))
        #expect(isClose(spring.dampingRatio, 0.8, within: 1e-14))
        #expect(spring.mass == 2)
    }
}

@Suite("Spring parameter errors")
struct SpringErrorTests {
    enum Expected: Sendable, CustomStringConvertible {
        case notFinite(String), notPositive(String), negative(String), outOfRange(String), unrepresentable

        var description: String {
            switch self {
            case .notFinite(let p): "notFinite(\(p))"
            case .notPositive(let p): "notPositive(\(p))"
            case .negative(let p): "negative(\(p))"
            case .outOfRange(let p): "outOfRange(\(p))"
            case .unrepresentable: "unrepresentable"
            }
        }

        func matches(_ error: SpringError) -> Bool {
            switch (self, error) {
            case (.notFinite(let p), .notFinite(let q, let v)): p == q && !v.isFinite
            case (.notPositive(let p), .notPositive(let q, let v)): p == q && v <= 0
            case (.negative(let p), .negative(let q, let v)): p == q && v < 0
            case (.outOfRange(let p), .outOfRange(let q, _, _)): p == q
            case (.unrepresentable, .unrepresentable): true
            default: false
            }
        }
    }

    struct Row: Sendable, CustomStringConvertible {
        var make: @Sendable () throws -> Spring
        var expected: Expected
        var line: Int
        var description: String { "line \(line): \(expected)" }
    }

    static let rows: [Row] = [
        .init(make: { try Spring(response: .nan, dampingRatio: 1) }, expected: .notFinite("response"), line: #line),
        .init(
            make: { try Spring(response: .infinity, dampingRatio: 1) }, expected: .notFinite("response"), line: #line),
        .init(make: { try Spring(response: 0, dampingRatio: 1) }, expected: .notPositive("response"), line: #line),
        .init(make: { try Spring(response: -0.5, dampingRatio: 1) }, expected: .notPositive("response"), line: #line),
        .init(
            make: { try Spring(response: 0.5, dampingRatio: -0.1) }, expected: .negative("dampingRatio"), line: #line),
        .init(
            make: { try Spring(response: 0.5, dampingRatio: .nan) }, expected: .notFinite("dampingRatio"), line: #line),
        .init(
            make: { try Spring(response: 0.5, dampingRatio: 1, mass: 0) }, expected: .notPositive("mass"), line: #line),
        .init(
            make: { try Spring(response: 0.5, dampingRatio: 1, mass: -.infinity) }, expected: .notFinite("mass"),
            line: #line),
        .init(make: { try Spring(response: 1e-200, dampingRatio: 1) }, expected: .unrepresentable, line: #line),
        .init(make: { try Spring(response: 1e300, dampingRatio: 1) }, expected: .unrepresentable, line: #line),
        .init(
            make: { try Spring(mass: 1, stiffness: 0, damping: 1) }, expected: .notPositive("stiffness"), line: #line),
        .init(
            make: { try Spring(mass: 1, stiffness: -3, damping: 1) }, expected: .notPositive("stiffness"), line: #line),
        .init(
            make: { try Spring(mass: 1, stiffness: .nan, damping: 1) }, expected: .notFinite("stiffness"), line: #line),
        .init(make: { try Spring(mass: 1, stiffness: 10, damping: -1) }, expected: .negative("damping"), line: #line),
        .init(
            make: { try Spring(mass: 1, stiffness: 10, damping: .infinity) }, expected: .notFinite("damping"),
            line: #line),
        .init(make: { try Spring(mass: -1, stiffness: 10, damping: 1) }, expected: .notPositive("mass"), line: #line),
        .init(
            make: { try Spring(mass: 1e-300, stiffness: 1e300, damping: 1) }, expected: .unrepresentable, line: #line),
        .init(make: { try Spring(duration: 0, bounce: 0.3) }, expected: .notPositive("duration"), line: #line),
        .init(make: { try Spring(duration: .nan, bounce: 0.3) }, expected: .notFinite("duration"), line: #line),
        .init(make: { try Spring(duration: 0.5, bounce: -1) }, expected: .outOfRange("bounce"), line: #line),
        .init(make: { try Spring(duration: 0.5, bounce: 1.01) }, expected: .outOfRange("bounce"), line: #line),
        .init(make: { try Spring(duration: 0.5, bounce: .nan) }, expected: .notFinite("bounce"), line: #line),
        .init(make: { try Spring(duration: 0.5, bounce: 0.2, mass: 0) }, expected: .notPositive("mass"), line: #line)
    ]

    @Test(arguments: rows)
    func rejectsInvalidParameters(row: Row) {
        let loc = here(row.line)
        do {
            let spring = try row.make()
            Issue.record("accepted \(spring)", sourceLocation: loc)
        } catch let error as SpringError {
            #expect(row.expected.matches(error), "got \(error)", sourceLocation: loc)
            // The message names the parameter.
            if case .notFinite(let p) = row.expected { #expect(error.description.contains(p), sourceLocation: loc) }
        } catch {
            Issue.record("untyped error \(error)", sourceLocation: loc)
        }
    }

    /// The initialisers throw `SpringError` itself (typed throws): the catch below needs no cast.
    @Test func errorsAreTyped() {
        do {
            _ = try Spring(duration: 0.5, bounce: 2)
            Issue.record("accepted bounce 2")
        } catch {
            let typed: SpringError = error
            #expect(typed == .outOfRange(parameter: "bounce", value: 2, range: "(-1, 1]"))
        }
    }

    @Test func messagesSayWhichAndWhy() {
        #expect(
            SpringError.notPositive(parameter: "response", value: -1).description
                == "response must be greater than 0, got -1.0")
        #expect(
            SpringError.negative(parameter: "dampingRatio", value: -0.5).description
                == "dampingRatio must be 0 or greater, got -0.5")
        #expect(
            SpringError.outOfRange(parameter: "bounce", value: 2, range: "(-1, 1]").description
                == "bounce must be in (-1, 1], got 2.0")
    }
}
