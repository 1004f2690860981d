import FluidCanvas
import FluidCore
import FluidGestures
import FluidMotion
import FluidSceneKit
import FluidSemantics

/// The session's semantics: the scene's tree under a window node, keyboard focus over it, and
/// actions from the keyboard or an assistive technology performed on the scene.
extension Session {
    /// The window title hosts show: "Fluid — shortcuts".
    public var windowTitle: String { "Fluid — \(sceneName)" }

    /// The whole tree: a window node (the container's size) holding the scene's tree, with the
    /// keyboard focus marked. Built only when asked after something changed (input, a resize,
    /// motion, focus): otherwise the cached tree is returned and nothing is computed.
    public var semantics: SemanticNode {
        semanticsCache.tree {
            SemanticNode(
                id: "window", role: .window, label: windowTitle,
                frame: Rect(origin: .zero, size: size), children: [scene.semantics]
            )
            .markingFocus(focus.focusedID)
        }
    }

    /// The node that has keyboard focus, nil when none.
    public var focusedNode: SemanticNode? { focus.focusedNode(in: semantics) }

    /// Performs `action` on the node `id` (an assistive technology's request, or a key's meaning)
    /// and follows any navigation it asked for. Returns false when the node does not offer it.
    @discardableResult
    public mutating func perform(_ action: SemanticAction, on id: String) -> Bool {
        semanticsChanged()
        defer { semanticsChanged() }
        let done = scene.perform(action, on: id, at: clock.sceneTime)
        takeSceneRequests()
        return done
    }

    /// Performs an assistive technology's request: the action named `name` (a
    /// `SemanticAction.name`) on the node `id`, keyboard focus there when `name` is "focus", or,
    /// on an adjustable that takes typed values, a number (`setValueRequest`) as typing it and
    /// Return would set it. Returns false when the node is not shown (absent, or hidden: assistive
    /// technology never saw it) or does not offer the action.
    @discardableResult
    public mutating func performRequest(_ name: String, on id: String) -> Bool {
        switch request(name, on: id) {
        case nil: return false
        case .focus:
            focus(id)
            return true
        case .action(let action): return perform(action, on: id)
        }
    }

    /// True when the node `id` is shown and offers the request `name` (`performRequest`'s
    /// test, for a host that keeps only the requests a node offers).
    public func offersRequest(_ name: String, on id: String) -> Bool { request(name, on: id) != nil }

    /// What `performRequest` does for `name` on the node `id`: nil when the node is not shown or
    /// does not offer it.
    private func request(_ name: String, on id: String) -> Request? {
        guard let node = semantics.shownNodes.first(where: { $0.id == id }) else { return nil }
        if name == Self.focusRequest { return .focus }
        if let action = SemanticAction.named(name, in: node.actions) { return .action(action) }
        let prefix = Self.setValueRequest("")
        guard name.hasPrefix(prefix), node.actions.contains(SemanticAction.typedValue) else { return nil }
        return .action(.setValue(String(name.dropFirst(prefix.count))))
    }

    /// An assistive technology's request, understood.
    private enum Request {
        case focus
        case action(SemanticAction)
    }

    /// The request name that moves keyboard focus rather than performing an action.
    public static let focusRequest = "focus"

    /// The request name that sets an adjustable to `number` (text as typed, e.g. "0.75"): "set
    /// value 0.75". The scene reads it as typed digits: out of range is clamped, not a finite
    /// number does nothing.
    public static func setValueRequest(_ number: String) -> String {
        SemanticAction.typedValue.name + " " + number
    }

    /// Gives keyboard focus to the node `id` (nil clears it), as an assistive technology's
    /// "grab focus" does.
    public mutating func focus(_ id: String?) {
        focus.focus(id)
        semanticsChanged()
    }

    /// What `key` means for keyboard focus; true when it was used (the scene then does not see it).
    mutating func handleFocusKey(_ key: Key, at time: Double) -> Bool {
        let before = focus.focusedID
        switch focus.handle(key, in: semantics, strings: options.catalog) {
        case .passThrough:
            return false
        case .handled:
            // The tree read above is forgotten when `handle` returns.
            if let id = focus.focusedID, id != before { scene.focusMoved(to: id, at: time) }
            return true
        case .perform(let action, let id):
            perform(action, on: id)
            return true
        }
    }

    /// Draws the keyboard focus ring around the focused node, over the scene.
    func drawFocusRing(in canvas: Canvas) {
        guard focus.focusedID != nil, let node = focusedNode else { return }
        // Kept inside the canvas, so a full-width row's ring shows all four sides.
        let grown = node.frame.insetBy(dx: -FocusRing.outset, dy: -FocusRing.outset)
        let edge = FocusRing.lineWidth / 2
        let minX = max(grown.minX, edge), minY = max(grown.minY, edge)
        let maxX = min(grown.maxX, canvas.size.width - edge), maxY = min(grown.maxY, canvas.size.height - edge)
        guard maxX > minX, maxY > minY else { return }
        let ring = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        canvas.stroke(
            Path(roundedRect: ring, radius: FocusRing.cornerRadius), color: FocusRing.color,
            lineWidth: FocusRing.lineWidth)
    }

    /// The number being typed into the focused adjustable, on a plate above it.
    func drawTypedValue(in canvas: Canvas) {
        guard !typedValue.isEmpty, let node = focusedNode else { return }
        let style = TextStyle(size: 15, weight: .semibold, color: .white)
        let text = typedValue + " ⏎"
        let measured = canvas.measureText(text, style: style)
        let plate = Rect(
            x: max(0, node.frame.maxX - measured.width - 16), y: max(0, node.frame.minY - measured.height - 10),
            width: measured.width + 16, height: measured.height + 8)
        canvas.fill(Path(roundedRect: plate, radius: 6), color: Theme.accentFill)
        canvas.drawText(text, at: Point(x: plate.minX + 8, y: plate.minY + 4), style: style)
    }

    /// Counts a change that may have changed the tree and forgets the cached one; the next
    /// `semantics` builds it again. Each public entry point that may change the scene, its
    /// layout or focus calls it (`handle` and `perform` before and after their work), so the
    /// rest of the session never invalidates by hand. A host that mirrors the tree elsewhere
    /// (the web page's DOM) reads `semanticsGeneration` to know when to look again.
    mutating func semanticsChanged() {
        semanticsGeneration &+= 1
        if semanticsCache.isFilled { semanticsCache = SemanticsCache() }
    }
}

/// The keyboard focus ring's look, after macOS and iPadOS: a 3 pt blue outline 3 pt outside the
/// focused element.
enum FocusRing {
    /// iOS `systemBlue` in dark appearance, legible on light and dark scenes.
    static let color = Color(hex: 0x0A84FF)
    /// Stroke width (pt).
    static let lineWidth = 3.0
    /// Gap between the element's frame and the ring's centre line (pt).
    static let outset = 3.0
    /// Corner radius of the ring (pt).
    static let cornerRadius = 8.0
}

/// The last tree a session built. A session value replaces its cache object whenever its
/// scene or focus may have changed, so copies of a session never share a stale tree.
final class SemanticsCache {
    private var cached: SemanticNode?

    var isFilled: Bool { cached != nil }

    func tree(_ build: () -> SemanticNode) -> SemanticNode {
        if let cached { return cached }
        let built = build()
        cached = built
        return built
    }
}
