import FluidSession

/// libFuzzer's entry point (`make fuzz-parser`): any bytes through the public touch-script parser.
///
/// Checked for every input, beyond not trapping: a rejection is one line that names a line of the
/// script, and an accepted script writes back (`TouchScript.text`) to text that parses to the
/// same items.
@_cdecl("LLVMFuzzerTestOneInput")
public func touchScriptFuzzTarget(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Array(UnsafeBufferPointer(start: bytes, count: count))
    do {
        let script = try TouchScript(parsing: data, source: "fuzz")
        let written = script.text
        let again = try TouchScript(parsing: written, source: "fuzz-written")
        precondition(again.items == script.items, "a parsed script must survive writing it back")
    } catch {
        let message = error.description
        precondition(!message.contains("\n"), "a parse error is one line: \(message)")
        precondition(message.hasPrefix("fuzz"), "a parse error names its source: \(message)")
    }
    return 0
}
