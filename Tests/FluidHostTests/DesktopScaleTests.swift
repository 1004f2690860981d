import FluidHost
import Testing

/// The default scale follows the desktop in the documented order: compositor ratio, Xft.dpi,
/// GDK_SCALE, QT_SCALE_FACTOR, display DPI, 1; `--scale` overrides them all.
@Suite struct DesktopScaleTests {
    typealias Report = DesktopScale.Report

    struct Row: CustomTestStringConvertible {
        var flag: Double?
        var report: Report
        var scale: Double
        var source: DesktopScale.Source
        var line: Int
        var testDescription: String { "line \(line)" }
    }

    static let rows: [Row] = [
        // --scale wins over everything.
        Row(
            flag: 1.5, report: Report(compositorRatio: 2, xftDPI: "192", gdkScale: "3"), scale: 1.5, source: .flag,
            line: #line),
        // A compositor that scales decides (Wayland, macOS).
        Row(flag: nil, report: Report(compositorRatio: 2, xftDPI: "96"), scale: 2, source: .compositor, line: #line),
        // Xft.dpi 192 = 2 × 96; 144 = 1.5 × 96; 120 = 1.25 × 96.
        Row(flag: nil, report: Report(xftDPI: "192", gdkScale: "1"), scale: 2, source: .xftDPI, line: #line),
        Row(flag: nil, report: Report(xftDPI: " 144 "), scale: 1.5, source: .xftDPI, line: #line),
        Row(flag: nil, report: Report(xftDPI: "120"), scale: 1.25, source: .xftDPI, line: #line),
        // 110 / 96 = 1.146, nearest quarter 1.25; 100 / 96 = 1.04, nearest quarter 1.
        Row(flag: nil, report: Report(xftDPI: "110"), scale: 1.25, source: .xftDPI, line: #line),
        Row(flag: nil, report: Report(xftDPI: "100"), scale: 1, source: .xftDPI, line: #line),
        // A nonsense resource is skipped; GDK_SCALE (integer) decides.
        Row(flag: nil, report: Report(xftDPI: "lots", gdkScale: "2"), scale: 2, source: .gdkScale, line: #line),
        Row(
            flag: nil, report: Report(gdkScale: "1.5", qtScaleFactor: "1.75"), scale: 1.75, source: .qtScaleFactor,
            line: #line),
        // Display DPI: 192 → 2; 72 → 0.75, kept at least 1; 1000 → 10.4, kept at most 4.
        Row(flag: nil, report: Report(displayDPI: 192), scale: 2, source: .displayDPI, line: #line),
        Row(flag: nil, report: Report(displayDPI: 72), scale: 1, source: .displayDPI, line: #line),
        Row(flag: nil, report: Report(displayDPI: 1000), scale: 4, source: .displayDPI, line: #line),
        Row(flag: nil, report: Report(displayDPI: .nan), scale: 1, source: .fallback, line: #line),
        Row(flag: nil, report: Report(), scale: 1, source: .fallback, line: #line)
    ]

    @Test(arguments: rows)
    func scaleComesFromTheFirstSourceThatSaysSomething(_ row: Row) {
        let scale = DesktopScale(flag: row.flag, report: row.report)
        #expect(scale.scale == row.scale && scale.source == row.source, "line \(row.line)")
    }
}
