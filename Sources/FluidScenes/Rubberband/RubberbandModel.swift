import FluidCore
import FluidGestures
import FluidMotion
import FluidSceneKit

/// Interface 4 of WWDC18 "Designing Fluid Interfaces": a card that resists being dragged away from
/// its place and springs back when let go (ζ 0.6, response 0.3 s, seed).
///
/// The finger's offset from where it caught the card is the *free* offset; the card shows it
/// resisted, per axis, by one of two laws:
/// - `.power`: sign(x)·|x|^0.7 (the seed's);
/// - `.uikit`: UIScrollView's (1 − 1/(x·0.55/d + 1))·d with d the container's extent on that axis.
///
/// A touch catches the card mid-spring exactly where it is (the free offset is recovered by
/// inverting the law), and the spring starts with the card's displayed velocity.
public struct RubberbandModel: Sendable {
    public enum Law: String, Hashable, Sendable, CaseIterable {
        case power, uikit

        /// The displayed offset for a free offset `x` on an axis of extent `dimension` (pt).
        public func offset(_ x: Double, dimension: Double) -> Double {
            switch self {
            case .power: RubberbandModel.power.offset(forOvershoot: x)
            case .uikit:
                RubberBand.offset(
                    forOvershoot: x, coefficient: RubberBand.defaultCoefficient,
                    dimension: max(dimension, 1))
            }
        }

        /// The free offset that displays as `y`.
        public func free(_ y: Double, dimension: Double) -> Double {
            switch self {
            case .power: RubberbandModel.power.overshoot(forOffset: y)
            case .uikit:
                RubberBand.overshoot(
                    forOffset: min(max(y, -0.999 * dimension), 0.999 * dimension),
                    coefficient: RubberBand.defaultCoefficient, dimension: max(dimension, 1))
            }
        }
    }

    static let power = try! PowerRubberBand(exponent: PowerRubberBand.wwdcExponent)
    /// The seed's release spring.
    public static let returnSpring = Spring.constant(response: 0.3, dampingRatio: 0.6)

    public private(set) var law: Law = .power
    /// The card at rest (pt).
    public private(set) var home = Rect.zero
    /// The container's size: the UIKit law's dimensions (pt).
    public private(set) var container = SceneOptions.defaultContainer
    /// Displayed offset of the card from home (pt).
    public private(set) var offset = Point.zero
    /// The finger's offset before resistance (pt).
    public private(set) var freeOffset = Point.zero
    public private(set) var velocity = Point.zero
    public private(set) var time = 0.0
    private var pan = PanTracker(slop: 0, beginsAtTouchDown: true)
    private var startFree = Point.zero
    private var displayedTracker = VelocityTracker<Point>()
    /// Reduce Motion (`SceneOptions.reduceMotion`): springs arrive without overshoot.
    public var reducesMotion: Bool {
        get { spring.reducesMotion }
        set { spring.reducesMotion = newValue }
    }
    private var spring = SpringSlot<Point>()

    public init() {}

    public var isDragging: Bool { pan.isTouching }
    public var isSettling: Bool { spring.isMoving }
    public var phase: DragPhase { DragPhase(isDragging: isDragging, isSettling: isSettling) }
    public var needsFrames: Bool { isDragging || isSettling }
    /// The card's current frame (pt).
    public var frame: Rect { home.offsetBy(offset) }

    public mutating func layout(home: Rect, container: Size) {
        self.home = home
        self.container = container
    }

    /// Switches the law; a card being dragged keeps its displayed position (its free offset is
    /// re-derived under the new law).
    public mutating func setLaw(_ newLaw: Law) {
        law = newLaw
        freeOffset = free(for: offset)
        startFree = freeOffset - pan.translation
    }

    func displayed(for free: Point) -> Point {
        Point(x: law.offset(free.x, dimension: container.width), y: law.offset(free.y, dimension: container.height))
    }

    func free(for displayed: Point) -> Point {
        Point(
            x: law.free(displayed.x, dimension: container.width), y: law.free(displayed.y, dimension: container.height))
    }

    public mutating func handle(_ touch: TouchEvent) {
        if touch.phase == .began {
            guard !pan.isTouching, touch.location.isFinite else { return }
            advance(to: touch.time)
            guard frame.contains(touch.location) else { return }
            spring.stop()
            velocity = .zero
            freeOffset = free(for: offset)
            startFree = freeOffset
            displayedTracker.reset()
        }
        guard pan.handle(touch) else { return }
        if touch.phase != .began {
            freeOffset = startFree + pan.translation
            offset = displayed(for: freeOffset)
        }
        displayedTracker.add(offset, at: pan.time)
        switch pan.state {
        case .ended, .cancelled, .failed:
            let v = pan.state == .cancelled ? Point.zero : displayedTracker.velocity(at: pan.time)
            spring.hold(SpringAnimation(spring: Self.returnSpring, from: offset, to: .zero, velocity: v, at: pan.time))
            velocity = v
        default:
            velocity = displayedTracker.velocity(at: pan.time)
        }
    }

    public mutating func advance(to newTime: Double) {
        guard time.moveForward(to: newTime) else { return }
        guard let s = spring.advance(to: newTime) else { return }
        offset = s.value
        velocity = s.velocity
        freeOffset = free(for: offset)
    }
}
