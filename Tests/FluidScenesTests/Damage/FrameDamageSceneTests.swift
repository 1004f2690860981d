import FluidCanvas
import FluidCore
import FluidMotion
import FluidRandom
import FluidRender
import Testing

@testable import FluidScenes
@testable import FluidSession

#if canImport(Glibc)
import Glibc
#endif

/// A scene that reports damage must draw, frame after frame on a canvas that keeps the last
/// frame, exactly the pixels it draws when every frame is drawn whole.
@Suite struct FrameDamageSceneTests {
    /// Turns of the rotation card, generated from `seed`: drags around the card's centre through
    /// a random angle (a quarter to a whole turn, either way) at a random radius, the first held
    /// still halfway, each let go with the card spinning, and the settling after the last.
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
                let point = #""x":\#(center.x + radius * Double.cos(a)),"y":\#(center.y + radius * Double.sin(a))"#
                lines.append(#"{"t":\#(t),"type":"touch","id":\#(turn + 1),"phase":"\#(phase)",\#(point)}"#)
                t += 1 / rate
                // Halfway through the first turn the finger holds the card still (frames that
                // repaint nothing), then goes on.
                if turn == 0, step == steps / 2 {
                    t += 0.3
                    lines.append(#"{"t":\#(t),"type":"touch","id":1,"phase":"moved",\#(point)}"#)
                    t += 1 / rate
                }
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
        let session = try Session(scene: "rotation", size: Self.size, scale: 1)
        let center = (session.scene as! RotationScene).model.center
        let unchanged = try Self.expectDamagedFramesEqualWholeFrames(
            "rotation", script: Self.turns(seed: seed, center: center, rate: rate),
            rate: rate, allDamaged: true)
        // The hold, and the card at rest after each turn, repaint nothing.
        #expect(unchanged >= Int(0.3 * rate) - 2)
    }

    /// Drags of `scene`'s sheet generated from `seed`: from a point on the sheet (its top at
    /// `top`) up or down by a random distance at a random speed, some caught while the sheet
    /// still moves, and taps on it.
    static func sheetGestures(_ scene: String, seed: UInt64, top: Double, rate: Double) -> String {
        var random = SplitMix64(seed: seed)
        var lines = [#"{"type":"header","scene":"\#(scene)","width":390,"height":844,"scale":1,"dark":false}"#]
        var t = 0.1, id = 1
        for _ in 0..<6 {
            let x = 40 + 310 * random.uniform(0...1)
            var y = min(top, 800) + 20 + 20 * random.uniform(0...1)
            if random.uniform(0...1) < 0.25 {
                lines.append(#"{"t":\#(t),"type":"touch","id":\#(id),"phase":"began","x":\#(x),"y":\#(y)}"#)
                lines.append(#"{"t":\#(t + 0.08),"type":"touch","id":\#(id),"phase":"ended","x":\#(x),"y":\#(y)}"#)
                t += 0.08
            } else {
                let distance = (100 + 400 * random.uniform(0...1)) * (random.uniform(0...1) < 0.5 ? -1 : 1)
                let steps = 6 + Int(20 * random.uniform(0...1))
                for step in 0...steps {
                    let phase = step == 0 ? "began" : step == steps ? "ended" : "moved"
                    let yy = min(max(y + distance * Double(step) / Double(steps), 60), 840)
                    lines.append(#"{"t":\#(t),"type":"touch","id":\#(id),"phase":"\#(phase)","x":\#(x),"y":\#(yy)}"#)
                    t += 1 / rate
                }
                y += distance
            }
            id += 1
            // Sometimes the next gesture catches the sheet in flight.
            t += random.uniform(0...1) < 0.4 ? 0.1 : 0.8
        }
        lines.append(#"{"t":\#(t + 1.5),"type":"touch","id":99,"phase":"began","x":195,"y":5}"#)
        lines.append(#"{"t":\#(t + 1.52),"type":"touch","id":99,"phase":"ended","x":195,"y":5}"#)
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [(UInt64(1), 60.0), (2, 120), (3, 60)])
    func momentumFramesWithDamageEqualWholeFrames(seed: UInt64, rate: Double) throws {
        let session = try Session(scene: "momentum", size: Self.size, scale: 1)
        let top = (session.scene as! MomentumScene).model.drawer.top
        try Self.expectDamagedFramesEqualWholeFrames(
            "momentum", script: Self.sheetGestures("momentum", seed: seed, top: top, rate: rate),
            rate: rate, allDamaged: true)
    }

    @Test(arguments: [(UInt64(1), 60.0), (2, 120), (3, 60)])
    func placesFramesWithDamageEqualWholeFrames(seed: UInt64, rate: Double) throws {
        let session = try Session(scene: "places", size: Self.size, scale: 1)
        let top = (session.scene as! PlacesScene).model.browser.drawerFrame.minY
        // Taps on the sheet's rows pick places, whose cards rise over it and are dragged too.
        try Self.expectDamagedFramesEqualWholeFrames(
            "places", script: Self.sheetGestures("places", seed: seed, top: top, rate: rate),
            rate: rate, allDamaged: false)
    }

    /// A place's card up (a tap on a map pin opens it) and dragged, flicked and caught as the
    /// sheet gestures above drag the browser: the card's frames report damage too.
    @Test(arguments: [(UInt64(1), 60.0), (2, 120), (3, 60)])
    func placesCardFramesWithDamageEqualWholeFrames(seed: UInt64, rate: Double) throws {
        let script = try Self.cardGestures(seed: seed, rate: rate)
        try Self.expectDamagedFramesEqualWholeFrames("places", script: script, rate: rate, allDamaged: false)
        var session = try Session(scene: "places", size: Self.size, scale: 1)
        var cardFrames = 0
        _ = try Replay(script: TouchScript(parsing: script), fps: rate).run(&session) { _, session in
            let places = session.scene as! PlacesScene
            if places.model.isCardPresented, places.damage != nil { cardFrames += 1 }
        }
        #expect(cardFrames > 30)
    }

    /// On a tablet the sheets are panels at the side: a card's frames repaint the panels and
    /// not the map beside them, and still equal the frames drawn whole.
    @Test(arguments: [(UInt64(1), 60.0), (2, 120)])
    func placesTabletCardFramesWithDamageEqualWholeFrames(seed: UInt64, rate: Double) throws {
        let tablet = Size(width: 1024, height: 1366)
        let script = try Self.cardGestures(seed: seed, rate: rate, size: tablet)
        try Self.expectDamagedFramesEqualWholeFrames(
            "places", script: script, rate: rate, allDamaged: false, size: tablet)
        var session = try Session(scene: "places", size: tablet, scale: 1)
        var narrowFrames = 0
        _ = try Replay(script: TouchScript(parsing: script), fps: rate).run(&session) { _, session in
            let places = session.scene as! PlacesScene
            guard places.model.isCardPresented, let damage = places.damage else { return }
            // Everything it repaints lies within the panels' width and their shadows' reach.
            let right =
                max(places.model.browser.drawerFrame.maxX, places.model.card.drawerFrame.maxX) + PlacesScene.shadowReach
            #expect(damage.rects.allSatisfy { $0.maxX <= right })
            if right < tablet.width / 2 { narrowFrames += 1 }
        }
        #expect(narrowFrames > 30)
    }

    /// A tap on the first map pin a finger can reach, then `sheetGestures` from the top of the
    /// card it opens.
    static func cardGestures(seed: UInt64, rate: Double, size: Size = size) throws -> String {
        var session = try Session(scene: "places", size: size, scale: 1)
        let places = session.scene as! PlacesScene
        let pin = try #require(places.model.places.indices.first { places.pin(at: places.pinFrame($0).center) == $0 })
        let p = places.pinFrame(pin).center
        let tap = [
            #"{"t":0.1,"type":"touch","id":50,"phase":"began","x":\#(p.x),"y":\#(p.y)}"#,
            #"{"t":0.16,"type":"touch","id":50,"phase":"ended","x":\#(p.x),"y":\#(p.y)}"#
        ]
        _ = try Replay(script: TouchScript(parsing: tap.joined(separator: "\n") + "\n"), fps: rate).run(&session) {
            _, _ in
        }
        session.advance(to: 1.2)
        let card = session.scene as! PlacesScene
        #expect(card.model.isCardPresented)
        let top = card.model.card.drawerFrame.minY
        // The sheet gestures, shifted to begin once the card has risen.
        let rest = sheetGestures("places", seed: seed, top: top, rate: rate).split(separator: "\n").dropFirst().map {
            line in
            guard let range = line.range(of: #""t":"#), let comma = line[range.upperBound...].firstIndex(of: ","),
                let t = Double(line[range.upperBound..<comma])
            else { return String(line) }
            return String(line[..<range.upperBound]) + "\(t + 1.2)" + String(line[comma...])
        }
        return
            ([
                #"{"type":"header","scene":"places","width":\#(size.width),"height":\#(size.height),"scale":1,"dark":false}"#
            ] + tap + rest)
            .joined(separator: "\n") + "\n"
    }

    /// Presses of the flashlight button generated from `seed`: with a force that rises to a
    /// random peak and falls (some past the switch's threshold, some not), held for a random
    /// time, and short taps; the light fading in and out between them.
    static func flashlightPresses(seed: UInt64, center: Point, rate: Double) -> String {
        var random = SplitMix64(seed: seed)
        var lines = [#"{"type":"header","scene":"flashlight","width":390,"height":844,"scale":1,"dark":false}"#]
        var t = 0.1
        for press in 0..<5 {
            let peak = 0.3 + 0.7 * random.uniform(0...1)
            let steps = 4 + Int(40 * random.uniform(0...1))
            let (x, y) = (center.x + 10 * (random.uniform(0...1) - 0.5), center.y + 10 * (random.uniform(0...1) - 0.5))
            for step in 0...steps {
                let phase = step == 0 ? "began" : step == steps ? "ended" : "moved"
                let force = peak * Double.sin(Double.pi * Double(step) / Double(steps))
                lines.append(
                    #"{"t":\#(t),"type":"touch","id":\#(press + 1),"phase":"\#(phase)","x":\#(x),"y":\#(y),"force":\#(force)}"#
                )
                t += 1 / rate
            }
            t += 0.2 + random.uniform(0...1)
        }
        lines.append(#"{"t":\#(t + 1.5),"type":"touch","id":99,"phase":"began","x":195,"y":400}"#)
        lines.append(#"{"t":\#(t + 1.52),"type":"touch","id":99,"phase":"ended","x":195,"y":400}"#)
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [(UInt64(1), 60.0), (2, 120), (3, 60)])
    func flashlightFramesWithDamageEqualWholeFrames(seed: UInt64, rate: Double) throws {
        let session = try Session(scene: "flashlight", size: Self.size, scale: 1)
        let center = (session.scene as! FlashlightScene).model.center
        try Self.expectDamagedFramesEqualWholeFrames(
            "flashlight", script: Self.flashlightPresses(seed: seed, center: center, rate: rate),
            rate: rate, allDamaged: true)
    }

    static let size = Size(width: 390, height: 844)

    /// Replays `script` on `scene`, drawing each frame on a canvas that keeps the last frame and
    /// whole on another, and expects the two byte for byte, every frame (at 1.5×, so device
    /// pixels fall between points).
    /// Returns how many frames named the previous frame's content (`FrameDamage.content`), so
    /// repainted nothing.
    @discardableResult
    static func expectDamagedFramesEqualWholeFrames(
        _ scene: String, script text: String, rate: Double,
        allDamaged: Bool, size: Size = size
    ) throws -> Int {
        var session = try Session(scene: scene, size: size, scale: 1)
        let script = try TouchScript(parsing: text)
        let kept = try CairoCanvas(size: size, scale: 1.5)
        let whole = try CairoCanvas(size: size, scale: 1.5)
        var frames = 0, damaged = 0
        var mismatches: [String] = []
        var previous: FrameDamage?
        var unchanged = 0
        _ = try Replay(script: script, fps: rate).run(&session) { index, session in
            session.drawFrame(in: kept)
            session.drawFrame(in: whole, whole: true)
            frames += 1
            let damage = session.scene.damage
            if damage != nil { damaged += 1 }
            if let damage, let previous, damage.drawsTheSameFrame(as: previous) { unchanged += 1 }
            previous = damage
            // Bytes first (a debug build compares images slowly); the comparison only to report.
            let same = kept.withPixels { a, _ in
                whole.withPixels { b, _ in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
            }
            if !same { mismatches.append("frame \(index): \(ImageComparison(kept.snapshot(), whole.snapshot()))") }
        }
        #expect(frames > 60)
        if allDamaged { #expect(damaged == frames) } else { #expect(damaged > 0) }
        #expect(mismatches.isEmpty, "\(scene): \(mismatches.prefix(5))")
        return unchanged
    }
}
