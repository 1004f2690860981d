import FluidCanvas
import FluidCore
import FluidDrawer
import FluidGestures
import FluidMotion
import FluidRender
import Foundation
import Testing

@testable import FluidScenes
@testable import FluidSession

/// The place browser, driven as a person would: through touches and keys on a session.
@Suite struct PlacesSceneTests {
    static let frame = 1.0 / 60

    /// Plays a straight stroke from `from` to `to` over `frames` frames at 60 Hz, starting at `t`.
    static func stroke(_ session: inout Session, from: Point, to: Point, frames: Int, at t: Double, id: Int = 1) {
        session.handle(.touch(TouchEvent(id: id, phase: .began, location: from, time: t)))
        session.advance(to: t)
        for k in 1...frames {
            let f = Double(k) / Double(frames)
            let p = Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            session.handle(.touch(TouchEvent(id: id, phase: .moved, location: p, time: t + Double(k) * frame)))
            session.advance(to: t + Double(k) * frame)
        }
        session.handle(.touch(TouchEvent(id: id, phase: .ended, location: to, time: t + Double(frames + 1) * frame)))
    }

    static func places(_ session: Session) throws -> PlacesScene { try #require(session.scene as? PlacesScene) }

    static func openCard(_ session: inout Session, place: Int = 0) throws {
        let browser = try places(session).model.browser
        let row = browser.rowFrame(place)
        stroke(&session, from: row.center, to: row.center, frames: 1, at: 0.5)
        session.advance(to: 2)
    }

    @Test func tappingAPlaceOpensItsCardAtItsContentHeight() throws {
        var session = try Session(scene: "places")
        try Self.openCard(&session, place: 1)
        let model = try Self.places(session).model
        #expect(model.selected == 1)
        #expect(model.card.selectedDetent.name == "card")
        // Grabber 20 + title 64 + buttons 56 + photos 120 + 16 + two notes × 20 + 16 = 332 pt.
        #expect(model.card.top == 844 - 332)
    }

    /// The issue's swipe, 225 pt across and 30 down, over the photos: the carousel scrolls and
    /// the card never moves; a drag 40 across and 120 down moves the card and not the photos.
    @Test func photosScrollSidewaysWithoutMovingTheCard() throws {
        var session = try Session(scene: "places")
        try Self.openCard(&session)
        let before = try Self.places(session).model
        let strip = before.carouselFrame
        Self.stroke(
            &session, from: Point(x: strip.maxX - 40, y: strip.midY),
            to: Point(x: strip.maxX - 265, y: strip.midY + 30), frames: 12, at: 3)
        var tops: [Double] = []
        for k in 0..<60 {
            session.advance(to: 3.3 + Double(k) * Self.frame)
            tops.append(try Self.places(session).model.card.top)
        }
        let after = try Self.places(session).model
        #expect(after.carouselOffset > 225)
        #expect(tops.allSatisfy { $0 == before.card.top })

        Self.stroke(
            &session, from: Point(x: strip.midX, y: strip.midY), to: Point(x: strip.midX + 40, y: strip.midY + 120),
            frames: 12, at: 6)
        let dragged = try Self.places(session).model
        #expect(dragged.carouselOffset == after.carouselOffset)
        #expect(dragged.card.top > before.card.top)
    }

    @Test func aFlickDownDismissesTheCard() throws {
        var session = try Session(scene: "places")
        try Self.openCard(&session)
        let top = try Self.places(session).model.card.top
        Self.stroke(&session, from: Point(x: 200, y: top + 30), to: Point(x: 200, y: top + 130), frames: 5, at: 3)
        session.advance(to: 5)
        let model = try Self.places(session).model
        #expect(model.selected == nil)
        #expect(model.card.isDismissed)
        #expect(!model.isCardPresented)
    }

    @Test func escapeClosesTheCardBeforeLeavingTheScene() throws {
        var session = try Session(scene: "places")
        try Self.openCard(&session)
        session.handle(.key(.escape, time: 3))
        session.advance(to: 5)
        #expect(try Self.places(session).model.selected == nil)
        #expect(session.sceneName == "places")
    }

    /// A finger holds the browser while the card opens without it (a pin activated by assistive
    /// technology): the finger stays the browser's, its lift reaches the browser, and the scene
    /// comes to rest (the fuzzer found the browser waiting for that lift for ever).
    @Test(arguments: [false, true])
    func aCardOpenedUnderAFingerLeavesTheFingerToTheBrowser(repeatsBegan: Bool) throws {
        var session = try Session(scene: "places")
        session.handle(.touch(TouchEvent(id: 3, phase: .began, location: Point(x: 344, y: 819), time: 0.5)))
        let pin = try #require(
            session.semantics.shownNodes.first {
                $0.id.hasPrefix("pin-") && $0.actions.contains { $0.name == "activate" }
            })
        session.apply(.action("activate", node: pin.id, time: 0.6))
        session.advance(to: 1)
        #expect(try Self.places(session).model.isCardPresented)
        if repeatsBegan {
            // A host that reports the held finger as down again (a re-anchor): still the browser's.
            session.handle(.touch(TouchEvent(id: 3, phase: .began, location: Point(x: 340, y: 780), time: 1.05)))
        }
        session.handle(.touch(TouchEvent(id: 3, phase: .ended, location: Point(x: 344, y: 819), time: 1.1)))
        var t = 1.1
        while session.needsFrames, t < 10 {
            t += Self.frame
            session.advance(to: t)
        }
        let model = try Self.places(session).model
        #expect(!session.needsFrames && !model.browser.isTouching, "still animating at \(t) s")
    }

    @Test func theRecordedDemoReplays() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Demos/places.jsonl")
        let script = try TouchScript(parsing: String(contentsOf: url, encoding: .utf8), source: "places.jsonl")
        var session = try Session(scene: "places")
        var offsets: [Double] = []
        _ = try Replay(script: script, fps: 60).run(&session) { (_: Int, session: Session) in
            if let scene = session.scene as? PlacesScene { offsets.append(scene.model.carouselOffset) }
        }
        let model = try Self.places(session).model
        #expect((offsets.max() ?? 0) > 225)
        #expect(model.selected == nil)
    }

    @Test func landscapeAndTabletUseTheHeightThereIs() throws {
        for (size, panel) in [
            (Size(width: 844, height: 390), true), (Size(width: 1024, height: 1366), true),
            (Size(width: 390, height: 844), false)
        ] {
            let session = try Session(scene: "places", size: size)
            let browser = try Self.places(session).model.browser
            #expect(browser.isSidePanel == panel)
            #expect(browser.top < size.height - 72, "half sits above peek at \(size)")
            #expect(browser.drawerFrame.size.width == (panel ? 375 : size.width))
        }
    }

    @Test func semanticsFollowTheDrawerInFront() throws {
        var session = try Session(scene: "places")
        #expect(session.semantics.node(id: "search") != nil)
        #expect(session.semantics.node(id: "place-0") != nil)
        #expect(session.semantics.node(id: "card") == nil)
        try Self.openCard(&session, place: 3)
        let card = try #require(session.semantics.node(id: "card"))
        #expect(card.label == "Market Hall card")
        #expect(session.semantics.node(id: "photos")?.role == .adjustable)
        let scrolled = session.perform(.increment, on: "photos")
        #expect(scrolled)
        #expect(try Self.places(session).model.carouselOffset == 170)
        let dismissed = session.perform(.dismiss, on: "card")
        #expect(dismissed)
        session.advance(to: 5)
        #expect(session.semantics.node(id: "card") == nil)
    }

    /// The phone-sized golden frames (the catalog's golden test covers 320 × 568, landscape and
    /// tablet): at rest, and with a card open.
    @Test(arguments: [false, true])
    func phoneGolden(_ withCard: Bool) throws {
        var session = try Session(scene: "places", size: Size(width: 390, height: 844))
        if withCard { try Self.openCard(&session) }
        session.advance(to: 5)
        let canvas = try CairoCanvas(size: Size(width: 390, height: 844), scale: SceneGoldenTests.scale)
        session.scene.drawFrame(in: canvas, background: .black)
        let image = canvas.snapshot()
        let file = "places-390x844-\(withCard ? "card" : "rest")"
        let url = SceneGoldenTests.directory.appendingPathComponent("\(file).png")
        if SceneGoldenTests.isRecording {
            try image.writePNG(to: url.path)
            return
        }
        let comparison = ImageComparison(
            image, try RGBAImage(contentsOfPNG: url.path), tolerance: SceneGoldenTests.channelTolerance)
        #expect(comparison.matches(maxFraction: SceneGoldenTests.maxDifferingFraction), "\(file): \(comparison)")
    }
}
