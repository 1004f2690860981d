import FluidCommandLine
import FluidCore
import FluidFiles
import FluidGestures
import FluidMotion
import FluidReferenceTrackers
import FluidSession
import Foundation

/// `fluid bench velocity --strokes SCRIPT`: the strokes of a touch script (a recording from the
/// web page or the playground, docs/touch-script.md) instead of a stroke corpus. Each finger's
/// touches from its `began` to its `ended` are one stroke (a `cancelled` one is no release, and
/// a tap without a move has no velocity to compare: both are left out). Its references are
/// computed from its own samples, its down and moves (`ReferenceVelocity`, written from the
/// published descriptions): Android's `lsq2` (Flutter's tracker fits the same quadratic) and
/// Android's `impulse`, each beside Fluid's release as the corpus's recorded references are.
extension RecordedStroke {
    /// Whether `path` holds a touch script rather than a stroke corpus: its first line that is not
    /// blank is a JSON object without a `"stroke"` key. Unreadable or not JSON: false (the corpus
    /// reader reports it).
    static func isTouchScript(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: TouchScript.maxLineLength + 1)) ?? Data()
        let first = head.split(separator: UInt8(ascii: "\n")).first {
            $0.contains { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\t") }
        }
        guard let first, let object = try? JSONSerialization.jsonObject(with: Data(first)) as? [String: Any] else {
            return false
        }
        return object["stroke"] == nil
    }

    /// The strokes of the touch script at `path`, in the order they ended. Unreadable: exit 64; a
    /// malformed script, or one without a stroke: exit 65.
    static func load(touchScript path: String) throws(CLIError) -> [RecordedStroke] {
        let script: TouchScript
        do {
            script = try TouchScript(contentsOfFile: path)
        } catch {
            throw CLIError(error.kind == .unreadable ? .usage : .dataError, error.description)
        }
        let strokes = Self.strokes(of: script)
        guard !strokes.isEmpty else {
            throw CLIError(.dataError, "\(path): no strokes (a finger's began, a move and its ended)")
        }
        return strokes
    }

    /// Each finger's touches from `began` to `ended`, with at least one move, as strokes named
    /// "N (finger ID)", N counting from 1 in the order they ended.
    static func strokes(of script: TouchScript) -> [RecordedStroke] {
        var open: [Int: [Event]] = [:]
        var strokes: [RecordedStroke] = []
        for item in script.items {
            guard case .input(.touch(let touch)) = item else { continue }
            let event = Event(t: touch.time, phase: touch.phase.rawValue, x: touch.location.x, y: touch.location.y)
            switch touch.phase {
            case .began:
                open[touch.id] = [event]
            case .moved:
                open[touch.id]?.append(event)
            case .cancelled:
                open[touch.id] = nil
            case .ended:
                guard var events = open.removeValue(forKey: touch.id) else { continue }
                events.append(event)
                guard events.contains(where: { $0.phase == TouchPhase.moved.rawValue }) else { continue }
                let samples = events.dropLast().map { ReferenceVelocity.Sample(t: $0.t, x: $0.x, y: $0.y) }
                let lsq2 = ReferenceVelocity.leastSquares(Array(samples))
                let impulse = ReferenceVelocity.impulse(Array(samples))
                strokes.append(
                    RecordedStroke(
                        stroke: "\(strokes.count + 1) (finger \(touch.id))", events: events,
                        reference: [
                            "lsq2": Velocity(x: lsq2.x, y: lsq2.y),
                            "impulse": Velocity(x: impulse.x, y: impulse.y)
                        ]))
            }
        }
        return strokes
    }
}
