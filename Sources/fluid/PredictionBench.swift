import ArgumentParser
import FluidCommandLine
import FluidCore
import FluidGestures
import FluidMotion
import FluidReferenceTrackers
import Foundation

/// `fluid bench prediction`: how well each tracker predicts where a recorded finger will be.
/// Each stroke is walked sample by sample; from the samples up to the i-th each predictor says
/// where the finger will be `h` later, and the error is the distance to the recorded finger
/// then (interpolated between the two samples around tᵢ + h; a sample with no later sample
/// past the horizon is not scored). A release velocity has no ground truth; a prediction does.
struct PredictionBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prediction",
        abstract: "Prediction error of Fluid's and the reference trackers on recorded strokes.")

    @Option(
        help: ArgumentHelp(
            "A file of recorded strokes (JSON Lines, Tests/Fixtures/strokes/README.md).",
            valueName: "file"))
    var strokes: String

    @Option(
        help: ArgumentHelp(
            "How far ahead to predict (ms, more than 0 and at most 100); repeat for several.",
            valueName: "ms"))
    var horizon: [Double] = [8.3, 16.7]

    func validate() throws {
        for h in horizon where !(h > 0 && h <= 100) {
            throw ValidationError("--horizon must be more than 0 and at most 100 ms, got \(h)")
        }
    }

    func run() throws {
        let corpus = try RecordedStroke.load(strokes)
        var lines: [String] = []
        for h in horizon {
            lines += PredictionScore.table(corpus, horizon: h / 1000)
            lines.append("")
        }
        try StandardOutput.write(lines: lines.dropLast())
    }
}

/// The predictors `fluid bench prediction` scores, and their errors on a corpus.
enum PredictionScore {
    /// The columns, in order: no prediction (the newest sample), the two references (their
    /// velocity times the horizon from the newest sample), Fluid's estimate and what Fluid draws
    /// (the estimate with the drawing guards, `TouchPredictor.location(at:)`).
    static let predictors = ["hold", "LSQ2", "impulse", "Fluid", "Fluid drawn"]

    /// Errors (pt) of every predictor on one stroke's down and move samples, `horizon` (s) ahead.
    static func errors(_ samples: [ReferenceVelocity.Sample], horizon: Double) -> [[Double]] {
        var errors = [[Double]](repeating: [], count: predictors.count)
        var predictor = TouchPredictor()
        for (i, sample) in samples.enumerated() {
            predictor.add(Point(x: sample.x, y: sample.y), at: sample.t)
            guard let truth = position(in: samples, at: sample.t + horizon) else { continue }
            let seen = Array(samples[...i])
            let lsq2 = ReferenceVelocity.leastSquares(seen), impulse = ReferenceVelocity.impulse(seen)
            let here = Point(x: sample.x, y: sample.y)
            let predictions = [
                here,
                Point(x: sample.x + lsq2.x * horizon, y: sample.y + lsq2.y * horizon),
                Point(x: sample.x + impulse.x * horizon, y: sample.y + impulse.y * horizon),
                predictor.estimate(lead: horizon) ?? here,
                predictor.location(at: sample.t + horizon) ?? here
            ]
            for (k, p) in predictions.enumerated() { errors[k].append((p - truth).length) }
        }
        return errors
    }

    /// The recorded position at `time` (s): interpolated between the samples around it; nil past
    /// the last sample.
    static func position(in samples: [ReferenceVelocity.Sample], at time: Double) -> Point? {
        for j in samples.indices.dropLast() {
            let a = samples[j], b = samples[j + 1]
            guard a.t <= time, time <= b.t, b.t > a.t else { continue }
            let f = (time - a.t) / (b.t - a.t)
            return Point(x: a.x + f * (b.x - a.x), y: a.y + f * (b.y - a.y))
        }
        return nil
    }

    static func rms(_ e: [Double]) -> Double {
        e.isEmpty ? 0 : (e.reduce(0) { $0 + $1 * $1 } / Double(e.count)).squareRoot()
    }

    /// The nearest-rank 95th percentile.
    static func p95(_ e: [Double]) -> Double {
        guard !e.isEmpty else { return 0 }
        let sorted = e.sorted()
        return sorted[min(sorted.count - 1, Int((0.95 * Double(sorted.count)).rounded(.up)) - 1)]
    }

    /// The table for one horizon: a row per stroke and one for the whole corpus, each predictor's
    /// RMS / p95 error (pt) and Fluid's RMS over the better reference's (the row's better of LSQ2
    /// and impulse); then how many strokes Fluid predicts worse than that reference.
    static func table(_ corpus: [RecordedStroke], horizon: Double) -> [String] {
        let ms = String(format: "%.1f", horizon * 1000)
        var lines = [
            "| stroke (\(ms) ms ahead) | scored | " + predictors.map { "\($0) RMS / p95" }.joined(separator: " | ")
                + " | Fluid ÷ better |",
            "|---|---:|" + predictors.map { _ in "---:|" }.joined() + "---:|"
        ]
        var all = [[Double]](repeating: [], count: predictors.count)
        var perStroke: [[Double]] = []
        for stroke in corpus {
            let samples = stroke.events.filter { $0.phase != "ended" }.map {
                ReferenceVelocity.Sample(t: $0.t, x: $0.x, y: $0.y)
            }
            let e = errors(samples, horizon: horizon)
            guard !e[0].isEmpty else { continue }
            for k in all.indices { all[k] += e[k] }
            perStroke.append(e.map(rms))
            lines.append(row(stroke.stroke, e))
        }
        lines.append(row("**all**", all))
        let overall = all.map(rms)
        let corpusBetter = overall[1] <= overall[2] ? 1 : 2
        let worse = perStroke.filter { $0[3] > min($0[1], $0[2]) }.count
        let worseThanCorpus = perStroke.filter { $0[3] > $0[corpusBetter] }.count
        lines.append("")
        lines.append(
            "Fluid is worse than the better of LSQ2 and impulse on \(worse) of \(perStroke.count) strokes, "
                + "than \(predictors[corpusBetter]) (the better over the corpus) on \(worseThanCorpus).")
        return lines
    }

    static func row(_ name: String, _ e: [[Double]]) -> String {
        let r = e.map(rms)
        let better = min(r[1], r[2])
        let ratio = better > 0 ? String(format: "%.3f", r[3] / better) : "–"
        return "| \(name) | \(e[0].count) | "
            + e.map { String(format: "%.2f / %.2f", rms($0), p95($0)) }.joined(separator: " | ") + " | \(ratio) |"
    }
}
