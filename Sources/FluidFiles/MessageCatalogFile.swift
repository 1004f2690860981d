import FluidScenes
import Foundation

/// Finds and reads the UI strings' catalog (`LANG.mo`, compiled by `msgfmt` from
/// `Translations/LANG.po`) for a locale, for the hosts to hand to the scenes
/// (`SceneOptions.catalog`).
public enum MessageCatalogFile {
    /// The locale to use: `flag` (`--locale`), else the first of `LC_ALL`, `LC_MESSAGES` and
    /// `LANG` that is set and not empty, as gettext reads them; nil means English.
    public static func locale(flag: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
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

    /// The catalog for `locale` (nil: English), or the problem reading it. A locale without a
    /// catalog is English with no problem, as gettext falls back; a catalog that exists but
    /// cannot be read or parsed is English with the problem in words.
    public static func load(locale: String?, folders: [String] = folders()) -> (catalog: MessageCatalog, problem: String?) {
        guard let locale else { return (.english, nil) }
        for name in candidates(for: locale) {
            for folder in folders {
                let path = "\(folder)/\(name).mo"
                guard FileManager.default.fileExists(atPath: path) else { continue }
                guard let data = FileManager.default.contents(atPath: path) else {
                    return (.english, "cannot read \(path)")
                }
                do {
                    return (try MessageCatalog(mo: [UInt8](data)), nil)
                } catch {
                    return (.english, "\(path): \(error.description)")
                }
            }
        }
        return (.english, nil)
    }
}
