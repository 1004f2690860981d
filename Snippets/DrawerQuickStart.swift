import FluidCore
import FluidDrawer
import FluidGestures
import FluidMotion

// Three detents of your own; the list scrolls at "full" and the backdrop dims above "half".
let peek = Detent("peek", .height(120))
let half = Detent("half", .fraction(0.5))
let full = Detent("full", .topInset(40))
var drawer = try Drawer(
    configuration: DrawerConfiguration(detents: [peek, half, full]),
    container: Size(width: 390, height: 844))

// A finger flicks the drawer up: each touch carries its time (s) and position (pt).
drawer.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 195, y: 760), time: 0))
for step in 1...6 {
    let y = 760 - 40 * Double(step)
    drawer.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 195, y: y), time: Double(step) / 60))
}
drawer.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 195, y: 520), time: 0.1))

// Each frame: advance to the frame's time, then draw from the snapshot.
for frame in 1...10 {
    drawer.advance(to: 0.1 + Double(frame) / 10)
    let state = drawer.snapshot
    print("top \(state.top) pt, \(state.phase), dim \(state.dim), title \(state.titleAlpha)")
}
print("rests at \(drawer.snapshot.detent.name)")
