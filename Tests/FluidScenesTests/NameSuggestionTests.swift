import Testing

@testable import FluidSceneKit
@testable import FluidSession

struct NameSuggestionTests {
    /// Distances counted by hand: one edit each for a missing letter, an extra letter, a wrong
    /// letter and two neighbours swapped; "kitten" → "sitting" is the textbook 3.
    @Test(arguments: [
        ("descibe", "describe", 1), ("sprng", "spring", 1), ("springs", "spring", 1),
        ("sprimg", "spring", 1), ("sprign", "spring", 1), ("kitten", "sitting", 3),
        ("", "abc", 3), ("abc", "", 3), ("same", "same", 0)
    ])
    func editDistance(_ a: String, _ b: String, _ expected: Int) {
        #expect(NameSuggestion.editDistance(Array(a), Array(b)) == expected)
    }

    @Test func suggestsTheNearestIgnoringCase() {
        let commands = ["describe", "sample", "plot"]
        #expect(NameSuggestion.nearest(to: "descibe", in: commands) == "describe")
        #expect(NameSuggestion.nearest(to: "PLOTT", in: commands) == "plot")
        #expect(NameSuggestion.nearest(to: "frobnicate", in: commands) == nil)
        #expect(NameSuggestion.nearest(to: "", in: commands) == nil)
    }

    @Test func aPrefixOfExactlyOneNameIsSuggested() {
        let scenes = SceneCatalog.standard.names
        #expect(NameSuggestion.nearest(to: "bouncy", in: scenes) == "bouncy-sheet")
        #expect(NameSuggestion.nearest(to: "calc", in: scenes) == "calculator")
    }

    @Test func sceneNamesIgnoreCase() throws {
        let catalog = SceneCatalog.standard
        #expect(catalog.contains("PiP"))
        #expect(catalog.canonicalName("Bouncy-Sheet") == "bouncy-sheet")
        #expect(try catalog.makeScene(named: "SHORTCUTS").name == "shortcuts")
        #expect(catalog.canonicalName("pipe") == nil)
    }

    @Test func unknownSceneSuggestsTheNearest() {
        let error = SessionError.unknownScene("rotaton", valid: SceneCatalog.standard.names)
        #expect(error.description.hasPrefix("unknown scene \"rotaton\"; did you mean \"rotation\"? (valid: shortcuts,"))
    }
}
