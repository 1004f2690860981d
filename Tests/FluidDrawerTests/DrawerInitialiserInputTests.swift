import FluidCore
import FluidGestures
import FluidMotion
import Testing

@testable import FluidDrawer

/// FluidDrawer's public initialisers fed values a caller can pass: `Drawer.init` throws a
/// `DetentError` naming the detent or setting; the value types it is built from (`Detent`,
/// `DrawerList`, `DrawerLayout`, `DetentTargetPolicy`, `DrawerSprings`) never trap. A trap would
/// end this test process.
struct DrawerInitialiserInputTests {
    static let container = Size(width: 390, height: 844)
    static let hostile: [Double] = [.nan, .infinity, -.infinity, -1, -0.0, 1e300, -1e300]

    /// The setting a rejected configuration names, or nil if the drawer was made.
    static func rejectedSetting(_ configuration: DrawerConfiguration) -> String? {
        do {
            _ = try Drawer(configuration: configuration, container: container)
            return nil
        } catch {
            switch error {
            case .invalidSetting(let setting, _, _): return setting
            case .unknownDetent(_, let setting, _): return setting
            case .notFinite(let detent, _), .outOfRange(let detent, _, _), .outsideContainer(let detent, _, _):
                return "detent \(detent)"
            default: return "\(error)"
            }
        }
    }

    @Test(arguments: hostile)
    func numericSettingsOutOfRangeAreRejectedByName(_ bad: Double) {
        var c = Default.configuration
        c.maxDim = bad
        if !(bad >= 0 && bad <= 1) { #expect(Self.rejectedSetting(c) == "maxDim") }
        c = Default.configuration
        c.rubberBandCoefficient = bad
        if !(bad.isFinite && bad > 0) { #expect(Self.rejectedSetting(c) == "rubberBandCoefficient") }
        c = Default.configuration
        c.touchSlop = bad
        if !(bad.isFinite && bad >= 0) { #expect(Self.rejectedSetting(c) == "touchSlop") }
        c = Default.configuration
        c.targetPolicy = DetentTargetPolicy(flickVelocity: bad)
        if !(bad.isFinite && bad >= 0) { #expect(Self.rejectedSetting(c) == "targetPolicy.flickVelocity") }
        c = Default.configuration
        c.tolerance = SpringTolerance(position: bad, velocity: 5)
        if !(bad > 0) { #expect(Self.rejectedSetting(c) == "tolerance.position") }
        c = Default.configuration
        c.tolerance = SpringTolerance(position: 0.25, velocity: bad)
        if !(bad > 0) { #expect(Self.rejectedSetting(c) == "tolerance.velocity") }
    }

    @Test(arguments: hostile)
    func detentValuesAreRejectedByDetent(_ bad: Double) {
        // A top inset of 0 (or −0) is valid: the drawer's top at the container's top edge; so is
        // height 0, the hidden detent, though not as the only one (DrawerDismissTests).
        let zeroValid: [Detent.Position] = bad == 0 ? [] : [.topInset(bad), .height(bad)]
        for position in [Detent.Position.fraction(bad)] + zeroValid {
            let c = DrawerConfiguration(detents: [Detent("bad", position)])
            #expect(Self.rejectedSetting(c) == "detent bad", "\(position)")
        }
    }

    @Test func detentListsThatCannotWork() {
        #expect(Self.rejectedSetting(DrawerConfiguration(detents: [])) == DetentError.empty.description)
        let twice = DrawerConfiguration(detents: [Detent("a", .height(100)), Detent("a", .height(200))])
        #expect(Self.rejectedSetting(twice) == DetentError.duplicateName("a").description)
        do {
            _ = try Drawer(container: Self.container, initialDetent: "")
            Issue.record("an empty initialDetent was accepted")
        } catch {
            #expect(
                error
                    == .unknownDetent("", setting: "initialDetent", available: ["compressed", "expanded", "fullHeight"])
            )
        }
    }

    @Test(arguments: hostile)
    func valueTypesNeverTrap(_ bad: Double) throws {
        let list = DrawerList(
            rowCount: Int.min, rowHeight: bad, grabberHeight: bad, searchBandHeight: bad,
            searchFieldInsets: EdgeInsets(top: bad, left: bad, bottom: bad, right: bad), titleHeight: bad)
        #expect(list.rowCount == 0)
        _ = Default.list(rowCount: Int.max, rowHeight: bad)
        let layout = DrawerLayout(
            detents: Detent.standard, container: Size(width: bad, height: bad),
            safeArea: EdgeInsets(top: bad, left: bad, bottom: bad, right: bad))
        #expect(layout.tops.allSatisfy { $0.isFinite })
        _ = DrawerLayout(detents: [], container: Size(width: bad, height: bad))
        // An unusable container is accepted and laid out degenerately until a resize.
        var drawer = try Drawer(container: Size(width: bad, height: bad), at: bad)
        drawer.advance(to: 1)
        #expect(drawer.snapshot.top.isFinite)
    }
}
