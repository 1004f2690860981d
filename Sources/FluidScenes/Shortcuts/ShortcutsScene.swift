import FluidCanvas
import FluidDrawer
import FluidGestures
import FluidMotion

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
    let catalog: ActionCatalog
    /// The document as the editor opened it, its start state (`startState`).
    let startDocument: ShortcutDocument
    var size = Size(width: 390, height: 844)
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
    public init(options: SceneOptions = SceneOptions(), document: ShortcutDocument? = nil,
                catalog: ActionCatalog = ActionCatalog()) {
        theme = options.dark ? .dark : .light
        strings = options.catalog
        self.catalog = catalog
        let restored = options.startValue(ShortcutDocument.stateKey).flatMap { try? ShortcutDocument(json: $0) }
        let valid = (document ?? restored ?? .sample).validated(against: catalog).document
        self.document = valid
        startDocument = valid
        saveError = options.documentProblem
        editorLayout = ShortcutsEditorLayout(size: size, safeArea: safeArea, hasBanner: options.documentProblem != nil)
        rows = catalog.matches(for: "")
        chrome = SceneChrome(title: "", hint: "", strings: options.catalog, theme: theme)
        drawer = ShortcutsScene.makeDrawer(rowCount: rows.count, size: size, safeArea: safeArea)
        drawer.reducesMotion = options.reduceMotion
        reorder.reducesMotion = options.reduceMotion
    }

    static func makeDrawer(rowCount: Int, size: Size, safeArea: EdgeInsets) -> Drawer {
        // The Shortcuts header: the grabber, the search field and the "Actions" title band.
        let list = DrawerList(rowCount: rowCount, rowHeight: Metrics.rowHeight, grabberHeight: Metrics.grabberBand,
                              searchBandHeight: Metrics.searchBand, titleHeight: Metrics.titleBand)
        let configuration = DrawerConfiguration(list: list)
        // The standard detents and a fresh list cannot be invalid; an unusable size is laid out
        // degenerately by the drawer itself.
        return (try? Drawer(configuration: configuration, container: size, safeArea: safeArea))
            ?? (try! Drawer(configuration: configuration, container: Size(width: 390, height: 844)))
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

    public mutating func takeDocumentChange() -> JSONValue.Field? {
        guard documentChanged else { return nil }
        documentChanged = false
        return JSONValue.Field(ShortcutDocument.stateKey, document.json)
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

    public mutating func takeFocusRequest() -> String? {
        defer { pendingFocus = nil }
        return pendingFocus
    }

    public mutating func takeNavigation() -> Navigation? {
        defer { pendingNavigation = nil }
        return pendingNavigation ?? chrome.takeNavigation()
    }

    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime >= time else { return }
        let elapsed = newTime - time
        time = newTime
        drawer.advance(to: newTime)
        applyDrawerEvents()
        editor.advance(to: newTime)
        chrome.advance(to: newTime)
        for (index, var spring) in arrivals {
            spring.advance(to: newTime)
            arrivals[index] = spring.isSettled ? nil : spring
        }
        removals.advance(to: newTime)
        reorder.advance(to: newTime)
        liftIfLongPressed(at: newTime)
        autoscrollLiftedCard(elapsed: elapsed)
    }
}

/// Layout constants of the editor and the drawer's rows (pt).
enum Metrics {
    static let rowHeight = 64.0
    /// The drawer's header bands (seed 000): the grabber, the search field, the title.
    static let grabberBand = 20.0
    static let searchBand = 52.0
    static let titleBand = 44.0
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
