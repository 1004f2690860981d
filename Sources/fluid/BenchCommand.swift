import ArgumentParser
import FluidCanvas
import FluidGestures
import FluidMotion
import FluidRender
import FluidScenes
import Foundation

/// `fluid bench`: measurements that BENCHMARKS.md records.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure rendering performance.",
        subcommands: [RenderBench.self])
}

/// `fluid bench render`: the time to draw one `shortcuts` frame (the drawer at full height while
/// a finger scrolls its list), per frame, as p50 / p99 / max over many frames.
struct RenderBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Time the drawing of shortcuts frames at full height while the list scrolls.")

    @Option(help: "Number of actions in the drawer's list (≥ 1).")
    var rows: Int = 40

    @Option(help: "Frames to measure (after 60 warm-up frames).")
    var frames: Int = 600

    @Option(help: "Pixels per point.")
    var scale: Double = 2

    @Option(help: "Container size in points, WxH.")
    var size: String = "390x844"

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func validate() throws {
        guard rows >= 1, rows <= 10_000_000 else { throw ValidationError("--rows must be in 1…10000000, got \(rows)") }
        guard frames >= 10, frames <= 100_000 else { throw ValidationError("--frames must be in 10…100000, got \(frames)") }
        guard scale.isFinite, scale >= 0.25, scale <= 8 else { throw ValidationError("--scale must be in 0.25…8, got \(scale)") }
        guard Size(argument: size) != nil else { throw ValidationError("--size must be \(Size.argumentRule), got '\(size)'") }
    }

    func run() throws {
        let container = Size(argument: size)!
        let canvas: CairoCanvas
        do {
            canvas = try CairoCanvas(size: container, scale: scale)
        } catch {
            throw CLIError(.unavailable, "cannot create a \(size) canvas: \(error)")
        }
        var scene = ShortcutsScene(catalog: rows == ActionCatalog.standard.count
                                   ? ActionCatalog() : .synthetic(count: rows))
        scene.layout(size: container, safeArea: .zero)
        // Up twice: compressed → expanded → full height, then let it settle.
        scene.handle(.key(.up, time: 0))
        scene.handle(.key(.up, time: 0.01))
        scene.advance(to: 2)

        let warmUp = 60
        var samples: [Double] = []
        samples.reserveCapacity(frames)
        let clock = ContinuousClock()
        var t = 2.0
        let frameInterval = 1.0 / 120
        let start = Point(x: container.width / 2, y: container.height * 0.8)
        scene.handle(.touch(TouchEvent(id: 1, phase: .began, location: start, time: t)))
        for frame in 0..<(warmUp + frames) {
            t += frameInterval
            // A finger sweeping the list up and down by 300 pt once a second.
            let y = start.y - 150 + 150 * cos(2 * Double.pi * Double(frame) / 120)
            scene.handle(.touch(TouchEvent(id: 1, phase: .moved, location: Point(x: start.x, y: y), time: t)))
            scene.advance(to: t)
            let began = clock.now
            scene.drawFrame(in: canvas, background: .white)
            let elapsed = began.duration(to: clock.now)
            if frame >= warmUp {
                samples.append(Double(elapsed.components.seconds) * 1e3
                               + Double(elapsed.components.attoseconds) * 1e-15)
            }
        }
        samples.sort()
        let p50 = percentile(samples, 0.50)
        let p99 = percentile(samples, 0.99)
        let worst = samples.last ?? 0
        if json {
            print(#"{"rows":\#(rows),"frames":\#(frames),"scale":\#(scale),"p50Milliseconds":\#(decimalText(p50, places: 4)),"p99Milliseconds":\#(decimalText(p99, places: 4)),"maxMilliseconds":\#(decimalText(worst, places: 4))}"#)
        } else {
            print("shortcuts frame at \(size) pt × \(decimalText(scale, places: 2)), \(rows) rows, \(frames) frames:")
            print("  p50 \(decimalText(p50, places: 3)) ms   p99 \(decimalText(p99, places: 3)) ms   max \(decimalText(worst, places: 3)) ms")
        }
    }

    private func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let index = min(sorted.count - 1, Int((p * Double(sorted.count)).rounded(.up)) - 1)
        return sorted[max(0, index)]
    }
}
