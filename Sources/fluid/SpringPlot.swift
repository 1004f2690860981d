import FluidCanvas
import FluidCore
import FluidMotion

/// The chart `fluid spring plot` draws: the position curve (blue, left axis), the velocity curve
/// (orange, right axis) against time, the target line, the settle time, ticks on every axis and
/// one zero line (the two value axes are widened so that 0 sits at the same height on both).
struct SpringPlot {
    var spring: Spring
    var from: Double
    var to: Double
    var velocity: Double
    /// Seconds shown (> 0).
    var span: Double
    /// When the motion settles (s); not drawn when infinite or past `span`.
    var settle: Double

    private static let blue = Color(hex: 0x007AFF)
    private static let orange = Color(hex: 0xFF9500)
    private static let grey = Color(hex: 0x8E8E93)
    private static let frame = Color(white: 0.85)
    /// Space around the plot area for titles, tick labels and the legend (pt).
    private static let margins = EdgeInsets(top: 56, left: 64, bottom: 44, right: 64)
    private static let tickLength = 4.0
    private static let labelGap = 6.0
    private static let labelSize = 11.0

    /// Position and velocity sampled evenly over `span`, first at 0 and last at `span`.
    struct Samples {
        var positions: [Double]
        var velocities: [Double]
    }

    /// `count` (≥ 2) samples of the motion.
    func samples(count: Int) -> Samples {
        var samples = Samples(positions: [], velocities: [])
        for i in 0..<count {
            let t = span * Double(i) / Double(count - 1)
            let state = spring.state(displacement: from - to, velocity: velocity, at: t)
            samples.positions.append(to + state.displacement)
            samples.velocities.append(state.velocity)
        }
        return samples
    }

    /// The position and velocity axes, zero-aligned.
    func axes(_ samples: Samples) -> (position: ChartAxis, velocity: ChartAxis) {
        ChartAxis.aligningZero(
            ChartAxis(covering: samples.positions + [from, to]),
            ChartAxis(covering: samples.velocities + [0]))
    }

    /// The plot area inside an image of `size` points.
    static func plotArea(in size: Size) -> Rect { margins.inset(Rect(origin: .zero, size: size)) }

    /// Two samples per point of the plot area's width.
    static func sampleCount(in size: Size) -> Int { max(2, Int(max(plotArea(in: size).width, 1) * 2)) }

    /// True when, drawn in an image of `size` points, every sample is a finite number and both
    /// value axes span a finite range (start values near ±1.8e308 overflow).
    func isDrawable(in size: Size) -> Bool {
        let samples = samples(count: Self.sampleCount(in: size))
        guard (samples.positions + samples.velocities).allSatisfy(\.isFinite) else { return false }
        let (p, v) = axes(samples)
        return [p, v].allSatisfy { ($0.range.upperBound - $0.range.lowerBound).isFinite }
    }

    func draw(in canvas: Canvas) {
        canvas.clear(.white)
        let plot = Self.plotArea(in: canvas.size)
        let count = Self.sampleCount(in: canvas.size)
        let samples = samples(count: count)
        let (pAxis, vAxis) = axes(samples)
        let time = ChartAxis(range: 0...span)
        func x(_ t: Double) -> Double { plot.minX + plot.width * t / span }
        func y(_ value: Double, _ axis: ChartAxis) -> Double {
            plot.maxY - plot.height * (value - axis.range.lowerBound) / (axis.range.upperBound - axis.range.lowerBound)
        }
        canvas.stroke(Path(rect: plot), color: Self.frame, lineWidth: 1)
        let zeroAxis = pAxis.zeroFraction != nil ? pAxis : vAxis
        canvas.stroke(
            line(Point(x: plot.minX, y: y(0, zeroAxis)), Point(x: plot.maxX, y: y(0, zeroAxis))),
            color: Color(white: 0.6), lineWidth: 1)
        drawDashed(
            canvas, from: Point(x: plot.minX, y: y(to, pAxis)), to: Point(x: plot.maxX, y: y(to, pAxis)),
            color: Self.grey)
        if settle.isFinite, settle <= span {
            let sx = x(settle)
            drawDashed(canvas, from: Point(x: sx, y: plot.minY), to: Point(x: sx, y: plot.maxY), color: .black)
            canvas.drawText(
                "settles \(decimalText(settle, places: 3)) s", at: Point(x: sx + 4, y: plot.minY + 4),
                style: TextStyle(size: Self.labelSize, weight: .medium, color: .black))
        }
        for (values, axis, color) in [(samples.velocities, vAxis, Self.orange), (samples.positions, pAxis, Self.blue)] {
            var path = Path()
            path.move(to: Point(x: x(0), y: y(values[0], axis)))
            for i in 1..<count {
                path.line(to: Point(x: x(span * Double(i) / Double(count - 1)), y: y(values[i], axis)))
            }
            canvas.stroke(path, color: color, lineWidth: 2)
        }
        drawTimeTicks(canvas, time, plot: plot, x: x)
        drawValueTicks(canvas, pAxis, plot: plot, y: { y($0, pAxis) }, leading: true, unit: "", color: Self.grey)
        drawValueTicks(canvas, vAxis, plot: plot, y: { y($0, vAxis) }, leading: false, unit: "/s", color: Self.orange)
        drawTitles(canvas, plot: plot)
    }

    private func drawTimeTicks(_ canvas: Canvas, _ axis: ChartAxis, plot: Rect, x: (Double) -> Double) {
        let places = ChartAxis.places(forStep: axis.step(targetTicks: 6))
        var marks = Path()
        for t in axis.ticks(targetTicks: 6) {
            marks.move(to: Point(x: x(t), y: plot.maxY))
            marks.line(to: Point(x: x(t), y: plot.maxY + Self.tickLength))
            let text = decimalText(t, places: places) + (t == 0 ? " s" : "")
            let width = 48.0
            canvas.drawText(
                text, at: Point(x: x(t) - width / 2, y: plot.maxY + Self.labelGap),
                style: TextStyle(size: Self.labelSize, color: Self.grey, maxWidth: width, alignment: .center))
        }
        canvas.stroke(marks, color: Self.grey, lineWidth: 1)
    }

    private func drawValueTicks(
        _ canvas: Canvas, _ axis: ChartAxis, plot: Rect, y: (Double) -> Double,
        leading: Bool, unit: String, color: Color
    ) {
        let places = ChartAxis.places(forStep: axis.step())
        let edge = leading ? plot.minX : plot.maxX
        let outward = leading ? -Self.tickLength : Self.tickLength
        let width = Self.margins.left - Self.tickLength - Self.labelGap
        var marks = Path()
        for value in axis.ticks() {
            marks.move(to: Point(x: edge, y: y(value)))
            marks.line(to: Point(x: edge + outward, y: y(value)))
            let left = leading ? edge - Self.tickLength - Self.labelGap - width : edge + Self.tickLength + Self.labelGap
            canvas.drawText(
                decimalText(value, places: places) + unit, at: Point(x: left, y: y(value) - Self.labelSize * 0.65),
                style: TextStyle(
                    size: Self.labelSize, color: color, maxWidth: width,
                    alignment: leading ? .trailing : .leading))
        }
        canvas.stroke(marks, color: color, lineWidth: 1)
    }

    private func drawTitles(_ canvas: Canvas, plot: Rect) {
        let legendY = plot.maxY + Self.labelGap + 16
        canvas.drawText(
            "position", at: Point(x: plot.minX + plot.width / 2 - 70, y: legendY),
            style: TextStyle(size: Self.labelSize, weight: .semibold, color: Self.blue))
        canvas.drawText(
            "velocity", at: Point(x: plot.minX + plot.width / 2 + 10, y: legendY),
            style: TextStyle(size: Self.labelSize, weight: .semibold, color: Self.orange))
        let title =
            "response \(decimalText(spring.response, places: 4)) s · ζ \(decimalText(spring.dampingRatio, places: 4))"
            + " · mass \(decimalText(spring.mass, places: 4)) · k \(decimalText(spring.stiffness, places: 3))"
            + " · c \(decimalText(spring.damping, places: 3))"
        canvas.drawText(
            title, at: Point(x: plot.minX, y: 14),
            style: TextStyle(size: 15, weight: .semibold, color: .black, maxWidth: plot.width))
        canvas.drawText(
            "from \(decimalText(from, places: 4)) to \(decimalText(to, places: 4)), v₀ \(decimalText(velocity, places: 4))/s",
            at: Point(x: plot.minX, y: 34), style: TextStyle(size: Self.labelSize, color: Self.grey))
    }

    private func line(_ a: Point, _ b: Point) -> Path {
        var path = Path()
        path.move(to: a)
        path.line(to: b)
        return path
    }

    private func drawDashed(_ canvas: Canvas, from a: Point, to b: Point, color: Color) {
        let length = a.distance(to: b)
        guard length > 0 else { return }
        let dash = 5.0
        var path = Path()
        var d = 0.0
        while d < length {
            let e = min(length, d + dash)
            path.move(to: a + (d / length) * (b - a))
            path.line(to: a + (e / length) * (b - a))
            d += 2 * dash
        }
        canvas.stroke(path, color: color, lineWidth: 1, cap: .butt, join: .miter)
    }
}
