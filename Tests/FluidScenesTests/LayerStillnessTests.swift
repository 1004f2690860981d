import FluidCanvas
import FluidCore
import FluidGestures
import FluidSceneKit
import Testing

@testable import FluidScenes
@testable import FluidSession

/// What moves as one piece is drawn, as a layer, the same wherever it is: a canvas keeping
/// layers (the web page) names a layer's bitmap by its drawing, so a layer whose drawing changes
/// as it moves is drawn anew in every frame (at device pixel ratio 3, a sheet is a bitmap of
/// 12 MB). Checked on `RecordingCanvas.drawnLayers`: the commands of each layer's whole drawing.
@Suite struct LayerStillnessTests {
    static let size = Size(width: 390, height: 844)

    /// The layers named `name` in a frame of `session`, drawn whole.
    func layers(_ name: String, in session: Session) -> [RecordingCanvas.Layer] {
        let canvas = RecordingCanvas(size: Self.size)
        session.draw(in: canvas)
        return canvas.layers(named: name)
    }

    /// The place card springing in: its sheet and content, the plain sheet below them and its
    /// photos are the same drawings in every frame, placed lower or higher.
    @Test func thePlaceCardIsTheSameDrawingWhileItSpringsIn() throws {
        var s = try Session(scene: "places", size: Self.size)
        s.advance(to: 1)
        _ = s.perform(.activate, on: "place-0")
        var frames: [[RecordingCanvas.Layer]] = []
        for t in [1.05, 1.1, 1.2, 3.0] {
            s.advance(to: t)
            frames.append(["places.card", "places.card.sheet", "places.photos"].flatMap { layers($0, in: s) })
        }
        let rest = try #require(frames.last)
        #expect(rest.map(\.name) == ["places.card", "places.card.sheet", "places.photos"])
        for frame in frames.dropLast() {
            #expect(frame.map(\.name) == rest.map(\.name))
            for (moving, still) in zip(frame, rest) {
                #expect(moving.drawing == still.drawing, "\(moving.name)")
                #expect(moving.bounds == still.bounds, "\(moving.name)")
                // Placed elsewhere: it is moving.
                #expect(moving.transform.ty > still.transform.ty, "\(moving.name)")
            }
        }
    }

    /// A card button pressed is a layer over the card's; the card's own drawing stays as it was.
    @Test func aPressedCardButtonLeavesTheCardsDrawingAlone() throws {
        var s = try Session(scene: "places", size: Self.size)
        s.advance(to: 1)
        _ = s.perform(.activate, on: "place-0")
        s.advance(to: 3)
        let before = layers("places.card", in: s)
        #expect(layers("places.card.pressed", in: s).isEmpty)
        let scene = try #require(s.scene as? PlacesScene)
        let button = scene.cardButtonFrames[1]
        s.handle(.touch(TouchEvent(id: 1, phase: .began, location: button.center, time: 3.1)))
        #expect(layers("places.card", in: s) == before)
        let pressed = try #require(layers("places.card.pressed", in: s).first)
        // Over the button, where the card puts it.
        let card = try #require(before.first)
        let placed = pressed.bounds.offsetBy(Point(x: pressed.transform.tx, y: pressed.transform.ty))
        #expect(placed.insetBy(dx: 1, dy: 1) == button.offsetBy(Point(x: card.transform.tx, y: 0)))
    }

    /// The momentum sheet at either detent, and on its way, is one drawing (its picture); its
    /// title, the detent's name, is a layer of its own.
    @Test func theMomentumSheetIsTheSameDrawingAtEitherDetent() throws {
        var s = try Session(scene: "momentum", size: Self.size)
        s.advance(to: 1)
        let closed = try #require(layers("momentum.sheet", in: s).first)
        let closedTitle = try #require(layers("momentum.title", in: s).first)
        let toggled = s.perform(.activate, on: "drawer")
        #expect(toggled)
        s.advance(to: 1.1)
        let moving = try #require(layers("momentum.sheet", in: s).first)
        s.advance(to: 4)
        let open = try #require(layers("momentum.sheet", in: s).first)
        let openTitle = try #require(layers("momentum.title", in: s).first)
        #expect(open.transform.ty < moving.transform.ty && moving.transform.ty < closed.transform.ty)
        #expect(moving.drawing == closed.drawing && open.drawing == closed.drawing)
        #expect(open.bounds == closed.bounds)
        #expect(openTitle.drawing != closedTitle.drawing)
        #expect(openTitle.transform == open.transform)
    }

    /// The bouncy sheet coming in: its rows are the same drawing all the way and the plain sheet
    /// below its edge one colour; only the band its edge bends in is drawn again.
    @Test func theBouncySheetRedrawsOnlyItsBendingEdge() throws {
        var s = try Session(scene: "bouncy-sheet", size: Self.size)
        s.advance(to: 1)
        let toggled = s.perform(.activate, on: "toggle")
        #expect(toggled)
        var rows: [RecordingCanvas.Layer] = [], plain: [RecordingCanvas.Layer] = []
        var edges: [RecordingCanvas.Layer] = []
        for k in 1...30 {
            s.advance(to: 1 + Double(k) / 60)
            rows += layers("bouncy.rows", in: s)
            plain += layers("bouncy.sheet", in: s)
            edges += layers("bouncy.edge", in: s)
        }
        #expect(rows.count == 30 && plain.count == 30 && edges.count == 30)
        #expect(Set(rows.map(\.drawing)).count == 1)
        // The plain sheet starts below the band, which grows with a sagging edge: one fill of
        // its bounds, which a canvas keeping layers shows as one pixel, stretched.
        for layer in plain {
            #expect(layer.drawing == [.fill(Path(rect: layer.bounds), BouncySheetScene.sheetColor)])
        }
        #expect(Set(edges.map(\.drawing)).count > 10)  // it bends
        #expect(Set(rows.map(\.transform.ty)).count > 10)  // and moves
    }

    /// The spring designer's dot running along its graph while the body springs across: one
    /// drawing, moved.
    @Test func theSpringGraphsDotIsOneDrawingMoved() throws {
        var s = try Session(scene: "spring", size: Self.size)
        s.advance(to: 1)
        let stepped = s.perform(.activate, on: "stage")
        #expect(stepped)
        var dots: [RecordingCanvas.Layer] = []
        for k in 1...20 {
            s.advance(to: 1 + Double(k) / 30)
            dots += layers("spring.dot", in: s)
        }
        #expect(dots.count == 20)
        #expect(Set(dots.map(\.drawing)).count == 1)
        #expect(Set(dots.map { Point(x: $0.transform.tx, y: $0.transform.ty) }).count == 20)
    }

    /// The Shortcuts drawer's sheet pulled a little above the screen's top at full height (its
    /// rubber band) is the drawing it is at full height.
    @Test func theShortcutsSheetPulledPastItsTopIsTheSameDrawing() throws {
        var scene = ShortcutsScene()
        scene.layout(size: Self.size, safeArea: .zero)
        _ = scene.drawer.move(to: "fullHeight", animated: false, at: 0)
        scene.advance(to: 0.5)
        let sheet = { (scene: ShortcutsScene) -> RecordingCanvas.Layer? in
            let canvas = RecordingCanvas(size: Self.size)
            scene.draw(in: canvas)
            return canvas.layers(named: "shortcuts.sheet").first
        }
        let full = try #require(sheet(scene))
        let grabber = scene.drawer.grabberFrame.center
        var t = 0.5
        scene.handle(.touch(TouchEvent(id: 1, phase: .began, location: grabber, time: t)))
        // Pulled up, 20 pt a frame: every frame from the screen's top to a step above it.
        var pulled: [RecordingCanvas.Layer] = []
        for k in 1...12 {
            t += 1.0 / 60
            scene.handle(
                .touch(
                    TouchEvent(
                        id: 1, phase: .moved, location: Point(x: grabber.x, y: grabber.y - 20 * Double(k)), time: t)))
            scene.advance(to: t)
            let top = scene.drawer.top
            if top < 0, top > -Drawing.sheetReachStep, let layer = sheet(scene) { pulled.append(layer) }
        }
        #expect(pulled.count >= 3)
        for above in pulled {
            #expect(above.drawing == full.drawing)
            #expect(above.bounds == full.bounds)
            #expect(above.transform.ty < 0 && full.transform.ty > 0)
        }
        // Further than a step above: a step taller.
        #expect(scene.drawer.top < -Drawing.sheetReachStep)
        let further = try #require(sheet(scene))
        #expect(further.bounds.height == full.bounds.height + Drawing.sheetReachStep)
    }
}
