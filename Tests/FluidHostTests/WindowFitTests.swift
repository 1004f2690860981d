import FluidCore
import FluidHost
import FluidMotion
import Testing

/// The first window fits the usable screen, less `WindowFit.decorationAllowance` (48 units).
@Suite struct WindowFitTests {
    static let phone = Size(width: 390, height: 844)
    static let screen = Size(width: 1280, height: 1024)

    @Test func aWindowThatFitsIsLeftAlone() {
        let fit = WindowFit(
            size: Self.phone, scale: 1, scaleIsExplicit: false, pixelsPerWindowUnit: 1, usable: Self.screen)
        #expect(fit.size == Self.phone && fit.scale == 1 && fit.message == nil)
    }

    /// --scale 2 on 1280 × 1024: 780 × 1688 does not fit. The scale is kept; the container
    /// shrinks to floor((1024 − 48) / 2) = 488 pt high; the width (780 ≤ 1280) stays.
    @Test func anExplicitScaleIsKeptAndTheContainerShrinks() throws {
        let fit = WindowFit(
            size: Self.phone, scale: 2, scaleIsExplicit: true, pixelsPerWindowUnit: 1, usable: Self.screen)
        #expect(fit.scale == 2)
        #expect(fit.size == Size(width: 390, height: 488))
        let message = try #require(fit.message)
        #expect(message.contains("390x844") && message.contains("1280x1024") && message.contains("390x488"))
    }

    /// A desktop scale of 2 lowers to the largest quarter that fits: (1024 − 48) / 844 = 1.156
    /// → 1; the container stays whole.
    @Test func aDesktopScaleIsLoweredFirst() {
        let fit = WindowFit(
            size: Self.phone, scale: 2, scaleIsExplicit: false, pixelsPerWindowUnit: 1, usable: Self.screen)
        #expect(fit.scale == 1 && fit.size == Self.phone && fit.message != nil)
        // On a 2560 × 1600 screen, (1600 − 48) / 844 = 1.84 → 1.75.
        let big = WindowFit(
            size: Self.phone, scale: 2, scaleIsExplicit: false, pixelsPerWindowUnit: 1,
            usable: Size(width: 2560, height: 1600))
        #expect(big.scale == 1.75 && big.size == Self.phone)
    }

    /// Not below one pixel per window unit: a tablet container on a small screen shrinks too.
    @Test func aContainerTooBigAtScaleOneShrinks() {
        let fit = WindowFit(
            size: Size(width: 1024, height: 1366), scale: 1, scaleIsExplicit: false,
            pixelsPerWindowUnit: 1, usable: Self.screen)
        #expect(fit.scale == 1 && fit.size == Size(width: 1024, height: 976))
    }

    /// With a compositor ratio of 2 the window is measured in window units: 390 × 844 pt at
    /// scale 2 is 390 × 844 units and fits.
    @Test func compositorRatioCountsInWindowUnits() {
        let fit = WindowFit(
            size: Self.phone, scale: 2, scaleIsExplicit: false, pixelsPerWindowUnit: 2, usable: Self.screen)
        #expect(fit.scale == 2 && fit.size == Self.phone && fit.message == nil)
    }

    @Test func anUnknownScreenSkipsFitting() {
        let fit = WindowFit(size: Self.phone, scale: 8, scaleIsExplicit: true, pixelsPerWindowUnit: 1, usable: .zero)
        #expect(fit.size == Self.phone && fit.scale == 8 && fit.message == nil)
    }
}
