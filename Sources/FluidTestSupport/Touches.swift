import FluidCore
import FluidGestures
import FluidMotion

/// One finger's event for a test: `phase` at (`x`, `y`) (pt) at `t` (s), finger `id` (1 unless
/// said), with `force` (0…1) where the test reports one. Wrap it as `.touch(touch(…))` where an
/// `InputEvent` is wanted.
public func touch(
    _ phase: TouchPhase, _ x: Double, _ y: Double, _ t: Double, id: Int = 1,
    force: Double? = nil
) -> TouchEvent {
    TouchEvent(id: id, phase: phase, location: Point(x: x, y: y), time: t, force: force)
}

/// `touch(_:_:_:_:id:force:)` at a point.
public func touch(
    _ phase: TouchPhase, _ location: Point, _ t: Double, id: Int = 1,
    force: Double? = nil
) -> TouchEvent {
    TouchEvent(id: id, phase: phase, location: location, time: t, force: force)
}
