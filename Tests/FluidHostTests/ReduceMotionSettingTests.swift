import FluidHost
import Testing

/// The default Reduce Motion follows the desktop in the documented order: the flag, GNOME's
/// enable-animations, GTK's gtk-enable-animations, off.
@Suite struct ReduceMotionSettingTests {
    typealias Report = ReduceMotionSetting.Report

    struct Row: CustomTestStringConvertible {
        var flag: Bool?
        var report: Report
        var reduceMotion: Bool
        var source: ReduceMotionSetting.Source
        var line: Int
        var testDescription: String { "line \(line)" }
    }

    static let rows: [Row] = [
        // The flag wins either way.
        Row(flag: true, report: Report(gnomeEnableAnimations: "true"), reduceMotion: true, source: .flag, line: #line),
        Row(
            flag: false, report: Report(gnomeEnableAnimations: "false"), reduceMotion: false, source: .flag, line: #line
        ),
        // gsettings prints the boolean with a newline; animations off means Reduce Motion on.
        Row(
            flag: nil, report: Report(gnomeEnableAnimations: "false\n", gtkEnableAnimations: "1"), reduceMotion: true,
            source: .gnome, line: #line),
        Row(
            flag: nil, report: Report(gnomeEnableAnimations: "true\n", gtkEnableAnimations: "0"), reduceMotion: false,
            source: .gnome, line: #line),
        // No GNOME schema (gsettings failed) or a word it never prints: GTK's key decides.
        Row(
            flag: nil, report: Report(gnomeEnableAnimations: nil, gtkEnableAnimations: " 0"), reduceMotion: true,
            source: .gtk, line: #line),
        Row(
            flag: nil, report: Report(gnomeEnableAnimations: "maybe", gtkEnableAnimations: "false"), reduceMotion: true,
            source: .gtk, line: #line),
        Row(flag: nil, report: Report(gtkEnableAnimations: "true"), reduceMotion: false, source: .gtk, line: #line),
        // Nothing said: off.
        Row(
            flag: nil, report: Report(gtkEnableAnimations: "sometimes"), reduceMotion: false, source: .fallback,
            line: #line),
        Row(flag: nil, report: Report(), reduceMotion: false, source: .fallback, line: #line)
    ]

    @Test(arguments: rows) func followsTheDesktop(_ row: Row) {
        let setting = ReduceMotionSetting(flag: row.flag, report: row.report)
        #expect(setting.reduceMotion == row.reduceMotion, "line \(row.line)")
        #expect(setting.source == row.source, "line \(row.line)")
    }

    @Test func readsTheKeyFromTheSettingsGroupOnly() {
        let ini = """
            # GTK 3 settings
            [Other]
            gtk-enable-animations=1
            [Settings]
            gtk-theme-name=Adwaita
            gtk-enable-animations = 0
            """
        #expect(ReduceMotionSetting.gtkValue(inSettingsINI: ini).map { $0.trimmingSpaces } == "0")
        #expect(ReduceMotionSetting.gtkValue(inSettingsINI: "[Other]\ngtk-enable-animations=0\n") == nil)
        #expect(ReduceMotionSetting.gtkValue(inSettingsINI: "") == nil)
    }
}

private extension String {
    var trimmingSpaces: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
}
