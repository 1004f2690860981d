import FluidCore
import FluidMotion

/// A haptic the host should play (an impact generator's style in UIKit).
public enum Haptic: String, Hashable, Sendable, CaseIterable {
    /// Impact strengths, as UIImpactFeedbackGenerator's styles.
    case light, medium, heavy
}

/// The force-press state machine of the iPhone X lock-screen flashlight button (WWDC18 "Designing
/// Fluid Interfaces", the seed's `FlashlightButton`).
///
/// Pressing past `activationForce` (0.5) *activates* the press (a light haptic, like a physical
/// button clicking down). Letting the force fall to `confirmationForce` (0.49) *confirms* it: the
/// switch toggles (a medium haptic, the click back up). Below `resetForce` (0.4) the press is ready
/// again. The gap between the thresholds keeps a trembling finger from toggling repeatedly.
///
/// Lifting the finger is the force falling to 0, so an activated press confirms when it lifts.
/// Moving farther than `cancelDistance` (45 pt, half the 50 pt button + 20) from the button's
/// centre cancels the press; an activated press still confirms then, as in the seed (the click was
/// already felt). A cancelled press ignores the rest of its touch.
///
/// Forces are normalised, 0…1 (`UITouch.force / maximumPossibleForce`); values outside are clamped
/// and NaN counts as 0.
public struct ForcePress: Hashable, Sendable {
    /// Where the press is in its cycle (the seed's `ForceState`).
    public enum Stage: String, Hashable, Sendable {
        /// Ready to activate.
        case reset
        /// Pressed past the activation force; waiting for the force to ease.
        case activated
        /// Just toggled; waiting for the force to fall below the reset force.
        case confirmed
    }

    /// What one sample changed.
    public enum Event: Hashable, Sendable {
        /// Force reached `activationForce` (haptic: light).
        case activated
        /// The switch toggled; `isOn` is its new state (haptic: medium).
        case toggled(isOn: Bool)
        /// The finger left the button; nothing more happens until the next touch.
        case cancelled

        /// The haptic that marks this event, if any.
        public var haptic: Haptic? {
            switch self {
            case .activated: .light
            case .toggled: .medium
            case .cancelled: nil
            }
        }
    }

    /// Force at which a press activates (0…1).
    public var activationForce = 0.5
    /// Force at or below which an activated press confirms (0…1, below `activationForce`).
    public var confirmationForce = 0.49
    /// Force at or below which a confirmed press is ready again (0…1, below `confirmationForce`).
    public var resetForce = 0.4
    /// Distance from the button's centre beyond which the press cancels (pt).
    public var cancelDistance = 45.0

    /// Where the press is: reset, past the click, toggled.
    public private(set) var stage: Stage = .reset
    /// The switch the press toggles.
    public private(set) var isOn: Bool
    /// The latest force (0…1); 0 when no finger is down.
    public private(set) var force = 0.0
    /// The finger being tracked.
    public private(set) var trackedTouch: Int?
    /// True once the tracked finger left the button (until it lifts).
    public private(set) var isCancelled = false

    /// A force press whose switch starts `isOn`.
    public init(isOn: Bool = false) {
        self.isOn = isOn
    }

    /// True while a finger presses the button and has not left it.
    public var isPressing: Bool { trackedTouch != nil && !isCancelled }

    /// Feeds one touch with its normalised `force`; `center` is the button's centre (pt).
    /// A touch begins a press only if it starts within `cancelDistance` of the centre and no other
    /// finger is pressing. Returns what changed, if anything.
    public mutating func handle(_ touch: TouchEvent, force rawForce: Double, center: Point) -> Event? {
        let sampleForce = rawForce.isNaN ? 0 : min(max(rawForce, 0), 1)
        switch touch.phase {
        case .began:
            guard trackedTouch == nil,
                touch.location.isFinite, touch.location.distance(to: center) < cancelDistance
            else { return nil }
            trackedTouch = touch.id
            isCancelled = false
            stage = .reset
            return update(force: sampleForce, location: touch.location, center: center)
        case .moved:
            guard trackedTouch == touch.id, !isCancelled else { return nil }
            return update(force: sampleForce, location: touch.location, center: center)
        case .ended, .cancelled:
            guard trackedTouch == touch.id else { return nil }
            defer { finish() }
            guard !isCancelled else { return nil }
            // Lifting is the force falling to zero.
            return step(force: 0)
        }
    }

    private mutating func update(force newForce: Double, location: Point, center: Point) -> Event? {
        guard location.isFinite, location.distance(to: center) < cancelDistance else {
            isCancelled = true
            force = 0
            let wasActivated = stage == .activated
            stage = .reset
            if wasActivated {
                isOn.toggle()
                return .toggled(isOn: isOn)
            }
            return .cancelled
        }
        return step(force: newForce)
    }

    /// The seed's transitions, with one addition: a sample that confirms *and* is already below
    /// the reset force also resets, so coarse samples (0.6 → 0.3 → 0.6) cannot swallow a press.
    private mutating func step(force newForce: Double) -> Event? {
        force = newForce
        switch stage {
        case .reset where newForce >= activationForce:
            stage = .activated
            return .activated
        case .activated where newForce <= confirmationForce:
            stage = newForce <= resetForce ? .reset : .confirmed
            isOn.toggle()
            return .toggled(isOn: isOn)
        case .confirmed where newForce <= resetForce:
            stage = .reset
            return nil
        default:
            return nil
        }
    }

    /// Flips the switch without a press (a keyboard or accessibility activation); nil while a
    /// finger presses the button, which then owns the switch.
    public mutating func toggle() -> Event? {
        guard trackedTouch == nil else { return nil }
        isOn.toggle()
        return .toggled(isOn: isOn)
    }

    private mutating func finish() {
        trackedTouch = nil
        isCancelled = false
        force = 0
        stage = .reset
    }
}
