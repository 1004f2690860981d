import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidScenes

/// Bounds 390 × 844 from the origin: corner centres at x 24 + 43 = 67 and 390 − 67 = 323,
/// y 24 + 65 = 89 and 844 − 89 = 755. The window starts bottom-right, (323, 755).
struct PiPTests {
    func model() -> PiPModel {
        var m = PiPModel()
        m.layout(bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        return m
    }

    /// Drags from the window's centre at constant velocity `v` for 10 frames at 60 Hz and lets go.
    func fling(_ m: inout PiPModel, _ v: Point) {
        let start = Point(x: 323, y: 755)
        for k in 0...10 {
            let t = Double(k) / 60
            let p = start + t * v
            m.handle(TouchEvent(id: 1, phase: k == 0 ? .began : .moved, location: p, time: t))
        }
        m.handle(TouchEvent(id: 1, phase: .ended, location: start + (10.0 / 60) * v, time: 10.0 / 60))
    }

    struct Row: Sendable {
        var velocity: Point
        var corner: PiPModel.Corner
        var line: Int
    }

    /// Projection = release point + 0.499·v (0.998/0.002/1000). Release points after 1/6 s:
    /// (−600, −900) → (223, 605) → (−76.4, 155.9): topLeft (158 pt away; bottomLeft 600).
    /// (0, −900) → (323, 605) → (323, 155.9): topRight.
    /// (−600, 0) → (223, 755) → (−76.4, 755): bottomLeft.
    /// (−60, −90) → (313, 740) → (283.1, 695.1): bottomRight (a slow drag stays).
    static let rows: [Row] = [
        Row(velocity: Point(x: -600, y: -900), corner: .topLeft, line: #line),
        Row(velocity: Point(x: 0, y: -900), corner: .topRight, line: #line),
        Row(velocity: Point(x: -600, y: 0), corner: .bottomLeft, line: #line),
        Row(velocity: Point(x: -60, y: -90), corner: .bottomRight, line: #line)
    ]

    @Test(arguments: rows)
    func landsInTheCornerNearestItsProjection(row: Row) {
        var m = model()
        fling(&m, row.velocity)
        #expect(
            m.corner == row.corner,
            sourceLocation: .init(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
        let expectedProjection = Point(x: 323, y: 755) + (10.0 / 60) * row.velocity + 0.499 * row.velocity
        #expect((m.projection ?? .zero).distance(to: expectedProjection) < 1e-6)
        m.advance(to: 5)
        #expect(m.center == m.corners[row.corner] && m.phase == .resting && !m.needsFrames)
    }

    @Test func releaseVelocityIsCarriedPerAxis() {
        // Critically damped, ω = 2π/0.4: x(t) = target + e^(−ωt)·(d₀ + (v₀ + ω·d₀)·t).
        // x: d₀ = 223 − 67, v₀ = −600 → 137.896129 at t = 0.1; y: d₀ = 605 − 89, v₀ = −900 → 346.049521.
        var m = model()
        fling(&m, Point(x: -600, y: -900))
        #expect(m.velocity.distance(to: Point(x: -600, y: -900)) < 1e-6)
        m.advance(to: 10.0 / 60 + 0.1)
        #expect(isClose(m.center.x, 137.8961294215, within: 1e-6))
        #expect(isClose(m.center.y, 346.0495205983, within: 1e-6))
    }

    @Test func aTouchCatchesTheWindowMidFlight() {
        var m = model()
        fling(&m, Point(x: -600, y: -900))
        m.advance(to: 0.3)
        let caught = m.center
        m.handle(TouchEvent(id: 2, phase: .began, location: caught + Point(x: 5, y: 5), time: 0.3))
        #expect(m.phase == .dragging && m.center == caught)
        m.advance(to: 0.5)
        #expect(m.center == caught)  // held under the finger
        m.handle(TouchEvent(id: 2, phase: .moved, location: caught + Point(x: 15, y: 5), time: 0.5))
        #expect(m.center.distance(to: caught + Point(x: 10, y: 0)) < 1e-9)
    }

    @Test func touchesOffTheWindowAndBadInputAreIgnored() {
        var m = model()
        m.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), time: 0))
        #expect(m.phase == .resting)
        m.handle(TouchEvent(id: 1, phase: .began, location: Point(x: .nan, y: 1), time: 0))
        m.advance(to: .nan)
        #expect(m.center == Point(x: 323, y: 755))
    }

    @Test func resizingKeepsTheCorner() {
        var m = model()
        m.layout(bounds: Rect(x: 0, y: 0, width: 844, height: 390))
        // Landscape turns the window to 130 × 86: its centre 24 + 65 from the right edge and
        // 24 + 43 from the bottom.
        #expect(m.windowSize == Size(width: 130, height: 86))
        #expect(m.center == Point(x: 844 - 89, y: 390 - 67))
        m.layout(bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(m.windowSize == Size(width: 86, height: 130) && m.center == Point(x: 390 - 67, y: 844 - 89))
    }

    /// Where two slots would come closer than 8 pt the window shrinks, keeping its shape: in a
    /// 200 × 260 portrait area the width allows (200 − 48 − 8) / 2 / 86 = 0.837 and the height
    /// (260 − 48 − 8) / 2 / 130 = 0.785; the smaller wins.
    @Test func aSmallAreaShrinksTheWindow() {
        var m = model()
        m.layout(bounds: Rect(x: 0, y: 0, width: 200, height: 260))
        let k = (260.0 - 48 - 8) / 2 / 130
        #expect(
            isClose(m.windowSize.width, 86 * k, within: 1e-9) && isClose(m.windowSize.height, 130 * k, within: 1e-9))
    }

    @Test func sceneTrace() {
        var scene = PiPScene()
        scene.layout(size: Size(width: 390, height: 844), safeArea: .zero)
        scene.advance(to: 0)
        #expect(scene.traceFrame[0].1.text.contains("\"corner\":\"bottomRight\""))
        #expect(scene.traceHeader[0].0 == "corners")
        #expect(!scene.needsFrames)
    }
}
