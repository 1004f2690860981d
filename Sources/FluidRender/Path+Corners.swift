import FluidCanvas
import FluidCore

extension Path {
    /// The smallest `c ≥ 0` such that, outside the four `c × c` squares at the corners of its
    /// control bounds, the path runs only along those bounds: 0 for a rectangle, the largest
    /// radius for a rounded rectangle, the cut for a rectangle with cut corners. Nil for every
    /// other shape: several sub-paths, an edge inside the bounds, corners that meet (a circle,
    /// a pill), or an empty or non-finite path.
    ///
    /// Such a shape stretches by its straight middle: `resizingMiddle(extent:to:)` gives the same
    /// shape at any size at least `2c` wide and tall, with identical corners.
    var cornerExtent: Double? {
        guard let b = controlBounds, b.width.isFinite, b.height.isFinite else { return nil }
        var c = 0.0
        var moves = 0
        for element in elements {
            if case .move = element { moves += 1 }
            for p in element.points { c = Swift.max(c, b.cornerDistance(p)) }
        }
        guard moves == 1, case .move(let start) = elements.first, 2 * c < b.width, 2 * c < b.height
        else { return nil }
        var current = start
        for element in elements.dropFirst() {
            let end: Point
            switch element {
            case .move: return nil
            case .close: end = start
            case .line(let p): end = p
            case .quadCurve(let p, _), .curve(let p, _, _): end = p
            }
            let points = [current] + element.points
            let inOneCorner = Set(points.map { b.corner(of: $0, extent: c) }).count == 1
            let alongBounds: Bool =
                switch element {
                case .line, .close: b.isEdge(from: current, to: end)
                default: false
                }
            guard inOneCorner || alongBounds else { return nil }
            current = end
        }
        return c
    }

    /// The path resized to `size` (points) by moving its right and bottom corners: each point
    /// keeps its distance from the nearest vertical and horizontal edge of the control bounds.
    /// The result's control bounds start at (0, 0).
    /// - Precondition: `extent` is `cornerExtent`, and `size` is over `2 × extent` each way.
    func resizingMiddle(extent c: Double, to size: Size) -> Path {
        guard let b = controlBounds else { return self }
        func map(_ p: Point) -> Point {
            Point(
                x: p.x - b.minX <= c ? p.x - b.minX : size.width - (b.maxX - p.x),
                y: p.y - b.minY <= c ? p.y - b.minY : size.height - (b.maxY - p.y))
        }
        var resized = Path()
        for element in elements {
            switch element {
            case .move(let p): resized.move(to: map(p))
            case .line(let p): resized.line(to: map(p))
            case .quadCurve(let p, let q): resized.quadCurve(to: map(p), control: map(q))
            case .curve(let p, let c1, let c2): resized.curve(to: map(p), control1: map(c1), control2: map(c2))
            case .close: resized.close()
            }
        }
        return resized
    }

    /// Every coordinate rounded to a multiple of `step` (points): shapes that differ by floating-
    /// point noise (a path moved and moved back) compare equal.
    func quantized(step: Double) -> Path {
        func q(_ p: Point) -> Point { Point(x: (p.x / step).rounded() * step, y: (p.y / step).rounded() * step) }
        var rounded = Path()
        for element in elements {
            switch element {
            case .move(let p): rounded.move(to: q(p))
            case .line(let p): rounded.line(to: q(p))
            case .quadCurve(let p, let c): rounded.quadCurve(to: q(p), control: q(c))
            case .curve(let p, let c1, let c2): rounded.curve(to: q(p), control1: q(c1), control2: q(c2))
            case .close: rounded.close()
            }
        }
        return rounded
    }
}

extension Path.Element {
    /// End and control points, in path order.
    var points: [Point] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let p, let c): [c, p]
        case .curve(let p, let c1, let c2): [c1, c2, p]
        case .close: []
        }
    }
}

private extension Rect {
    /// How far `p` lies from the nearest corner square's outer edges: the larger of its
    /// distances to the nearest vertical and nearest horizontal edge.
    func cornerDistance(_ p: Point) -> Double {
        Swift.max(Swift.min(p.x - minX, maxX - p.x), Swift.min(p.y - minY, maxY - p.y))
    }

    /// Which corner square (0…3) of size `extent` holds `p`, when it lies in one.
    func corner(of p: Point, extent: Double) -> Int {
        (p.x - minX <= extent ? 0 : 1) + (p.y - minY <= extent ? 0 : 2)
    }

    /// True when the segment `a`–`b` lies along one edge of the rectangle.
    func isEdge(from a: Point, to b: Point) -> Bool {
        (a.x == b.x && (a.x == minX || a.x == maxX)) || (a.y == b.y && (a.y == minY || a.y == maxY))
    }
}
