import Foundation

// Lines shaped like a recorded 120 Hz drag (the playground's --record output).
var lines: [String] = []
for i in 0..<200_000 {
    let t = Double(i) / 120
    lines.append(#"{"t":\#(t),"type":"touch","id":1,"phase":"moved","x":\#(195.5 + Double(i % 50)),"y":\#(790.25 - Double(i % 300)),"force":0.3}"#)
}
let text = lines.joined(separator: "\n")
let data = Data(text.utf8)
print("\(lines.count) lines, \(data.count) bytes")

func time(_ name: String, _ body: () -> Int) {
    var best = Double.infinity
    var check = 0
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        check = body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    print(name + ":", String(format: "%.1f ms (min of 5)", best), "(\(check) fields)")
}

time("JSONReader before (Unicode.Scalar array)") {
    var n = 0
    for line in text.split(separator: "\n") {
        if case .object(let f)? = try? OldJSONReader.parse(String(line)) { n += f.count }
    }
    return n
}
time("JSONReader now (UTF-8 bytes in place)") {
    var n = 0
    data.withUnsafeBytes { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 10) ?? bytes.count
            if case .object(let f)? = try? JSONReader.parse(UnsafeBufferPointer(rebasing: bytes[start..<end])) { n += f.count }
            start = end + 1
        }
    }
    return n
}
time("JSONSerialization per line") {
    var n = 0
    data.withUnsafeBytes { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 10) ?? bytes.count
            let line = Data(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            if let o = try? JSONSerialization.jsonObject(with: line) as? [String: Any] {
                // The field reads TouchScript does.
                for key in ["t", "type", "id", "phase", "x", "y", "force"] { if o[key] != nil { n += 1 } }
                _ = (o["t"] as? NSNumber)?.doubleValue
            }
            start = end + 1
        }
    }
    return n
}
time("JSONDecoder per line") {
    struct Line: Decodable { var t: Double; var type: String; var id: Double?; var phase: String?; var x: Double?; var y: Double?; var force: Double? }
    var n = 0
    let decoder = JSONDecoder()
    data.withUnsafeBytes { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 10) ?? bytes.count
            let line = Data(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            if let o = try? decoder.decode(Line.self, from: line) { n += o.force == nil ? 6 : 7 }
            start = end + 1
        }
    }
    return n
}
// One maximal text line (64 KiB).
let long = #"{"t":0,"type":"text","text":""# + String(repeating: "a", count: 65_500) + #""}"#
time("JSONReader before, one 64 KiB text line ×100") { var n = 0; for _ in 0..<100 { if (try? OldJSONReader.parse(long)) != nil { n += 1 } }; return n }
time("JSONReader now, one 64 KiB text line ×100") { var n = 0; for _ in 0..<100 { if (try? JSONReader.parse(long)) != nil { n += 1 } }; return n }
time("JSONSerialization, one 64 KiB text line ×100") { var n = 0; let d = Data(long.utf8); for _ in 0..<100 { if (try? JSONSerialization.jsonObject(with: d)) != nil { n += 1 } }; return n }
let manyKeys = "{" + (0..<6000).map { "\"k\($0)\":1" }.joined(separator: ",") + "}"
time("JSONReader now, one 6000-key object ×10") { var n = 0; for _ in 0..<10 { if (try? JSONReader.parse(manyKeys)) != nil { n += 1 } }; return n }
