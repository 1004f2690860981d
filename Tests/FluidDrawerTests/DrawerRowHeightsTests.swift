import FluidCore
import FluidGestures
import FluidMotion
import FluidRandom
import FluidTestSupport
import Testing

@testable import FluidDrawer

@Suite struct DrawerRowHeightsTests {
    /// Rows 10, 30, 20, 40 pt: tops 0, 10, 40, 60, end 100.
    static let rows = DrawerRows(heights: [10, 30, 20, 40])

    static let lookups: [(y: Double, index: Int?, line: Int)] = [
        (-0.1, nil, #line), (0, 0, #line), (9.99, 0, #line), (10, 1, #line), (39.9, 1, #line),
        (40, 2, #line), (60, 3, #line), (99.9, 3, #line), (100, nil, #line), (.nan, nil, #line)
    ]

    /// Setting the count of a list of known heights: shorter drops rows from the end, longer adds
    /// default rows, and any `Int` (the fuzzer's Int.max) stops at `maxKnownHeights` rows.
    static let counts: [(set: Int, count: Int, total: Double, line: Int)] = [
        (2, 2, 40, #line), (0, 0, 0, #line), (-5, 0, 0, #line), (4, 4, 100, #line),
        (6, 6, 100 + 2 * DrawerList.defaultRowHeight, #line),
        (
            Int.max, DrawerRows.maxKnownHeights,
            100 + Double(DrawerRows.maxKnownHeights - 4) * DrawerList.defaultRowHeight, #line
        )
    ]

    @Test func settingTheCountOfKnownHeights() {
        for row in Self.counts {
            var list = DrawerList(rowCount: 0)
            list.rows = Self.rows
            list.rowCount = row.set
            #expect(list.rowCount == row.count && list.rows.totalHeight == row.total, sourceLocation: here(row.line))
        }
    }

    @Test func rowUnderAPoint() {
        for row in Self.lookups {
            #expect(Self.rows.index(at: row.y) == row.index, sourceLocation: here(row.line))
        }
    }

    static let ranges: [(from: Double, to: Double, range: Range<Int>, line: Int)] = [
        (0, 10, 0..<1, #line),  // row 1 starts at 10: outside
        (0, 10.5, 0..<2, #line),
        (-20, 5, 0..<1, #line),
        (15, 45, 1..<3, #line),
        (60, 500, 3..<4, #line),
        (100, 200, 0..<0, #line),
        (-50, -1, 0..<0, #line),
        (-50, 500, 0..<4, #line)
    ]

    @Test func visibleRange() {
        for row in Self.ranges {
            #expect(Self.rows.range(from: row.from, to: row.to) == row.range, sourceLocation: here(row.line))
        }
    }

    /// Against a linear scan over the same heights, for seeded random lists and windows.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func agreesWithALinearScan(_ seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let heights = (0..<Int.random(in: 1...300, using: &random)).map { _ in
            Double.random(in: 1...200, using: &random)
        }
        let rows = DrawerRows(heights: heights)
        var tops = [0.0]
        for h in heights { tops.append(tops.last! + h) }
        for _ in 0..<200 {
            let from = Double.random(in: -100...(tops.last! + 100), using: &random)
            let to = from + Double.random(in: 0.1...900, using: &random)
            let expected = heights.indices.filter { tops[$0] < to && tops[$0 + 1] > from }
            let range = rows.range(from: from, to: to)
            #expect(Array(range) == expected, "\(from)..<\(to)")
            let linear = heights.indices.first { tops[$0] <= from && from < tops[$0 + 1] }
            #expect(rows.index(at: from) == linear)
        }
    }

    /// A list grown by its count (the added rows kept as a count of default rows) answers as
    /// the list of the same heights given one by one, and shrinks back to its known rows.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func grownByItsCountAgreesWithTheHeightsGiven(_ seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // Quarter points: every sum is exact, so the heights given one by one (summed) and the
        // default rows after known ones (multiplied) give the same tops to the bit.
        let known = (0..<Int.random(in: 1...50, using: &random)).map { _ in
            Double(Int.random(in: 4...800, using: &random)) / 4
        }
        let added = Int.random(in: 1...300, using: &random)
        var list = DrawerList(rowCount: 0)
        list.rows = DrawerRows(heights: known)
        list.rowCount = known.count + added
        let grown = list.rows
        let given = DrawerRows(heights: known + Array(repeating: DrawerList.defaultRowHeight, count: added))
        #expect(grown.count == given.count && grown.totalHeight == given.totalHeight)
        for i in -2...(given.count + 2) {
            #expect(grown.top(of: i) == given.top(of: i) && grown.height(of: i) == given.height(of: i), "row \(i)")
        }
        for _ in 0..<300 {
            let from = Double.random(in: -100...(given.totalHeight + 100), using: &random)
            let to = from + Double.random(in: 0.1...900, using: &random)
            #expect(grown.index(at: from) == given.index(at: from), "at \(from)")
            #expect(grown.range(from: from, to: to) == given.range(from: from, to: to), "\(from)..<\(to)")
        }
        list.rowCount = known.count - 1
        #expect(list.rows == DrawerRows(heights: Array(known.dropLast())))
    }

    @Test func aListOfKnownHeightsLaysOutItsRows() throws {
        let list = DrawerList(rows: Self.rows, header: 50)
        #expect(list.contentHeight == 150)
        #expect(list.rowTop(2, contentOffset: 5) == 50 + 40 - 5)
        #expect(list.row(atDrawerY: 50 + 45, contentOffset: 0) == 2)
        var drawer = try Drawer(
            configuration: DrawerConfiguration(list: list), container: Default.container,
            initialDetent: "fullHeight")
        #expect(drawer.rowFrame(3) == Rect(x: 0, y: 35 + 50 + 60, width: 390, height: 40))
        drawer.setRowCount(2, at: 0)
        #expect(drawer.configuration.list.rowsHeight == 40)
        drawer.setRowCount(3, at: 0)  // a row of the default height comes back
        #expect(drawer.configuration.list.rowsHeight == 100)
    }

    @Test func aBlockDoesNotScrollAndDragsTheDrawer() throws {
        let configuration = DrawerConfiguration(
            detents: [.hidden, .content("card"), .fullHeight],
            list: .block(height: 240, grabberHeight: 20))
        var run = Harness(try Drawer(configuration: configuration, container: Default.container, initialDetent: "card"))
        #expect(run.drawer.top == 844 - 260)
        run.play(Stroke(startY: 700, startTime: 0, profile: [(-600, 20)], pause: 0.1))
        #expect(run.steps.allSatisfy { $0.snapshot.contentOffset == 0 })
        #expect(run.drawer.snapshot.top < 584)
    }
}

/// Drawer movement + list movement = finger movement, for every form of content, outside the
/// rubber bands: strokes over a list under a content header, known heights, and equal rows.
@Suite struct DrawerContentHandOffTests {
    static let forms: [(name: String, list: DrawerList, line: Int)] = [
        ("header + equal rows", DrawerList(rows: .uniform(count: 40, height: 60), header: 80), #line),
        ("known heights", DrawerList(rows: DrawerRows(heights: (0..<200).map { 30 + Double($0 % 5) * 17 })), #line),
        (
            "header + known heights",
            DrawerList(
                rows: DrawerRows(heights: (0..<60).map { 44 + Double($0 % 3) * 50 }),
                header: 120, grabberHeight: 20), #line
        )
    ]

    @Test func movementsAddUpToTheFinger() throws {
        for form in Self.forms {
            for seed in 1...6 as ClosedRange<UInt64> {
                var random = SplitMix64(seed: seed)
                var drawer = try Drawer(
                    configuration: DrawerConfiguration(list: form.list),
                    container: Default.container, initialDetent: "expanded")
                drawer.allowsDismissal = true
                var run = Harness(drawer)
                // Up past the hand-off, then down and up again without lifting.
                let profile: [(velocity: Double, frames: Int)] = (0..<4).map { k in
                    (
                        Double.random(in: 300...1500, using: &random) * (k % 2 == 0 ? -1 : 1),
                        Int.random(in: 20...60, using: &random)
                    )
                }
                run.play(Stroke(startY: 700, startTime: 0, profile: profile, pause: 0.1))
                #expect(
                    run.largestExcessOverFinger() <= 1e-9, "\(form.name) seed \(seed)", sourceLocation: here(form.line))
                // Moving inside the bands, every finger step moves exactly one of them by exactly its amount.
                var previous: (y: Double, top: Double, offset: Double)?
                for step in run.steps {
                    guard let e = step.event, e.phase == .moved else { previous = nil; continue }
                    let s = step.snapshot
                    // Past the slop (the crossing step follows only the movement beyond it).
                    let inside =
                        s.top >= 35 && s.top <= 724 && s.contentOffset >= 0
                        && (s.phase == .scrolling || s.phase == .dragging)
                    if let p = previous, inside, s.phase == .scrolling || s.phase == .dragging {
                        let moved = abs(s.top - p.top) + abs(s.contentOffset - p.offset)
                        #expect(
                            isClose(moved, abs(e.location.y - p.y), within: 1e-6), "\(form.name) seed \(seed)",
                            sourceLocation: here(form.line))
                    }
                    previous = inside ? (e.location.y, s.top, s.contentOffset) : nil
                }
                run.runUntilRest()
                #expect(run.drawer.checkInvariants().isEmpty, sourceLocation: here(form.line))
            }
        }
    }
}
