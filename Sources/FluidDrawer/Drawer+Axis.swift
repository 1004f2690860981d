import FluidGestures
import FluidMotion

/// Gesture arbitration: a touch on the drawer is the drawer's or its content's, decided once.
///
/// The rule (`AxisLock`): when the finger leaves the slop, a mostly horizontal movement gives
/// the whole touch to the content — the drawer and its list never move for it, `handle` returns
/// false for its moves and lift, and `touchAxis` is `.horizontal` so the host routes it to a
/// carousel or a swipeable row. Otherwise the touch is the drawer's for good. A touch that caught
/// a moving drawer is the drawer's from touch-down (it stopped the drawer under the finger), and
/// with `axisLock` nil every touch is. A second finger never reaches the drawer while one owns
/// it (`handle` returns false), whichever way the first one went.
extension Drawer {
    /// The axis the current touch was given to: nil with no finger down or before it leaves the
    /// slop, `.horizontal` when the content owns it, `.vertical` when the drawer does.
    public var touchAxis: AxisLock.Axis? { gesture?.axis }

    /// The touch's axis, decided now if it is not yet: `.vertical` for a caught motion or with
    /// no lock, else `AxisLock` on the finger's translation. A horizontal touch stops being a tap.
    mutating func lockAxis(of g: inout Gesture) -> AxisLock.Axis {
        if let axis = g.axis { return axis }
        let axis: AxisLock.Axis
        if g.caught || g.dragged {
            axis = .vertical
        } else {
            axis = configuration.axisLock?.axis(for: pan.translation) ?? .vertical
        }
        g.axis = axis
        if axis == .horizontal { tap.fail() }
        gesture = g
        return axis
    }
}
