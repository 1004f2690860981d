import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import FluidTestSupport
import Foundation
import Testing

@testable import FluidSceneKit
@testable import FluidScenes

/// Removing or adding a step while the reorder's springs still move (issue 24): the cards carry
/// on from where they are drawn with the velocity they have, under their new indices, instead
/// of stopping at once (they used to jump to their places). Checked frame by frame at 120 Hz:
/// at the edit every remaining card is drawn where it was, and no card's movement between two
/// frames changes by more than its springs' acceleration allows.
@Suite struct StepEditWhileSettlingTests {
    static let frame = 1.0 / 120

    func scene() throws -> ShortcutsScene {
        var scene = try #require(try SceneCatalog.standard.makeScene(named: "shortcuts") as? ShortcutsScene)
        scene.layout(size: Size(width: 390, height: 844), safeArea: .zero)
        scene.advance(to: 0)
        return scene
    }

    /// Where each step's card is drawn (content pt), by the step's action id.
    func drawn(_ scene: ShortcutsScene) -> [String: Double] {
        var tops: [String: Double] = [:]
        for (i, id) in scene.document.steps.enumerated() { tops[id] = scene.shownCardTop(i) }
        return tops
    }

    /// Plays frames from `t` for `count` frames, collecting each card's drawn top per frame.
    func frames(_ scene: inout ShortcutsScene, from t: Double, count: Int) -> [[String: Double]] {
        (1...count).map { k in
            scene.advance(to: t + Double(k) * Self.frame)
            return drawn(scene)
        }
    }

    /// The largest change, over the cards present in all of `tops`, of the distance moved in one
    /// frame from one frame to the next (pt): a jump shows as a step far larger than the one
    /// before it.
    func largestChangeOfStep(_ tops: [[String: Double]]) -> Double {
        var largest = 0.0
        for k in 2..<tops.count {
            for (id, now) in tops[k] {
                guard let a = tops[k - 2][id], let b = tops[k - 1][id] else { continue }
                largest = max(largest, abs((now - b) - (b - a)))
            }
        }
        return largest
    }

    /// The springs' largest acceleration here: ζ 0.85 / response 0.35 s over at most two slots
    /// (ω² · 160 ≈ 51 600 pt/s²) plus the removal's (critically damped, 0.35 s, one slot:
    /// ω² · 80 ≈ 25 800 pt/s²); per frame² at 120 Hz about 5.4 pt. A jump is a whole slot.
    static let allowedChange = 6.0

    /// Step 0 moved down (Move down): both cards spring; 0.05 s later the step now last is
    /// removed, then the one now first.
    @Test(arguments: ["last", "first"])
    func removingAStepWhileCardsMakeRoomKeepsThemMoving(_ which: String) throws {
        var scene = try scene()
        #expect(scene.document.steps.count >= 3)
        #expect(Set(scene.document.steps).count == scene.document.steps.count)
        let moved = scene.perform(.moveDown, on: "step.0", at: 1)
        #expect(moved)
        var tops = frames(&scene, from: 1, count: 6)
        let t = 1 + 6 * Self.frame
        let before = drawn(scene)
        #expect(scene.reorder.isMoving)
        let index = which == "last" ? scene.document.steps.count - 1 : 0
        let removed = scene.document.steps[index]
        scene.removeStep(index, at: t)
        let after = drawn(scene)
        #expect(after[removed] == nil)
        for (id, top) in after {
            #expect(isClose(top, before[id] ?? .nan, within: 1e-9), "\(id) drawn at \(top), was \(before[id] ?? .nan)")
        }
        tops.append(after)
        tops += frames(&scene, from: t, count: 60)
        let change = largestChangeOfStep(tops)
        #expect(change < Self.allowedChange, "a card's step changed by \(change) pt between frames")
        scene.advance(to: t + 3)
        #expect(!scene.reorder.isMoving && !scene.removals.isMoving)
        let count = scene.document.steps.count
        for i in 0..<count { #expect(scene.shownCardTop(i) == scene.cardFrame(i).minY) }
    }

    /// A step added (appended) while the cards swap: the others go on moving.
    @Test func addingAStepWhileCardsMakeRoomKeepsThemMoving() throws {
        var scene = try scene()
        _ = scene.perform(.moveDown, on: "step.0", at: 1)
        var tops = frames(&scene, from: 1, count: 6)
        let t = 1 + 6 * Self.frame
        let before = drawn(scene)
        let fresh = try #require(scene.catalog.actions.firstIndex { !scene.document.steps.contains($0.id) })
        scene.addStep(catalogIndex: fresh, at: t)
        let after = drawn(scene)
        for (id, top) in before {
            #expect(isClose(after[id] ?? .nan, top, within: 1e-9), "\(id) drawn at \(after[id] ?? .nan), was \(top)")
        }
        #expect(scene.reorder.isMoving)
        tops.append(after)
        tops += frames(&scene, from: t, count: 60)
        let change = largestChangeOfStep(tops)
        #expect(change < Self.allowedChange, "a card's step changed by \(change) pt between frames")
    }
}
