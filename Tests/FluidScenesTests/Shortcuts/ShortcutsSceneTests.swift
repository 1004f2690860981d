import Foundation
import FluidGestures
import FluidMotion
@testable import FluidScenes
import Testing

/// Scripted touches on the Shortcuts editor, with expectations from the design's numbers:
/// container 390 × 844 pt, detent heights 120 / 300 / container − 35.
@Suite struct ShortcutsSceneTests {
    static let size = Size(width: 390, height: 844)

    func makeScene(store: ShortcutStore? = nil) -> ShortcutsScene {
        var scene = ShortcutsScene(store: store)
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
        #expect(detents == .object([("compressed", .number(724)), ("expanded", .number(544)),
                                    ("fullHeight", .number(35))]))
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
        #expect(scene.takeNavigation() == nil)
        scene.handle(.key(.escape, time: 3))
        #expect(scene.takeNavigation() == .back)
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
        #expect(abs(scene.editor.offset - expected) < 1e-9)
        t += 0.1
        scene.handle(.touch(TouchEvent(id: 1, phase: .ended, location: Point(x: 100, y: 300), time: t)))
        run(&scene, until: t + 2)
        #expect(scene.editor.offset == 0)
        #expect(!scene.needsFrames)
    }

    @Test func stepsPersistAtomically() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("fluid-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ShortcutStore(url: folder.appendingPathComponent("fluid/shortcut.json"))
        var scene = makeScene(store: store)
        tap(&scene, at: Point(x: 195, y: 770), time: 0)
        run(&scene, until: 2)
        let row = scene.drawer.rowFrame(2)
        tap(&scene, at: row.center, time: 2.5)
        let saved = try #require(try store.load())
        #expect(saved == scene.document)
        #expect(saved.steps.last == ActionCatalog.standard[2].id)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("fluid").path)
        #expect(leftovers == ["shortcut.json"])
    }

    @Test func standardStoreFollowsXDG() {
        let xdg = ShortcutStore.standard(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"])
        #expect(xdg.url.path == "/data/fluid/shortcut.json")
        let home = ShortcutStore.standard(environment: ["HOME": "/home/u"])
        #expect(home.url.path == "/home/u/.local/share/fluid/shortcut.json")
    }
    @Test func unreadableFileIsLeftAloneAndReported() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("fluid-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("shortcut.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let garbage = Data("{not json".utf8)
        try garbage.write(to: url)
        var scene = ShortcutsScene(options: SceneOptions(shortcutStore: ShortcutStore(url: url)))
        scene.layout(size: Self.size, safeArea: .zero)
        #expect(scene.document == .sample)
        #expect(scene.saveError != nil)
        scene.removeStep(0, at: 0)
        #expect(try Data(contentsOf: url) == garbage)
        // The notice names the whole path and a reason; the host prints the same line.
        let notice = try #require(scene.notice)
        #expect(notice.contains(url.path) && notice.contains("not a shortcut document"), "\(notice)")
    }

    /// The banner sits under the navigation bar, clear of the back button, and pushes the
    /// editor's cards down instead of covering them.
    @Test func unreadableFileBannerSitsBelowTheNavigationBar() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("fluid-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("shortcut.json")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)  // a folder: unreadable
        var scene = ShortcutsScene(options: SceneOptions(shortcutStore: ShortcutStore(url: url)))
        scene.layout(size: Self.size, safeArea: EdgeInsets(top: 47, bottom: 34))
        let banner = scene.bannerFrame
        let back = scene.chrome.backButton.bounds
        #expect(banner.minY >= back.maxY, "banner \(banner) under the bar ending at \(back.maxY)")
        #expect(banner.minY >= 47 + Theme.navigationBarHeight)
        #expect(scene.cardFrame(0).minY >= banner.maxY)
        #expect(scene.notice?.contains(url.path) == true)
    }

    @Test func savedShortcutIsLoadedOnStart() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("fluid-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ShortcutStore(url: folder.appendingPathComponent("shortcut.json"))
        let document = ShortcutDocument(name: "Commute", steps: ["wifi", "call"])
        try store.save(document)
        let scene = ShortcutsScene(options: SceneOptions(shortcutStore: store))
        #expect(scene.document == document)
        #expect(scene.saveError == nil)
    }
}
