import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidDrawer

/// A dismissible drawer on 390 × 844: detents hidden, peek 120, half 300, full (top 35), so
/// tops 844, 724, 544, 35. Releases choose by the projection 0.499 · v (DetentTargetPolicy).
@Suite struct DrawerDismissTests {
    static let detents = [
        Detent.hidden, Detent("peek", .height(120)), Detent("half", .height(300)),
        Detent("full", .topInset(35))
    ]

    static func drawer(at detent: String = "peek") -> Drawer {
        Default.drawer(
            at: detent, configuration: DrawerConfiguration(detents: detents, list: Default.list(rowCount: 40)))
    }

    struct Row: Sendable {
        var from: String
        /// Finger velocity (pt/s) for `frames` frames at 120 Hz, on the header.
        var velocity: Double
        var frames: Int
        /// Stillness before lifting (s): > 0.04 makes the release slow.
        var pause: Double
        var allows: Bool
        var rests: String
        var dismissed: Bool
        var refused: Bool
        var line: Int
    }

    static let rows: [Row] = [
        // 12.5 pt down, flicked at 1500 pt/s: projects 749 + 749 = 1498, past the bottom.
        Row(
            from: "peek", velocity: 1500, frames: 10, pause: 0, allows: true, rests: "hidden",
            dismissed: true, refused: false, line: #line),
        Row(
            from: "peek", velocity: 1500, frames: 10, pause: 0, allows: false, rests: "peek",
            dismissed: false, refused: true, line: #line),
        // Placed 30 pt down (top 754): nearer peek (30) than hidden (90).
        Row(
            from: "peek", velocity: 360, frames: 10, pause: 0.1, allows: true, rests: "peek",
            dismissed: false, refused: false, line: #line),
        // Placed 90 pt down (top 814): nearer hidden (30) than peek (90).
        Row(
            from: "peek", velocity: 1080, frames: 10, pause: 0.1, allows: true, rests: "hidden",
            dismissed: true, refused: false, line: #line),
        // From half, 3000 pt/s projects 1497 pt further: past the bottom.
        Row(
            from: "half", velocity: 3000, frames: 6, pause: 0, allows: true, rests: "hidden",
            dismissed: true, refused: false, line: #line),
        // Upward flicks never dismiss.
        Row(
            from: "peek", velocity: -1500, frames: 10, pause: 0, allows: true, rests: "full",
            dismissed: false, refused: false, line: #line)
    ]

    @Test(arguments: rows)
    func flickDownDismisses(_ row: Row) {
        var drawer = Self.drawer(at: row.from)
        drawer.allowsDismissal = row.allows
        var run = Harness(drawer)
        let y = run.drawer.top + 10  // the grabber band: the drawer only
        run.play(Stroke(startY: y, startTime: 0, profile: [(row.velocity, row.frames)], pause: row.pause))
        run.runUntilRest()
        #expect(run.drawer.selectedDetent.name == row.rests, sourceLocation: here(row.line))
        #expect(run.events.contains(.didDismiss(at: .hidden)) == row.dismissed, sourceLocation: here(row.line))
        #expect(run.events.contains(.dismissRefused) == row.refused, sourceLocation: here(row.line))
        #expect(run.drawer.isDismissed == row.dismissed, sourceLocation: here(row.line))
        if row.dismissed {
            #expect(run.drawer.top == 844, sourceLocation: here(row.line))
            #expect(
                run.events.suffix(2) == [.didSettle(at: .hidden), .didDismiss(at: .hidden)],
                sourceLocation: here(row.line))
        }
        #expect(run.drawer.checkInvariants().isEmpty, sourceLocation: here(row.line))
    }

    @Test func keysDismissOnlyWhenAllowed() {
        for allows in [true, false] {
            var drawer = Self.drawer(at: "half")
            drawer.allowsDismissal = allows
            drawer.handle(.key(.escape, time: 0))
            drawer.advance(to: 5)
            #expect(drawer.selectedDetent.name == (allows ? "hidden" : "peek"))
            drawer.handle(.key(.down, time: 5))
            drawer.advance(to: 10)
            #expect(drawer.selectedDetent.name == (allows ? "hidden" : "peek"))
        }
    }

    @Test func aHiddenDrawerTakesNoTouchAndComesBackWhenMoved() {
        var drawer = Self.drawer(at: "hidden")
        #expect(drawer.top == 844)
        #expect(drawer.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 195, y: 843), time: 0)) == false)
        let moved = drawer.move(to: "peek", at: 1)
        #expect(moved)
        drawer.advance(to: 5)
        #expect(drawer.top == 724)
        #expect(Array(drawer.takeEvents()).last == .didSettle(at: Self.detents[1]))
    }

    @Test func hiddenMustBeFirstAndNotAlone() {
        let rows: [([Detent], String, Int)] = [
            (
                [Detent("peek", .height(120)), .hidden],
                "hidden detent hidden (height 0) must be listed first, before a visible one", #line
            ),
            ([.hidden], "hidden detent hidden (height 0) must be listed first, before a visible one", #line)
        ]
        for (detents, message, line) in rows {
            do {
                _ = try Drawer(configuration: DrawerConfiguration(detents: detents), container: Default.container)
                Issue.record("accepted", sourceLocation: here(line))
            } catch {
                #expect(error.description == message, sourceLocation: here(line))
            }
        }
    }
}
