import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import FluidRender
import Testing

@testable import FluidSceneKit
@testable import FluidScenes
@testable import FluidSession

struct MenuTests {
    static let entries = (0..<10).map { MenuModel.Entry(name: "s\($0)", title: "Scene \($0)", summary: "") }

    @Test func entriesPutShortcutsFirstAndLeaveOutTheMenu() {
        let e = MenuScene.entries(from: [("probe", "p"), ("pip", "q"), ("menu", "m"), ("shortcuts", "s")])
        #expect(e.map(\.name) == ["shortcuts", "pip", "probe"])
        #expect(e[0].summary == "s")
        let standard = MenuScene().model.entries.map(\.name)
        #expect(standard.first == "shortcuts" && !standard.contains("menu"))
        #expect(standard.contains("bouncy-sheet") && standard.contains("calculator"))
        #expect(!standard.contains("probe"))  // internal: `--scene probe` only
    }

    /// A session given its own catalog shows that catalog's scenes in its menu, not the
    /// standard ones: the menu lists what the catalog that made it registered.
    @Test func aSessionsMenuListsItsOwnCatalog() throws {
        let catalog = SceneCatalog([
            .init("menu", "Every scene") { MenuScene(options: $0) },
            .init("pip", "Corner picture") { PiPScene(options: $0) },
            .init("probe", "Hidden", listed: false) { ProbeScene(options: $0) }
        ])
        func rows(_ session: Session) -> [String] {
            session.semantics.node(id: "scenes")?.children.map(\.id) ?? []
        }
        #expect(rows(try Session(catalog: catalog, scene: "menu")) == ["scene.pip"])
        // The standard catalog's menu: every listed scene but the menu itself.
        let standard = rows(try Session(scene: "menu"))
        #expect(standard.count == SceneCatalog.standard.listedEntries.count - 1 && standard.contains("scene.places"))
    }

    /// Viewport from y 0, 390 × 500; header 112; rows 76: row i spans 112 + 76i … 188 + 76i.
    /// Content 112 + 760 + 24 = 896, so it scrolls by up to 396 pt.
    func scene() -> MenuScene {
        var s = MenuScene(entries: Self.entries)
        s.layout(size: Size(width: 390, height: 500), safeArea: .zero)
        return s
    }

    @Test func aTapOpensTheRowUnderTheFinger() {
        var s = scene()
        s.handle(.touch(TouchEvent(id: 1, phase: .began, location: Point(x: 195, y: 280), time: 0)))
        #expect(s.model.pressedIndex == 2)  // 280 is in row 2 (264 … 340)
        s.handle(.touch(TouchEvent(id: 1, phase: .ended, location: Point(x: 197, y: 282), time: 0.3)))
        #expect(s.takeRequests().navigation == .open("s2"))
        #expect(s.takeRequests().navigation == nil)
    }

    @Test func aDragScrollsAndOpensNothing() {
        var s = scene()
        s.handle(.touch(TouchEvent(id: 1, phase: .began, location: Point(x: 195, y: 400), time: 0)))
        s.handle(.touch(TouchEvent(id: 1, phase: .moved, location: Point(x: 195, y: 300), time: 0.1)))
        #expect(s.model.offset == 100)  // the slop only decides that it is a pan
        s.handle(.touch(TouchEvent(id: 1, phase: .ended, location: Point(x: 195, y: 300), time: 0.5)))
        #expect(s.takeRequests().navigation == nil)
        // Past the end it resists, then bounces back within bounds.
        s.handle(.touch(TouchEvent(id: 1, phase: .began, location: Point(x: 195, y: 400), time: 1)))
        s.handle(.touch(TouchEvent(id: 1, phase: .moved, location: Point(x: 195, y: 0), time: 1.1)))
        #expect(s.model.offset > 396 && s.model.offset < 500)
        s.handle(.touch(TouchEvent(id: 1, phase: .ended, location: Point(x: 195, y: 0), time: 1.5)))
        s.advance(to: 4)
        #expect(s.model.offset == 396 && !s.needsFrames)
    }

    @Test func aFlickCoastsAndStopsAtTheEnd() {
        var s = scene()
        for k in 0...5 {
            s.handle(
                .touch(
                    TouchEvent(
                        id: 1, phase: k == 0 ? .began : .moved,
                        location: Point(x: 195, y: 450 - 30 * Double(k)), time: Double(k) / 60)))
        }
        s.handle(.touch(TouchEvent(id: 1, phase: .ended, location: Point(x: 195, y: 300), time: 5.0 / 60)))
        #expect(s.model.phase == .decelerating)
        s.advance(to: 5)
        #expect(s.model.offset == 396 && s.model.phase == .resting)
    }

    @Test func keysFocusAndOpen() {
        var s = scene()
        s.handle(.key(.down, time: 0))
        s.handle(.key(.down, time: 0))
        s.handle(.key(.enter, time: 0))
        #expect(s.takeRequests().navigation == .open("s1"))
    }

    /// Escape means back and cancel in every scene, so a press too many at the menu must not
    /// close the app (issue 24): it asks for nothing, and a session keeps running.
    @Test func escapeAtTheMenuDoesNothing() throws {
        var s = scene()
        s.handle(.key(.escape, time: 0))
        #expect(s.takeRequests().navigation == nil)
        var session = try Session(scene: "menu")
        session.handle(.key(.escape, time: 0))
        session.handle(.key(.escape, time: 0.1))
        #expect(!session.quitRequested && session.sceneName == "menu")
        // From a scene, the first Escape goes back and the second does nothing.
        session.navigate(.open("pip"))
        session.handle(.key(.escape, time: 0.2))
        session.handle(.key(.escape, time: 0.3))
        #expect(!session.quitRequested && session.sceneName == "menu")
    }
}

/// Every interface scene: lays out, rests without frames, draws, survives bad input, goes back.
struct InterfaceScenesTests {
    static let names = [
        "calculator", "spring", "flashlight", "rubberband", "pause", "momentum", "pip",
        "rotation", "bouncy-sheet", "menu"
    ]

    @Test(arguments: names)
    func behavesAsAScene(name: String) throws {
        var scene = try SceneCatalog.standard.makeScene(named: name)
        #expect(scene.name == name)
        scene.layout(size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, bottom: 34))
        scene.advance(to: 0)
        scene.advance(to: 10)
        #expect(!scene.needsFrames)
        let canvas = RecordingCanvas(size: Size(width: 390, height: 844))
        scene.draw(in: canvas)
        #expect(!canvas.calls.isEmpty)
        // Garbage in: NaN locations, times that run backwards, a zero-size layout.
        scene.handle(.touch(TouchEvent(id: 9, phase: .began, location: Point(x: .nan, y: 3), time: 11)))
        scene.handle(.touch(TouchEvent(id: 9, phase: .moved, location: Point(x: 1, y: .infinity), time: 5)))
        scene.handle(.touch(TouchEvent(id: 9, phase: .ended, location: Point(x: 1, y: 1), time: .nan)))
        scene.layout(size: .zero, safeArea: .zero)
        scene.draw(in: canvas)
        scene.layout(size: Size(width: 844, height: 390), safeArea: .zero)
        scene.advance(to: 20)
        scene.draw(in: canvas)
        #expect(!scene.traceFrame.isEmpty)
        scene.handle(.key(.escape, time: 21))
        #expect(scene.takeRequests().navigation == (name == "menu" ? nil : .back))
    }

    @Test(arguments: names.filter { $0 != "menu" })
    func aDragOrTapShowsInTheTrace(name: String) throws {
        var scene = try SceneCatalog.standard.makeScene(named: name)
        scene.layout(size: Size(width: 390, height: 844), safeArea: .zero)
        scene.advance(to: 0)
        let before = scene.traceFrame.map { $0.1.text }
        // A tap-and-drag through the middle and the lower part of the screen.
        var changed = false
        for (x, y) in [
            (195.0, 422.0), (195.0, 650.0), (71.0, 730.0), (195.0, 780.0), (60.0, 690.0), (323.0, 711.0),
            (195.0, 319.0)
        ] {
            scene.handle(.touch(TouchEvent(id: 1, phase: .began, location: Point(x: x, y: y), time: 1)))
            scene.advance(to: 1.2)
            scene.handle(.touch(TouchEvent(id: 1, phase: .moved, location: Point(x: x + 40, y: y - 60), time: 1.3)))
            scene.advance(to: 1.35)
            changed = changed || scene.traceFrame.map { $0.1.text } != before
            scene.handle(.touch(TouchEvent(id: 1, phase: .ended, location: Point(x: x + 40, y: y - 60), time: 1.4)))
            scene.advance(to: 1.45)
            changed = changed || scene.traceFrame.map { $0.1.text } != before
            scene.advance(to: 6)
        }
        #expect(changed)
    }
}
