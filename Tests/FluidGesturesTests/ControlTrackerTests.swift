import FluidCore
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidGestures

/// A 75 × 75 pt button at (100, 200): bounds x 100…175, y 200…275; with UIKit's 70 pt margin the
/// tracking area is x 30…245, y 130…345.
private let button = Rect(x: 100, y: 200, width: 75, height: 75)

struct ControlTrackerTests {
    struct Row: Sendable {
        var touches: [TouchEvent]
        var events: [ControlEvent?]
        var highlighted: [Bool]
        var line: Int
    }

    static let rows: [Row] = [
        // Plain tap: down inside, up inside.
        Row(
            touches: [touch(.began, 120, 220, 0), touch(.ended, 121, 221, 0)],
            events: [.touchDown, .upInside], highlighted: [true, false], line: #line),
        // Drag 60 pt beyond the right edge (x 235 < 245): still inside, no event.
        Row(
            touches: [touch(.began, 120, 220, 0), touch(.moved, 235, 220, 0), touch(.ended, 235, 220, 0)],
            events: [.touchDown, nil, .upInside], highlighted: [true, true, false], line: #line),
        // Drag 80 pt beyond the right edge (x 255 > 245): exit, then lift outside.
        Row(
            touches: [touch(.began, 120, 220, 0), touch(.moved, 255, 220, 0), touch(.ended, 255, 220, 0)],
            events: [.touchDown, .dragExit, .upOutside], highlighted: [true, false, false], line: #line),
        // Out and back in re-arms: exit below (y 350 > 345), enter again, fire.
        Row(
            touches: [
                touch(.began, 120, 220, 0), touch(.moved, 120, 350, 0), touch(.moved, 120, 340, 0),
                touch(.ended, 120, 340, 0)
            ],
            events: [.touchDown, .dragExit, .dragEnter, .upInside],
            highlighted: [true, false, true, false], line: #line),
        // Exit on the left (x 29 < 30).
        Row(
            touches: [touch(.began, 100, 200, 0), touch(.moved, 29, 200, 0)],
            events: [.touchDown, .dragExit], highlighted: [true, false], line: #line),
        // A touch that begins outside the bounds (even within the margin) is not tracked.
        Row(
            touches: [touch(.began, 90, 220, 0), touch(.moved, 120, 220, 0), touch(.ended, 120, 220, 0)],
            events: [nil, nil, nil], highlighted: [false, false, false], line: #line),
        // Cancel.
        Row(
            touches: [touch(.began, 120, 220, 0), touch(.cancelled, 120, 220, 0)],
            events: [.touchDown, .cancel], highlighted: [true, false], line: #line),
        // A second finger is ignored while the first is down.
        Row(
            touches: [
                touch(.began, 120, 220, 0), touch(.began, 130, 230, 0, id: 2),
                touch(.ended, 130, 230, 0, id: 2), touch(.ended, 120, 220, 0)
            ],
            events: [.touchDown, nil, nil, .upInside], highlighted: [true, true, true, false], line: #line),
        // NaN location counts as outside.
        Row(
            touches: [touch(.began, 120, 220, 0), touch(.moved, .nan, 220, 0), touch(.ended, .nan, 220, 0)],
            events: [.touchDown, .dragExit, .upOutside], highlighted: [true, false, false], line: #line)
    ]

    @Test(arguments: rows)
    func sequences(row: Row) {
        var tracker = ControlTracker(bounds: button)
        for (i, t) in row.touches.enumerated() {
            let event = tracker.handle(t)
            #expect(
                event == row.events[i], "step \(i)",
                sourceLocation: .init(
                    fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
            #expect(
                tracker.isHighlighted == row.highlighted[i], "step \(i)",
                sourceLocation: .init(
                    fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
        }
    }

    @Test func highlightGroupsMatchTheSeed() {
        // The seed highlights on touchDown and touchDragEnter, un-highlights on the rest.
        #expect(ControlEvent.allCases.filter(\.highlights) == [.touchDown, .dragEnter])
    }

    @Test func customMarginAndNegativeMargin() {
        var tight = ControlTracker(bounds: button, dragMargin: 10)
        _ = tight.handle(touch(.began, 120, 220, 0))
        let r1 = tight.handle(touch(.moved, 186, 220, 0))
        #expect(r1 == .dragExit)  // 175 + 10 < 186
        let negative = ControlTracker(bounds: button, dragMargin: -5)
        #expect(negative.dragMargin == 0)
        #expect(ControlTracker(bounds: button, dragMargin: .nan).dragMargin == 70)
    }

    @Test func resetForgetsTheTouch() {
        var tracker = ControlTracker(bounds: button)
        _ = tracker.handle(touch(.began, 120, 220, 0))
        tracker.reset()
        #expect(!tracker.isTracking)
        let r2 = tracker.handle(touch(.ended, 120, 220, 0))
        #expect(r2 == nil)
    }
}
