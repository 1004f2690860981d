import Foundation

/// Refuses, before anything is written, a run whose output would change one of its inputs or
/// another of its outputs: `fluid replay s.jsonl --trace s.jsonl` must not replace the recording
/// it reads. Files are compared by identity (`FileIdentity`: device and inode after following
/// links), never by spelling, so a hard link, a symbolic link or another spelling of an input
/// is caught too.
public enum OutputAlias {
    /// A file the run reads, named for the message ("the script s.jsonl").
    public struct Input: Sendable {
        public var name: String
        public var path: String

        public init(_ name: String, path: String) {
            self.name = name
            self.path = path
        }
    }

    /// A place the run writes.
    public enum Output: Sendable {
        /// A file, named for the message ("--trace t.jsonl").
        case file(String, path: String)
        /// A folder the run writes files into ("--frames dir"): it aliases an input when it is
        /// the input, or when the input, a hard link to it or a symbolic link to it is one of its
        /// entries.
        case folder(String, path: String)
        /// The process's standard output, when it is a regular file (`>> s.jsonl`).
        case standardOutput
    }

    /// The first alias among `outputs`, as one line naming both files; nil when there is none.
    /// Devices, pipes and sockets are never aliases: writing `/dev/null` twice harms nothing.
    public static func problem(inputs: [Input], outputs: [Output]) -> String? {
        let readable = inputs.compactMap { input in
            FileIdentity(path: input.path).flatMap { $0.isRegularFile ? (input, $0) : nil }
        }
        var written: [(name: String, key: Key)] = []
        for output in outputs {
            switch output {
            case .file(let name, let path):
                if let input = readable.first(where: { FileIdentity(path: path) == $0.1 })?.0 {
                    return "\(name) is \(input.name) (the same file): it would overwrite an input; nothing was written"
                }
                guard let key = Key(path: path) else { continue }
                if let other = written.first(where: { $0.key == key }) {
                    return "\(other.name) and \(name) are the same file; nothing was written"
                }
                written.append((name, key))
            case .folder(let name, let path):
                guard let folder = FileIdentity(path: path) else { continue }
                if let input = readable.first(where: { $0.1 == folder })?.0 {
                    return "\(name) is \(input.name) (the same file): it would overwrite an input; nothing was written"
                }
                guard folder.isDirectory else { continue }
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                for entry in entries {
                    guard let identity = FileIdentity(path: path + "/" + entry) else { continue }
                    if let input = readable.first(where: { $0.1 == identity })?.0 {
                        let alias = entry == AtomicFile.split(input.path).name ? "" : " (as \(entry))"
                        return
                            "\(name) holds \(input.name)\(alias): writing frames there could overwrite an input; nothing was written"
                    }
                }
            case .standardOutput:
                guard let out = FileIdentity(descriptor: STDOUT_FILENO), out.isRegularFile else { continue }
                if let input = readable.first(where: { $0.1 == out })?.0 {
                    return
                        "standard output is \(input.name) (the same file): it would overwrite an input; nothing was written"
                }
            }
        }
        return nil
    }

    /// Where an output file is, or will be: its identity when it exists, else its folder's
    /// identity and its name (after following links, as the write will). Nil for devices.
    private enum Key: Hashable {
        case existing(FileIdentity)
        case planned(folder: FileIdentity, name: String)

        init?(path: String) {
            guard case .replace(let target) = AtomicFile.destination(of: path) else { return nil }
            if let identity = FileIdentity(path: target) {
                self = .existing(identity)
                return
            }
            let (directory, name) = AtomicFile.split(target)
            guard let folder = FileIdentity(path: directory.isEmpty ? "." : directory) else { return nil }
            self = .planned(folder: folder, name: name)
        }
    }
}
