import FluidGestures
import FluidMotion
import Testing

@testable import FluidSession

/// Line endings, encodings and sizes a touch script may arrive in.
@Suite struct TouchScriptInputTests {
    let lines = [#"{"t":0,"type":"key","key":"up"}"#, #"{"t":0.5,"type":"text","text":"é"}"#]
    let expected: [TouchScript.Item] = [.input(.key(.up, time: 0)), .input(.text("é", time: 0.5))]

    @Test func crlfLineEndingsParseLikeLF() throws {
        let crlf = try TouchScript(parsing: lines.joined(separator: "\r\n") + "\r\n\r\n")
        #expect(crlf.items == expected)
    }

    @Test func aByteOrderMarkAndALastLineWithoutNewlineAreAccepted() throws {
        let data = [UInt8]([0xEF, 0xBB, 0xBF]) + [UInt8](lines.joined(separator: "\n").utf8)
        #expect(try TouchScript(parsing: data).items == expected)
    }

    @Test func errorsCountCRLFLines() {
        let text = lines[0] + "\r\n" + "\r\n" + #"{"t":1,"type":"key"}"# + "\r\n"
        #expect(throws: TouchScriptError(source: "s", line: 3, message: #"missing "key""#)) {
            try TouchScript(parsing: text, source: "s")
        }
    }

    @Test(arguments: [
        ([UInt8]([0x7B, 0xFF, 0xFE, 0x00]), "s:1: invalid JSON at column 2: expected a key in double quotes", #line),
        ([UInt8]([0x00, 0x01, 0x02]), "s:1: invalid JSON at column 1: unexpected byte 0x0", #line),
        ([UInt8]([0xFF, 0xD8, 0xFF, 0xE0]), "s:1: invalid JSON at column 1: unexpected byte 0xFF", #line),
        (
            [UInt8](#"{"t":0,"type":"text","text":""#.utf8) + [UInt8]([0xC3, 0x28]) + [UInt8](#""}"#.utf8),
            "s:1: invalid JSON at column 30: invalid UTF-8 in string", #line
        ),
        (
            [UInt8]("{\"t\":0,\"type\":\"text\",\"text\":\"a\u{7}\"}".utf8),
            "s:1: invalid JSON at column 31: control character in string", #line
        )
    ])
    func binaryAndInvalidUTF8AreMalformedLines(data: [UInt8], message: String, row: Int) {
        do {
            _ = try TouchScript(parsing: data, source: "s")
            Issue.record("accepted bytes of row \(row)")
        } catch {
            #expect(error.description == message, "row \(row)")
            #expect(error.kind == .malformed, "row \(row)")
        }
    }

    @Test func anOverlongLineIsRefusedWithAShortMessage() {
        let long =
            #"{"t":0,"type":"text","text":""# + String(repeating: "a", count: 10 * TouchScript.maxLineLength) + #""}"#
        do {
            _ = try TouchScript(parsing: lines[0] + "\n" + long + "\n", source: "s")
            Issue.record("accepted an overlong line")
        } catch {
            #expect(error.line == 2)
            #expect(error.description.count < 100, "\(error.description.prefix(200))")
            #expect(error.message.contains("\(TouchScript.maxLineLength)"))
        }
    }

    @Test func aLineOfExactlyTheLimitIsAccepted() throws {
        let prefix = #"{"t":0,"type":"text","text":""#
        let text = prefix + String(repeating: "a", count: TouchScript.maxLineLength - prefix.utf8.count - 2) + #""}"#
        #expect(text.utf8.count == TouchScript.maxLineLength)
        #expect(try TouchScript(parsing: text).items.count == 1)
    }

    @Test(arguments: [
        ("{\"t\":0,\"type\":\"a\\nb\\u0000\(String(repeating: "x", count: 1000))\"}", #line),
        ("{\"t\":0,\"type\":\"key\",\"key\":\"up\",\"\(String(repeating: "k", count: 1000))\\n\":1}", #line)
    ])
    func quotedValuesInErrorsStayOneShortLine(line: String, row: Int) {
        do {
            _ = try TouchScript(parsing: line)
            Issue.record("accepted row \(row)")
        } catch {
            // 40 quoted characters plus the fixed text of the longest message (the list of
            // event types, scroll included).
            #expect(
                error.description.count < 130 && !error.description.contains("\n"),
                "row \(row): \(error.description.prefix(200))")
        }
    }
}
