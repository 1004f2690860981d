import Foundation

extension AtomicFile {
    /// Where writing a path puts the bytes.
    public enum Destination: Hashable, Sendable {
        /// A regular file (or none yet) at this path, with no symbolic link left in its last
        /// component: written to a temporary beside it and renamed onto it.
        case replace(String)
        /// A device, a pipe or a descriptor (`/dev/null`, `/dev/full`, a FIFO, `/dev/stdout`,
        /// `/dev/fd/N`): opened and written where it is, appending. Renaming onto it would
        /// replace the device with a file, and `/dev/stdout` is a link whose meaning is the
        /// descriptor, not the file it names.
        case inPlace(String)

        /// The path to open or rename onto.
        public var path: String {
            switch self {
            case .replace(let path), .inPlace(let path): path
            }
        }
    }

    /// Follows the symbolic links of `path`'s last component to the file a write should change.
    ///
    /// The policy (docs/commands.md): an output named through a symbolic link writes through it,
    /// as GNU tools do: the link stays, and its target is replaced atomically (the temporary goes
    /// beside the target, so the rename never crosses a file system). A link to a missing file
    /// creates that file. Links in the directory part need nothing: the system follows them.
    /// More than `maxLinkHops` links (a loop) give the path back in place, where opening it fails
    /// with ELOOP and names the problem.
    public static func destination(of path: String) -> Destination {
        var current = path
        for _ in 0..<maxLinkHops {
            if isDescriptorLink(current) { return .inPlace(current) }
            var info = stat()
            if lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let target = linkTarget(current) {
                current = target.hasPrefix("/") ? target : split(current).directory + target
                continue
            }
            if stat(current, &info) == 0 {
                let type = info.st_mode & S_IFMT
                if type != S_IFREG && type != S_IFDIR { return .inPlace(current) }
            }
            return .replace(current)
        }
        return .inPlace(path)
    }

    /// Linux's limit on links followed in one path resolution (MAXSYMLINKS).
    static let maxLinkHops = 40

    /// Whether `path` lies in /proc (`/dev/stdout` → `/proc/self/fd/1`): its links name
    /// descriptors, and the file a descriptor's link shows is not where its writes go.
    private static func isDescriptorLink(_ path: String) -> Bool {
        let directory = split(path).directory
        guard let resolved = realpath(directory.isEmpty ? "." : directory, nil) else { return false }
        defer { free(resolved) }
        let text = String(cString: resolved)
        return text == "/proc" || text.hasPrefix("/proc/")
    }

    /// The text of the symbolic link at `path`, nil when it cannot be read.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
