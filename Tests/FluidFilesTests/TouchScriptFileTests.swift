import FluidFiles
import FluidSession
import Foundation
import Testing

/// Touch scripts read from files: at most `TouchScript.maxFileSize` bytes, failures in the
/// system's words (`BoundedFile.reason`), naming the path.
@Suite struct TouchScriptFileTests {
    @Test func missingFileIsAnErrorNamingThePath() {
        #expect(
            throws: TouchScriptError(
                source: "/nonexistent/x.jsonl", line: nil,
                message: "cannot read the file (No such file or directory)")
        ) {
            try TouchScript(contentsOfFile: "/nonexistent/x.jsonl")
        }
    }

    @Test func aFileLargerThanTheLimitIsMalformedWithoutReadingAllOfIt() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-big-\(getpid()).jsonl").path
        defer { unlink(path) }
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        // A sparse file one byte over the limit: nothing is stored, every byte reads as 0.
        #expect(truncate(path, off_t(TouchScript.maxFileSize + 1)) == 0)
        #expect(
            throws: TouchScriptError(
                source: path, line: nil, message: "the script is larger than 64 MiB",
                kind: .malformed)
        ) {
            try TouchScript(contentsOfFile: path)
        }
    }

    @Test func aDirectoryIsUnreadable() {
        do {
            _ = try TouchScript(contentsOfFile: "/")
            Issue.record("read a directory")
        } catch {
            #expect(error.kind == .unreadable)
            #expect(error.description == "/: cannot read the file (Is a directory)")
        }
    }
}

@Suite struct ReplayBoundTests {
    @Test(arguments: [100_000.0, 1e9, 1e308])
    func aScriptEndingPastTheFrameLimitIsRefused(t: Double) {
        let script = TouchScript(items: [.input(.key(.up, time: t))])
        #expect(throws: ReplayError.tooLong(endTime: t, fps: 60)) { try Replay(script: script, fps: 60) }
    }

    @Test func theLastAllowedEventTimeIsAccepted() throws {
        // ⌈t × fps⌉ = maxFrames − 1 is the last frame index there is.
        let t = Double(Replay.maxFrames - 1) / 60
        _ = try Replay(script: TouchScript(items: [.input(.key(.up, time: t))]), fps: 60)
        let later = TouchScript(items: [.input(.key(.up, time: Double(Replay.maxFrames) / 60))])
        #expect(throws: ReplayError.self) { try Replay(script: later, fps: 60) }
    }

    @Test func theMessageSaysTheBound() {
        let error = ReplayError.tooLong(endTime: 100_000, fps: 60)
        #expect(
            error.description
                == "the last event is at t = 100000 s, but a replay is at most 100000 frames: events up to t = 1666.65 s at 60 fps"
        )
    }
}
