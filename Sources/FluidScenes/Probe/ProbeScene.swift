import FluidCanvas
import FluidCore
import FluidGestures
import FluidJSON
import FluidMotion
import FluidSceneKit

/// A ball that follows one finger and springs home on release: the smallest scene that
/// exercises every host path (touch, keys, text, resize, animation, idle), used by the
/// end-to-end test and as a template for new scenes.
///
/// A touch anywhere catches the ball where it is, moving or not (instant pan), keeping the
/// offset between finger and ball; release springs it back to the container's centre with
/// the release velocity. Escape asks for the menu. Typed text is shown as a caption.
public struct ProbeScene: Scene {
    public let name = "probe"
    /// Ball radius, pt.
    public static let radius = 28.0
    /// The return spring: response 0.45 s, damping ratio 0.7 (a small visible overshoot).
    public static let spring = Spring.constant(response: 0.45, dampingRatio: 0.7)

    public private(set) var home = Point.zero
    public private(set) var position = Point.zero
    private var size = Size.zero
    private var finger: (id: Int, offset: Point)?
    private var tracker = VelocityTracker<Point>()
    private var animation = SpringSlot<Point>()
    private var navigation: Navigation?
    /// Text typed so far (last 40 characters).
    public private(set) var caption = ""
    /// Dark appearance.
    public let isDark: Bool

    public init(options: SceneOptions = SceneOptions()) {
        isDark = options.dark
    }

    public mutating func layout(size: Size, safeArea: EdgeInsets) {
        self.size = size
        let rect = safeArea.inset(Rect(origin: .zero, size: size))
        let oldHome = home
        home = rect.center
        if animation.isMoving {
            animation.retarget(to: home)
        } else if finger == nil || oldHome == .zero {
            position = home
        }
    }

    public mutating func handle(_ event: InputEvent) {
        switch event {
        case .touch(let touch): handleTouch(touch)
        case .key(.escape, _): navigation = .back
        case .key, .scroll: break
        case .text(let text, _): caption = String((caption + text).suffix(40))
        }
    }

    private mutating func handleTouch(_ touch: TouchEvent) {
        switch touch.phase {
        case .began where finger == nil:
            if let moving = animation.advance(to: touch.time) { position = moving.value }
            animation.stop()
            finger = (touch.id, position - touch.location)
            tracker.reset()
            tracker.add(touch.location, at: touch.time)
        case .moved where finger?.id == touch.id:
            position = touch.location + finger!.offset
            tracker.add(touch.location, at: touch.time)
        case .ended where finger?.id == touch.id, .cancelled where finger?.id == touch.id:
            position = touch.location + finger!.offset
            tracker.add(touch.location, at: touch.time)
            let velocity = touch.phase == .ended ? tracker.velocity(at: touch.time) : .zero
            animation.hold(
                SpringAnimation(
                    spring: ProbeScene.spring, from: position, to: home,
                    velocity: velocity, at: touch.time))
            finger = nil
        default:
            break
        }
    }

    public mutating func advance(to time: Double) {
        guard let moving = animation.advance(to: time) else { return }
        position = moving.value
    }

    public var needsFrames: Bool { finger != nil || animation.isMoving }

    public var phase: DragPhase { DragPhase(isDragging: finger != nil, isSettling: animation.isMoving) }

    public mutating func takeRequests() -> SceneRequests {
        defer { navigation = nil }
        return SceneRequests(navigation: navigation)
    }

    public var traceHeader: [(String, JSONValue)] {
        [("home", .object([("x", .number(home.x)), ("y", .number(home.y))]))]
    }

    public var traceFrame: [(String, JSONValue)] {
        [
            (
                "probe",
                .object([
                    ("x", .number(position.x)), ("y", .number(position.y)),
                    ("phase", .string(phase.rawValue))
                ])
            )
        ]
    }
}
