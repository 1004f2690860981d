import FluidCanvas
import FluidCore
import FluidMotion

/// Small drawing helpers the interface scenes share.
package enum Drawing {
    /// A vertical two-colour gradient filling `path`, over `rect`.
    package static func fillGradient(_ canvas: Canvas, _ path: Path, rect: Rect, top: Color, bottom: Color) {
        canvas.fill(
            path,
            gradient: LinearGradient(
                start: Point(x: rect.midX, y: rect.minY), end: Point(x: rect.midX, y: rect.maxY),
                stops: [.init(offset: 0, color: top), .init(offset: 1, color: bottom)]))
    }

    /// Draws `text` centred on `center`.
    package static func centeredText(_ canvas: Canvas, _ text: String, at center: Point, style: TextStyle) {
        let size = canvas.measureText(text, style: style)
        canvas.drawText(text, at: Point(x: center.x - size.width / 2, y: center.y - size.height / 2), style: style)
    }

    /// Draws `text` with its right edge at `x`, vertically centred on `y`.
    package static func trailingText(
        _ canvas: Canvas, _ text: String, right x: Double, centerY y: Double, style: TextStyle
    ) {
        let size = canvas.measureText(text, style: style)
        canvas.drawText(text, at: Point(x: x - size.width, y: y - size.height / 2), style: style)
    }

    /// `value` with exactly `places` decimals ("0.50"), as `String(format: "%.2f")` would.
    package static func fixed(_ value: Double, _ places: Int) -> String {
        var text = decimalText(value, places: places)
        guard places > 0, value.isFinite else { return text }
        if !text.contains(".") { text += "." }
        let decimals =
            text.count - 1 - (text.firstIndex(of: ".").map { text.distance(from: text.startIndex, to: $0) } ?? 0)
        return text + String(repeating: "0", count: max(0, places - decimals))
    }

    /// An expanding, fading ring around `center`: the visual stand-in for a haptic tap.
    /// `age` in seconds since the haptic; nothing is drawn after `duration`.
    package static func hapticPulse(
        _ canvas: Canvas, center: Point, radius: Double, age: Double,
        color: Color, strength: Double = 1, duration: Double = HapticPulse.duration
    ) {
        guard age >= 0, age < duration else { return }
        let p = age / duration
        let eased = 1 - (1 - p) * (1 - p)
        let r = radius + 28 * strength * eased
        canvas.stroke(
            Path(circleAround: center, radius: r), color: color.opacity((1 - p) * 0.8),
            lineWidth: 2 + 3 * strength * (1 - p))
    }

    /// How far below the screen's bottom edge a sheet's layer reaches (pt), for a sheet whose top
    /// is at `top`: `minimumSteps` steps of `sheetReachStep`, and where the sheet is pulled above
    /// the screen's top further than those reach, more steps, enough to reach the bottom edge.
    /// A sheet springing a little past its top keeps its layer's bounds, and so a canvas keeping
    /// layers keeps its bitmap, where bounds that followed every point were drawn anew.
    package static func sheetReach(top: Double, minimumSteps: Double = 1) -> Double {
        max(minimumSteps, (max(0, -top) / sheetReachStep).rounded(.up)) * sheetReachStep
    }

    /// The step a sheet's layer grows by (`sheetReach`, pt).
    package static let sheetReachStep = 64.0
}

/// A haptic event kept for the visual pulse and the trace.
package struct HapticPulse: Hashable, Sendable {
    /// How long the pulse is visible (s).
    package static let duration = 0.45

    var haptic: String
    var time: Double
}

/// Collects what happened during a frame (control events, haptics) for the trace: events are added
/// while handling input and published by `advance(to:)`, which hosts call after the frame's events.
package struct FrameLog: Sendable {
    package init() {}

    package private(set) var published: [String] = []
    private var pending: [String] = []

    package mutating func add(_ entry: String) { pending.append(entry) }

    package mutating func publish() {
        published = pending
        pending.removeAll(keepingCapacity: true)
    }

    package var hasPending: Bool { !pending.isEmpty }
}
