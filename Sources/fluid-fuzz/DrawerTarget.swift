import FluidCore
import FluidDrawer
import FluidGestures
import FluidMotion

/// The drawer, in several configurations, checked with `checkInvariants()` after every action.
struct DrawerTarget: FuzzTarget {
    /// Everything comes to rest within this long after the last finger lifts (s): the longest
    /// path is a list fling at the 8000 pt/s cap, ln(8000/0.5)/2.002 ≈ 4.8 s of coasting, then a
    /// bounce of under a second.
    static let restBound = 10.0

    static let configurations: [(name: String, configuration: DrawerConfiguration)] = [
        ("default", DrawerConfiguration()),
        (
            "shortcuts-header",
            DrawerConfiguration(
                list: DrawerList(
                    rowCount: 40, grabberHeight: 20, searchBandHeight: 52,
                    titleHeight: 44))
        ),
        (
            "dismissible-variable",
            DrawerConfiguration(
                detents: [.hidden, .content("card", minimum: 80, maximum: 400), .fullHeight],
                list: DrawerList(rows: DrawerRows(heights: (0..<500).map { 40 + Double($0 % 7) * 13 }), header: 60))
        ),
        ("panel", DrawerConfiguration(list: .none)),
        (
            "scroll-everywhere",
            DrawerConfiguration(
                scrollableDetents: ["compressed", "expanded", "fullHeight"],
                list: DrawerList(rowCount: 10_000_000))
        ),
        (
            "one-detent",
            DrawerConfiguration(
                detents: [Detent("only", .fraction(0.5))], scrollableDetents: ["only"],
                undimmedDetent: nil, titleHiddenDetent: "only", titleShownDetent: "only")
        ),
        ("huge-list", DrawerConfiguration(list: DrawerList(rowCount: .max, rowHeight: 1e-300)))
    ]

    var drawer: Drawer

    init(configuration: DrawerConfiguration) {
        do {
            drawer = try Drawer(
                configuration: configuration, container: Size(width: 390, height: 844),
                safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        } catch {
            fatalError("fuzz configuration rejected: \(error)")
        }
    }

    mutating func apply(_ action: FuzzAction) {
        switch action {
        case .input(let event):
            drawer.handle(event)
            if case .touch(let touch) = event { _ = drawer.hitTest(touch.location) }
        case .advance(let time): drawer.advance(to: time)
        case .resize(let size, let time): drawer.resize(container: size, at: time)
        case .rowCount(let count, let time): drawer.setRowCount(count, at: time)
        case .move(let index, let animated, let time): drawer.move(to: index, animated: animated, at: time)
        case .request: break
        }
        _ = drawer.takeEvents()
    }

    func problem() -> String? {
        if let first = drawer.checkInvariants().first { return first }
        let rows = drawer.visibleRows
        guard rows.lowerBound >= 0, rows.upperBound <= drawer.configuration.list.rowCount else {
            return "visible rows \(rows) outside 0..<\(drawer.configuration.list.rowCount)"
        }
        return nil
    }

    mutating func liftAndSettle() -> String? {
        let lift = liftTime(after: drawer.time, running: Self.restBound)
        for id in fingerIDs {
            drawer.handle(TouchEvent(id: id, phase: .ended, location: .zero, time: lift))
        }
        drawer.handle(ScrollEvent(phase: .ended, location: .zero, delta: .zero, time: lift))
        var now = lift
        while drawer.isMoving, now - lift < Self.restBound {
            now += frameInterval
            drawer.advance(to: now)
            if let problem = problem() { return problem }
        }
        if drawer.isMoving || drawer.isTouching {
            return "still \(drawer.snapshot.phase) \(Self.restBound) s after every finger lifted"
        }
        return problem()
    }
}
