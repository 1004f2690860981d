import ArgumentParser
import FluidCanvas
import FluidCommandLine
import FluidCore
import FluidFiles
import FluidGestures
import FluidLocalization
import FluidMotion
import FluidRender
import FluidSceneKit
import FluidScenes
import FluidSession
import Foundation

/// `fluid bench`: measurements that BENCHMARKS.md records.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure rendering performance, release-velocity and prediction error.",
        subcommands: [RenderBench.self, VelocityBench.self, PredictionBench.self])
}

/// `fluid bench render`: the time to draw each frame of replayed gestures, per state, as p50 /
/// p99 / max over the frames. Each gesture runs `--rounds` times on one canvas, as the
/// playground keeps one, and a frame's time is its minimum over the rounds: what the frame
/// costs once the canvas has drawn it before, without the other programs sharing the machine.
/// The slowest frame of the first round (`cold`) is what the first time costs: caches empty
/// but for the scene's opening frame, drawn untimed as a window shows it before any input.
struct RenderBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Time the drawing of frames, per state: replayed gestures in every scene.",
        discussion: """
            With no --state, --script, --all or --generated: shortcuts/list-scroll (the drawer at \
            full height while a finger scrolls its list). States: \(RenderBenchState.all(sweepFrames: 1).map(\.label).joined(separator: ", ")).

            --generated N times, per scene (or only --scene), N gesture sequences made from the \
            scene's semantics and layout with seeds --seed, --seed + 1, …, each at 60 and 120 Hz \
            (or only --hz): taps, long presses, drags, flicks, catches, turns, drawer sweeps, list \
            scrolls and hand-offs. It prints each scene's worst p99 with the seed and rate that \
            produced it, and the command that replays that sequence alone. A tablet: --size \
            1024x1366 --scale 2; a landscape phone: --size 844x390 --scale 3.
            """)

    @Option(help: "A state to time, scene/name (repeatable); see the list below.")
    var state: [String] = []

    @Flag(help: "Time every state of every scene.")
    var all = false

    @Option(help: "Time a touch script (JSON Lines) replayed through --scene instead.")
    var script: String?

    @Option(help: ArgumentHelp("Time N generated gesture sequences per scene (seeds --seed …).", valueName: "N"))
    var generated: Int?

    @Option(help: "First seed of --generated.")
    var seed: UInt64 = 1

    @Option(help: "Touch and frame rate of --generated in Hz, 60 or 120 (repeatable); both when not given.")
    var hz: [Int] = []

    @Option(help: "Number of actions in the shortcuts drawer's list (≥ 1).")
    var rows: Int = 40

    @Option(help: "Frames of list sweep in shortcuts/list-scroll.")
    var frames: Int = 600

    @Option(help: "Rounds of each gesture; a frame's time is its minimum over them.")
    var rounds: Int = 3

    @OptionGroup
    var sceneArguments: SceneArguments<BenchSceneHelp>

    @Flag(help: "With --generated 1, --scene and one --hz: print the sequence as a touch script instead of timing it.")
    var printScript = false

    @Flag(help: "Draw every frame whole, as if no scene reported damage (to compare against).")
    var wholeFrames = false

    @Flag(help: "Print one JSON object per state (JSON Lines) instead of text.")
    var json = false

    @Option(
        help:
            "Also print the N slowest frames of each state (of each scene's worst sequence with --generated): their indices, as 'fluid replay --frames' numbers its pictures, and times."
    )
    var slowest: Int = 0

    func validate() throws {
        guard rows >= 1, rows <= 10_000_000 else { throw ValidationError("--rows must be in 1…10000000, got \(rows)") }
        guard frames >= 10, frames <= 100_000 else {
            throw ValidationError("--frames must be in 10…100000, got \(frames)")
        }
        guard rounds >= 1, rounds <= 100 else { throw ValidationError("--rounds must be in 1…100, got \(rounds)") }
        guard slowest >= 0, slowest <= 1000 else {
            throw ValidationError("--slowest must be in 0…1000, got \(slowest)")
        }
        guard slowest == 0 || !printScript else {
            throw ValidationError("--slowest goes with timing, not --print-script")
        }
        if let generated, !(1...10_000).contains(generated) {
            throw ValidationError("--generated must be in 1…10000, got \(generated)")
        }
        for rate in hz where !GestureGenerator.rates.contains(rate) {
            throw ValidationError("--hz must be 60 or 120, got \(rate)")
        }
        guard generated != nil || (seed == 1 && hz.isEmpty) else {
            throw ValidationError("--seed and --hz go with --generated")
        }
        guard !printScript || (generated == 1 && scene != nil && hz.count == 1) else {
            throw ValidationError("--print-script needs --generated 1, --scene and one --hz")
        }
        let known = RenderBenchState.all(sweepFrames: 1).map(\.label)
        for name in state where !known.contains(name) {
            throw ValidationError("--state must be one of \(known.joined(separator: ", ")), got '\(name)'")
        }
        guard [!state.isEmpty, all, script != nil, generated != nil].filter({ $0 }).count <= 1 else {
            throw ValidationError("--state, --all, --script and --generated exclude one another")
        }
    }

    /// `--scene`: for `--script`, or the only scene of `--generated`.
    var scene: String? { sceneArguments.scene }
    /// `--scale`, 2 when not given.
    var scale: Double { sceneArguments.scale ?? 2 }
    /// `--size` as given, `Session.defaultSize` when not.
    var size: String { sceneArguments.size ?? Session.defaultSize.argumentText }

    func run() throws {
        let options = try sceneOptions()
        if let generated { return try runGenerated(count: generated, options: options) }
        let states = try selectedStates()
        let container = Size(argument: size)!
        let catalog = benchCatalog()
        for benchState in states {
            let canvas = try makeCanvas(container)
            var best: [Double] = []
            var cold = 0.0
            for round in 0..<rounds {
                let times = try timeFrames(
                    benchState.scene, benchState.script, fps: 1 / GestureWriter.frameInterval,
                    catalog: catalog, options: options, canvas: canvas)
                if round == 0 { cold = times.max() ?? 0 }
                best = best.isEmpty ? times : zip(best, times).map { min($0, $1) }
            }
            try report(benchState, RenderTimes(best), cold: cold)
        }
    }

    private func selectedStates() throws -> [RenderBenchState] {
        if let script {
            try OutputAlias.check(inputs: [.init("the script \(script)", path: script)], outputs: [.standardOutput])
            let touchScript: TouchScript
            do {
                touchScript = try TouchScript(contentsOfFile: script)
            } catch {
                throw CLIError(error.kind == .unreadable ? .usage : .dataError, error.description)
            }
            // A script too long to replay is refused before any frame is drawn, as by `fluid replay`.
            do {
                _ = try Replay(script: touchScript, fps: 1 / GestureWriter.frameInterval)
            } catch {
                throw CLIError(.dataError, "\(script): \(error)")
            }
            return [RenderBenchState(scene: scene ?? "shortcuts", name: script, script: touchScript)]
        }
        let every = RenderBenchState.all(sweepFrames: frames)
        if all { return every }
        let names = state.isEmpty ? ["shortcuts/list-scroll"] : state
        return names.compactMap { name in every.first { $0.label == name } }
    }

    /// The scenes' options: `--dark`, `--reduce-motion`, `--text-size`, and the strings of
    /// `--locale` (English without it, whatever the environment says: a measurement is the same
    /// on every machine); exit 65 when its catalog cannot be used, as for `fluid replay`.
    func sceneOptions() throws(CLIError) -> SceneOptions {
        var catalog = MessageCatalog.english
        if let locale = sceneArguments.locale {
            let strings = MessageCatalogFile.load(locale: locale)
            if let problem = strings.problem { throw CLIError(.dataError, problem) }
            catalog = strings.catalog
        }
        return SceneOptions(
            dark: sceneArguments.dark ?? false, reduceMotion: sceneArguments.reduceMotion ?? false,
            textSize: sceneArguments.textSizeCategory ?? .default, catalog: catalog)
    }

    /// The scene options given, as they are written on a command line (for a replay command).
    var sceneFlags: String {
        var flags = ""
        if let dark = sceneArguments.dark { flags += dark ? " --dark" : " --no-dark" }
        if let reduceMotion = sceneArguments.reduceMotion {
            flags += reduceMotion ? " --reduce-motion" : " --no-reduce-motion"
        }
        if let textSize = sceneArguments.textSize { flags += " --text-size \(textSize)" }
        if let locale = sceneArguments.locale { flags += " --locale \(locale)" }
        return flags
    }

    /// The standard scenes, with `--rows` actions in the shortcuts drawer.
    func benchCatalog() -> SceneCatalog {
        let actions = rows == ActionCatalog.standard.count ? ActionCatalog() : .synthetic(count: rows)
        return SceneCatalog(
            SceneCatalog.standard.entries.map { entry in
                entry.name == "shortcuts"
                    ? .init(entry.name, entry.summary) { ShortcutsScene(options: $0, catalog: actions) }
                    : entry
            })
    }

    /// Milliseconds to draw each frame of one replay of `script` in `scene` at `fps` on
    /// `canvas`, after its opening frame (untimed).
    func timeFrames(
        _ scene: String, _ script: TouchScript, fps: Double, catalog: SceneCatalog, options: SceneOptions,
        canvas: CairoCanvas
    ) throws -> [Double] {
        var session: Session
        do {
            session = try Session(catalog: catalog, scene: scene, size: canvas.size, scale: scale, options: options)
        } catch {
            throw CLIError(.usage, error.description)
        }
        try? canvas.resize(to: session.size)
        session.drawFrame(in: canvas)
        var times: [Double] = []
        let clock = ContinuousClock()
        try Replay(script: script, fps: fps).run(&session) { (_, session) throws(CLIError) in
            if canvas.size != session.size {
                do { try canvas.resize(to: session.size) } catch { throw CLIError(.dataError, "\(error)") }
            }
            let began = clock.now
            session.drawFrame(in: canvas, whole: wholeFrames)
            let elapsed = began.duration(to: clock.now)
            times.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15)
        }
        return times
    }

    private func report(_ benchState: RenderBenchState, _ times: RenderTimes, cold: Double) throws(CLIError) {
        if json {
            try StandardOutput.write(
                #"{"scene":"\#(benchState.scene)","state":"\#(benchState.name)","rows":\#(rows),"frames":\#(times.count),"rounds":\#(rounds),"scale":\#(scale),"p50Milliseconds":\#(decimalText(times.p50, places: 4)),"p99Milliseconds":\#(decimalText(times.p99, places: 4)),"maxMilliseconds":\#(decimalText(times.max, places: 4)),"coldMaxMilliseconds":\#(decimalText(cold, places: 4))\#(slowestJSON(times))}"#
                    + "\n")
        } else {
            let label = benchState.label.padding(toLength: max(28, benchState.label.count), withPad: " ", startingAt: 0)
            try StandardOutput.write(
                "\(label) \(size) pt × \(decimalText(scale, places: 2)), \(times.count) frames, min of \(rounds): "
                    + "p50 \(decimalText(times.p50, places: 3)) ms   p99 \(decimalText(times.p99, places: 3)) ms   max \(decimalText(times.max, places: 3)) ms   cold max \(decimalText(cold, places: 3)) ms\n"
                    + slowestText(times, fps: 1 / GestureWriter.frameInterval))
        }
    }
}

/// Frame times (ms) summarised: nearest-rank percentiles of the sorted times.
struct RenderTimes {
    let sorted: [Double]
    /// The times in frame order.
    let frames: [Double]

    init(_ times: [Double]) {
        frames = times
        sorted = times.sorted()
    }

    /// The `count` slowest frames, slowest first (ties by index): index and time (ms).
    func slowest(_ count: Int) -> [(frame: Int, milliseconds: Double)] {
        frames.enumerated().sorted { ($1.element, $0.offset) < ($0.element, $1.offset) }
            .prefix(count).map { (frame: $0.offset, milliseconds: $0.element) }
    }

    var count: Int { sorted.count }
    var p50: Double { percentile(0.50) }
    var p99: Double { percentile(0.99) }
    var max: Double { sorted.last ?? 0 }

    /// The smallest time with at least `p` of the frames at or below it (nearest rank).
    func percentile(_ p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let index = Swift.min(sorted.count - 1, Int((p * Double(sorted.count)).rounded(.up)) - 1)
        return sorted[Swift.max(0, index)]
    }
}

extension RenderBench {
    /// `--slowest`'s line of the text report ("" without it): each frame's index, its time in
    /// the replay at `fps` and how long it took.
    func slowestText(_ times: RenderTimes, fps: Double) -> String {
        guard slowest > 0 else { return "" }
        return "    slowest: "
            + times.slowest(slowest).map {
                "frame \($0.frame) (t \(decimalText(Double($0.frame) / fps, places: 3)) s) \(decimalText($0.milliseconds, places: 3)) ms"
            }.joined(separator: ", ") + "\n"
    }

    /// `--slowest`'s field of a JSON report ("" without it).
    func slowestJSON(_ times: RenderTimes) -> String {
        guard slowest > 0 else { return "" }
        return #","slowest":["#
            + times.slowest(slowest).map {
                #"{"frame":\#($0.frame),"milliseconds":\#(decimalText($0.milliseconds, places: 4))}"#
            }.joined(separator: ",") + "]"
    }

    /// The one canvas a run of frames draws on, as the playground keeps one; exit 64 when
    /// `--size` at `--scale` is more than a canvas may be (as for `fluid replay`): the one error
    /// a canvas's creation throws.
    func makeCanvas(_ container: Size) throws -> CairoCanvas {
        do {
            return try CairoCanvas(size: container, scale: scale)
        } catch let error as RenderError {
            throw CLIError(.usage, error.description)
        }
    }
}

/// The scene options as the benchmark reads them: unset, fixed defaults, never the desktop's.
enum BenchSceneHelp: SceneArgumentsHelp {
    static let scene = "Scene for --script (default shortcuts), or the only scene for --generated."
    static let size = "Container size in points, WxH (default: \(Session.defaultSize.argumentText))."
    static let scale = "Pixels per point (\(PixelScale.rangeText); default: 2)."
    static let dark = "Dark appearance (default: light)."
    static let reduceMotion = "Reduce Motion: springs settle without bounce or overshoot (default: off)."
    static let locale = "Language of the UI strings, e.g. de_DE.UTF-8 or he (default: English, whatever LANG says)."
    static let textSize = "Text size (Dynamic Type): \(ContentSizeCategory.namesText) (default: large)."
}
