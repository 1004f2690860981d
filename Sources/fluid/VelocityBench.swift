import ArgumentParser
import FluidCommandLine
import FluidGestures
import FluidMotion

/// `fluid bench velocity`: how far `PanTracker`'s release velocity is from the finger's true
/// velocity at the lift, for the drags of `DragShape.all` at 60, 120 and 240 Hz. Each cell runs
/// `--strokes` strokes (the sampling grid shifted through one interval, and a new jitter seed for
/// each) and reports the mean and the largest absolute error (pt/s), and how many releases
/// pointed against the stroke (a flick up released as a flick down).
struct VelocityBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "velocity",
        abstract: "Release-velocity error on synthetic drags at 60/120/240 Hz (deterministic).")

    @Option(
        help: ArgumentHelp(
            "Strokes per drag shape and rate (1…10000), or a file of recorded strokes to replay instead.",
            discussion:
                "A file (JSON Lines, Tests/Fixtures/strokes/README.md) prints, per stroke and reference tracker, the reference velocity, Fluid's release and their ratio. A touch script (a recording from the web page or the playground) instead: each finger's stroke from began to ended, against the lsq2 and impulse velocities computed from its samples.",
            valueName: "count|file"))
    var strokes: String = "48"

    /// `--strokes` as a count; nil when it names a file.
    var count: Int? { Int(strokes) }

    func validate() throws {
        if let count, !(1...10_000).contains(count) {
            throw ValidationError("--strokes must be in 1…10000 or a file, got \(count)")
        }
    }

    static let rates: [Double] = [60, 120, 240]

    func run() throws {
        guard let strokes = count else {
            let recorded =
                RecordedStroke.isTouchScript(self.strokes)
                ? try RecordedStroke.load(touchScript: self.strokes) : try RecordedStroke.load(self.strokes)
            try StandardOutput.write(lines: RecordedStroke.table(recorded))
            return
        }
        try StandardOutput.write(
            "| drag (pt/s) | true at the end | "
                + Self.rates.map { "\(Int($0)) Hz mean / max err, backwards" }.joined(separator: " | ") + " |\n")
        try StandardOutput.write("|---|---:|" + Self.rates.map { _ in "---:" }.joined(separator: "|") + "|\n")
        for shape in DragShape.all {
            var cells: [String] = []
            for rate in Self.rates {
                var sum = 0.0, worst = 0.0, backwards = 0
                for stroke in 0..<strokes {
                    let (events, lastSample) = shape.events(
                        rate: rate, phase: Double(stroke) / Double(strokes),
                        jitterSeed: UInt64(stroke + 1))
                    var pan = PanTracker(slop: 0, beginsAtTouchDown: true)
                    for event in events { pan.handle(event) }
                    let truth = shape.velocity(at: lastSample)
                    // The stroke moves up (−y): its speed along the stroke is −v.y.
                    let speed = -pan.velocity.y
                    let error = abs(speed - truth)
                    sum += error
                    worst = max(worst, error)
                    if speed < 0 { backwards += 1 }
                }
                cells.append("\(Int((sum / Double(strokes)).rounded())) / \(Int(worst.rounded())), \(backwards)")
            }
            try StandardOutput.write(
                "| \(shape.name) | \(Int(shape.knots.last!.velocity)) | " + cells.joined(separator: " | ") + " |\n")
        }
    }
}
