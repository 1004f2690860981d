import FluidCore
import FluidDrawer
import FluidGestures
import FluidMotion

// A place card: hidden until shown, as tall as its content, flicked down to dismiss.
let card = DrawerList.block(height: 280, grabberHeight: 20)
let configuration = DrawerConfiguration(detents: [.hidden, .content("card")], list: card)
var drawer = try Drawer(
    configuration: configuration, container: Size(width: 390, height: 844),
    safeArea: EdgeInsets(top: 47, bottom: 34), initialDetent: "hidden")

drawer.move(to: "card", at: 0)  // present: 20 + 280 + 34 pt tall
drawer.advance(to: 1)
print("card top \(drawer.top) pt")  // 844 − 334 = 510

// Refuse while there is something to lose; the release settles back and says so.
drawer.allowsDismissal = false
func flickDown(_ drawer: inout Drawer, at t: Double) {
    drawer.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 195, y: 530), time: t))
    for step in 1...5 {
        let y = 530 + 30 * Double(step)
        drawer.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 195, y: y), time: t + Double(step) / 120))
    }
    drawer.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 195, y: 680), time: t + 6.0 / 120))
    drawer.advance(to: t + 2)
}
flickDown(&drawer, at: 1)
print(Array(drawer.takeEvents()).contains(.dismissRefused) ? "refused" : "dismissed")

drawer.allowsDismissal = true
flickDown(&drawer, at: 4)
for event in drawer.takeEvents() {
    if case .didDismiss = event { print("dismissed; top \(drawer.top) pt") }
}
