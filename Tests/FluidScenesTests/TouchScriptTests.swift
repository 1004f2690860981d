import FluidCore
import FluidGestures
import FluidMotion
import Testing

@testable import FluidJSON
@testable import FluidSession

@Suite struct TouchScriptTests {
    let sample = """
        {"t":0.000,"type":"touch","id":1,"phase":"began","x":195,"y":790}
        {"t":0.016,"type":"touch","id":1,"phase":"moved","x":195,"y":760,"force":0.3}
        {"t":0.300,"type":"touch","id":1,"phase":"ended","x":195,"y":400}

        {"t":0.500,"type":"text","text":"photo \\"1\\" \\u00e9"}
        {"t":0.600,"type":"key","key":"escape"}
        {"t":0.700,"type":"resize","width":844,"height":390}
        {"t":0.800,"type":"action","node":"grabber","action":"Expand"}
        """

    @Test func parsesEveryItemTypeOfTheDesignExample() throws {
        let script = try TouchScript(parsing: sample)
        #expect(script.items.count == 7)
        #expect(
            script.items[1]
                == .input(
                    .touch(
                        TouchEvent(
                            id: 1, phase: .moved, location: Point(x: 195, y: 760),
                            time: 0.016, force: 0.3))))
        #expect(script.items[3] == .input(.text("photo \"1\" é", time: 0.5)))
        #expect(script.items[4] == .input(.key(.escape, time: 0.6)))
        #expect(script.items[5] == .resize(Size(width: 844, height: 390), time: 0.7))
        #expect(script.items[6] == .action("Expand", node: "grabber", time: 0.8))
        #expect(script.endTime == 0.8)
    }

    @Test func writtenScriptParsesBackToTheSameItems() throws {
        let script = try TouchScript(parsing: sample)
        let again = try TouchScript(parsing: script.text)
        #expect(again == script)
        #expect(script.text.hasPrefix(#"{"t":0,"type":"touch","id":1,"phase":"began","x":195,"y":790}"#))
    }

    @Test func scrollLinesRoundTrip() throws {
        let text = #"""
            {"t":0.1,"type":"scroll","phase":"began","x":195,"y":400,"dx":0,"dy":0}
            {"t":0.108,"type":"scroll","phase":"changed","x":195,"y":400,"dx":-1.5,"dy":-12.5}
            {"t":0.188,"type":"scroll","phase":"ended","x":195,"y":400,"dx":0,"dy":0}
            {"t":1,"type":"scroll","phase":"wheel","x":10,"y":20,"dx":0,"dy":-1}
            {"t":2,"type":"key","key":"page-down"}

            """#
        let script = try TouchScript(parsing: text)
        #expect(script.text == text)
        #expect(
            script.items[1]
                == .input(
                    .scroll(
                        ScrollEvent(
                            phase: .changed, location: Point(x: 195, y: 400),
                            delta: Point(x: -1.5, y: -12.5), time: 0.108))))
        #expect(script.items[4] == .input(.key(.pageDown, time: 2)))
    }

    @Test(arguments: [
        (
            #"{"t":0,"type":"touch","id":1,"phase":"down","x":1,"y":2}"#,
            #"s.jsonl:2: "phase" must be one of began, moved, ended, cancelled"#, #line
        ),
        (#"{"t":-1,"type":"key","key":"tab"}"#, #"s.jsonl:2: "t" must be ≥ 0, got -1"#, #line),
        (#"{"t":0.5,"type":"key","key":"tab"}"#, #"s.jsonl:2: "t" 0.5 is earlier than the previous event's 1"#, #line),
        (#"{"type":"key","key":"tab"}"#, #"s.jsonl:2: missing "t""#, #line),
        (#"{"t":"1","type":"key","key":"tab"}"#, #"s.jsonl:2: "t" must be a finite number"#, #line),
        (
            #"{"t":1e999,"type":"key","key":"tab"}"#,
            "s.jsonl:2: invalid JSON at column 6: number 1e999 is out of range", #line
        ),
        (
            #"{"t":1,"type":"swipe"}"#,
            #"s.jsonl:2: "type" must be one of touch, scroll, text, key, resize, action, got "swipe""#, #line
        ),
        (
            #"{"t":1,"type":"key","key":"f1"}"#,
            #"s.jsonl:2: "key" must be one of up, down, left, right, escape, enter, backspace, tab, space, shift-tab, page-up, page-down, home, end, alt-up, alt-down"#,
            #line
        ),
        (
            #"{"t":1,"type":"touch","id":1,"phase":"moved","x":1,"y":2,"force":1.5}"#,
            #"s.jsonl:2: "force" must be in 0…1, got 1.5"#, #line
        ),
        (
            #"{"t":1,"type":"touch","id":1.5,"phase":"moved","x":1,"y":2}"#, #"s.jsonl:2: "id" must be an integer"#,
            #line
        ),
        (#"{"t":1,"type":"touch","id":1,"phase":"moved","x":1}"#, #"s.jsonl:2: missing "y""#, #line),
        (
            #"{"t":1,"type":"touch","id":1,"phase":"moved","x":1,"y":2,"forse":1}"#,
            #"s.jsonl:2: unknown field "forse""#, #line
        ),
        (
            #"{"t":1,"type":"scroll","phase":"moved","x":1,"y":2,"dx":0,"dy":-3}"#,
            #"s.jsonl:2: "phase" must be one of began, changed, ended, wheel"#, #line
        ),
        (
            #"{"t":1,"type":"scroll","phase":"changed","x":1,"y":2,"dx":0,"dy":"-3"}"#,
            #"s.jsonl:2: "dy" must be a finite number"#, #line
        ),
        (#"{"t":1,"type":"scroll","phase":"changed","x":1,"y":2,"dy":-3}"#, #"s.jsonl:2: missing "dx""#, #line),
        (
            #"{"t":1,"type":"scroll","phase":"changed","x":1,"y":2,"dx":0,"dy":1e999}"#,
            "s.jsonl:2: invalid JSON at column 66: number 1e999 is out of range", #line
        ),
        (
            #"{"t":1,"type":"scroll","phase":"wheel","x":1,"y":2,"dx":0,"dy":1,"precise":true}"#,
            #"s.jsonl:2: unknown field "precise""#, #line
        ),
        (
            #"{"t":1,"type":"resize","width":0,"height":2}"#,
            #"s.jsonl:2: "width" and "height" must be WxH in points with both sides > 0 and at most 16384"#, #line
        ),
        (
            #"{"t":1,"type":"resize","width":100000,"height":844}"#,
            #"s.jsonl:2: "width" and "height" must be WxH in points with both sides > 0 and at most 16384"#, #line
        ),
        (
            #"{"t":1,"type":"key","key":"tab",}"#,
            "s.jsonl:2: invalid JSON at column 33: expected a key in double quotes", #line
        ),
        (#"{"t":1,"t":2,"type":"key","key":"tab"}"#, #"s.jsonl:2: invalid JSON at column 8: duplicate key "t""#, #line),
        (#"[1,2]"#, "s.jsonl:2: expected a JSON object", #line),
        (#"{"t":NaN}"#, "s.jsonl:2: invalid JSON at column 6: unexpected character 'N'", #line)
    ])
    func malformedLinesNameTheLineAndTheProblem(line: String, expected: String, sourceLine: Int) {
        let text = #"{"t":1,"type":"key","key":"tab"}"# + "\n" + line + "\n"
        do {
            _ = try TouchScript(parsing: text, source: "s.jsonl")
            Issue.record("accepted a malformed line (row at line \(sourceLine))")
        } catch {
            #expect(error.description == expected, "row at line \(sourceLine)")
        }
    }

    @Test func appendKeepsTimesNonDecreasing() {
        var script = TouchScript()
        script.append(.input(.key(.tab, time: -0.5)))
        script.append(.input(.key(.tab, time: 1)))
        script.append(.input(.text("a", time: 0.999)))
        #expect(script.items.map(\.time) == [0, 1, 1])
    }
}

@Suite struct JSONReaderTests {
    @Test func readsNestedValuesKeepingKeyOrder() throws {
        let value = try JSONReader.parse(#" {"b":[1,-2.5e1,true,false,null],"a":{"c":"\ud83d\ude00"}} "#)
        #expect(
            value
                == .object([
                    ("b", .array([.number(1), .number(-25), .bool(true), .bool(false), .null])),
                    ("a", .object([("c", .string("😀"))]))
                ]))
        #expect(value.text == #"{"b":[1,-25,true,false,null],"a":{"c":"😀"}}"#)
    }

    @Test(arguments: [3, 15, 16, 17, 100])
    func findsADuplicateKeyInObjectsOfAnySize(keys: Int) {
        // The duplicate comes last, after `keys` distinct keys: scanned below 16 keys, hashed above.
        let fields = (0..<keys).map { "\"k\($0)\":\($0)" } + ["\"k0\":0"]
        let text = "{" + fields.joined(separator: ",") + "}"
        #expect(throws: JSONReader.Failure.self) { try JSONReader.parse(text) }
        #expect(throws: Never.self) { try JSONReader.parse("{" + fields.dropLast().joined(separator: ",") + "}") }
    }

    @Test func quotedTextIsEscapedAndCut() {
        #expect(JSONValue.quoted("a\nb") == #""a\nb""#)
        #expect(
            JSONValue.quoted(String(repeating: "x", count: 41), limit: 40) == "\"" + String(repeating: "x", count: 40)
                + "…\"")
        #expect(
            JSONValue.quoted(String(repeating: "x", count: 40), limit: 40) == "\"" + String(repeating: "x", count: 40)
                + "\"")
    }

    @Test(arguments: [
        "", "01", "1.", "-", "\"abc", "{\"a\" 1}", "[1 2]", "tru", "\"\\x\"", "{} x", "\"\\ud800\"", "{\"a\":1,}",
        "[1,]", "1e", "-01", "\"\\u12\"", "nul"
    ])
    func rejectsInvalidJSON(_ text: String) {
        #expect(throws: JSONReader.Failure.self) { try JSONReader.parse(text) }
    }
}
