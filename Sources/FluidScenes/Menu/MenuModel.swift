import FluidCore
import FluidGestures
import FluidMotion
import FluidSceneKit

/// The playground's home: a scrolling list of scenes. A tap on a row opens it; a drag scrolls with
/// UIScrollView's feel (rubber band past the ends, normal deceleration, a critically damped bounce
/// back); a touch on a moving list stops it without opening anything. Arrow keys move a focus
/// ring, Enter opens the focused row. Escape does nothing here: it means back and cancel inside
/// the scenes, so one press too many must not close the app (Ctrl+Q and the window's close
/// button, both the host's, do that).
public struct MenuModel: Sendable {
    public struct Entry: Hashable, Sendable {
        public var name: String
        public var title: String
        public var summary: String
        public init(name: String, title: String, summary: String) {
            self.name = name
            self.title = title
            self.summary = summary
        }
    }

    /// A row at the default text size: title, a summary of up to two lines, and padding (pt).
    public static let rowHeight = 76.0
    /// A row at the text size the menu was laid out for (`MenuScene.rowHeight(_:)`), pt.
    public private(set) var rowHeight = MenuModel.rowHeight
    static let bounceSpring = Spring.constant(response: 0.4, dampingRatio: 1)

    public let entries: [Entry]
    /// The list's area on screen (pt).
    public private(set) var viewport = Rect.zero
    /// Where the rows start inside the scrolled content (pt): room for the large title.
    public private(set) var headerHeight = 0.0
    /// The displayed scroll offset (pt): 0 at the top; rubber-banded past the ends.
    public internal(set) var offset = 0.0
    public private(set) var focusedIndex: Int?
    public private(set) var time = 0.0
    private(set) var navigation: Navigation?
    var pan = PanTracker()
    private var tap = TapRecognizer(maxDuration: .infinity)
    /// A touchpad's scroll gesture over the list.
    var scroller = ScrollTracker()
    var startFree = 0.0
    private var caught = false
    var decay: DecayAnimation<Double>?
    var bounceTime: Double?
    var spring = SpringSlot<Double>()

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Content height: header and rows (pt).
    public var contentHeight: Double { headerHeight + Double(entries.count) * rowHeight + 24 }
    public var maxOffset: Double { max(0, contentHeight - viewport.height) }
    public var isScrolling: Bool { decay != nil || spring.isMoving }
    public var needsFrames: Bool { pan.isTouching || scroller.isScrolling || isScrolling }
    /// What the list is doing, as the trace names it (`menu.phase`).
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// A finger (or a wheel) scrolls it.
        case dragging
        /// It coasts after a flick.
        case decelerating
        /// It springs back from past an end.
        case bouncing
        /// Nothing moves it.
        case resting
    }

    public var phase: Phase {
        pan.isPanning || scroller.isScrolling
            ? .dragging : (decay != nil ? .decelerating : (spring.isMoving ? .bouncing : .resting))
    }

    /// The row being pressed (a touch that may still be a tap).
    public var pressedIndex: Int? {
        guard tap.state == .tracking, !caught else { return nil }
        return rowIndex(at: tap.startLocation)
    }

    public mutating func layout(viewport: Rect, headerHeight: Double, rowHeight: Double = MenuModel.rowHeight) {
        self.viewport = viewport
        self.headerHeight = headerHeight
        self.rowHeight = rowHeight
        if !needsFrames { offset = min(max(offset, 0), maxOffset) }
    }

    /// The frame of row `index` on screen at the current offset (pt).
    public func rowFrame(_ index: Int) -> Rect {
        Rect(
            x: viewport.minX, y: viewport.minY + headerHeight + Double(index) * rowHeight - offset,
            width: viewport.width, height: rowHeight)
    }

    /// The frame of row `index` in the scrolled content (pt): its top `headerHeight` below the
    /// content's, whatever the offset.
    public func contentRowFrame(_ index: Int) -> Rect {
        Rect(x: viewport.minX, y: headerHeight + Double(index) * rowHeight, width: viewport.width, height: rowHeight)
    }

    public func rowIndex(at point: Point) -> Int? {
        guard point.isFinite, viewport.contains(point) else { return nil }
        let y = point.y - viewport.minY + offset - headerHeight
        guard y >= 0 else { return nil }
        let i = Int(saturating: (y / rowHeight).rounded(.down))
        return i < entries.count ? i : nil
    }

    var band: RubberBand? {
        try? RubberBand(dimension: max(viewport.height, 1), range: 0...maxOffset)
    }

    public mutating func handle(_ touch: TouchEvent) {
        if touch.phase == .began {
            guard !pan.isTouching, touch.location.isFinite, viewport.contains(touch.location) else { return }
            advance(to: touch.time)
            // A finger on the glass takes over from a touchpad's scroll.
            scroller.cancel()
            caught = isScrolling
            decay = nil
            spring.stop()
            startFree = band?.free(forDisplayed: offset) ?? offset
        }
        guard pan.handle(touch) else { return }
        let tapped = tap.handle(touch)
        if caught { tap.fail() }
        if pan.isPanning || pan.state == .ended {
            let free = startFree - pan.translation.y
            offset = band?.displayed(forFree: free) ?? free
        }
        switch pan.state {
        case .ended, .cancelled:
            release(velocity: pan.state == .ended ? -pan.velocity.y : 0, at: pan.time)
        case .failed:
            if let tapped, let i = rowIndex(at: tapped.startLocation) { open(i) }
            release(velocity: 0, at: pan.time)
        default: break
        }
    }

    mutating func release(velocity: Double, at time: Double) {
        if offset < 0 || offset > maxOffset {
            let target = offset < 0 ? 0 : maxOffset
            spring.hold(
                SpringAnimation(
                    spring: Self.bounceSpring, from: offset, to: target, velocity: velocity,
                    at: time))
            return
        }
        guard abs(velocity) > 1 else { return }
        let d = DecayAnimation(decay: .normal, from: offset, velocity: velocity, at: time)
        let boundary = velocity < 0 ? 0 : maxOffset
        decay = d
        bounceTime = Decay.normal.time(toReach: boundary, from: offset, velocity: velocity).map { time + $0 }
    }

    /// Asks to open the scene of row `index` (ignored when out of range).
    mutating func open(_ index: Int) {
        guard entries.indices.contains(index) else { return }
        navigation = .open(entries[index].name)
    }

    public mutating func handleKey(_ key: Key) {
        switch key {
        case .down: focusedIndex = min((focusedIndex ?? -1) + 1, entries.count - 1)
        case .up: focusedIndex = max((focusedIndex ?? entries.count) - 1, 0)
        case .enter, .space: if let i = focusedIndex { open(i) }
        case .pageDown, .pageUp, .home, .end:
            scroll(key: key)
            return
        default: return
        }
        if let i = focusedIndex { scrollToVisible(i) }
    }

    /// Scrolls by `pages` viewport heights less one row (positive: down the list), at once and
    /// within bounds, stopping any motion; false when already at that end.
    public mutating func scroll(pages: Double) -> Bool {
        let page = max(viewport.height - rowHeight, rowHeight)
        let target = min(max(offset + pages * page, 0), maxOffset)
        guard pages.isFinite, target != offset, !pan.isTouching else { return false }
        decay = nil
        spring.stop()
        bounceTime = nil
        offset = target
        return true
    }

    private mutating func scrollToVisible(_ index: Int) {
        let frame = rowFrame(index)
        if frame.minY < viewport.minY { offset -= viewport.minY - frame.minY }
        if frame.maxY > viewport.maxY { offset += frame.maxY - viewport.maxY }
        offset = min(max(offset, 0), maxOffset)
    }

    public mutating func takeNavigation() -> Navigation? {
        defer { navigation = nil }
        return navigation
    }

    public mutating func advance(to newTime: Double) {
        guard time.moveForward(to: newTime) else { return }
        if var d = decay {
            if let b = bounceTime, newTime >= b {
                let v = d.state(at: b).velocity
                decay = nil
                spring.hold(
                    SpringAnimation(
                        spring: Self.bounceSpring, from: v < 0 ? 0 : maxOffset,
                        to: v < 0 ? 0 : maxOffset, velocity: v, at: b))
            } else {
                d.advance(to: newTime)
                offset = d.value
                decay = d.isSettled ? nil : d
            }
        }
        if let s = spring.advance(to: newTime) { offset = s.value }
    }
}
