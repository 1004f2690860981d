import FluidCore
import FluidGestures
import FluidMotion
import FluidSceneKit

/// Interface 3 of WWDC18 "Designing Fluid Interfaces": the iPhone X lock-screen flashlight button.
///
/// The button grows with force — width 50 → 92 pt, scale = 1 + (92/50 − 1)·force — and runs the
/// `ForcePress` state machine: pressing past 0.5 activates it (light haptic), easing to 0.49
/// toggles the flashlight (medium haptic), below 0.4 it is ready again; moving 45 pt from its
/// centre cancels. When the finger lifts or leaves, the button springs back to its size with the
/// seed's bouncy rest spring (ζ 0.4, response 0.2 s).
///
/// Force comes from the touch's pressure when the device reports it (`TouchEvent.force`). A mouse
/// reports none, so holding the button ramps a simulated force from 0 to 1 over `rampDuration`
/// (0.6 s), computed from event and frame times: it activates 0.3 s into the hold, and letting go
/// (the force falling to 0) toggles. A quick click does nothing, as on the phone.
public struct FlashlightModel: Sendable {
    public static let minWidth = 50.0
    public static let maxWidth = 92.0
    /// The seed's rest spring for the button's scale.
    public static let restSpring = Spring.constant(response: 0.2, dampingRatio: 0.4)
    /// The lamp's glow follows the switch with a critically damped spring.
    public static let lightSpring = Spring.constant(response: 0.3, dampingRatio: 1)
    /// Seconds for a held mouse button to ramp the simulated force from 0 to 1.
    public static let rampDuration = 0.6
    /// A touch must begin this close to the centre (pt): the 50 pt button plus a little slop.
    public static let touchRadius = minWidth / 2 + 8
    /// Scale tolerance: 0.001 (a twentieth of a point on the 50 pt button).
    static let scaleTolerance = SpringTolerance(position: 0.001, velocity: 0.01)

    public private(set) var press = ForcePress()
    /// The button's centre (pt).
    public private(set) var center = Point.zero
    /// The button's scale, 1 … 92/50 while pressed; bounces around 1 after release.
    public private(set) var scale = 1.0
    /// The lamp: 0 off … 1 on.
    public private(set) var light = 0.0
    /// Whether the current touch's force is simulated (no pressure reported).
    public private(set) var isSimulatingForce = false
    /// Haptics so far (kept for their visual pulse): kind and time.
    public private(set) var pulses: [(haptic: Haptic, time: Double)] = []
    public private(set) var time = 0.0
    var log = FrameLog()

    /// Reduce Motion (`SceneOptions.reduceMotion`): springs arrive without overshoot.
    public var reducesMotion: Bool {
        get { scaleAnimation.reducesMotion }
        set { scaleAnimation.reducesMotion = newValue; lightAnimation.reducesMotion = newValue }
    }
    private var scaleAnimation = SpringSlot<Double>()
    private var lightAnimation = SpringSlot<Double>()
    private var pressStart = 0.0
    private var lastLocation = Point.zero

    public init() {}

    /// The scale for a force (0…1): 1 + (92/50 − 1)·force.
    public static func scale(forForce force: Double) -> Double {
        1 + (maxWidth / minWidth - 1) * min(max(force, 0), 1)
    }

    public var isOn: Bool { press.isOn }

    public mutating func layout(center: Point) {
        self.center = center
    }

    /// The simulated force `time` seconds into a hold: min(1, elapsed / 0.6).
    public func simulatedForce(at time: Double) -> Double {
        min(1, max(0, (time - pressStart) / Self.rampDuration))
    }

    public mutating func handle(_ touch: TouchEvent) {
        if touch.phase == .began {
            guard press.trackedTouch == nil, touch.location.isFinite,
                touch.location.distance(to: center) <= Self.touchRadius
            else { return }
            pressStart = touch.time
            isSimulatingForce = touch.force == nil
        }
        guard touch.phase == .began || press.trackedTouch == touch.id else { return }
        if touch.force != nil, touch.phase == .moved { isSimulatingForce = false }
        if touch.location.isFinite { lastLocation = touch.location }
        let force = isSimulatingForce ? simulatedForce(at: touch.time) : (touch.force ?? 0)
        apply(press.handle(touch, force: force, center: center), at: touch.time)
    }

    private mutating func apply(_ event: ForcePress.Event?, at time: Double) {
        let eventTime = max(time, self.time)
        if let event {
            switch event {
            case .activated: log.add("activated")
            case .toggled(let on): log.add(on ? "on" : "off")
            case .cancelled: log.add("cancelled")
            }
            if let haptic = event.haptic {
                log.add("haptic:" + haptic.rawValue)
                pulses.append((haptic, eventTime))
                if pulses.count > 4 { pulses.removeFirst() }
            }
            if case .toggled(let on) = event {
                var lamp =
                    lightAnimation.animation
                    ?? SpringAnimation(
                        spring: Self.lightSpring, from: light, to: light, at: eventTime,
                        tolerance: Self.scaleTolerance)
                lamp.retarget(to: on ? 1 : 0, at: eventTime)
                lightAnimation.hold(lamp)
            }
        }
        if press.isPressing {
            scaleAnimation.stop()
            scale = Self.scale(forForce: press.force)
        } else if !scaleAnimation.isMoving, scale != 1 {
            scaleAnimation.hold(
                SpringAnimation(
                    spring: Self.restSpring, from: scale, to: 1, at: eventTime,
                    tolerance: Self.scaleTolerance))
        }
    }

    /// Switches the light at `time` (s) as a completed press would, without one (keyboard and
    /// accessibility); ignored while a finger presses the button.
    public mutating func toggle(at time: Double) {
        apply(press.toggle(), at: time)
    }

    public mutating func advance(to newTime: Double) {
        defer { log.publish() }
        guard time.moveForward(to: newTime) else { return }
        if isSimulatingForce, press.isPressing, let id = press.trackedTouch {
            let held = TouchEvent(id: id, phase: .moved, location: lastLocation, time: newTime)
            apply(press.handle(held, force: simulatedForce(at: newTime), center: center), at: newTime)
        }
        if let s = scaleAnimation.advance(to: newTime) { scale = s.value }
        if let l = lightAnimation.advance(to: newTime) { light = l.value }
    }

    /// True while pressed, springing, glowing up or down, or showing a haptic pulse.
    public var needsFrames: Bool {
        press.trackedTouch != nil || scaleAnimation.isMoving || lightAnimation.isMoving || log.hasPending
            || pulses.contains { time - $0.time < HapticPulse.duration }
    }

    /// What the button is doing, as the trace names it (`flashlight.phase`).
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// A finger presses it.
        case pressing
        /// Let go (or cancelled), it springs back to its size.
        case settling
        /// Nothing moves it.
        case resting
    }

    public var phase: Phase {
        press.isPressing ? .pressing : (scaleAnimation.isMoving ? .settling : .resting)
    }
}
