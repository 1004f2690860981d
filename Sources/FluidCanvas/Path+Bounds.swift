import FluidCore

extension Path {
    /// The bounds of every end and control point (contains the curve), or nil when empty.
    public var controlBounds: Rect? {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The path moved by `offset` (points).
    public func translated(by offset: Point) -> Path {
        var moved = Path()
        for element in elements {
            switch element {
            case .move(let p): moved.move(to: p + offset)
            case .line(let p): moved.line(to: p + offset)
            case .quadCurve(let p, let c): moved.quadCurve(to: p + offset, control: c + offset)
            case .curve(let p, let c1, let c2):
                moved.curve(to: p + offset, control1: c1 + offset, control2: c2 + offset)
            case .close: moved.close()
            }
        }
        return moved
    }
}
