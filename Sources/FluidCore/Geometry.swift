/// A point or vector in the plane, in points (pt). Screen coordinates: origin top-left, y down.
public struct Point: Hashable, Sendable {
    /// Horizontal position (pt), growing rightward.
    public var x: Double
    /// Vertical position (pt), growing downward.
    public var y: Double

    /// A point at (`x`, `y`) points.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Euclidean length, in points.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }

    /// Distance to another point, in points.
    @inlinable public func distance(to other: Point) -> Double { (self - other).length }

    /// True when both coordinates are finite.
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension Point {
    /// Component-wise sum.
    @inlinable public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// Component-wise difference.
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Both components scaled by `s`.
    @inlinable public static func * (s: Double, p: Point) -> Point { Point(x: s * p.x, y: s * p.y) }
    /// Both components negated.
    @inlinable public static prefix func - (p: Point) -> Point { Point(x: -p.x, y: -p.y) }
    /// Adds `b` to `a`, component-wise.
    @inlinable public static func += (a: inout Point, b: Point) { a = a + b }
    /// Subtracts `b` from `a`, component-wise.
    @inlinable public static func -= (a: inout Point, b: Point) { a = a - b }
}

/// A width and height, in points.
public struct Size: Hashable, Sendable {
    /// Width (pt).
    public var width: Double
    /// Height (pt).
    public var height: Double

    /// A size of `width` × `height` points.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Zero by zero: no area.
    public static let zero = Size(width: 0, height: 0)

    /// True when both sides are strictly positive and at most `InputDomain.maxLength`: a size
    /// something can be laid out in.
    @inlinable public var isUsable: Bool {
        width > 0 && height > 0 && InputDomain.contains(length: width) && InputDomain.contains(length: height)
    }
}

/// An axis-aligned rectangle: origin (top-left) and size, in points.
public struct Rect: Hashable, Sendable {
    /// The top-left corner (pt).
    public var origin: Point
    /// Width and height (pt).
    public var size: Size

    /// A rectangle at `origin` of `size`.
    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle with its top-left corner at (`x`, `y`), `width` × `height` points.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge (pt).
    @inlinable public var minX: Double { origin.x }
    /// The top edge (pt).
    @inlinable public var minY: Double { origin.y }
    /// The right edge (pt).
    @inlinable public var maxX: Double { origin.x + size.width }
    /// The bottom edge (pt).
    @inlinable public var maxY: Double { origin.y + size.height }
    /// The horizontal centre (pt).
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre (pt).
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The width (pt).
    @inlinable public var width: Double { size.width }
    /// The height (pt).
    @inlinable public var height: Double { size.height }
    /// The centre point.
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// True when `point` lies inside, edges included on the top/left and excluded on the bottom/right.
    @inlinable public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom
    /// (negative values shrink it).
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rectangle moved by `offset`.
    @inlinable public func offsetBy(_ offset: Point) -> Rect {
        Rect(origin: origin + offset, size: size)
    }
}

/// Distances inset from each edge of a rectangle, in points (safe areas, margins).
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge (pt).
    public var top: Double
    /// Inset from the left edge (pt).
    public var left: Double
    /// Inset from the bottom edge (pt).
    public var bottom: Double
    /// Inset from the right edge (pt).
    public var right: Double

    /// Insets of the given points on each side (0 when left out).
    @inlinable public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side.
    public static let zero = EdgeInsets()

    /// `rect` shrunk by these insets.
    @inlinable public func inset(_ rect: Rect) -> Rect {
        Rect(
            x: rect.minX + left, y: rect.minY + top,
            width: rect.width - left - right, height: rect.height - top - bottom)
    }
}
