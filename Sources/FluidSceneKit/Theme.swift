import FluidCanvas
import FluidCore
import FluidMotion

/// iOS system colours, type sizes, radii and shadows, so every scene looks like it belongs on an
/// iPhone. Values are UIKit's (iOS 13+ dynamic colours, resolved for light and dark appearance);
/// type sizes are the Dynamic Type "Large" defaults, set in Inter as the SF stand-in.
public struct Theme: Hashable, Sendable {
    public var systemBackground: Color
    public var secondarySystemBackground: Color
    public var tertiarySystemBackground: Color
    /// Grouped table background (the same as `secondarySystemBackground` in light mode).
    public var systemGroupedBackground: Color
    /// Cells on a grouped background.
    public var secondarySystemGroupedBackground: Color
    public var label: Color
    public var secondaryLabel: Color
    public var tertiaryLabel: Color
    public var separator: Color
    public var opaqueSeparator: Color
    public var systemFill: Color
    public var secondarySystemFill: Color
    public var tint: Color
    /// Dimming behind sheets and the like.
    public var dimming: Color

    /// iOS light appearance.
    public static let light = Theme(
        systemBackground: .white,
        secondarySystemBackground: Color(hex: 0xF2F2F7),
        tertiarySystemBackground: .white,
        systemGroupedBackground: Color(hex: 0xF2F2F7),
        secondarySystemGroupedBackground: .white,
        label: .black,
        // 0.8 rather than UIKit's 0.6: 5.6:1 on the grouped background (0.6 gives 3.3:1,
        // under WCAG AA's 4.5:1 for body text).
        secondaryLabel: Color(hex: 0x3C3C43, alpha: 0.8),
        tertiaryLabel: Color(hex: 0x3C3C43, alpha: 0.3),
        separator: Color(hex: 0x3C3C43, alpha: 0.29),
        opaqueSeparator: Color(hex: 0xC6C6C8),
        systemFill: Color(hex: 0x787880, alpha: 0.2),
        secondarySystemFill: Color(hex: 0x787880, alpha: 0.16),
        // iOS's increased-contrast blue for text and tints: 4.9:1 on the grouped background
        // (systemBlue is 3.3:1).
        tint: Theme.accentFill,
        dimming: Color(white: 0, alpha: 0.4))

    /// iOS dark appearance (the WWDC18 demo app's black screens).
    public static let dark = Theme(
        systemBackground: .black,
        secondarySystemBackground: Color(hex: 0x1C1C1E),
        tertiarySystemBackground: Color(hex: 0x2C2C2E),
        systemGroupedBackground: .black,
        secondarySystemGroupedBackground: Color(hex: 0x1C1C1E),
        label: .white,
        secondaryLabel: Color(hex: 0xEBEBF5, alpha: 0.6),
        tertiaryLabel: Color(hex: 0xEBEBF5, alpha: 0.3),
        separator: Color(hex: 0x545458, alpha: 0.65),
        opaqueSeparator: Color(hex: 0x38383A),
        systemFill: Color(hex: 0x787880, alpha: 0.36),
        secondarySystemFill: Color(hex: 0x787880, alpha: 0.32),
        // A lighter blue than systemBlueDark (which is 3.4:1 on the calls' navy backdrops):
        // 5.0:1 there, 8.6:1 on black.
        tint: Theme.tintDark,
        dimming: Color(white: 0, alpha: 0.48))

    // MARK: Accent colours (light appearance; the dark ones are a little brighter).

    public static let systemBlue = Color(hex: 0x007AFF)
    public static let systemBlueDark = Color(hex: 0x0A84FF)
    /// The dark appearance's tint (see `dark`).
    public static let tintDark = Color(hex: 0x5AA9FF)
    /// An orange dark enough for white large text (3.2:1; systemOrange is 2.1:1): the
    /// calculator's operator keys.
    public static let orangeFill = Color(hex: 0xD47800)
    /// Orange for small text on light backgrounds (4.9:1 on white).
    public static let orangeText = Color(hex: 0xA85800)
    /// A cyan dark enough for white body text (4.9:1; the Skype cyan 0x00B8FF is 2.3:1).
    public static let cyanFill = Color(hex: 0x0077B6)
    public static let systemGreen = Color(hex: 0x34C759)
    public static let systemOrange = Color(hex: 0xFF9500)
    public static let systemRed = Color(hex: 0xFF3B30)
    /// A blue for filled buttons with white titles, dark enough for WCAG AA body text (5.4:1;
    /// `systemBlue` under white is 4.0:1), as iOS's "increase contrast" blue.
    public static let accentFill = Color(hex: 0x0066D6)
    /// A green for filled confirmations with white titles (5.4:1; `systemGreen` is 2.2:1).
    public static let systemGreenText = Color(hex: 0x1F7A35)
    /// A red dark enough for white footnote text at WCAG AA (5.7:1), used by error banners
    /// (systemRed under white text is 3.6:1).
    public static let bannerRed = Color(hex: 0xC4281C)
    public static let systemYellow = Color(hex: 0xFFCC00)
    public static let systemPink = Color(hex: 0xFF2D55)
    public static let systemPurple = Color(hex: 0xAF52DE)
    public static let systemIndigo = Color(hex: 0x5856D6)
    public static let systemTeal = Color(hex: 0x30B0C7)
    public static let systemGray = Color(hex: 0x8E8E93)
    public static let systemGray2 = Color(hex: 0xAEAEB2)
    public static let systemGray3 = Color(hex: 0xC7C7CC)
    public static let systemGray4 = Color(hex: 0xD1D1D6)
    public static let systemGray5 = Color(hex: 0xE5E5EA)
    public static let systemGray6 = Color(hex: 0xF2F2F7)

    // MARK: Type (Dynamic Type: size pt at each `ContentSizeCategory`, weight).

    public enum TextRole: Hashable, Sendable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote,
            caption1, caption2

        /// The point size at the default text size, `large` (see `size(at:)`).
        public var size: Double { size(at: .large) }

        public var weight: TextStyle.Weight {
            switch self {
            case .largeTitle: .bold
            case .headline: .semibold
            default: .regular
            }
        }
    }

    /// The height one line of `role` takes at `category` (pt, rounded up): the size × 1.25, a
    /// little over the text engine's line box for Inter and the Hebrew faces (about 1.21 × size),
    /// for layouts that reserve lines before anything is measured.
    public static func lineHeight(_ role: TextRole, _ category: ContentSizeCategory) -> Double {
        (role.size(at: category) * 1.25).rounded(.up)
    }

    /// A text style for `role` in `color` at the text size `category` (`SceneOptions.textSize`),
    /// optionally wrapped to `maxWidth`.
    public static func text(
        _ role: TextRole, _ color: Color, weight: TextStyle.Weight? = nil,
        maxWidth: Double? = nil, maxLines: Int = 1,
        alignment: TextStyle.Alignment = .leading,
        category: ContentSizeCategory = .default
    ) -> TextStyle {
        TextStyle(
            size: role.size(at: category), weight: weight ?? role.weight, color: color, maxWidth: maxWidth,
            maxLines: maxLines, alignment: alignment)
    }

    // MARK: Shapes.

    /// Corner radius of cards and grouped cells (pt).
    public static let cardRadius = 13.0
    /// Corner radius of small controls (pt).
    public static let controlRadius = 10.0
    /// Height of a navigation bar (pt).
    public static let navigationBarHeight = 44.0
    /// Standard horizontal margin (pt).
    public static let margin = 16.0

    /// A soft shadow under a lifted card.
    public static let cardShadow = Shadow(
        color: Color(white: 0, alpha: 0.18),
        offset: Point(x: 0, y: 6), blur: 18)
    /// A tight shadow under a small control such as a slider thumb.
    public static let controlShadow = Shadow(
        color: Color(white: 0, alpha: 0.2),
        offset: Point(x: 0, y: 3), blur: 8)
}
