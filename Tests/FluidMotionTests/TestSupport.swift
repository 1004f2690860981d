import FluidRandom

@testable import FluidMotion

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libm, so expected values never go through RealModule (which the code under test uses).
enum M {
    static func exp(_ x: Double) -> Double { Glibc_exp(x) }
    static func log(_ x: Double) -> Double { Glibc_log(x) }
    static func pow(_ x: Double, _ y: Double) -> Double { Glibc_pow(x, y) }
    static func sin(_ x: Double) -> Double { Glibc_sin(x) }
    static func cos(_ x: Double) -> Double { Glibc_cos(x) }
    static func sinh(_ x: Double) -> Double { Glibc_sinh(x) }
    static func cosh(_ x: Double) -> Double { Glibc_cosh(x) }
    static let pi = 3.141592653589793
}

private func Glibc_exp(_ x: Double) -> Double { exp(x) }
private func Glibc_log(_ x: Double) -> Double { log(x) }
private func Glibc_pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
private func Glibc_sin(_ x: Double) -> Double { sin(x) }
private func Glibc_cos(_ x: Double) -> Double { cos(x) }
private func Glibc_sinh(_ x: Double) -> Double { sinh(x) }
private func Glibc_cosh(_ x: Double) -> Double { cosh(x) }

extension SplitMix64 {
    /// Log-uniform in `range` (both bounds > 0): as many small values as large ones.
    mutating func logUniform(_ range: ClosedRange<Double>) -> Double {
        M.exp(uniform(M.log(range.lowerBound)...M.log(range.upperBound)))
    }
}

/// The fixed seeds every randomized test runs over.
let propertySeeds: [UInt64] = [1, 2, 3, 42, 2018, 0xF1D, 0xC0FFEE, 987_654_321]

/// The textbook three-regime solution (the damped harmonic oscillator's closed form), written without the code under test:
/// displacement and velocity at `t` from `d0`, `v0` for m·x″ + c·x′ + k·x = 0. Accurate away from
/// ζ = 1 (it divides by ω_d or r₂ − r₁); use it where ζ differs from 1 by more than 1e-3.
func textbookState(
    mass m: Double, stiffness k: Double, damping c: Double,
    d0: Double, v0: Double, t: Double
) -> (d: Double, v: Double) {
    let w0 = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    let beta = zeta * w0
    if zeta < 1 {
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let b = (v0 + beta * d0) / wd
        let e = M.exp(-beta * t)
        let d = e * (d0 * M.cos(wd * t) + b * M.sin(wd * t))
        let v = e * ((b * wd - beta * d0) * M.cos(wd * t) - (d0 * wd + beta * b) * M.sin(wd * t))
        return (d, v)
    }
    if zeta == 1 {
        let e = M.exp(-w0 * t)
        let g = v0 + w0 * d0
        return (e * (d0 + g * t), e * (g - w0 * (d0 + g * t)))
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -w0 * (zeta - root)
    let r2 = -w0 * (zeta + root)
    let b = (v0 - r1 * d0) / (r2 - r1)
    let a = d0 - b
    return (a * M.exp(r1 * t) + b * M.exp(r2 * t), a * r1 * M.exp(r1 * t) + b * r2 * M.exp(r2 * t))
}

/// The size of a motion from `d0`, `v0`: |d₀| + |v₀|/ω₀ (pt); errors are measured against it.
func motionScale(_ spring: Spring, d0: Double, v0: Double) -> Double {
    abs(d0) + abs(v0) / spring.naturalFrequency
}

/// The finger's recent movement, as `VelocityTracker`'s direction rule reads it: from the older
/// end of the oldest chord (between consecutive samples, times strictly increasing) that ends
/// within 30 ms of the newest sample, and at least the last two chords, to the newest sample.
func recentMovement(_ samples: [(t: Double, x: Double)]) -> Double {
    let newest = samples[samples.count - 1]
    var oldest = samples.count - 1
    while oldest > 0, samples.count - 1 - oldest < 2 || newest.t - samples[oldest].t <= 0.030 { oldest -= 1 }
    return newest.x - samples[oldest].x
}
