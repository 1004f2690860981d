import ArgumentParser
import FluidCommandLine
import FluidCore
import FluidJSON
import FluidMotion
import Foundation

/// `fluid spring`: design a spring and see its exact motion.
struct SpringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "Describe a spring and sample its exact motion.",
        subcommands: [SpringDescribeCommand.self, SpringSampleCommand.self, SpringPlotCommand.self])
}

/// The spring, in exactly one of its three forms, and an optional mass.
struct SpringOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Undamped period in seconds (> 0), with --damping-ratio.")
    var response: Double?
    @Option(parsing: .unconditional, help: "ζ (≥ 0): 1 critically damped, < 1 bouncy, > 1 sluggish.")
    var dampingRatio: Double?
    @Option(parsing: .unconditional, help: "SwiftUI's duration in seconds (> 0), with --bounce.")
    var duration: Double?
    @Option(parsing: .unconditional, help: "SwiftUI's bounce, in (-1, 1].")
    var bounce: Double?
    @Option(parsing: .unconditional, help: "Stiffness k (> 0), with --damping.")
    var stiffness: Double?
    @Option(parsing: .unconditional, help: "Damping coefficient c (≥ 0).")
    var damping: Double?
    @Option(parsing: .unconditional, help: "Mass (> 0).")
    var mass: Double = 1

    private static let forms = "--response R --damping-ratio Z, --duration D --bounce B, or --stiffness K --damping C"

    /// The spring the options describe, or a `ValidationError` (exit 64) naming what is wrong.
    func makeSpring() throws -> Spring {
        let groups: [(name: String, first: Double?, second: Double?, flags: (String, String))] = [
            ("response", response, dampingRatio, ("--response", "--damping-ratio")),
            ("duration", duration, bounce, ("--duration", "--bounce")),
            ("stiffness", stiffness, damping, ("--stiffness", "--damping"))
        ]
        let given = groups.filter { $0.first != nil || $0.second != nil }
        guard !given.isEmpty else { throw ValidationError("missing spring: give \(Self.forms)") }
        guard given.count == 1 else {
            let names = given.map { "\($0.flags.0)/\($0.flags.1)" }.joined(separator: " and ")
            throw ValidationError("conflicting spring options \(names): give one form")
        }
        let group = given[0]
        guard let first = group.first else { throw ValidationError("\(group.flags.1) needs \(group.flags.0)") }
        guard let second = group.second else { throw ValidationError("\(group.flags.0) needs \(group.flags.1)") }
        do {
            switch group.name {
            case "response": return try Spring(response: first, dampingRatio: second, mass: mass)
            case "duration": return try Spring(duration: first, bounce: second, mass: mass)
            default: return try Spring(mass: mass, stiffness: first, damping: second)
            }
        } catch {
            throw ValidationError(Self.message(for: error))
        }
    }

    /// The error in the flags' own words: "--damping-ratio must be 0 or greater, got -1.0".
    static func message(for error: SpringError) -> String {
        let flags = [
            "dampingRatio": "--damping-ratio", "response": "--response", "duration": "--duration",
            "bounce": "--bounce", "stiffness": "--stiffness", "damping": "--damping", "mass": "--mass"
        ]
        var text = error.description
        for (parameter, flag) in flags where text.hasPrefix(parameter + " ") {
            text = flag + text.dropFirst(parameter.count)
            break
        }
        return text
    }
}

/// Where a sampled or plotted motion starts and heads: `--from`, `--to`, `--velocity`.
struct SpringStartOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Start position.")
    var from: Double = 0
    @Option(parsing: .unconditional, help: "Target position.")
    var to: Double = 1
    @Option(parsing: .unconditional, help: "Start velocity (units per second).")
    var velocity: Double = 0

    func validate() throws {
        for (name, value) in [("--from", from), ("--to", to), ("--velocity", velocity)] where !value.isFinite {
            throw ValidationError("\(name) must be a finite number, got \(value)")
        }
        guard (to - from).isFinite else {
            throw ValidationError("--to − --from must be a finite number, got \(to) − \(from)")
        }
    }

    /// Exit 64 for a motion whose position or velocity overflows a Double (finite values each,
    /// too large together for this spring).
    var overflow: CLIError {
        CLIError(
            .usage,
            "--from \(from) --to \(to) --velocity \(velocity) give a motion whose "
                + "position or velocity overflows a Double; use smaller values")
    }
}

/// `fluid spring describe`: every form of the spring, its settling duration, and the code that
/// builds it on other platforms.
struct SpringDescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract: "Print mass, stiffness, damping, damping ratio, response, settling duration and platform code.")

    @OptionGroup var spring: SpringOptions
    @Flag(help: "Print one JSON object with the six numbers and the code for every platform (\"code\": name → code).")
    var json = false

    func run() throws {
        let s = try spring.makeSpring()
        let settling = s.settlingDuration
        if json {
            let fields = [
                ("mass", s.mass), ("stiffness", s.stiffness), ("damping", s.damping),
                ("dampingRatio", s.dampingRatio), ("response", s.response),
                ("settlingDuration", settling)
            ]
            // The same strings the playground's spring designer copies, by platform name.
            let snippets: [(String, JSONValue)] = Spring.Platform.allCases.map { platform in
                (platform.rawValue, JSONValue.string(s.code(for: platform)))
            }
            let numbers = fields.map { "\"\($0.0)\":\(jsonNumber($0.1))" }.joined(separator: ",")
            try StandardOutput.write("{" + numbers + ",\"code\":" + JSONValue.object(snippets).text + "}\n")
            return
        }
        // By ζ rather than `regime`: ζ = 1 given as a ratio may land a rounding error off c² = 4km.
        let zeta = s.dampingRatio
        let regime =
            zeta == 0
            ? "undamped"
            : abs(zeta - 1) <= 1e-12
                ? "critically damped"
                : zeta < 1 ? "under-damped, bounces" : "over-damped"
        let settle =
            settling.isFinite
            ? "\(decimalText(settling, places: 4)) s  (stays within 0.1 % of the travel after a step from rest)"
            : "never (undamped)"
        let rows = [
            ("mass", decimalText(s.mass, places: 6)),
            ("stiffness", decimalText(s.stiffness, places: 6)),
            ("damping", decimalText(s.damping, places: 6)),
            ("dampingRatio", "\(decimalText(s.dampingRatio, places: 6))  (\(regime))"),
            ("response", "\(decimalText(s.response, places: 6)) s"),
            ("settlingDuration", settle),
            ("SwiftUI duration", "\(decimalText(s.duration, places: 6)) s, bounce \(decimalText(s.bounce, places: 6))")
        ]
        var lines = rows.map { pad($0.0, 18) + $0.1 }
        lines.append("")
        for platform in Spring.Platform.allCases {
            lines.append(pad(platform.rawValue, 18) + s.code(for: platform))
        }
        try StandardOutput.write(lines: lines)
    }
}

/// `fluid spring sample`: one `SpringAnimation` driven forward as a frame loop would.
struct SpringSampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample",
        abstract: "Step one spring animation through the given times and print t, position, velocity.",
        discussion: """
            The animation is advanced frame by frame (never re-evaluated from t = 0). A retarget \
            T:X takes effect when the loop passes T: the animation advances to T, heads for X from \
            its state there, and continues. It snaps to its target only once within 1e-10 of the \
            travel for good, so the samples are the exact motion. Many retargets are best given as \
            one comma-separated list (--retarget T1:X1,T2:X2,…): the argument parser's cost for a \
            repeated option grows with the square of its count.
            """)

    @OptionGroup var spring: SpringOptions
    @OptionGroup var start: SpringStartOptions
    @Option(parsing: .unconditional, help: "Frames per second, with --seconds.")
    var fps: Double?
    @Option(parsing: .unconditional, help: "Seconds to sample, from 0 inclusive, with --fps.")
    var seconds: Double?
    @Option(parsing: .unconditional, help: "Comma-separated sample times in seconds, non-decreasing, ≥ 0.")
    var times: String?
    @Option(
        parsing: .unconditionalSingleValue,
        help: "T:X — at time T the target becomes X; a comma-separated list T:X,T:X,… and repeatable.")
    var retarget: [String] = []
    @Flag(help: "Print {\"samples\":[{\"t\":…,\"position\":…,\"velocity\":…},…]}.")
    var json = false

    /// More samples than this is a mistake, not a plot.
    static let maximumSamples = 1_000_000

    func run() throws {
        let s = try spring.makeSpring()
        let (from, to, velocity) = (start.from, start.to, start.velocity)
        let sampleTimes = try parseSampleTimes()
        let retargets = try parseRetargets()
        // A reach that overflows would settle the motion at once (its tolerance infinite), as
        // would a state too large to move (the engine snaps it to its target).
        let settled = tolerance(for: s, retargets: retargets)
        guard settled.position.isFinite, settled.velocity.isFinite,
            SpringAnimation<Double>.isRepresentable(spring: s, displacement: from - to, velocity: velocity)
        else { throw start.overflow }
        var animation = SpringAnimation(
            spring: s, from: from, to: to, velocity: velocity, at: 0, tolerance: settled)
        var pending = retargets[...]
        var output: [(t: Double, position: Double, velocity: Double)] = []
        output.reserveCapacity(sampleTimes.count)
        for t in sampleTimes {
            while let next = pending.first, next.time <= t {
                // Where the retarget finds the motion (retarget(to:at:) advances there first).
                animation.advance(to: next.time)
                guard
                    SpringAnimation<Double>.isRepresentable(
                        spring: s, displacement: animation.value - next.target, velocity: animation.velocity)
                else {
                    throw CLIError(
                        .usage,
                        "--retarget \(next.time):\(next.target) gives a motion whose position or velocity "
                            + "overflows a Double; use smaller values")
                }
                animation.retarget(to: next.target)
                pending.removeFirst()
            }
            animation.advance(to: t)
            output.append((t, animation.value, animation.velocity))
        }
        try StandardOutput.write((json ? jsonSamples(output) : table(output)) + "\n")
    }

    /// Settles only within 1e-10 of the largest distance involved, so snapping never shows.
    private func tolerance(for s: Spring, retargets: [(time: Double, target: Double)]) -> SpringTolerance {
        let (from, to, velocity) = (start.from, start.to, start.velocity)
        var reach = max(abs(to - from), abs(velocity) / s.naturalFrequency)
        for r in retargets { reach = max(reach, abs(r.target - from)) }
        return SpringTolerance(position: 1e-10 * reach, velocity: 1e-10 * reach * s.naturalFrequency)
    }

    private func parseSampleTimes() throws -> [Double] {
        switch (fps, seconds, times) {
        case (let fps?, let seconds?, nil):
            guard fps.isFinite, fps > 0, fps <= 100_000 else {
                throw ValidationError("--fps must be in (0, 100000], got \(fps)")
            }
            guard seconds.isFinite, seconds >= 0 else {
                throw ValidationError("--seconds must be a finite number ≥ 0, got \(seconds)")
            }
            let last = (seconds * fps * (1 + 1e-12)).rounded(.down)
            guard last < Double(Self.maximumSamples) else {
                throw ValidationError("--fps × --seconds asks for more than \(Self.maximumSamples) samples")
            }
            return (0...Int(last)).map { Double($0) / fps }
        case (nil, nil, let list?):
            var result: [Double] = []
            for field in list.split(separator: ",", omittingEmptySubsequences: false) {
                let text = field.trimmingCharacters(in: .whitespaces)
                guard let t = Double(text), t.isFinite, t >= 0 else {
                    throw ValidationError("--times: '\(text)' is not a finite time ≥ 0")
                }
                if let previous = result.last, t < previous {
                    throw ValidationError("--times must not decrease: \(t) after \(previous)")
                }
                result.append(t)
            }
            guard result.count <= Self.maximumSamples else {
                throw ValidationError("--times lists more than \(Self.maximumSamples) samples")
            }
            return result
        case (nil, nil, nil):
            throw ValidationError("missing times: give --fps F --seconds S, or --times T1,T2,…")
        case (_, _, _?):
            throw ValidationError("conflicting options --times and --fps/--seconds: give one")
        default:
            throw ValidationError(fps == nil ? "--seconds needs --fps" : "--fps needs --seconds")
        }
    }

    /// `T:X` pairs in the order the loop meets them (stable for equal times).
    private func parseRetargets() throws -> [(time: Double, target: Double)] {
        var parsed: [(time: Double, target: Double)] = []
        for list in retarget {
            for text in list.split(separator: ",", omittingEmptySubsequences: false) {
                let parts = text.split(separator: ":", omittingEmptySubsequences: false)
                guard parts.count == 2, let t = Double(parts[0]), let x = Double(parts[1]),
                    t.isFinite, x.isFinite, t >= 0
                else {
                    let shown = text.count > 40 ? text.prefix(40) + "…" : text
                    throw ValidationError("--retarget: '\(shown)' is not T:X with a finite time T ≥ 0 and a finite X")
                }
                parsed.append((t, x))
            }
        }
        guard parsed.count <= Self.maximumSamples else {
            throw ValidationError("--retarget lists more than \(Self.maximumSamples) retargets")
        }
        return parsed.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    private func jsonSamples(_ samples: [(t: Double, position: Double, velocity: Double)]) -> String {
        let items = samples.map {
            "{\"t\":\(jsonNumber($0.t)),\"position\":\(jsonNumber($0.position)),\"velocity\":\(jsonNumber($0.velocity))}"
        }
        return "{\"samples\":[" + items.joined(separator: ",") + "]}"
    }

    private func table(_ samples: [(t: Double, position: Double, velocity: Double)]) -> String {
        var lines = [pad("t (s)", 12) + pad("position", 22) + "velocity (/s)"]
        for s in samples {
            lines.append(
                pad(decimalText(s.t, places: 6), 12) + pad(decimalText(s.position, places: 9), 22)
                    + decimalText(s.velocity, places: 9))
        }
        return lines.joined(separator: "\n")
    }
}

/// A JSON number with every digit a Double holds (Swift's shortest round-trip form); JSON has no
/// infinity, so a value that never comes (an undamped spring's settling) is `null`.
private func jsonNumber(_ value: Double) -> String {
    value.isFinite ? "\(value)" : "null"
}

private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

extension SpringSampleCommand {
    /// `arguments` with every `--retarget V` (or `--retarget=V`) of a `spring sample` command
    /// merged into one `--retarget V1,V2,…` where the first stood; other arguments unchanged.
    ///
    /// swift-argument-parser copies a repeated option's whole array for every value it appends,
    /// so 20 000 separate `--retarget` flags cost minutes; one list parses in linear time and
    /// means the same (values keep their order, and equal times keep it when sorted).
    static func coalescingRetargets(_ arguments: [String]) -> [String] {
        guard let spring = arguments.firstIndex(of: "spring"),
            let sample = arguments[spring...].firstIndex(of: "sample")
        else { return arguments }
        var result = Array(arguments[...sample])
        var values: [String] = []
        var listIndex: Int?
        var index = sample + 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                result += arguments[(index - 1)...]
                break
            }
            let value: String
            if argument == "--retarget", index < arguments.count {
                value = arguments[index]
                index += 1
            } else if argument.hasPrefix("--retarget=") {
                value = String(argument.dropFirst("--retarget=".count))
            } else {
                result.append(argument)
                continue
            }
            if listIndex == nil {
                listIndex = result.count + 1
                result += ["--retarget", ""]
            }
            values.append(value)
        }
        if let listIndex { result[listIndex] = values.joined(separator: ",") }
        return result
    }
}
