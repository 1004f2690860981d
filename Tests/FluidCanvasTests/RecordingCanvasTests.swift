import FluidCore
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidCanvas

@Suite struct RecordingCanvasTests {
    @Test func recordsCallsWithTransformAndOpacity() {
        let canvas = RecordingCanvas(size: Size(width: 390, height: 844))
        canvas.withState {
            canvas.translate(x: 0, y: 500)
            canvas.withOpacity(0.5, bounds: Rect(x: 0, y: 0, width: 390, height: 60)) {
                canvas.drawText("Shortcuts", at: Point(x: 16, y: 12), style: TextStyle(size: 17))
            }
        }
        canvas.drawText("Outside", at: Point(x: 1, y: 2), style: TextStyle(size: 17))
        #expect(canvas.texts == ["Shortcuts", "Outside"])
        #expect(canvas.origin(of: "Shortcuts") == Point(x: 16, y: 512))
        #expect(canvas.call(drawing: "Shortcuts")?.opacity == 0.5)
        #expect(canvas.origin(of: "Outside") == Point(x: 1, y: 2))
        #expect(canvas.call(drawing: "Outside")?.opacity == 1)
        canvas.reset()
        #expect(canvas.calls.isEmpty)
    }

    @Test func clearStartsAFrameWithNoTransformOrLayer() {
        let canvas = RecordingCanvas(size: Size(width: 390, height: 844))
        canvas.save()
        canvas.translate(x: 0, y: 500)
        canvas.beginLayer(opacity: 0.5)
        canvas.clear(.black)
        canvas.drawText("After", at: Point(x: 3, y: 4), style: TextStyle(size: 17))
        #expect(canvas.calls.contains { $0.command == .clear(.black) })
        #expect(canvas.origin(of: "After") == Point(x: 3, y: 4))
        #expect(canvas.call(drawing: "After")?.opacity == 1)
    }

    @Test func rotationComposesClockwiseOnScreen() {
        let t = CanvasTransform.identity.translated(x: 10, y: 0).rotated(by: .pi / 2)
        let p = t.apply(to: Point(x: 1, y: 0))
        // With y down, a quarter turn takes +x to +y.
        #expect(isClose(p.x, 10, within: 1e-12) && isClose(p.y, 1, within: 1e-12))
    }

    @Test func approximateMetricsWrap() {
        let canvas = RecordingCanvas(size: Size(width: 100, height: 100))
        let size = canvas.measureText(
            String(repeating: "a", count: 40),
            style: TextStyle(size: 10, maxWidth: 55, maxLines: 2))
        #expect(size == Size(width: 55, height: 24))
    }
}
