import Testing

@testable import FluidHost

/// The window's title names the scene it shows, and is set again only when the scene changes.
@Suite struct WindowTitleTests {
    @Test func theTitleNamesTheSceneAndChangesWithIt() {
        var title = WindowTitle(scene: "menu")
        #expect(title.text == "Fluid — menu")
        #expect(title.show("menu") == nil)
        #expect(title.show("shortcuts") == "Fluid — shortcuts")
        #expect(title.text == "Fluid — shortcuts")
        #expect(title.show("shortcuts") == nil)
    }
}
