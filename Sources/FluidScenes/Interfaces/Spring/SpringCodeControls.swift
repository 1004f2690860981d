import FluidCanvas
import FluidGestures
import FluidMotion

/// The spring designer's code row: a platform button that steps through
/// `Spring.Platform.allCases` (UIKit, SwiftUI's three forms, Core Animation, Jetpack Compose,
/// Flutter), and "Copy code", which hands the current spring as that platform's code
/// (`Spring.code(for:)`, the same strings `fluid spring describe --json` prints) to the
/// clipboard and shows "Copied" for `confirmationDuration`. Both track touches as UIKit buttons
/// do: dragging off cancels.
struct SpringCodeControls: Sendable {
    /// How long the button says "Copied" (s).
    static let confirmationDuration = 1.5

    private(set) var platform: Spring.Platform = .swiftUIResponse
    private(set) var platformButton = ControlTracker(bounds: .zero)
    private(set) var copyButton = ControlTracker(bounds: .zero)
    /// When the last copy happened (s); nil before the first.
    private(set) var copiedAt: Double?
    /// What was copied last, until the session takes it.
    private var pendingClipboard: String?
    private var time = 0.0

    mutating func layout(platform: Rect, copy: Rect) {
        platformButton.bounds = platform
        copyButton.bounds = copy
    }

    /// True while "Copied" shows.
    var isConfirming: Bool { copiedAt.map { time - $0 < Self.confirmationDuration } ?? false }
    var needsFrames: Bool { platformButton.isTracking || copyButton.isTracking || isConfirming }

    /// Feeds a touch to both buttons; true when one of them used it.
    mutating func handle(_ touch: TouchEvent, spring: Spring) -> Bool {
        let tracked = platformButton.trackedTouch == touch.id || copyButton.trackedTouch == touch.id
        var used = tracked
        if let event = platformButton.handle(touch) {
            used = true
            if event == .upInside { nextPlatform() }
        }
        if let event = copyButton.handle(touch) {
            used = true
            if event == .upInside { copy(spring, at: touch.time) }
        }
        return used
    }

    /// The next platform in `Spring.Platform.allCases`, wrapping around.
    mutating func nextPlatform() {
        let all = Spring.Platform.allCases
        let index = all.firstIndex(of: platform) ?? 0
        platform = all[(index + 1) % all.count]
    }

    /// Puts `spring` as the chosen platform's code on the (session's) clipboard.
    mutating func copy(_ spring: Spring, at time: Double) {
        pendingClipboard = spring.code(for: platform)
        if time.isFinite { advance(to: time) }
        copiedAt = self.time
    }

    mutating func takeClipboard() -> String? {
        defer { pendingClipboard = nil }
        return pendingClipboard
    }

    mutating func advance(to newTime: Double) {
        if newTime.isFinite, newTime > time { time = newTime }
    }

    func draw(in canvas: Canvas, theme: Theme) {
        let platformFrame = platformButton.bounds
        guard platformFrame.width > 0 else { return }
        canvas.fill(Path(roundedRect: platformFrame, radius: Theme.controlRadius),
                    color: theme.secondarySystemGroupedBackground)
        let pressedPlatform = platformButton.isHighlighted ? 0.4 : 1
        let label = Theme.text(.subheadline, theme.label.opacity(pressedPlatform), maxWidth: max(0, platformFrame.width - 40))
        let labelSize = canvas.measureText(platform.rawValue, style: label)
        canvas.drawText(platform.rawValue, at: Point(x: platformFrame.minX + 12, y: platformFrame.midY - labelSize.height / 2),
                        style: label)
        // A small "more" chevron: the button steps to the next platform.
        var chevron = Path()
        chevron.move(to: Point(x: platformFrame.maxX - 20, y: platformFrame.midY - 5))
        chevron.line(to: Point(x: platformFrame.maxX - 15, y: platformFrame.midY))
        chevron.line(to: Point(x: platformFrame.maxX - 20, y: platformFrame.midY + 5))
        canvas.stroke(chevron, color: theme.secondaryLabel, lineWidth: 2, cap: .round, join: .round)

        let copyFrame = copyButton.bounds
        let fill = isConfirming ? Theme.systemGreenText : Theme.accentFill
        canvas.fill(Path(roundedRect: copyFrame, radius: Theme.controlRadius),
                    color: fill.opacity(copyButton.isHighlighted ? 0.6 : 1))
        let title = isConfirming ? "Copied ✓" : "Copy code"
        Drawing.centeredText(canvas, title, at: copyFrame.center,
                             style: Theme.text(.subheadline, .white, weight: .semibold))
    }
}
