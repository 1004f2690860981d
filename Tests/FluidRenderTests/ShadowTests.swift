import FluidCanvas
import FluidCore
import FluidTestSupport
import Testing

@testable import FluidRender

@Suite struct ShadowTests {
    /// Alpha along row y = 50 pt of a 100 × 100 pt canvas holding the shadow of a rect whose
    /// left edge is at x = 50 pt, blur 20 pt (σ = 10 pt), at scale 1.
    func row() throws -> [Int] {
        let canvas = try CairoCanvas(size: Size(width: 100, height: 100), scale: 1)
        canvas.clear()
        canvas.shadow(
            Path(rect: Rect(x: 50, y: -100, width: 200, height: 300)),
            shadow: Shadow(color: .black, offset: .zero, blur: 20))
        return (0..<100).map { Int(canvas.pixel(x: $0, y: 50).a) }
    }

    @Test func edgeFollowsAGaussianProfile() throws {
        let alpha = try row()
        // A Gaussian-blurred step is Φ(d / σ): 50 % at the edge, ≈ 84 % one σ inside,
        // ≈ 16 % one σ outside, ≈ 0 beyond 3 σ.
        #expect(isClose(alpha[50], 128, atMost: 14), "\(alpha[50])")
        #expect(isClose(alpha[60], 214, atMost: 16), "\(alpha[60])")
        #expect(isClose(alpha[40], 41, atMost: 16), "\(alpha[40])")
        #expect(alpha[15] <= 3)
        #expect(alpha[90] >= 250)
        for x in 1..<100 { #expect(alpha[x] >= alpha[x - 1]) }
    }

    @Test func offsetMovesTheShadowAndTheShapeIsNotFilled() throws {
        let canvas = try CairoCanvas(size: Size(width: 100, height: 100), scale: 2)
        canvas.clear()
        canvas.shadow(
            Path(rect: Rect(x: 20, y: 20, width: 20, height: 20)),
            shadow: Shadow(color: Color(white: 0, alpha: 0.5), offset: Point(x: 40, y: 40), blur: 0))
        #expect(canvas.pixel(x: 60, y: 60).a == 0)
        #expect(canvas.pixel(x: 140, y: 140).a == 128 || canvas.pixel(x: 140, y: 140).a == 127)
    }

    @Test func boxRadiiMatchTheRequestedVariance() {
        for sigma in [0.8, 2.0, 3.3, 4.0, 7.5] {
            let radii = BoxBlur.boxRadii(sigma: sigma)
            // A box of width w = 2r + 1 has variance (w² − 1) / 12; variances add.
            let variance = radii.reduce(0.0) { $0 + (Double((2 * $1 + 1) * (2 * $1 + 1)) - 1) / 12 }
            #expect(abs(variance.squareRoot() - sigma) / sigma < 0.2, "σ \(sigma): \(radii)")
        }
    }
}
