import FluidCommandLine
import FluidFiles
import FluidRender
import Foundation

/// `--frames DIR`, written whole or not at all: frames go into a hidden temporary directory
/// beside DIR (`AtomicFile.temporaryPath`), which becomes DIR only once the replay has
/// succeeded. A failed or interrupted replay removes it; one left by a killed process is swept
/// by the next replay into the same DIR. A DIR that is a symbolic link is written through: the
/// frames go into the directory it names, and the link stays (`AtomicFile.destination(of:)`).
/// A class: it owns the temporary directory.
final class FramesDirectory {
    /// DIR as given, for messages.
    let path: String
    /// DIR after following its symbolic links: where the frames go.
    private let target: String
    private let temporary: String

    /// Creates the temporary directory (and DIR's parent folders).
    /// - Throws: exit 73 when DIR is a file or a folder cannot be created.
    init(path: String) throws(CLIError) {
        self.path = path
        let target = AtomicFile.destination(of: path).path
        self.target = target
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw CLIError(.cannotCreate, "cannot create directory \(path): a file of that name exists")
        }
        let parent = URL(fileURLWithPath: target).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw CLIError(.cannotCreate, "cannot create directory \(parent): \(systemReason(error))")
        }
        AtomicFile.sweepStale(besides: target)
        temporary = AtomicFile.temporaryPath(for: target)
        try? FileManager.default.removeItem(atPath: temporary)
        guard mkdir(temporary, 0o755) == 0 else {
            throw CLIError(.cannotCreate, "cannot create directory \(path): \(AtomicFile.reason(errno: errno))")
        }
    }

    /// `frame-00000.png` …: five digits hold every index a replay can have (`Replay.maxFrames`).
    static func name(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    /// Writes frame `index` into the temporary directory.
    /// - Throws: exit 74 when the PNG cannot be written (a full disk).
    func write(_ canvas: CairoCanvas, index: Int) throws(CLIError) {
        do {
            try canvas.writePNG(to: temporary + "/" + FramesDirectory.name(index))
        } catch {
            var reason = "\(error)"
            if case RenderError.writeFailed(_, let cairoReason) = error { reason = cairoReason }
            throw CLIError(.ioError, "cannot write frame \(index) into \(path): \(reason)")
        }
    }

    /// Moves the frames into place: the temporary directory becomes DIR when DIR is missing or
    /// empty; otherwise each frame replaces its namesake and older frames past `frameCount`
    /// are removed, so DIR holds exactly this replay's frames.
    func commit(frameCount: Int) throws(CLIError) {
        if rename(temporary, target) == 0 { return }
        let code = errno
        var isDirectory: ObjCBool = false
        // A directory with files in it (ENOTEMPTY), or one that cannot be replaced (".").
        guard FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError(.cannotCreate, "cannot move the frames into \(path): \(AtomicFile.reason(errno: code))")
        }
        // A directory in a frame's place would stop the moves half way, this replay's first
        // frames among older ones: every place is looked at before any frame moves.
        for index in 0..<frameCount {
            let name = FramesDirectory.name(index)
            var inPlace: ObjCBool = false
            if FileManager.default.fileExists(atPath: target + "/" + name, isDirectory: &inPlace), inPlace.boolValue {
                throw CLIError(.cannotCreate, "cannot move \(name) into \(path): \(AtomicFile.reason(errno: EISDIR))")
            }
        }
        for index in 0..<frameCount {
            let name = FramesDirectory.name(index)
            guard rename(temporary + "/" + name, target + "/" + name) == 0 else {
                throw CLIError(.cannotCreate, "cannot move \(name) into \(path): \(AtomicFile.reason(errno: errno))")
            }
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: target)) ?? []
        for entry in entries where FramesDirectory.index(of: entry).map({ $0 >= frameCount }) == true {
            unlink(target + "/" + entry)
        }
        discard()
    }

    /// Removes the temporary directory and whatever it holds.
    func discard() {
        try? FileManager.default.removeItem(atPath: temporary)
    }

    /// The index of a `frame-NNNNN.png` name, nil for any other name.
    static func index(of name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
        let digits = name.dropFirst("frame-".count).dropLast(".png".count)
        guard digits.count >= 5, digits.allSatisfy(\.isASCII), let index = Int(digits) else { return nil }
        return index
    }
}
