import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidSceneKit
@testable import FluidScenes
@testable import FluidSession

/// The step cards' ⊗ has a pressed state (issue 24): darker and smaller while a finger holds it
/// and it may still be a tap; gone when the finger scrolls instead; a lift on it removes the step.
@Suite struct ShortcutsPressedStateTests {
    func scene() throws -> ShortcutsScene {
        var scene = try #require(try SceneCatalog.standard.makeScene(named: "shortcuts") as? ShortcutsScene)
        scene.layout(size: Size(width: 390, height: 844), safeArea: .zero)
        scene.advance(to: 0)
        return scene
    }

    func icon(_ canvas: RecordingCanvas) -> (size: Double, color: Color)? {
        for call in canvas.calls {
            if case .icon(let icon, _, let size, let color) = call.command, icon == Icon("close-circle") {
                return (size, color)
            }
        }
        return nil
    }

    @Test func aPressedRemoveButtonDarkensAndShrinks() throws {
        var scene = try scene()
        let steps = scene.document.steps.count
        #expect(steps > 0)
        let button = scene.removeButtonFrame(0).center
        let canvas = RecordingCanvas(size: Size(width: 390, height: 844))
        scene.draw(in: canvas)
        #expect(icon(canvas)?.size == 22 && icon(canvas)?.color == Theme.systemGray3)
        scene.handle(.touch(TouchEvent(id: 1, phase: .began, location: button, time: 1)))
        #expect(scene.pressedRemoveIndex == 0)
        #expect(scene.traceFrame.last?.1.text.contains("\"pressedRemove\":0") == true)
        canvas.reset()
        scene.draw(in: canvas)
        #expect(icon(canvas)?.size == 19.8 && icon(canvas)?.color == Theme.systemGray)
        scene.handle(.touch(TouchEvent(id: 1, phase: .ended, location: button, time: 1.1)))
        #expect(scene.pressedRemoveIndex == nil)
        #expect(scene.document.steps.count == steps - 1)
    }

    @Test func aScrollFromTheRemoveButtonIsNotAPress() throws {
        var scene = try scene()
        let steps = scene.document.steps.count
        let button = scene.removeButtonFrame(0).center
        scene.handle(.touch(TouchEvent(id: 1, phase: .began, location: button, time: 1)))
        scene.handle(
            .touch(TouchEvent(id: 1, phase: .moved, location: Point(x: button.x, y: button.y + 40), time: 1.05)))
        #expect(scene.pressedRemoveIndex == nil)
        #expect(scene.traceFrame.last?.1.text.contains("pressedRemove") == false)
        scene.handle(
            .touch(TouchEvent(id: 1, phase: .ended, location: Point(x: button.x, y: button.y + 40), time: 1.1)))
        #expect(scene.document.steps.count == steps)
    }

    /// The colour "Cancel" is drawn in, if it is drawn.
    func cancelColor(_ scene: ShortcutsScene) -> Color? {
        let canvas = RecordingCanvas(size: Size(width: 390, height: 844))
        scene.draw(in: canvas)
        for call in canvas.calls {
            if case .text("Cancel", _, let style) = call.command { return style.color }
        }
        return nil
    }

    /// The search field's Cancel dims to 40 % under the finger, undims when the finger slides
    /// more than 20 pt off it (UIKit's extended hit area), and ends the search on a lift over it.
    @Test func aPressedCancelDims() throws {
        var scene = try scene()
        let activated = scene.perform(.activate, on: "search", at: 1)
        #expect(activated)
        scene.advance(to: 2)
        let tint = try #require(cancelColor(scene))
        let cancel = scene.cancelFrame.center
        scene.handle(.touch(TouchEvent(id: 1, phase: .began, location: cancel, time: 2)))
        #expect(cancelColor(scene) == tint.opacity(0.4))
        #expect(scene.traceFrame.last?.1.text.contains("\"cancelPressed\":true") == true)
        let away = Point(x: cancel.x, y: scene.cancelFrame.maxY + 30)
        scene.handle(.touch(TouchEvent(id: 1, phase: .moved, location: away, time: 2.1)))
        #expect(cancelColor(scene) == tint)
        scene.handle(.touch(TouchEvent(id: 1, phase: .moved, location: cancel, time: 2.2)))
        #expect(cancelColor(scene) == tint.opacity(0.4))
        scene.handle(.touch(TouchEvent(id: 1, phase: .ended, location: cancel, time: 2.3)))
        #expect(!scene.isSearching && !scene.cancelPressed)
        #expect(scene.traceFrame.last?.1.text.contains("cancelPressed") == false)
    }
}

/// The drawer's search field in Shortcuts darkens under a finger that may still tap it (the
/// drawer's `pressedRegion`), as UIKit's search field does; drawn, checked on a RecordingCanvas.
@Suite struct ShortcutsSearchFieldPressedTests {
    @Test func aPressedSearchFieldDarkens() throws {
        var s = try Session(scene: "shortcuts", size: Size(width: 390, height: 844))
        s.advance(to: 1)
        let scene = try #require(s.scene as? ShortcutsScene)
        let field = scene.drawer.searchFieldFrame
        // The sheet is drawn in its own coordinates, moved to its top: the field's shape is
        // compared where it lands on the canvas.
        func darkened() -> Bool {
            let canvas = RecordingCanvas(size: Size(width: 390, height: 844))
            s.draw(in: canvas)
            return canvas.calls.contains { call in
                if case .fill(let path, let color) = call.command, color == Theme.light.systemFill,
                    let bounds = path.controlBounds
                {
                    let drawn = DrawnTextCanvas.apply(call.transform, bounds)
                    return abs(drawn.minX - field.minX) < 1e-9 && abs(drawn.minY - field.minY) < 1e-9
                        && abs(drawn.width - field.width) < 1e-9 && abs(drawn.height - field.height) < 1e-9
                }
                return false
            }
        }
        #expect(!darkened())
        s.handle(.touch(TouchEvent(id: 1, phase: .began, location: field.center, time: 1.1)))
        #expect(darkened())
        s.handle(.touch(TouchEvent(id: 1, phase: .cancelled, location: field.center, time: 1.2)))
        #expect(!darkened())
    }
}
