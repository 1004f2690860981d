import FluidCore
import FluidDrawer
import FluidGestures
import FluidMotion

// Rows of known heights under a header the app draws; a carousel sits in the first row.
let rows = DrawerRows(heights: [140, 64, 88, 64, 112])
let list = DrawerList(rows: rows, header: 60, grabberHeight: 20)
var drawer = try Drawer(
    configuration: DrawerConfiguration(list: list),
    container: Size(width: 390, height: 844), initialDetent: "expanded")
var carouselOffset = 0.0
var lastX = 300.0

// A swipe 225 pt across and 30 down over the carousel: the drawer decides at the slop that the
// touch is horizontal, reports it not consumed, and never moves; the app scrolls its carousel.
let start = drawer.top
for step in 0...12 {
    let f = Double(step) / 12
    let point = Point(x: 300 - 225 * f, y: 640 + 30 * f)
    let phase: TouchPhase = step == 0 ? .began : (step == 12 ? .ended : .moved)
    let axis = drawer.touchAxis
    let consumed = drawer.handle(TouchEvent(id: 1, phase: phase, location: point, time: f / 5))
    if !consumed, (drawer.touchAxis ?? axis) == .horizontal { carouselOffset += lastX - point.x }
    lastX = point.x
}
print("drawer moved \(drawer.top - start) pt; carousel scrolled \(carouselOffset) pt")
