import FluidCore
import FluidGestures
import FluidMotion
import FluidRandom
import FluidSceneKit
import FluidSemantics
import FluidSession
import Foundation

/// Seeded gesture sequences for `fluid bench render --generated`, made from a scene's own
/// semantics (`Session.semantics`: what each node is and where its frame is now) rather than
/// literal coordinates, so they follow the layout at any container size.
///
/// A sequence is `gesturesPerSequence` gestures, each aimed at a node the scene shows at that
/// moment: taps, long presses (with force), drags, flicks, catches (a flick, then a finger put
/// down where the flung node has got to), turns through up to a full circle around an
/// adjustable, drawer sweeps through the whole height of the container (so across every detent),
/// list scrolls, and hand-offs between a list and the drawer that holds it. Between gestures the
/// scene gets no time, a little, or time to come to rest. The generator runs the scene as it
/// writes, so a catch or a sweep finds the node where it is, not where it started.
///
/// Invariants: the same scene, container, seed and rate give the same script; every touch lies
/// inside the container, at least `margin` from its edges; one finger, each gesture a whole
/// touch (`began` … `ended`); no gesture is aimed at a node that leaves the scene (`back`, the
/// menu's scene rows), and one that left it all the same is undone, so the sequence times one
/// scene.
struct GestureGenerator {
    enum Kind: String, CaseIterable {
        case tap, longPress = "long-press", drag, flick, catchMoving = "catch", turn
        case drawerSweep = "drawer-sweep", listScroll = "list-scroll", handOff = "hand-off"
    }

    /// Gestures in one sequence.
    static let gesturesPerSequence = 8
    /// Gestures tried per gesture kept: one that took the scene elsewhere (a still finger lifted
    /// over a menu row, a catch where the back button is) is undone and another drawn.
    static let attemptsPerGesture = 4
    /// Touch rates a sequence is sampled at (Hz): the 60 Hz and 120 Hz displays.
    static let rates = [60, 120]
    /// Distance kept from the container's edges (pt).
    static let margin = 1.0
    /// Where the generated script starts (s), as `GestureWriter.start`.
    static let start = 0.1

    private var rng: SplitMix64
    private var session: Session
    /// Seconds between touch samples (1 / rate).
    private let interval: Double
    private let bounds: Rect
    private(set) var script = TouchScript()
    private(set) var kinds: [Kind] = []
    private var time = GestureGenerator.start

    /// The sequence for `seed` in a fresh `scene` of `catalog` opened with `options`, sampled
    /// at `rate` Hz. The seed and the scene's name choose the gestures; the rate only how
    /// densely they are sampled.
    /// - Throws: `SessionError` for an unknown scene or unusable size.
    init(
        catalog: SceneCatalog, scene: String, size: Size, scale: Double, options: SceneOptions = SceneOptions(),
        seed: UInt64, rate: Int
    ) throws(SessionError) {
        session = try Session(catalog: catalog, scene: scene, size: size, scale: scale, options: options)
        rng = SplitMix64(seed: seed ^ Self.fnv1a(scene))
        interval = 1 / Double(max(1, rate))
        bounds = Rect(
            x: Self.margin, y: Self.margin, width: size.width - 2 * Self.margin, height: size.height - 2 * Self.margin)
        session.advance(to: time)
        var order: [Kind] = []
        for _ in 0..<(Self.gesturesPerSequence * Self.attemptsPerGesture) where kinds.count < Self.gesturesPerSequence {
            if order.isEmpty { order = shuffled(applicableKinds()) }
            guard !order.isEmpty else { break }
            let kind = order.removeFirst()
            let before = (session, script, time, lastPoint)
            guard perform(kind) else { continue }
            if session.sceneName != scene {
                (session, script, time, lastPoint) = before
                continue
            }
            kinds.append(kind)
            pause()
        }
    }

    /// The scene's name after the sequence (the generator never leaves it).
    var sceneName: String { session.sceneName }

    /// FNV-1a, 64 bit: mixes the scene's name into the seed so scenes get different gestures.
    static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }

    // MARK: - What the scene offers

    /// Nodes a finger can aim at: shown, with some area on screen, not the window or the whole
    /// scene, not text, and not a way out of the scene.
    private var targets: [SemanticNode] {
        session.semantics.shownNodes.filter { node in
            guard node.role != .window, node.role != .staticText, !leavesScene(node.id) else { return false }
            guard let seen = visible(node.frame), seen.width >= 4, seen.height >= 4 else { return false }
            return !(seen.width >= bounds.width && seen.height >= bounds.height)
        }
    }

    private func leavesScene(_ id: String) -> Bool { id == "back" || id.hasPrefix("scene.") }

    /// True when a finger lifted still on `node` could land on a way out (the menu's list).
    private func holdsWayOut(_ node: SemanticNode) -> Bool { node.shownNodes.contains { leavesScene($0.id) } }

    /// Nodes a finger may be lifted still on.
    private var stillTargets: [SemanticNode] { targets.filter { !holdsWayOut($0) } }

    private var adjustables: [SemanticNode] { targets.filter { $0.role == .adjustable } }
    private var lists: [SemanticNode] { targets.filter { $0.role == .list && visible($0.frame)!.height >= 40 } }
    /// Nodes that hold a list, or that the scene calls a drawer.
    private var drawers: [SemanticNode] {
        targets.filter { node in node.id == "drawer" || node.children.contains { $0.role == .list } }
    }
    private var listsInDrawers: [SemanticNode] {
        drawers.flatMap { drawer in drawer.shownNodes.filter { $0.role == .list } }
            .filter { visible($0.frame).map { $0.height >= 40 } ?? false }
    }

    private func applicableKinds() -> [Kind] {
        guard !targets.isEmpty else { return [] }
        var kinds: [Kind] = [.drag, .flick, .catchMoving]
        if !stillTargets.isEmpty { kinds += [.tap, .longPress] }
        if !adjustables.isEmpty { kinds.append(.turn) }
        if !drawers.isEmpty { kinds.append(.drawerSweep) }
        if !lists.isEmpty { kinds.append(.listScroll) }
        if !listsInDrawers.isEmpty { kinds.append(.handOff) }
        return kinds
    }

    private func visible(_ frame: Rect) -> Rect? {
        let minX = max(frame.minX, bounds.minX), maxX = min(frame.maxX, bounds.maxX)
        let minY = max(frame.minY, bounds.minY), maxY = min(frame.maxY, bounds.maxY)
        guard maxX > minX, maxY > minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: - Gestures

    /// Writes one gesture of `kind`; false when the scene offers nothing to aim it at.
    private mutating func perform(_ kind: Kind) -> Bool {
        let candidates: [SemanticNode] =
            switch kind {
            case .turn: adjustables
            case .drawerSweep: drawers
            case .listScroll: lists
            case .handOff: listsInDrawers
            case .tap, .longPress: stillTargets
            default: targets
            }
        guard !candidates.isEmpty else { return false }
        let node = rng.pick(candidates)
        let area = visible(node.frame)!
        switch kind {
        case .tap: tap(in: area)
        case .longPress: longPress(in: area)
        case .drag: drag(from: point(in: area))
        case .flick: flick(from: point(in: area))
        case .catchMoving: catchMoving(node.id, from: point(in: area), dragOn: holdsWayOut(node))
        case .turn: turn(around: area)
        case .drawerSweep: sweep(from: Point(x: area.midX, y: area.minY + min(20, area.height / 2)))
        case .listScroll: scroll(in: area)
        case .handOff: handOff(in: area)
        }
        return true
    }

    private mutating func tap(in area: Rect) {
        let p = point(in: area)
        touch(.began, p)
        wait(rng.uniform(0.03...0.15))
        touch(.ended, p)
    }

    /// A finger held still 0.4–1.2 s, its force rising to a peak in 0.2…1 over 0.3 s and back.
    private mutating func longPress(in area: Rect) {
        let p = point(in: area)
        let peak = rng.uniform(0.2...1)
        touch(.began, p, force: 0)
        let ramp = samples(0.3)
        for step in 1...ramp { advance(); touch(.moved, p, force: peak * Double(step) / Double(ramp)) }
        for _ in 0..<samples(rng.uniform(0.1...0.9)) { advance(); touch(.moved, p, force: peak) }
        for step in stride(from: ramp - 1, through: 0, by: -1) {
            advance(); touch(.moved, p, force: peak * Double(step) / Double(ramp))
        }
        touch(.ended, p, force: 0)
    }

    /// To a random point of the container in 0.15–0.8 s, then held 0–0.2 s before the lift.
    private mutating func drag(from a: Point) {
        touch(.began, a)
        move(from: a, to: point(in: bounds), seconds: rng.uniform(0.15...0.8))
        hold(seconds: rng.uniform(0...0.2))
        touch(.ended, lastPoint)
    }

    /// 40–400 pt in 0.04–0.12 s, released moving.
    private mutating func flick(from a: Point) {
        let angle = rng.uniform(0...(2 * Double.pi))
        let length = rng.uniform(40...400)
        touch(.began, a)
        move(
            from: a, to: Point(x: a.x + length * cos(angle), y: a.y + length * sin(angle)),
            seconds: rng.uniform(0.04...0.12))
        touch(.ended, lastPoint)
    }

    /// A flick, then, 0.02–0.3 s later, a finger put down where the node is then, held and lifted
    /// or dragged on (always dragged on when `dragOn`, so the lift is no tap).
    private mutating func catchMoving(_ id: String, from a: Point, dragOn: Bool) {
        flick(from: a)
        wait(rng.uniform(0.02...0.3))
        let frame = session.semantics.node(id: id).flatMap { visible($0.frame) }
        let p = frame.map { point(in: $0) } ?? lastPoint
        touch(.began, p)
        hold(seconds: rng.uniform(0.05...0.4))
        if rng.next() % 2 == 0 || dragOn { move(from: p, to: point(in: bounds), seconds: rng.uniform(0.1...0.5)) }
        touch(.ended, lastPoint)
    }

    /// A finger going round the node's centre, radius 25–48 % of its smaller side, from any angle
    /// through a quarter to a whole turn either way in 0.25–1.5 s, lifted moving or after a rest.
    private mutating func turn(around area: Rect) {
        let center = area.center
        let radius = rng.uniform(0.25...0.48) * min(area.width, area.height)
        let from = rng.uniform(0...(2 * Double.pi))
        let sweep = (rng.next() % 2 == 0 ? 1 : -1) * rng.uniform((Double.pi / 4)...(2 * Double.pi))
        func at(_ angle: Double) -> Point {
            Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        touch(.began, at(from))
        let steps = samples(rng.uniform(0.25...1.5))
        for step in 1...steps {
            advance()
            touch(.moved, at(from + sweep * Double(step) / Double(steps)))
        }
        if rng.next() % 2 == 0 { hold(seconds: rng.uniform(0.05...0.3)) }
        touch(.ended, lastPoint)
    }

    /// The drawer taken from its top edge to the top of the container and the bottom, in a
    /// random order with two more stops, so it passes every detent; lifted still or flicked.
    private mutating func sweep(from a: Point) {
        var stops = [
            bounds.minY + 8, bounds.maxY - 8, rng.uniform(bounds.minY...bounds.maxY),
            rng.uniform(bounds.minY...bounds.maxY)
        ]
        stops = shuffled(stops)
        touch(.began, a)
        for y in stops {
            move(from: lastPoint, to: Point(x: a.x, y: y), seconds: rng.uniform(0.2...0.7))
            hold(seconds: rng.uniform(0...0.15))
        }
        if rng.next() % 2 == 0 {
            move(
                from: lastPoint, to: Point(x: a.x, y: lastPoint.y + rng.uniform(-200...200)),
                seconds: rng.uniform(0.05...0.1))
        }
        touch(.ended, lastPoint)
    }

    /// One to three vertical strokes in a list, each 30–120 % of its shown height, some flicked.
    private mutating func scroll(in area: Rect) {
        for _ in 0..<(1 + Int(rng.next() % 3)) {
            let a = point(in: area)
            let distance = (rng.next() % 2 == 0 ? 1 : -1) * rng.uniform(0.3...1.2) * area.height
            let seconds = rng.next() % 2 == 0 ? rng.uniform(0.05...0.12) : rng.uniform(0.2...0.6)
            touch(.began, a)
            move(from: a, to: Point(x: a.x, y: a.y + distance), seconds: seconds)
            touch(.ended, lastPoint)
            wait(rng.uniform(0...0.3))
        }
    }

    /// A finger in a drawer's list pulled down 30–80 % of the container (the list, at its top,
    /// hands the drag to the drawer), then up to the top of the container (the drawer, at full
    /// height, hands it back to the list), lifted still or moving.
    private mutating func handOff(in area: Rect) {
        let a = point(in: area)
        touch(.began, a)
        move(
            from: a, to: Point(x: a.x, y: a.y + rng.uniform(0.3...0.8) * bounds.height), seconds: rng.uniform(0.3...0.8)
        )
        move(from: lastPoint, to: Point(x: a.x, y: bounds.minY + 8), seconds: rng.uniform(0.2...0.9))
        if rng.next() % 2 == 0 { hold(seconds: rng.uniform(0.05...0.2)) }
        touch(.ended, lastPoint)
    }

    /// None, a little, or enough time for the scene to settle.
    private mutating func pause() {
        switch rng.next() % 3 {
        case 0: break
        case 1: wait(rng.uniform(0.05...0.4))
        default: wait(rng.uniform(0.5...1.5))
        }
    }

    // MARK: - Writing

    private var lastPoint = Point.zero

    private func samples(_ seconds: Double) -> Int { max(1, Int((seconds / interval).rounded())) }

    private mutating func point(in area: Rect) -> Point {
        let inner = area.insetBy(dx: area.width * 0.15, dy: area.height * 0.15)
        return Point(x: rng.uniform(inner.minX...inner.maxX), y: rng.uniform(inner.minY...inner.maxY))
    }

    private mutating func shuffled<T>(_ values: [T]) -> [T] {
        var values = values
        for i in stride(from: values.count - 1, to: 0, by: -1) {
            values.swapAt(i, Int(rng.next() % UInt64(i + 1)))
        }
        return values
    }

    private mutating func wait(_ seconds: Double) {
        time += seconds
        session.advance(to: time)
    }

    private mutating func advance() { wait(interval) }

    private mutating func move(from a: Point, to b: Point, seconds: Double) {
        let steps = samples(seconds)
        for step in 1...steps {
            advance()
            touch(.moved, a + (Double(step) / Double(steps)) * (b - a))
        }
    }

    private mutating func hold(seconds: Double) {
        guard seconds > 0 else { return }
        for _ in 0..<samples(seconds) {
            advance()
            touch(.moved, lastPoint)
        }
    }

    private mutating func touch(_ phase: TouchPhase, _ p: Point, force: Double? = nil) {
        let inside = Point(x: min(max(p.x, bounds.minX), bounds.maxX), y: min(max(p.y, bounds.minY), bounds.maxY))
        let event = InputEvent.touch(TouchEvent(id: 1, phase: phase, location: inside, time: time, force: force))
        session.handle(event)
        script.append(.input(event))
        lastPoint = inside
    }
}
