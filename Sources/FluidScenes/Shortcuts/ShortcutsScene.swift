import FluidCanvas
import FluidCore
import FluidDrawer
import FluidGestures
import FluidJSON
import FluidLocalization
import FluidMotion
import FluidSceneKit

/// The Siri Shortcuts editor (seed 000): the shortcut's steps as cards, and over them the actions
/// drawer — three heights, one finger for drawer and list, springs, a dimmed backdrop.
///
/// All drawer motion, the dim and the title fade come from `Drawer`'s snapshot; the scene adds
/// what the drawer's content means: live search over the action catalog, adding the tapped action
/// as a new step (which springs in) and sending the drawer back to compressed, scrolling the step
/// cards while the drawer leaves room, removing a step with its card's remove button, and
/// reordering the steps by a long press and drag (or Move up / Move down).
public struct ShortcutsScene: Scene {
    public let name = "shortcuts"
    let theme: Theme
    /// The UI strings' translations (`SceneOptions.catalog`).
    let strings: MessageCatalog
    /// The text size (`SceneOptions.textSize`): rows, cards, the search field and the drawer's
    /// detents grow with it.
    let textSize: ContentSizeCategory
    let catalog: ActionCatalog
    /// The document as the editor opened it, its start state (`startState`).
    let startDocument: ShortcutDocument
    var size = SceneOptions.defaultContainer
    var safeArea = EdgeInsets.zero
    var time = 0.0

    var drawer: Drawer
    /// Indices into `catalog.actions` of the rows shown, in order.
    var rows: ActionSelection
    var query = ""
    var isSearching = false
    var document: ShortcutDocument
    /// Springs of cards that were just added (progress 0 → 1), by step index.
    var arrivals: [Int: SpringAnimation<Double>] = [:]
    /// Removed steps' cards fading out and the cards below closing the gap.
    var removals = StepRemovalMotion()
    /// A long-pressed card following the finger, the others making room, a dropped card settling.
    var reorder = StepReorderMotion()
    var editor = EditorScroll()
    var editorPan = PanTracker()
    var editorTap = TapRecognizer()
    /// A touchpad's scroll over the cards (not over the drawer).
    var editorScroller = ScrollTracker()
    var chrome: SceneChrome
    var pendingNavigation: Navigation?
    /// The step just added, for keyboard focus (`takeFocusRequest`).
    var pendingFocus: String?
    /// The finger pressing the search field's Cancel button, if any.
    var cancelTouchID: Int?
    /// True while that finger is on Cancel (within UIKit's extended hit area): drawn dimmed.
    var cancelPressed = false
    /// A problem with the shortcut the host keeps (it could not be read, unknown steps were
    /// dropped from it, the last edit could not be saved), shown as a banner until the host
    /// keeps the next edit.
    var saveError: String?
    /// True after an edit, until the host takes the document (`takeDocumentChange()`).
    var documentChanged = false
    /// Where the editor's title, banner and cards go (`ShortcutsEditorLayout`).
    var editorLayout: ShortcutsEditorLayout

    /// The editor for `document`, or for the shortcut the options' start state holds.
    /// - Parameters:
    ///   - options: the appearance; `startState`'s `shortcut` (`ShortcutDocument.json`), the
    ///     document to start from when `document` is nil (a replayed recording's, or the one a
    ///     host keeps); `documentProblem`, shown as the banner.
    ///   - document: the shortcut to edit (the options', or the sample when nil).
    ///   - catalog: the actions the drawer offers. Steps whose action it lacks are dropped.
    /// Edits are handed to the host (`takeDocumentChange()`); the scene keeps no file.
    public init(
        options: SceneOptions = SceneOptions(), document: ShortcutDocument? = nil,
        catalog: ActionCatalog = ActionCatalog()
    ) {
        theme = options.theme
        strings = options.catalog
        textSize = options.textSize
        self.catalog = catalog.searching(in: options.catalog)
        let restored = options.startValue(ShortcutDocument.stateKey).flatMap { try? ShortcutDocument(json: $0) }
        let valid = (document ?? restored ?? .sample).validated(against: catalog).document
        self.document = valid
        startDocument = valid
        saveError = options.documentProblem
        editorLayout = ShortcutsEditorLayout(
            size: size, safeArea: safeArea, hasBanner: options.documentProblem != nil,
            textSize: options.textSize)
        rows = catalog.matches(for: "")
        chrome = SceneChrome(title: "", hint: "", strings: options.catalog, theme: theme, textSize: options.textSize)
        drawer = ShortcutsScene.makeDrawer(
            rowCount: rows.count, size: size, safeArea: safeArea, textSize: options.textSize)
        drawer.reducesMotion = options.reduceMotion
        reorder.reducesMotion = options.reduceMotion
    }

    static func makeDrawer(
        rowCount: Int, size: Size, safeArea: EdgeInsets,
        textSize: ContentSizeCategory = .default
    ) -> Drawer {
        // The Shortcuts header: the grabber, the search field and the "Actions" title band, the
        // search field and rows as tall as their text needs.
        let list = DrawerList(
            rowCount: rowCount, rowHeight: Metrics.rowHeight(textSize), grabberHeight: Metrics.grabberBand,
            searchBandHeight: Metrics.searchBand(textSize), titleHeight: Metrics.titleBand(textSize))
        var configuration = DrawerConfiguration(list: list)
        configuration.detents = Metrics.detents(textSize)
        // The standard detents and a fresh list cannot be invalid; an unusable size is laid out
        // degenerately by the drawer itself.
        return (try? Drawer(configuration: configuration, container: size, safeArea: safeArea))
            ?? (try! Drawer(configuration: configuration, container: SceneOptions.defaultContainer))
    }

    public mutating func layout(size newSize: Size, safeArea newSafeArea: EdgeInsets) {
        size = newSize
        safeArea = newSafeArea
        drawer.resize(container: newSize, safeArea: newSafeArea, at: time)
        chrome.layout(size: newSize, safeArea: newSafeArea)
        updateEditorBounds()
    }

    /// The document problem, for the host to print on stderr as the banner shows it.
    public var notice: String? { saveError }

    public var startState: [JSONValue.Field] {
        [JSONValue.Field(ShortcutDocument.stateKey, startDocument.json)]
    }

    public mutating func takeRequests() -> SceneRequests {
        defer {
            documentChanged = false
            pendingFocus = nil
            pendingNavigation = nil
        }
        return SceneRequests(
            navigation: pendingNavigation ?? chrome.takeNavigation(), focus: pendingFocus,
            document: documentChanged ? JSONValue.Field(ShortcutDocument.stateKey, document.json) : nil)
    }

    public mutating func documentKept(problem: String?) {
        guard problem != saveError else { return }
        saveError = problem
        updateEditorBounds()
    }

    /// The editor's background and the opaque drawer sheet cover the whole canvas.
    public var paintsEveryPixel: Bool { true }

    public var needsFrames: Bool {
        drawer.needsFrames || editor.isMoving || !arrivals.isEmpty || removals.isMoving || reorder.isMoving
            || editorPan.isTouching
            || chrome.needsFrames
    }

    public mutating func advance(to newTime: Double) {
        let previous = time
        guard time.moveForward(to: newTime) else { return }
        let elapsed = newTime - previous
        drawer.advance(to: newTime)
        applyDrawerEvents()
        editor.advance(to: newTime)
        chrome.advance(to: newTime)
        arrivals.advanceSprings(to: newTime)
        removals.advance(to: newTime)
        reorder.advance(to: newTime)
        liftIfLongPressed(at: newTime)
        autoscrollLiftedCard(elapsed: elapsed)
    }
}

/// Layout constants of the editor and the drawer's rows (pt), at the default text size; the
/// functions give them at any (`ContentSizeCategory.scaled`, as UIFontMetrics scales them).
enum Metrics {
    static let rowHeight = 64.0
    /// The drawer's header bands (seed 000): the grabber, the search field, the title.
    static let grabberBand = 20.0
    static let searchBand = 52.0
    static let titleBand = 44.0

    /// A drawer row: a body title over a footnote summary beside the icon; at the accessibility
    /// sizes the icon over the title over the summary (`stackedLabelHeight`).
    static func rowHeight(_ size: ContentSizeCategory) -> Double {
        size.isAccessibilityCategory ? stackedLabelHeight(size) : size.scaled(rowHeight)
    }
    /// A step card: as a row, a little taller.
    static func cardHeight(_ size: ContentSizeCategory) -> Double {
        size.isAccessibilityCategory ? stackedLabelHeight(size) + 4 : size.scaled(cardHeight)
    }

    /// Lines an action's title and summary may take at the accessibility sizes, where they wrap
    /// rather than end in an ellipsis after a word or two (as a UITableViewCell's labels do).
    static let stackedTitleLines = 2
    static let stackedSummaryLines = 2
    /// Padding above the icon and below the summary, and between icon and title (pt).
    static let stackedPadding = 12.0
    static let stackedIconGap = 8.0

    /// An action label stacked as iOS stacks a cell at the accessibility sizes: the icon on its
    /// own line, then the title and the summary the row's whole width, each on up to two lines.
    static func stackedLabelHeight(_ size: ContentSizeCategory) -> Double {
        2 * stackedPadding + iconSize + stackedIconGap + Double(stackedTitleLines) * Theme.lineHeight(.body, size) + 4
            + Double(stackedSummaryLines) * Theme.lineHeight(.footnote, size)
    }
    /// The search band: a field with body text.
    static func searchBand(_ size: ContentSizeCategory) -> Double { size.scaled(searchBand) }
    /// The title band: a title 3 line.
    static func titleBand(_ size: ContentSizeCategory) -> Double { size.scaled(titleBand, relativeTo: .title3) }
    /// The save problem's banner: two footnote lines.
    static func bannerHeight(_ size: ContentSizeCategory) -> Double { size.scaled(bannerHeight, relativeTo: .footnote) }

    /// The drawer's detents at a text size. Compressed shows the grabber and the whole search
    /// field with the gap the seed leaves below it (120 pt at the default size); expanded shows
    /// the title and at least a row and a half above that, and never less than the seed's 300 pt.
    /// Expanded stays halfway between compressed and full height where the container is too
    /// short for that (large text in landscape).
    static func detents(_ size: ContentSizeCategory) -> [Detent] {
        guard size != .default else { return Detent.standard }
        let compressed = grabberBand + searchBand(size) + 48
        let wanted = max(300, compressed + titleBand(size) + 1.5 * rowHeight(size))
        let fullInset = 35.0
        let expanded = DetentResolver("shortcuts.expanded.\(size.name)") { context in
            min(wanted, (compressed + context.container.height - fullInset) / 2)
        }
        return [
            Detent("compressed", .height(compressed)), Detent("expanded", .resolved(expanded)),
            Detent("fullHeight", .topInset(fullInset))
        ]
    }
    static let navigationHeight = 52.0
    static let titleTop = 60.0
    static let cardsTop = 150.0
    static let cardHeight = 68.0
    static let cardSpacing = 12.0
    static let iconSize = 36.0
    static let removeButtonSize = 44.0
    /// The ⊗ icon's side while pressed (pt), 22 pt at rest: shrunk by a tenth, as a pressed
    /// button gives under the finger.
    static let removeIconPressedSize = 19.8
    /// The save-problem banner below the navigation bar: its gap above and its height (two
    /// lines of footnote text and padding).
    static let bannerGap = 4.0
    static let bannerHeight = 48.0
}
