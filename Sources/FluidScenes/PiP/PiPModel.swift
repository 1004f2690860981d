import FluidCore
import FluidGestures
import FluidMotion
import FluidSceneKit

/// Interface 7 of WWDC18 "Designing Fluid Interfaces": FaceTime's picture-in-picture window.
///
/// Drag the 86 × 130 pt window anywhere; let go and it flies to the corner nearest to where it
/// *would* land — its centre projected with UIScrollView's normal deceleration, (v/1000)·0.998/0.002
/// ≈ 0.5 s of velocity per axis — on a critically damped 2-D spring (ζ 1, response 0.4 s) that
/// starts with the release velocity on each axis (UIKit's relative velocity per axis, in pt/s). The
/// corners sit 24 pt inside the safe area. A touch on the window mid-flight catches it under the
/// finger (the pan begins at touch-down).
public struct PiPModel: Sendable {
    public enum Corner: String, Hashable, Sendable, CaseIterable {
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The window in a portrait container; turned a quarter (130 × 86) in a landscape one, as
    /// FaceTime's picture in picture turns with the phone (pt).
    public static let portraitWindow = Size(width: 86, height: 130)
    /// Distance from the safe area's edges to the window (pt).
    public static let inset = 24.0
    /// The least gap between two corner slots (pt): below it the window shrinks to keep it.
    public static let slotGap = 8.0

    /// The window's size in the current layout (pt).
    public private(set) var windowSize = Self.portraitWindow
    public static let spring = Spring.constant(response: 0.4, dampingRatio: 1)
    public static let decay = Decay.normal

    /// The window's centre (pt).
    public private(set) var center = Point.zero
    public private(set) var velocity = Point.zero
    /// The corner the window rests at or flies to.
    public private(set) var corner: Corner = .bottomRight
    /// Where the last release projected the window (pt), nil before the first release.
    public private(set) var projection: Point?
    /// The corners' centres (pt).
    public private(set) var corners: [Corner: Point] = [:]
    public private(set) var time = 0.0
    private var pan = PanTracker(slop: 0, beginsAtTouchDown: true)
    private var grabOffset = Point.zero
    /// Reduce Motion (`SceneOptions.reduceMotion`): springs arrive without overshoot.
    public var reducesMotion: Bool {
        get { flight.reducesMotion }
        set { flight.reducesMotion = newValue }
    }
    private var flight = SpringSlot<Point>()

    public init() {}

    public var isDragging: Bool { pan.isTouching }
    public var isSettling: Bool { flight.isMoving }
    public var phase: DragPhase { DragPhase(isDragging: isDragging, isSettling: isSettling) }
    public var needsFrames: Bool { isDragging || isSettling }
    public var frame: Rect {
        Rect(
            x: center.x - windowSize.width / 2, y: center.y - windowSize.height / 2,
            width: windowSize.width, height: windowSize.height)
    }

    /// Lays the corners out in `bounds` (the container minus its safe area). A resting window
    /// stays in its corner; a flying one heads for its corner's new place. The window turns with
    /// the container and shrinks (keeping its shape) where two corner slots would come closer
    /// than `slotGap`.
    public mutating func layout(bounds: Rect) {
        let turned = bounds.width > bounds.height
        let shape =
            turned ? Size(width: Self.portraitWindow.height, height: Self.portraitWindow.width) : Self.portraitWindow
        let fitWidth = (bounds.width - 2 * Self.inset - Self.slotGap) / 2 / shape.width
        let fitHeight = (bounds.height - 2 * Self.inset - Self.slotGap) / 2 / shape.height
        let shrink = max(0.1, min(1, fitWidth, fitHeight))
        windowSize = Size(width: shape.width * shrink, height: shape.height * shrink)
        let halfW = windowSize.width / 2, halfH = windowSize.height / 2
        let left = bounds.minX + Self.inset + halfW, right = bounds.maxX - Self.inset - halfW
        let top = bounds.minY + Self.inset + halfH, bottom = bounds.maxY - Self.inset - halfH
        corners = [
            .topLeft: Point(x: left, y: top), .topRight: Point(x: right, y: top),
            .bottomLeft: Point(x: left, y: bottom), .bottomRight: Point(x: right, y: bottom)
        ]
        guard let target = corners[corner] else { return }
        if flight.isMoving {
            flight.retarget(to: target)
        } else if !isDragging {
            center = target
        }
    }

    /// The corner nearest to `point` (ties: the first in `Corner.allCases`).
    public func nearestCorner(to point: Point) -> Corner {
        let all = Corner.allCases
        let points = all.map { corners[$0] ?? .zero }
        return Snapping.nearestIndex(to: point, in: points).map { all[$0] } ?? corner
    }

    public mutating func handle(_ touch: TouchEvent) {
        if touch.phase == .began {
            guard !pan.isTouching, touch.location.isFinite else { return }
            advance(to: touch.time)
            guard frame.contains(touch.location) else { return }
            flight.stop()  // caught where it is
            velocity = .zero
            grabOffset = center - touch.location
        }
        guard pan.handle(touch) else { return }
        center = pan.location + grabOffset
        switch pan.state {
        case .ended, .failed, .cancelled:
            release(velocity: pan.state == .cancelled ? .zero : pan.velocity, at: pan.time)
        default:
            velocity = pan.velocity
        }
    }

    /// Sends the window to the corner nearest its projection, keeping `velocity` (pt/s).
    public mutating func release(velocity v: Point, at time: Double) {
        let landing = Self.decay.project(center, velocity: v)
        projection = landing
        corner = nearestCorner(to: landing)
        velocity = v
        flight.hold(
            SpringAnimation(
                spring: Self.spring, from: center, to: corners[corner] ?? center,
                velocity: v, at: time))
        // Settled as held, Reduce Motion applied (a window let go at its corner): nothing flies.
        if flight.animation?.isSettled == true { flight.stop() }
    }

    /// Sends the window to `corner` at `time` (s) with the landing spring, keeping its current
    /// velocity (keyboard and accessibility); ignored while a finger drags it.
    public mutating func move(to corner: Corner, at time: Double) {
        guard !isDragging, let destination = corners[corner] else { return }
        advance(to: time)
        projection = destination
        self.corner = corner
        flight.start(
            SpringAnimation(
                spring: Self.spring, from: center, to: destination, velocity: velocity,
                at: max(time, self.time)))
    }

    public mutating func advance(to newTime: Double) {
        guard time.moveForward(to: newTime) else { return }
        guard let a = flight.advance(to: newTime) else { return }
        center = a.value
        velocity = a.velocity
    }
}
