import FluidCanvas
import FluidGestures
import FluidJSON
import FluidMotion
import FluidSession

/// A scene run by a `Session`, as the playground and `fluid replay` run it: every interface
/// model, the Shortcuts editor and the menu's navigation. After every action its trace frame
/// must hold finite numbers only; every `drawInterval` actions it is drawn (to a recording) and
/// described (its semantics).
struct SessionTarget: FuzzTarget {
    /// Every scene comes to rest within this long after the last finger lifts (s): what
    /// `fluid replay` allows, and a little more.
    static let restBound = Replay.settleLimit + 5
    /// Draw every this many actions: drawing is where labels and indices are computed from
    /// state, and it costs far more than an action.
    static let drawInterval = 97

    static let sceneNames = [
        "shortcuts", "menu", "calculator", "spring", "flashlight", "rubberband",
        "pause", "momentum", "pip", "rotation", "bouncy-sheet"
    ]

    var session: Session
    private var actions = 0

    init(scene: String) {
        do {
            session = try Session(scene: scene)
        } catch {
            fatalError("fuzz scene rejected: \(error)")
        }
    }

    mutating func apply(_ action: FuzzAction) {
        switch action {
        case .input(let event): session.handle(event)
        case .advance(let time): session.advance(to: time)
        case .resize(let size, let time): session.apply(.resize(size, time: time))
        case .rowCount, .move: break
        case .request(let pick, let time): request(pick, at: time)
        }
        actions += 1
        if actions % Self.drawInterval == 0 { draw() }
    }

    /// Performs one of the shown nodes' actions (or moves focus there), as AT-SPI would.
    private mutating func request(_ pick: UInt64, at time: Double) {
        let nodes = session.semantics.shownNodes
        guard !nodes.isEmpty else { return }
        let node = nodes[Int(pick % UInt64(nodes.count))]
        let names = node.actions.map(\.name) + [Session.focusRequest]
        let name = names[Int((pick / UInt64(nodes.count)) % UInt64(names.count))]
        session.apply(.action(name, node: node.id, time: time))
    }

    func problem() -> String? {
        for (key, value) in session.scene.traceFrame where !Self.isFinite(value) {
            return "scene \(session.sceneName): non-finite \(Self.nonFinite(value, path: key) ?? key)"
        }
        return nil
    }

    mutating func liftAndSettle() -> String? {
        let lift = liftTime(after: session.time, running: Self.restBound)
        for id in fingerIDs {
            session.handle(.touch(TouchEvent(id: id, phase: .ended, location: .zero, time: lift)))
        }
        // A host ends a touchpad's scroll too (after a pause, SDL2 reporting no end).
        session.handle(.scroll(ScrollEvent(phase: .ended, location: .zero, delta: .zero, time: lift)))
        var now = lift
        while session.needsFrames, now - lift < Self.restBound {
            now += frameInterval
            session.advance(to: now)
            if let problem = problem() { return problem }
        }
        draw()
        if session.needsFrames {
            return "scene \(session.sceneName) still needs frames \(Self.restBound) s after every finger lifted"
        }
        return problem()
    }

    /// Draws the scene and describes it (its semantics tree): the code that turns state into
    /// labels, values and indices for people and assistive technology.
    private func draw() {
        session.draw(in: RecordingCanvas(size: session.size))
        _ = session.semantics
    }

    /// True when every number in `value` is finite (the check made after every action).
    static func isFinite(_ value: JSONValue) -> Bool {
        switch value {
        case .number(let x): x.isFinite
        case .array(let items): items.allSatisfy(isFinite)
        case .object(let fields): fields.allSatisfy { isFinite($0.value) }
        case .null, .bool, .string: true
        }
    }

    /// The path to the first non-finite number in `value`, nil if there is none.
    static func nonFinite(_ value: JSONValue, path: String) -> String? {
        switch value {
        case .number(let x): return x.isFinite ? nil : "\(path) = \(x)"
        case .array(let items):
            for (i, item) in items.enumerated() {
                if let found = nonFinite(item, path: "\(path)[\(i)]") { return found }
            }
            return nil
        case .object(let fields):
            for field in fields {
                if let found = nonFinite(field.value, path: "\(path).\(field.key)") { return found }
            }
            return nil
        case .null, .bool, .string: return nil
        }
    }
}
