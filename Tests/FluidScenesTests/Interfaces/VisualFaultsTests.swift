import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import Testing

@testable import FluidSceneKit
@testable import FluidScenes

/// Small visual faults found on a desktop (issue 24), each checked from what the scene draws.
@Suite struct VisualFaultsTests {
    static let size = Size(width: 390, height: 844)

    /// Every rectangle `canvas` filled with `match`ing colour, in canvas points.
    static func fills(_ canvas: RecordingCanvas, where match: (Color) -> Bool) -> [Rect] {
        canvas.calls.compactMap { call in
            guard case .fill(let path, let color) = call.command, match(color), let r = path.controlBounds else {
                return nil
            }
            // Translations only, in these scenes: the corners carry the rectangle.
            let a = call.transform.apply(to: Point(x: r.minX, y: r.minY))
            let b = call.transform.apply(to: Point(x: r.maxX, y: r.maxY))
            return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        }
    }

    /// With the bouncy sheet up, the dim covers the whole screen, the navigation bar included,
    /// and is drawn over the bar's back button and title.
    @Test func theBouncySheetsDimCoversTheNavigationBar() {
        var scene = BouncySheetScene()
        scene.layout(size: Self.size, safeArea: .zero)
        scene.handle(.key(.space, time: 0))
        scene.advance(to: 3)
        #expect(scene.model.progress > 0.99)
        let canvas = RecordingCanvas(size: Self.size)
        scene.draw(in: canvas)
        let dims = Self.fills(canvas) { $0.red == 0 && $0.green == 0 && $0.blue == 0 && $0.alpha > 0 && $0.alpha < 1 }
        #expect(dims == [Rect(origin: .zero, size: Self.size)], "\(dims)")
        let dimIndex = canvas.calls.firstIndex {
            if case .fill(_, let c) = $0.command { c.alpha == 0.35 && c.red == 0 } else { false }
        }
        let titleIndex = canvas.calls.firstIndex { if case .text("Scenes", _, _) = $0.command { true } else { false } }
        #expect(dimIndex != nil && titleIndex != nil && titleIndex! < dimIndex!)
    }

    /// Dimmed, the bar is part of the backdrop: a tap on its back button dismisses the sheet and
    /// stays in the scene; with the sheet away, the same tap goes back.
    @Test func underTheDimTheBackButtonDismissesTheSheet() {
        var scene = BouncySheetScene()
        scene.layout(size: Self.size, safeArea: .zero)
        scene.handle(.key(.space, time: 0))
        scene.advance(to: 3)
        let back = Point(x: 40, y: Theme.navigationBarHeight / 2)
        scene.handle(.touch(TouchEvent(id: 1, phase: .began, location: back, time: 3.1)))
        scene.handle(.touch(TouchEvent(id: 1, phase: .ended, location: back, time: 3.15)))
        #expect(scene.takeRequests().navigation == nil)
        #expect(!scene.model.isVisible)
        scene.advance(to: 6)
        scene.handle(.touch(TouchEvent(id: 2, phase: .began, location: back, time: 6.1)))
        scene.handle(.touch(TouchEvent(id: 2, phase: .ended, location: back, time: 6.15)))
        #expect(scene.takeRequests().navigation == .back)
    }

    /// The Shortcuts editor's bar, over the steps that scroll under it, is opaque (there is no
    /// blur behind it to make a translucent one legible).
    @Test(arguments: [false, true])
    func theShortcutsNavigationBarIsOpaque(dark: Bool) throws {
        var scene = try SceneCatalog.standard.makeScene(named: "shortcuts", options: SceneOptions(dark: dark))
        scene.layout(size: Self.size, safeArea: EdgeInsets(top: 47, bottom: 34))
        scene.advance(to: 1)
        let canvas = RecordingCanvas(size: Self.size)
        scene.draw(in: canvas)
        let bar = Rect(x: 0, y: 0, width: Self.size.width, height: 47 + Theme.navigationBarHeight)
        let barFills = canvas.calls.compactMap { call -> Color? in
            guard case .fill(let path, let color) = call.command, path.controlBounds == bar else { return nil }
            return color
        }
        #expect(!barFills.isEmpty)
        #expect(barFills.allSatisfy { $0.alpha == 1 }, "\(barFills)")
    }

    /// The Pausing scene's chart card sits at the content's 16 pt margins (Theme.margin, UIKit's
    /// inset grouped margin) as the spring designer's cards do, in portrait and landscape.
    @Test(arguments: [Size(width: 390, height: 844), Size(width: 844, height: 390)])
    func thePauseChartCardHasTheCardsMargins(size: Size) throws {
        var pause = PauseScene()
        pause.layout(size: size, safeArea: .zero)
        var spring = SpringDemoScene()
        spring.layout(size: size, safeArea: .zero)
        let card = Theme.light.secondarySystemGroupedBackground
        let canvas = RecordingCanvas(size: size)
        pause.draw(in: canvas)
        let pauseCards = Self.fills(canvas) { $0 == card }
        canvas.reset()
        spring.draw(in: canvas)
        let springCards = Self.fills(canvas) { $0 == card }
        #expect(pauseCards.count == 1)
        let chart = try #require(pauseCards.first)
        #expect(chart.minX == 16, "\(chart)")
        // The spring designer's stage card starts at the same margin.
        #expect(springCards.contains { $0.minX == chart.minX })
        if size.width < size.height {
            #expect(chart.maxX == size.width - 16, "\(chart)")
        }
    }
}
