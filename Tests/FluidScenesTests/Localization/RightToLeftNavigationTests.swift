import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import Foundation
import Testing

@testable import FluidLocalization
@testable import FluidSceneKit
@testable import FluidSession

/// The back swipe mirrors under a right-to-left language, as UINavigationController's does: in
/// Hebrew a finger from the right edge moving left pops to the menu, and one from the left edge
/// moving right does nothing of the kind; English keeps the left edge. Checked from the trace's
/// `navigation` object. Times are arguments.
@Suite struct RightToLeftNavigationTests {
    static let size = Size(width: 390, height: 844)

    func session(_ language: String?) throws -> Session {
        let catalog = try language.map { try TranslatedGoldenTests.catalog($0) } ?? .english
        return try Session(scene: "pip", size: Self.size, options: SceneOptions(catalog: catalog))
    }

    func navigation(_ s: Session) throws -> [String: Any]? {
        let object = try JSONSerialization.jsonObject(with: Data(Trace.frame(s, index: 0).utf8)) as? [String: Any]
        return object?["navigation"] as? [String: Any]
    }

    /// A flick of about 1 000 pt/s from `start` by `step` pt per 60th of a second, six moves, y 400.
    func flick(_ s: inout Session, from start: Double, step: Double) {
        s.handle(.touch(TouchEvent(id: 7, phase: .began, location: Point(x: start, y: 400), time: 1)))
        for i in 1...6 {
            s.handle(
                .touch(
                    TouchEvent(
                        id: 7, phase: .moved, location: Point(x: start + Double(i) * step, y: 400),
                        time: 1 + Double(i) / 60)))
        }
        s.handle(.touch(TouchEvent(id: 7, phase: .ended, location: Point(x: start + 6 * step, y: 400), time: 1.1)))
    }

    @Test func inHebrewASwipeFromTheRightEdgePops() throws {
        var s = try session("he")
        s.handle(.touch(TouchEvent(id: 7, phase: .began, location: Point(x: 386, y: 400), time: 1)))
        s.handle(.touch(TouchEvent(id: 7, phase: .moved, location: Point(x: 370, y: 400), time: 1.02)))
        // 16 pt left of a start 4 pt from the right edge: the swipe takes it, at offset 0.
        #expect(try navigation(s)?["phase"] as? String == "tracking")
        s.handle(.touch(TouchEvent(id: 7, phase: .moved, location: Point(x: 270, y: 400), time: 1.1)))
        // Measured from the leading (right) edge: 100 pt in.
        #expect(try navigation(s)?["offset"] as? Double == 100)
        s.handle(.touch(TouchEvent(id: 7, phase: .cancelled, location: Point(x: 270, y: 400), time: 1.2)))
        s.advance(to: 5)

        var flicked = try session("he")
        flick(&flicked, from: 386, step: -1000.0 / 60)
        #expect(flicked.sceneName == "menu")
        #expect(try navigation(flicked)?["target"] as? String == "gone")
        flicked.advance(to: 5)
        #expect(try flicked.sceneName == "menu" && navigation(flicked) == nil)
    }

    @Test func inHebrewASwipeFromTheLeftEdgeDoesNotPop() throws {
        var s = try session("he")
        flick(&s, from: 4, step: 1000.0 / 60)
        #expect(try navigation(s) == nil)
        s.advance(to: 5)
        #expect(s.sceneName == "pip")
    }

    @Test func inEnglishTheRightEdgeDoesNotPopAndTheLeftOneDoes() throws {
        var right = try session(nil)
        flick(&right, from: 386, step: -1000.0 / 60)
        #expect(try navigation(right) == nil)
        #expect(right.sceneName == "pip")
        var left = try session(nil)
        flick(&left, from: 4, step: 1000.0 / 60)
        #expect(left.sceneName == "menu")
    }
}

/// A recording's header says whether its layout was right to left (written after
/// `reduceMotion`, only when true), and a replay lays the script out that way whatever language
/// draws it: the same touches give the same trace in English and in Hebrew.
@Suite struct RightToLeftHeaderTests {
    @Test func aRightToLeftHeaderSaysSoAfterReduceMotion() throws {
        let header = ScriptHeader(
            scene: "pip", size: Size(width: 390, height: 844), scale: 2, reduceMotion: true,
            rightToLeft: true)
        #expect(
            header.line
                == #"{"type":"header","scene":"pip","width":390,"height":844,"scale":2,"dark":false,"reduceMotion":true,"rightToLeft":true}"#
        )
        #expect(try TouchScript(parsing: header.line).header == header)
        let old = #"{"type":"header","scene":"pip","width":390,"height":844,"scale":2,"dark":false}"#
        let parsed = try #require(try TouchScript(parsing: old).header)
        #expect(!parsed.rightToLeft && parsed.line == old)
    }

    @Test func aValueThatIsNotABooleanIsNamed() {
        do {
            _ = try TouchScript(
                parsing: #"{"type":"header","scene":"pip","width":390,"height":844,"scale":2,"rightToLeft":1}"#)
            Issue.record("parsed")
        } catch {
            #expect(error.message.hasPrefix("\"rightToLeft\" must be true or false"), "\(error.message)")
        }
    }

    /// The layout's direction overrides the language's: Hebrew strings laid out left to right
    /// pop from the left edge, as an English recording did.
    @Test func theLayoutDirectionOverridesTheLanguages() throws {
        var hebrew = try TranslatedGoldenTests.catalog("he")
        #expect(hebrew.isRightToLeft)
        hebrew.layoutRightToLeft = false
        #expect(!hebrew.isRightToLeft)
        var s = try Session(scene: "pip", size: Size(width: 390, height: 844), options: SceneOptions(catalog: hebrew))
        s.handle(.touch(TouchEvent(id: 7, phase: .began, location: Point(x: 4, y: 400), time: 1)))
        for i in 1...6 {
            s.handle(
                .touch(
                    TouchEvent(
                        id: 7, phase: .moved, location: Point(x: 4 + Double(i) * 1000 / 60, y: 400),
                        time: 1 + Double(i) / 60)))
        }
        s.handle(.touch(TouchEvent(id: 7, phase: .ended, location: Point(x: 104, y: 400), time: 1.1)))
        #expect(s.sceneName == "menu")
        var english = MessageCatalog.english
        english.layoutRightToLeft = true
        #expect(english.isRightToLeft)
    }
}

/// The place card's photo strip mirrors in Hebrew, as a horizontal collection view does: a
/// finger moving right scrolls the photos on; moving left, from the start, does nothing.
@Suite struct RightToLeftCarouselTests {
    static func session(_ language: String?) throws -> Session {
        let catalog = try language.map { try TranslatedGoldenTests.catalog($0) } ?? .english
        var session = try Session(scene: "places", options: SceneOptions(catalog: catalog))
        try PlacesSceneTests.openCard(&session)
        return session
    }

    static func swipe(_ session: inout Session, by dx: Double) throws -> Double {
        let strip = try PlacesSceneTests.places(session).model.carouselFrame
        let start = Point(x: strip.midX - dx / 2, y: strip.midY)
        PlacesSceneTests.stroke(&session, from: start, to: Point(x: start.x + dx, y: strip.midY), frames: 12, at: 3)
        session.advance(to: 6)
        return try PlacesSceneTests.places(session).model.carouselOffset
    }

    @Test func inHebrewARightwardSwipeScrollsThePhotosOn() throws {
        var hebrewRight = try Self.session("he")
        #expect(try Self.swipe(&hebrewRight, by: 200) > 150)
        var hebrewLeft = try Self.session("he")
        #expect(try Self.swipe(&hebrewLeft, by: -200) == 0)
        var englishLeft = try Self.session(nil)
        #expect(try Self.swipe(&englishLeft, by: -200) > 150)
    }
}
