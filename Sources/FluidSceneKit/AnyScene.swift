import FluidCanvas
import FluidCore
import FluidGestures
import FluidJSON
import FluidMotion
import FluidSemantics

#if !hasFeature(Embedded)
/// The scene a session runs, whatever its type.
public typealias AnyScene = any Scene
#else
/// The scene a session runs, whatever its type: Embedded Swift has no `any Scene` (only
/// existentials of class-bound protocols), so the scene lives in a generic box behind a base
/// class, copied before a mutation while shared, so `AnyScene` keeps the value semantics
/// `any Scene` has. Every requirement of `Scene` is forwarded, those with a default too: a new
/// requirement needs its line here, in `SceneBoxBase` and in `SceneBox`.
public struct AnyScene: Scene {
    private var box: SceneBoxBase

    public init<S: Scene>(_ scene: S) { box = SceneBox(scene) }

    private mutating func unique() -> SceneBoxBase {
        if !isKnownUniquelyReferenced(&box) { box = box.copy() }
        return box
    }

    public var name: String { box.name }
    public mutating func layout(size: Size, safeArea: EdgeInsets) { unique().layout(size: size, safeArea: safeArea) }
    public mutating func handle(_ event: InputEvent) { unique().handle(event) }
    public mutating func advance(to time: Double) { unique().advance(to: time) }
    public var needsFrames: Bool { box.needsFrames }
    public func draw(in canvas: Canvas) { box.draw(in: canvas) }
    public var paintsEveryPixel: Bool { box.paintsEveryPixel }
    public var damage: FrameDamage? { box.damage }
    public var traceHeader: [(String, JSONValue)] { box.traceHeader }
    public var traceFrame: [(String, JSONValue)] { box.traceFrame }
    public var semantics: SemanticNode { box.semantics }
    public mutating func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool {
        unique().perform(action, on: id, at: time)
    }
    public mutating func takeRequests() -> SceneRequests { unique().takeRequests() }
    public var notice: String? { box.notice }
    public mutating func focusMoved(to id: String, at time: Double) { unique().focusMoved(to: id, at: time) }
    public mutating func documentKept(problem: String?) { unique().documentKept(problem: problem) }
    public var startState: [JSONValue.Field] { box.startState }
}

/// `Scene`'s requirements as overridable methods; `SceneBox` forwards them to its scene.
class SceneBoxBase {
    func copy() -> SceneBoxBase { fatalError("abstract") }
    var name: String { fatalError("abstract") }
    func layout(size: Size, safeArea: EdgeInsets) { fatalError("abstract") }
    func handle(_ event: InputEvent) { fatalError("abstract") }
    func advance(to time: Double) { fatalError("abstract") }
    var needsFrames: Bool { fatalError("abstract") }
    func draw(in canvas: Canvas) { fatalError("abstract") }
    var paintsEveryPixel: Bool { fatalError("abstract") }
    var damage: FrameDamage? { fatalError("abstract") }
    var traceHeader: [(String, JSONValue)] { fatalError("abstract") }
    var traceFrame: [(String, JSONValue)] { fatalError("abstract") }
    var semantics: SemanticNode { fatalError("abstract") }
    func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool { fatalError("abstract") }
    func takeRequests() -> SceneRequests { fatalError("abstract") }
    var notice: String? { fatalError("abstract") }
    func focusMoved(to id: String, at time: Double) { fatalError("abstract") }
    func documentKept(problem: String?) { fatalError("abstract") }
    var startState: [JSONValue.Field] { fatalError("abstract") }
}

final class SceneBox<S: Scene>: SceneBoxBase {
    var scene: S

    init(_ scene: S) { self.scene = scene }

    override func copy() -> SceneBoxBase { SceneBox(scene) }
    override var name: String { scene.name }
    override func layout(size: Size, safeArea: EdgeInsets) { scene.layout(size: size, safeArea: safeArea) }
    override func handle(_ event: InputEvent) { scene.handle(event) }
    override func advance(to time: Double) { scene.advance(to: time) }
    override var needsFrames: Bool { scene.needsFrames }
    override func draw(in canvas: Canvas) { scene.draw(in: canvas) }
    override var paintsEveryPixel: Bool { scene.paintsEveryPixel }
    override var damage: FrameDamage? { scene.damage }
    override var traceHeader: [(String, JSONValue)] { scene.traceHeader }
    override var traceFrame: [(String, JSONValue)] { scene.traceFrame }
    override var semantics: SemanticNode { scene.semantics }
    override func perform(_ action: SemanticAction, on id: String, at time: Double) -> Bool {
        scene.perform(action, on: id, at: time)
    }
    override func takeRequests() -> SceneRequests { scene.takeRequests() }
    override var notice: String? { scene.notice }
    override func focusMoved(to id: String, at time: Double) { scene.focusMoved(to: id, at: time) }
    override func documentKept(problem: String?) { scene.documentKept(problem: problem) }
    override var startState: [JSONValue.Field] { scene.startState }
}
#endif
