import FluidSceneKit
import Testing

/// The options' homes for rules every scene shares: the theme `--dark` picks.
struct SceneOptionsTests {
    @Test func darkPicksTheDarkThemeAndOnlyThat() {
        #expect(SceneOptions(dark: true).theme == .dark)
        #expect(SceneOptions(dark: false).theme == .light)
        #expect(SceneOptions().theme == .light)
        #expect(Theme.dark != Theme.light)
    }
}
