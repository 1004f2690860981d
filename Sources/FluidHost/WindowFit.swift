import FluidCore
import FluidMotion

/// Makes the first window fit the screen: a container of `size` points at `scale` pixels per
/// point must fit the display's usable area (window units), less room for a title bar.
///
/// When it does not fit, a scale the desktop chose is lowered first (to the largest quarter step
/// that fits, never below one pixel per window unit); a scale the person asked for with
/// `--scale` is kept. Then the container shrinks to what fits, keeping both sides at least
/// `minimumSide`. `message` says what changed, for stderr.
public struct WindowFit: Hashable, Sendable {
    /// Room left for window decorations and panels (window units).
    public static let decorationAllowance = 48.0
    /// The smallest side a shrunk container keeps (pt).
    public static let minimumSide = 200.0

    public var size: Size
    public var scale: Double
    /// One line saying what was changed and why; nil when the request fit.
    public var message: String?

    /// - Parameters:
    ///   - size: the requested container (pt).
    ///   - scale: pixels per point.
    ///   - scaleIsExplicit: true when `--scale` chose it (kept), false when the desktop did.
    ///   - pixelsPerWindowUnit: the compositor's ratio (1 on X11).
    ///   - usable: the display's usable area (window units); non-positive sides skip fitting.
    public init(size: Size, scale: Double, scaleIsExplicit: Bool, pixelsPerWindowUnit: Double, usable: Size) {
        self.size = size
        self.scale = scale
        let ratio = pixelsPerWindowUnit > 0 && pixelsPerWindowUnit.isFinite ? pixelsPerWindowUnit : 1
        let room = Size(width: usable.width, height: usable.height - Self.decorationAllowance)
        guard room.width > 0, room.height > 0 else { return }
        func fits(_ size: Size, _ scale: Double) -> Bool {
            size.width * scale / ratio <= room.width && size.height * scale / ratio <= room.height
        }
        guard !fits(size, scale) else { return }
        let asked = "\(Self.text(size)) pt at scale \(Self.number(scale))"
        if !scaleIsExplicit {
            let largest = min(room.width / size.width, room.height / size.height) * ratio
            let stepped = (largest / DesktopScale.step).rounded(.down) * DesktopScale.step
            self.scale = max(ratio, min(scale, stepped))
        }
        if !fits(size, self.scale) {
            let unitsPerPoint = self.scale / ratio
            self.size = Size(
                width: max(Self.minimumSide, min(size.width, (room.width / unitsPerPoint).rounded(.down))),
                height: max(Self.minimumSide, min(size.height, (room.height / unitsPerPoint).rounded(.down))))
        }
        message =
            "\(asked) does not fit the \(Self.text(usable)) screen; showing \(Self.text(self.size)) pt at scale "
            + "\(Self.number(self.scale))"
            + (scaleIsExplicit ? " (--scale kept; give a smaller --size or --scale)" : "")
    }

    static func text(_ size: Size) -> String { "\(number(size.width))x\(number(size.height))" }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
