import FluidHost
import Foundation

/// Reads what the desktop says about animations (`ReduceMotionSetting.Report`): GNOME's key
/// through `gsettings`, GTK's from its `settings.ini` files. Anything missing (no gsettings, no
/// schema, no file) is nil, so the next source decides.
enum DesktopMotion {
    static func report(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> ReduceMotionSetting.Report
    {
        ReduceMotionSetting.Report(
            gnomeEnableAnimations: gsettingsValue(key: "enable-animations"),
            gtkEnableAnimations: gtkValue(environment: environment))
    }

    /// `gsettings get org.gnome.desktop.interface KEY` (`enable-animations`,
    /// `text-scaling-factor`), nil when it fails.
    static func gsettingsValue(key: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gsettings", "get", "org.gnome.desktop.interface", key]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// `gtk-enable-animations` from `$XDG_CONFIG_HOME` (or `~/.config`) `gtk-4.0/settings.ini`,
    /// then `gtk-3.0/settings.ini`.
    static func gtkValue(environment: [String: String]) -> String? {
        let config =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"].map { $0 + "/.config" } ?? "")
        guard !config.isEmpty else { return nil }
        for version in ["gtk-4.0", "gtk-3.0"] {
            let path = "\(config)/\(version)/settings.ini"
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            if let value = ReduceMotionSetting.gtkValue(inSettingsINI: text) { return value }
        }
        return nil
    }
}
