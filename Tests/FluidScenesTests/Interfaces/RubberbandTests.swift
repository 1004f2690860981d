import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import RealModule
import Testing

@testable import FluidScenes

/// Card at (115, 342), 160 pt; container 390 × 844.
struct RubberbandTests {
    func model() -> RubberbandModel {
        var m = RubberbandModel()
        m.layout(home: Rect(x: 115, y: 342, width: 160, height: 160), container: Size(width: 390, height: 844))
        return m
    }

    func drag(_ m: inout RubberbandModel, by d: Point, lift: Bool = false) {
        let start = Point(x: 195, y: 422)
        m.handle(TouchEvent(id: 1, phase: .began, location: start, time: 0))
        m.handle(TouchEvent(id: 1, phase: .moved, location: start + d, time: 0.1))
        if lift { m.handle(TouchEvent(id: 1, phase: .ended, location: start + d, time: 0.2)) }
    }

    struct Row: Sendable {
        var law: RubberbandModel.Law
        var drag: Point
        var shown: Point
        var line: Int
    }

    /// power: sign(x)·|x|^0.7: 100 → 25.118864, −200 → −40.805715, 50 → 15.462475.
    /// uikit: (1 − 1/(|x|·0.55/d + 1))·d: x 100, d 390 → 48.202247; x −200 → −85.8;
    /// y 50, d 844 → 26.632243.
    static let rows: [Row] = [
        Row(law: .power, drag: Point(x: 100, y: 0), shown: Point(x: 25.1188643151, y: 0), line: #line),
        Row(law: .power, drag: Point(x: -200, y: 50), shown: Point(x: -40.8057154674, y: 15.4624747355), line: #line),
        Row(law: .uikit, drag: Point(x: 100, y: 0), shown: Point(x: 48.2022471910, y: 0), line: #line),
        Row(law: .uikit, drag: Point(x: -200, y: 50), shown: Point(x: -85.8, y: 26.6322432587), line: #line)
    ]

    @Test(arguments: rows)
    func resistsByTheChosenLaw(row: Row) {
        var m = model()
        m.setLaw(row.law)
        drag(&m, by: row.drag)
        #expect(
            m.offset.distance(to: row.shown) < 1e-8,
            sourceLocation: .init(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
        #expect(m.freeOffset.distance(to: row.drag) < 1e-9)
    }

    @Test func springsBackAndCanBeCaughtWithoutAJump() {
        var m = model()
        drag(&m, by: Point(x: 100, y: 0), lift: true)
        #expect(m.phase == .settling)
        m.advance(to: 0.25)
        let shown = m.offset
        #expect(shown.x > 0 && shown.x < 25.2)
        // Catch it on the card: it stops where it is, and the free offset is the law's inverse.
        let onCard = m.frame.center
        m.handle(TouchEvent(id: 2, phase: .began, location: onCard, time: 0.25))
        #expect(m.offset == shown && m.phase == .dragging)
        #expect(isClose(m.freeOffset.x, Double.pow(shown.x, 1 / 0.7), within: 1e-9))  // power law inverted
        m.handle(TouchEvent(id: 2, phase: .ended, location: onCard, time: 0.3))
        m.advance(to: 5)
        #expect(m.offset == .zero && !m.needsFrames)
    }

    @Test func switchingLawMidDragKeepsTheCardStill() {
        var m = model()
        drag(&m, by: Point(x: 100, y: 0))
        let shown = m.offset
        m.setLaw(.uikit)
        #expect(m.offset == shown)
        m.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 295, y: 422), time: 0.2))
        #expect(m.offset.distance(to: shown) < 1e-9)  // same finger position: same place
    }

    @Test func touchesOffTheCardDoNothing() {
        var m = model()
        m.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 10, y: 10), time: 0))
        m.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 100, y: 10), time: 0.1))
        #expect(m.offset == .zero && !m.needsFrames)
    }
}
