import ArgumentParser
import FluidRandom

/// `fluid-fuzz`: feeds every engine model seeded hostile streams and checks it after every event.
@main
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fluid-fuzz",
        abstract:
            "Fuzz the engine's models (the drawer in several configurations, every scene) with hostile input, or a parser that reads files.",
        discussion: """
            Each case makes a fresh model, feeds it 100–400 seeded hostile actions (NaN, infinite \
            and 1e300 coordinates, clocks that stall, reset or jump by years, resizes and row-count \
            changes mid-touch, several fingers, cancels), checks its invariants and that every number \
            is finite after each action, then lifts every finger and requires it to come to rest. \
            A failure prints its case, the problem and a minimised reproducer. The last line is \
            always "N events, F failures"; the exit status is 1 when F > 0.

            --target catalog, plural or header fuzzes a parser that reads files instead (.mo \
            translation catalogs, Plural-Forms rules, recording headers): its seed corpus \
            (CORPUS/<target>) mutated and inputs built to its format, each checked to parse or be \
            refused with one line, never trap or hang, and to keep the target's properties; an \
            event is one input. Inputs run in a child process, so a trap or hang is a failure the \
            run reports (minimised, and written under --artifacts) and goes on from.
            """)

    @Option(help: "Stop after this many events (actions applied).")
    var events = 100_000_000

    @Option(help: "Stop after this many seconds of wall time.")
    var seconds = 3600.0

    @Option(help: "The seed every case's stream derives from.")
    var seed: UInt64 = 1

    @Option(help: "Run only this case (its number as a failure reports it) and print its actions.")
    var onlyCase: Int?

    @Option(help: "Report at most this many failures in full (all are counted).")
    var maxReports = 5

    @Option(
        help:
            "What to fuzz: engine (the drawer, the motion types and every scene), catalog (.mo catalogs), plural (Plural-Forms rules) or header (recording headers)."
    )
    var target = "engine"

    @Option(
        help: "The seed corpora of the parser targets, one folder each (CORPUS/catalog, CORPUS/plural, CORPUS/header).")
    var corpus = "Fuzz/corpus"

    @Option(help: "Where a parser target writes the minimised input of each failure.")
    var artifacts = ".build/fuzz"

    @Option(help: "Run a parser target on this file once and say what it did (a reproducer).")
    var input: String?

    func validate() throws {
        guard events >= 0 else { throw ValidationError("--events must be ≥ 0") }
        guard seconds.isFinite, seconds >= 0 else { throw ValidationError("--seconds must be finite and ≥ 0") }
        guard maxReports >= 0 else { throw ValidationError("--max-reports must be ≥ 0") }
        if let onlyCase, onlyCase < 0 { throw ValidationError("--only-case must be ≥ 0") }
        guard target == "engine" || ParserTargets.names.contains(target) else {
            throw ValidationError("--target must be engine, \(ParserTargets.names.joined(separator: ", "))")
        }
        if input != nil, target == "engine" { throw ValidationError("--input needs a parser --target") }
    }

    func run() throws {
        CrashReport.install()
        if target != "engine" { return try runParser() }
        var fuzz = Fuzzer(seed: seed, maxReports: maxReports)
        if let onlyCase {
            fuzz.runCase(onlyCase, printActions: true)
        } else {
            let clock = ContinuousClock()
            let start = clock.now
            let limit = Duration.milliseconds(Int64(min(seconds, 1e12) * 1000))
            while fuzz.events < events, clock.now - start < limit {
                fuzz.runCase(fuzz.cases, printActions: false)
            }
            let elapsed = clock.now - start
            let perSecond =
                Double(fuzz.events)
                / max(
                    Double(elapsed.components.seconds)
                        + Double(elapsed.components.attoseconds) / 1e18, 1e-9)
            print("fluid-fuzz: \(fuzz.cases) cases, seed \(seed), \(Int(perSecond)) events/s")
        }
        print("\(fuzz.events) events, \(fuzz.failures) failures")
        if fuzz.failures > 0 { throw ExitCode(1) }
    }
}

/// The run's state: cases done, events applied, failures found.
struct Fuzzer {
    let seed: UInt64
    let maxReports: Int
    let kinds = TargetKind.all
    private(set) var cases = 0
    private(set) var events = 0
    private(set) var failures = 0

    init(seed: UInt64, maxReports: Int) {
        self.seed = seed
        self.maxReports = maxReports
    }

    /// Case `index`: its target kind cycles through `kinds`, its stream's seed mixes the run's
    /// seed with the index.
    mutating func runCase(_ index: Int, printActions: Bool) {
        let kind = kinds[index % kinds.count]
        let caseSeed = seed &* SplitMix64.goldenGamma &+ UInt64(index)
        CrashReport.set(
            "fluid-fuzz: trapped in case \(index) (\(kind.name)); rerun it with: fluid-fuzz --seed \(seed) --only-case \(index)"
        )
        let actions = CaseRunner.actions(seed: caseSeed)
        let runner = CaseRunner(kind: kind)
        if printActions { actions.forEach { print($0.line) } }
        cases = max(cases, index + 1)
        guard let failure = runner.run(actions) else {
            events += actions.count
            return
        }
        events += min(failure.step + 1, actions.count)
        failures += 1
        guard failures <= maxReports else { return }
        let minimal = runner.minimise(actions, failure: failure)
        let found = runner.run(minimal)?.problem ?? failure.problem
        print("FAIL case \(index) (\(kind.name)), rerun with --seed \(seed) --only-case \(index): \(failure.problem)")
        print(
            "  minimised to \(minimal.count) of \(actions.count) actions (then every finger lifts and it runs to rest), failing with: \(found)"
        )
        minimal.forEach { print("    \($0.line)") }
    }
}

extension FuzzCommand {
    /// A parser target: its corpus, then one file (`--input`), one input (`--only-case`) or a run.
    func runParser() throws {
        let folder = corpus + "/" + target
        let seeds = filesIn(folder).compactMap { readFile(folder + "/" + $0) }
        guard !seeds.isEmpty, let parser = ParserTargets.make(target, corpus: seeds) else {
            throw ValidationError("no seed inputs in \(folder) (--corpus names the folder of the targets' corpora)")
        }
        var fuzz = ParserFuzzer(name: target, target: parser, seed: seed, maxReports: maxReports, artifacts: artifacts)
        let one: (bytes: [UInt8], what: String)?
        if let input {
            guard let bytes = readFile(input) else { throw ValidationError("cannot read \(input)") }
            one = (bytes, input)
        } else if let onlyCase {
            let bytes = fuzz.input(onlyCase)
            print(reproducerText(bytes, isText: parser.isText, limit: 1 << 20))
            one = (bytes, "input \(onlyCase)")
        } else {
            one = nil
        }
        if let one {
            CrashReport.set("fluid-fuzz: trapped parsing \(one.what) (--target \(target))")
            let outcome = parser.check(one.bytes)
            print(outcome.summary)
            guard let problem = outcome.problem else { return }
            print("FAIL \(target) \(one.what): \(problem)")
            throw ExitCode(1)
        }
        let clock = ContinuousClock()
        let start = clock.now
        fuzz.run(count: events, seconds: seconds)
        let elapsed = clock.now - start
        let perSecond =
            Double(fuzz.inputs)
            / max(
                Double(elapsed.components.seconds)
                    + Double(elapsed.components.attoseconds) / 1e18, 1e-9)
        print(
            "fluid-fuzz: \(target): \(fuzz.accepted) of \(fuzz.inputs) inputs accepted, \(seeds.count) seeds, seed \(seed), \(Int(perSecond)) inputs/s"
        )
        print("\(fuzz.inputs) events, \(fuzz.failures) failures")
        if fuzz.failures > 0 { throw ExitCode(1) }
    }
}
