/// A point or vector in the plane, in points (pt). Screen coordinates: origin top-left, y down.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// Euclidean length, in points.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }

    /// Distance to another point, in points.
    @inlinable public func distance(to other: Point) -> Double { (self - other).length }

    /// True when both coordinates are finite.
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension Point {
    @inlinable public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    @inlinable public static func * (s: Double, p: Point) -> Point { Point(x: s * p.x, y: s * p.y) }
    @inlinable public static prefix func - (p: Point) -> Point { Point(x: -p.x, y: -p.y) }
    @inlinable public static func += (a: inout Point, b: Point) { a = a + b }
    @inlinable public static func -= (a: inout Point, b: Point) { a = a - b }
}

/// A width and height, in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// True when both sides are strictly positive and at most `InputDomain.maxLength`: a size
    /// something can be laid out in.
    @inlinable public var isUsable: Bool {
        width > 0 && height > 0 && InputDomain.contains(length: width) && InputDomain.contains(length: height)
    }
}

/// An axis-aligned rectangle: origin (top-left) and size, in points.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + size.width }
    @inlinable public var maxY: Double { origin.y + size.height }
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    @inlinable public var width: Double { size.width }
    @inlinable public var height: Double { size.height }
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
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    @inlinable public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    /// `rect` shrunk by these insets.
    @inlinable public func inset(_ rect: Rect) -> Rect {
        Rect(x: rect.minX + left, y: rect.minY + top,
             width: rect.width - left - right, height: rect.height - top - bottom)
    }
}
