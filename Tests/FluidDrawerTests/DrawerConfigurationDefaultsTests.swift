import FluidCore
import FluidMotion
import Testing

@testable import FluidDrawer

/// Custom detents with every other setting left at its default: the detent-named settings follow
/// the detents given (DrawerConfiguration's table), and a name that is not a detent is an error
/// naming the setting.
struct DrawerConfigurationDefaultsTests {
    static let peek = Detent("peek", .height(100))
    static let half = Detent("half", .fraction(0.5))
    static let full = Detent("full", .topInset(40))
    static let container = Size(width: 390, height: 844)

    @Test func threeCustomDetentsWorkWithTheDefaults() throws {
        let configuration = DrawerConfiguration(detents: [Self.peek, Self.half, Self.full])
        #expect(configuration.scrollableDetents == ["full"])
        #expect(configuration.undimmedDetent == "half")
        #expect(configuration.titleHiddenDetent == "peek")
        #expect(configuration.titleShownDetent == "half")
        var drawer = try Drawer(configuration: configuration, container: Self.container)
        // Tops: peek 844 − 100 = 744, half 844 − 422 = 422, full 40.
        #expect(drawer.layout.tops == [744, 422, 40])
        let moved = drawer.move(to: "full", at: 0)
        #expect(moved)
        drawer.advance(to: 5)
        let snapshot = drawer.snapshot
        #expect(snapshot.detent.name == "full")
        #expect(snapshot.top == 40)
        #expect(snapshot.dim == configuration.maxDim)  // dims fully at the largest detent
        #expect(snapshot.titleAlpha == 1)  // past "half", the title shows
    }

    @Test func theStandardDetentsDeriveTheShortcutsSettings() {
        let configuration = Default.configuration
        #expect(configuration.scrollableDetents == ["fullHeight"])
        #expect(configuration.undimmedDetent == "expanded")
        #expect(configuration.titleHiddenDetent == "compressed")
        #expect(configuration.titleShownDetent == "expanded")
    }

    @Test func oneAndTwoDetents() throws {
        let one = DrawerConfiguration(detents: [Self.half])
        #expect(one.scrollableDetents == ["half"])
        #expect(one.undimmedDetent == nil)
        #expect(one.titleHiddenDetent == "half")
        #expect(one.titleShownDetent == "half")
        _ = try Drawer(configuration: one, container: Self.container)
        let two = DrawerConfiguration(detents: [Self.peek, Self.full])
        #expect(two.scrollableDetents == ["full"])
        #expect(two.undimmedDetent == "peek")
        #expect(two.titleShownDetent == "full")
        _ = try Drawer(configuration: two, container: Self.container)
    }

    @Test func defaultsFollowDetentsAssignedLater() throws {
        var configuration = Default.configuration
        configuration.detents = [Self.peek, Self.half, Self.full]
        #expect(configuration.scrollableDetents == ["full"])
        _ = try Drawer(configuration: configuration, container: Self.container)
    }

    @Test func explicitSettingsAreKept() {
        var configuration = DrawerConfiguration(
            detents: [Self.peek, Self.half, Self.full],
            scrollableDetents: ["half", "full"], undimmedDetent: "peek")
        #expect(configuration.scrollableDetents == ["half", "full"])
        #expect(configuration.undimmedDetent == "peek")
        configuration.undimmedDetent = nil
        #expect(configuration.undimmedDetent == "half")
        configuration.scrollableDetents = []
        #expect(configuration.scrollableDetents.isEmpty)
    }

    @Test(arguments: [
        ("scrollableDetents", DrawerConfiguration(detents: [peek, half, full], scrollableDetents: ["fullHeight"])),
        ("undimmedDetent", DrawerConfiguration(detents: [peek, half, full], undimmedDetent: "expanded")),
        ("titleHiddenDetent", DrawerConfiguration(detents: [peek, half, full], titleHiddenDetent: "compressed")),
        ("titleShownDetent", DrawerConfiguration(detents: [peek, half, full], titleShownDetent: "Half"))
    ])
    func aMissingDetentNamesTheSetting(_ setting: String, _ configuration: DrawerConfiguration) {
        do {
            _ = try Drawer(configuration: configuration, container: Self.container)
            Issue.record("\(setting): accepted")
        } catch {
            guard case .unknownDetent(_, let named, let available) = error else {
                Issue.record("\(setting): \(error)")
                return
            }
            #expect(named == setting)
            #expect(available == ["peek", "half", "full"])
            #expect(error.description.hasPrefix("\(setting) names \""))
        }
    }
}
