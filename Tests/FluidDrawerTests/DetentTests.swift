import FluidCore
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidDrawer

@Suite struct DetentTests {
    struct Row: Sendable {
        var detents: [Detent]
        var container: Size
        var tops: [Double]?
        var error: DetentError?
        var line: Int
    }

    static let rows: [Row] = [
        Row(detents: Detent.standard, container: Size(width: 390, height: 844), tops: [724, 544, 35], line: #line),
        // Fraction 0.5 of 600 → 300; top inset 10.
        Row(
            detents: [Detent("a", .height(100)), Detent("b", .fraction(0.5)), Detent("c", .topInset(10))],
            container: Size(width: 300, height: 600), tops: [500, 300, 10], line: #line),
        Row(detents: [], container: Size(width: 1, height: 1), error: .empty, line: #line),
        Row(
            detents: [Detent("a", .height(.nan))], container: Size(width: 1, height: 100),
            error: .notFinite(detent: "a", value: .nan), line: #line),
        Row(
            detents: [Detent("a", .height(-5))], container: Size(width: 1, height: 100),
            error: .outOfRange(detent: "a", value: -5, range: "height ≥ 0"), line: #line),
        Row(
            detents: [Detent("a", .fraction(1.5))], container: Size(width: 1, height: 100),
            error: .outOfRange(detent: "a", value: 1.5, range: "fraction in (0, 1]"), line: #line),
        Row(
            detents: [Detent("a", .height(200))], container: Size(width: 1, height: 100),
            error: .outsideContainer(detent: "a", top: -100, containerHeight: 100), line: #line),
        Row(
            detents: [Detent("a", .topInset(150))], container: Size(width: 1, height: 100),
            error: .outsideContainer(detent: "a", top: 150, containerHeight: 100), line: #line),
        // 0.5 of 400 = 200 = height 200: the same place twice.
        Row(
            detents: [Detent("a", .height(200)), Detent("b", .fraction(0.5))],
            container: Size(width: 1, height: 400),
            error: .notAscending(detent: "b", height: 200, previous: "a", previousHeight: 200),
            line: #line),
        Row(
            detents: [Detent("a", .height(300)), Detent("b", .height(100))],
            container: Size(width: 1, height: 400),
            error: .notAscending(detent: "b", height: 100, previous: "a", previousHeight: 300), line: #line),
        Row(
            detents: [Detent("a", .height(100)), Detent("a", .height(200))],
            container: Size(width: 1, height: 400), error: .duplicateName("a"), line: #line),
        Row(
            detents: Detent.standard, container: Size(width: 0, height: 844),
            error: .invalidContainer(width: 0, height: 844), line: #line)
    ]

    @Test(arguments: rows)
    func validatedLayout(_ row: Row) {
        do {
            let layout = try DrawerLayout.validated(detents: row.detents, container: row.container)
            #expect(layout.tops == row.tops, sourceLocation: here(row.line))
            #expect(row.error == nil, sourceLocation: here(row.line))
        } catch {
            // NaN ≠ NaN, so compare descriptions.
            #expect(error.description == row.error?.description, sourceLocation: here(row.line))
        }
    }

    /// Messages a person reads when detents are listed in the wrong order: the expected order,
    /// then both detents with their heights (844 − 35 = 809 pt for the full one).
    static let orderMessages: [(detents: [Detent], message: String, line: Int)] = [
        (
            [Detent("full", .topInset(35)), Detent("peek", .height(120))],
            "detents must be listed from shortest to tallest: peek (120 pt) after full (809 pt)", #line
        ),
        (
            [Detent("a", .height(500)), Detent("b", .fraction(0.5))],
            "detents must be listed from shortest to tallest: b (422 pt) after a (500 pt)", #line
        ),
        (
            [Detent("a", .height(422)), Detent("b", .fraction(0.5))],
            "detents a and b are both 422 pt tall; each must be taller than the one listed before it", #line
        ),
        (
            [Detent("a", .height(100.5)), Detent("b", .height(100.25))],
            "detents must be listed from shortest to tallest: b (100.25 pt) after a (100.5 pt)", #line
        )
    ]

    @Test func wrongOrderSaysWhichOrder() {
        for row in Self.orderMessages {
            do {
                _ = try DrawerLayout.validated(detents: row.detents, container: Size(width: 390, height: 844))
                Issue.record("accepted", sourceLocation: here(row.line))
            } catch {
                #expect(error.description == row.message, sourceLocation: here(row.line))
            }
        }
    }

    @Test func lenientLayoutClampsAndNeverSwaps() {
        // On a 250 pt container, expanded (300) would be above the top: clamped to 0, then the
        // full-height inset 35 may not go below it, so it is 0 too.
        let small = DrawerLayout(detents: Detent.standard, container: Size(width: 300, height: 250))
        #expect(small.tops == [130, 0, 0])
        // A fraction and a height cross between containers: 0.5 · 300 = 150 < 200 → kept in order.
        let crossing = DrawerLayout(
            detents: [Detent("f", .fraction(0.5)), Detent("h", .height(200))],
            container: Size(width: 1, height: 300))
        #expect(crossing.tops == [150, 100])
        let swapped = DrawerLayout(
            detents: [Detent("f", .fraction(0.5)), Detent("h", .height(200))],
            container: Size(width: 1, height: 600))
        #expect(swapped.tops == [300, 300])
        // Safe area: nothing above its top inset.
        let notch = DrawerLayout(
            detents: Detent.standard, container: Size(width: 390, height: 844),
            safeArea: EdgeInsets(top: 59))
        #expect(notch.tops == [724, 544, 59])
        #expect(notch.nearestIndex(toTop: 400) == 1)  // 144 to 544, 341 to 59
        #expect(notch.nearestIndex(toTop: .nan) == 0)
    }

    @Test func configurationNamesMustExist() {
        let standard = Detent.standard.map(\.name)
        var configuration = Default.configuration
        configuration.scrollableDetents = ["huge"]
        #expect(throws: DetentError.unknownDetent("huge", setting: "scrollableDetents", available: standard)) {
            _ = try Drawer(configuration: configuration, container: Size(width: 390, height: 844))
        }
        configuration = Default.configuration
        configuration.undimmedDetent = "medium"
        #expect(throws: DetentError.unknownDetent("medium", setting: "undimmedDetent", available: standard)) {
            _ = try Drawer(configuration: configuration, container: Size(width: 390, height: 844))
        }
        #expect(throws: DetentError.unknownDetent("x", setting: "initialDetent", available: standard)) {
            _ = try Drawer(container: Size(width: 390, height: 844), initialDetent: "x")
        }
    }
}
