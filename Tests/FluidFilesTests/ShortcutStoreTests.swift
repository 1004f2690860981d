import FluidJSON
import FluidSceneKit
import FluidScenes
import Foundation
import Testing

@testable import FluidFiles

/// The shortcut file: atomic saves under the store's own temporary name, stale temporaries
/// swept, failures in words, unknown steps dropped on load and named, the editor's start read
/// from it and its edits written back.
@Suite struct ShortcutStoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-store-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func cleanUp() { try? FileManager.default.removeItem(at: folder) }

    /// A process id no process has now (kill(pid, 0) fails with ESRCH).
    func deadPID() -> pid_t {
        var pid: pid_t = 4_000_000
        while kill(pid, 0) == 0 || errno != ESRCH { pid -= 1 }
        return pid
    }

    @Test func aStaleTemporaryOfADeadProcessIsSweptAndALiveOneKept() throws {
        defer { cleanUp() }
        let url = folder.appendingPathComponent("shortcut.json")
        let stale = folder.appendingPathComponent(".shortcut.json.fluid-tmp-\(deadPID())")
        let live = folder.appendingPathComponent(".shortcut.json.fluid-tmp-1")  // init always runs
        let foreign = folder.appendingPathComponent(".dat.nosync1234")  // not ours: left alone
        for file in [stale, live, foreign] { try Data("{".utf8).write(to: file) }
        let store = ShortcutStore(url: url)
        #expect(try store.load() == nil)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(left == [live.lastPathComponent, foreign.lastPathComponent])
    }

    @Test func savingLeavesOnlyTheFile() throws {
        defer { cleanUp() }
        let store = ShortcutStore(url: folder.appendingPathComponent("fluid/shortcut.json"))
        for n in 0..<20 { try store.save(ShortcutDocument(name: "n\(n)", steps: ["wifi"])) }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("fluid").path) == [
                "shortcut.json"
            ])
        #expect(try store.load() == ShortcutDocument(name: "n19", steps: ["wifi"]))
    }

    @Test func savingOverADirectorySaysSo() throws {
        defer { cleanUp() }
        let url = folder.appendingPathComponent("shortcut.json")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        #expect(throws: OutputError(path: url.path, reason: "the path is a directory", code: EISDIR)) {
            try ShortcutStore(url: url).save(.sample)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["shortcut.json"])
    }

    @Test func savingUnderAFileSaysAPartIsNotAFolder() throws {
        defer { cleanUp() }
        let blocker = folder.appendingPathComponent("fluid")
        try Data().write(to: blocker)
        let store = ShortcutStore(url: blocker.appendingPathComponent("shortcut.json"))
        do {
            try store.save(.sample)
            Issue.record("saved under a file")
        } catch {
            #expect(!error.reason.contains("Domain") && !error.reason.contains("NSCocoa"), "\(error.reason)")
        }
    }

    @Test(arguments: [
        (EROFS, "read-only"), (EACCES, "read-only"), (ENOSPC, "the disk is full"),
        (EISDIR, "the path is a directory")
    ])
    func failuresAreWorded(code: Int32, words: String) {
        #expect(AtomicFile.reason(errno: code).contains(words))
    }

    @Test func aDeviceIsWrittenInPlaceNotReplaced() throws {
        try AtomicFile.write(Data("x".utf8), to: "/dev/null")
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        #expect(throws: OutputError(path: "/dev/full", reason: "the disk is full", code: ENOSPC)) {
            try AtomicFile.write(Data("x".utf8), to: "/dev/full")
        }
    }

    @Test func anOversizeFileIsNotAShortcut() throws {
        defer { cleanUp() }
        let url = folder.appendingPathComponent("shortcut.json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        #expect(truncate(url.path, off_t(ShortcutStore.maxFileSize + 1)) == 0)
        #expect(throws: OutputError.self) { try ShortcutStore(url: url).load() }
    }

    @Test func unknownStepsAreDroppedOnLoadAndNamed() throws {
        defer { cleanUp() }
        let url = folder.appendingPathComponent("shortcut.json")
        let unknown = ["teleport", "x\n" + String(repeating: "y", count: 100), "warp", "fold"]
        let document = ShortcutDocument(
            name: "Mixed", steps: ["wifi", unknown[0], "call", unknown[1], unknown[2], unknown[3]])
        let store = ShortcutStore(url: url)
        try store.save(document)
        let start = store.start()
        #expect(
            start.state == [JSONValue.Field("shortcut", ShortcutDocument(name: "Mixed", steps: ["wifi", "call"]).json)])
        #expect(start.canSave)
        let notice = try #require(start.problem)
        #expect(notice.hasPrefix("Dropped 4 unknown steps from \(url.path): \"teleport\", \"x\\ny"), "\(notice)")
        #expect(notice.hasSuffix(" and 1 more") && !notice.contains("\n"), "\(notice)")
        // Loading alone does not rewrite the file.
        #expect(try store.load() == document)
        // The editor shows the notice the host was given.
        let scene = ShortcutsScene(options: SceneOptions(startState: start.state, documentProblem: start.problem))
        #expect(scene.notice == notice)
    }

    @Test func aValidShortcutStartsWithoutANotice() throws {
        defer { cleanUp() }
        let store = ShortcutStore(url: folder.appendingPathComponent("shortcut.json"))
        try store.save(ShortcutDocument(name: "Ok", steps: ["wifi", "call"]))
        let start = store.start()
        #expect(start.problem == nil && start.canSave)
        #expect(
            start.state == [JSONValue.Field("shortcut", ShortcutDocument(name: "Ok", steps: ["wifi", "call"]).json)])
    }

    @Test func anEmptyStoreStartsFromTheSample() {
        defer { cleanUp() }
        let start = ShortcutStore(url: folder.appendingPathComponent("none/shortcut.json")).start()
        #expect(
            start
                == ShortcutStore.Start(
                    state: [JSONValue.Field("shortcut", ShortcutDocument.sample.json)],
                    problem: nil, canSave: true))
    }

    @Test func anUnreadableFileStartsFromTheSampleAndIsNotSaved() throws {
        defer { cleanUp() }
        let url = folder.appendingPathComponent("shortcut.json")
        let garbage = Data("{not json".utf8)
        try garbage.write(to: url)
        let start = ShortcutStore(url: url).start()
        #expect(!start.canSave)
        #expect(start.state == [JSONValue.Field("shortcut", ShortcutDocument.sample.json)])
        // The notice names the whole path and a reason; the host prints the same line.
        #expect(start.problem == "Cannot read \(url.path): not a shortcut document; edits will not be saved")
        #expect(try Data(contentsOf: url) == garbage)
    }

    @Test func aFolderInPlaceOfTheFileIsUnreadableInTheSystemsWords() throws {
        defer { cleanUp() }
        let url = folder.appendingPathComponent("shortcut.json")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        #expect(throws: OutputError(path: url.path, reason: "Is a directory", code: EISDIR)) {
            try ShortcutStore(url: url).load()
        }
    }

    @Test func keepingAnEditSavesItAndAFailureIsWorded() throws {
        defer { cleanUp() }
        let url = folder.appendingPathComponent("fluid/shortcut.json")
        let store = ShortcutStore(url: url)
        let edited = ShortcutDocument(name: "Commute", steps: ["wifi", "call"])
        #expect(store.keep(JSONValue.Field("shortcut", edited.json)) == nil)
        #expect(try store.load() == edited)
        // The file holds the document's one JSON form, on one line.
        #expect(try String(contentsOf: url, encoding: .utf8) == #"{"name":"Commute","steps":["wifi","call"]}"# + "\n")
        // Another scene's field is not the store's: nothing is written.
        #expect(store.keep(JSONValue.Field("other", .bool(true))) == nil)
        #expect(try store.load() == edited)
        let blocked = ShortcutStore(url: url.appendingPathComponent("under-a-file.json"))
        let problem = try #require(blocked.keep(JSONValue.Field("shortcut", edited.json)))
        #expect(problem.hasPrefix("Cannot save ") && problem.hasSuffix("; edits will not be saved"), "\(problem)")
    }

    @Test func standardStoreFollowsXDG() {
        let xdg = ShortcutStore.standard(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"])
        #expect(xdg.url.path == "/data/fluid/shortcut.json")
        let home = ShortcutStore.standard(environment: ["HOME": "/home/u"])
        #expect(home.url.path == "/home/u/.local/share/fluid/shortcut.json")
    }
}
