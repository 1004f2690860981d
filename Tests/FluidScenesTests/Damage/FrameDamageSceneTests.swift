import FluidCanvas
import FluidMotion
import FluidRender
@testable import FluidScenes
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A scene that reports damage must draw, frame after frame on a canvas that keeps the last
/// frame, exactly the pixels it draws when every frame is drawn whole.
@Suite struct FrameDamageSceneTests {
    /// Turns of the rotation card, generated from `seed`: drags around the card's centre through
    /// a random angle (a quarter to a whole turn, either way) at a random radius, each let go
    /// with the card spinning, and the settling after the last.
    static func turns(seed: UInt64, center: Point, rate: Double) -> String {
        var state = seed
        func random() -> Double {
            // SplitMix64 (Steele, Lea, Flood 2014), the generator the bench's gestures use.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
        var lines = [#"{"type":"header","scene":"rotation","width":390,"height":844,"scale":1,"dark":false}"#]
        var t = 0.1
        for turn in 0..<2 {
            let radius = 120 + 60 * random()
            let start = 2 * Double.pi * random()
            let sweep = (Double.pi / 2 + 1.5 * Double.pi * random()) * (random() < 0.5 ? -1 : 1)
            let steps = 12 + Int(24 * random())
            for step in 0...steps {
                let a = start + sweep * Double(step) / Double(steps)
                let phase = step == 0 ? "began" : step == steps ? "ended" : "moved"
                lines.append(#"{"t":\#(t),"type":"touch","id":\#(turn + 1),"phase":"\#(phase)","x":\#(center.x + radius * Double.cos(a)),"y":\#(center.y + radius * Double.sin(a))}"#)
                t += 1 / rate
            }
            t += 0.4 * random()
        }
        // Time for the last release to settle, which the replay draws up to.
        lines.append(#"{"t":\#(t + 1.5),"type":"touch","id":9,"phase":"began","x":20,"y":800}"#)
        lines.append(#"{"t":\#(t + 1.52),"type":"touch","id":9,"phase":"ended","x":20,"y":800}"#)
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [(UInt64(1), 60.0), (2, 120)])
    func rotationFramesWithDamageEqualWholeFrames(seed: UInt64, rate: Double) throws {
        let size = Size(width: 390, height: 844)
        var session = try Session(scene: "rotation", size: size, scale: 1)
        let center = (session.scene as! RotationScene).model.center
        let script = try TouchScript(parsing: Self.turns(seed: seed, center: center, rate: rate))
        let kept = try CairoCanvas(size: size, scale: 1.5)
        let whole = try CairoCanvas(size: size, scale: 1.5)
        var frames = 0, damaged = 0
        var mismatches: [String] = []
        _ = try Replay(script: script, fps: rate).run(&session) { index, session in
            session.drawFrame(in: kept)
            session.drawFrame(in: whole, whole: true)
            frames += 1
            if session.scene.damage != nil { damaged += 1 }
            // Bytes first (a debug build compares images slowly); the comparison only to report.
            let same = kept.withPixels { a, _ in whole.withPixels { b, _ in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
            if !same { mismatches.append("frame \(index): \(ImageComparison(kept.snapshot(), whole.snapshot()))") }
        }
        #expect(frames > 60)
        #expect(damaged == frames)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}
