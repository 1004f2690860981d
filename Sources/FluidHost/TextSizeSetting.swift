import FluidSceneKit

/// The playground's text size when `--text-size` is not given: what the desktop says.
///
/// 1. The flag, when given, wins.
/// 2. GNOME's `org.gnome.desktop.interface text-scaling-factor` (`gsettings get` prints a number
///    such as `1.25`; GNOME's Settings › Accessibility › Large Text writes 1.25): the category
///    whose body size is nearest 17 × factor (`ContentSizeCategory.nearest(textScalingFactor:)`),
///    so 1 is `large`, 1.25 `xxLarge` (21 pt for 21.25), 2 `AX2` (33 pt for 34).
/// 3. Otherwise `large`.
///
/// A value that is not a finite number above 0 is skipped, as if the desktop said nothing.
/// (Xft.dpi is the scale already, `DesktopScale`: it does not change the text size.)
public struct TextSizeSetting: Hashable, Sendable {
    /// Where the setting came from, for the message that reports it.
    public enum Source: String, Hashable, Sendable {
        case flag = "--text-size"
        case gnome = "org.gnome.desktop.interface text-scaling-factor"
        case fallback = "the default"
    }

    /// What the desktop reported; nil where it said nothing.
    public struct Report: Hashable, Sendable {
        /// `gsettings get org.gnome.desktop.interface text-scaling-factor`, as printed.
        public var gnomeTextScalingFactor: String?

        public init(gnomeTextScalingFactor: String? = nil) {
            self.gnomeTextScalingFactor = gnomeTextScalingFactor
        }
    }

    public var textSize: ContentSizeCategory
    public var source: Source

    /// The setting for `flag` (when given, it wins) and what the desktop reported.
    public init(flag: ContentSizeCategory?, report: Report) {
        if let flag {
            (textSize, source) = (flag, .flag)
        } else if let category = report.gnomeTextScalingFactor.flatMap(Self.factor)
            .flatMap(ContentSizeCategory.nearest(textScalingFactor:))
        {
            (textSize, source) = (category, .gnome)
        } else {
            (textSize, source) = (.default, .fallback)
        }
    }

    /// A factor as gsettings prints a double (`1.25`, `1.0`), surrounding spaces and quotes
    /// allowed; nil for anything that is not a finite number above 0.
    static func factor(_ text: String) -> Double? {
        let ignored: Set<Character> = [" ", "\t", "\r", "\n", "\r\n", "'", "\""]
        let word = String(text.filter { !ignored.contains($0) })
        guard let value = Double(word), value.isFinite, value > 0 else { return nil }
        return value
    }
}
