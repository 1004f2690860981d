import FluidMotion

/// The springs that move the drawer and bounce its list.
///
/// All are given by response (s) and damping ratio ζ (WWDC18 "Designing Fluid Interfaces") and
/// start with the velocity the motion already has, in pt/s.
public struct DrawerSprings: Hashable, Sendable {
    /// A slow release, a tap, a key or a programmatic move: critically damped, no overshoot.
    /// ζ 1, response 0.4 s — WWDC18's momentum drawer for taps, and FloatingPanel's release
    /// spring below 300 pt/s.
    public var gentle: Spring
    /// A flick: a little bounce acknowledges the momentum. ζ 0.8 — WWDC18's momentum drawer for
    /// flicks — with the same 0.4 s response as `gentle`, so slow and fast releases take about
    /// as long (FloatingPanel uses 0.4 s for both).
    public var flick: Spring
    /// The list coming back from past its ends (a bounce): critically damped like UIScrollView's
    /// bounce, which never oscillates about the edge. With response 0.4 s a 3000 pt/s fling
    /// overshoots v/(ω₀·e) = 3000/(15.7·2.72) ≈ 70 pt before coming back.
    public var listBounce: Spring

    /// The three springs; each defaults to the Shortcuts drawer's.
    public init(
        gentle: Spring = DrawerSprings.defaultGentle, flick: Spring = DrawerSprings.defaultFlick,
        listBounce: Spring = DrawerSprings.defaultListBounce
    ) {
        self.gentle = gentle
        self.flick = flick
        self.listBounce = listBounce
    }

    /// Response 0.4 s, ζ 1: a slow release settles without overshoot.
    public static let defaultGentle = Spring.constant(response: 0.4, dampingRatio: 1)
    /// Response 0.4 s, ζ 0.8: a flick lands with a little bounce.
    public static let defaultFlick = Spring.constant(response: 0.4, dampingRatio: 0.8)
    /// Response 0.4 s, ζ 1: the list returns from past its ends.
    public static let defaultListBounce = Spring.constant(response: 0.4, dampingRatio: 1)
}
