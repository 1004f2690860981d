import FluidCommandLine
import FluidCore
import FluidGestures
import FluidMotion
import Foundation

/// A corpus of strokes recorded on touch devices (JSON Lines, one stroke a line; the format and
/// the corpus that ships with the tests: Tests/Fixtures/strokes/README.md), replayed through
/// `PanTracker` as the drawer takes a finger, against the velocities the recording platform's
/// own trackers reported.
struct RecordedStroke: Decodable {
    struct Event: Decodable {
        var t: Double
        var phase: String
        var x: Double
        var y: Double
    }

    /// A tracker's reported velocity; an axis the source did not report is nil.
    struct Velocity: Decodable {
        var x: Double?
        var y: Double?
    }

    var stroke: String
    var events: [Event]
    var reference: [String: Velocity]

    /// The largest corpus file read (bytes): far above any recording, small enough to hold.
    static let maxFileSize = 64 << 20

    /// Reads every stroke of `path`. Unreadable: exit 64; a malformed line: exit 65 naming it.
    static func load(_ path: String) throws(CLIError) -> [RecordedStroke] {
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            data = try handle.read(upToCount: maxFileSize + 1) ?? Data()
        } catch {
            throw CLIError(.usage, "cannot read \(path): \(systemReason(error))")
        }
        guard data.count <= maxFileSize else {
            throw CLIError(
                .dataError, "\(path): larger than \(maxFileSize >> 20) MiB, the most a stroke corpus may hold")
        }
        var strokes: [RecordedStroke] = []
        for (number, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            guard line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\r") }) else { continue }
            let stroke: RecordedStroke
            do {
                stroke = try JSONDecoder().decode(RecordedStroke.self, from: Data(line))
            } catch {
                throw CLIError(.dataError, "\(path):\(number + 1): \(decodingProblem(error))")
            }
            guard let problem = stroke.problem else {
                strokes.append(stroke)
                continue
            }
            throw CLIError(.dataError, "\(path):\(number + 1): stroke \(stroke.stroke): \(problem)")
        }
        guard !strokes.isEmpty else { throw CLIError(.dataError, "\(path): no strokes") }
        return strokes
    }

    /// What a line that does not decode as a stroke lacks, on one line: the field and where it
    /// is (`events[2].y`), or that the line is not JSON.
    static func decodingProblem(_ error: Error) -> String {
        func place(_ path: [CodingKey], _ key: CodingKey? = nil) -> String {
            let keys = path + (key.map { [$0] } ?? [])
            return keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
                .trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        let shape = "a stroke is {\"stroke\":…,\"events\":[{\"t\",\"phase\",\"x\",\"y\"}…],\"reference\":{…}}"
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?:
            return "missing \"\(place(context.codingPath, key))\": \(shape)"
        case .typeMismatch(let type, let context)?, .valueNotFound(let type, let context)?:
            return
                "\"\(place(context.codingPath))\" must be \(type == String.self ? "a string" : type == Double.self || type == Double?.self ? "a finite number" : "\(type)")"
        default:
            return "not JSON (\(shape))"
        }
    }

    /// What makes the stroke unusable, if anything.
    var problem: String? {
        guard events.count >= 2 else { return "fewer than two events" }
        for (i, e) in events.enumerated() {
            guard TouchPhase(rawValue: e.phase) != nil else { return "event \(i + 1): unknown phase \"\(e.phase)\"" }
            guard e.t.isFinite, e.x.isFinite, e.y.isFinite else { return "event \(i + 1): a value is not finite" }
            if i > 0, e.t < events[i - 1].t { return "event \(i + 1): time goes backwards" }
        }
        return nil
    }

    /// Fluid's release velocity: the events through a `PanTracker` (no slop), the velocity it
    /// reports after the last event.
    var release: Point {
        var pan = PanTracker(slop: 0, beginsAtTouchDown: true)
        for e in events {
            pan.handle(
                TouchEvent(id: 1, phase: TouchPhase(rawValue: e.phase)!, location: Point(x: e.x, y: e.y), time: e.t))
        }
        return pan.velocity
    }

    /// The table `fluid bench velocity --strokes FILE` prints: per stroke and reference tracker,
    /// the reference, Fluid's release on the same axes and their ratio along the reference.
    static func table(_ strokes: [RecordedStroke]) -> [String] {
        var lines = [
            "| stroke | lift delay (ms) | reference | reference (x, y) pt/s | Fluid (x, y) pt/s | ratio |",
            "|---|---:|---|---:|---:|---:|"
        ]
        for stroke in strokes {
            let v = stroke.release
            let moves = stroke.events.filter { $0.phase != "ended" }
            let delay =
                stroke.events.last!.phase == "ended" && moves.count > 0
                ? format((stroke.events.last!.t - moves.last!.t) * 1000, digits: 1) : "–"
            for (name, r) in stroke.reference.sorted(by: { $0.key < $1.key }) {
                // The ratio of Fluid's velocity projected on the reference to the reference's
                // speed, over the axes the reference gives.
                let rx = r.x ?? 0, ry = r.y ?? 0
                let fx = r.x == nil ? 0 : v.x, fy = r.y == nil ? 0 : v.y
                // No ratio against a reference under 1 pt/s (a stroke that ended at rest).
                let speed2 = rx * rx + ry * ry
                let ratio = speed2 >= 1 ? format((fx * rx + fy * ry) / speed2, digits: 3) : "–"
                lines.append(
                    "| \(stroke.stroke) | \(delay) | \(name) | \(pair(r.x, r.y)) | \(pair(r.x == nil ? nil : v.x, r.y == nil ? nil : v.y)) | \(ratio) |"
                )
            }
        }
        return lines
    }

    private static func pair(_ x: Double?, _ y: Double?) -> String {
        "\(x.map { format($0, digits: 0) } ?? "–"), \(y.map { format($0, digits: 0) } ?? "–")"
    }

    private static func format(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
