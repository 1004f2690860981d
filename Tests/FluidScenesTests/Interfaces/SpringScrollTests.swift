import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import FluidRender
import FluidTestSupport
import Foundation
import Testing

@testable import FluidJSON
@testable import FluidSceneKit
@testable import FluidScenes
@testable import FluidSession

/// The spring designer at AX3 on a 320 × 568 pt phone: its parts are taller than the 524 pt under
/// the bar, so its content scrolls. A finger dragged off the sliders scrolls it (by the finger's
/// travel, within its range), one dragged on a slider moves the slider and not the content, and
/// the semantic frames follow the offset.
@Suite struct SpringScrollTests {
    static let size = Size(width: 320, height: 568)

    /// The designer at `textSize` laid out at `size`, at rest at t = 0.
    static func scene(_ textSize: ContentSizeCategory = .accessibilityExtraLarge, size: Size = size) -> SpringDemoScene
    {
        var scene = SpringDemoScene(options: SceneOptions(textSize: textSize))
        scene.layout(size: size, safeArea: .zero)
        scene.advance(to: 0)
        return scene
    }

    /// A finger from `from` moved by `dy` pt in ten 1/60 s steps, held still for 0.3 s, lifted.
    static func drag(
        _ scene: inout SpringDemoScene, from: Point, dy: Double, dx: Double = 0, at t0: Double,
        lift: Bool = true
    ) {
        scene.handle(.touch(touch(.began, from, t0)))
        for i in 1...10 {
            let f = Double(i) / 10
            scene.handle(.touch(touch(.moved, from.x + dx * f, from.y + dy * f, t0 + Double(i) / 60)))
            scene.advance(to: t0 + Double(i) / 60)
        }
        let end = Point(x: from.x + dx, y: from.y + dy)
        scene.handle(.touch(touch(.moved, end, t0 + 0.5)))
        scene.advance(to: t0 + 0.5)
        if lift { scene.handle(.touch(touch(.ended, end, t0 + 0.5))) }
    }

    static func trace(_ scene: SpringDemoScene, _ key: String) -> JSONValue? {
        guard case .object(let fields) = scene.traceFrame.first?.1 else { return nil }
        return fields.first { $0.key == key }?.value
    }

    @Test func aDragOffTheSlidersScrollsAndTheFramesFollow() throws {
        var scene = Self.scene()
        // Under the bar (44 pt) the stage starts a 12 pt gap down: 56…184.
        let stageBefore = try #require(scene.semantics.node(id: "stage")).frame
        #expect(stageBefore.minY == 56)
        #expect(scene.scroll.maxOffset > 200)
        let designer = try #require(scene.semantics.node(id: "designer"))
        #expect(designer.role == .list && designer.frame == Rect(x: 0, y: 44, width: 320, height: 524))
        #expect(designer.actions == [.scrollDown])
        // A drag that starts on the stage scrolls 150 pt and does not spring the body.
        Self.drag(&scene, from: Point(x: 160, y: 150), dy: -150, at: 1)
        scene.advance(to: 3)
        #expect(Self.trace(scene, "scroll") == .number(150))
        #expect(Self.trace(scene, "target") == .string("left"))
        #expect(try #require(scene.semantics.node(id: "stage")).frame.minY == 56 - 150)
        #expect(try #require(scene.semantics.node(id: "designer")).actions == [.scrollUp, .scrollDown])
        // Past the top it resists, then springs back to 0.
        Self.drag(&scene, from: Point(x: 160, y: 150), dy: 400, at: 4, lift: false)
        let pulled = try #require(
            Self.trace(scene, "scroll").flatMap { if case .number(let n) = $0 { n } else { nil } })
        #expect(pulled < 0 && pulled > -250)
        scene.handle(.touch(touch(.ended, 160, 550, 4.5)))
        scene.advance(to: 8)
        #expect(Self.trace(scene, "scroll") == .number(0))
    }

    @Test func aDragOnASliderMovesTheSliderNotTheContent() throws {
        var scene = Self.scene()
        // The sliders start below the window: a drag on the graph brings them up.
        Self.drag(&scene, from: Point(x: 160, y: 400), dy: -200, at: 0)
        scene.advance(to: 0.9)
        let offset = try #require(Self.trace(scene, "scroll"))
        #expect(offset == .number(200))
        let before = scene.model.dampingRatio
        let slider = try #require(scene.model.sliders[.dampingRatio])
        let thumb = Point(x: slider.x(for: scene.model.normalize(before, .dampingRatio)), y: slider.y)
        #expect(scene.semantics.node(id: "designer")?.frame.contains(thumb) == true)
        // Up and to the right: the thumb follows the finger's x, the content stays.
        Self.drag(&scene, from: thumb, dy: -120, dx: 40, at: 1)
        scene.advance(to: 3)
        #expect(Self.trace(scene, "scroll") == offset)
        #expect(scene.model.dampingRatio > before)
        let moved = try #require(scene.model.sliders[.dampingRatio])
        #expect(
            isClose(
                moved.x(for: scene.model.normalize(scene.model.dampingRatio, .dampingRatio)), thumb.x + 40, within: 1e-6
            ))
    }

    @Test func theEndKeyScrollsToTheHintUnderTheControls() throws {
        var scene = Self.scene()
        scene.handle(.key(.end, time: 1))
        scene.advance(to: 5)
        let semantics = scene.semantics
        let hint = try #require(semantics.node(id: "hint")).frame
        let copy = try #require(semantics.node(id: "copy")).frame
        #expect(hint.minY >= copy.maxY)
        #expect(hint.maxY <= Self.size.height)
        #expect(semantics.node(id: "designer")?.actions == [.scrollUp])
    }

    @Test func aSliderSteppedFromTheKeyboardScrollsIntoView() throws {
        var scene = Self.scene()
        let before = try #require(scene.semantics.node(id: "slider.response")).frame
        #expect(before.maxY > 568)
        let performed = scene.perform(.increment, on: "slider.response", at: 1)
        #expect(performed)
        scene.advance(to: 5)
        let after = try #require(scene.semantics.node(id: "slider.response")).frame
        // It ends 12 pt above the window's bottom, moved by the offset.
        #expect(isClose(after.maxY, 568 - 12, within: 1e-6))
        #expect(Self.trace(scene, "scroll") == .number(before.maxY - (568 - 12)))
    }

    @Test func tabbingToCopyScrollsItIntoView() throws {
        var session = try Session(
            scene: "spring", size: Self.size, options: SceneOptions(textSize: .accessibilityExtraLarge))
        session.advance(to: 0)
        let before = try #require(session.semantics.node(id: "copy")).frame
        #expect(before.minY > 568)
        // Back, stage, two sliders, the platform button, Copy.
        for i in 0..<6 { session.handle(.key(.tab, time: 1 + Double(i) / 10)) }
        #expect(session.focus.focusedID == "copy")
        session.advance(to: 5)
        let after = try #require(session.semantics.node(id: "copy")).frame
        #expect(isClose(after.maxY, 568 - 12, within: 1e-6))
    }

    /// Scrolled by a finger's 200 pt, at the text-size goldens' half a pixel per point.
    @Test func goldenScrolled() throws {
        var scene = Self.scene()
        Self.drag(&scene, from: Point(x: 160, y: 400), dy: -200, at: 1)
        scene.advance(to: 5)
        let canvas = try CairoCanvas(size: Self.size, scale: TranslatedGoldenTests.scale)
        scene.drawFrame(in: canvas, background: .black)
        try GoldenImage.check(
            canvas.snapshot(), named: "spring-scrolled-AX3-320x568",
            in: GoldenImage.directory.appendingPathComponent("text-size"))
    }
}

/// The platform list at AX5 on a 320 × 568 pt phone: seven rows of a line of large text are
/// taller than the window under the bar, so the list is capped to it and its rows scroll.
@Suite struct SpringPlatformListScrollTests {
    @Test func theListIsCappedToTheWindowAndItsRowsScroll() throws {
        let size = Size(width: 320, height: 568)
        var scene = SpringScrollTests.scene(.accessibilityExtraExtraExtraLarge, size: size)
        #expect(scene.perform(.activate, on: "platform", at: 0) == true)
        scene.advance(to: 1)
        let list = try #require(scene.semantics.node(id: "platforms")).frame
        #expect(list.minY >= 44 && list.maxY <= 568)
        let rowHeight = scene.code.chooser.rowHeight
        #expect(7 * rowHeight + 12 > 524)
        let last = try #require(scene.semantics.node(id: "platform.6")).frame
        #expect(last.maxY > list.maxY)
        // A drag of 100 pt up on the rows scrolls them (past the end, then back to it: the
        // last row 6 pt above the list's bottom) and chooses nothing.
        let from = Point(x: list.midX, y: list.midY)
        scene.handle(.touch(touch(.began, from, 2)))
        for i in 1...10 {
            scene.handle(.touch(touch(.moved, from.x, from.y - 10 * Double(i), 2 + Double(i) / 60)))
        }
        scene.handle(.touch(touch(.moved, from.x, from.y - 100, 2.5)))
        scene.handle(.touch(touch(.ended, from.x, from.y - 100, 2.5)))
        scene.advance(to: 4)
        #expect(scene.code.chooser.isOpen)
        let moved = try #require(scene.semantics.node(id: "platform.6")).frame
        let range = 7 * rowHeight + 12 - list.height
        #expect(range < 100)
        #expect(isClose(moved.minY, last.minY - range, within: 1e-6))
        #expect(isClose(moved.maxY, list.maxY - 6, within: 1e-6))
        #expect(scene.design.platform == .swiftUIResponse)
    }
}

/// A window that grows until the designer's content fits, while a finger or a touchpad
/// gesture is scrolling it (fluid-fuzz found both): the gesture lets go of the scroll and the
/// scene comes to rest once the finger lifts, instead of waiting for an end that no longer
/// reaches the scroll.
@Suite struct SpringScrollResizeTests {
    /// The designer at the default text size in a 320 × 200 pt window, where its content scrolls.
    static func small() -> SpringDemoScene {
        SpringScrollTests.scene(SceneOptions().textSize, size: Size(width: 320, height: 200))
    }

    @Test func aFingerScrollingWhenTheContentStartsToFitLetsGo() {
        var scene = Self.small()
        #expect(scene.isScrollable)
        scene.handle(.touch(TouchEvent(id: 5, phase: .began, location: Point(x: 156, y: 95), time: 0.3)))
        scene.layout(size: Size(width: 844, height: 390), safeArea: .zero)
        #expect(!scene.isScrollable)
        scene.handle(.touch(TouchEvent(id: 5, phase: .ended, location: Point(x: 156, y: 95), time: 0.4)))
        scene.advance(to: 10)
        #expect(!scene.needsFrames)
    }

    @Test func aTouchpadScrollWhenTheContentStartsToFitLetsGo() {
        var scene = Self.small()
        scene.handle(
            .scroll(ScrollEvent(phase: .began, location: Point(x: 189, y: 146), delta: Point(x: 0, y: -1), time: 0.3)))
        scene.layout(size: Size(width: 844, height: 390), safeArea: .zero)
        scene.handle(.scroll(ScrollEvent(phase: .ended, location: Point(x: 189, y: 146), delta: .zero, time: 0.4)))
        scene.advance(to: 10)
        #expect(!scene.needsFrames)
    }

    /// A window too small to leave room under the bar scrolls nothing either.
    @Test func aTouchpadScrollWhenNoRoomIsLeftLetsGo() {
        var scene = Self.small()
        scene.handle(
            .scroll(
                ScrollEvent(phase: .changed, location: Point(x: 282, y: 126), delta: Point(x: 0, y: 8.27), time: 0.5)))
        scene.layout(size: Size(width: 1, height: 1), safeArea: .zero)
        scene.advance(to: 10)
        #expect(!scene.needsFrames)
    }

    /// A touchpad gesture under way when the list of platforms opens over it (Tab to the
    /// platform button, Space) hears its end while the list is open and lets go (fluid-fuzz
    /// --seed 7 found it waiting).
    @Test func aTouchpadScrollWhenThePlatformListOpensLetsGo() {
        var scene = Self.small()
        scene.handle(
            .scroll(
                ScrollEvent(phase: .changed, location: Point(x: 124, y: 125), delta: Point(x: 0, y: -10.68), time: 0.1))
        )
        #expect(scene.scroller.isScrolling)
        let opened = scene.perform(.activate, on: "platform", at: 0.2)
        #expect(opened)
        #expect(scene.code.chooser.isOpen)
        scene.handle(.scroll(ScrollEvent(phase: .ended, location: Point(x: 124, y: 125), delta: .zero, time: 0.5)))
        scene.handle(.key(.escape, time: 0.6))
        scene.advance(to: 10)
        #expect(!scene.needsFrames)
    }
}
