import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidJSON
@testable import FluidSceneKit
@testable import FluidScenes

/// Scripted touches on the Shortcuts editor, with expectations from the design's numbers:
/// container 390 × 844 pt, detent heights 120 / 300 / container − 35.
@Suite struct ShortcutsSceneTests {
    static let size = Size(width: 390, height: 844)

    func makeScene(options: SceneOptions = SceneOptions()) -> ShortcutsScene {
        var scene = ShortcutsScene(options: options)
        scene.layout(size: Self.size, safeArea: .zero)
        return scene
    }

    /// A tap: down and up 50 ms later at the same place.
    func tap(_ scene: inout ShortcutsScene, at point: Point, time: Double) {
        scene.handle(.touch(TouchEvent(id: 1, phase: .began, location: point, time: time)))
        scene.advance(to: time + 0.05)
        scene.handle(.touch(TouchEvent(id: 1, phase: .ended, location: point, time: time + 0.05)))
    }

    /// Advances in 60 Hz frames to `time`.
    func run(_ scene: inout ShortcutsScene, until time: Double) {
        var t = scene.time
        while t < time {
            t = min(time, t + 1.0 / 60)
            scene.advance(to: t)
        }
    }

    @Test func headerListsEachDetentTop() {
        let scene = makeScene()
        let detents = scene.traceHeader.first { $0.0 == "detents" }?.1
        // Tops: 844 − 120, 844 − 300, and the 35 pt full-height inset.
        #expect(
            detents
                == .object([
                    ("compressed", .number(724)), ("expanded", .number(544)),
                    ("fullHeight", .number(35))
                ]))
    }

    @Test func tappingSearchOpensFullHeightAndTypingFilters() {
        var scene = makeScene()
        // The search field sits in the compressed drawer's header: 724 + 20 (grabber band) + 26.
        tap(&scene, at: Point(x: 195, y: 770), time: 0)
        run(&scene, until: 2)
        #expect(scene.isSearching)
        #expect(scene.drawer.snapshot.top == 35)
        #expect(scene.drawer.snapshot.dim == 0.4)
        scene.handle(.text("wi-fi", time: 2.1))
        // "Set Wi-Fi" is the only action mentioning Wi-Fi.
        #expect(scene.rows.map { scene.catalog.actions[$0].id } == ["wifi"])
        scene.handle(.text("zzz", time: 2.2))
        #expect(scene.rows.isEmpty)
        scene.handle(.key(.escape, time: 2.3))
        #expect(!scene.isSearching)
        #expect(scene.rows.count == ActionCatalog.standard.count)
    }

    @Test func tappingAnActionAppendsAStepAndCompressesTheDrawer() {
        var scene = makeScene()
        tap(&scene, at: Point(x: 195, y: 770), time: 0)
        run(&scene, until: 2)
        let firstRow = scene.drawer.rowFrame(0)
        let before = scene.document.steps.count
        tap(&scene, at: Point(x: firstRow.midX, y: firstRow.midY), time: 2.5)
        #expect(scene.document.steps.count == before + 1)
        #expect(scene.document.steps.last == ActionCatalog.standard[0].id)
        #expect(!scene.isSearching)
        run(&scene, until: 5)
        #expect(scene.drawer.snapshot.top == 724)
        #expect(scene.drawer.snapshot.detent.name == "compressed")
        #expect(!scene.needsFrames)
    }

    @Test func removeButtonDeletesItsStep() {
        var scene = makeScene()
        let steps = scene.document.steps
        let button = scene.removeButtonFrame(1)
        tap(&scene, at: button.center, time: 0)
        #expect(scene.document.steps == [steps[0]] + steps[2...])
    }

    @Test func escapeStepsDownThenLeaves() {
        var scene = makeScene()
        scene.handle(.key(.up, time: 0))
        run(&scene, until: 1.5)
        #expect(scene.drawer.snapshot.detent.name == "expanded")
        scene.handle(.key(.escape, time: 1.5))
        run(&scene, until: 3)
        #expect(scene.drawer.snapshot.detent.name == "compressed")
        #expect(scene.takeRequests().navigation == nil)
        scene.handle(.key(.escape, time: 3))
        #expect(scene.takeRequests().navigation == .back)
    }

    @Test func draggingShortContentRubberBandsAndSpringsBack() {
        var scene = makeScene()
        // 4 cards end at 150 + 4 × 80 + 12 = 482 pt, inside the 724 pt viewport: no scrolling
        // room, so a 100 pt drag up shows the rubber band (1 − 1/(100·0.55/724 + 1))·724.
        let expected = (1 - 1 / (100 * 0.55 / 724 + 1)) * 724
        var t = 0.0
        scene.handle(.touch(TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 400), time: t)))
        for step in 1...20 {
            t += 1.0 / 60
            let y = 400 - 5 * Double(step)
            scene.handle(.touch(TouchEvent(id: 1, phase: .moved, location: Point(x: 100, y: y), time: t)))
            scene.advance(to: t)
        }
        #expect(isClose(scene.editor.offset, expected, within: 1e-9))
        t += 0.1
        scene.handle(.touch(TouchEvent(id: 1, phase: .ended, location: Point(x: 100, y: 300), time: t)))
        run(&scene, until: t + 2)
        #expect(scene.editor.offset == 0)
        #expect(!scene.needsFrames)
    }

    /// An edit leaves the scene as a request, once; the scene writes nothing itself.
    @Test func anAddedStepLeavesAsADocumentChange() throws {
        var scene = makeScene()
        #expect(scene.takeRequests().document == nil)
        tap(&scene, at: Point(x: 195, y: 770), time: 0)
        run(&scene, until: 2)
        let row = scene.drawer.rowFrame(2)
        tap(&scene, at: row.center, time: 2.5)
        let expected = ShortcutDocument(
            name: "Morning Routine",
            steps: ["weather", "text", "play-music", "travel-time", ActionCatalog.standard[2].id])
        #expect(scene.takeRequests().document == JSONValue.Field("shortcut", expected.json))
        #expect(scene.takeRequests().document == nil)
        scene.removeStep(0, at: 3)
        #expect(
            scene.takeRequests().document?.value
                == ShortcutDocument(name: "Morning Routine", steps: Array(expected.steps.dropFirst())).json)
        // The start state stays what the editor opened with.
        #expect(scene.startState == [JSONValue.Field("shortcut", ShortcutDocument.sample.json)])
    }

    /// The host's word on an edit: a problem shows as the banner until an edit is kept.
    @Test func aProblemKeepingTheDocumentIsShownUntilAnEditIsKept() {
        var scene = makeScene()
        let problem =
            "Cannot save /ro/fluid/shortcut.json: the folder is read-only (no permission to write there); edits will not be saved"
        scene.documentKept(problem: problem)
        #expect(scene.notice == problem)
        #expect(scene.cardFrame(0).minY == Metrics.cardsTop + Metrics.bannerGap + Metrics.bannerHeight)
        scene.documentKept(problem: nil)
        #expect(scene.notice == nil)
        #expect(scene.cardFrame(0).minY == Metrics.cardsTop)
    }

    /// The banner sits under the navigation bar, clear of the back button, and pushes the
    /// editor's cards down instead of covering them.
    @Test func aDocumentProblemBannerSitsBelowTheNavigationBar() throws {
        let problem = "Cannot read /home/u/.local/share/fluid/shortcut.json: Is a directory; edits will not be saved"
        var scene = ShortcutsScene(options: SceneOptions(documentProblem: problem))
        scene.layout(size: Self.size, safeArea: EdgeInsets(top: 47, bottom: 34))
        let banner = scene.bannerFrame
        let back = scene.chrome.backButton.bounds
        #expect(banner.minY >= back.maxY, "banner \(banner) under the bar ending at \(back.maxY)")
        #expect(banner.minY >= 47 + Theme.navigationBarHeight)
        #expect(scene.cardFrame(0).minY >= banner.maxY)
        #expect(scene.notice == problem)
    }

    @Test func theStartStateRestoresTheDocumentWithoutUnknownSteps() throws {
        let document = ShortcutDocument(name: "Commute", steps: ["wifi", "teleport", "call"])
        let scene = ShortcutsScene(options: SceneOptions(startState: [JSONValue.Field("shortcut", document.json)]))
        #expect(scene.document == ShortcutDocument(name: "Commute", steps: ["wifi", "call"]))
        #expect(
            scene.startState == [
                JSONValue.Field("shortcut", ShortcutDocument(name: "Commute", steps: ["wifi", "call"]).json)
            ])
        #expect(scene.saveError == nil)
        // A start state that is not a shortcut document is the sample's.
        let odd = ShortcutsScene(options: SceneOptions(startState: [JSONValue.Field("shortcut", .string("x"))]))
        #expect(odd.document == .sample)
    }
}
