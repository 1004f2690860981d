import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import FluidRender
import FluidTestSupport
import Foundation
import Testing

@testable import FluidSceneKit
@testable import FluidScenes
@testable import FluidSession

/// Every control of the place browser has a pressed state (issue 24): the map's pins, the card's
/// close button and its Directions, Call and Website buttons highlight on touch-down, let go
/// when the finger slides more than UIKit's 70 pt off or the card's pan takes the finger, and
/// act only when lifted inside. Checked through the trace's `places.pressed` and the scene's
/// state; a golden frame shows a pressed button.
@Suite struct PlacesControlTests {
    static let size = Size(width: 390, height: 844)

    func touch(_ phase: TouchPhase, _ p: Point, _ t: Double, id: Int = 3) -> InputEvent {
        .touch(TouchEvent(id: id, phase: phase, location: p, time: t))
    }

    /// The trace's `places.pressed`, nil when absent.
    func pressed(_ s: Session) throws -> String? {
        let line = Trace.frame(s, index: 0)
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        let places = try #require(object?["places"] as? [String: Any])
        return places["pressed"] as? String
    }

    func scene(_ s: Session) throws -> PlacesScene { try #require(s.scene as? PlacesScene) }

    /// The first pin at (0.32, 0.28) of the container: (124.8, 236.32), above the half-height
    /// browser (its top at 844 × 0.55 = 464.2).
    static let pin0 = Point(x: 390 * 0.32, y: 844 * 0.28)

    @Test func aPinHighlightsUnderTheFingerAndOpensItsCardWhenLiftedInside() throws {
        var s = try Session(scene: "places", size: Self.size)
        s.advance(to: 0.5)
        s.handle(touch(.began, Self.pin0, 1))
        #expect(try pressed(s) == "pin-0")
        #expect(try scene(s).model.selected == nil)  // nothing happens on touch-down
        // 100 pt off (past 14 + 70 pt): let go; back: pressed again.
        s.handle(touch(.moved, Point(x: Self.pin0.x + 100, y: Self.pin0.y), 1.1))
        #expect(try pressed(s) == nil)
        s.handle(touch(.moved, Point(x: Self.pin0.x + 30, y: Self.pin0.y), 1.2))
        #expect(try pressed(s) == "pin-0")
        s.handle(touch(.ended, Point(x: Self.pin0.x + 30, y: Self.pin0.y), 1.3))
        #expect(try pressed(s) == nil)
        #expect(try scene(s).model.selected == 0)
    }

    @Test func aPinLiftedOutsideDoesNothing() throws {
        var s = try Session(scene: "places", size: Self.size)
        s.handle(touch(.began, Self.pin0, 1))
        s.handle(touch(.moved, Point(x: Self.pin0.x + 100, y: Self.pin0.y), 1.1))
        s.handle(touch(.ended, Point(x: Self.pin0.x + 100, y: Self.pin0.y), 1.2))
        #expect(try scene(s).model.selected == nil)
        #expect(try pressed(s) == nil)
    }

    func withCard() throws -> Session {
        var s = try Session(scene: "places", size: Self.size)
        s.advance(to: 1)
        _ = s.perform(.activate, on: "place-0")
        s.advance(to: 3)
        return s
    }

    @Test(arguments: [0, 1, 2])
    func theCardsButtonsHighlightWhilePressed(_ index: Int) throws {
        var s = try withCard()
        let frame = try scene(s).cardButtonFrames[index]
        s.handle(touch(.began, frame.center, 4))
        #expect(try pressed(s) == PlacesScene.cardButtonIDs[index])
        // 150 pt sideways (past 70 pt beyond its edge; sideways, so the card's pan leaves it).
        let off = frame.center.x + (index == 2 ? -150 : 150)
        s.handle(touch(.moved, Point(x: off, y: frame.center.y), 4.1))
        #expect(try pressed(s) == nil)
        s.handle(touch(.moved, frame.center, 4.2))
        #expect(try pressed(s) == PlacesScene.cardButtonIDs[index])
        s.handle(touch(.ended, frame.center, 4.3))
        #expect(try pressed(s) == nil)
        #expect(try scene(s).model.selected == 0)  // the card stays
    }

    @Test func theCloseButtonHighlightsAndClosesWhenLiftedInside() throws {
        var s = try withCard()
        let close = try scene(s).closeButtonFrame
        s.handle(touch(.began, close.center, 4))
        #expect(try pressed(s) == "card-close")
        #expect(try scene(s).model.card.selectedDetent.name == "card")
        s.handle(touch(.ended, close.center, 4.05))
        #expect(try pressed(s) == nil)
        s.advance(to: 6)
        #expect(try scene(s).model.selected == nil)
    }

    /// A finger on the close button that drags the card down: once the card's pan takes it the
    /// button lets go, though the finger is still within 70 pt, and its lift closes nothing.
    @Test func theCardsPanCancelsAPressedButton() throws {
        var s = try withCard()
        let close = try scene(s).closeButtonFrame
        s.handle(touch(.began, close.center, 4))
        for k in 1...4 {
            s.handle(touch(.moved, Point(x: close.center.x, y: close.center.y + Double(k) * 10), 4 + Double(k) / 60))
        }
        #expect(try scene(s).model.card.touchAxis == .vertical)
        #expect(try pressed(s) == nil)
        s.handle(touch(.moved, Point(x: close.center.x, y: close.center.y + 2), 4.2))
        #expect(try pressed(s) == nil)
    }

    /// The card with Directions held down (light) and the close button held (dark).
    @Test func pressedButtonsMatchTheirGoldens() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden/controls")
        for dark in [false, true] {
            var s = try Session(scene: "places", size: Self.size, options: SceneOptions(dark: dark))
            s.advance(to: 1)
            _ = s.perform(.activate, on: "place-0")
            s.advance(to: 3)
            let target = dark ? try scene(s).closeButtonFrame : try scene(s).cardButtonFrames[0]
            s.handle(touch(.began, target.center, 4))
            s.handle(touch(.began, Self.pin0, 4, id: 4))
            let canvas = try CairoCanvas(size: Self.size, scale: 0.5)
            s.drawFrame(in: canvas, whole: true)
            try GoldenImage.check(
                canvas.snapshot(), named: dark ? "places-close-pressed-dark" : "places-directions-pressed",
                in: directory)
        }
    }
}

/// The browser's rows and search field: the drawer says which is pressed (`pressedRegion`), and
/// the drawing shows it, as UIKit highlights a pressed row or field.
@Suite struct PlacesBrowserPressedTests {
    /// Each fill's shape's box where it lands on the canvas, and its colour: the sheets are
    /// drawn in their own coordinates, moved to their tops.
    func fills(_ session: Session) throws -> [(Rect, Color)] {
        let canvas = RecordingCanvas(size: Size(width: 390, height: 844))
        session.draw(in: canvas)
        return canvas.calls.compactMap {
            if case .fill(let path, let color) = $0.command, let bounds = path.controlBounds {
                (DrawnTextCanvas.apply($0.transform, bounds), color)
            } else {
                nil
            }
        }
    }

    /// Whether two boxes are the same but for rounding.
    func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }

    @Test func aPressedRowTakesTheSystemFill() throws {
        var s = try Session(scene: "places", size: Size(width: 390, height: 844))
        s.advance(to: 1)
        let scene = try #require(s.scene as? PlacesScene)
        let row = scene.model.browser.rowFrame(1)
        #expect(try !fills(s).contains { same($0.0, row) })
        s.handle(.touch(TouchEvent(id: 1, phase: .began, location: row.center, time: 1.1)))
        #expect(try fills(s).contains { same($0.0, row) && $0.1 == Theme.light.systemFill })
        s.handle(
            .touch(TouchEvent(id: 1, phase: .moved, location: Point(x: row.center.x, y: row.center.y + 40), time: 1.2)))
        #expect(try !fills(s).contains { same($0.0, row) })  // moved past the slop: a scroll, not a tap
    }

    @Test func aPressedSearchFieldDarkens() throws {
        var s = try Session(scene: "places", size: Size(width: 390, height: 844))
        s.advance(to: 1)
        let field = try #require(s.scene as? PlacesScene).model.browser.searchFieldFrame
        let resting = Color(hex: 0xE3E3E8)
        #expect(try fills(s).contains { same($0.0, field) && $0.1 == resting })
        s.handle(.touch(TouchEvent(id: 1, phase: .began, location: field.center, time: 1.1)))
        #expect(try fills(s).contains { same($0.0, field) && $0.1 == resting.mix(.black, 0.2) })
    }
}
