import FluidCanvas
import FluidCore
import FluidDrawer
import FluidGestures
import FluidMotion
import FluidRender
import FluidTestSupport
import Foundation
import Testing

@testable import FluidScenes
@testable import FluidSession

/// Headless frames of the Shortcuts editor compared with committed PNGs in `../Golden/`
/// (390 × 844 pt at scale 1, so the files stay small).
///
/// Each state is reached through a `Session` with real input at 60 Hz — keys for the detents, a
/// scripted finger for the hand-off — and its drawer state is checked against the design's
/// numbers before the pixels are compared, so a golden can never silently show the wrong state.
///
/// Re-record with `FLUID_RECORD_GOLDEN=1 swift test --filter ShortcutsGoldenTests`: the test then
/// writes the PNGs, says where, and passes. Look at every re-recorded PNG before committing it.
@Suite struct ShortcutsGoldenTests {
    static let size = Size(width: 390, height: 844)
    /// Per-channel difference still counted as equal (0…255): antialiasing noise.
    static let channelTolerance = 8
    /// Fraction of pixels allowed to differ beyond `channelTolerance`: 0.5 %.
    static let maxDifferingFraction = 0.005
    static let frameInterval = 1.0 / 60

    static var goldenDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden")
    }

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["FLUID_RECORD_GOLDEN"] == "1"
    }

    /// The drawer states the issue asks for, by golden file name.
    enum State: String, CaseIterable, CustomTestStringConvertible {
        case compressed = "shortcuts-compressed"
        case expanded = "shortcuts-expanded"
        case fullHeight = "shortcuts-full-height"
        case handOff = "shortcuts-hand-off"

        var testDescription: String { rawValue }
    }

    @Test(arguments: State.allCases)
    func frameMatchesGolden(_ state: State) throws {
        var driver = try Driver()
        try driver.reach(state)
        try GoldenImage.check(driver.render(), named: state.rawValue, in: Self.goldenDirectory)
    }

    /// The comparison itself must be able to fail: the compressed golden is not the expanded one.
    @Test func distinctStatesDoNotMatchEachOther() throws {
        guard !Self.isRecording else { return }
        let compressed = try RGBAImage(
            contentsOfPNG: Self.goldenDirectory
                .appendingPathComponent("\(State.compressed.rawValue).png").path)
        let expanded = try RGBAImage(
            contentsOfPNG: Self.goldenDirectory
                .appendingPathComponent("\(State.expanded.rawValue).png").path)
        let comparison = ImageComparison(compressed, expanded, tolerance: Self.channelTolerance)
        #expect(!comparison.matches(maxFraction: Self.maxDifferingFraction))
    }

    /// The scene says it paints every pixel, so frames skip clearing the canvas: drawn over black
    /// and over white, each state — and a drawer rubber-banded below its lowest detent — must
    /// give the very same pixels.
    @Test(arguments: State.allCases)
    func everyPixelIsPainted(_ state: State) throws {
        var driver = try Driver()
        try driver.reach(state)
        try driver.expectEveryPixelPainted()
        if state == .compressed {
            driver.touch(.began, y: 735)
            driver.drag(by: 200)
            #expect(try driver.snapshot.top > 760)
            try driver.expectEveryPixelPainted()
        }
    }

    /// A session of the `shortcuts` scene at 390 × 844 pt, scale 1, driven at 60 Hz, from the
    /// sample shortcut; scenes write no file, and no host keeps its edits here.
    struct Driver {
        var session: Session
        var time = 0.0
        var fingerY = 0.0

        init() throws {
            session = try Session(scene: "shortcuts", size: ShortcutsGoldenTests.size, scale: 1)
            session.advance(to: 0)
        }

        var snapshot: DrawerSnapshot {
            get throws { try #require(session.scene as? ShortcutsScene).drawer.snapshot }
        }

        mutating func frame() {
            time += ShortcutsGoldenTests.frameInterval
            session.advance(to: time)
        }

        /// Frames until nothing moves (at most 5 s of them).
        mutating func settle() {
            let limit = time + 5
            repeat { frame() } while session.needsFrames && time < limit
        }

        mutating func key(_ key: Key) {
            session.handle(.key(key, time: time))
            settle()
        }

        mutating func touch(_ phase: TouchPhase, y: Double) {
            fingerY = y
            session.handle(.touch(TouchEvent(id: 1, phase: phase, location: Point(x: 195, y: y), time: time)))
        }

        /// Moves the finger by `dy` pt in steps of `step` pt, one per frame.
        mutating func drag(by dy: Double, step: Double = 10) {
            let count = Int((abs(dy) / step).rounded())
            let start = fingerY
            for i in 1...count {
                frame()
                touch(.moved, y: start + dy * Double(i) / Double(count))
            }
            frame()
        }

        /// Tops from the design: 844 − 120 = 724, 844 − 300 = 544, 35; maximum dim 0.4 at full
        /// height, none at or below expanded.
        mutating func reach(_ state: State) throws {
            switch state {
            case .compressed:
                settle()
                let s = try snapshot
                #expect(s.top == 724 && s.dim == 0 && s.titleAlpha == 0)
            case .expanded:
                key(.up)
                let s = try snapshot
                #expect(s.top == 544 && s.detent.name == "expanded" && s.dim == 0 && s.titleAlpha == 1)
            case .fullHeight:
                key(.up)
                key(.up)
                let s = try snapshot
                #expect(s.top == 35 && s.detent.name == "fullHeight" && s.dim == 0.4)
            case .handOff:
                try reachHandOff()
            }
        }

        /// At full height a finger on the list scrolls it 290 pt (300 pt less the 10 pt touch
        /// slop), then, without lifting, pulls down 390 pt: 290 pt bring the list back to 0 and
        /// the last 100 pt move the drawer from 35 to 135.
        mutating func reachHandOff() throws {
            key(.up)
            key(.up)
            touch(.began, y: 600)
            drag(by: -300)
            let scrolled = try snapshot
            #expect(isClose(scrolled.contentOffset, 290, within: 0.5) && scrolled.top == 35)
            drag(by: 390)
            let s = try snapshot
            #expect(s.contentOffset == 0 && isClose(s.top, 135, within: 0.5) && s.phase == .dragging)
            // Dim falls linearly from 0.4 at full height (35) to 0 at expanded (544).
            #expect(isClose(s.dim, 0.4 * (544 - s.top) / (544 - 35), within: 1e-6))
        }

        /// A frame as the playground draws it (into a new, transparent canvas).
        func render() throws -> RGBAImage {
            let canvas = try CairoCanvas(size: ShortcutsGoldenTests.size, scale: 1)
            session.drawFrame(in: canvas)
            return canvas.snapshot()
        }

        func expectEveryPixelPainted() throws {
            #expect(session.scene.paintsEveryPixel)
            let frames = try [Color.black, Color.white].map { background in
                let canvas = try CairoCanvas(size: ShortcutsGoldenTests.size, scale: 2)
                canvas.clear(background)
                session.draw(in: canvas)
                return canvas.snapshot()
            }
            let comparison = ImageComparison(frames[0], frames[1])
            #expect(comparison.differingPixels == 0, "\(comparison)")
        }
    }
}
