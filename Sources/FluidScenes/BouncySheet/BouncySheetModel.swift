import FluidGestures
import FluidMotion
import FluidSceneKit

/// Skype's bouncy action sheet (seed 004): a sheet whose top edge bends while it moves, because
/// its corners and its middle ride two different springs.
///
/// The seed animates two helper views with UIKit's duration-based spring API — duration 0.5 s,
/// sides damping 0.75 and initial velocity 0.8, centre 0.9 and 0.9 — and draws the edge as a
/// quadratic Bézier between them. Here the same springs are exact closed forms:
/// - UIKit's duration-based API is taken to choose ω₀ so the envelope e^(−ζω₀t) falls to 1/1500
///   at `duration` (the correspondence used to port it to `CASpringAnimation`):
///   ω₀ = ln(1500)/(ζ·duration), response = 2π/ω₀ — sides 0.322 s, centre 0.387 s.
/// - UIKit's initial velocity is relative: v (pt/s) = relative × distance to travel.
/// - The sheet's top follows the side spring, and the edge is a quadratic Bézier from corner to
///   corner whose control point sits at y_C = y_S + (y_S − y_M), y_S the side spring and y_M the
///   centre spring (the seed's `controlPoint: yOffset + sideToCenterDelta`, delta = side −
///   centre). So the middle of the edge leads in the direction of motion: while the sheet shows
///   (moving up, the lighter-damped sides ahead) it bulges up, its midpoint
///   (y_S + 2·y_C + y_S)/4 = y_S + (y_S − y_M)/2 half the springs' difference from the corners.
///
/// Unlike the seed, toggling mid-flight reverses smoothly: both springs are retargeted from their
/// current position *and* velocity (the seed restarted them with a fixed velocity). Frames are
/// wanted only while a spring moves or a finger is down.
public struct BouncySheetModel: Sendable {
    /// UIKit duration-based parameters of the seed.
    public static let duration = 0.5
    public static let sideDamping = 0.75, sideRelativeVelocity = 0.8
    public static let centerDamping = 0.9, centerRelativeVelocity = 0.9
    /// ln(1500): the envelope's decay over `duration`.
    static let logSettleFraction = 7.313220387090301
    /// The seed's sheet height (pt), above the safe area.
    public static let sheetHeight = 240.0

    public static let sideSpring = uikitSpring(duration: duration, dampingRatio: sideDamping)
    public static let centerSpring = uikitSpring(duration: duration, dampingRatio: centerDamping)

    /// A spring equivalent to UIKit's `animate(withDuration:usingSpringWithDamping:…)`.
    public static func uikitSpring(duration: Double, dampingRatio: Double) -> Spring {
        let omega0 = logSettleFraction / (dampingRatio * duration)
        return Spring.constant(response: 2 * .pi / omega0, dampingRatio: dampingRatio)
    }

    /// Whether the sheet is shown or heading there.
    public private(set) var isVisible = false
    /// y of the sheet's corners (pt).
    public var sideY: Double { side.value }
    /// y of the middle of the top edge (pt).
    public var centerY: Double { center.value }
    public var sideVelocity: Double { side.velocity }
    public var centerVelocity: Double { center.velocity }
    /// The quadratic's control point y (pt): y_S + (y_S − y_M), the seed's side + (side − centre).
    public var controlY: Double { 2 * side.value - center.value }
    /// y of the middle of the drawn edge (pt): the quadratic's midpoint, y_S + (y_S − y_M)/2.
    public var edgeMidY: Double { (side.value + controlY) / 2 }
    /// y of the sheet's top when hidden / shown (pt).
    public private(set) var hiddenY = 0.0
    public private(set) var shownY = 0.0
    public private(set) var time = 0.0
    /// Reduce Motion (`SceneOptions.reduceMotion`): both edges move as one, without the bend or overshoot.
    public var reducesMotion = false
    private(set) var side: SpringAnimation<Double> { didSet { side.reduceMotion(reducesMotion) } }
    private(set) var center: SpringAnimation<Double> { didSet { center.reduceMotion(reducesMotion) } }

    public init() {
        side = SpringAnimation(spring: Self.sideSpring, from: 0, to: 0)
        center = SpringAnimation(spring: Self.centerSpring, from: 0, to: 0)
    }

    public var isMoving: Bool { !side.isSettled || !center.isSettled }

    /// How far the sheet's middle is shown: 0 hidden … 1 shown (may overshoot).
    public var progress: Double {
        let span = hiddenY - shownY
        return span > 0 ? (hiddenY - centerY) / span : 0
    }

    /// Places the sheet, `sheetHeight` pt tall (the seed's 240 at the default text size), for a
    /// container `height` pt tall with `bottomInset` of safe area. A sheet at rest jumps to its
    /// place; a moving one heads there from where it is.
    public mutating func layout(height: Double, bottomInset: Double, sheetHeight: Double = Self.sheetHeight) {
        hiddenY = height
        shownY = height - sheetHeight - max(0, bottomInset)
        let target = isVisible ? shownY : hiddenY
        if isMoving {
            side.retarget(to: target)
            center.retarget(to: target)
        } else {
            side = SpringAnimation(spring: Self.sideSpring, from: target, to: target, at: time)
            center = SpringAnimation(spring: Self.centerSpring, from: target, to: target, at: time)
        }
    }

    /// Shows a hidden sheet or hides a shown one, at `time` (s). From rest, each spring starts with
    /// the seed's relative velocity toward its target; mid-flight, both reverse from their state.
    public mutating func toggle(at time: Double) {
        setVisible(!isVisible, at: time)
    }

    public mutating func setVisible(_ visible: Bool, at time: Double) {
        advance(to: time)
        guard visible != isVisible else { return }
        isVisible = visible
        let target = visible ? shownY : hiddenY
        if isMoving {
            side.retarget(to: target, at: self.time)
            center.retarget(to: target, at: self.time)
        } else {
            // Reduce Motion: both edges start at rest on the centre's (critically damped) spring,
            // so they move as one: no bend.
            let distance = reducesMotion ? 0 : target - side.value
            side = SpringAnimation(
                spring: reducesMotion ? Self.centerSpring : Self.sideSpring, from: side.value, to: target,
                velocity: Self.sideRelativeVelocity * distance, at: self.time)
            center = SpringAnimation(
                spring: Self.centerSpring, from: center.value, to: target,
                velocity: Self.centerRelativeVelocity * distance, at: self.time)
        }
    }

    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime > time else { return }
        time = newTime
        side.advance(to: newTime)
        center.advance(to: newTime)
    }
}
