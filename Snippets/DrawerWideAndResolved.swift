import FluidCore
import FluidDrawer
import FluidMotion

// Detents computed at layout time: a peek that clears the home indicator, half the height in
// portrait but 55 % of what there is in landscape, and full below the status bar.
let peek = Detent.resolved("peek") { 72 + $0.safeArea.bottom }
let half = Detent.resolved("half") { c in
    c.container.width > c.container.height ? c.maximumHeight * 0.55 : c.container.height * 0.45
}
let full = Detent.resolved("full") { $0.maximumHeight - 10 }

// From 700 pt wide, a 375 pt side panel at the leading edge (Apple Maps on iPad).
let panel = DrawerWideLayout(minimumContainerWidth: 700, style: .sidePanel(width: 375, inset: 16))
var drawer = try Drawer(
    configuration: DrawerConfiguration(detents: [peek, half, full], wideLayout: panel),
    container: Size(width: 390, height: 844), initialDetent: "half")

for (size, t) in [
    (Size(width: 390, height: 844), 0.0), (Size(width: 844, height: 390), 1), (Size(width: 1024, height: 1366), 2)
] {
    drawer.resize(container: size, at: t)  // keeps the "half" detent, laid out anew
    let frame = drawer.drawerFrame
    print(
        "\(Int(size.width))×\(Int(size.height)): \(drawer.selectedDetent.name) top \(drawer.top), x \(frame.minX), width \(frame.size.width), side panel \(drawer.isSidePanel)"
    )
}
