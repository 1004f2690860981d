import FluidCore
import FluidGestures
import FluidMotion

/// Interface 2 of WWDC18 "Designing Fluid Interfaces": a body that springs between two positions
/// when tapped, with live sliders for the designer parameters — damping ratio (0.1…2, default 0.5:
/// the seed demo's 0.1…1 and over-damped springs past it) and response (0.1…2 s, default 1).
///
/// The motion is a `SpringAnimation` of the body's progress (0 = left, 1 = right). A tap mid-flight
/// retargets it from where it is with the velocity it has; moving a slider mid-flight swaps the
/// spring at that instant, also keeping position and velocity. Nothing jumps, ever.
public struct SpringDemoModel: Sendable {
    /// Which parameter a slider sets.
    public enum Parameter: String, Hashable, Sendable, CaseIterable {
        case dampingRatio, response

        /// The slider's range (seed demo).
        public var range: ClosedRange<Double> {
            switch self {
            case .dampingRatio: 0.1...2
            case .response: 0.1...2
            }
        }
    }

    /// A slider's geometry: its track from `minX` to `maxX` at height `y` (pt).
    public struct Slider: Hashable, Sendable {
        public var minX = 0.0
        public var maxX = 0.0
        public var y = 0.0
        /// Right to left (Hebrew), as UISlider mirrors: the minimum at the right end, the track
        /// filled from the right, dragging left increases the value.
        public var rightToLeft = false
        /// Half-height of the touch area around the track (pt): UISlider's 44 pt target.
        public static let touchHalfHeight = 22.0
        /// Thumb diameter, UISlider's (pt).
        public static let thumbSize = 28.0

        public func x(for fraction: Double) -> Double {
            rightToLeft ? maxX - (maxX - minX) * fraction : minX + (maxX - minX) * fraction
        }
        public func fraction(for x: Double) -> Double {
            guard maxX > minX, x.isFinite else { return 0 }
            return min(max((rightToLeft ? maxX - x : x - minX) / (maxX - minX), 0), 1)
        }
    }

    /// Settling tolerance in progress units: 0.0005 of the travel (≈ 0.1 pt on a phone) and
    /// 0.005 travels/s — the default point tolerances would be a quarter of the whole trip.
    public static let tolerance = SpringTolerance(position: 0.0005, velocity: 0.005)

    public static let defaultDampingRatio = 0.5
    public static let defaultResponse = 1.0

    public private(set) var dampingRatio = SpringDemoModel.defaultDampingRatio
    public private(set) var response = SpringDemoModel.defaultResponse
    /// Where the body is heading: false = left, true = right.
    public private(set) var isAtEnd = false
    public private(set) var animation: SpringAnimation<Double>
    /// When the current clean step (from rest) started; nil after an interruption.
    public private(set) var stepStart: Double?
    /// The slider a finger is dragging, and which finger.
    public private(set) var activeSlider: (parameter: Parameter, touch: Int, grab: Double)?
    public private(set) var sliders: [Parameter: Slider] = [:]
    /// The area a tap toggles the body in (pt).
    public private(set) var stage = Rect.zero
    public private(set) var time = 0.0
    private var tap = TapRecognizer()

    public init() {
        animation = SpringAnimation(
            spring: Self.makeSpring(
                response: Self.defaultResponse,
                dampingRatio: Self.defaultDampingRatio),
            from: 0, to: 0, tolerance: Self.tolerance)
    }

    /// The spring for the current slider values.
    public var spring: Spring { Self.makeSpring(response: response, dampingRatio: dampingRatio) }

    static func makeSpring(response: Double, dampingRatio: Double) -> Spring {
        let r = min(max(response, Parameter.response.range.lowerBound), Parameter.response.range.upperBound)
        let z = min(max(dampingRatio, Parameter.dampingRatio.range.lowerBound), Parameter.dampingRatio.range.upperBound)
        return Spring.constant(response: r, dampingRatio: z)
    }

    /// The body's progress, 0 (left) … 1 (right); overshoots past either end.
    public var progress: Double { animation.value }
    public var isMoving: Bool { !animation.isSettled }

    public func value(of parameter: Parameter) -> Double {
        parameter == .dampingRatio ? dampingRatio : response
    }

    public mutating func layout(stage: Rect, dampingSlider: Slider, responseSlider: Slider) {
        self.stage = stage
        sliders = [.dampingRatio: dampingSlider, .response: responseSlider]
    }

    /// Sets a parameter (clamped to its range) at `time`, keeping the motion continuous.
    public mutating func set(_ parameter: Parameter, to newValue: Double, at time: Double) {
        guard newValue.isFinite else { return }
        let value = min(max(newValue, parameter.range.lowerBound), parameter.range.upperBound)
        switch parameter {
        case .dampingRatio: dampingRatio = value
        case .response: response = value
        }
        advanceTime(to: time)
        if isMoving { stepStart = nil }
        animation.setSpring(spring, at: self.time)
    }

    /// Sends the body to the other position from wherever it is (a retarget mid-flight).
    public mutating func toggle(at time: Double) {
        advanceTime(to: time)
        stepStart = isMoving ? nil : self.time
        isAtEnd.toggle()
        animation.retarget(to: isAtEnd ? 1 : 0, at: self.time)
    }

    public mutating func handle(_ touch: TouchEvent) {
        // A finger the tap follows stays the tap's, even if it comes down again over a slider.
        if tap.touchID != touch.id, handleSlider(touch) { return }
        if touch.phase == .began, !stage.contains(touch.location) { return }
        if let t = tap.handle(touch) { toggle(at: t.time) }
    }

    /// True while the finger `id` drags a slider or is followed by the stage's tap.
    public func isFollowing(_ id: Int) -> Bool { activeSlider?.touch == id || tap.touchID == id }

    private mutating func handleSlider(_ touch: TouchEvent) -> Bool {
        if let active = activeSlider {
            guard active.touch == touch.id, let slider = sliders[active.parameter] else { return false }
            if touch.location.isFinite {
                let fraction = slider.fraction(for: touch.location.x - active.grab)
                set(active.parameter, to: denormalize(fraction, active.parameter), at: touch.time)
            }
            if touch.phase == .ended || touch.phase == .cancelled { activeSlider = nil }
            return true
        }
        guard touch.phase == .began, touch.location.isFinite else { return false }
        for parameter in Parameter.allCases {
            guard let slider = sliders[parameter],
                abs(touch.location.y - slider.y) <= Slider.touchHalfHeight,
                touch.location.x >= slider.minX - Slider.thumbSize / 2,
                touch.location.x <= slider.maxX + Slider.thumbSize / 2
            else { continue }
            let thumbX = slider.x(for: normalize(value(of: parameter), parameter))
            // On the thumb: drag it from where it was grabbed. On the track: jump there first.
            let grab = abs(touch.location.x - thumbX) <= Slider.touchHalfHeight ? touch.location.x - thumbX : 0
            activeSlider = (parameter, touch.id, grab)
            if grab == 0 {
                set(parameter, to: denormalize(slider.fraction(for: touch.location.x), parameter), at: touch.time)
            }
            return true
        }
        return false
    }

    public func normalize(_ value: Double, _ parameter: Parameter) -> Double {
        let r = parameter.range
        return (value - r.lowerBound) / (r.upperBound - r.lowerBound)
    }

    public func denormalize(_ fraction: Double, _ parameter: Parameter) -> Double {
        let r = parameter.range
        return r.lowerBound + fraction * (r.upperBound - r.lowerBound)
    }

    public mutating func advance(to newTime: Double) {
        advanceTime(to: newTime)
    }

    private mutating func advanceTime(to newTime: Double) {
        guard newTime.isFinite, newTime > time else { return }
        time = newTime
        animation.advance(to: newTime)
    }

    public var needsFrames: Bool { isMoving || activeSlider != nil || tap.isTouching }
}
