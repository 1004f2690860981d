import FluidHost
import FluidSceneKit
import Testing

/// The default text size follows the desktop in the documented order: the flag, GNOME's
/// text-scaling-factor (nearest category by body size 17 × factor), large.
@Suite struct TextSizeSettingTests {
    typealias Report = TextSizeSetting.Report

    struct Row: CustomTestStringConvertible {
        var flag: ContentSizeCategory?
        var report: Report
        var textSize: ContentSizeCategory
        var source: TextSizeSetting.Source
        var line: Int
        var testDescription: String { "line \(line)" }
    }

    static let rows: [Row] = [
        // The flag wins.
        Row(
            flag: .small, report: Report(gnomeTextScalingFactor: "2.0\n"), textSize: .small, source: .flag, line: #line),
        Row(
            flag: .large, report: Report(gnomeTextScalingFactor: "1.25\n"), textSize: .large, source: .flag, line: #line
        ),
        // gsettings prints the double with a newline. 17 × 1.25 = 21.25: xxLarge's 21.
        Row(
            flag: nil, report: Report(gnomeTextScalingFactor: "1.25\n"), textSize: .extraExtraLarge, source: .gnome,
            line: #line),
        Row(flag: nil, report: Report(gnomeTextScalingFactor: "1.0\n"), textSize: .large, source: .gnome, line: #line),
        // 34 pt: AX2's 33. 13.6 pt: xSmall's 14. 40.8 pt: AX3's 40.
        Row(
            flag: nil, report: Report(gnomeTextScalingFactor: "2.0"), textSize: .accessibilityLarge, source: .gnome,
            line: #line),
        Row(
            flag: nil, report: Report(gnomeTextScalingFactor: " 0.8 "), textSize: .extraSmall, source: .gnome,
            line: #line),
        Row(
            flag: nil, report: Report(gnomeTextScalingFactor: "2.4"), textSize: .accessibilityExtraLarge,
            source: .gnome, line: #line),
        // Nothing usable said: large.
        Row(flag: nil, report: Report(gnomeTextScalingFactor: "big"), textSize: .large, source: .fallback, line: #line),
        Row(flag: nil, report: Report(gnomeTextScalingFactor: "0"), textSize: .large, source: .fallback, line: #line),
        Row(
            flag: nil, report: Report(gnomeTextScalingFactor: "-1.5"), textSize: .large, source: .fallback, line: #line),
        Row(flag: nil, report: Report(gnomeTextScalingFactor: "inf"), textSize: .large, source: .fallback, line: #line),
        Row(flag: nil, report: Report(), textSize: .large, source: .fallback, line: #line)
    ]

    @Test(arguments: rows) func followsTheDesktop(_ row: Row) {
        let setting = TextSizeSetting(flag: row.flag, report: row.report)
        #expect(setting.textSize == row.textSize, "line \(row.line)")
        #expect(setting.source == row.source, "line \(row.line)")
    }
}
