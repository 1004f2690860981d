import FluidCommandLine
import FluidCore
import FluidFiles
import FluidMotion
import FluidRender
import FluidSceneKit
import FluidSession

/// `fluid bench render --generated N`: each scene under N seeded gesture sequences at each rate,
/// timed as the states are (`--rounds` rounds on one canvas, a frame's time its minimum over
/// them), and reported by the sequence with the worst p99, so that sequence can be replayed.
extension RenderBench {
    /// One timed sequence: which it was and its frame times (ms).
    struct GeneratedRun {
        var seed: UInt64
        var rate: Int
        var gestures: Int
        var times: RenderTimes
    }

    func runGenerated(count: Int, options: SceneOptions) throws {
        let container = Size(argument: size)!
        let catalog = benchCatalog()
        let scenes =
            scene.flatMap { catalog.canonicalName($0) }.map { [$0] }
            ?? SceneCatalog.standard.listedEntries.map(\.name)
        let rates = hz.isEmpty ? GestureGenerator.rates : GestureGenerator.rates.filter(hz.contains)
        if printScript, let sceneName = scenes.first, let rate = rates.first {
            var script = try generate(
                sceneName, seed: seed, rate: rate, container: container, catalog: catalog,
                options: options
            ).script
            script.header = ScriptHeader(
                scene: sceneName, size: container, scale: scale, dark: options.dark,
                reduceMotion: options.reduceMotion, rightToLeft: options.catalog.isRightToLeft,
                textSize: options.textSize,
                locale: sceneArguments.locale.flatMap { MessageCatalogFile.candidates(for: $0).isEmpty ? nil : $0 })
            return try StandardOutput.write(script.text)
        }
        for sceneName in scenes {
            var worst: GeneratedRun?
            var frames = 0
            for offset in 0..<UInt64(count) {
                for rate in rates {
                    let run = try timeGenerated(
                        sceneName, seed: seed &+ offset, rate: rate, container: container,
                        catalog: catalog, options: options)
                    frames += run.times.count
                    if worst.map({ run.times.p99 > $0.times.p99 }) ?? true { worst = run }
                }
            }
            if let worst { try reportGenerated(sceneName, worst, sequences: count * rates.count, frames: frames) }
        }
    }

    /// The sequence for `seed` at `rate` Hz; an error if it left the scene (a generator bug).
    private func generate(
        _ sceneName: String, seed: UInt64, rate: Int, container: Size, catalog: SceneCatalog,
        options: SceneOptions
    ) throws(CLIError) -> GestureGenerator {
        let generator: GestureGenerator
        do {
            generator = try GestureGenerator(
                catalog: catalog, scene: sceneName, size: container, scale: scale,
                options: options, seed: seed, rate: rate)
        } catch {
            throw CLIError(.usage, error.description)
        }
        guard generator.sceneName == sceneName else {
            throw CLIError(.software, "seed \(seed) at \(rate) Hz left \(sceneName) for \(generator.sceneName)")
        }
        return generator
    }

    private func timeGenerated(
        _ sceneName: String, seed: UInt64, rate: Int, container: Size, catalog: SceneCatalog,
        options: SceneOptions
    ) throws -> GeneratedRun {
        let generator = try generate(
            sceneName, seed: seed, rate: rate, container: container, catalog: catalog, options: options)
        let canvas = try makeCanvas(container)
        var best: [Double] = []
        for _ in 0..<rounds {
            let times = try timeFrames(
                sceneName, generator.script, fps: Double(rate), catalog: catalog, options: options,
                canvas: canvas)
            best = best.isEmpty ? times : zip(best, times).map { min($0, $1) }
        }
        return GeneratedRun(seed: seed, rate: rate, gestures: generator.kinds.count, times: RenderTimes(best))
    }

    /// The command that times `run` alone, with this run's size, scale, rounds, rows and scene
    /// options.
    private func replayCommand(_ sceneName: String, _ run: GeneratedRun) -> String {
        "fluid bench render --generated 1 --seed \(run.seed) --hz \(run.rate) --scene \(sceneName) "
            + "--size \(size) --scale \(decimalText(scale, places: 2)) --rounds \(rounds)"
            + (rows == 40 ? "" : " --rows \(rows)") + sceneFlags
    }

    private func reportGenerated(_ sceneName: String, _ run: GeneratedRun, sequences: Int, frames: Int) throws(CLIError)
    {
        let times = run.times
        if json {
            try StandardOutput.write(
                #"{"scene":"\#(sceneName)","sequences":\#(sequences),"frames":\#(frames),"rounds":\#(rounds),"scale":\#(scale),"size":"\#(size)","worstSeed":\#(run.seed),"worstHz":\#(run.rate),"worstFrames":\#(times.count),"p50Milliseconds":\#(decimalText(times.p50, places: 4)),"p99Milliseconds":\#(decimalText(times.p99, places: 4)),"maxMilliseconds":\#(decimalText(times.max, places: 4)),"replay":"\#(replayCommand(sceneName, run))"\#(slowestJSON(times))}"#
                    + "\n")
        } else {
            let label = sceneName.padding(toLength: max(13, sceneName.count), withPad: " ", startingAt: 0)
            try StandardOutput.write(
                "\(label) \(size) pt × \(decimalText(scale, places: 2)), \(sequences) sequences, \(frames) frames, min of \(rounds): "
                    + "worst seed \(run.seed) at \(run.rate) Hz (\(times.count) frames): p50 \(decimalText(times.p50, places: 3)) ms   "
                    + "p99 \(decimalText(times.p99, places: 3)) ms   max \(decimalText(times.max, places: 3)) ms\n"
                    + "    replay: \(replayCommand(sceneName, run))\n"
                    + slowestText(times, fps: Double(run.rate)))
        }
    }
}
