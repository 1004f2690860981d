#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The farthest point past `target` of a damped spring (ζ < 1) started at `from` with
/// `velocity` (pt/s), for a spring of `response` (s) and damping ratio `zeta`: the overshoot a
/// settle shows when nothing squashes it; `target` itself when the motion never crosses it.
///
/// From the underdamped oscillator's closed form, x(t) = target + e^(−ζω₀t)·(d₀·cos ω_d t + (v₀ + ζω₀d₀)/ω_d ·
/// sin ω_d t) with ω₀ = 2π / response, ω_d = ω₀·√(1 − ζ²), d₀ = from − target, sampled every
/// 0.1 ms for 2 s through libm: independent of the engine's spring.
public func springOvershootPeak(
    from: Double, velocity: Double, to target: Double, response: Double,
    dampingRatio zeta: Double
) -> Double {
    let omega0 = 2 * Double.pi / response
    let beta = zeta * omega0
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    let d0 = from - target
    var farthest = target
    for k in 0...20_000 {
        let t = Double(k) * 1e-4
        let d = exp(-beta * t) * (d0 * cos(omegaD * t) + (velocity + beta * d0) / omegaD * sin(omegaD * t))
        if d * d0 < 0, abs(d) > abs(farthest - target) { farthest = target + d }
    }
    return farthest
}
