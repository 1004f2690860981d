import FluidCanvas
import FluidCore
import FluidGestures
import FluidJSON
import FluidMotion
import FluidSemantics

/// One interactive screen: a model driven by timestamped input and time, drawn through `Canvas`.
///
/// Hosts (the SDL window, the headless replayer) call, per frame: `handle` for each input event
/// of the frame, then `advance(to:)` with the frame's presentation time, then `draw(in:)`.
/// Scenes never read a clock.
public protocol Scene {
    /// The scene's name as used on the command line (`shortcuts`, `pip`, …).
    var name: String { get }

    /// Lays the scene out for a container of `size` points with `safeArea` insets.
    /// Called before the first event and on every resize; must keep running motion continuous.
    mutating func layout(size: Size, safeArea: EdgeInsets)

    mutating func handle(_ event: InputEvent)

    /// Advances every animation to `time` (s). Times never decrease between calls.
    mutating func advance(to time: Double)

    /// True while something moves or a finger is down: the host presents frames only then.
    var needsFrames: Bool { get }

    func draw(in canvas: Canvas)

    /// True when `draw(in:)` covers every pixel of the canvas with opaque paint, so a frame need
    /// not be cleared first (a full-screen fill the host would otherwise pay for every frame).
    var paintsEveryPixel: Bool { get }

    /// Where the frame `draw(in:)` would draw now can differ from the scene's still backdrop
    /// (see `FrameDamage`), so a canvas that keeps the last frame repaints only that; nil when
    /// the scene cannot say, and the frame is drawn whole. The default is nil.
    var damage: FrameDamage? { get }

    /// The scene's fields for the trace header (after `scene`, `width`, `height`, `scale`),
    /// e.g. `detents` for the drawer.
    var traceHeader: [(String, JSONValue)] { get }

    /// The scene's fields for one trace frame (after `frame`, `t`, `scene`), e.g. `drawer`.
    var traceFrame: [(String, JSONValue)] { get }

    /// The scene as assistive technology and the keyboard see it: a tree of semantic nodes built
    /// from the same model `draw(in:)` uses, in reading order (see `SemanticNode`). The root is
    /// the scene's own group (id `scene`), labelled with its title. Sessions cache it and ask again only after
    /// input, a resize or motion, so building it may allocate.
    var semantics: SemanticNode { get }

    /// Performs `action` on the node `id` of `semantics` at `time` (s), as the same command the
    /// scene's own keys and touches use. Returns false when the node does not offer the action.
    mutating func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool

    /// What the last input asked of the session that runs the scene (open a scene or go back,
    /// put text on the clipboard, move keyboard focus, keep a document), taken by the session
    /// after each input: the scene's one outbox. Empty when nothing was asked.
    mutating func takeRequests() -> SceneRequests

    /// A problem the person should know about (a file that cannot be read), shown by the scene
    /// and printed once on stderr by a host; nil when there is none.
    var notice: String? { get }

    /// Keyboard focus moved to the node `id` (Tab, an arrow in a list, a "grab focus"): a
    /// scene whose content scrolls brings it into view, as UIKit scrolls a focused control in.
    mutating func focusMoved(to id: String, at time: Double)

    /// The host's word on the last document it was handed: nil once kept, else the problem in
    /// words, which the scene shows as its `notice`.
    mutating func documentKept(problem: String?)

    /// Where this scene started, as the start-state fields that restore it (the editor's
    /// document as it was opened); empty for a scene that always starts the same. A recording's
    /// header carries it, so a replay starts there too.
    var startState: [JSONValue.Field] { get }
}

extension Scene {
    public var traceHeader: [(String, JSONValue)] { [] }
    public mutating func takeRequests() -> SceneRequests { SceneRequests() }
    public var paintsEveryPixel: Bool { false }
    public var damage: FrameDamage? { nil }
    public var notice: String? { nil }
    public mutating func focusMoved(to id: String, at time: Double) {}
    public mutating func documentKept(problem: String?) {}
    public var startState: [JSONValue.Field] { [] }

    /// An empty group named after the scene: a scene that describes nothing.
    public var semantics: SemanticNode {
        SemanticNode(id: "scene", role: .group, label: name, frame: .zero)
    }

    public mutating func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool { false }

    /// Draws a frame: `canvas` is cleared to `background` first unless the scene paints every
    /// pixel itself, and repaints only what `damage` says changed when it can
    /// (`Canvas.beginFrame`); `whole` draws every pixel regardless.
    public func drawFrame(in canvas: Canvas, background: Color, whole: Bool = false) {
        canvas.beginFrame(background: paintsEveryPixel ? nil : background, damage: whole ? nil : damage)
        draw(in: canvas)
    }
}
