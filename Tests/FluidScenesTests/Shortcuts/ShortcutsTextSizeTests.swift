import FluidCore
import FluidDrawer
import FluidMotion
import FluidTestSupport
import Testing

@testable import FluidSceneKit
@testable import FluidScenes

/// The Shortcuts drawer and editor at every text size: detents come from the layout, so the
/// compressed drawer shows its whole search field, rows and cards grow rather than clip, and the
/// default size keeps the seed's detents (so every recorded trace replays as before).
struct ShortcutsTextSizeTests {
    static let containers: [(size: Size, safe: EdgeInsets)] = [
        (Size(width: 390, height: 844), EdgeInsets(top: 47, bottom: 34)),
        (Size(width: 320, height: 568), .zero),
        (Size(width: 844, height: 390), EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    ]

    static func scene(_ category: ContentSizeCategory, size: Size, safe: EdgeInsets) -> ShortcutsScene {
        var scene = ShortcutsScene(options: SceneOptions(textSize: category))
        scene.layout(size: size, safeArea: safe)
        scene.advance(to: 0)
        return scene
    }

    @Test(arguments: ContentSizeCategory.allCases)
    func theCompressedDrawerShowsItsWholeSearchField(_ category: ContentSizeCategory) {
        for c in Self.containers {
            let scene = Self.scene(category, size: c.size, safe: c.safe)
            #expect(scene.drawer.snapshot.detent.name == "compressed")
            let field = scene.drawer.searchFieldFrame
            // Above the container's bottom and tall enough for a line of body text at this size.
            #expect(field.maxY <= c.size.height, "\(category.name) \(c.size): field \(field)")
            #expect(field.height >= Theme.TextRole.body.size(at: category) * 1.2, "\(category.name): field \(field)")
            let tops = scene.drawer.layout.tops
            #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 > $1 }, "\(category.name) \(c.size): tops \(tops)")
        }
    }

    @Test func rowsAndCardsGrowWithTheText() {
        let rows = ContentSizeCategory.allCases.map { Metrics.rowHeight($0) }
        let cards = ContentSizeCategory.allCases.map { Metrics.cardHeight($0) }
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0 < $1 }, "\(rows)")
        #expect(zip(cards, cards.dropFirst()).allSatisfy { $0 < $1 }, "\(cards)")
        // Room for the two lines they hold (1.2 × size each, Pango's line box is about 1.21).
        for category in ContentSizeCategory.allCases {
            let lines = Theme.TextRole.body.size(at: category) * 1.2 + Theme.TextRole.footnote.size(at: category) * 1.2
            #expect(rows[category.rawValue] >= lines + 12, "\(category.name)")
        }
    }

    @Test func theDefaultSizeKeepsTheSeedsDrawer() {
        #expect(Metrics.detents(.large) == Detent.standard)
        #expect(Metrics.rowHeight(.large) == 64 && Metrics.cardHeight(.large) == 68 && Metrics.searchBand(.large) == 52)
        let scene = Self.scene(.large, size: Size(width: 390, height: 844), safe: .zero)
        let compressedTop = scene.drawer.layout.tops.first ?? 0
        #expect(isClose(compressedTop, 844 - 120, within: 1e-6), "\(compressedTop)")
    }
}
