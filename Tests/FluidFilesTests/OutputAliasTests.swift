import Foundation
import Testing

@testable import FluidFiles

/// An output that is an input, found by device and inode whatever the spelling: the same path,
/// another spelling, a hard link, a symbolic link, a folder holding the input; and two outputs
/// that are one file. Table-driven: each row is an output and whether it aliases the script.
@Suite struct OutputAliasTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-alias-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: true)
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: folder + "/s.jsonl"))
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: folder + "/twin.jsonl"))  // equal bytes, another file
        #expect(link(folder + "/s.jsonl", folder + "/sub/hard.jsonl") == 0)
        #expect(symlink("../s.jsonl", folder + "/sub/sym.jsonl") == 0)
        #expect(symlink("s.jsonl", folder + "/sym.gif") == 0)
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: folder) }

    var script: OutputAlias.Input { .init("the script s.jsonl", path: folder + "/s.jsonl") }

    @Test func anOutputThatIsTheScriptIsNamedWithIt() {
        defer { cleanUp() }
        let rows: [(output: OutputAlias.Output, aliases: Bool, line: Int)] = [
            (.file("--trace", path: folder + "/s.jsonl"), true, #line),
            (.file("--trace", path: folder + "/sub/../s.jsonl"), true, #line),
            (.file("--trace", path: folder + "/sub/hard.jsonl"), true, #line),
            (.file("--trace", path: folder + "/sub/sym.jsonl"), true, #line),
            (.file("--video", path: folder + "/sym.gif"), true, #line),
            (.folder("--frames", path: folder), true, #line),  // holds s.jsonl
            (.folder("--frames", path: folder + "/sub"), true, #line),  // holds a hard link and a symlink
            (.folder("--frames", path: folder + "/sym.gif"), true, #line),  // names the script itself
            (.file("--trace", path: folder + "/twin.jsonl"), false, #line),
            (.file("--trace", path: folder + "/new.jsonl"), false, #line),
            (.file("--trace", path: "/dev/null"), false, #line),
            (.folder("--frames", path: folder + "/empty"), false, #line),
            (.folder("--frames", path: folder + "/missing"), false, #line)
        ]
        for row in rows {
            let problem = OutputAlias.problem(inputs: [script], outputs: [row.output])
            #expect(
                (problem != nil) == row.aliases, "\(problem ?? "no alias")",
                sourceLocation: .init(
                    fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
            if let problem { #expect(problem.contains("the script s.jsonl")) }
        }
    }

    @Test func twoOutputsThatAreOneFileAreRefusedEvenBeforeTheFileExists() {
        defer { cleanUp() }
        let problem = OutputAlias.problem(
            inputs: [],
            outputs: [
                .file("--trace t.gif", path: folder + "/t.gif"),
                .file("--video ./t.gif", path: folder + "/sub/../t.gif")
            ])
        #expect(problem == "--trace t.gif and --video ./t.gif are the same file; nothing was written")
        #expect(
            OutputAlias.problem(
                inputs: [],
                outputs: [
                    .file("--trace", path: "/dev/null"), .file("--record", path: "/dev/null")
                ]) == nil)
    }

    @Test func aMissingInputAliasesNothing() {
        defer { cleanUp() }
        let missing = OutputAlias.Input("the script gone.jsonl", path: folder + "/gone.jsonl")
        #expect(
            OutputAlias.problem(inputs: [missing], outputs: [.file("--trace", path: folder + "/gone.jsonl")]) == nil)
    }
}
