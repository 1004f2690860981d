import FluidMotion

/// The playground's default pixels per point when `--scale` is not given: what the desktop says,
/// in the order X11 desktops say it.
///
/// 1. A compositor that already scales (Wayland, macOS: SDL reports more pixels than window
///    units) decides by itself: its ratio is the scale.
/// 2. `Xft.dpi` from the X resource database (what GNOME, KDE and `xrdb` set): dpi / 96.
/// 3. `GDK_SCALE` (an integer, GTK's HiDPI setting), then `QT_SCALE_FACTOR` (a number, Qt's).
/// 4. The display's DPI as SDL reports it (from the monitor's physical size): dpi / 96.
/// 5. Otherwise 1.
///
/// Ratios from DPI are rounded to the nearest quarter; every automatic scale is kept in 1…4 (a
/// desktop smaller than 1× or larger than 4× is a misreport, not a request). Values that are not
/// finite positive numbers are skipped, so the next source decides.
public struct DesktopScale: Hashable, Sendable {
    /// Where a scale came from, for the message that reports it.
    public enum Source: String, Hashable, Sendable {
        case flag = "--scale"
        case compositor = "the compositor's pixel ratio"
        case xftDPI = "Xft.dpi"
        case gdkScale = "GDK_SCALE"
        case qtScaleFactor = "QT_SCALE_FACTOR"
        case displayDPI = "the display's DPI"
        case fallback = "the default"
    }

    /// What the desktop reported; nil where it said nothing.
    public struct Report: Hashable, Sendable {
        /// Pixels per window unit SDL reports for a HiDPI-aware window (1 on X11).
        public var compositorRatio: Double = 1
        /// The `Xft.dpi` resource, dots per inch.
        public var xftDPI: String?
        /// The environment's `GDK_SCALE` and `QT_SCALE_FACTOR`, as given.
        public var gdkScale: String?
        public var qtScaleFactor: String?
        /// The display's diagonal DPI from SDL.
        public var displayDPI: Double?

        public init(
            compositorRatio: Double = 1, xftDPI: String? = nil, gdkScale: String? = nil,
            qtScaleFactor: String? = nil, displayDPI: Double? = nil
        ) {
            self.compositorRatio = compositorRatio
            self.xftDPI = xftDPI
            self.gdkScale = gdkScale
            self.qtScaleFactor = qtScaleFactor
            self.displayDPI = displayDPI
        }
    }

    /// The DPI that means 1× on X11 desktops.
    public static let referenceDPI = 96.0
    /// The range automatic scales are kept in.
    public static let automaticRange = 1.0...4.0
    /// DPI-derived ratios are rounded to a multiple of this.
    public static let step = 0.25

    public var scale: Double
    public var source: Source

    /// The scale for `flag` (when given, it wins) and what the desktop reported.
    public init(flag: Double?, report: Report) {
        if let flag, flag.isFinite, flag > 0 {
            (scale, source) = (flag, .flag)
        } else if report.compositorRatio.isFinite, report.compositorRatio > 1 {
            (scale, source) = (report.compositorRatio, .compositor)
        } else if let dpi = report.xftDPI.flatMap(Self.number) {
            (scale, source) = (Self.clamped(Self.quarter(dpi / Self.referenceDPI)), .xftDPI)
        } else if let gdk = report.gdkScale.flatMap(Int.init).map(Double.init), gdk > 0 {
            (scale, source) = (Self.clamped(gdk), .gdkScale)
        } else if let qt = report.qtScaleFactor.flatMap(Self.number) {
            (scale, source) = (Self.clamped(qt), .qtScaleFactor)
        } else if let dpi = report.displayDPI, dpi.isFinite, dpi > 0 {
            (scale, source) = (Self.clamped(Self.quarter(dpi / Self.referenceDPI)), .displayDPI)
        } else {
            (scale, source) = (1, .fallback)
        }
    }

    /// A finite positive number from `text` (surrounding spaces allowed), else nil.
    static func number(_ text: String) -> Double? {
        guard let value = Double(text.trimmingSpaces), value.isFinite, value > 0 else { return nil }
        return value
    }

    static func quarter(_ value: Double) -> Double { (value / step).rounded() * step }

    static func clamped(_ value: Double) -> Double {
        min(max(value, automaticRange.lowerBound), automaticRange.upperBound)
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
