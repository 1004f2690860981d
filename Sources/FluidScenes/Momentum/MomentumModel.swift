import FluidCore
import FluidDrawer
import FluidGestures
import FluidMotion
import FluidSceneKit

/// Interface 6 of WWDC18 "Designing Fluid Interfaces": the two-state drawer that rewards momentum,
/// built on `FluidDrawer.Drawer` with two detents instead of a second drawer.
///
/// - `open`: the drawer's top 80 pt below the top of the content (the seed's 80 pt below the safe
///   area); `closed`: 0.6 × the container's height lower (the seed's closed transform).
/// - A tap on the resting drawer toggles it with the gentle spring (ζ 1, response 0.4 s: no
///   bounce; a tap has no direction).
/// - A drag moves it under the finger; a release settles at the detent `Drawer` picks from the
///   projected position — a flick always goes the way it was thrown (the seed looked only at the
///   sign of the velocity) — with the flick spring (ζ 0.8, response 0.3 s) starting at the release
///   velocity, so a harder flick bounces more; a slow release uses the gentle spring.
/// - A touch during the motion catches the drawer where it is; it can then be thrown either way.
///   A tap (lifted without moving) pauses it and lets it carry on to where it was going, as the
///   seed continues its animation when released with zero velocity.
/// - A flick's bounce shows as the spring makes it (`Drawer` runs its settle spring in displayed
///   coordinates), and a finger that catches the bounce holds the drawer exactly where it shows.
public struct MomentumModel: Sendable {
    /// WWDC18 demo: tap spring and flick spring.
    public static let springs = DrawerSprings(
        gentle: Spring.constant(response: 0.4, dampingRatio: 1),
        flick: Spring.constant(response: 0.3, dampingRatio: 0.8))
    /// The closed drawer sits this fraction of the container's height below the open one (seed).
    public static let closedFraction = 0.6
    /// The open drawer's top below the top of the content (pt, seed).
    public static let openInset = 80.0

    public private(set) var drawer: Drawer
    /// Reduce Motion: the flick settles without its bounce (`Drawer.reducesMotion`).
    public var reducesMotion: Bool {
        get { drawer.reducesMotion }
        set { drawer.reducesMotion = newValue }
    }
    public private(set) var container = SceneOptions.defaultContainer
    private var tap = TapRecognizer()
    private var touchCaughtMotion = false
    private var openTop = 0.0

    public init() {
        drawer = try! Drawer(configuration: Self.configuration(openTop: 80, height: 844), container: container)
    }

    /// Two detents, smallest (closed) first; no list, no dimming.
    public static func configuration(openTop: Double, height: Double) -> DrawerConfiguration {
        let closedTop = min(openTop + closedFraction * height, height - 1)
        return DrawerConfiguration(
            detents: [Detent("closed", .topInset(closedTop)), Detent("open", .topInset(openTop))],
            scrollableDetents: [], list: .none, maxDim: 0, undimmedDetent: nil,
            titleHiddenDetent: "closed", titleShownDetent: "open", springs: springs,
            resumesSettleAfterTap: true)
    }

    public var isOpen: Bool { drawer.selectedIndex == 1 }
    public var needsFrames: Bool { drawer.needsFrames || tap.isTouching }

    /// Lays the drawer out with its open top `contentTop + 80`, or `minimumOpenTop` when that is
    /// lower (pt: a hint under the bar that grows with the text size), in a container of `size`.
    /// At rest it stays at its detent; in flight it keeps its motion, retargeted to the detent's
    /// new top. A geometry the two detents do not fit (a container too short) keeps the previous
    /// layout.
    public mutating func layout(size: Size, contentTop: Double, minimumOpenTop: Double = 0, at time: Double) {
        let newOpenTop = max(contentTop + Self.openInset, minimumOpenTop)
        guard size != container || newOpenTop != openTop else { return }
        let detents = Self.configuration(openTop: newOpenTop, height: size.height).detents
        guard (try? drawer.resize(container: size, detents: detents, at: max(time, drawer.time))) != nil else { return }
        container = size
        openTop = newOpenTop
    }

    public mutating func handle(_ touch: TouchEvent) {
        if touch.phase == .began {
            guard !tap.isTouching, touch.location.isFinite, touch.location.y >= drawer.top else { return }
            touchCaughtMotion = drawer.isMoving
        }
        let used = drawer.handle(touch)
        guard used || tap.isTouching else { return }
        if let t = tap.handle(touch), !touchCaughtMotion {
            toggle(at: t.time)
        }
    }

    /// Opens a closed drawer or closes an open one with the gentle spring.
    public mutating func toggle(at time: Double) {
        drawer.move(to: isOpen ? 0 : 1, at: time)
    }

    public mutating func advance(to time: Double) {
        drawer.advance(to: time)
        _ = drawer.takeEvents()
    }
}
