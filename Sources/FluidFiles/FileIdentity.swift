import Foundation

/// A file as the system knows it, whatever path names it: its device and inode, after
/// following symbolic links (stat, not lstat). Two paths with the same identity are the same
/// file: the same spelling, a hard link, a symbolic link to it, `./x` and `x`.
public struct FileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    /// Whether it is a regular file (not a directory, device, pipe or socket).
    public var isRegularFile: Bool
    /// Whether it is a directory.
    public var isDirectory: Bool

    /// The file at `path`, nil when nothing is there (or it cannot be reached).
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The file open as `descriptor`, nil when the descriptor is not open.
    public init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    private init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        isRegularFile = info.st_mode & S_IFMT == S_IFREG
        isDirectory = info.st_mode & S_IFMT == S_IFDIR
    }

    /// Identity is device and inode; the kind follows from them.
    public static func == (a: FileIdentity, b: FileIdentity) -> Bool {
        a.device == b.device && a.inode == b.inode
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(device)
        hasher.combine(inode)
    }
}
