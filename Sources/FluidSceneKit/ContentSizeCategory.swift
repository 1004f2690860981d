/// The reader's preferred text size (iOS Settings › Display & Text Size › Larger Text, UIKit's
/// `UIContentSizeCategory`, SwiftUI's `DynamicTypeSize`): seven standard sizes and five larger
/// accessibility sizes, `large` by default. Every `Theme.TextRole` has a point size at each
/// (`Theme.TextRole.size(at:)`), and `scaled(_:)` grows the sizes around text (row heights,
/// paddings) with it, as `UIFontMetrics.scaledValue(for:)` does.
///
/// On the command line (`--text-size`) and in a recording's header (`textSize`) a category is
/// spelled as SwiftUI's `DynamicTypeSize` spells the standard sizes and as iOS's Settings and
/// Xcode's Environment Overrides abbreviate the accessibility ones: `xSmall`, `small`, `medium`,
/// `large`, `xLarge`, `xxLarge`, `xxxLarge`, `AX1` … `AX5` (read ignoring case).
public enum ContentSizeCategory: Int, CaseIterable, Hashable, Sendable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
        accessibilityExtraExtraExtraLarge

    /// The default text size (iOS's "Large").
    public static let `default` = ContentSizeCategory.large

    /// The category's name on the command line and in recordings.
    public var name: String {
        switch self {
        case .extraSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "xLarge"
        case .extraExtraLarge: "xxLarge"
        case .extraExtraExtraLarge: "xxxLarge"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        }
    }

    /// The category named `name` (`xSmall` … `xxxLarge`, `AX1` … `AX5`, any case); nil for
    /// anything else.
    public init?(name: String) {
        let wanted = name.lowercased()
        guard let found = Self.allCases.first(where: { $0.name.lowercased() == wanted }) else { return nil }
        self = found
    }

    /// Every name, in order, for messages: "xSmall, small, …, AX5".
    public static var namesText: String {
        allCases.map { $0.name }.joined(separator: ", ")
    }

    /// One of the five accessibility sizes, where iOS changes layouts (stacks what sits side by
    /// side, lets labels take more lines).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `value` (pt, a size chosen at `large`) grown or shrunk as text of `role` is at this
    /// category: `value × size(role, self) / size(role, large)`, as
    /// `UIFontMetrics(forTextStyle:).scaledValue(for:)` scales row heights and paddings.
    public func scaled(_ value: Double, relativeTo role: Theme.TextRole = .body) -> Double {
        value * role.size(at: self) / role.size(at: .large)
    }

    /// The category whose body size is nearest `17 × factor` (a desktop's text scaling factor,
    /// GNOME's `text-scaling-factor`); a tie goes to the smaller. Nil for a factor that is not a
    /// finite number above 0.
    public static func nearest(textScalingFactor factor: Double) -> ContentSizeCategory? {
        guard factor.isFinite, factor > 0 else { return nil }
        let wanted = Theme.TextRole.body.size(at: .large) * factor
        // Past the largest, the largest: a huge factor's distances would round to one and tie.
        let largest = ContentSizeCategory.accessibilityExtraExtraExtraLarge
        if wanted >= largest.bodySize { return largest }
        var best = ContentSizeCategory.extraSmall
        for category in allCases where abs(category.bodySize - wanted) < abs(best.bodySize - wanted) {
            best = category
        }
        return best
    }

    private var bodySize: Double { Theme.TextRole.body.size(at: self) }
}

extension Theme.TextRole {
    /// The role's point size at `category`.
    ///
    /// From Apple's Human Interface Guidelines, Typography › Specifications, the tables "iOS,
    /// iPadOS Dynamic Type sizes" (xSmall … xxxLarge) and "iOS, iPadOS larger accessibility type
    /// sizes" (AX1 … AX5), https://developer.apple.com/design/human-interface-guidelines/typography
    /// — e.g. Body 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53.
    public func size(at category: ContentSizeCategory) -> Double {
        let row: [Double]
        switch self {
        case .largeTitle: row = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: row = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: row = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: row = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: row = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: row = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: row = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: row = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: row = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: row = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
        return row[category.rawValue]
    }
}
