import FluidLocalization
import Foundation

/// Finds and reads the UI strings' catalog (`LANG.mo`, compiled by `msgfmt` from
/// `Translations/LANG.po`) for a locale, for the hosts to hand to the scenes
/// (`SceneOptions.catalog`).
public enum MessageCatalogFile {
    /// The locale to use: `flag` (`--locale`), else the first of `LC_ALL`, `LC_MESSAGES` and
    /// `LANG` that is set and not empty, as gettext reads them; nil means English.
    public static func locale(flag: String?, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String?
    {
        if let flag, !flag.isEmpty { return flag }
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty { return value }
        }
        return nil
    }

    /// The catalog names to try for `locale`, most specific first: `de_DE.UTF-8@euro` gives
    /// `de_DE`, `de`. `C`, `POSIX` and `en…` give none (English is the source language).
    public static func candidates(for locale: String) -> [String] {
        var name = Substring(locale)
        if let at = name.firstIndex(of: "@") { name = name[..<at] }
        if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
        guard !name.isEmpty, name != "C", name != "POSIX" else { return [] }
        let language = name.split(separator: "_").first.map(String.init) ?? String(name)
        guard language != "en" else { return [] }
        return name.contains("_") ? [String(name), language] : [language]
    }

    /// The folders catalogs are looked for in: `$FLUID_LOCALEDIR`, then `locale` beside the
    /// executable (where `make build` compiles them), then `../share/fluid/locale` from it
    /// (`make install`).
    public static func folders(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var folders: [String] = []
        if let dir = environment["FLUID_LOCALEDIR"], !dir.isEmpty { folders.append(dir) }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let bin = executable.deletingLastPathComponent()
        folders.append(bin.appendingPathComponent("locale").path)
        folders.append(bin.deletingLastPathComponent().appendingPathComponent("share/fluid/locale").path)
        return folders
    }

    /// The most bytes a catalog file may hold: ours are a few KiB, a large application's a few
    /// MiB. A larger file is refused before it is read.
    public static let maxFileSize = 16 << 20

    /// The catalog for `locale` (nil: English), or the problem reading it. A locale without a
    /// catalog is English with no problem, as gettext falls back; a catalog that exists but
    /// cannot be read or parsed is English with the problem in one line naming the file: one
    /// that is not a regular file (a directory, a FIFO, a device), is larger than `maxFileSize`,
    /// or is not a `.mo` catalog a scene can use (`MessageCatalog(mo:)`).
    public static func load(locale: String?, folders: [String] = folders()) -> (
        catalog: MessageCatalog, problem: String?
    ) {
        guard let locale else { return (.english, nil) }
        for name in candidates(for: locale) {
            for folder in folders {
                let path = "\(folder)/\(name).mo"
                guard FileManager.default.fileExists(atPath: path) else { continue }
                let bytes: [UInt8]
                do {
                    bytes = try contents(of: path)
                } catch {
                    return (.english, "\(path): \(error.reason)")
                }
                do {
                    return (try MessageCatalog(mo: bytes), nil)
                } catch {
                    return (.english, "\(path): \(error.description)")
                }
            }
        }
        return (.english, nil)
    }

    /// Why a catalog file was not read, in words.
    struct ReadProblem: Error {
        let reason: String

        static func unreadable(_ code: Int32) -> Self {
            Self(reason: "cannot read the file (\(BoundedFile.reason(code)))")
        }
        static let tooLarge = Self(reason: "larger than \(maxFileSize >> 20) MiB, the most a catalog may hold")
    }

    /// The bytes of the regular file at `path`, at most `maxFileSize` of them. It is opened
    /// without blocking (a FIFO with no writer would wait for one) and its type and size are
    /// checked on what was opened, before anything is read.
    static func contents(of path: String) throws(ReadProblem) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw .unreadable(errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(errno) }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            let kind = type == S_IFDIR ? "a directory" : type == S_IFIFO ? "a FIFO" : "a device or socket"
            throw ReadProblem(reason: "not a regular file but \(kind)")
        }
        guard info.st_size <= maxFileSize else { throw .tooLarge }
        do {
            return try BoundedFile.read(descriptor: fd, limit: maxFileSize)
        } catch {
            switch error {
            case .unreadable(let code): throw .unreadable(code)
            case .tooLarge: throw .tooLarge
            }
        }
    }
}
