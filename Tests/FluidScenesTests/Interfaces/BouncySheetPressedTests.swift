import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import Foundation
import Testing

@testable import FluidSceneKit
@testable import FluidScenes

/// The bouncy sheet's action rows have a pressed state (issue 24): a finger down on a row
/// highlights it until it moves off into a drag or lifts. Rows are 54 pt tall, the first one's
/// top 12 pt below the sheet's side edge (`side` in the trace).
@Suite struct BouncySheetPressedTests {
    func shownSheet() throws -> BouncySheetScene {
        var scene = try #require(try SceneCatalog.standard.makeScene(named: "bouncy-sheet") as? BouncySheetScene)
        scene.layout(size: Size(width: 390, height: 844), safeArea: .zero)
        scene.handle(.key(.space, time: 0))
        scene.advance(to: 3)
        return scene
    }

    func sheet(_ scene: BouncySheetScene) throws -> [String: Any] {
        let text = try #require(scene.traceFrame.first?.1.text)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The centre of action row `index` of a sheet resting with its side edge at `side`.
    func rowCentre(_ index: Int, side: Double) -> Point {
        Point(x: 200, y: side + 12 + 54 * Double(index) + 27)
    }

    /// The fills of a frame in white at the pressed row's alpha.
    func highlightFills(_ scene: BouncySheetScene) -> Int {
        let canvas = RecordingCanvas(size: Size(width: 390, height: 844))
        scene.draw(in: canvas)
        return canvas.calls.filter {
            if case .fill(_, let color) = $0.command { color == Color(white: 1, alpha: 0.18) } else { false }
        }.count
    }

    @Test func aPressedRowHighlightsUntilItLifts() throws {
        var scene = try shownSheet()
        #expect(try sheet(scene)["pressed"] == nil)
        #expect(highlightFills(scene) == 0)
        let side = try #require(try sheet(scene)["side"] as? Double)
        let row = rowCentre(1, side: side)
        scene.handle(.touch(TouchEvent(id: 1, phase: .began, location: row, time: 3)))
        scene.advance(to: 3.1)
        #expect(try sheet(scene)["pressed"] as? Double == 1)
        #expect(highlightFills(scene) == 1)
        scene.handle(.touch(TouchEvent(id: 1, phase: .ended, location: row, time: 3.15)))
        #expect(try sheet(scene)["pressed"] == nil)
        #expect(try sheet(scene)["chosen"] as? String == "Video call")
    }

    @Test func movingOffIntoADragClearsIt() throws {
        var scene = try shownSheet()
        let side = try #require(try sheet(scene)["side"] as? Double)
        let row = rowCentre(0, side: side)
        scene.handle(.touch(TouchEvent(id: 1, phase: .began, location: row, time: 3)))
        #expect(try sheet(scene)["pressed"] as? Double == 0)
        scene.handle(.touch(TouchEvent(id: 1, phase: .moved, location: Point(x: row.x, y: row.y + 40), time: 3.1)))
        #expect(try sheet(scene)["pressed"] == nil)
        #expect(highlightFills(scene) == 0)
        scene.handle(.touch(TouchEvent(id: 1, phase: .ended, location: Point(x: row.x, y: row.y + 40), time: 3.2)))
        #expect(try sheet(scene)["chosen"] is NSNull)
    }
}
