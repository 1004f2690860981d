import FluidLocalization
import Foundation
import Testing

@testable import FluidFiles

/// A catalog on disk is untrusted: only a regular file of at most `MessageCatalogFile.maxFileSize`
/// bytes is read, and one that is refused, for any reason, is English plus one line naming the
/// file and the reason. Nothing here waits: a FIFO is refused without being opened for reading
/// in earnest.
@Suite struct MessageCatalogFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-catalogs-\(UUID().uuidString)")
    var path: String { folder.appendingPathComponent("de.mo").path }

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func cleanUp() { try? FileManager.default.removeItem(at: folder) }

    func load() -> (catalog: MessageCatalog, problem: String?) {
        MessageCatalogFile.load(locale: "de_DE.UTF-8", folders: [folder.path])
    }

    /// A one-entry little-endian `.mo` file, as msgfmt lays it out: the 28-byte header, the two
    /// one-entry tables at 28 and 36, then the empty original (a NUL) and the header text.
    static func mo(header: String) -> [UInt8] {
        func word(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        return [0x9504_12de, 0, 1, 28, 36, 0, 0].flatMap(word) + word(0) + word(44) + word(header.utf8.count) + word(45)
            + [0] + Array(header.utf8)
    }

    @Test func aCatalogIsRead() throws {
        defer { cleanUp() }
        try Data(Self.mo(header: "Language: de\n")).write(to: URL(fileURLWithPath: path))
        let loaded = load()
        #expect(loaded.problem == nil)
        #expect(loaded.catalog.language == "de")
    }

    @Test func aCatalogLargerThanTheBoundIsRefusedUnread() throws {
        defer { cleanUp() }
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        // Sparse: one byte over the bound, nothing stored.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(MessageCatalogFile.maxFileSize + 1))
        try handle.close()
        let loaded = load()
        #expect(loaded.catalog == .english)
        #expect(loaded.problem == "\(path): larger than 16 MiB, the most a catalog may hold")
    }

    @Test func aCatalogOfTheBoundIsReadAndParsed() throws {
        defer { cleanUp() }
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(MessageCatalogFile.maxFileSize))
        try handle.close()
        // Read (zeros), and refused by the parser, not by the bound.
        #expect(load().problem == "\(path): not a .mo catalog (bad magic number)")
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        defer { cleanUp() }
        #expect(mkfifo(path, 0o600) == 0)
        let loaded = load()
        #expect(loaded.catalog == .english)
        #expect(loaded.problem == "\(path): not a regular file but a FIFO")
    }

    @Test func aDirectoryIsRefused() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let loaded = load()
        #expect(loaded.catalog == .english)
        #expect(loaded.problem == "\(path): not a regular file but a directory")
    }

    @Test func anEndlessDeviceIsRefused() throws {
        defer { cleanUp() }
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        let loaded = load()
        #expect(loaded.catalog == .english)
        #expect(loaded.problem == "\(path): not a regular file but a device or socket")
    }

    @Test func aHostilePluralRuleIsEnglishAndOneLine() throws {
        defer { cleanUp() }
        // 300 000 terms: once a stack overflow in the process that read the catalog.
        let chain = Array(repeating: "n", count: 300_000).joined(separator: "+")
        try Data(Self.mo(header: "Language: de\nPlural-Forms: nplurals=2; plural=\(chain);\n"))
            .write(to: URL(fileURLWithPath: path))
        let loaded = load()
        #expect(loaded.catalog == .english)
        #expect(loaded.problem == "\(path): Plural-Forms: plural is longer than 1024 bytes")
    }

    @Test func aPluralRuleDividingIntMinByMinusOneIsRead() throws {
        defer { cleanUp() }
        // (−2⁶³) / (−1) wraps to −2⁶³ < 0, so every count takes form 1.
        let rule = "nplurals=2; plural=(0-9223372036854775807-1)/(0-1) < 0;"
        try Data(Self.mo(header: "Language: de\nPlural-Forms: \(rule)\n")).write(to: URL(fileURLWithPath: path))
        let loaded = load()
        #expect(loaded.problem == nil)
        #expect(loaded.catalog.pluralRule.form(for: 1) == 1)
    }
}
