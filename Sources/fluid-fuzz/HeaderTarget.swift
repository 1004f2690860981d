import FluidCanvas
import FluidLocalization
import FluidRandom
import FluidSceneKit
import FluidSession

/// The recording header (`ScriptHeader`) as the touch-script parser reads it: the demos' headers
/// and every field's edge (sizes and scales at and past their bounds, text sizes, locales, right
/// to left, a spring design or shortcut document as start state) mutated — values swapped for
/// hostile numbers, strings, types and nesting, keys dropped or repeated — with a few events
/// after. A header that parses must write back (`line`) to itself, the script to the same items,
/// and open its scene in a `Session` as `fluid replay` does, with finite numbers in its trace.
struct HeaderTarget: ParserTarget {
    let corpus: [[UInt8]]
    let mutator: Mutator
    let maxLength = 1 << 16
    let isText = true

    static let dictionary = [
        "\"type\":\"header\",", "\"scene\":\"spring\",", "\"scene\":\"places\",", "\"width\":390,", "\"height\":1e308,",
        "\"scale\":0.25,", "\"scale\":8,", "\"dark\":true,", "\"reduceMotion\":true,", "\"rightToLeft\":true,",
        "\"textSize\":\"AX5\",", "\"textSize\":\"XS\",", "\"locale\":\"he_IL.UTF-8\",", "\"locale\":\"../../etc\",",
        "\"spring\":{\"dampingRatio\":1e-300,\"response\":1e300,\"platform\":\"UIKit\"},",
        "\"shortcut\":{\"name\":\"\",\"steps\":[]},", "\"shortcut\":{\"name\":\"x\",\"steps\":[\"weather\",\"nope\"]},",
        "null", "true", "[]", "{}", "\"\"", "\"\\u0000\"", "\"\\ud800\"", "[[[[[[[[[[[[", "]]]]]]]]]]]]",
        "{\"a\":{\"a\":",
        "\n", "\r\n", "\u{FEFF}", ",", ":", "\"", "\\",
        "{\"t\":0,\"type\":\"touch\",\"id\":1,\"phase\":\"began\",\"x\":195,\"y\":790}\n",
        "{\"t\":0.1,\"type\":\"resize\",\"width\":844,\"height\":390}\n",
        "{\"t\":0.2,\"type\":\"action\",\"node\":\"stage\",\"action\":\"activate\"}\n"
    ]

    init(corpus: [[UInt8]]) {
        self.corpus = corpus
        // Few mutations at a time: JSON survives few, and a header refused at its first byte
        // tests nothing past the reader.
        mutator = Mutator(others: corpus, dictionary: Self.dictionary, maxLength: maxLength, maxStack: 3)
    }

    func input(_ rng: inout SplitMix64) -> [UInt8] {
        let seed = rng.pick(corpus)
        if rng.oneIn(3) {
            let changed = Self.field(&rng, in: seed)
            return rng.oneIn(3) ? mutator.mutate(changed, &rng, text: true) : changed
        }
        return mutator.mutate(seed, &rng, text: true)
    }

    /// A seed with one header value replaced by a hostile value of any JSON type.
    static func field(_ rng: inout SplitMix64, in seed: [UInt8]) -> [UInt8] {
        let keys = [
            "\"scene\":", "\"width\":", "\"height\":", "\"scale\":", "\"dark\":", "\"textSize\":", "\"locale\":",
            "\"rightToLeft\":", "\"reduceMotion\":", "\"spring\":", "\"shortcut\":"
        ]
        let values = [
            "null", "true", "0", "-0", "-1", "1e999", "16384", "16384.000001", "0.24999", "8.0000001",
            "9007199254740993", "\"\"", "\"AX5\"", "\"xxl\"", "\"de_DE.UTF-8\"", "\"a/b\"",
            "\"" + String(repeating: "e", count: 65) + "\"", "\"" + String(repeating: "é", count: 40) + "\"",
            "[]", "{}", "{\"dampingRatio\":\"0.5\"}",
            "{\"dampingRatio\":0.5,\"response\":0.5,\"platform\":\"Flutter\"}",
            "{\"name\":\"" + String(repeating: "n", count: 5000) + "\",\"steps\":[\"text\"]}",
            String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
        ]
        let key = Array(rng.pick(keys).utf8)
        let value = Array(rng.pick(values).utf8)
        guard
            let found = (0...max(0, seed.count - key.count)).first(where: {
                seed.count >= key.count && seed[$0..<$0 + key.count].elementsEqual(key)
            })
        else {
            // Added before the first closing brace.
            guard let brace = seed.firstIndex(of: UInt8(ascii: "}")) else { return seed }
            return Array(seed[..<brace]) + [UInt8(ascii: ",")] + key + value + Array(seed[brace...])
        }
        // The old value ends at the comma or brace that closes it, outside strings and nesting.
        let valueStart = found + key.count
        var end = valueStart
        var nesting = 0
        var inString = false
        while end < seed.count {
            let c = seed[end]
            if inString {
                if c == UInt8(ascii: "\"") { inString = false }
            } else if c == UInt8(ascii: "\"") {
                inString = true
            } else if c == UInt8(ascii: "{") || c == UInt8(ascii: "[") {
                nesting += 1
            } else if c == UInt8(ascii: "}") || c == UInt8(ascii: "]") {
                if nesting == 0 { break }
                nesting -= 1
            } else if c == UInt8(ascii: ","), nesting == 0 {
                break
            }
            end += 1
        }
        return Array(seed[..<valueStart]) + value + Array(seed[end...])
    }

    func check(_ bytes: [UInt8]) -> ParserOutcome {
        let script: TouchScript
        do {
            script = try TouchScript(parsing: bytes, source: "fuzz")
        } catch {
            let message = error.description
            if let problem = ParserOutcome.oneLineProblem(message) { return .refused(message, problem: problem) }
            guard message.hasPrefix("fuzz") else {
                return .refused(message, problem: "an error that does not name its source: \(message)")
            }
            return .refused(message)
        }
        // Written back, it parses, and writes the same text again (numbers are written to a
        // billionth, so the first writing may round what was read, but never refuse it).
        let written = script.text
        let again: TouchScript
        do {
            again = try TouchScript(parsing: written, source: "written")
        } catch {
            return ParserOutcome(
                problem: "accepted, but not as written back: \(error)", accepted: true, summary: "accepted")
        }
        guard again.text == written else {
            return ParserOutcome(
                problem: "written back and read again, it writes other text", accepted: true, summary: "accepted")
        }
        guard let header = script.header else {
            return ParserOutcome(
                problem: nil, accepted: true, summary: "accepted: no header, \(script.items.count) items")
        }
        // Opened as `fluid replay` opens it.
        var catalog = MessageCatalog.english
        catalog.layoutRightToLeft = header.rightToLeft
        let options = SceneOptions(
            dark: header.dark, startState: header.startState, reduceMotion: header.reduceMotion,
            textSize: header.textSize, catalog: catalog)
        var session: Session
        do {
            session = try Session(scene: header.scene, size: header.size, scale: header.scale, options: options)
        } catch {
            let message = error.description
            return ParserOutcome(
                problem: ParserOutcome.oneLineProblem(message), accepted: true,
                summary: "accepted; the session refused it: \(message)")
        }
        for item in script.items.prefix(8) { session.apply(item) }
        session.advance(to: session.time + 0.5)
        for (key, value) in session.scene.traceFrame where !SessionTarget.isFinite(value) {
            return ParserOutcome(
                problem: "scene \(header.scene): non-finite \(SessionTarget.nonFinite(value, path: key) ?? key)",
                accepted: true, summary: "accepted")
        }
        session.draw(in: RecordingCanvas(size: session.size))
        _ = session.semantics
        return ParserOutcome(
            problem: nil, accepted: true,
            summary:
                "accepted: scene \(header.scene) \(header.size.width)×\(header.size.height) at \(header.scale)x, \(script.items.count) items"
        )
    }
}
