import FluidHost
import Foundation

/// Reads what the desktop says about text size (`TextSizeSetting.Report`): GNOME's
/// `text-scaling-factor` through `gsettings`; nil when it fails (no gsettings, no schema).
enum DesktopTextSize {
    static func report() -> TextSizeSetting.Report {
        TextSizeSetting.Report(gnomeTextScalingFactor: DesktopMotion.gsettingsValue(key: "text-scaling-factor"))
    }
}
