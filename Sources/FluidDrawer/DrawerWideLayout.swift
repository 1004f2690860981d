import FluidCore
import FluidMotion

/// How the drawer sits in a wide container: from `minimumContainerWidth` on, instead of
/// spanning the whole width, it becomes a side panel or a centred sheet. The detents stay the
/// same, vertically; only the drawer's horizontal extent changes, and touches beside it go to
/// the content behind it.
///
/// - `.sidePanel`: a panel `width` pt wide at the leading edge, `inset` pt in from the safe
///   area (Apple Maps on iPad, FloatingPanel's and Pulley's iPad layouts): the left edge, or
///   the right one when `rightToLeft` (a Hebrew or Arabic interface, where UIKit's leading edge
///   is the right). The backdrop beside it stays usable, so the panel never dims it.
/// - `.centered`: a sheet at most `maxWidth` pt wide, centred (UIKit's form sheet); it dims as
///   the full-width drawer does.
///
/// Below `minimumContainerWidth` (a phone in portrait) the drawer spans the container.
/// Example: `.sidePanel(width: 375, inset: 16)` from 700 pt on; in a 1024 pt container the
/// panel spans x 16…391 (right to left, 633…1008); in a 390 pt one, 0…390.
public struct DrawerWideLayout: Hashable, Sendable {
    /// Where a wide drawer goes.
    public enum Style: Hashable, Sendable {
        /// A `width` pt panel at the leading edge, `inset` pt from the safe area's left (its
        /// right, right to left).
        case sidePanel(width: Double, inset: Double)
        /// A sheet at most `maxWidth` pt wide, centred in the container.
        case centered(maxWidth: Double)
    }

    /// The container width (pt) from which `style` applies.
    public var minimumContainerWidth: Double
    /// The wide layout.
    public var style: Style
    /// True when the leading edge is the right one (a right-to-left interface): a side panel
    /// sits at the right. A centred sheet is the same either way.
    public var rightToLeft: Bool

    /// A wide layout `style` for containers at least `minimumContainerWidth` pt wide, its side
    /// panel at the right when `rightToLeft`.
    public init(minimumContainerWidth: Double, style: Style, rightToLeft: Bool = false) {
        self.minimumContainerWidth = minimumContainerWidth
        self.style = style
        self.rightToLeft = rightToLeft
    }

    /// The drawer's horizontal extent (pt) in a container `width` pt wide with `safeArea`; the
    /// whole width below `minimumContainerWidth`. Never wider than the container, never negative.
    public func span(containerWidth width: Double, safeArea: EdgeInsets) -> (x: Double, width: Double) {
        guard width >= minimumContainerWidth else { return (0, width) }
        switch style {
        case .sidePanel(let panel, let inset):
            guard rightToLeft else {
                let x = min(max(safeArea.left + max(inset, 0), 0), width)
                return (x, min(max(panel, 0), width - x))
            }
            // Mirrored: `inset` in from the safe area's right, as wide as room to the left allows.
            let end = min(max(width - safeArea.right - max(inset, 0), 0), width)
            let w = min(max(panel, 0), end)
            return (end - w, w)
        case .centered(let maxWidth):
            let w = min(max(maxWidth, 0), width)
            return ((width - w) / 2, w)
        }
    }

    /// True when, at `width`, the drawer is a side panel (it leaves the backdrop undimmed).
    public func isSidePanel(containerWidth width: Double) -> Bool {
        guard width >= minimumContainerWidth, case .sidePanel = style else { return false }
        return true
    }
}
