import Testing

@testable import FluidSceneKit

/// The twelve text sizes, their names, and the point sizes of Apple's Dynamic Type tables.
struct ContentSizeCategoryTests {
    @Test func twelveCategoriesInOrderWithLargeTheDefault() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.default == .large)
        #expect(
            ContentSizeCategory.allCases.map { $0.name } == [
                "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"
            ])
        #expect(ContentSizeCategory.allCases.filter { $0.isAccessibilityCategory }.count == 5)
    }

    @Test func namesRoundTripAndIgnoreCase() {
        for category in ContentSizeCategory.allCases {
            #expect(ContentSizeCategory(name: category.name) == category)
            #expect(ContentSizeCategory(name: category.name.uppercased()) == category)
        }
        #expect(ContentSizeCategory(name: "ax3") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(name: "huge") == nil)
        #expect(ContentSizeCategory(name: "") == nil)
    }

    /// A few cells of Apple's tables, typed here from the HIG rather than read from the code.
    @Test func sizesMatchApplesTables() {
        #expect(
            ContentSizeCategory.allCases.map { Theme.TextRole.body.size(at: $0) }
                == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(Theme.TextRole.largeTitle.size(at: .extraSmall) == 31)
        #expect(Theme.TextRole.largeTitle.size(at: .accessibilityExtraExtraExtraLarge) == 60)
        #expect(Theme.TextRole.footnote.size(at: .accessibilityExtraLarge) == 33)
        #expect(Theme.TextRole.caption2.size(at: .medium) == 11)
        #expect(Theme.TextRole.title3.size(at: .extraExtraExtraLarge) == 26)
    }

    @Test func largeIsTodaysSizeAndEveryRoleGrowsWithTheCategory() {
        let roles: [Theme.TextRole] = [
            .largeTitle, .title1, .title2, .title3, .headline, .body, .callout,
            .subheadline, .footnote, .caption1, .caption2
        ]
        let large: [Double] = [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]
        #expect(roles.map { $0.size } == large)
        #expect(roles.map { $0.size(at: .large) } == large)
        for role in roles {
            let sizes = ContentSizeCategory.allCases.map { role.size(at: $0) }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(role)")
            #expect(sizes[0] >= 11, "\(role): never below 11 pt")
        }
    }

    @Test func textStylesTakeTheCategory() {
        let style = Theme.text(.body, .black, category: .accessibilityExtraLarge)
        #expect(style.size == 40)
        #expect(Theme.text(.headline, .black).size == 17)
    }

    @Test func scaledValuesFollowTheRolesRatio() {
        #expect(ContentSizeCategory.large.scaled(44) == 44)
        #expect(ContentSizeCategory.accessibilityExtraLarge.scaled(17) == 40)
        #expect(ContentSizeCategory.extraExtraExtraLarge.scaled(34) == 46)
        #expect(ContentSizeCategory.accessibilityMedium.scaled(13, relativeTo: .footnote) == 23)
    }

    @Test func nearestCategoryToATextScalingFactor() {
        // Body 17 × factor against 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53.
        #expect(ContentSizeCategory.nearest(textScalingFactor: 1) == .large)
        #expect(ContentSizeCategory.nearest(textScalingFactor: 1.25) == .extraExtraLarge)  // 21.25
        // 25.5 is 2.5 from both 23 and 28: a tie goes to the smaller.
        #expect(ContentSizeCategory.nearest(textScalingFactor: 1.5) == .extraExtraExtraLarge)
        #expect(ContentSizeCategory.nearest(textScalingFactor: 1.6) == .accessibilityMedium)  // 27.2
        #expect(ContentSizeCategory.nearest(textScalingFactor: 2) == .accessibilityLarge)  // 34
        #expect(ContentSizeCategory.nearest(textScalingFactor: 0.8) == .extraSmall)  // 13.6
        #expect(ContentSizeCategory.nearest(textScalingFactor: 3) == .accessibilityExtraExtraExtraLarge)  // 51
        // Huge factors (17 × 1e17 is past where 53 pt changes the distance; 17 × 1e308 overflows).
        #expect(ContentSizeCategory.nearest(textScalingFactor: 1e17) == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory.nearest(textScalingFactor: 1e308) == .accessibilityExtraExtraExtraLarge)
        #expect(
            ContentSizeCategory.nearest(textScalingFactor: .greatestFiniteMagnitude)
                == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory.nearest(textScalingFactor: 0) == nil)
        #expect(ContentSizeCategory.nearest(textScalingFactor: .nan) == nil)
    }
}
