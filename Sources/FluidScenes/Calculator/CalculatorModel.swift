import FluidCore
import FluidGestures
import FluidMotion

/// The iOS Calculator keypad of the WWDC18 talk's first interface: each key highlights the instant
/// a finger touches it, fades back over 0.5 s (ease-out) when the finger lifts or drags away, can be
/// pressed again mid-fade, cancels when dragged out of UIKit's extended hit area (70 pt) and re-arms
/// when dragged back in. Every finger presses its own key.
///
/// Pure state: touches and time in, key highlights and the display out. Layout is `CalculatorLayout`:
/// 75 pt round keys in 4 columns (the zero key spans two) under a display, as on the iPhone in
/// portrait; capsule keys beside the display in landscape.
public struct CalculatorModel: Sendable {
    /// How a key looks.
    public enum Kind: String, Hashable, Sendable { case digit, function, operation }

    /// One key: what it does, its id in traces, its frame and its touch state.
    public struct Button: Sendable {
        public let key: CalculatorEngine.Key
        /// Stable name for traces and tests: "7", "decimal", "add", "equals", "clear", …
        public let id: String
        public let kind: Kind
        public internal(set) var frame: Rect = .zero
        public internal(set) var tracker = ControlTracker(bounds: .zero)
        /// When the current fade back began (s); nil when not fading.
        public internal(set) var releaseTime: Double?
    }

    /// Key diameter on an iPhone in portrait (WWDC18 demo and iOS Calculator), pt.
    public static let buttonSize = CalculatorLayout.phoneKey
    /// Fade-out of the highlight after release (s), UIViewPropertyAnimator ease-out.
    public static let fadeDuration = 0.5

    public private(set) var engine = CalculatorEngine()
    public private(set) var buttons: [Button]
    /// Where the display's text sits: its right edge is the right of the keypad (pt).
    public private(set) var displayRect = Rect.zero
    public private(set) var time = 0.0
    /// Control events of the current frame, "id:event" (e.g. "7:touchDown"), for the trace.
    public private(set) var frameEvents: [String] = []
    private var pendingEvents: [String] = []

    public init() {
        typealias K = CalculatorEngine.Key
        let rows: [[(K, String, Kind)]] = [
            [
                (.clear, "clear", .function), (.sign, "sign", .function), (.percent, "percent", .function),
                (.op(.divide), "divide", .operation)
            ],
            [
                (.digit(7), "7", .digit), (.digit(8), "8", .digit), (.digit(9), "9", .digit),
                (.op(.multiply), "multiply", .operation)
            ],
            [
                (.digit(4), "4", .digit), (.digit(5), "5", .digit), (.digit(6), "6", .digit),
                (.op(.subtract), "subtract", .operation)
            ],
            [
                (.digit(1), "1", .digit), (.digit(2), "2", .digit), (.digit(3), "3", .digit),
                (.op(.add), "add", .operation)
            ],
            [(.digit(0), "0", .digit), (.decimal, "decimal", .digit), (.equals, "equals", .operation)]
        ]
        buttons = rows.flatMap { $0 }.map { Button(key: $0.0, id: $0.1, kind: $0.2) }
    }

    /// Keys per row, in reading order (the last row: wide zero, decimal, equals).
    static let rowCounts = [4, 4, 4, 4, 3]

    /// The short side of a key as laid out (pt): a round key's diameter, a capsule's height.
    public private(set) var keySide = Self.buttonSize

    /// Lays the display and keypad out in `rect` (pt), portrait or landscape (`CalculatorLayout`).
    public mutating func layout(in rect: Rect) {
        let layout = CalculatorLayout(rows: Self.rowCounts, in: rect)
        guard layout.keys.count == buttons.count else { return }
        for i in buttons.indices {
            buttons[i].frame = layout.keys[i]
            buttons[i].tracker.bounds = layout.keys[i]
        }
        keySide = layout.keySide
        displayRect = layout.display
    }

    /// Feeds a touch to every key; each key tracks only the finger that went down on it.
    public mutating func handle(_ touch: TouchEvent) {
        for i in buttons.indices {
            guard let event = buttons[i].tracker.handle(touch) else { continue }
            pendingEvents.append(buttons[i].id + ":" + event.rawValue)
            switch event {
            case .touchDown, .dragEnter:
                buttons[i].releaseTime = nil
            case .upInside:
                buttons[i].releaseTime = touch.time
                engine.press(buttons[i].key)
            case .dragExit, .cancel:
                buttons[i].releaseTime = touch.time
            case .upOutside:
                break
            }
        }
    }

    /// Presses the key with `id` from the keyboard: it acts and flashes (full highlight fading out
    /// from `time`). Unknown ids are ignored.
    public mutating func pressKey(id: String, at time: Double) {
        guard let i = buttons.firstIndex(where: { $0.id == id }) else { return }
        pendingEvents.append(id + ":key")
        if !buttons[i].tracker.isTracking { buttons[i].releaseTime = time.isFinite ? time : self.time }
        engine.press(buttons[i].key)
    }

    public mutating func advance(to newTime: Double) {
        frameEvents = pendingEvents
        pendingEvents.removeAll(keepingCapacity: true)
        guard newTime.isFinite, newTime > time else { return }
        time = newTime
        for i in buttons.indices where buttons[i].releaseTime.map({ newTime - $0 >= Self.fadeDuration }) ?? false {
            buttons[i].releaseTime = nil
        }
    }

    /// 1 while pressed, fading to 0 over `fadeDuration` after release (UIKit's ease-out curve).
    public func highlight(of button: Button) -> Double {
        if button.tracker.isHighlighted { return 1 }
        guard let release = button.releaseTime else { return 0 }
        let progress = (time - release) / Self.fadeDuration
        return 1 - EaseOut.value(at: progress)
    }

    /// The key with `id`.
    public func button(_ id: String) -> Button? { buttons.first { $0.id == id } }

    /// True while a finger is on a key or a highlight is fading.
    public var needsFrames: Bool {
        buttons.contains { $0.tracker.isTracking || $0.releaseTime != nil } || !pendingEvents.isEmpty
    }

    /// Ids of keys with a finger on them and inside their extended area.
    public var highlightedIDs: [String] { buttons.filter { $0.tracker.isHighlighted }.map({ $0.id }) }
    /// Ids of keys whose highlight is fading back.
    public var fadingIDs: [String] {
        buttons.filter { !$0.tracker.isHighlighted && $0.releaseTime != nil }.map({ $0.id })
    }
}

/// UIKit's `.easeOut` timing curve, the cubic Bézier (0, 0) (0, 0) (0.58, 1) (1, 1): progress in
/// 0…1 (clamped) to eased value in 0…1.
public enum EaseOut {
    public static func value(at progress: Double) -> Double {
        guard progress.isFinite else { return progress > 0 ? 1 : 0 }
        let t = min(max(progress, 0), 1)
        // Solve x(s) = t by bisection (x is monotone), then return y(s).
        var lo = 0.0, hi = 1.0
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if x(mid) < t { lo = mid } else { hi = mid }
        }
        return y((lo + hi) / 2)
    }

    /// x(s) = 3(1−s)s²·0.58 + s³.
    static func x(_ s: Double) -> Double { 3 * (1 - s) * s * s * 0.58 + s * s * s }
    /// y(s) = 3(1−s)s² + s³.
    static func y(_ s: Double) -> Double { 3 * (1 - s) * s * s + s * s * s }
}
