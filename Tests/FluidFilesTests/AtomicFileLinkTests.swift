import Foundation
import Testing

@testable import FluidFiles

/// Writing through symbolic links: the link stays and its target is replaced; devices and
/// descriptor links are written in place; `LineFile` and `RawWrite` report failures as values.
@Suite struct AtomicFileLinkTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-links-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder + "/targets", withIntermediateDirectories: true)
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: folder) }

    func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aWriteThroughALinkReplacesItsTargetAndKeepsTheLink() throws {
        defer { cleanUp() }
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: folder + "/targets/t.jsonl"))
        #expect(symlink("targets/t.jsonl", folder + "/a") == 0)
        #expect(symlink("a", folder + "/b") == 0)  // a chain of two links
        try AtomicFile.write(Data("new\n".utf8), to: folder + "/b")
        #expect(contents(folder + "/targets/t.jsonl") == "new\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/b")) == "a")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/targets") == ["t.jsonl"])
    }

    @Test func aLinkToAMissingFileCreatesIt() throws {
        defer { cleanUp() }
        #expect(symlink("targets/new.jsonl", folder + "/link") == 0)
        try AtomicFile.write(Data("x\n".utf8), to: folder + "/link")
        #expect(contents(folder + "/targets/new.jsonl") == "x\n")
    }

    @Test func aLoopOfLinksFailsWithoutWriting() throws {
        defer { cleanUp() }
        #expect(symlink("l2", folder + "/l1") == 0)
        #expect(symlink("l1", folder + "/l2") == 0)
        #expect(throws: OutputError.self) { try AtomicFile.write(Data("x".utf8), to: folder + "/l1") }
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder)) == ["targets", "l1", "l2"])
    }

    @Test func devicesAndDescriptorsAreWrittenInPlace() {
        defer { cleanUp() }
        #expect(AtomicFile.destination(of: "/dev/null") == .inPlace("/dev/null"))
        #expect(AtomicFile.destination(of: "/dev/stdout") == .inPlace("/proc/self/fd/1"))
        #expect(symlink("/dev/full", folder + "/full.gif") == 0)
        #expect(AtomicFile.destination(of: folder + "/full.gif") == .inPlace("/dev/full"))
        #expect(AtomicFile.destination(of: folder + "/plain") == .replace(folder + "/plain"))
        #expect(throws: OutputError(path: folder + "/full.gif", reason: "the disk is full", code: ENOSPC)) {
            try AtomicFile.write(Data("x".utf8), to: folder + "/full.gif")
        }
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/full.gif")) == "/dev/full")
    }

    @Test func rawWriteReturnsTheErrorNumber() {
        defer { cleanUp() }
        let full = open("/dev/full", O_WRONLY)
        defer { close(full) }
        #expect(RawWrite.whole("abc", to: full) == ENOSPC)
        #expect(RawWrite.whole("abc", to: -1) == EBADF)
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        let old = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, old) }
        #expect(RawWrite.whole("abc", to: ends[1]) == EPIPE)
        close(ends[1])
        #expect(RawWrite.whole("", to: -1) == 0)  // nothing to write: no call, no error
    }

    @Test func aLineFileStopsAtItsFirstFailureAndSaysWhy() throws {
        defer { cleanUp() }
        let file = try LineFile(path: "/dev/full")
        file.write("one")
        file.write("two")
        #expect(file.failure == OutputError(path: "/dev/full", reason: String(cString: strerror(ENOSPC)), code: ENOSPC))
        #expect(file.failure?.isWriteFailure == true)
    }
}
