import FluidCanvas
import FluidCore
import FluidGestures
import FluidLocalization
import FluidMotion
import FluidSceneKit

/// The spring designer's code row: a platform button that opens a list of
/// `Spring.Platform.allCases` (UIKit, SwiftUI's three forms, Core Animation, Jetpack Compose,
/// Flutter; `SpringPlatformChooser`), and "Copy code", which hands the current spring as that
/// platform's code
/// (`Spring.code(for:)`, the same strings `fluid spring describe --json` prints) to the
/// clipboard and shows "Copied" for `confirmationDuration`. Both track touches as UIKit buttons
/// do: dragging off cancels.
struct SpringCodeControls: Sendable {
    /// How long the button says "Copied" (s).
    static let confirmationDuration = 1.5

    private(set) var platform: Spring.Platform = .swiftUIResponse
    private(set) var platformButton = ControlTracker(bounds: .zero)
    private(set) var copyButton = ControlTracker(bounds: .zero)
    /// The list the platform button opens.
    private(set) var chooser = SpringPlatformChooser()
    /// Where the list may go: below `top` (the content's top), above `bottom`, within `width` (pt).
    private var chooserBounds = (top: 0.0, bottom: Double.infinity, width: 0.0)
    /// Right to left the list opens aligned with the button's right edge, its rows mirrored.
    var rightToLeft = false
    /// When the last copy happened (s); nil before the first.
    private(set) var copiedAt: Double?
    /// What was copied last, until the session takes it.
    private var pendingClipboard: String?
    private var time = 0.0
    /// The text size of the buttons' labels (`SceneOptions.textSize`).
    var textSize = ContentSizeCategory.default {
        didSet { chooser.textSize = textSize }
    }

    mutating func layout(platform: Rect, copy: Rect, contentTop: Double, bottom: Double = .infinity, width: Double) {
        platformButton.bounds = platform
        copyButton.bounds = copy
        chooserBounds = (contentTop, bottom, width)
        if chooser.isOpen { openChooser() }
    }

    /// True while "Copied" shows.
    var isConfirming: Bool { copiedAt.map { time - $0 < Self.confirmationDuration } ?? false }
    var needsFrames: Bool {
        platformButton.isTracking || copyButton.isTracking || isConfirming || chooser.pressedRow != nil
            || chooser.isMoving
    }

    /// Feeds a touch to the open list (which takes every touch), else to both buttons; true when
    /// one of them used it.
    mutating func handle(_ touch: TouchEvent, spring: Spring) -> Bool {
        if chooser.isOpen {
            if let chosen = chooser.handle(touch) { platform = chosen }
            return true
        }
        let tracked = platformButton.trackedTouch == touch.id || copyButton.trackedTouch == touch.id
        var used = tracked
        if let event = platformButton.handle(touch) {
            used = true
            if event == .upInside { openChooser() }
        }
        if let event = copyButton.handle(touch) {
            used = true
            if event == .upInside { copy(spring, at: touch.time) }
        }
        return used
    }

    /// Opens the list of platforms over the platform button. The buttons let go of any finger
    /// they track (one pressed when assistive technology or the keyboard opened the list): the
    /// list takes every touch from now on, so that finger's lift would never reach them.
    mutating func openChooser() {
        platformButton.reset()
        copyButton.reset()
        chooser.open(
            above: platformButton.bounds, top: chooserBounds.top, bottom: chooserBounds.bottom,
            width: chooserBounds.width,
            rightToLeft: rightToLeft)
    }

    /// Chooses `newPlatform` and closes the list.
    mutating func choose(_ newPlatform: Spring.Platform) {
        platform = newPlatform
        chooser.close()
    }

    mutating func closeChooser() { chooser.close() }

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
        chooser.advance(to: time)
    }

    func draw(in canvas: Canvas, theme: Theme, strings: MessageCatalog = .english) {
        let platformFrame = platformButton.bounds
        guard platformFrame.width > 0 else { return }
        canvas.fill(
            Path(roundedRect: platformFrame, radius: Theme.controlRadius),
            color: theme.secondarySystemGroupedBackground)
        let pressedPlatform = platformButton.isHighlighted ? 0.4 : 1
        let label = Theme.text(
            .subheadline, theme.label.opacity(pressedPlatform), maxWidth: max(0, platformFrame.width - 40),
            category: textSize)
        let labelSize = canvas.measureText(platform.rawValue, style: label)
        // Right to left the button mirrors about its centre: the name at the right, the chevrons
        // at the left.
        let inButton = Mirroring(rightToLeft: strings.isRightToLeft, width: platformFrame.minX + platformFrame.maxX)
        inButton.drawLeadingText(
            canvas, platform.rawValue,
            at: Point(x: platformFrame.minX + 12, y: platformFrame.midY - labelSize.height / 2),
            style: label)
        // Up and down chevrons, as on UIKit's pop-up buttons: the button opens a list.
        var chevron = Path()
        let cx = inButton.x(platformFrame.maxX - 18)
        chevron.move(to: Point(x: cx - 4, y: platformFrame.midY - 3))
        chevron.line(to: Point(x: cx, y: platformFrame.midY - 7))
        chevron.line(to: Point(x: cx + 4, y: platformFrame.midY - 3))
        chevron.move(to: Point(x: cx - 4, y: platformFrame.midY + 3))
        chevron.line(to: Point(x: cx, y: platformFrame.midY + 7))
        chevron.line(to: Point(x: cx + 4, y: platformFrame.midY + 3))
        canvas.stroke(chevron, color: theme.secondaryLabel, lineWidth: 2, cap: .round, join: .round)

        let copyFrame = copyButton.bounds
        let fill = isConfirming ? Theme.systemGreenText : Theme.accentFill
        canvas.fill(
            Path(roundedRect: copyFrame, radius: Theme.controlRadius),
            color: fill.opacity(copyButton.isHighlighted ? 0.6 : 1))
        let title = isConfirming ? strings.localized("Copied ✓") : strings.localized("Copy code")
        // Ends in an ellipsis in a button too narrow for it at the largest sizes.
        var titleStyle = Theme.text(.subheadline, .white, weight: .semibold, category: textSize)
        if canvas.measureText(title, style: titleStyle).width > copyFrame.width - 16 {
            titleStyle.maxWidth = max(0, copyFrame.width - 16)
        }
        Drawing.centeredText(canvas, title, at: copyFrame.center, style: titleStyle)
    }
}
