import FluidCore

/// The same spring on other platforms.
extension Spring {
    /// UIKit's `UISpringTimingParameters` initial velocity is relative: velocity (pt/s) divided
    /// by the distance still to travel (pt). A zero distance has no relative velocity; 0 is
    /// returned (UIKit would otherwise divide by zero).
    public static func uikitRelativeVelocity(
        _ velocity: Double, from position: Double,
        to target: Double
    ) -> Double {
        let distance = target - position
        guard distance != 0, velocity.isFinite, distance.isFinite else { return 0 }
        return velocity / distance
    }

    /// Where the spring's code is for; `rawValue` names it for people (menus, `describe`).
    public enum Platform: String, CaseIterable, Sendable {
        /// UIKit's `UISpringTimingParameters`.
        case uikit = "UIKit"
        /// SwiftUI's `Spring(mass:stiffness:damping:)`, with the duration form in a comment.
        case swiftUI = "SwiftUI"
        /// SwiftUI's `.spring(response:dampingFraction:)` animation (iOS 13+).
        case swiftUIResponse = "SwiftUI (response)"
        /// SwiftUI's `.spring(duration:bounce:)` animation (iOS 17+).
        case swiftUIDuration = "SwiftUI (duration)"
        /// Core Animation's `CASpringAnimation`.
        case coreAnimation = "Core Animation"
        /// Jetpack Compose's `spring()`.
        case compose = "Jetpack Compose"
        /// Flutter's `SpringDescription`.
        case flutter = "Flutter"
    }

    /// Source code that builds this spring on `platform`.
    public func code(for platform: Platform) -> String {
        let m = decimalText(mass, places: 4)
        let k = decimalText(stiffness, places: 4)
        let c = decimalText(damping, places: 4)
        switch platform {
        case .uikit:
            return "UISpringTimingParameters(mass: \(m), stiffness: \(k), damping: \(c), "
                + "initialVelocity: CGVector(dx: 0, dy: 0))"
        case .swiftUI:
            return "Spring(mass: \(m), stiffness: \(k), damping: \(c))  "
                + "// ≈ .spring(duration: \(decimalText(duration, places: 4)), "
                + "bounce: \(decimalText(bounce, places: 4)))"
        case .swiftUIResponse:
            // Response and ζ fix the motion whatever the mass (ω₀ = 2π / response).
            return ".spring(response: \(decimalText(response, places: 4)), "
                + "dampingFraction: \(decimalText(dampingRatio, places: 4)), blendDuration: 0)"
        case .swiftUIDuration:
            return ".spring(duration: \(decimalText(duration, places: 4)), bounce: \(decimalText(bounce, places: 4)))"
        case .coreAnimation:
            return "let a = CASpringAnimation(); a.mass = \(m); a.stiffness = \(k); a.damping = \(c); "
                + "a.duration = a.settlingDuration"
        case .compose:
            // Compose's spring has unit mass: only k/m and ζ matter.
            return "spring<Float>(dampingRatio = \(decimalText(dampingRatio, places: 4))f, "
                + "stiffness = \(decimalText(stiffness / mass, places: 4))f)"
        case .flutter:
            return "SpringDescription(mass: \(m), stiffness: \(k), damping: \(c))"
        }
    }
}
