/// The playground's Reduce Motion when `--reduce-motion` / `--no-reduce-motion` is not given:
/// what the desktop says, in the order Linux desktops say it.
///
/// 1. The flag, when given, wins.
/// 2. GNOME's `org.gnome.desktop.interface enable-animations` (`gsettings get` prints `true` or
///    `false`): false turns Reduce Motion on, true leaves it off (GNOME's Settings › Accessibility
///    › Reduce Animation writes this key).
/// 3. GTK's `gtk-enable-animations` (`settings.ini` of GTK 4, then GTK 3, `[Settings]` group:
///    `0`/`false` off, `1`/`true` on), for desktops that are not GNOME.
/// 4. Otherwise off.
///
/// A value that is none of those words is skipped, so the next source decides.
public struct ReduceMotionSetting: Hashable, Sendable {
    /// Where the setting came from, for the message that reports it.
    public enum Source: String, Hashable, Sendable {
        case flag = "--reduce-motion"
        case gnome = "org.gnome.desktop.interface enable-animations"
        case gtk = "gtk-enable-animations"
        case fallback = "the default"
    }

    /// What the desktop reported; nil where it said nothing.
    public struct Report: Hashable, Sendable {
        /// `gsettings get org.gnome.desktop.interface enable-animations`, as printed.
        public var gnomeEnableAnimations: String?
        /// The `gtk-enable-animations` value of GTK's `settings.ini`, as written.
        public var gtkEnableAnimations: String?

        public init(gnomeEnableAnimations: String? = nil, gtkEnableAnimations: String? = nil) {
            self.gnomeEnableAnimations = gnomeEnableAnimations
            self.gtkEnableAnimations = gtkEnableAnimations
        }
    }

    public var reduceMotion: Bool
    public var source: Source

    /// The setting for `flag` (when given, it wins) and what the desktop reported.
    public init(flag: Bool?, report: Report) {
        if let flag {
            (reduceMotion, source) = (flag, .flag)
        } else if let animations = report.gnomeEnableAnimations.flatMap(Self.truth) {
            (reduceMotion, source) = (!animations, .gnome)
        } else if let animations = report.gtkEnableAnimations.flatMap(Self.truth) {
            (reduceMotion, source) = (!animations, .gtk)
        } else {
            (reduceMotion, source) = (false, .fallback)
        }
    }

    /// A boolean as gsettings prints it (`true`, `false`) or a GTK key file writes it (`1`, `0`,
    /// `true`, `false`), surrounding spaces and quotes allowed; nil for anything else.
    static func truth(_ text: String) -> Bool? {
        // One Character each; "\r\n" is a single Character too.
        let ignored: Set<Character> = [" ", "\t", "\r", "\n", "\r\n", "'", "\""]
        let word = String(text.filter { !ignored.contains($0) }).lowercased()
        switch word {
        case "true", "1": return true
        case "false", "0": return false
        default: return nil
        }
    }

    /// The value of `gtk-enable-animations` in the `[Settings]` group of a GTK `settings.ini`
    /// text; nil when the group or the key is missing.
    public static func gtkValue(inSettingsINI text: String) -> String? {
        var inSettings = false
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("[") {
                inSettings = line.hasPrefix("[Settings]")
                continue
            }
            guard inSettings, let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].filter { $0 != " " && $0 != "\t" }
            if key == "gtk-enable-animations" { return String(line[line.index(after: equals)...]) }
        }
        return nil
    }
}
