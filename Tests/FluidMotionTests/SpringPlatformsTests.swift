import FluidCore
import FluidTestSupport
import Testing

@testable import FluidMotion

@Suite("Spring on other platforms")
struct SpringPlatformsTests {
    struct Row: Sendable {
        var velocity: Double, position: Double, target: Double, relative: Double
        var line: Int
    }

    /// UIKit's relative velocity = velocity / (target − position).
    static let rows: [Row] = [
        .init(velocity: 300, position: 0, target: 150, relative: 2, line: #line),
        .init(velocity: -1200, position: 724, target: 544, relative: 6.666666666666667, line: #line),
        .init(velocity: 500, position: 724, target: 544, relative: -2.7777777777777777, line: #line),
        .init(velocity: 500, position: 10, target: 10, relative: 0, line: #line),  // distance 0
        .init(velocity: 0, position: 0, target: 0, relative: 0, line: #line),
        .init(velocity: .nan, position: 0, target: 10, relative: 0, line: #line),
        .init(velocity: 10, position: 0, target: .infinity, relative: 0, line: #line)
    ]

    @Test(arguments: rows)
    func uikitRelativeVelocity(row: Row) {
        let loc = here(row.line)
        let r = Spring.uikitRelativeVelocity(row.velocity, from: row.position, to: row.target)
        #expect(isClose(r, row.relative, within: 1e-12), sourceLocation: loc)
    }

    @Test func codeSnippetsCarryTheParameters() throws {
        let spring = try Spring(duration: 0.5, bounce: 0.3)
        #expect(
            spring.code(for: .uikit) == "UISpringTimingParameters(mass: 1, stiffness: 157.9137, "
                + "damping: 17.5929, initialVelocity: CGVector(dx: 0, dy: 0))")
        #expect(spring.code(for: .swiftUI).contains("Spring(mass: 1, stiffness: 157.9137, damping: 17.5929)"))
        #expect(spring.code(for: .swiftUI).contains(".spring(duration: 0.5, bounce: 0.3)"))
        #expect(spring.code(for: .coreAnimation).contains("a.stiffness = 157.9137; a.damping = 17.5929"))
        #expect(spring.code(for: .compose) == "spring<Float>(dampingRatio = 0.7f, stiffness = 157.9137f)")
        #expect(spring.code(for: .flutter) == "SpringDescription(mass: 1, stiffness: 157.9137, damping: 17.5929)")
        #expect(spring.code(for: .swiftUIResponse) == ".spring(response: 0.5, dampingFraction: 0.7, blendDuration: 0)")
        #expect(spring.code(for: .swiftUIDuration) == ".spring(duration: 0.5, bounce: 0.3)")
        #expect(Spring.Platform.allCases.count == 7)
    }

    /// Over-damped (ζ = 2): SwiftUI's bounce is negative, 1/ζ − 1 = −0.5; the response form
    /// keeps ζ as the damping fraction.
    @Test func overDampedSwiftUIForms() {
        let spring = Spring.constant(response: 0.4, dampingRatio: 2)
        #expect(spring.code(for: .swiftUIDuration) == ".spring(duration: 0.4, bounce: -0.5)")
        #expect(spring.code(for: .swiftUIResponse) == ".spring(response: 0.4, dampingFraction: 2, blendDuration: 0)")
    }

    /// Compose springs have unit mass: the stiffness it needs is k/m.
    @Test func composeUsesStiffnessPerUnitMass() throws {
        let spring = try Spring(mass: 2, stiffness: 300, damping: 20)
        // k/m = 150; ζ = 20/(2√600) = 0.40825
        #expect(spring.code(for: .compose) == "spring<Float>(dampingRatio = 0.4082f, stiffness = 150f)")
        #expect(spring.code(for: .uikit).hasPrefix("UISpringTimingParameters(mass: 2, stiffness: 300, damping: 20,"))
    }

    @Test func overdampedBounceIsNegative() throws {
        let spring = try Spring(response: 1, dampingRatio: 2)
        #expect(spring.code(for: .swiftUI).contains("bounce: -0.5)"))
    }
}

@Suite("decimalText")
struct DecimalTextTests {
    struct Row: Sendable {
        var value: Double, places: Int, text: String
        var line: Int
    }

    static let rows: [Row] = [
        .init(value: 157.91367041742973, places: 4, text: "157.9137", line: #line),
        .init(value: 1, places: 4, text: "1", line: #line),
        .init(value: -0.25, places: 4, text: "-0.25", line: #line),
        .init(value: 0.1 + 0.2, places: 4, text: "0.3", line: #line),
        .init(value: -0.00001, places: 2, text: "0", line: #line),
        .init(value: -0.0, places: 3, text: "0", line: #line),
        .init(value: 2.5, places: 0, text: "3", line: #line),
        .init(value: 1234.5678, places: -2, text: "1235", line: #line),
        .init(value: 0.000123, places: 6, text: "0.000123", line: #line),
        .init(value: 1e20, places: 2, text: "1e+20", line: #line),
        .init(value: 0, places: 40, text: "0", line: #line),
        .init(value: 1e-20, places: 30, text: "0", line: #line),
        .init(value: .nan, places: 2, text: "nan", line: #line),
        .init(value: .infinity, places: 2, text: "inf", line: #line),
        .init(value: -.infinity, places: 2, text: "-inf", line: #line)
    ]

    @Test(arguments: rows)
    func formats(row: Row) {
        let loc = here(row.line)
        #expect(decimalText(row.value, places: row.places) == row.text, sourceLocation: loc)
    }
}

@Suite("Geometry and vectors")
struct GeometryTests {
    @Test func pointArithmeticAndVectorConformance() {
        let a = Point(x: 3, y: 4), b = Point(x: -1, y: 2)
        #expect(a + b == Point(x: 2, y: 6) && a - b == Point(x: 4, y: 2))
        #expect(2 * a == Point(x: 6, y: 8) && -a == Point(x: -3, y: -4))
        #expect(a.length == 5 && a.magnitude == 5 && a.distance(to: .zero) == 5)
        #expect(Point.scalarCount == 2 && a[scalar: 0] == 3 && a[scalar: 1] == 4)
        #expect(Double.scalarCount == 1 && (-2.5)[scalar: 0] == -2.5 && (-2.5).magnitude == 2.5)
        #expect(!Point(x: .nan, y: 0).isFiniteVector && Point(x: 1, y: 2).isFiniteVector)
        #expect(!Double.infinity.isFiniteVector)
    }

    @Test func rectAndInsets() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.maxX == 110 && r.maxY == 70 && r.center == Point(x: 60, y: 45))
        #expect(r.contains(Point(x: 10, y: 20)) && !r.contains(Point(x: 110, y: 45)))
        #expect(r.insetBy(dx: 5, dy: 10) == Rect(x: 15, y: 30, width: 90, height: 30))
        #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).inset(r) == Rect(x: 12, y: 21, width: 94, height: 46))
        #expect(Size(width: 390, height: 844).isUsable && !Size(width: 0, height: 1).isUsable)
        #expect(!Size(width: .nan, height: 1).isUsable)
    }
}
