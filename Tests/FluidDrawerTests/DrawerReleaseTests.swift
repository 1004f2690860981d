import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidDrawer

/// Releases: where a drag or a flick ends up. Strokes start in the grabber band (10 pt below the
/// drawer's top), so the finger moves the drawer only. The drawer follows the finger beyond the
/// 10 pt slop, so a stroke of D pt moves it D − 10 pt.
@Suite struct DrawerReleaseTests {
    struct SlowRow: Sendable {
        var from: String
        /// Finger movement, pt (negative = up), at 100 pt/s, then 0.1 s still: released at rest.
        var distance: Double
        var expected: String
        var line: Int
    }

    // Released at rest, the target is the detent nearest the release top (tops 724, 544, 35).
    static let slowRows: [SlowRow] = [
        // 724 − 140 = 584: expanded 40 away, compressed 140.
        SlowRow(from: "compressed", distance: -150, expected: "expanded", line: #line),
        // 724 − 70 = 654: compressed 70 away, expanded 110.
        SlowRow(from: "compressed", distance: -80, expected: "compressed", line: #line),
        // 724 − 220 = 504, 40 pt above expanded (the "Done when" case).
        SlowRow(from: "compressed", distance: -230, expected: "expanded", line: #line),
        // 724 + 40 = 764 (rubber band below compressed).
        SlowRow(from: "compressed", distance: 50, expected: "compressed", line: #line),
        // 544 − 290 = 254: full 219 away, expanded 290.
        SlowRow(from: "expanded", distance: -300, expected: "fullHeight", line: #line),
        // 544 − 190 = 354: expanded 190 away, full 319.
        SlowRow(from: "expanded", distance: -200, expected: "expanded", line: #line),
        // 544 + 100 = 644: compressed 80 away, expanded 100.
        SlowRow(from: "expanded", distance: 110, expected: "compressed", line: #line),
        // 544 + 60 = 604: expanded 60 away, compressed 120.
        SlowRow(from: "expanded", distance: 70, expected: "expanded", line: #line),
        // 35 + 290 = 325: expanded 219 away, full 290.
        SlowRow(from: "fullHeight", distance: 300, expected: "expanded", line: #line),
        // 35 + 190 = 225: full 190 away, expanded 319.
        SlowRow(from: "fullHeight", distance: 200, expected: "fullHeight", line: #line),
        // Above full height: rubber band, back to full.
        SlowRow(from: "fullHeight", distance: -25, expected: "fullHeight", line: #line)
    ]

    @Test(arguments: slowRows)
    func slowDragSettlesAtNearestDetent(_ row: SlowRow) {
        var run = Harness(Default.drawer(at: row.from))
        let start = run.drawer.top
        let frames = Int((abs(row.distance) / 100 * 120).rounded())
        let velocity = row.distance < 0 ? -100.0 : 100.0
        let stroke = Stroke(startY: start + 10, startTime: 1, profile: [(velocity, frames)], pause: 0.1)
        run.play(stroke)
        // Inside the detents the drawer moved exactly the finger's movement beyond the slop.
        let expectedTop = start + (row.distance < 0 ? row.distance + 10 : row.distance - 10)
        if expectedTop >= Default.full, expectedTop <= Default.compressed {
            #expect(isClose(run.last.top, expectedTop, within: 1e-6), sourceLocation: here(row.line))
        } else {
            // Rubber band: it moved less than the finger, in the finger's direction.
            #expect((run.last.top - start) * row.distance > 0, sourceLocation: here(row.line))
            #expect(abs(run.last.top - start) < abs(expectedTop - start), sourceLocation: here(row.line))
        }
        let elapsed = run.runUntilRest()
        #expect(run.drawer.snapshot.detent.name == row.expected, sourceLocation: here(row.line))
        #expect(run.drawer.snapshot.phase == .resting, sourceLocation: here(row.line))
        #expect(elapsed < 2, sourceLocation: here(row.line))
        #expect(run.drawer.top == run.drawer.layout.tops[run.drawer.selectedIndex], sourceLocation: here(row.line))
        #expect(run.drawer.checkInvariants() == [], sourceLocation: here(row.line))
        #expect(run.events.last == .didSettle(at: run.drawer.selectedDetent), sourceLocation: here(row.line))
    }

    struct FlickRow: Sendable {
        var from: String
        /// pt/s, negative = up. Six frames at 120 Hz, lifted without pausing.
        var velocity: Double
        var expected: String
        var line: Int
    }

    // Six frames at v move the finger v/20 pt, the drawer v/20 − 10. Target from the projection
    // top + 0.499·v (UIScrollView 0.998/ms: (v/1000)·0.998/0.002), then the flick rule (≥ 200
    // pt/s: never a detent behind the motion).
    static let flickRows: [FlickRow] = [
        // 724 − 5 = 719 → 719 − 149.7 = 569.3: expanded (25.3 away).
        FlickRow(from: "compressed", velocity: -300, expected: "expanded", line: #line),
        // 724 − 40 = 684 → 684 − 499 = 185: full 150 away, expanded 359.
        FlickRow(from: "compressed", velocity: -1000, expected: "fullHeight", line: #line),
        // 724 − 140 = 584 → −913: full.
        FlickRow(from: "compressed", velocity: -3000, expected: "fullHeight", line: #line),
        // Nothing below compressed.
        FlickRow(from: "compressed", velocity: 300, expected: "compressed", line: #line),
        FlickRow(from: "compressed", velocity: 1000, expected: "compressed", line: #line),
        FlickRow(from: "compressed", velocity: 3000, expected: "compressed", line: #line),
        // 539 → 389.3: expanded is nearest (154.7) but lies behind an upward flick → full.
        FlickRow(from: "expanded", velocity: -300, expected: "fullHeight", line: #line),
        // 504 → 5: full.
        FlickRow(from: "expanded", velocity: -1000, expected: "fullHeight", line: #line),
        FlickRow(from: "expanded", velocity: -3000, expected: "fullHeight", line: #line),
        // 549 → 698.7: compressed (25.3 away).
        FlickRow(from: "expanded", velocity: 300, expected: "compressed", line: #line),
        // 584 → 1083: compressed.
        FlickRow(from: "expanded", velocity: 1000, expected: "compressed", line: #line),
        FlickRow(from: "expanded", velocity: 3000, expected: "compressed", line: #line),
        // Nothing above full height (the grabber drags the drawer, not the list).
        FlickRow(from: "fullHeight", velocity: -300, expected: "fullHeight", line: #line),
        FlickRow(from: "fullHeight", velocity: -1000, expected: "fullHeight", line: #line),
        FlickRow(from: "fullHeight", velocity: -3000, expected: "fullHeight", line: #line),
        // 40 → 189.7: full is nearest (154.7) but behind a downward flick → expanded.
        FlickRow(from: "fullHeight", velocity: 300, expected: "expanded", line: #line),
        // 75 → 574: expanded (30 away).
        FlickRow(from: "fullHeight", velocity: 1000, expected: "expanded", line: #line),
        // 175 → 1672: compressed.
        FlickRow(from: "fullHeight", velocity: 3000, expected: "compressed", line: #line)
    ]

    @Test(arguments: flickRows)
    func flickReachesItsDetent(_ row: FlickRow) throws {
        var run = Harness(Default.drawer(at: row.from))
        let stroke = Stroke(startY: run.drawer.top + 10, startTime: 1, profile: [(row.velocity, 6)])
        run.play(stroke)
        // The settle spring starts at the release velocity (pt/s), in the flick's direction. Past
        // the end detents the rubber band scales it by its slope (< 1).
        let released = run.last
        #expect(released.phase == .settling, sourceLocation: here(row.line))
        let insideDetents = released.top >= Default.full && released.top <= Default.compressed
        if insideDetents {
            #expect(isClose(released.velocity, row.velocity, within: 1e-6), sourceLocation: here(row.line))
        } else {
            #expect(released.velocity * row.velocity > 0, sourceLocation: here(row.line))
            #expect(abs(released.velocity) < abs(row.velocity), sourceLocation: here(row.line))
        }
        #expect(released.target?.name == row.expected, sourceLocation: here(row.line))
        run.runUntilRest()
        #expect(run.drawer.snapshot.detent.name == row.expected, sourceLocation: here(row.line))
        #expect(run.drawer.snapshot.phase == .resting, sourceLocation: here(row.line))
        // The drawer's settle ends within 2.5 s (a list that took its momentum at full height may
        // coast on after that).
        let settled = run.steps.first { $0.snapshot.time > released.time && $0.snapshot.phase != .settling }
        #expect((settled?.snapshot.time ?? .infinity) - released.time < 2.5, sourceLocation: here(row.line))
        #expect(run.drawer.checkInvariants() == [], sourceLocation: here(row.line))
        // No NaN anywhere along the way, and the drawer never left the rubber band's reach.
        for step in run.steps {
            #expect(step.snapshot.top.isFinite && step.snapshot.velocity.isFinite, sourceLocation: here(row.line))
            #expect(step.snapshot.top > -844 && step.snapshot.top < 2 * 844, sourceLocation: here(row.line))
        }
    }

    @Test func flickBouncesAndSlowReleaseDoesNot() {
        // Flick (ζ 0.8): from expanded at 3000 pt/s down to compressed it passes 724 and comes
        // back, and the overshoot shows as the spring makes it (no rubber band squashing it).
        var flick = Harness(Default.drawer(at: "expanded"))
        flick.play(Stroke(startY: Default.expanded + 10, startTime: 0, profile: [(3000, 6)]))
        let released = flick.last
        flick.runUntilRest()
        let lowest = flick.steps.map(\.snapshot.top).max() ?? 0
        #expect(lowest > Default.compressed + 1)
        let own = springOvershootPeak(
            from: released.top, velocity: released.velocity, to: Default.compressed,
            response: 0.4, dampingRatio: 0.8)
        #expect(isClose(lowest, own, within: 0.5), "shown \(lowest), spring \(own)")
        // Slow release (ζ 1, from rest): monotone approach, never past expanded.
        var slow = Harness(Default.drawer())
        slow.play(Stroke(startY: Default.compressed + 10, startTime: 0, profile: [(-100, 180)], pause: 0.1))
        slow.runUntilRest()
        let settling = slow.steps.filter { $0.event == nil }.map(\.snapshot.top)
        #expect(settling.allSatisfy { $0 >= Default.expanded - 1e-9 })
        #expect(zip(settling, settling.dropFirst()).allSatisfy { $0 >= $1 - 1e-9 })
    }

    @Test func releaseEventsInOrder() {
        var run = Harness(Default.drawer())
        run.play(Stroke(startY: Default.compressed + 10, startTime: 0, profile: [(-3000, 6)]))
        run.runUntilRest()
        #expect(
            run.events == [
                .detentChanged(from: .compressed, to: .fullHeight),
                .willSettle(target: .fullHeight),
                .didSettle(at: .fullHeight)
            ])
    }

    @Test func cancelledTouchSettlesWithoutVelocity() {
        // Cancelled at 684 while moving up at 1000 pt/s: treated as released at rest → nearest,
        // compressed (40 away) rather than the flick's full height.
        var run = Harness(Default.drawer())
        run.play(Stroke(startY: Default.compressed + 10, startTime: 0, profile: [(-1000, 6)], cancelled: true))
        run.runUntilRest()
        #expect(run.drawer.snapshot.detent == .compressed)
    }
}
