import FluidCore
import FluidSceneKit
import FluidSession
import Testing

/// The options' homes for rules every scene shares: the theme `--dark` picks, and the default
/// container.
struct SceneOptionsTests {
    @Test func darkPicksTheDarkThemeAndOnlyThat() {
        #expect(SceneOptions(dark: true).theme == .dark)
        #expect(SceneOptions(dark: false).theme == .light)
        #expect(SceneOptions().theme == .light)
        #expect(Theme.dark != Theme.light)
    }

    /// 390 × 844 pt: the iPhone-sized portrait container docs/architecture.md names, which a
    /// session and the command lines default to.
    @Test func theDefaultContainerIsThePortraitPhone() {
        #expect(SceneOptions.defaultContainer == Size(width: 390, height: 844))
        #expect(Session.defaultSize == SceneOptions.defaultContainer)
    }
}
