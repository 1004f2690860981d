import FluidFiles
import Foundation
import Testing

/// Whole files up to a limit: a regular file at the limit is read, one past it or an endless
/// device is refused after at most one byte more, and failures carry the system's error number.
@Suite struct BoundedFileTests {
    @Test func aFileOfExactlyTheLimitIsReadWhole() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-bounded-\(getpid())").path
        defer { unlink(path) }
        let bytes = (0..<1000).map { UInt8($0 % 251) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try BoundedFile.read(path, limit: 1000) == bytes)
        #expect(throws: BoundedFile.Failure.tooLarge) { try BoundedFile.read(path, limit: 999) }
    }

    @Test func anEndlessDeviceIsRefusedNotSwallowed() throws {
        // /dev/zero says its size is 0 and never ends: it is read a chunk at a time.
        #expect(throws: BoundedFile.Failure.tooLarge) { try BoundedFile.read("/dev/zero", limit: 200_000) }
        #expect(try BoundedFile.read("/dev/null", limit: 10) == [])
    }

    @Test func failuresCarryTheErrorNumber() {
        #expect(throws: BoundedFile.Failure.unreadable(ENOENT)) { try BoundedFile.read("/nonexistent/x", limit: 10) }
        #expect(throws: BoundedFile.Failure.unreadable(EISDIR)) { try BoundedFile.read("/", limit: 10) }
        #expect(BoundedFile.reason(ENOENT) == "No such file or directory")
    }
}
