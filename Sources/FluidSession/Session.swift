import FluidCanvas
import FluidCore
import FluidGestures
import FluidJSON
import FluidMotion
import FluidSceneKit
import FluidScenes
import FluidSemantics

/// Runs one scene at a time for a host (window or replayer): feeds it input and time, follows
/// its navigation requests, relayouts on resize, and describes it for the trace.
///
/// Touches that were down when the scene changed are withheld from the new scene until they
/// end, so a scene never sees a `moved` without its `began`.
public struct Session {
    /// 390 × 844 pt, an iPhone-sized portrait container: `SceneOptions.defaultContainer`.
    public static let defaultSize = SceneOptions.defaultContainer

    public let catalog: SceneCatalog
    /// What each scene the session opens starts from; a document the host kept replaces its
    /// start state (`documentKept(_:problem:)`), so a scene opened again starts from it; the
    /// spring designer's values are kept here when it is left (`StartStateField.keptForSession`), for the
    /// rest of the session.
    public private(set) var options: SceneOptions
    /// Pixels per point the host renders at; reported in the trace header.
    public let scale: Double
    /// The container, in points.
    public private(set) var size: Size
    public private(set) var safeArea: EdgeInsets
    public internal(set) var scene: AnyScene
    /// The latest host time taken from `advance(to:)` or an event (s). Readings outside
    /// `InputDomain`, and jitter just before this, are not taken; the scene itself runs on a
    /// `SceneClock` that follows this one without ever running backwards.
    public var time: Double { clock.hostTime }

    var clock = SceneClock()
    /// True once a scene asked to close the app (`Navigation.quit`); a window host closes.
    public private(set) var quitRequested = false
    /// What the scenes asked for the host (the clipboard's text, a document to keep), until the
    /// host takes it.
    private var forHost = SceneRequests()

    /// Keyboard focus over the scene's semantics (reset when the scene changes).
    public internal(set) var focus = KeyboardFocus()
    /// Counts the changes that may have changed `semantics` (`Session+Semantics`).
    public internal(set) var semanticsGeneration: UInt64 = 0
    var semanticsCache = SemanticsCache()
    /// A number being typed into the focused adjustable (`Session+TypedValue`).
    var typing = TypedValue()
    /// Digits typed into the focused adjustable, applied with Return (`SemanticAction.setValue`).
    public var typedValue: String { typing.text }

    /// The fingers down, where they were, and which the scene does not see.
    var fingers = SessionFingers()
    /// The transition between the menu and a scene, and what it keeps (`Session+Navigation`).
    var navigation = NavigationState()
    /// The push or pop running between the menu and a scene, if any.
    public var transition: NavigationTransition? { navigation.transition }
    /// Fingers drawn ahead, when the host asks (`Session+Prediction`).
    var prediction = TouchPrediction()

    /// Opens `sceneName` (the catalog's default when nil) laid out in `size`.
    /// - Throws: `SessionError.unknownScene` or `.invalidSize` (sides must be finite and > 0,
    ///   scale finite and > 0).
    public init(
        catalog: SceneCatalog = .standard, scene sceneName: String? = nil,
        size: Size = Session.defaultSize, scale: Double = 2,
        safeArea: EdgeInsets = .zero, options: SceneOptions = SceneOptions()
    ) throws(SessionError) {
        guard size.isUsable, scale.isFinite, scale > 0 else { throw SessionError.invalidSize(size) }
        self.catalog = catalog
        self.options = options
        self.scale = scale
        self.size = size
        self.safeArea = safeArea
        scene = try catalog.makeScene(named: sceneName ?? catalog.defaultSceneName, options: options)
        scene.layout(size: size, safeArea: safeArea)
    }

    public var sceneName: String { scene.name }

    /// True while the scene animates, a transition runs or a finger is down: the host presents
    /// frames only then.
    public var needsFrames: Bool { scene.needsFrames || transition != nil }

    /// Passes `event` to the scene, then follows any navigation it requested. Keys go to the
    /// keyboard focus first (see `KeyboardFocus`); those it uses do not reach the scene.
    public mutating func handle(_ event: InputEvent) {
        // A second `began` for a finger already down (a hostile or broken stream) first ends the
        // one before, cancelled where it was: whoever holds it (a scene, one of its controls, a
        // transition) lets it go, and no scene kept for later waits for it.
        if case .touch(let touch) = event, touch.phase == .began, fingers.isDown(touch.id) {
            handle(
                .touch(
                    TouchEvent(
                        id: touch.id, phase: .cancelled, location: fingers.location(of: touch.id) ?? touch.location,
                        time: touch.time)))
        }
        let event = event.retimed(clock.read(event.time))
        // The focus keys read the tree before the scene sees the event: it is forgotten again
        // once the event is handled, or it would stay one input behind.
        semanticsChanged()
        defer { semanticsChanged() }
        let dropsSpace = typing.dropsSpace
        typing.dropsSpace = false
        if handleTypedValue(event) { return }
        switch event {
        case .key(let key, let time) where handleFocusKey(key, at: time):
            typing.dropsSpace = key == .space
            return
        case .text(" ", _) where dropsSpace:
            return
        default:
            break
        }
        if case .touch(let touch) = event {
            let ends = touch.phase == .ended || touch.phase == .cancelled
            fingers.note(touch)
            // A finger that started or caught a transition never reaches a scene, nor do its
            // later events once the transition is over (withheld until it lifts).
            if handleNavigationTouch(touch) {
                if ends { fingers.withheld.remove(touch.id) }
                return
            }
            if fingers.withheld.contains(touch.id) {
                if ends { fingers.withheld.remove(touch.id) }
                return
            }
        }
        notePrediction(event)
        scene.handle(event)
        takeSceneRequests()
    }

    /// Ends, cancelled where they were, the fingers the current scene holds, as it is left (it
    /// may come back: a caught pop, the kept menu) and would otherwise wait for them for ever.
    mutating func cancelSceneFingers() {
        for touch in fingers.cancellations(at: clock.sceneTime) { scene.handle(.touch(touch)) }
    }

    /// Takes what the scene asked of the session after an input: the clipboard and its document,
    /// then navigation.
    mutating func takeSceneRequests() {
        let requests = scene.takeRequests()
        guard !requests.isEmpty else { return }
        if let text = requests.clipboard { forHost.clipboard = text }
        if let change = requests.document { forHost.document = change }
        if let navigation = requests.navigation {
            let left = sceneName
            navigate(navigation)
            // Focus requests name nodes of the scene that asked, which is gone.
            guard sceneName == left else { return }
        }
        if let id = requests.focus, focus.focusedID != nil { focus.focus(id) }
        if let id = requests.pointerFocus, focus.focusedID != id {
            focus.focus(id)
            typing.text = ""
        }
    }

    /// Takes the text a scene asked to copy since the last call (the host puts it on the
    /// system clipboard); nil when none.
    public mutating func takeClipboard() -> String? {
        defer { forHost.clipboard = nil }
        return forHost.clipboard
    }

    /// Takes the document a scene changed since the last call, for the host to keep (a file);
    /// nil when none. A host that keeps nothing (a replay) need not ask.
    public mutating func takeDocumentChange() -> JSONValue.Field? {
        defer { forHost.document = nil }
        return forHost.document
    }

    /// Tells the scene how keeping `change` went (nil: kept, else the problem in words, which
    /// the scene shows). Once kept, scenes opened later start from it and no longer show the
    /// problem the document started with.
    public mutating func documentKept(_ change: JSONValue.Field, problem: String?) {
        scene.documentKept(problem: problem)
        semanticsChanged()
        guard problem == nil else { return }
        options.setStartValue(change.value, for: change.key)
        options.documentProblem = nil
    }

    /// Where the session's scenes start: the options' start state, with the current scene's own
    /// (what it was opened with) in place of its keys. A recording's header carries it.
    public var startState: [JSONValue.Field] {
        var options = options
        for field in scene.startState { options.setStartValue(field.value, for: field.key) }
        return options.startState
    }

    /// Applies one script item: an input event or a resize.
    public mutating func apply(_ item: TouchScript.Item) {
        switch item {
        case .input(let event): handle(event)
        case .action(let name, let node, let at):
            _ = clock.read(at)
            performRequest(name, on: node)
        case .resize(let newSize, let at):
            _ = clock.read(at)
            resize(to: newSize)
        }
    }

    /// Lays the scene out for a new container size (pt). Unusable sizes (a minimised window)
    /// are ignored; returns whether the size was taken.
    @discardableResult
    public mutating func resize(to newSize: Size, safeArea newSafeArea: EdgeInsets? = nil) -> Bool {
        guard newSize.isUsable else { return false }
        size = newSize
        if let newSafeArea { safeArea = newSafeArea }
        scene.layout(size: size, safeArea: safeArea)
        navigation.layout(size: size, safeArea: safeArea)
        semanticsChanged()
        return true
    }

    /// Advances the scene to `newTime` (s), a host reading taken as `SceneClock` describes:
    /// times outside `InputDomain` and jitter are ignored, a reset continues from where the scene
    /// is.
    public mutating func advance(to newTime: Double) {
        let previous = clock.sceneTime
        let sceneTime = clock.read(newTime)
        guard sceneTime > previous || newTime == clock.hostTime else { return }
        // A scene that needs no frames is at rest: advancing it changes nothing it describes.
        if scene.needsFrames { semanticsChanged() }
        scene.advance(to: sceneTime)
        advanceTransition(to: sceneTime)
    }

    public func draw(in canvas: Canvas) {
        scene.draw(in: canvas)
    }

    /// Draws a frame, cleared to black first unless the scene paints every pixel, with the
    /// keyboard focus ring on top. Only what the scene's damage says changed is repainted, when
    /// the canvas keeps the last frame, unless `whole` or a focus ring or typed value is shown
    /// (those the damage does not cover). A navigation transition draws both scenes whole.
    public func drawFrame(in canvas: Canvas, whole: Bool = false) {
        if drawTransition(in: canvas) { return }
        let overlay = focus.focusedID != nil || !typedValue.isEmpty
        (prediction.drawn ?? scene).drawFrame(
            in: canvas, background: .black, whole: whole || overlay)
        drawFocusRing(in: canvas)
        drawTypedValue(in: canvas)
    }

    /// Replaces the scene as `navigation` asks; unknown names and `back` without a menu (or
    /// from the menu itself) are ignored; `quit` only sets `quitRequested`.
    public mutating func navigate(_ navigation: Navigation) {
        let target: String?
        switch navigation {
        case .open(let name): target = catalog.contains(name) ? name : nil
        case .back: target = catalog.menuSceneName.flatMap { $0 == sceneName ? nil : $0 }
        case .quit:
            quitRequested = true
            target = nil
        }
        guard let target else { return }
        defer { semanticsChanged() }
        var kept = options
        // Start-state values registered as kept for the session (the spring designer's) last
        // (read through the Scene protocol, which Embedded Swift's AnyScene can forward and a
        // cast could not).
        for field in scene.startState where catalog.keepsForSession(field.key) {
            kept.setStartValue(field.value, for: field.key)
        }
        if case .back = navigation, reverseTransition(toward: target) {
            options = kept
            return
        }
        finishTransition()
        let toMenu = target == catalog.menuSceneName
        let fromMenu = sceneName == catalog.menuSceneName
        guard
            let next = (toMenu ? self.navigation.keptMenu : nil)
                ?? (try? catalog.makeScene(named: target, options: kept))
        else { return }
        options = kept
        if toMenu { self.navigation.keptMenu = nil }
        cancelSceneFingers()
        if fromMenu != toMenu {
            // Menu ↔ scene: UIKit's navigation transition, the menu kept as it was.
            startTransition(to: next, kind: toMenu ? .pop : .push)
        } else {
            scene = next
            scene.layout(size: size, safeArea: safeArea)
            scene.advance(to: clock.sceneTime)
        }
        fingers.withholdAllDown()
        focus = KeyboardFocus()
    }
}

extension Size {
    /// What `init?(argument:)` accepts, for error messages.
    public static let argumentRule = "WxH in points with both sides > 0 and at most 16384"

    /// Parses a command-line size `WxH` in points, e.g. `390x844` (decimals allowed).
    /// Nil unless both sides are finite numbers > 0 and ≤ 16 384.
    public init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
            w.isFinite, h.isFinite, w > 0, h > 0, w <= 16_384, h <= 16_384,
            parts.allSatisfy({ $0.allSatisfy { $0.isNumber || $0 == "." } })
        else { return nil }
        self.init(width: w, height: h)
    }
}
