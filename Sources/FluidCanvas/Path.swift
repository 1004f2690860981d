import FluidCore

/// A vector path in points: sub-paths of lines and quadratic/cubic Bézier curves.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public mutating func move(to p: Point) { elements.append(.move(to: p)) }
    public mutating func line(to p: Point) { elements.append(.line(to: p)) }
    public mutating func quadCurve(to p: Point, control: Point) {
        elements.append(.quadCurve(to: p, control: control))
    }
    public mutating func curve(to p: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func close() { elements.append(.close) }

    /// An axis-aligned rectangle.
    public init(rect: Rect) {
        move(to: rect.origin)
        line(to: Point(x: rect.maxX, y: rect.minY))
        line(to: Point(x: rect.maxX, y: rect.maxY))
        line(to: Point(x: rect.minX, y: rect.maxY))
        close()
    }

    /// A rectangle with circular corners of `radius` (clamped to half the shorter side);
    /// `corners` chooses which corners are rounded.
    public init(roundedRect rect: Rect, radius: Double, corners: Corners = .all) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        // Cubic approximation of a quarter circle: control points at 0.5523 r from the ends.
        let k = 0.5522847498 * r
        let tl = corners.contains(.topLeft) ? r : 0
        let tr = corners.contains(.topRight) ? r : 0
        let br = corners.contains(.bottomRight) ? r : 0
        let bl = corners.contains(.bottomLeft) ? r : 0
        func kk(_ c: Double) -> Double { c == 0 ? 0 : k }
        move(to: Point(x: rect.minX + tl, y: rect.minY))
        line(to: Point(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 {
            curve(
                to: Point(x: rect.maxX, y: rect.minY + tr),
                control1: Point(x: rect.maxX - tr + kk(tr), y: rect.minY),
                control2: Point(x: rect.maxX, y: rect.minY + tr - kk(tr)))
        }
        line(to: Point(x: rect.maxX, y: rect.maxY - br))
        if br > 0 {
            curve(
                to: Point(x: rect.maxX - br, y: rect.maxY),
                control1: Point(x: rect.maxX, y: rect.maxY - br + kk(br)),
                control2: Point(x: rect.maxX - br + kk(br), y: rect.maxY))
        }
        line(to: Point(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 {
            curve(
                to: Point(x: rect.minX, y: rect.maxY - bl),
                control1: Point(x: rect.minX + bl - kk(bl), y: rect.maxY),
                control2: Point(x: rect.minX, y: rect.maxY - bl + kk(bl)))
        }
        line(to: Point(x: rect.minX, y: rect.minY + tl))
        if tl > 0 {
            curve(
                to: Point(x: rect.minX + tl, y: rect.minY),
                control1: Point(x: rect.minX, y: rect.minY + tl - kk(tl)),
                control2: Point(x: rect.minX + tl - kk(tl), y: rect.minY))
        }
        close()
    }

    /// A circle of `radius` around `center`.
    public init(circleAround center: Point, radius: Double) {
        self.init(
            roundedRect: Rect(
                x: center.x - radius, y: center.y - radius,
                width: 2 * radius, height: 2 * radius),
            radius: radius)
    }

    /// Which corners of a rounded rectangle are rounded.
    public struct Corners: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let topLeft = Corners(rawValue: 1)
        public static let topRight = Corners(rawValue: 2)
        public static let bottomLeft = Corners(rawValue: 4)
        public static let bottomRight = Corners(rawValue: 8)
        public static let top: Corners = [.topLeft, .topRight]
        public static let all: Corners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    }
}
