import FluidCore
import FluidMotion

/// Free (finger) positions and displayed positions: identical inside a range, resisted past its
/// ends by UIScrollView's rubber band b(x) = (1 − 1/(x·c/d + 1))·d.
///
/// The instance conversions are `@inline(__always)`: each reads a few fields, and every frame's
/// mutating steps call them. A non-mutating method that is not inlined receives the whole drawer
/// as a copy when a mutating one calls it; inlined, it reads the fields in place
/// (BENCHMARKS.md, "Drawer").
extension Drawer {
    /// Free positions stay within this distance (pt) of the detents and of the list's ends: far
    /// beyond anything displayable (a rubber band shows less than one dimension however far it is
    /// pulled), and it keeps every spring's settling time short and finite whatever the input.
    static let freeTravelLimit = 100_000.0

    /// Release speeds are capped here (pt/s): Android's maximum fling velocity (ViewConfiguration,
    /// 8000 dp/s). Faster readings come from garbage input, not fingers.
    static let maxReleaseSpeed = 8000.0

    /// The displayed top for a free top (pt).
    @inline(__always)
    func displayedTop(forFree free: Double) -> Double {
        RubberBand.displayed(
            forFree: free, lower: layout.highestTop, upper: layout.lowestTop,
            coefficient: resolved.coefficient, dimension: topBandDimension)
    }

    /// The free top that displays at `displayed` (pt).
    @inline(__always)
    func freeTop(forDisplayed displayed: Double) -> Double {
        Self.free(
            forDisplayed: displayed, lower: layout.highestTop, upper: layout.lowestTop,
            coefficient: resolved.coefficient, dimension: topBandDimension)
    }

    /// d(displayed top)/d(free top) at a free top: 1 between the detents, less past them.
    @inline(__always)
    func topSlope(atFree free: Double) -> Double {
        RubberBand.slope(
            atFree: free, lower: layout.highestTop, upper: layout.lowestTop,
            coefficient: resolved.coefficient, dimension: topBandDimension)
    }

    /// The largest content offset at the current list bounds (pt).
    @inline(__always)
    var maxContentOffset: Double {
        configuration.list.maxContentOffset(
            drawerTop: listBoundsTop,
            containerHeight: layout.container.height,
            bottomInset: layout.safeArea.bottom)
    }

    @inline(__always)
    func displayedOffset(forFree free: Double) -> Double {
        RubberBand.displayed(
            forFree: free, lower: 0, upper: maxContentOffset,
            coefficient: resolved.coefficient, dimension: offsetBandDimension)
    }

    @inline(__always)
    func freeOffset(forDisplayed displayed: Double) -> Double {
        Self.free(
            forDisplayed: displayed, lower: 0, upper: maxContentOffset, coefficient: resolved.coefficient,
            dimension: offsetBandDimension)
    }

    @inline(__always)
    func offsetSlope(atFree free: Double) -> Double {
        RubberBand.slope(
            atFree: free, lower: 0, upper: maxContentOffset,
            coefficient: resolved.coefficient, dimension: offsetBandDimension)
    }

    /// The drawer's rubber band scales with the container's height (at least 1 pt).
    @inline(__always)
    var topBandDimension: Double { max(layout.container.height, 1) }

    /// The list's rubber band scales with its viewport (at least 1 pt).
    @inline(__always)
    var offsetBandDimension: Double {
        max(
            configuration.list.viewportHeight(
                drawerTop: listBoundsTop,
                containerHeight: layout.container.height), 1)
    }

    /// `RubberBand.free(forDisplayed:)` between `lower` and `upper`, except that a displayed
    /// overshoot the band cannot reach (≥ dimension, left by a spring or a resize) maps to the
    /// travel limit instead of infinity.
    static func free(
        forDisplayed y: Double, lower: Double, upper: Double, coefficient: Double,
        dimension: Double
    ) -> Double {
        let bound: Double
        if y > upper { bound = upper } else if y < lower { bound = lower } else { return y }
        let x = RubberBand.overshoot(forOffset: y - bound, coefficient: coefficient, dimension: dimension)
        return bound + min(max(x, -freeTravelLimit), freeTravelLimit)
    }

    /// `x` kept within the travel limit around `lower…upper`; NaN becomes `fallback`.
    static func limited(_ x: Double, lower: Double, upper: Double, fallback: Double) -> Double {
        guard !x.isNaN else { return fallback }
        return min(max(x, lower - freeTravelLimit), upper + freeTravelLimit)
    }

    static func cappedSpeed(_ v: Double) -> Double {
        guard v.isFinite else { return 0 }
        return min(max(v, -maxReleaseSpeed), maxReleaseSpeed)
    }
}
